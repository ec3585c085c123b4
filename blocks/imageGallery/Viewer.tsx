import { css, useTheme } from '@emotion/react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';

interface ViewerProps {
  images: readonly string[];
  index: number;
  /** The name of picture n (1-based), as its thumbnail has it. */
  nameOf: (n: number) => string;
  /** Alt text of the large picture n. */
  altOf: (n: number) => string;
  onIndex: (index: number) => void;
  onClose: () => void;
}

const SWIPE_PX = 50;

const roundButton = css`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.18);
  color: #fff;
  font-size: 28px;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
`;

/**
 * One picture large, over the whole screen, in a dialog: Close (Escape, or a tap beside the
 * picture), previous / next (buttons, arrow keys, a swipe) wrapping round. Rendered in a portal so
 * no ancestor's overflow or stacking can clip it.
 */
export function Viewer({ images, index, nameOf, altOf, onIndex, onClose }: ViewerProps) {
  const theme = useTheme();
  const t = useT();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const touchX = useRef<number | null>(null);
  const count = images.length;
  const several = count > 1;
  const go = (step: number) => onIndex((index + step + count) % count);

  useEffect(() => {
    close.current?.focus();
    // The page behind must not scroll under the finger while the picture is shown.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (several && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      go(event.key === 'ArrowLeft' ? -1 : 1);
    } else if (event.key === 'Tab' && panel.current) {
      // Keep Tab inside the dialog.
      const focusable = [...panel.current.querySelectorAll<HTMLElement>('button')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const n = index + 1;
  return createPortal(
    <div
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onTouchStart={(event) => {
        touchX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchX.current;
        const end = event.changedTouches[0]?.clientX;
        touchX.current = null;
        if (!several || start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
        go(end < start ? 1 : -1);
      }}
      css={css`
        position: fixed;
        inset: 0;
        z-index: 900;
        display: flex;
        align-items: center;
        justify-content: center;
        padding: 64px ${theme.space.s};
        background: rgba(0, 0, 0, 0.9);
        color: #fff;
      `}
    >
      <p
        id={titleId}
        aria-live="polite"
        css={css`
          position: absolute;
          top: ${theme.space.m};
          left: ${theme.space.m};
          right: 64px;
          margin: 0;
          font-size: ${theme.font.body};
          line-height: 44px;
        `}
      >
        {t('images.viewer', { n, count })}
      </p>
      <button
        ref={close}
        type="button"
        aria-label={t('common.close')}
        onClick={onClose}
        css={[
          roundButton,
          css`
            position: absolute;
            top: ${theme.space.m};
            right: ${theme.space.m};
          `,
        ]}
      >
        <span aria-hidden="true">×</span>
      </button>
      <img
        src={images[index]}
        alt={altOf(n)}
        css={css`
          display: block;
          width: 100%;
          height: 100%;
          object-fit: contain;
        `}
      />
      {several && (
        <>
          <button
            type="button"
            aria-label={nameOf(((index - 1 + count) % count) + 1)}
            onClick={() => go(-1)}
            css={[
              roundButton,
              css`
                position: absolute;
                left: ${theme.space.s};
                top: 50%;
                transform: translateY(-50%);
              `,
            ]}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            aria-label={nameOf(((index + 1) % count) + 1)}
            onClick={() => go(1)}
            css={[
              roundButton,
              css`
                position: absolute;
                right: ${theme.space.s};
                top: 50%;
                transform: translateY(-50%);
              `,
            ]}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </div>,
    document.body,
  );
}
