import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import RatingStars from './index.tsx';

const pressed = () => screen.getAllByRole('button').map((star) => star.getAttribute('aria-pressed'));

describe('ratingStars block', () => {
  it('five buttons named "1 star" to "5 stars" in a group named by its label', () => {
    renderWithRuntime(<RatingStars label="Your rating" emit={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((star) => star.getAttribute('aria-label')),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
  });

  it('in Indonesian they are "1 bintang" to "5 bintang"', () => {
    renderWithRuntime(<RatingStars label="Penilaian Anda" emit={vi.fn()} />, { language: 'id' });
    for (const n of [1, 2, 3, 4, 5]) expect(screen.getByRole('button', { name: `${n} bintang` })).toBeInTheDocument();
  });

  it('stars are pressed up to the value', () => {
    const { rerender } = renderWithRuntime(<RatingStars label="Your rating" emit={vi.fn()} />);
    expect(pressed()).toEqual(['false', 'false', 'false', 'false', 'false']);
    rerender(<RatingStars label="Your rating" value={3} emit={vi.fn()} />);
    expect(pressed()).toEqual(['true', 'true', 'true', 'false', 'false']);
    expect(screen.getByRole('button', { name: '3 stars', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '4 stars', pressed: false })).toBeInTheDocument();
  });

  it('tapping a star raises change with its number', async () => {
    const emit = vi.fn();
    renderWithRuntime(<RatingStars label="Your rating" value={1} emit={emit} />);
    await userEvent.click(screen.getByRole('button', { name: '4 stars' }));
    await userEvent.click(screen.getByRole('button', { name: '1 star' }));
    expect(emit.mock.calls).toEqual([
      ['change', { value: 4 }],
      ['change', { value: 1 }],
    ]);
  });

  it('busy or disabled stars send nothing', async () => {
    const emit = vi.fn();
    const { rerender } = renderWithRuntime(<RatingStars label="Your rating" busy emit={emit} />);
    await userEvent.click(screen.getByRole('button', { name: '5 stars' }));
    rerender(<RatingStars label="Your rating" disabled emit={emit} />);
    await userEvent.click(screen.getByRole('button', { name: '2 stars' }));
    expect(screen.getByRole('button', { name: '2 stars' })).toBeDisabled();
    expect(emit).not.toHaveBeenCalled();
  });
});
