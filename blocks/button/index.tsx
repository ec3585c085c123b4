import { css, useTheme } from '@emotion/react';
import { buttonLook } from '../../renderer/runtime/theme/pressable.ts';
import type { Props } from './definition.ts';

export default function Button({ label, appearance = 'primary', role = 'button', emit, busy, disabled }: Props) {
  const theme = useTheme();
  return (
    <button
      type="button"
      role={role === 'link' ? 'link' : undefined}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={() => emit('press')}
      css={[
        css`
          font-size: 16px;
          border: 0;
          cursor: pointer;
          &:disabled {
            opacity: 0.5;
            cursor: default;
          }
        `,
        buttonLook(theme, appearance),
      ]}
    >
      {label}
    </button>
  );
}
