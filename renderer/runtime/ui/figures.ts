/**
 * Figures a borrower reads as one thing: an amount ("Rp 2.091.000,00") and a date ("2026-11-24",
 * "24/11/2026"). A narrow phone would otherwise break "Rp" from its number or a date at a hyphen.
 */
import { AMOUNT_PATTERN } from '../money/money.ts';

const DATE_PATTERN = String.raw`\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[-/]\d{1,2}[-/]\d{4}\b`;
const FIGURE = new RegExp(`${AMOUNT_PATTERN}|${DATE_PATTERN}`, 'g');

/** A piece of a text: a figure, or the words between figures. */
export interface TextRun {
  text: string;
  figure: boolean;
}

/** A text cut into runs around its figures. The runs joined give the text back unchanged. */
export function figureRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let from = 0;
  for (const match of text.matchAll(FIGURE)) {
    if (match.index > from) runs.push({ text: text.slice(from, match.index), figure: false });
    runs.push({ text: match[0], figure: true });
    from = match.index + match[0].length;
  }
  if (from < text.length || runs.length === 0) runs.push({ text: text.slice(from), figure: false });
  return runs;
}
