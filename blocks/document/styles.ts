/** The document's look: a readable column (16 px body, 1.6 line height, about 65 characters a line at most). */
import { css, type Theme } from '@emotion/react';
import { barOffset } from '../../renderer/runtime/ui/barOffset.ts';

export function documentStyles(theme: Theme) {
  return {
    article: css`
      max-width: 40rem;
      margin: 0 auto;
      padding: ${theme.space.s} ${theme.space.m} ${theme.space.l};
      color: ${theme.colors.text};
      font-size: 16px;
      line-height: 1.6;
      overflow-wrap: anywhere;
      & p {
        margin: 0 0 0.8em;
      }
    `,
    title: css`
      margin: ${theme.space.m} 0 ${theme.space.m};
      font-size: 22px;
      line-height: 1.3;
      color: ${theme.colors.accent};
    `,
    nav: css`
      margin: ${theme.space.m} 0 ${theme.space.l};
      padding: ${theme.space.s} ${theme.space.m};
      background: ${theme.colors.surface};
      border-radius: ${theme.radius};
      & ol {
        margin: 0;
        padding: 0 0 0 1.4em;
      }
      & li::marker {
        color: ${theme.colors.muted};
      }
    `,
    navHeading: css`
      margin: ${theme.space.xs} 0;
      font-size: ${theme.font.small};
      font-weight: 600;
      text-transform: uppercase;
      letter-spacing: 0.04em;
      color: ${theme.colors.muted};
    `,
    navLink: css`
      display: flex;
      align-items: center;
      min-height: 44px;
      color: ${theme.colors.accent};
      text-decoration: underline;
      text-underline-offset: 3px;
      &:focus-visible {
        outline: 2px solid ${theme.colors.text};
        outline-offset: 2px;
      }
    `,
    section: css`
      /* Arriving from a contents link, the heading is below the sticky title bar, not flush with it. */
      scroll-margin-top: calc(${barOffset()} + ${theme.space.m});
      & + & {
        margin-top: ${theme.space.l};
      }
    `,
    heading: css`
      margin: 0 0 ${theme.space.s};
      font-size: 18px;
      line-height: 1.35;
      &:focus {
        outline: none;
      }
      &:focus-visible {
        outline: 2px solid ${theme.colors.text};
        outline-offset: 2px;
      }
    `,
    list: css`
      margin: 0 0 0.8em;
      padding: 0 0 0 1.3em;
      & li {
        margin: 0 0 0.4em;
      }
      & li::marker {
        color: ${theme.colors.accent};
      }
    `,
  };
}
