/**
 * What a brand's production build serves from public/ (renderer/toolchain/vite/brandFiles.ts): its own
 * folder, what its deployment names and what those files load; not another brand's pictures, nor the
 * demo gateway's.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { servedPublicFiles } from '../../renderer/toolchain/vite/brandFiles.ts';
import { ROOT } from '../../renderer/toolchain/project/project.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function publicDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'brand-files-'));
  folders.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('servedPublicFiles', () => {
  it("keeps the shipped brand's folder, its documents and their stylesheet, and nothing of the other brand or the demo gateway", () => {
    const kilat = JSON.parse(readFileSync(join(ROOT, 'deployments', 'kilat.json'), 'utf8')) as { id: string };
    const served = servedPublicFiles(join(ROOT, 'public'), kilat);
    expect(served).toContain('/brands/kilat/service.svg');
    expect(served).toContain('/demo/legal/privacy-policy.html');
    expect(served).toContain('/demo/contracts/loan-agreement.html');
    expect(served, "the documents' stylesheet").toContain('/demo/document.css');
    expect(served.filter((path) => path.startsWith('/brands/lumen/'))).toEqual([]);
    for (const demo of [
      '/demo/product-1.svg',
      '/demo/process-result.svg',
      '/demo/promotion/banner.svg',
      '/demo/contracts/repayment-authorisation.html',
    ])
      expect(served).not.toContain(demo);
  });

  it('follows what the kept files load, relative or from the root, and a patch or message naming a file; never another origin', () => {
    const dir = publicDir({
      'brands/acme/logo.svg': '<svg/>',
      'brands/other/logo.svg': '<svg/>',
      'docs/terms.html':
        '<link rel="stylesheet" href="../styles/doc.css?v=2"><img src="/docs/seal.png"><a href="https://elsewhere.example/x.css">',
      'styles/doc.css': 'body { background: url("./paper.png") }',
      'styles/paper.png': 'png',
      'docs/seal.png': 'png',
      'docs/unused.html': '<p>',
      'promo/banner.svg': '<svg/>',
    });
    const deployment = {
      id: 'acme',
      documents: { terms: '/docs/terms.html#top' },
      pages: { home: [{ op: 'setProps', props: { src: '/promo/banner.svg' } }] },
      elsewhere: '//docs/unused.html',
    };
    expect(servedPublicFiles(dir, deployment)).toEqual([
      '/brands/acme/logo.svg',
      '/docs/seal.png',
      '/docs/terms.html',
      '/promo/banner.svg',
      '/styles/doc.css',
      '/styles/paper.png',
    ]);
  });

  it('never leaves the public folder', () => {
    const dir = publicDir({
      'brands/acme/a.svg': '<svg/>',
      'doc.html': '<img src="/../../etc/passwd"><img src="../outside.txt">',
    });
    expect(servedPublicFiles(dir, { id: 'acme', documents: { doc: '/doc.html' } })).toEqual([
      '/brands/acme/a.svg',
      '/doc.html',
    ]);
  });
});
