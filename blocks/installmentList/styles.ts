import { css, type Theme } from '@emotion/react';
import { RULE, surfaceCard } from '../../renderer/runtime/theme/surface.ts';
import { pressable } from '../../renderer/runtime/theme/pressable.ts';

export const card = (theme: Theme) => surfaceCard(theme, 'xs');

export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: ${RULE};
  & > li + li {
    border-top: ${RULE};
  }
`;

/** The whole row is the checkbox's label, so a tap anywhere on it ticks (a big touch target). */
export function row(theme: Theme, usable: boolean) {
  return css`
    display: flex;
    align-items: flex-start;
    gap: ${theme.space.s};
    min-height: 56px;
    padding: ${theme.space.s} 0;
    cursor: ${usable ? 'pointer' : 'default'};
  `;
}

export function checkbox(theme: Theme) {
  return css`
    flex: none;
    width: 22px;
    height: 22px;
    margin: 2px 0 0;
    accent-color: ${theme.colors.accent};
    ${pressable(theme)}
  `;
}

export const body = css`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  overflow-wrap: anywhere;
`;

export const line = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  column-gap: 8px;
`;

/** The theme's small muted line (renderer/runtime/theme/text.ts). */
export { smallNote as small } from '../../renderer/runtime/theme/text.ts';

export function amount(theme: Theme, overdue: boolean) {
  return css`
    font-weight: 700;
    color: ${overdue ? theme.colors.danger : theme.colors.text};
  `;
}

/** A word in a rounded outline (overdue, not payable): meaning never rests on colour alone. */
export function badge(color: string) {
  return css`
    display: inline-block;
    padding: 0 6px;
    border: 1px solid ${color};
    border-radius: 8px;
    font-size: 12px;
    line-height: 18px;
    color: ${color};
  `;
}

/** The pay-all checkbox drawn as a switch (a native checkbox underneath, for every reader). */
export function switchBox(theme: Theme) {
  return css`
    appearance: none;
    flex: none;
    position: relative;
    width: 44px;
    height: 26px;
    margin: 0;
    border-radius: 13px;
    background: ${theme.colors.muted};
    transition: background 0.15s;
    &::after {
      content: '';
      position: absolute;
      top: 3px;
      left: 3px;
      width: 20px;
      height: 20px;
      border-radius: 50%;
      background: ${theme.colors.background};
      transition: transform 0.15s;
    }
    &:checked {
      background: ${theme.colors.accent};
    }
    &:checked::after {
      transform: translateX(18px);
    }
    ${pressable(theme)}
  `;
}

export function header(theme: Theme) {
  return css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    flex-wrap: wrap;
    gap: ${theme.space.s};
    min-height: 44px;
    padding: ${theme.space.xs} 0;
  `;
}

export function summary(theme: Theme) {
  return css`
    /* Kept a list item, so the native open/closed marker shows; padding makes it 44 px tall. */
    padding: 12px 0;
    line-height: 20px;
    font-weight: 600;
    color: ${theme.colors.muted};
    border-top: ${RULE};
    ${pressable(theme)}
  `;
}
