/**
 * What one visit holds (its toast, loading indicator, pending tap, boot's early queries) belongs to
 * its app instance, never to a module: two apps rendered at once in one realm (a server rendering
 * two borrowers' pages) never see each other's.
 */
import { act, fireEvent, render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../renderer/runtime/app/App.tsx';
import type { Services } from '../../renderer/contract/services.ts';
import { makeServices } from './render.tsx';

function renderTwoApps(onTap?: (app: 'a' | 'b') => void) {
  const a = makeServices({ language: 'en' });
  const b = makeServices({ language: 'id' });
  const app = (services: Services, name: 'a' | 'b') =>
    render(
      <AppProviders services={services}>
        <button type="button" onClick={() => onTap?.(name)}>
          Pay {name}
        </button>
      </AppProviders>,
    );
  return { a, b, viewA: app(a, 'a'), viewB: app(b, 'b') };
}

describe('two apps in one realm share nothing', () => {
  it('a toast shown in one app appears in that app only', () => {
    const { a, b, viewA, viewB } = renderTwoApps();
    act(() => a.toast.show('Saved in A'));
    expect(within(viewA.container).getByRole('status')).toHaveTextContent('Saved in A');
    expect(within(viewB.container).getByRole('status')).toBeEmptyDOMElement();
    expect(b.toast.get()).toBeNull();
  });

  it("one app's loading indicator is not the other's", () => {
    const { a, b, viewA, viewB } = renderTwoApps();
    let stop: () => void = () => undefined;
    act(() => void (stop = b.loading.start()));
    expect(within(viewB.container).getByRole('progressbar', { name: 'loading...' })).toBeInTheDocument();
    expect(within(viewA.container).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(a.loading.get()).toBe(0);
    act(() => stop());
    expect(within(viewB.container).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("the second tap of a double tap in one app is no pending tap of the other's", () => {
    const seen: { app: string; a: boolean; b: boolean }[] = [];
    const { a, b, viewA, viewB } = renderTwoApps((app) =>
      seen.push({ app, a: a.taps.isRepeat(), b: b.taps.isRepeat() }),
    );
    fireEvent.click(within(viewA.container).getByRole('button', { name: 'Pay a' }), { detail: 2 });
    fireEvent.click(within(viewB.container).getByRole('button', { name: 'Pay b' }), { detail: 1 });
    expect(seen).toEqual([
      { app: 'a', a: true, b: false },
      { app: 'b', a: false, b: false },
    ]);
  });

  it("boot's early queries are kept per app", () => {
    const { a, b } = renderTwoApps();
    a.earlyQueries.add('["source","loanDetails","loan"]');
    expect(b.earlyQueries.size).toBe(0);
  });

  it('an unmounted app stops following clicks', () => {
    const { a, viewA } = renderTwoApps();
    const button = within(viewA.container).getByRole('button', { name: 'Pay a' });
    viewA.unmount();
    let repeat = true;
    button.addEventListener('click', () => void (repeat = a.taps.isRepeat()));
    document.body.append(button);
    fireEvent.click(button, { detail: 2 });
    expect(repeat).toBe(false);
  });
});
