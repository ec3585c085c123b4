/**
 * What a choice block (radioGroup, choiceList) writes to page state bound to its `selected`: the
 * option's value when it is text or a number (what `selected` takes), else null (no choice).
 */
export function choiceValue(value: unknown): string | number | null {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}
