import { css, type Theme } from '@emotion/react';
import { pressable } from '../../renderer/runtime/theme/pressable.ts';

/** One option: a full-width row (list) or a square-ish tile (grid); the chosen one is outlined. */
export function optionStyle(theme: Theme, pressed: boolean, grid: boolean) {
  return css`
    position: relative;
    flex: 1;
    min-width: 0;
    min-height: ${grid ? '72px' : '48px'};
    padding: ${theme.space.s} ${theme.space.m};
    display: flex;
    flex-direction: column;
    justify-content: center;
    text-align: ${grid ? 'center' : 'left'};
    font: inherit;
    font-size: ${theme.font.body};
    line-height: 1.35;
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
    border: 2px solid ${pressed ? theme.colors.accent : 'transparent'};
    border-radius: ${theme.radius};
    overflow-wrap: anywhere;
    & > span {
      width: 100%;
    }
    ${pressable(theme)}
  `;
}
