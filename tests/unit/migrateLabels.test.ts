// @vitest-environment node
/**
 * Issue 35: one way to say a brand's words. SPEC §3's language table is the message catalogues; a
 * market's old `labels` table (read by no page), in a deployment of grammar version 1, is named by
 * validate with the message meant for each label, and `npm run migrate` moves it into the market's
 * message overrides.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LABEL_MESSAGES } from '../../renderer/toolchain/migrate/version2/labels.ts';
import { migrateText } from '../../renderer/toolchain/migrate/migrateText.ts';
import { formatProblem } from '../../renderer/toolchain/problems/problems.ts';
import { ROOT, loadProject } from '../../renderer/toolchain/project/project.ts';
import { LANGUAGES } from '../../renderer/contract/language.ts';
import { catalogueFile } from '../../renderer/toolchain/project/authoredFiles.ts';

const catalogues = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(join(ROOT, catalogueFile(language)), 'utf8')) as unknown,
  ]),
);
const kilat = JSON.parse(readFileSync(join(ROOT, 'deployments/kilat.json'), 'utf8')) as {
  grammarVersion?: number;
  markets: Record<'in' | 'id', Record<string, unknown> & { labels: Record<string, string> }>;
};

/**
 * kilat as written before the table became messages (and before files said their grammar version): the Indian market's
 * six labels, two of them its own words.
 */
function legacy(): string {
  const { grammarVersion: _version, ...old } = structuredClone(kilat);
  old.markets.in.labels = {
    loanAmount: 'Loan amount',
    term: 'Loan term',
    rate: 'Interest rate',
    repaymentDate: 'Repayment date',
    applyButton: 'Apply now',
    repayButton: 'Repay now',
    about: kilat.markets.in.labels.about!,
  };
  return `${JSON.stringify(old, null, 2)}\n`;
}

describe('the old language table', () => {
  it('is named by validate, one line per label at its line and column, naming the message meant, after the line that says what to do', () => {
    const dir = mkdtempSync(join(tmpdir(), 'labels-'));
    try {
      const file = join(dir, 'kilat.json');
      writeFileSync(file, legacy());
      const name = relative(ROOT, file);
      const [version, ...lines] = loadProject({ files: [file] }).problems.filter((problem) => problem.file === name);
      expect(formatProblem(version!)).toMatch(
        /:1:1: \/: is written in grammar version 1 \(it says none\); today's is 3: npm run migrate rewrites it;/,
      );
      expect(lines.map((problem) => problem.pointer)).toEqual(
        Object.keys(LABEL_MESSAGES).map((key) => `/markets/in/labels/${key}`),
      );
      expect(formatProblem(lines.at(-1)!)).toMatch(
        new RegExp(
          `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:9: /markets/in/labels/repayButton: labels\\.repayButton is now the message "loan\\.repay" \\(SPEC §3's language table is the message catalogues; npm run migrate moves it\\); expected markets\\.in\\.messages\\["loan\\.repay"\\]`,
        ),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("is moved by npm run migrate: the catalogue's own words dropped, the market's own kept as message overrides, once", () => {
    const migrate = (text: string) => {
      const result = migrateText(text, 'deployment', { pages: new Map(), catalogues });
      return { text: result.text, moved: result.changes.map((change) => change.done) };
    };
    const { text, moved } = migrate(legacy());
    const migrated = JSON.parse(text) as typeof kilat;
    expect(migrated.markets.in.labels).toEqual({ about: kilat.markets.in.labels.about });
    expect(migrated.markets.in.messages).toEqual({ 'confirm.firstPay': 'Repayment date', 'loan.repay': 'Repay now' });
    expect(moved).toContain('markets.in.labels.repayButton → markets.in.messages["loan.repay"]');
    expect(moved).toContain(
      'markets.in.labels.term: dropped (the catalogue\'s "confirm.term" already says "Loan term")',
    );
    expect(migrate(text)).toEqual({ text, moved: [] });
  });

  it('names messages the screens SPEC names show, in every catalogue', () => {
    for (const key of Object.values(LABEL_MESSAGES)) {
      for (const language of LANGUAGES)
        expect(
          key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], catalogues[language]),
          `${language} ${key}`,
        ).toEqual(expect.any(String));
    }
  });
});
