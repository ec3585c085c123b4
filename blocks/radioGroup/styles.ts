import { css, type Theme } from '@emotion/react';

/** The whole row is the label, so a tap anywhere on it chooses; the chosen row is outlined too. */
export function rowStyle(theme: Theme, checked: boolean, off: boolean) {
  return css`
    display: flex;
    align-items: center;
    gap: ${theme.space.m};
    box-sizing: border-box;
    min-height: 52px;
    padding: ${theme.space.s} ${theme.space.m};
    background: ${theme.colors.surface};
    border: 2px solid ${checked ? theme.colors.accent : 'transparent'};
    border-radius: ${theme.radius};
    color: ${theme.colors.text};
    font-size: ${theme.font.body};
    line-height: 1.35;
    cursor: ${off ? 'default' : 'pointer'};
    opacity: ${off ? 0.5 : 1};
    -webkit-tap-highlight-color: transparent;
  `;
}

export function radioStyle(theme: Theme) {
  return css`
    flex: none;
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${theme.colors.accent};
    cursor: inherit;
    &:focus-visible {
      outline: 2px solid ${theme.colors.text};
      outline-offset: 3px;
    }
  `;
}
