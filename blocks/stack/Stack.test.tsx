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
});
