import type { Translate } from '../../renderer/i18n/messages.tsx';

/** What to do with a file the borrower chose: hand it to the page, or say why not. */
export type Choice =
  | { event: 'pick'; payload: { file: File } }
  | { event: 'reject'; payload: { reason: 'full' } | { reason: 'type'; name: string } | { reason: 'size'; name: string; maxBytes: number } };

// Some Android pickers hand over camera pictures with an empty type: the name still tells.
const PICTURE_NAME = /\.(jpe?g|png|gif|webp|bmp|heic|heif|avif)$/i;

export function isPicture(file: File): boolean {
  return file.type ? file.type.startsWith('image/') : PICTURE_NAME.test(file.name);
}

export function choose(file: File, { count, max, maxBytes }: { count: number; max: number; maxBytes?: number }): Choice {
  // Nothing can be added when full, whatever the file is.
  if (count >= max) return { event: 'reject', payload: { reason: 'full' } };
  if (!isPicture(file)) return { event: 'reject', payload: { reason: 'type', name: file.name } };
  if (maxBytes !== undefined && file.size > maxBytes) return { event: 'reject', payload: { reason: 'size', name: file.name, maxBytes } };
  return { event: 'pick', payload: { file } };
}

type Reject = Extract<Choice, { event: 'reject' }>['payload'];

/**
 * The catalogue's words for a refusal, placeholders filled ({size} in MB, {max}), sent with the
 * reject event so the page can toast `event.message` as it is (a page template cannot fill them).
 */
export function rejectMessage(t: Translate, reject: Reject, max: number): string {
  switch (reject.reason) {
    case 'full':
      return t('images.full', { max });
    case 'size':
      return t('images.tooLarge', { size: Number((reject.maxBytes / (1024 * 1024)).toPrecision(2)) });
    default:
      return t('images.notImage');
  }
}
