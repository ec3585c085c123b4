import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import Stack from './index.tsx';

const emit = vi.fn();

describe('stack block', () => {
  it('with a label it is a region named by it, holding its children', () => {
    renderWithRuntime(
      <Stack label="Rekomendasi untuk Anda" emit={emit}>
        <button type="button">Apply</button>
      </Stack>,
    );
    const region = screen.getByRole('region', { name: 'Rekomendasi untuk Anda' });
    expect(within(region).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });

  it('without a label it is no landmark, and still shows its children in order', () => {
    renderWithRuntime(
      <Stack direction="row" gap="s" emit={emit}>
        <button type="button">Cancel</button>
        <button type="button">Submit</button>
      </Stack>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel', 'Submit']);
  });

  it('with an anchor it is the target of #anchor, focusable by a section link but not in the tab order', () => {
    renderWithRuntime(
      <Stack heading="About us" anchor="about" emit={emit}>
        <p>Who we are</p>
      </Stack>,
    );
    const region = screen.getByRole('region', { name: 'About us' });
    expect(region).toHaveAttribute('id', 'about');
    expect(region).toHaveAttribute('tabindex', '-1');
    region.focus();
    expect(region).toHaveFocus();
  });

  it('without an anchor it has no id and takes no focus', () => {
    renderWithRuntime(
      <Stack heading="About us" emit={emit}>
        <p>Who we are</p>
      </Stack>,
    );
    const region = screen.getByRole('region', { name: 'About us' });
    expect(region).not.toHaveAttribute('id');
    expect(region).not.toHaveAttribute('tabindex');
  });
});
