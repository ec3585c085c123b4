// @vitest-environment node
/**
 * Demo and production builds (renderer/toolchain/vite/demoBuild.ts, issue 12): a production build leaves
 * the developer test page out, even where the deployment turns it on, and says so with the file and
 * pointer; DEMO_BUILD=1 builds it; a build's manifest says what it holds, and `npm start` prints the
 * test page's address only when the build it serves has the page.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_DIST, PRODUCTION_DIST, builtPages, isDemoBuild } from '../../renderer/toolchain/vite/demoBuild.ts';
import { ROOT, loadProject } from '../../renderer/toolchain/project/project.ts';
import { loanPages } from '../../renderer/toolchain/vite/vitePlugin.ts';
import { pagesModule } from '../../renderer/toolchain/vite/virtualModules.ts';
import { demoGateway } from '../../demo/gateway/previewPlugin.ts';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllEnvs());

/** This process as a production build: no DEMO_BUILD, and not Vitest (which counts as a demo). */
function asProductionBuild(): void {
  vi.stubEnv('VITEST', undefined);
  vi.stubEnv('DEMO_BUILD', undefined);
}

/** The loan-pages plugin's buildStart for kilat, with what it warned and the error it raised. */
function startBuild(): { warnings: string[]; error?: string } {
  const warnings: string[] = [];
  const plugin = loanPages({ deployment: 'kilat' });
  const context = {
    warn: (message: string) => void warnings.push(message),
    error: (message: string) => {
      throw new Error(message);
    },
    addWatchFile: () => undefined,
  };
  try {
    (plugin.buildStart as (this: unknown) => void).call(context);
    return { warnings };
  } catch (error) {
    return { warnings, error: (error as Error).message };
  }
}

describe('isDemoBuild', () => {
  it('DEMO_BUILD=1 is a demo; nothing, empty or 0 is production, unless Vitest or Storybook runs', () => {
    expect(isDemoBuild({ DEMO_BUILD: '1' })).toBe(true);
    expect(isDemoBuild({})).toBe(false);
    expect(isDemoBuild({ DEMO_BUILD: '' })).toBe(false);
    expect(isDemoBuild({ DEMO_BUILD: '0' })).toBe(false);
    expect(isDemoBuild({ VITEST: 'true' })).toBe(true);
    expect(isDemoBuild({ STORYBOOK: 'true' })).toBe(true);
  });

  it('refuses any other value, so a typo neither ships nor drops the page unnoticed', () => {
    expect(() => isDemoBuild({ DEMO_BUILD: 'yes' })).toThrow(
      'DEMO_BUILD=yes: expected 1 (a demo build, with the developer test page where a deployment turns it on) or nothing (a production build)',
    );
  });
});

