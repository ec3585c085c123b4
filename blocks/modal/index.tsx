import { css, useTheme } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import type { Props } from './definition.ts';

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), textarea:not([disabled]), select, [tabindex]:not([tabindex="-1"])';

/** Focus moves into the dialog when it opens and back to where it was when it closes. */
export default function Modal({ title, description, dismissible = true, emit, children }: Props) {
  const theme = useTheme();
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => {
      if (previous?.isConnected && previous !== document.body) {
        previous.focus();
        return;
      }
      // Opened by itself (nothing had focus): start the keyboard again at the top of the page.
      const main = document.querySelector<HTMLElement>('main');
      if (!main) return;
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
      main.focus({ preventScroll: true });
    };
  }, []);

  return (
    <div
      onClick={(event) => {
        if (dismissible && event.target === event.currentTarget) emit('dismiss');
      }}
      css={css`
        position: fixed;
        inset: 0;
        z-index: 800;
        display: flex;
        align-items: center;
        justify-content: center;
        padding: ${theme.space.l};
        background: rgba(0, 0, 0, 0.6);
      `}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (dismissible && event.key === 'Escape') emit('dismiss');
          if (event.key !== 'Tab' || !panel.current) return;
          // Keep Tab inside the dialog: the page behind is inert while it is open.
          const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
          const first = focusable[0];
          const last = focusable[focusable.length - 1];
          if (!first || !last) return;
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first.focus();
          }
        }}
        css={css`
          width: 100%;
          max-width: 360px;
          padding: ${theme.space.l} ${theme.space.m};
          border-radius: ${theme.radius};
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          text-align: center;
          outline: none;
        `}
      >
        <h2
          id={titleId}
          css={css`
            margin: 0 0 ${theme.space.s};
            font-size: 18px;
          `}
        >
          {title}
        </h2>
        {description && (
          <p
            id={descriptionId}
            css={css`
              margin: 0 0 ${theme.space.s};
              color: ${theme.colors.muted};
            `}
          >
            {description}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
