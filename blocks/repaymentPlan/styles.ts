import { css, type Theme } from '@emotion/react';
import { RULE, surfaceCard, termRows } from '../../renderer/runtime/theme/surface.ts';

export const card = (theme: Theme) => surfaceCard(theme, 's');

export function heading(theme: Theme) {
  return css`
    margin: ${theme.space.xs} 0 ${theme.space.s};
    font-size: ${theme.font.body};
    font-weight: 600;
  `;
}

export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  & > li + li {
    border-top: ${RULE};
  }
`;

export function item(theme: Theme) {
  return css`
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: ${theme.space.s} 0;
  `;
}

/** Title left, amount right; they stack when a long title leaves no room. */
export const line = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  column-gap: 8px;
`;

export const amount = css`
  margin-left: auto;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

/** The theme's small muted line (renderer/runtime/theme/text.ts). */
export { smallNote as small } from '../../renderer/runtime/theme/text.ts';

export function summary(theme: Theme, afterList: boolean) {
  return [
    termRows(theme, '10em'),
    css`
      margin: ${afterList ? theme.space.s : 0} 0 0;
      ${afterList ? `border-top: 2px solid rgba(255, 255, 255, 0.2);` : ''}
    `,
  ];
}
