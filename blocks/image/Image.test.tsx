import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import Image from './index.tsx';

describe('image block', () => {
  it('a picture named by its alt, full width, its shape reserved from width and height', () => {
    renderWithRuntime(
      <Image src="/demo/banner.png" alt="Layanan pelanggan 24 jam" width={750} height={320} emit={vi.fn()} />,
      { language: 'id' },
    );
    const image = screen.getByRole('img', { name: 'Layanan pelanggan 24 jam' });
    expect(image).toHaveAttribute('src', '/demo/banner.png');
    expect(image).toHaveAttribute('width', '750');
    expect(image).toHaveAttribute('height', '320');
    const style = getComputedStyle(image);
    expect(style.display).toBe('block');
    expect(style.width).toBe('100%');
    expect(style.height).toBe('100%');
    expect(style.objectFit).toBe('cover');
    // Its frame holds the shape whether the picture has loaded, is loading or failed.
    expect(getComputedStyle(image.parentElement!).aspectRatio.replace(/\s/g, '')).toBe('750/320');
  });

  it('decorative by default: empty alt, no image role, the default 750×300 shape', () => {
    const { root } = renderWithRuntime(<Image src="/demo/banner.png" emit={vi.fn()} />);
    expect(screen.queryByRole('img')).toBeNull();
    const image = root.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '750');
    expect(image).toHaveAttribute('height', '300');
    expect(getComputedStyle(image!.parentElement!).aspectRatio.replace(/\s/g, '')).toBe('750/300');
  });

  it('a logo (fill false) keeps its own size instead of filling the width', () => {
    const { root } = renderWithRuntime(
      <Image src="/demo/product-1.svg" width={40} height={40} fill={false} emit={vi.fn()} />,
    );
    const frame = root.querySelector('img')!.parentElement!;
    expect(getComputedStyle(frame).width).toBe('40px');
    expect(getComputedStyle(frame).aspectRatio.replace(/\s/g, '')).toBe('40/40');
  });
});
