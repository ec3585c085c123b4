/**
 * What the field shows, kept in step with the `value` prop without fighting the person typing.
 *
 * The page's value comes back through an action chain (setState), a moment after the keystroke.
 * Showing only the prop would let React put the old value back in between (the caret jumps to the
 * end, and Android keyboards composing a word lose letters), so the field shows its own text and
 * remembers what it sent: a prop equal to something it sent is its own echo (ignored, even a late
 * one), any other new prop (the page cleared or replaced the text) is shown.
 */
export interface Draft {
  /** What the field shows. */
  text: string;
  /** The last `value` prop seen. */
  prop: string;
  /** Values sent with 'change' that have not come back yet, oldest first. */
  sent: string[];
}

/** Enough for a burst of keystrokes; older echoes are long gone. */
const KEEP = 20;

export function startDraft(value: string): Draft {
  return { text: value, prop: value, sent: [] };
}

/** The person changed the text. */
export function typed(draft: Draft, text: string): Draft {
  return { ...draft, text, sent: [...draft.sent.slice(1 - KEEP), text] };
}

/** The prop changed to `value`. */
export function received(draft: Draft, value: string): Draft {
  const at = draft.sent.indexOf(value);
  if (at >= 0) return { text: draft.text, prop: value, sent: draft.sent.slice(at + 1) };
  return startDraft(value);
}

/**
 * Cut to the limit the way the counter counts: UTF-16 code units, as the maxLength attribute does.
 * An emoji cut in half would show as a broken glyph, so it goes whole.
 */
export function cut(text: string, maxLength: number | undefined): string {
  if (maxLength === undefined || text.length <= maxLength) return text;
  const last = text.charCodeAt(maxLength - 1);
  const halfPair = last >= 0xd800 && last <= 0xdbff;
  return text.slice(0, halfPair ? maxLength - 1 : maxLength);
}
