// @vitest-environment node
/** WCAG 2.x contrast (renderer/runtime/theme/contrast.ts), for validate's check of a brand's colours. */
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, parseHex, relativeLuminance } from './contrast.ts';

describe('contrastRatio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself, either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ff8a1f', '#ff8a1f')).toBe(1);
  });

  it("matches WCAG's published figures", () => {
    // #767676 on white is the lightest grey that passes AA (4.54:1); #777777 fails (4.48:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')!).toBeLessThan(AA_TEXT);
    expect(relativeLuminance([255, 255, 255])).toBe(1);
    expect(relativeLuminance([0, 0, 0])).toBe(0);
  });

  it('reads #rgb and #rrggbb in either case, nothing else', () => {
    expect(parseHex('#AbC')).toEqual([170, 187, 204]);
    expect(parseHex('#00ff7f')).toEqual([0, 255, 127]);
    expect(parseHex('orange')).toBeUndefined();
    expect(parseHex('#12345')).toBeUndefined();
    expect(contrastRatio('orange', '#fff')).toBeUndefined();
  });
});
