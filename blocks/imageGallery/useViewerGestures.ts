import { useRef, type KeyboardEvent, type MouseEvent, type RefObject, type TouchEvent } from 'react';

const SWIPE_PX = 50;

interface GestureOptions {
  /** The dialog, whose buttons Tab cycles through. */
  panel: RefObject<HTMLDivElement | null>;
  /** More than one picture: the arrows and swipes step. */
  several: boolean;
  /** One picture on (1) or back (-1), wrapping round. */
  go: (step: number) => void;
  onClose: () => void;
}

/**
 * What the viewer's dialog answers, as handlers to spread on it: Escape or a tap beside the picture
 * closes it, the arrow keys and a horizontal swipe step through the pictures, and Tab stays inside.
 */
export function useViewerGestures({ panel, several, go, onClose }: GestureOptions) {
  const touchX = useRef<number | null>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (several && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      go(event.key === 'ArrowLeft' ? -1 : 1);
    } else if (event.key === 'Tab' && panel.current) {
      // Keep Tab inside the dialog.
      const focusable = [...panel.current.querySelectorAll<HTMLElement>('button')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  return {
    onKeyDown,
    onClick: (event: MouseEvent) => {
      if (event.target === event.currentTarget) onClose();
    },
    onTouchStart: (event: TouchEvent) => {
      touchX.current = event.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const start = touchX.current;
      const end = event.changedTouches[0]?.clientX;
      touchX.current = null;
      if (!several || start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
      go(end < start ? 1 : -1);
    },
  };
}
