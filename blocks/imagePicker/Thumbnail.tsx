import { css, useTheme } from '@emotion/react';

interface ThumbnailProps {
  src: string;
  alt: string;
  removeLabel: string;
  disabled: boolean;
  onRemove: () => void;
}

/** One uploaded picture, square, with a remove button whose touch area is bigger than its mark. */
export function Thumbnail({ src, alt, removeLabel, disabled, onRemove }: ThumbnailProps) {
  const theme = useTheme();
  return (
    <li
      css={css`
        position: relative;
      `}
    >
      <img
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        css={css`
          display: block;
          box-sizing: border-box;
          width: 100%;
          aspect-ratio: 1;
          object-fit: cover;
          border-radius: ${theme.radius};
          background: ${theme.colors.surface};
          /* A broken address shows its alt text inside the square, not past it. */
          overflow: hidden;
          font-size: ${theme.font.small};
          color: ${theme.colors.muted};
        `}
      />
      <button
        type="button"
        aria-label={removeLabel}
        disabled={disabled}
        onClick={onRemove}
        css={css`
          position: absolute;
          top: -6px;
          right: -6px;
          display: flex;
          align-items: flex-start;
          justify-content: flex-end;
          width: 44px;
          height: 44px;
          padding: 0;
          border: 0;
          background: none;
          cursor: pointer;
          &:disabled {
            cursor: default;
            opacity: 0.5;
          }
          &:focus-visible {
            outline: 2px solid ${theme.colors.accent};
            outline-offset: -2px;
            border-radius: ${theme.radius};
          }
        `}
      >
        <span
          aria-hidden="true"
          css={css`
            display: flex;
            align-items: center;
            justify-content: center;
            width: 24px;
            height: 24px;
            border-radius: 50%;
            background: rgba(0, 0, 0, 0.65);
            color: #fff;
            font-size: 16px;
            line-height: 1;
          `}
        >
          ×
        </span>
      </button>
    </li>
  );
}
