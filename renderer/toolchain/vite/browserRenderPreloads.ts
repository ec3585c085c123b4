/**
 * The chunks a page rendered in the browser needs at once but a server-rendered page does not: the HTTP client
 * (renderer/runtime/gateway/httpClient.ts loads it with the first call). The static index.html preloads it beside the
 * entry, so the browser's own first call (the early fetch) does not wait a round trip for it; the server's page, whose
 * data came with it, leaves it out (renderer/server/pageLoader.ts takeScripts drops what carries
 * BROWSER_RENDER_PRELOAD) and the boot fetches it at idle once taps work.
 */
import type { Plugin } from 'vite';
import { BROWSER_RENDER_PRELOAD } from '../../contract/buildChunks.ts';

/** The packages whose chunk the static page preloads. */
const FOR_THE_FIRST_CALL = ['axios'];

const inPackage = (id: string) => FOR_THE_FIRST_CALL.some((name) => id.includes(`/node_modules/${name}/`));

export function browserRenderPreloads(): Plugin {
  return {
    name: 'loan-pages:browser-render-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return undefined;
        const chunks = Object.values(bundle).filter(
          (output) =>
            output.type === 'chunk' &&
            output.isDynamicEntry &&
            output.facadeModuleId !== null &&
            inPackage(output.facadeModuleId),
        );
        return chunks.map((chunk) => ({
          tag: 'link',
          attrs: {
            rel: 'modulepreload',
            crossorigin: true,
            href: `/${chunk.fileName}`,
            [BROWSER_RENDER_PRELOAD]: true,
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
