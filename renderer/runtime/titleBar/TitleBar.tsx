/**
 * The bar a borrower navigates by (CONTRACT §6): every screen's one level-1 heading, in a bar
 * with Back. Where the native host draws its own bar, the heading stays for screen readers and the
 * bar is left out. Back follows backMove.ts: the visit's history, else close the WebView, else home.
 */
import { css, useTheme } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useServices } from '../app/services.tsx';
import { useT } from '../i18n/messages.tsx';
import { visuallyHidden } from '../theme/field.ts';
import { pressable } from '../theme/pressable.ts';
import { publishBarOffset } from '../ui/barOffset.ts';
import { backMove, historyIndexOf } from './backMove.ts';

export const TITLE_BAR_HEIGHT = 52;

export function TitleBar({ title }: { title: string }) {
  const theme = useTheme();
  const t = useT();
  const services = useServices();
  const navigate = useNavigate();
  const bar = useRef<HTMLElement>(null);
  const drawn = services.titleBar !== 'host';
  // What sticks or scrolls below the bar reads its height (barOffset.ts).
  useEffect(() => (drawn && bar.current ? publishBarOffset(bar.current) : undefined), [drawn]);
  if (!drawn) return <h1 css={visuallyHidden}>{title}</h1>;

  const back = () => {
    const move = backMove({ historyIndex: historyIndexOf(window.history.state), hasHost: services.bridge.hasHost() });
    if (move.kind === 'history') void navigate(-1);
    else if (move.kind === 'closeWebview') services.bridge.send('closeWebview');
    else void navigate(services.paths.home);
  };

  return (
    <header
      ref={bar}
      css={css`
        position: sticky;
        top: 0;
        z-index: 50;
        display: flex;
        align-items: center;
        gap: ${theme.space.xs};
        min-height: ${TITLE_BAR_HEIGHT}px;
        padding: 0 ${theme.space.m} 0 ${theme.space.xs};
        background: ${theme.colors.background};
        border-bottom: 1px solid rgba(255, 255, 255, 0.12);
      `}
    >
      <button
        type="button"
        aria-label={t('titleBar.back')}
        onClick={back}
        css={[
          pressable(theme),
          css`
            flex: none;
            display: grid;
            place-items: center;
            width: 44px;
            height: 44px;
            padding: 0;
            border: 0;
            border-radius: 22px;
            background: transparent;
            color: ${theme.colors.text};
          `,
        ]}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M15 5l-7 7 7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <h1
        css={css`
          flex: 1;
          min-width: 0;
          margin: 0;
          font-size: 18px;
          font-weight: 600;
          line-height: 1.3;
          color: ${theme.colors.text};
          overflow-wrap: anywhere;
        `}
      >
        {title}
      </h1>
    </header>
  );
}
