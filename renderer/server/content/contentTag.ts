/**
 * The built index.html with the live pack in it (issue 43): what the pack changes, as a non-executable JSON block the
 * browser's boot reads before anything (renderer/browser/content.ts), in the server's page and in its static shell
 * alike, so a page view never mixes the pack the server used with the build's; and the brand's colours in the head the
 * build wrote (renderer/toolchain/vite/vitePlugin.ts brandHead) as the pack has them. Made once per pack.
 */
import { CONTENT_STATE_ID, type PageContent } from '../../contract/content.ts';
import type { PublicDeployment } from '../../contract/services.ts';
import type { ContentView } from '../../runtime/content/contentView.ts';
import { attr, scriptJson } from '../document.ts';

const made = new WeakMap<ContentView, string>();

/** The head's colours as the deployment has them (only a hex colour is ever written: the schema's pattern). */
function withColours(template: string, { colors }: PublicDeployment): string {
  const hex = (value: string) => (/^#[0-9a-fA-F]{3,6}$/.test(value) ? value : undefined);
  const background = hex(colors.background);
  const text = hex(colors.text);
  if (!background || !text) return template;
  return template
    .replace(/<meta name="theme-color" content="[^"]*">/, `<meta name="theme-color" content="${attr(background)}">`)
    .replace(
      /<style>html,body\{margin:0;background:[^;]*;color:[^}]*\}<\/style>/,
      `<style>html,body{margin:0;background:${background};color:${text}}</style>`,
    );
}

/** The template for pages rendered with this view: the build's as it is when the view is the build's own content. */
export function contentTemplate(template: string, view: ContentView): string {
  if (!view.page) return template;
  let out = made.get(view);
  if (out === undefined) {
    const page: PageContent = view.page;
    out = withColours(template, view.deployment).replace(
      '</head>',
      () => `  <script type="application/json" id="${CONTENT_STATE_ID}">${scriptJson(page)}</script>\n  </head>`,
    );
    made.set(view, out);
  }
  return out;
}
