import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import { pressable } from '../../renderer/runtime/theme/pressable.ts';
import type { Props } from './definition.ts';

/**
 * One native checkbox (the loan-confirmation consent box, CONTRACT §6). The whole row is its
 * <label>, so a tap anywhere on it ticks (a big touch target), while its accessible name is the
 * label text alone and the second line is its description. `checked` belongs to the page: a tap
 * raises change with the new value and the box shows whatever the page sets in return.
 */
export default function Checkbox({ label, checked = false, description, emit, set, busy, disabled }: Props) {
  const theme = useTheme();
  const id = useId();
  const off = Boolean(busy || disabled);
  return (
    <label
      htmlFor={id}
      css={css`
        display: flex;
        align-items: flex-start;
        gap: ${theme.space.s};
        min-height: 44px;
        margin: 0 ${theme.space.m};
        padding: 10px 0;
        box-sizing: border-box;
        color: ${theme.colors.text};
        font-size: ${theme.font.body};
        line-height: 1.4;
        cursor: ${off ? 'default' : 'pointer'};
        opacity: ${off ? 0.6 : 1};
        -webkit-tap-highlight-color: transparent;
      `}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked === true}
        disabled={off}
        aria-busy={busy || undefined}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => {
          set?.checked?.(event.target.checked);
          emit('change', { value: event.target.checked });
        }}
        css={[
          pressable(theme),
          css`
            flex: none;
            width: 22px;
            height: 22px;
            margin: 0;
            accent-color: ${theme.colors.accent};
            &:disabled {
              opacity: 1;
            }
          `,
        ]}
      />
      <span
        css={css`
          flex: 1;
          min-width: 0;
          overflow-wrap: anywhere;
        `}
      >
        <span id={`${id}-label`}>{label}</span>
        {description && (
          <span
            id={`${id}-description`}
            css={css`
              display: block;
              margin-top: 2px;
              font-size: ${theme.font.small};
              color: ${theme.colors.muted};
            `}
          >
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
