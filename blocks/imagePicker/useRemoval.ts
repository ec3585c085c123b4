import { useEffect, useRef } from 'react';
import type { Props } from './definition.ts';

/**
 * A picture's remove button: the page gets the remaining list, and once it shows it the focus moves
 * to the remove button now in that place (the last one when the removed picture was last, the add
 * input when none is left), so a keyboard or screen reader user stays in the list.
 */
export function useRemoval(images: readonly string[], emit: Props['emit']) {
  const list = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  /** The index of the picture just removed: its neighbour takes the focus once the list has changed. */
  const removedAt = useRef<number | null>(null);

  useEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    (buttons[Math.min(at, buttons.length - 1)] ?? input.current)?.focus();
  }, [images]);

  const remove = (index: number) => {
    const removed = images[index];
    // Only a picture shown has a remove button: its index is in the list.
    if (removed === undefined) return;
    removedAt.current = index;
    emit('remove', { images: images.filter((_, i) => i !== index), removed, index });
  };

  return { list, input, remove };
}
