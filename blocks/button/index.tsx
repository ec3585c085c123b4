import { css, useTheme, type Theme } from '@emotion/react';
import type { Props } from './definition.ts';

function look(theme: Theme, appearance: NonNullable<Props['appearance']>) {
  if (appearance === 'link') {
    return css`
      background: none;
      color: ${theme.colors.accent};
      text-decoration: underline;
      min-height: 44px;
      padding: 0 ${theme.space.s};
    `;
  }
  const primary = appearance === 'primary';
  return css`
    width: 100%;
    min-height: 48px;
    border-radius: 24px;
    font-weight: 600;
    background: ${primary ? theme.colors.accent : 'transparent'};
    color: ${primary ? theme.colors.onAccent : theme.colors.accent};
    border: ${primary ? '0' : `1px solid ${theme.colors.accent}`};
  `;
}

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
        look(theme, appearance),
      ]}
    >
      {label}
    </button>
  );
}
