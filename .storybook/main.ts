/**
 * Storybook: the block and page catalogue. It reuses vite.config.ts, so the loanPages plugin checks
 * every schema on buildStart and serves the virtual modules (virtual:deployments gives every brand).
 * The demo gateway runs in the browser through MSW: its worker lives in .storybook/public, so the
 * app's own public/ (brand banners, demo logos, also served here) never ships it.
 */
import { readFileSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin, PluginOption } from 'vite';

/** The app shell's base styles (font, box sizing), taken from index.html so stories look like the app. */
const appShellStyles =
  readFileSync(new URL('../index.html', import.meta.url), 'utf8').match(/<style>[\s\S]*?<\/style>/)?.[0] ?? '';

function isPlugin(option: PluginOption): option is Plugin {
  return !!option && typeof option === 'object' && 'name' in option;
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/gallery/Gallery.mdx', '../blocks/**/*.stories.tsx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  staticDirs: ['./public', '../public'],
  core: { disableTelemetry: true },
  // No favicon request (a 404 in the console of every story).
  previewHead: (head) => `${head}\n<link rel="icon" href="data:,">\n${appShellStyles}`,
  // Controls come from each block's props schema (stories/argTypes.ts), not from parsing components.
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    const plugins = (viteConfig.plugins ?? [])
      .flat(Infinity as 1)
      // Storybook's gateway is MSW in the browser; the demo's `vite preview` middleware, the app's server files, its
      // server renderer and the production artefacts' licence notices have no part here.
      .filter(
        (plugin) =>
          !(
            isPlugin(plugin) &&
            [
              'demo-gateway',
              'production-headers',
              'loan-pages-server-bundle',
              'loan-pages-render-preview',
              'loan-pages-third-party-notices',
            ].includes(plugin.name)
          ),
      );
    // The app build's manifest is for dist/<id>/; the catalogue has no use for one.
    return { ...viteConfig, plugins, build: { ...viteConfig.build, manifest: false } };
  },
};

export default config;
