import { describe, expect, it } from 'vitest';
import { formatMoney, formatUnits } from '../../renderer/runtime/money/money.ts';
import { figureRuns } from '../../renderer/runtime/ui/figures.ts';

const figures = (text: string) =>
  figureRuns(text)
    .filter((run) => run.figure)
    .map((run) => run.text);

describe('figureRuns', () => {
  it('finds each amount the money formatters write, in both markets', () => {
    expect(figures(formatMoney({ minor: 200000000, market: 'id' }))).toEqual(['Rp 2.000.000,00']);
    expect(figures(formatUnits(125000, 'INR'))).toEqual(['₹ 1,25,000']);
    expect(figures(formatUnits(-500, 'IDR'))).toEqual(['Rp -500']);
    expect(figures('Rp 7')).toEqual(['Rp 7']);
  });

  it('finds dates, ISO and day first', () => {
    expect(figures('Jatuh tempo 2026-12-23, lalu 24/11/2026 dan 1-2-2027')).toEqual([
      '2026-12-23',
      '24/11/2026',
      '1-2-2027',
    ]);
  });

  it('keeps the words around them, and a sentence full stop out of an amount; joined, the runs are the text', () => {
    const text = 'Bayar Rp 522.000 sebelum 2026-11-24, lalu ₹ 1,000.';
    expect(figureRuns(text)).toEqual([
      { text: 'Bayar ', figure: false },
      { text: 'Rp 522.000', figure: true },
      { text: ' sebelum ', figure: false },
      { text: '2026-11-24', figure: true },
      { text: ', lalu ', figure: false },
      { text: '₹ 1,000', figure: true },
      { text: '.', figure: false },
    ]);
    expect(
      figureRuns(text)
        .map((run) => run.text)
        .join(''),
    ).toBe(text);
  });

  it('a text without figures is one run; "Rp" alone, "Rs.1,000" or an order number is not a figure', () => {
    expect(figureRuns('Rp tanpa angka')).toEqual([{ text: 'Rp tanpa angka', figure: false }]);
    expect(figures('penalty Rs.1,000 on order 10174, phone 0812-3456-7890')).toEqual([]);
    expect(figureRuns('')).toEqual([{ text: '', figure: false }]);
  });
});
