// @vitest-environment node
/** The server's document (renderer/server/document.ts): React's resource hints moved into the <head>. */
import { describe, expect, it } from 'vitest';
import { hoistHints } from '../../renderer/server/document.ts';

describe("React's hints, taken out for the <head> as its first bytes arrive", () => {
  it('waits for more while the start may still be a hint, and takes every whole one', () => {
    expect(hoistHints('<link rel="preload" as="image" href="/a.svg"/><li', false)).toEqual({
      hints: ['<link rel="preload" as="image" href="/a.svg"/>'],
      html: '<li',
      complete: false,
    });
    expect(hoistHints('<link rel="preload" href="/a.svg"/><link rel="pre', false).complete).toBe(false);
    expect(hoistHints('<link rel="preload" href="/a.svg"/>', false).complete).toBe(false);
    expect(hoistHints('<link rel="preload" href="/a.svg"/><div class="x">', false)).toEqual({
      hints: ['<link rel="preload" href="/a.svg"/>'],
      html: '<div class="x">',
      complete: true,
    });
    expect(hoistHints('<link rel="preload" href="/a.svg"/><li', true)).toMatchObject({ html: '<li', complete: true });
  });
});
