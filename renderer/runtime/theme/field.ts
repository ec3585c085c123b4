/** The look of what a person types into, and text that only a screen reader reads: shared by every block. */
import { css, type Theme } from '@emotion/react';

/** Out of sight, still in the page: read by screen readers, reached by the keyboard and by tests. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * A text field, text area or select: full width, a 44 px touch target, the brand's surface, a
 * focus ring in its accent. `readOnly` drops the border, so text that cannot be changed does not
 * look as if it could.
 */
export function fieldBox(theme: Theme, { readOnly = false }: { readOnly?: boolean } = {}) {
  return css`
    display: block;
    box-sizing: border-box;
    width: 100%;
    min-height: 44px;
    margin: 0;
    padding: 10px 12px;
    border: 1px solid ${readOnly ? 'transparent' : theme.colors.muted};
    border-radius: ${theme.radius};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    /* 16px keeps mobile browsers from zooming into the field. */
    font: inherit;
    font-size: 16px;
    line-height: 1.4;
    &::placeholder {
      color: ${theme.colors.muted};
    }
    &:focus-visible {
      outline: 2px solid ${theme.colors.accent};
      outline-offset: 1px;
    }
    &:disabled {
      opacity: 0.5;
    }
  `;
}
