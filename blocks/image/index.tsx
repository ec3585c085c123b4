import { css, useTheme } from '@emotion/react';
import type { Props } from './definition.ts';

/**
 * The frame holds the shape from width/height before the picture loads and also if it never does:
 * Chromium collapses a broken <img> to its alt text (or to nothing when alt is empty), whatever
 * its own aspect-ratio says.
 */
export default function Image({ src, alt = '', width = 750, height = 300, fill = true }: Props) {
  const theme = useTheme();
  return (
    <div
      css={css`
        aspect-ratio: ${width} / ${height};
        overflow: hidden;
        flex: none;
        ${fill ? '' : `width: ${width}px; border-radius: 8px;`}
        background: ${theme.colors.surface};
      `}
    >
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        css={css`
          display: block;
          width: 100%;
          height: 100%;
          object-fit: cover;
          color: ${theme.colors.muted};
        `}
      />
    </div>
  );
}
