import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import type { Props } from './definition.ts';

const ALIGN = { stretch: 'stretch', center: 'center', start: 'flex-start', end: 'flex-end' } as const;

export default function Stack({
  direction = 'column',
  gap = 'm',
  padding = 'm',
  align = 'stretch',
  surface = false,
  label,
  heading,
  anchor,
  pin = 'none',
  children,
}: Props) {
  const theme = useTheme();
  const headingId = useId();
  const size = { none: '0', s: theme.space.s, m: theme.space.m, l: theme.space.l };
  return (
    <div
      id={anchor}
      // A section link moves the focus here (blocks/siteNav/useSectionScroll.ts); no outline for a tap.
      tabIndex={anchor ? -1 : undefined}
      role={label || heading ? 'region' : undefined}
      aria-label={heading ? undefined : label}
      aria-labelledby={heading ? headingId : undefined}
      css={css`
        display: flex;
        flex-direction: ${direction};
        gap: ${size[gap]};
        padding: ${size[padding]};
        align-items: ${ALIGN[align]};
        &:focus:not(:focus-visible) {
          outline: none;
        }
        ${direction === 'row' ? 'flex-wrap: wrap; & > * { flex: 1 1 0; }' : ''}
        ${surface ? `background: ${theme.colors.surface}; border-radius: ${theme.radius}; margin: ${theme.space.m};` : ''}
        ${
          pin === 'bottom'
            ? `position: fixed; left: 0; right: 0; bottom: 0; z-index: 50; max-width: 540px; margin: 0 auto;
             padding-bottom: calc(${size[padding]} + env(safe-area-inset-bottom, 0px));
             background: ${theme.colors.background}; box-shadow: 0 -1px 0 rgba(255, 255, 255, 0.12);`
            : ''
        }
      `}
    >
      {heading && (
        // Without padding, the blocks inside keep their own inset from the edge; the heading lines up with them.
        <h2
          id={headingId}
          css={css`
            margin: ${padding === 'none' ? `${theme.space.m} ${theme.space.m} 0` : '0'};
            font-size: 16px;
          `}
        >
          {heading}
        </h2>
      )}
      {children}
    </div>
  );
}
