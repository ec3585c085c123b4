import { css, type Theme } from '@emotion/react';
import { fieldBox } from '../../renderer/runtime/theme/field.ts';

export function groupStyle(theme: Theme) {
  return css`
    min-width: 0;
    margin: ${theme.space.m};
    padding: 0;
    border: 0;
    color: ${theme.colors.text};
  `;
}

export function legendStyle(theme: Theme) {
  return css`
    padding: 0;
    margin-bottom: ${theme.space.xs};
    font-size: ${theme.font.body};
    font-weight: 700;
  `;
}

export function hintStyle(theme: Theme) {
  return css`
    margin: 0 0 ${theme.space.s};
    font-size: ${theme.font.small};
    color: ${theme.colors.muted};
  `;
}

/** Two columns on a phone, more on a wide screen; a parameter name never overflows its cell. */
export function gridStyle(theme: Theme) {
  return css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(148px, 1fr));
    gap: ${theme.space.s} ${theme.space.m};
  `;
}

export function labelStyle(theme: Theme) {
  return css`
    display: block;
    margin-bottom: 2px;
    /* --font-mono: the catalogue pins it to a font the repository ships (.storybook/catalogueFont.css); unset in the app. */
    font-family: var(--font-mono, ui-monospace, SFMono-Regular, Menlo, Consolas, monospace);
    font-size: ${theme.font.small};
    color: ${theme.colors.text};
    overflow-wrap: anywhere;
  `;
}

export function controlStyle(theme: Theme) {
  return [
    fieldBox(theme),
    css`
      padding: 8px 10px;
    `,
  ];
}

export function actionsStyle(theme: Theme) {
  return css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.s};
    margin: ${theme.space.s} 0 ${theme.space.m};
  `;
}

export function trackingStyle(theme: Theme) {
  return css`
    min-width: 0;
    margin: ${theme.space.m} 0 0;
    padding: ${theme.space.s} 0 0;
    border: 0;
    border-top: 1px solid ${theme.colors.surface};
  `;
}
