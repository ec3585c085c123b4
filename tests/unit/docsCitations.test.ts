// @vitest-environment node
/**
 * The spec and the contract live in the repository (docs/spec.md, docs/contract.md) so that a clone can follow the
 * code's "SPEC §N" and "CONTRACT §N" (issue 39). This fails when the code, the configs or the docs cite a section
 * that is not a numbered top-level section of the file they name, and when a relative Markdown link in README.md or
 * docs/*.md points at a file or an anchor that is not there (anchors as GitHub makes them from headings).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The cited files, by the name the code cites them with. */
const CITED = { SPEC: 'docs/spec.md', CONTRACT: 'docs/contract.md' } as const;
type Cited = keyof typeof CITED;

/** Where citations are looked for: the code, its data, the configs and the docs themselves. */
const SCANNED_FOLDERS = [
  'renderer',
  'blocks',
  'demo',
  'scripts',
  'stories',
  'tests',
  'schemas',
  'deployments',
  'docs',
  '.storybook',
  '.ci',
];
const SKIPPED_FOLDERS = new Set(['node_modules', '__screenshots__']);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|json|mdx?|css|html|sh|ya?ml|toml)$|^run$/;

/** Every text file under a folder of the repository, as a path from the root. */
function textFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) files.push(...textFiles(path));
    } else if (TEXT_FILE.test(entry.name)) files.push(path);
  }
  return files;
}

/** The files at the root: the configs, package.json, index.html and the README. */
function rootFiles(): string[] {
  return readdirSync(ROOT).filter(
    (name) => statSync(join(ROOT, name)).isFile() && TEXT_FILE.test(name) && name !== 'package-lock.json',
  );
}

/** The numbers of a Markdown file's numbered top-level sections (`## 4. States and transitions`). */
function numberedSections(markdown: string): Set<number> {
  return new Set([...markdown.matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1])));
}

interface Citation {
  file: string;
  line: number;
  cited: Cited;
  section: string;
}

/**
 * Every "SPEC §N" and "CONTRACT §N" of a text, a list's bare "§N" included ("SPEC §2, §4 Chat, §7; CONTRACT §3"):
 * a bare "§" belongs to the nearest name before it on its line, or, on a line that goes on with "§" where the last
 * one stopped, to the last name of that line. Another document's name ("RFC 9110 §7.6.1"), or a word written right
 * before the "§" other than "and", "or" and "of" ("coord §3"), takes its "§" away.
 */
