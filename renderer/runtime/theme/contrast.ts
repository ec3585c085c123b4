/**
 * Contrast of two colours as WCAG 2.x defines it (relative luminance of sRGB), for `validate`'s
 * check of a brand's text colours: AA asks 4.5:1 for body text.
 */

/** WCAG 2.x AA for normal text. */
export const AA_TEXT = 4.5;

/** #rgb or #rrggbb as [r, g, b] in 0…255; undefined for anything else. */
export function parseHex(color: string): [number, number, number] | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * (lighter + 0.05) / (darker + 0.05): 1 for the same colour, 21 for black on white; undefined when either is not a hex
 * colour.
 */
export function contrastRatio(foreground: string, background: string): number | undefined {
  const a = parseHex(foreground);
  const b = parseHex(background);
  if (!a || !b) return undefined;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
