/**
 * Writes each build's third-party notices beside what it bundled (ops/thirdPartyNotices.ts): the browser's build
 * writes dist/<brand>/THIRD-PARTY-LICENSES.txt (served with the site: the scripts it lists are every borrower's), the
 * server entry's writes dist/<brand>/server/THIRD-PARTY-LICENSES.txt (nginx serves nothing of server/). The packages
 * are the chunks' module lists as Rolldown reports them, so the file follows the bundle.
 */
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from '../project/project.ts';
import { NOTICES_FILE, thirdPartyNotices } from '../ops/thirdPartyNotices.ts';

export function thirdPartyNoticesPlugin(): Plugin {
  return {
    name: 'loan-pages-third-party-notices',
    apply: 'build',
    generateBundle(_options, bundle) {
      const { root, build } = this.environment.config;
      const folder = relative(ROOT, resolve(root, build.outDir)).split('\\').join('/');
      const artefact =
        this.environment.name === 'ssr'
          ? `${folder}/entry.js (the server renderer)`
          : `${folder}/ (the browser's scripts)`;
      const moduleIds = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? file.moduleIds : []));
      let source: string;
      try {
        source = thirdPartyNotices(artefact, moduleIds);
      } catch (error) {
        return this.error((error as Error).message);
      }
      this.emitFile({ type: 'asset', fileName: NOTICES_FILE, source });
    },
  };
}