function citationsOf(file: string, text: string): Citation[] {
  const citations: Citation[] = [];
  let carried: Cited | null = null;
  text.split('\n').forEach((line, index) => {
    if (!line.includes('§')) {
      carried = null;
      return;
    }
    let current: Cited | null = carried;
    for (const match of line.matchAll(
      /\b(SPEC|CONTRACT)(?:\.md)?\b|\bRFC ?\d+|\b(?!and\b|or\b|of\b)[a-z]+ (?=§)|§ ?(\d+(?:\.\d+)*)/g,
    )) {
      if (match[1]) current = match[1] as Cited;
      else if (match[2] === undefined) current = null;
      else if (current) citations.push({ file, line: index + 1, cited: current, section: match[2] });
    }
    carried = current;
  });
  return citations;
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, each space a hyphen; a repeat gets -1, -2… */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCodeBlocks(markdown).split('\n')) {
    const heading = /^#{1,6} +(.*?) *#* *$/.exec(line);
    if (!heading) continue;
    const text = heading[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The text with fenced code blocks blanked (their lines kept, so line numbers stay). */
function withoutCodeBlocks(markdown: string): string {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^ *```/.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : line;
    })
    .join('\n');
}

interface Link {
  file: string;
  line: number;
  target: string;
}

/** Every inline link of a Markdown text that points inside the repository (no scheme, not protocol-relative). */
function relativeLinks(file: string, markdown: string): Link[] {
  const text = withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, (code) => code.replace(/[[\]()]/g, ' '));
  const links: Link[] = [];
  for (const match of text.matchAll(/\[[^\]]*\]\(([^)\s]+)(?: +"[^"]*")?\)/g)) {
    const target = match[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    links.push({ file, line: text.slice(0, match.index).split('\n').length, target });
  }
  return links;
}

/** What is wrong with a link, or null: its file missing, or its anchor not a heading of the Markdown file. */
function brokenLink({ file, target }: Link, read: (path: string) => string | null): string | null {
  const [path = '', anchor] = target.split('#', 2);
  const resolved = path === '' ? file : relative(ROOT, join(ROOT, dirname(file), decodeURIComponent(path)));
  if (path !== '' && !existsSync(join(ROOT, resolved))) return `${resolved} does not exist`;
  if (anchor === undefined) return null;
  const markdown = resolved.endsWith('.md') ? read(resolved) : null;
  if (markdown === null) return null;
  return headingAnchors(markdown).has(anchor) ? null : `${resolved} has no heading whose anchor is #${anchor}`;
}

function read(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

function markdownFiles(): string[] {
  return [
    'README.md',
    ...readdirSync(join(ROOT, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
  ];
}

describe('docs/spec.md and docs/contract.md, cited by the code', () => {
  it('every "SPEC §N" and "CONTRACT §N" names a numbered top-level section of the file it cites', () => {
    const sections = { SPEC: numberedSections(read(CITED.SPEC)), CONTRACT: numberedSections(read(CITED.CONTRACT)) };
    expect(
      [...sections.SPEC].sort((a, b) => a - b),
      CITED.SPEC,
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(
      [...sections.CONTRACT].sort((a, b) => a - b),
      CITED.CONTRACT,
    ).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const files = [...SCANNED_FOLDERS.flatMap(textFiles), ...rootFiles()];
    const citations = files.flatMap((file) => citationsOf(file, read(file)));
    // The code cites them about 390 times: a scan that finds few has stopped reading them.
    expect(citations.length).toBeGreaterThan(350);
    const wrong = citations
      .filter(({ cited, section }) => !/^\d+$/.test(section) || !sections[cited].has(Number(section)))
      .map(({ file, line, cited, section }) => `${file}:${line}: ${cited} §${section} (${CITED[cited]})`);
    expect(wrong).toEqual([]);
  });

  it('reads a list of sections as the document named before it', () => {
    const text = [
      ' * Pay-way (SPEC §2, §4 Card repayment,',
      ' * §5 and §7; CONTRACT §2, §5): never forwarded (RFC 9110 §7.6.1), coord §3',
      'a line without a section',
      ' * §9 of nothing named',
    ].join('\n');
    expect(citationsOf('x.ts', text).map(({ cited, section }) => `${cited} §${section}`)).toEqual([
      'SPEC §2',
      'SPEC §4',
      'SPEC §5',
      'SPEC §7',
      'CONTRACT §2',
      'CONTRACT §5',
    ]);
  });
});

describe('README.md and docs/*.md, linked', () => {
  it('every relative link reaches its file, and its anchor a heading there', () => {
    const links = markdownFiles().flatMap((file) => relativeLinks(file, read(file)));
    expect(links.length).toBeGreaterThan(50);
    const cache = new Map<string, string | null>();
    const readOnce = (path: string) => {
      if (!cache.has(path)) cache.set(path, existsSync(join(ROOT, path)) ? read(path) : null);
      return cache.get(path)!;
    };
    const broken = links.flatMap((link) => {
      const why = brokenLink(link, readOnce);
      return why ? [`${link.file}:${link.line}: (${link.target}): ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('makes anchors as GitHub does: lower case, punctuation dropped, spaces as hyphens, repeats numbered', () => {
    const anchors = headingAnchors(
      [
        "### The renderer's probes: health, readiness, metrics and logs",
        '#### Who the server renders for (CONTRACT §1, §3)',
        '## 6. What a person (and a test) can find on screen',
        '## Live preview (`npm run dev`)',
        '```sh',
        '# not a heading',
        '```',
        '## Notes',
        '## Notes',
      ].join('\n'),
    );
    expect([...anchors]).toEqual([
      'the-renderers-probes-health-readiness-metrics-and-logs',
      'who-the-server-renders-for-contract-1-3',
      '6-what-a-person-and-a-test-can-find-on-screen',
      'live-preview-npm-run-dev',
      'notes',
      'notes-1',
    ]);
  });
});
