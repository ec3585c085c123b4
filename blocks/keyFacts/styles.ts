import { css, type Theme } from '@emotion/react';
import { RULE, surfaceCard, termRows } from '../../renderer/runtime/theme/surface.ts';

export const card = (theme: Theme) => surfaceCard(theme, 's');

export function heading(theme: Theme) {
  return css`
    margin: ${theme.space.xs} 0 ${theme.space.xs};
    font-size: ${theme.font.body};
    font-weight: 700;
  `;
}

export function subheading(theme: Theme) {
  return css`
    margin: ${theme.space.m} 0 0;
    font-size: ${theme.font.small};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${theme.colors.muted};
  `;
}

export function small(theme: Theme) {
  return css`
    font-size: ${theme.font.small};
    color: ${theme.colors.muted};
    line-height: 1.45;
  `;
}

/**
 * Label left (with a note under it), value right; they stack when the label needs the room. A rule above every row:
 * each list follows a heading.
 */
export function rows(theme: Theme) {
  return [
    termRows(theme),
    css`
      & > div {
        border-top: ${RULE};
      }
      /* Words rather than a figure (penal charges, the recovery-agent note): under the term, read left to right. */
      & > div[data-wide] > dd {
        flex-basis: 100%;
        margin: 4px 0 0;
        text-align: left;
        font-weight: 400;
        line-height: 1.45;
      }
    `,
  ];
}

/** A value the lender did not supply: plainly said, not dressed as a figure. */
export function missing(theme: Theme) {
  return css`
    font-weight: 400;
    font-style: italic;
    color: ${theme.colors.muted};
  `;
}

export function alert(theme: Theme) {
  return css`
    margin: ${theme.space.s} 0;
    padding: ${theme.space.s} ${theme.space.m};
    border: 1px solid ${theme.colors.danger};
    border-radius: ${theme.radius};
    color: ${theme.colors.text};
    font-weight: 600;
    line-height: 1.45;
  `;
}

export function warning(theme: Theme) {
  return css`
    margin: ${theme.space.m} 0 ${theme.space.xs};
    padding: ${theme.space.s} ${theme.space.m};
    border-left: 3px solid ${theme.colors.accent};
    font-size: ${theme.font.small};
    line-height: 1.5;
  `;
}

export const list = css`
  margin: 4px 0 0;
  padding-left: 1.2em;
  text-align: left;
  font-weight: 400;
`;
