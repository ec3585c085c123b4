/**
 * Placeholders in document text: `{company}`, `{email}`… are filled from the block's values. A
 * text whose placeholder has no value (missing, empty or blank) is left out whole, so a reader
 * never sees "write to  at" or a raw `{email}`: a contacts line without the brand's e-mail simply
 * is not there. A section left with nothing to say is left out too (with its contents entry).
 */

/** `{name}`: letters, digits and underscores; any other brace is ordinary text. */
const PLACEHOLDER = /\{(\w+)\}/g;

export type Values = Readonly<Record<string, unknown>>;

/** One section as the page gives it (text only: never HTML). */
export interface SectionInput {
  id?: unknown;
  title?: unknown;
  paragraphs?: unknown;
  items?: unknown;
}

/** One section ready to show: every text filled, with an id usable in an address. */
export interface Section {
  id: string;
  title: string;
  paragraphs: string[];
  items: string[];
}

function valueOf(values: Values, name: string): string | null {
  if (!Object.hasOwn(values, name)) return null;
  const value = values[name];
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** The text with every placeholder filled, or null when one has no value. Non-text is null too. */
export function fillText(text: unknown, values: Values): string | null {
  if (typeof text !== 'string') return null;
  let complete = true;
  const filled = text.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = valueOf(values, name);
    if (value === null) complete = false;
    return value ?? '';
  });
  return complete && filled.trim() !== '' ? filled : null;
}

/** Each text filled; texts that cannot be are left out. */
export function fillAll(texts: unknown, values: Values): string[] {
  if (!Array.isArray(texts)) return [];
  return texts.map((text) => fillText(text, values)).filter((text): text is string => text !== null);
}

/** An id an address can name (#cookies): lower-case letters, digits and dashes, starting with a letter. */
const ANCHOR = /^[a-z][a-z0-9-]*$/;

/**
 * The sections to show, in order: filled, with empty ones left out. An id that is missing or not
 * address-safe becomes `section-<n>` (its place in the list) and a repeated one gets `-2`, `-3`…,
 * so every contents link has exactly one target.
 */
export function prepareSections(sections: unknown, values: Values): Section[] {
  if (!Array.isArray(sections)) return [];
  const used = new Set<string>();
  const out: Section[] = [];
  sections.forEach((raw: unknown, index) => {
    if (typeof raw !== 'object' || raw === null) return;
    const input = raw as SectionInput;
    const title = fillText(input.title, values);
    const paragraphs = fillAll(input.paragraphs, values);
    const items = fillAll(input.items, values);
    if (title === null || paragraphs.length + items.length === 0) return;
    const given = typeof input.id === 'string' && ANCHOR.test(input.id) ? input.id : `section-${index + 1}`;
    let id = given;
    for (let n = 2; used.has(id); n += 1) id = `${given}-${n}`;
    used.add(id);
    out.push({ id, title, paragraphs, items });
  });
  return out;
}
