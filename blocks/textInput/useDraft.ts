import { useState, type ChangeEvent } from 'react';
import { cut, received, startDraft, typed } from '../shared/fieldDraft.ts';
import type { Props } from './definition.ts';

interface DraftOptions {
  value: string;
  maxLength: number | undefined;
  set: Props['set'];
  emit: Props['emit'];
}

/**
 * The text the field shows (../shared/fieldDraft.ts: its own, so the caret stays put while the
 * page's value catches up) and the change handler that sends what was typed to the page.
 */
export function useDraft({ value, maxLength, set, emit }: DraftOptions) {
  const [draft, setDraft] = useState(() => startDraft(value));
  // The page changed the value (or echoed ours): adjust while rendering, as React recommends.
  let current = draft;
  if (value !== draft.prop) {
    current = received(draft, value);
    setDraft(current);
  }

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // maxLength stops typing; a longer paste (or a keyboard that ignores the attribute) is cut, not refused.
    const next = cut(event.target.value, maxLength);
    setDraft((before) => typed(before, next));
    set?.value?.(next);
    emit('change', { value: next });
  };

  return { text: current.text, onChange };
}
