import { css, useTheme } from '@emotion/react';
import type { Props } from './definition.ts';

const ALIGN = { stretch: 'stretch', center: 'center', start: 'flex-start', end: 'flex-end' } as const;

export default function Stack({ direction = 'column', gap = 'm', padding = 'm', align = 'stretch', surface = false, label, children }: Props) {
  const theme = useTheme();
  const size = { none: '0', s: theme.space.s, m: theme.space.m, l: theme.space.l };
  return (
    <div
      role={label ? 'region' : undefined}
      aria-label={label}
      css={css`
        display: flex;
        flex-direction: ${direction};
        gap: ${size[gap]};
        padding: ${size[padding]};
        align-items: ${ALIGN[align]};
        ${direction === 'row' ? 'flex-wrap: wrap; & > * { flex: 1 1 0; }' : ''}
        ${surface ? `background: ${theme.colors.surface}; border-radius: ${theme.radius}; margin: ${theme.space.m};` : ''}
      `}
    >
      {children}
    </div>
  );
}
