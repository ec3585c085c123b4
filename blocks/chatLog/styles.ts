/** The chat's look: bubbles, its buttons and the text only a screen reader reads. */
import { css, keyframes, type Theme } from '@emotion/react';
import { barOffset } from '../../renderer/runtime/ui/barOffset.ts';
import { pressable } from '../../renderer/runtime/theme/pressable.ts';

/**
 * Room under the newest turn for the page's fixed topics bar and question box: the log pads its
 * bottom by it, and each turn keeps it as a scroll margin so scrolling to the newest turn does
 * not hide it behind them.
 */
export const BOTTOM_CLEARANCE = 'calc(140px + env(safe-area-inset-bottom, 0px))';

export const logStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.m};
  padding: ${theme.space.m} ${theme.space.m} ${BOTTOM_CLEARANCE};
  color: ${theme.colors.text};
  font-size: ${theme.font.body};
  line-height: 1.45;
`;

export const bubbleStyle = (theme: Theme, mine: boolean) => css`
  align-self: ${mine ? 'flex-end' : 'flex-start'};
  max-width: ${mine ? '80%' : '88%'};
  min-width: 0;
  padding: ${theme.space.s} ${theme.space.m};
  border-radius: ${theme.radius};
  ${mine ? 'border-bottom-right-radius: 4px;' : 'border-bottom-left-radius: 4px;'}
  background: ${mine ? theme.colors.accent : theme.colors.surface};
  color: ${mine ? theme.colors.onAccent : theme.colors.text};
  /* Server text may hold long unbroken words or links. */
  overflow-wrap: anywhere;
  white-space: pre-line;
  scroll-margin-top: calc(${barOffset()} + ${theme.space.m});
  scroll-margin-bottom: ${BOTTOM_CLEARANCE};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.accent};
    outline-offset: 2px;
  }
  p {
    margin: 0;
  }
  p + p,
  p + div,
  div + p,
  div + div {
    margin-top: ${theme.space.s};
  }
`;

export const questionStyle = (theme: Theme) => css`
  font-weight: 600;
  color: ${theme.colors.text};
`;

export const mutedStyle = (theme: Theme) => css`
  color: ${theme.colors.muted};
  font-size: ${theme.font.small};
`;

export const errorStyle = (theme: Theme) => css`
  color: ${theme.colors.danger};
`;

/** A column of full-width choices (answers) or a row of verdicts. */
export const choicesStyle = (theme: Theme, row = false) => css`
  display: flex;
  flex-direction: ${row ? 'row' : 'column'};
  flex-wrap: wrap;
  gap: ${theme.space.s};
  white-space: normal;
`;

export const chatButtonStyle = (theme: Theme, primary = false) => css`
  min-height: 44px;
  padding: ${theme.space.s} ${theme.space.m};
  border: 1px solid ${theme.colors.accent};
  border-radius: ${theme.radius};
  background: ${primary ? theme.colors.accent : 'transparent'};
  color: ${primary ? theme.colors.onAccent : theme.colors.accent};
  font: inherit;
  font-size: ${theme.font.body};
  text-align: start;
  overflow-wrap: anywhere;
  ${pressable(theme)}
`;

const bounce = keyframes`
  0%, 80%, 100% { opacity: 0.3; }
  40% { opacity: 1; }
`;

/** Three dots that pulse; still when the borrower asks for less motion. */
export const dotsStyle = (theme: Theme) => css`
  display: inline-flex;
  gap: 3px;
  margin-inline-end: ${theme.space.s};
  span {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
    animation: ${bounce} 1.2s infinite ease-in-out;
  }
  span:nth-of-type(2) {
    animation-delay: 0.2s;
  }
  span:nth-of-type(3) {
    animation-delay: 0.4s;
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
      opacity: 0.6;
    }
  }
`;
