import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import type { Props } from './definition.ts';
import { pressable } from '../../renderer/runtime/theme/pressable.ts';
import { PressControl } from '../../renderer/runtime/ui/PressControl.tsx';

/**
 * One tappable row (a real link where its press goes somewhere by itself: a tap works before the script). The button is
 * named by its title and meta (what a person scans for); the longer text is its description, so a screen reader says it
 * after a pause instead of in the name.
 */
export default function ListItem({ title, meta, description, emit, busy, disabled, hrefs }: Props) {
  const theme = useTheme();
  const id = useId();
  const titleId = `${id}-title`;
  const metaId = `${id}-meta`;
  const descriptionId = `${id}-description`;
  return (
    <PressControl
      href={hrefs?.press}
      aria-labelledby={meta ? `${titleId} ${metaId}` : titleId}
      aria-describedby={description ? descriptionId : undefined}
      disabled={disabled}
      busy={busy}
      onPress={() => emit('press')}
      look={css`
        display: flex;
        align-items: center;
        gap: ${theme.space.s};
        box-sizing: border-box;
        width: calc(100% - 2 * ${theme.space.m});
        min-height: 56px;
        margin: ${theme.space.s} ${theme.space.m};
        padding: ${theme.space.m};
        border: 0;
        border-radius: ${theme.radius};
        background: ${theme.colors.surface};
        color: ${theme.colors.text};
        font: inherit;
        font-size: ${theme.font.body};
        line-height: 1.4;
        text-align: left;
        ${pressable(theme)}
      `}
    >
      <span
        css={css`
          flex: 1;
          min-width: 0;
        `}
      >
        <span
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: baseline;
            justify-content: space-between;
            column-gap: ${theme.space.s};
          `}
        >
          <span
            id={titleId}
            css={css`
              font-weight: 700;
              overflow-wrap: anywhere;
            `}
          >
            {title}
          </span>
          {meta && (
            <span
              id={metaId}
              css={css`
                font-size: ${theme.font.small};
                color: ${theme.colors.muted};
                white-space: nowrap;
              `}
            >
              {meta}
            </span>
          )}
        </span>
        {description && (
          <span
            id={descriptionId}
            css={css`
              display: -webkit-box;
              -webkit-box-orient: vertical;
              -webkit-line-clamp: 2;
              line-clamp: 2;
              overflow: hidden;
              margin-top: ${theme.space.xs};
              font-size: ${theme.font.small};
              color: ${theme.colors.muted};
              overflow-wrap: anywhere;
            `}
          >
            {description}
          </span>
        )}
      </span>
      <span
        aria-hidden="true"
        css={css`
          flex: none;
          font-size: 20px;
          color: ${theme.colors.muted};
        `}
      >
        ›
      </span>
    </PressControl>
  );
}
