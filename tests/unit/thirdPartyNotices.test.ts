/**
 * The third-party notices the build ships with each artefact (renderer/toolchain/ops/thirdPartyNotices.ts, issue 41):
 * which package a bundled module belongs to, the licence texts read for it, and a package with none refused by name.
 * What the real build writes is checked after it, in tests/edge/thirdParty.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bundledPackages,
  packageFolderOf,
  packagesInNotices,
  thirdPartyNotices,
} from '../../renderer/toolchain/ops/thirdPartyNotices.ts';

const root = mkdtempSync(join(tmpdir(), 'notices-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A package in the temporary node_modules with its package.json and the files given; returns a module of it. */
function aPackage(name: string, manifest: object, files: Record<string, string>, under = root): string {
  const folder = join(under, 'node_modules', name);
  mkdirSync(join(folder, 'lib'), { recursive: true });
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name, ...manifest }));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text);
  writeFileSync(join(folder, 'lib', 'index.js'), 'export {};\n');
  return join(folder, 'lib', 'index.js');
}

describe('packageFolderOf', () => {
  it('is the innermost node_modules/<name> or node_modules/@scope/<name>, none for our code or a virtual module', () => {
    expect(packageFolderOf('/app/node_modules/react-dom/cjs/react-dom.js')).toBe('/app/node_modules/react-dom');
    expect(packageFolderOf('/app/node_modules/@emotion/react/dist/x.js?commonjs')).toBe(
      '/app/node_modules/@emotion/react',
    );
    expect(packageFolderOf('/app/node_modules/a/node_modules/b/index.js')).toBe('/app/node_modules/a/node_modules/b');
    expect(packageFolderOf('/app/renderer/server/entry.ts')).toBeUndefined();
    expect(packageFolderOf('\0rolldown/runtime.js')).toBeUndefined();
  });
});

describe('the notices of a bundle', () => {
  it('lists each package once with its licence, LICENSE before NOTICE, and no path of the machine', () => {
    const ids = [
      aPackage('apache-lib', { version: '2.0.0', license: 'Apache-2.0' }, { LICENSE: 'Apache text', NOTICE: 'Credit' }),
      aPackage(
        '@scope/old',
        { version: '1.0.0', licenses: [{ type: 'MIT' }, { type: 'BSD-2-Clause' }] },
        { 'LICENCE.md': 'MIT text' },
      ),
      '\0virtual:pages',
      join(root, 'renderer', 'own.ts'),
    ];
    const text = thirdPartyNotices('dist/x/ (a test)', [...ids, ids[0]!]);
    expect([...packagesInNotices(text)]).toEqual(['@scope/old 1.0.0', 'apache-lib 2.0.0']);
    expect(text).toContain('  apache-lib 2.0.0 (Apache-2.0)');
    expect(text).toContain('  @scope/old 1.0.0 (MIT OR BSD-2-Clause)');
    expect(text.indexOf('Apache text')).toBeLessThan(text.indexOf('Credit'));
    expect(text).toContain('MIT text');
    expect(text).not.toContain(root);
  });

  it('refuses a package with no licence text, naming it and the artefact', () => {
    const ids = [
      aPackage('fine', { version: '1.0.0', license: 'MIT' }, { LICENSE: 'text' }),
      aPackage('unlicensed', { version: '0.1.0', license: 'MIT' }, { 'README.md': 'no licence here', LICENSE: '  ' }),
    ];
    expect(() => bundledPackages(ids, 'dist/server/node.mjs')).toThrow(
      /^dist\/server\/node\.mjs: no licence text for unlicensed@0\.1\.0 \(node_modules\/unlicensed\)/,
    );
  });
});
