/**
 * The title bar (CONTRACT §6): every screen's one h1 from the page's title, and Back — the visit's
 * history, else closeWebview to a native host, else the deployment's home; left to a host that
 * draws its own bar, with the h1 kept for screen readers.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../renderer/runtime/app/App.tsx';
import { createBridge } from '../../renderer/runtime/bridge/bridge.ts';
import { backMove, historyIndexOf } from '../../renderer/runtime/titleBar/backMove.ts';
import { TitleBar } from '../../renderer/runtime/titleBar/TitleBar.tsx';
import { titleBarOwner } from '../../renderer/runtime/titleBar/titleBarOwner.ts';
import { memoryStorage } from '../../renderer/runtime/storage/memoryStorage.ts';
import { makeServices } from './render.tsx';

describe('backMove', () => {
  it('back one entry when the visit has moved on; on its first screen, close the WebView in a host, else home', () => {
    expect(backMove({ historyIndex: 2, hasHost: true })).toEqual({ kind: 'history' });
    expect(backMove({ historyIndex: 1, hasHost: false })).toEqual({ kind: 'history' });
    expect(backMove({ historyIndex: 0, hasHost: true })).toEqual({ kind: 'closeWebview' });
    expect(backMove({ historyIndex: 0, hasHost: false })).toEqual({ kind: 'home' });
  });

  it("reads the router's index from history.state; anything else is the visit's first screen", () => {
    expect(historyIndexOf({ idx: 3, key: 'a' })).toBe(3);
    expect(historyIndexOf(null)).toBe(0);
    expect(historyIndexOf({ idx: '2' })).toBe(0);
    expect(historyIndexOf({ idx: -1 })).toBe(0);
  });
});

describe('titleBarOwner', () => {
  const at = (query: string) => new URL(`https://app.example/loanDetails${query}`);
  it('the app by default; the deployment may leave it to the host; a launch says so for the session', () => {
    const session = memoryStorage();
    expect(titleBarOwner(at(''), session, undefined)).toBe('app');
    expect(titleBarOwner(at(''), session, true)).toBe('host');
    expect(titleBarOwner(at('?titleBar=host'), session, false)).toBe('host');
    // Kept for the session: in-app navigation and reload keep it.
    expect(titleBarOwner(at(''), session, false)).toBe('host');
    expect(titleBarOwner(at('?titleBar=app'), session, true)).toBe('app');
    expect(titleBarOwner(at('?titleBar=nonsense'), session, false)).toBe('app');
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function open({
  entries = ['/payWay'],
  host = false,
  titleBar = 'app',
}: { entries?: string[]; host?: boolean; titleBar?: 'app' | 'host' } = {}) {
  const postMessage = vi.fn<(message: string) => void>();
  const win = host
    ? { ReactNativeWebView: { postMessage }, location: { assign: vi.fn() } }
    : { location: { assign: vi.fn() } };
  const services = { ...makeServices({ language: 'id' }), bridge: createBridge(win, () => 'android'), titleBar };
  // MemoryRouter numbers its entries as the browser router does: the history index the bar reads.
  render(
    <AppProviders services={services}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <TitleBar title="Bayar dengan kartu bank" />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { postMessage };
}

describe('the title bar', () => {
  it('is a banner with the one level-1 heading and a Back button named in the language', () => {
    open();
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Bayar dengan kartu bank' }),
    );
    expect(screen.getByRole('button', { name: 'Kembali' })).toBeInTheDocument();
  });

  it('on the first screen of a visit in a native host, Back sends closeWebview', async () => {
    window.history.replaceState({ idx: 0 }, '');
    const { postMessage } = open({ host: true });
    await userEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(postMessage.mock.calls.map(([message]) => JSON.parse(message) as unknown)).toEqual([
      { action: 'closeWebview', data: {} },
    ]);
  });

  it('on the first screen in a plain browser, Back goes to the home page', async () => {
    window.history.replaceState({ idx: 0 }, '');
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('once the visit has moved on, Back goes back one screen, host or not', async () => {
    window.history.replaceState({ idx: 1 }, '');
    const { postMessage } = open({ entries: ['/loanDetails', '/payWay'], host: true });
    await userEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    await act(async () => undefined);
    expect(screen.getByTestId('where')).toHaveTextContent('/loanDetails');
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('left to a host that draws its own: no bar and no Back, the heading still there for screen readers', () => {
    open({ titleBar: 'host' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kembali' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Bayar dengan kartu bank' })).toBeInTheDocument();
  });
});
