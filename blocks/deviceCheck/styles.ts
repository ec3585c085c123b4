import { css, type Theme } from '@emotion/react';
import { outlineButton } from '../../renderer/runtime/theme/pressable.ts';

export function boxStyle(theme: Theme) {
  return css`
    margin: ${theme.space.s} ${theme.space.m};
    color: ${theme.colors.text};
  `;
}

/** The accent pill of the action (a file input's label looks the same). */
export function actionStyle(theme: Theme) {
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    ${outlineButton(theme)}
  `;
}

/** The label of a disabled file input looks as a disabled button does. */
export const offStyle = css`
  opacity: 0.5;
  cursor: default;
`;

export function focusRing(theme: Theme) {
  return css`
    &:focus-within {
      outline: 2px solid ${theme.colors.text};
      outline-offset: 2px;
    }
  `;
}

export function resultStyle(theme: Theme) {
  return css`
    min-height: 1.4em;
    margin-top: ${theme.space.s};
    font-size: ${theme.font.body};
    line-height: 1.4;
    overflow-wrap: anywhere;
  `;
}

export function rowsStyle(theme: Theme) {
  return css`
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${theme.space.xs} ${theme.space.m};
    margin: 0;
    dt {
      color: ${theme.colors.muted};
    }
    dd {
      margin: 0;
      font-variant-numeric: tabular-nums;
    }
  `;
}

export function failureStyle(theme: Theme) {
  return css`
    margin: 0;
    color: ${theme.colors.danger};
  `;
}

export function detailStyle(theme: Theme) {
  return css`
    margin: ${theme.space.xs} 0 0;
    font-size: ${theme.font.small};
    color: ${theme.colors.muted};
  `;
}
