import type { Translate } from '../../renderer/runtime/i18n/messages.tsx';
import { SNIFF_BYTES, sniffPicture, stripPicture } from './picture/strip.ts';

type Reject =
  | { reason: 'full' }
  | { reason: 'type' | 'unreadable'; name: string }
  | { reason: 'size'; name: string; maxBytes: number };

/** What to do with a file the borrower chose: hand the page a clean copy to upload, or say why not. */
export type Choice = { event: 'pick'; payload: { file: File } } | { event: 'reject'; payload: Reject };

/**
 * Files this many times the limit are refused unread: metadata and trailers never make up that much
 * of a photo, and reading a video or an archive whole could bring a WebView down.
 */
const READ_LIMIT_FACTOR = 4;

/**
 * The bytes of a file, or null when the phone cannot give them (a cloud photo that did not download, a file gone
 * since).
 */
async function bytesOf(blob: Blob): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await blob.arrayBuffer());
  } catch {
    return null;
  }
}

/**
 * Decides on a chosen file by its content, never its name or reported type: a JPEG, PNG, WebP or
 * HEIC picture is handed over as a new File with the same name, the type of its content and its
 * metadata removed (picture/strip.ts), when that fits in maxBytes.
 */
export async function choose(
  file: File,
  { count, max, maxBytes }: { count: number; max: number; maxBytes?: number },
): Promise<Choice> {
  // Nothing can be added when full, whatever the file is.
  if (count >= max) return { event: 'reject', payload: { reason: 'full' } };
  const { name } = file;
  const unreadable: Choice = { event: 'reject', payload: { reason: 'unreadable', name } };
  const head = await bytesOf(file.slice(0, SNIFF_BYTES));
  if (!head) return unreadable;
  if (!sniffPicture(head)) return { event: 'reject', payload: { reason: 'type', name } };
  const tooLarge: Choice = { event: 'reject', payload: { reason: 'size', name, maxBytes: maxBytes ?? 0 } };
  if (maxBytes !== undefined && file.size > maxBytes * READ_LIMIT_FACTOR) return tooLarge;
  const whole = await bytesOf(file);
  if (!whole) return unreadable;
  const stripped = stripPicture(whole);
  if (!stripped.ok) return { event: 'reject', payload: { reason: stripped.reason, name } };
  // The limit is on what is sent: a photo over it only by its metadata goes.
  if (maxBytes !== undefined && stripped.bytes.length > maxBytes) return tooLarge;
  return {
    event: 'pick',
    payload: {
      file: new File([stripped.bytes as Uint8Array<ArrayBuffer>], name, {
        type: stripped.mime,
        lastModified: file.lastModified,
      }),
    },
  };
}

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
    case 'unreadable':
      return t('images.unreadable');
    default:
      return t('images.notImage');
  }
}
