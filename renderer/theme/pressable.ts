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
