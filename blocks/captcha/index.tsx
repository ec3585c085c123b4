import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import type { Props } from './definition.ts';

/**
 * The picture code is a button: tapping the picture for a new one is what visitors expect. The
 * picture itself has empty alt text (its letters are the test, so they cannot be spoken); the
 * button's label says what it is. A picture that fails shows failedText, so the visitor knows to
 * tap, instead of a blank box.
 */
export default function Captcha({
  src,
  label,
  failedText = '',
  failed: noPicture = false,
  width = 104,
  height = 44,
  emit,
  busy,
  disabled,
}: Props) {
  const theme = useTheme();
  // Which address failed: a new src is a new attempt, with no effect needed to reset it.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = noPicture || (src !== '' && failedSrc === src);
  return (
    <button
      type="button"
      aria-label={failed && failedText ? `${label}. ${failedText}` : label}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={() => emit('press')}
      css={css`
        flex: none;
        display: grid;
        place-items: center;
        width: ${width}px;
        min-height: ${Math.max(44, height)}px;
        padding: 0;
        overflow: hidden;
        border: 1px solid ${failed ? theme.colors.danger : theme.colors.muted};
        border-radius: 8px;
        background: ${theme.colors.surface};
        color: ${theme.colors.muted};
        font: inherit;
        font-size: ${theme.font.small};
        line-height: 1.2;
        cursor: pointer;
        &:disabled {
          cursor: default;
          opacity: 0.5;
        }
        &:focus-visible {
          outline: 2px solid ${theme.colors.text};
          outline-offset: 2px;
        }
      `}
    >
      {failed ? (
        <span
          aria-hidden="true"
          css={css`
            padding: 2px 4px;
          `}
        >
          {failedText}
        </span>
      ) : src ? (
        <img
          key={src}
          src={src}
          alt=""
          width={width}
          height={height}
          onError={() => setFailedSrc(src)}
          css={css`
            display: block;
            width: 100%;
            height: ${height}px;
            object-fit: contain;
          `}
        />
      ) : null}
    </button>
  );
}
