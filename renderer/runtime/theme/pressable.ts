import { css, type Theme } from '@emotion/react';

/** How every tappable control looks when it cannot be used, or has the keyboard focus. */
export function pressable(theme: Theme) {
  return css`
    cursor: pointer;
    &:disabled,
    &[aria-disabled='true'] {
      opacity: 0.5;
      cursor: default;
    }
    &:focus-visible {
      outline: 2px solid ${theme.colors.text};
      outline-offset: 2px;
    }
  `;
}

/** The accent-filled pill of a main action (Retry, Send). */
export function filledButton(theme: Theme) {
  return css`
    min-height: 44px;
    padding: 0 ${theme.space.m};
    border: 0;
    border-radius: 22px;
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
    font-size: 16px;
    font-weight: 600;
    ${pressable(theme)}
  `;
}

/** The accent-outlined pill of a second action (Get code, Copy, Choose a file). */
export function outlineButton(theme: Theme) {
  return css`
    min-height: 44px;
    padding: 0 ${theme.space.m};
    border: 1px solid ${theme.colors.accent};
    border-radius: 22px;
    background: transparent;
    color: ${theme.colors.accent};
    font: inherit;
    font-size: ${theme.font.body};
    font-weight: 600;
    ${pressable(theme)}
  `;
}

/** A page's button: primary (accent-filled, full width), secondary (outlined) or link-looking. */
export function buttonLook(theme: Theme, appearance: 'primary' | 'secondary' | 'link') {
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
