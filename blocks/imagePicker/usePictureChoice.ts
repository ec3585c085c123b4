import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Translate } from '../../renderer/runtime/i18n/messages.tsx';
import { choose, rejectMessage } from './choose.ts';
import type { Props } from './definition.ts';

interface PictureChoiceOptions {
  images: readonly string[];
  max: number;
  maxBytes: number | undefined;
  emit: Props['emit'];
  t: Translate;
}

/**
 * The file chooser's change: the chosen file is read and cleaned (choose.ts), then handed to the
 * page (pick) or refused with the message to show (reject). `preparing` is true meanwhile, before
 * the page has the file; a second file chosen then is ignored.
 */
export function usePictureChoice({ images, max, maxBytes, emit, t }: PictureChoiceOptions) {
  /** While a chosen file is read and cleaned, before the page has it. */
  const [preparing, setPreparing] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again is still a change.
    event.target.value = '';
    if (!file || preparing) return;
    setPreparing(true);
    try {
      const choice = await choose(file, { count: images.length, max, maxBytes });
      if (!mounted.current) return;
      if (choice.event === 'pick') emit('pick', choice.payload);
      else emit('reject', { ...choice.payload, message: rejectMessage(t, choice.payload, max) });
    } finally {
      if (mounted.current) setPreparing(false);
    }
  };

  return { preparing, onFile };
}
