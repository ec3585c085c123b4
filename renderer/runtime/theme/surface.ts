import { css, type Theme } from '@emotion/react';

/** The thin line between rows of a card (lists, plans, label/value rows). */
export const RULE = '1px solid rgba(255, 255, 255, 0.12)';

/** A block drawn as a card on the page: the brand's surface colour, rounded, inset from the edges. */
export function surfaceCard(theme: Theme, vertical: 'xs' | 's' = 's') {
  return css`
    margin: ${theme.space.m};
    padding: ${theme.space[vertical]} ${theme.space.m};
    background: ${theme.colors.surface};
    border-radius: ${theme.radius};
    color: ${theme.colors.text};
    overflow-wrap: anywhere;
  `;
}

/**
 * A `<dl>` of term/figure rows (each a `<div>` of dt and dd): the term left and muted, the figure
 * right; they stack when the term needs the room. `termWidth` is the term's basis before it wraps.
 */
export function termRows(theme: Theme, termWidth = '9em') {
  return css`
    margin: 0;
    & > div {
      display: flex;
      flex-wrap: wrap;
      justify-content: space-between;
      align-items: baseline;
      column-gap: ${theme.space.m};
      padding: ${theme.space.s} 0;
    }
    & > div + div {
      border-top: ${RULE};
    }
    & dt {
      flex: 1 1 ${termWidth};
      color: ${theme.colors.muted};
    }
    & dd {
      margin: 0 0 0 auto;
      font-weight: 600;
      font-variant-numeric: tabular-nums;
      text-align: right;
    }
  `;
}

/** A term row the borrower is agreeing to (the total, the cost): it stands out. */
export function termEmphasis(theme: Theme) {
  return css`
    & dt {
      color: ${theme.colors.text};
      font-weight: 600;
    }
    & dd {
      font-size: 17px;
      font-weight: 700;
      color: ${theme.colors.accent};
    }
  `;
}
