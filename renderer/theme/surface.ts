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