describe('a production build', () => {
  it('leaves the test page out of a deployment that turns it on, and says so with the file and pointer', () => {
    asProductionBuild();
    const project = loadProject();
    expect(project.deployments.get('kilat')!.value.features?.testPreview).toBe(true);
    const pages = pagesModule(project, 'kilat');
    expect(pages).not.toContain('testPreview');
    expect(pages).toContain('"loanDetails": () => import("virtual:page/kilat/loanDetails")');
    expect(startBuild().warnings).toContain(
      "deployments/kilat.json: /features/testPreview: left out of this production build, so /testPreview shows the not-found page: the developer test page shows and edits the borrower's token and session; DEMO_BUILD=1 builds it for a demo (npm start and the browser tests do)",
    );
  });

  it("says, at its pointer, each document the brand still takes from the demo's placeholders (issue 41)", () => {
    asProductionBuild();
    const documents = loadProject().deployments.get('kilat')!.value.documents!;
    expect(documents.policy).toMatch(/^\/demo\//);
    expect(startBuild().warnings).toEqual(
      expect.arrayContaining([
        'deployments/kilat.json: /documents/policy: "/demo/legal/privacy-policy.html" is the demo\'s placeholder, served only beside the demo gateway (npm start, npm run serve): a production deployment shows a missing document in its place; give the lender\'s own before this brand ships',
        expect.stringMatching(
          /^deployments\/kilat\.json: \/documents\/loanAgreement: "\/demo\/contracts\/loan-agreement\.html" is the demo's placeholder/,
        ),
      ]),
    );
  });

  it('refuses to load the page module itself', async () => {
    asProductionBuild();
    const plugin = loanPages({ deployment: 'kilat' });
    const load = plugin.load as (this: unknown, id: string) => unknown;
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    expect(() => load.call(context, '\0virtual:page/kilat/testPreview')).toThrow(
      'deployment kilat switches page testPreview off (features)',
    );
  });

  it('a bad DEMO_BUILD stops the build with the reason', () => {
    vi.stubEnv('DEMO_BUILD', 'true');
    expect(startBuild().error).toMatch(/^DEMO_BUILD=true: expected 1/);
  });

  it('a demo build has the page and says nothing', () => {
    asProductionBuild();
    vi.stubEnv('DEMO_BUILD', '1');
    expect(pagesModule(loadProject(), 'kilat')).toContain(
      '"testPreview": () => import("virtual:page/kilat/testPreview")',
    );
    expect(startBuild()).toEqual({ warnings: [] });
  });
});

describe("what a finished build holds (its manifest), and npm start's front door", () => {
  const outDir = mkdtempSync(join(tmpdir(), 'demo-build-'));
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  function writeManifest(keys: string[]): void {
    mkdirSync(join(outDir, '.vite'), { recursive: true });
    writeFileSync(
      join(outDir, '.vite', 'manifest.json'),
      JSON.stringify(Object.fromEntries(keys.map((key) => [key, { file: 'assets/x.js' }]))),
    );
  }

  function frontDoor(): string[] {
    const lines: string[] = [];
    const server = {
      printUrls: () => void lines.push('  ➜  Local:   http://localhost:4190/'),
      resolvedUrls: { local: ['http://localhost:4190/'], network: [] },
      config: { root: outDir, build: { outDir }, logger: { info: (line: string) => void lines.push(line) } },
      middlewares: { use: vi.fn() },
    };
    (demoGateway({ deployment: 'kilat' }).configurePreviewServer as (server: unknown) => void)(server);
    server.printUrls();
    return lines;
  }

  it("a demo build lists the test page; npm start prints its address under Vite's", () => {
    writeManifest([
      'index.html',
      'virtual:page/kilat/loanDetails',
      'virtual:page/kilat/testPreview',
      'virtual:page-messages/kilat/testPreview/en',
    ]);
    expect([...builtPages(outDir, 'kilat')].sort()).toEqual(['loanDetails', 'testPreview']);
    expect(frontDoor()).toEqual([
      '  ➜  Local:   http://localhost:4190/',
      '  ➜  Developer test page: http://localhost:4190/testPreview',
    ]);
  });

  it('a production build does not; npm start then says so and gives home', () => {
    writeManifest(['index.html', 'virtual:page/kilat/loanDetails']);
    expect(builtPages(outDir, 'kilat').has('testPreview')).toBe(false);
    expect(frontDoor()).toEqual([
      '  ➜  Local:   http://localhost:4190/',
      '  ➜  Developer test page: not in this build (a demo build, DEMO_BUILD=1, of a deployment with features.testPreview has it); home: http://localhost:4190/',
    ]);
  });

  it('no build at all holds nothing', () => {
    expect(builtPages(join(outDir, 'missing'), 'kilat').size).toBe(0);
  });
});

describe('where builds go (issue 35): npm start never writes what npm run build made', () => {
  const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts;

  /**
   * The folder `vite build` (or `vite preview`) uses for kilat under this environment, as Vite resolves vite.config.ts.
   */
  async function outDirUnder(env: Record<string, string | undefined>, command: 'build' | 'serve'): Promise<string> {
    vi.stubEnv('VITEST', undefined);
    vi.stubEnv('DEPLOYMENT', 'kilat');
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    const config = await resolveConfig(
      { configFile: join(ROOT, 'vite.config.ts'), logLevel: 'silent' },
      command,
      'production',
      'production',
    );
    return relative(ROOT, resolve(config.root, config.build.outDir));
  }

  it('`npm start` builds and previews the demo (DEMO_BUILD=1 on each of its commands); `npm run build` is the production build', () => {
    const commands = scripts.start!.split('&&').map((command) => command.trim());
    expect(commands.map((command) => command.replace(/^DEMO_BUILD=1 /, ''))).toEqual(['vite build', 'vite preview']);
    expect(scripts.build).toBe('tsx scripts/build-all.ts');
  });

  it('a demo build goes to dist-demo/<id>/ (its nginx/ and server/ beside it), a production build to dist/<id>/: never the same folder', async () => {
    const demo = await outDirUnder({ DEMO_BUILD: '1' }, 'build');
    const production = await outDirUnder({ DEMO_BUILD: undefined }, 'build');
    expect(demo).toBe(join(DEMO_DIST, 'kilat'));
    expect(production).toBe(join(PRODUCTION_DIST, 'kilat'));
    // What a build writes beside the site (dist/nginx/, dist/server/, dist/maps/) is in the folder above it.
    expect(dirname(demo)).not.toBe(dirname(production));
    // `vite preview` in npm start serves the demo it built.
    expect(await outDirUnder({ DEMO_BUILD: '1' }, 'serve')).toBe(demo);
  }, 60_000);
});
