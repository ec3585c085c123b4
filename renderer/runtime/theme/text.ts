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

/** What a list says in its place when it has nothing to show (no periods due, no steps, no topics). */
export function emptyNote(theme: Theme) {
  return css`
    margin: ${theme.space.m} 0;
    padding: 0 ${theme.space.m};
    font-size: ${theme.font.body};
    line-height: 1.5;
    text-align: center;
    color: ${theme.colors.muted};
    overflow-wrap: anywhere;
  `;
}
