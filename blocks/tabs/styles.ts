import { css, type Theme } from '@emotion/react';

/** Height of the bottom bar above the safe area: a 44 px touch target plus 6 px either side. */
export const BAR_HEIGHT = 56;

export function barStyle(theme: Theme, bottom: boolean) {
  const shared = css`
    display: flex;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: none;
    &::-webkit-scrollbar {
      display: none;
    }
  `;
  if (!bottom) {
    return [
      shared,
      css`
        position: relative;
        border-bottom: 1px solid rgba(255, 255, 255, 0.12);
        background: ${theme.colors.background};
      `,
    ];
  }
  return [
    shared,
    css`
      position: fixed;
      left: 0;
      right: 0;
      bottom: 0;
      z-index: 100;
      gap: ${theme.space.s};
      box-sizing: border-box;
      height: calc(${BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px));
      padding: 6px ${theme.space.m} calc(6px + env(safe-area-inset-bottom, 0px));
      background: ${theme.colors.background};
      border-top: 1px solid rgba(255, 255, 255, 0.12);
    `,
  ];
}

export function tabStyle(theme: Theme, bottom: boolean, selected: boolean, inactive: boolean) {
  const shared = css`
    flex: ${bottom ? '0 0 auto' : '1 0 auto'};
    min-height: 44px;
    padding: 0 ${theme.space.m};
    white-space: nowrap;
    font: inherit;
    font-size: ${theme.font.body};
    cursor: ${inactive ? 'default' : 'pointer'};
    opacity: ${inactive ? 0.6 : 1};
    &:focus-visible {
      outline: 2px solid ${theme.colors.text};
      outline-offset: -2px;
    }
  `;
  if (bottom) {
    // Topics look like chips: each one asks a question rather than switching a view.
    return [
      shared,
      css`
        border: 1px solid ${theme.colors.accent};
        border-radius: 22px;
        background: ${selected ? theme.colors.accent : 'transparent'};
        color: ${selected ? theme.colors.onAccent : theme.colors.accent};
      `,
    ];
  }
  return [
    shared,
    css`
      min-height: 48px;
      border: 0;
      background: none;
      color: ${selected ? theme.colors.accent : theme.colors.muted};
      font-weight: ${selected ? 700 : 400};
      box-shadow: ${selected ? `inset 0 -3px 0 ${theme.colors.accent}` : 'none'};
    `,
  ];
}

export function panelStyle(theme: Theme) {
  return css`
    outline: none;
    &:focus-visible {
      outline: 2px solid ${theme.colors.text};
      outline-offset: -2px;
    }
    padding-top: ${theme.space.xs};
  `;
}

export const spacerStyle = css`
  height: calc(${BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px));
`;
