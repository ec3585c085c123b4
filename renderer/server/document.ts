/**
 * The server's page: the built index.html (its styles and policy hashes as built) with the rendered
 * app in #root, the screen's document title, its styles in one nonce'd <style> the browser's emotion
 * cache takes over (data-emotion names them), its first pictures as preloads, the data cache as a
 * non-executable JSON script the client hydrates from, and the loader that fetches the template's
 * script and the route's chunks once the first frame is painted (./pageLoader.ts says why).
 */
import { pageLoaderScript, takeScripts } from './pageLoader.ts';
import type { RenderedApp } from './renderApp.tsx';

/** The id of the data script (renderer/contract/serverState.ts reads it). */
export { SERVER_STATE_ID } from '../contract/serverState.ts';
import { SERVER_STATE_ID } from '../contract/serverState.ts';

const ROOT = /(<div id="root">)<div id="boot"[^>]*>[^<]*<\/div>(<\/div>)/;

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** JSON that cannot end its <script> nor open a comment in it: every < escaped. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The resource hints React wrote ahead of the markup (its preloads of the first pictures, the
 * status banner's among them), taken out for the <head>: there the browser sees them first, and
 * #root holds only what the browser's render hydrates.
 */
export function hoistHints(html: string): { hints: string[]; html: string } {
  const hints: string[] = [];
  let rest = html;
  for (let match = /^<link\b[^>]*>/.exec(rest); match; match = /^<link\b[^>]*>/.exec(rest)) {
    hints.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { hints, html: rest };
}

export interface DocumentInput {
  template: string;
  app: RenderedApp;
  nonce: string;
  /** The page's and its blocks' chunks, its messages' (renderer/build/vite/serverBundle.ts). */
  modules: readonly string[];
  state: unknown;
  /** The visit's language: the document's lang (boot sets the same). */
  language: string;
  /** The screen's document title when the server knows it (the page's, with its data): else the template's (the brand's name). */
  title?: string;
}

/** Whether the template has the place the app goes (the build's index.html always does). */
export function hasRoot(template: string): boolean {
  return ROOT.test(template);
}

export function serverDocument({ template, app, nonce, modules, state, language, title }: DocumentInput): string {
  const { styles } = app;
  const { hints, html } = hoistHints(app.html);
  const scripts = takeScripts(template);
  const head = [
    ...hints,
    styles.names.length ? `<style data-emotion="${attr(`${styles.key} ${styles.names.join(' ')}`)}" nonce="${attr(nonce)}">${styles.css.replace(/<\//g, '<\\/')}</style>` : '',
  ].filter(Boolean);
  const data = `<script type="application/json" id="${SERVER_STATE_ID}" nonce="${attr(nonce)}">${scriptJson(state)}</script>`;
  const loader = `<script nonce="${attr(nonce)}">${pageLoaderScript(scripts.entries, [...scripts.preloads, ...modules])}</script>`;
  // The template's own inline styles are allowed by their hashes; the nonce on them too keeps one rule for every inline tag.
  return scripts.template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${attr(language)}"`)
    .replace(/<title>[^<]*<\/title>/, (tag) => (title ? `<title>${text(title)}</title>` : tag))
    .replace(/<style>/g, () => `<style nonce="${attr(nonce)}">`)
    .replace('</head>', () => `${head.join('\n    ')}\n  </head>`)
    .replace(ROOT, (_match, open: string, close: string) => `${open}${html}${close}\n    ${data}\n    ${loader}`);
}
