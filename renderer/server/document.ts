/**
 * The server's page, as a stream: the built index.html (its styles and policy hashes as built) with the rendered
 * app in #root (its bytes passed on as React's stream gives them: the rows leave before the page's end), the screen's
 * document title, its styles in one nonce'd <style> the browser's emotion cache takes over (data-emotion names them),
 * its first pictures as preloads, the data cache as a non-executable JSON script the client hydrates from, and the
 * loader that fetches the template's script and the route's chunks once the first frame is painted (./pageLoader.ts
 * says why).
 */
import { pageLoaderScript, takeScripts } from './pageLoader.ts';
import type { RenderedApp } from './renderApp.tsx';

/** The id of the data script (renderer/contract/serverState.ts reads it). */
export { SERVER_STATE_ID } from '../contract/serverState.ts';
import { SERVER_STATE_ID } from '../contract/serverState.ts';

const ROOT = /(<div id="root">)<div id="boot"[^>]*>[^<]*<\/div>(<\/div>)/;

export const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** JSON that cannot end its <script> nor open a comment in it: every < escaped. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const LINK = /^<link\b[^>]*>/;

/**
 * The resource hints React wrote ahead of the markup (its preloads of the first pictures, the
 * status banner's among them), taken out for the <head>: there the browser sees them first, and
 * #root holds only what the browser's render hydrates. `whole` says whether `html` is all there is yet
 * to come of the markup's start: if not, a start that may still be a hint is left for more to arrive.
 */
export function hoistHints(html: string, whole = true): { hints: string[]; html: string; complete: boolean } {
  const hints: string[] = [];
  let rest = html;
  for (let match = LINK.exec(rest); match; match = LINK.exec(rest)) {
    hints.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  const open = rest === '' || (rest.startsWith('<link') && !rest.includes('>')) || '<link'.startsWith(rest);
  return { hints, html: rest, complete: whole || !open };
}

export interface DocumentInput {
  template: string;
  app: RenderedApp;
  nonce: string;
  /** The page's and its blocks' chunks, its messages' (renderer/toolchain/vite/serverBundle.ts). */
  modules: readonly string[];
  state: unknown;
  /** The visit's language: the document's lang (boot sets the same). */
  language: string;
  /**
   * The screen's document title when the server knows it (the page's, with its data): else the template's (the brand's
   * name).
   */
  title?: string;
  /** The app's screens the page asks for before the tap (a step's `prefetch`): its loader asks once it painted. */
  prefetch?: readonly string[];
}

/** Whether the template has the place the app goes (the build's index.html always does). */
export function hasRoot(template: string): boolean {
  return ROOT.test(template);
}

/** What stands in for the app's markup while the page around it is written. */
const APP = '\u0000app\u0000';

/** The page around the app: the template up to #root's content with the <head>'s additions, and what follows it. */
function around({
  template,
  styles,
  hints,
  nonce,
  modules,
  state,
  language,
  title,
  prefetch = [],
}: Omit<DocumentInput, 'app'> & { styles: RenderedApp['styles']; hints: readonly string[] }): [string, string] {
  const scripts = takeScripts(template);
  const head = [
    ...hints,
    styles.names.length
      ? `<style data-emotion="${attr(`${styles.key} ${styles.names.join(' ')}`)}" nonce="${attr(nonce)}">${styles.css.replace(/<\//g, '<\\/')}</style>`
      : '',
  ].filter(Boolean);
  const data = `<script type="application/json" id="${SERVER_STATE_ID}" nonce="${attr(nonce)}">${scriptJson(state)}</script>`;
  const loader = `<script nonce="${attr(nonce)}">${pageLoaderScript(scripts.entries, [...scripts.preloads, ...modules], prefetch)}</script>`;
  // The template's own inline styles are allowed by their hashes; the nonce on them too keeps one rule for every inline
  // tag.
  const page = scripts.template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${attr(language)}"`)
    .replace(/<title>[^<]*<\/title>/, (tag) => (title ? `<title>${text(title)}</title>` : tag))
    .replace(/<style>/g, () => `<style nonce="${attr(nonce)}">`)
    .replace('</head>', () => `${head.join('\n    ')}\n  </head>`)
    .replace(ROOT, (_match, open: string, close: string) => `${open}${APP}${close}\n    ${data}\n    ${loader}`);
  const at = page.indexOf(APP);
  return [page.slice(0, at), page.slice(at + APP.length)];
}

/**
 * The page's bytes: what precedes the app once React's first bytes have given their hints, then the markup as React
 * writes it, then the rest (the data and the loader). Cancelling it (the borrower went away) cancels React's stream.
 */
export async function serverDocument({ app, ...input }: DocumentInput): Promise<ReadableStream<Uint8Array>> {
  const reader = app.body.getReader();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let start = '';
  let done = false;
  for (;;) {
    const chunk = await reader.read();
    done = chunk.done;
    start += done ? decoder.decode() : decoder.decode(chunk.value, { stream: true });
    if (done || hoistHints(start, false).complete) break;
  }
  const { hints, html } = hoistHints(start);
  const [before, after] = around({ ...input, styles: app.styles, hints });
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(before + html));
      if (done) {
        controller.enqueue(encoder.encode(after));
        controller.close();
      }
    },
    async pull(controller) {
      const chunk = await reader.read();
      if (chunk.done) {
        const last = decoder.decode();
        controller.enqueue(encoder.encode(last + after));
        controller.close();
      } else {
        const part = decoder.decode(chunk.value, { stream: true });
        if (part) controller.enqueue(encoder.encode(part));
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
