/** The build's virtual modules (renderer/toolchain/vite/virtualModules.ts). */
declare module 'virtual:deployment' {
  import type { PublicDeployment } from './services.ts';
  const deployment: PublicDeployment;
  export default deployment;
}

declare module 'virtual:pages' {
  import type { PageMessageLoaders } from './page/pageModule.ts';
  import type { PageModule } from './page/pageModule.ts';
  export const pages: Partial<Record<string, () => Promise<PageModule>>>;
  /** Route key → language → the page's own messages (renderer/toolchain/compile/messageSplit.ts). */
  export const pageMessages: PageMessageLoaders;
  /** Route key → the data its page can ask for at boot (renderer/toolchain/compile/earlyPlan.ts). */
  export const early: Partial<Record<string, import('./earlyPlan.ts').EarlyPlan>>;
}

declare module 'virtual:messages/*' {
  const messages: Record<string, unknown>;
  export default messages;
}

declare module 'virtual:deployments' {
  import type { PublicDeployment } from './services.ts';
  import type { PageModule } from './page/pageModule.ts';
  export const deployments: Record<string, PublicDeployment>;
  export const pages: Record<string, Partial<Record<string, () => Promise<PageModule>>>>;
  /** Each brand's experiments: id, route and variant names (Storybook's variant switch). */
  export const experiments: Record<string, { id: string; route: string; variants: string[] }[]>;
}

declare module 'virtual:page/*' {
  import type { PageModule } from './page/pageModule.ts';
  export const page: PageModule['page'];
  export const calls: PageModule['calls'];
  export const blocks: PageModule['blocks'];
  export const models: PageModule['models'];
  export const experiment: PageModule['experiment'];
}

declare module 'virtual:content-build' {
  /** What this build can serve of a content pack (renderer/toolchain/content/contentBuild.ts). */
  const content: import('./content.ts').ContentBuild;
  export default content;
}

declare module 'virtual:render-build' {
  /** The built index.html: the server's page around what it renders, and its fallback as it is. */
  export const template: string;
  /**
   * Each route's page and block chunks and own messages, and the shared messages
   * (renderer/toolchain/vite/serverBundle.ts).
   */
  export const chunks: import('./buildChunks.ts').BuildChunks;
  /** The production headers of an HTML response but Cache-Control (renderer/toolchain/ops/productionPolicy.ts). */
  export const headers: Record<string, string>;
}

/**
 * Set by the build (renderer/toolchain/vite/demoBuild.ts DEMO_BUILD_FLAG): a demo build, whose code may hold demo-only
 * parts.
 */
interface ImportMetaEnv {
  readonly LOAN_PAGES_DEMO_BUILD: boolean;
  /** The build's release id (renderer/toolchain/vite/release.ts RELEASE_FLAG). */
  readonly LOAN_PAGES_RELEASE: string;
}
