import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import StoreLinks from './index.tsx';

const labels = {
  androidLabel: 'Download for Android',
  iosLabel: 'Download on the App Store',
  empty: 'Not in the stores yet',
};
const PLAY = 'https://play.google.com/store/apps/details?id=x';
const APPLE = 'https://apps.apple.com/app/id1';

describe('storeLinks', () => {
  it('a link per store that has one, Android then iOS; a tap raises open with that store', async () => {
    const emit = vi.fn();
    renderWithRuntime(<StoreLinks {...labels} android={PLAY} ios={APPLE} emit={emit} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([labels.androidLabel, labels.iosLabel]);
    await userEvent.click(screen.getByRole('link', { name: labels.iosLabel }));
    expect(emit).toHaveBeenCalledWith('open', { url: APPLE });
  });

  it("the visitor's own system's store is the filled button", () => {
    renderWithRuntime(<StoreLinks {...labels} android={PLAY} ios={APPLE} platform="ios" emit={vi.fn()} />);
    const filled = (name: string) =>
      getComputedStyle(screen.getByRole('link', { name })).backgroundColor !== 'transparent';
    expect(filled(labels.iosLabel)).toBe(true);
    expect(filled(labels.androidLabel)).toBe(false);
  });

  it('a store without a link has no button; with none at all, the note and the children instead', () => {
    const { unmount } = renderWithRuntime(<StoreLinks {...labels} android={PLAY} ios="  " emit={vi.fn()} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    unmount();
    renderWithRuntime(
      <StoreLinks {...labels} emit={vi.fn()}>
        <a href="tel:123">Call us</a>
      </StoreLinks>,
    );
    expect(screen.getByText(labels.empty)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:123');
  });
});
