import { css, type Theme } from '@emotion/react';

/** A line under the main one: smaller and muted (a due date, a note, a period's status). */
export function smallNote(theme: Theme) {
  return css`
    font-size: ${theme.font.small};
    color: ${theme.colors.muted};
  `;
}

/** The heading of a card (label/value rows, steps): body size, set off from the rows below. */
export function cardHeading(theme: Theme) {
  return css`
    margin: ${theme.space.s} 0;
    font-size: ${theme.font.body};
  `;
}
