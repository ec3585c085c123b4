import { css, useTheme } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import { roundButton } from './roundButton.ts';
import { StepButton } from './StepButton.tsx';
import { useViewerGestures } from './useViewerGestures.ts';

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

  const gestures = useViewerGestures({ panel, several, go, onClose });

  const n = index + 1;
  return createPortal(
    <div
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      {...gestures}
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
          <StepButton side="left" name={nameOf(((index - 1 + count) % count) + 1)} onPress={() => go(-1)} />
          <StepButton side="right" name={nameOf(((index + 1) % count) + 1)} onPress={() => go(1)} />
        </>
      )}
    </div>,
    document.body,
  );
}
