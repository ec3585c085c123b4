/** Pictures for the complaint uploads, and the uploads as the gateway gets them (their multipart parts). */
import type { Page } from '@playwright/test';
import { CARE, routeOf } from './careSupport.ts';

/** A 1×1 PNG: a real picture, small enough for any upload. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface FilePick {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export function pngFile(name = 'photo.png'): FilePick {
  return { name, mimeType: 'image/png', buffer: PNG_BYTES };
}

export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  body: Buffer;
}

/** The parts of a multipart/form-data body. */
export function multipartParts(body: Buffer, contentType: string): FormPart[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) return [];
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: FormPart[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    // Each part: CRLF, headers, CRLF CRLF, content, CRLF before the next delimiter.
    const chunk = body.subarray(start + 2, next - 2);
    const split = chunk.indexOf('\r\n\r\n');
    const head = chunk.subarray(0, split).toString('utf8');
    const disposition = /name="([^"]*)"(?:; filename="([^"]*)")?/.exec(head);
    const type = /content-type:\s*([^\r\n]+)/i.exec(head);
    if (disposition) {
      parts.push({
        name: disposition[1] ?? '',
        ...(disposition[2] === undefined ? {} : { filename: disposition[2] }),
        ...(type?.[1] ? { contentType: type[1] } : {}),
        body: chunk.subarray(split + 4),
      });
    }
    at = next;
  }
  return parts;
}

/**
 * Every upload request's multipart parts. The request event carries no body for a file upload, a
 * route does; the request then goes on as it would have (to a later route or to the gateway).
 */
export async function recordUploads(page: Page): Promise<FormPart[][]> {
  const uploads: FormPart[][] = [];
  await page.route(routeOf(CARE.upload), async (route) => {
    const request = route.request();
    uploads.push(multipartParts(request.postDataBuffer() ?? Buffer.alloc(0), request.headers()['content-type'] ?? ''));
    await route.fallback();
  });
  return uploads;
}
