// The first half of `npm run test:storybook`: builds the catalogue as `npm run build-storybook` does
// (docs pages and the gallery included; the build itself fails on a broken story, config or page
// schema) and checks from the built index that every block has a story, every page schema
// (schemas/pages/*.json) has at least one, and the loan-details page has one per order status of
// SPEC §4. Exit 1 with the reasons otherwise. The second half renders every story in Chromium
// (playwright.storybook.config.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

const OUT = 'storybook-static';
const LOAN_DETAILS_TITLE = 'Pages/Loan details';
/** SPEC §4 "Loan detail by order status". */
const STATUSES = [21, 151, 174, 180, 110, 200, 170, 3, 4, 5];
/** Loading faults a designer must be able to see (stories/pages/LoanDetails.stories.tsx). */
const FAULTS = ['500', 'garbage', 'network'];

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

console.log(`storybook build --quiet -o ${OUT} …`);
const build = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', OUT], {
  encoding: 'utf8',
  env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
});
if (build.status !== 0) {
  // Its own output says what broke; it is long, so only on failure.
  process.stdout.write(build.stdout ?? '');
  process.stderr.write(build.stderr ?? '');
  console.error(
    `\nstorybook smoke: FAILED, the Storybook build exited with ${build.status ?? build.signal} after ${seconds()}`,
  );
  process.exit(1);
}
console.log(`built in ${seconds()}`);

const problems = [];
const index = JSON.parse(readFileSync(`${OUT}/index.json`, 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

const { blockDefinitions } = await tsImport('../blocks/definitions.ts', import.meta.url);
for (const { type } of blockDefinitions) {
  const names = stories.filter((s) => s.title === `Blocks/${type}`).map((s) => s.name);
  if (names.length === 0) problems.push(`block "${type}" (blocks/definitions.ts) has no story titled "Blocks/${type}"`);
  else console.log(`  ✓ block ${type}: ${names.length} stories (${names.join(', ')})`);
}

// A page story loads its page by route key (stories/pages/PageStory.tsx loadPage('<route>')): the
// story files that do so are that page's stories, whatever their title.
const PAGES_DIR = 'schemas/pages';
const storyFiles = new Map();
for (const story of stories) {
  const file = story.importPath.replace(/^\.\//, '');
  if (!storyFiles.has(file)) storyFiles.set(file, { source: readFileSync(file, 'utf8'), stories: [] });
  storyFiles.get(file).stories.push(story);
}
const schemaFiles = readdirSync(PAGES_DIR)
  .filter((name) => name.endsWith('.json'))
  .sort();
for (const name of schemaFiles) {
  const route = JSON.parse(readFileSync(`${PAGES_DIR}/${name}`, 'utf8')).route;
  if (typeof route !== 'string') {
    problems.push(`${PAGES_DIR}/${name} has no route key`);
    continue;
  }
  const loads = new RegExp(`loadPage\\(\\s*['"\`]${route}['"\`]\\s*\\)`);
  const files = [...storyFiles].filter(([, file]) => loads.test(file.source));
  const found = files.flatMap(([, file]) => file.stories);
  if (found.length === 0)
    problems.push(
      `page "${route}" (${PAGES_DIR}/${name}) has no story: add stories/pages/<Page>.stories.tsx with loaders: [loadPage('${route}')]`,
    );
  else
    console.log(
      `  ✓ page ${route}: ${found.length} stories in ${[...new Set(found.map((s) => s.title))].join(', ')} (${found.map((s) => s.name).join('; ')})`,
    );
}

const pageStories = stories.filter((s) => s.title === LOAN_DETAILS_TITLE).map((s) => s.name);
for (const status of STATUSES) {
  const name = pageStories.find((n) => n.endsWith(`(${status})`));
  if (!name)
    problems.push(`"${LOAN_DETAILS_TITLE}" has no story for order status ${status} (a story named "… (${status})")`);
  else console.log(`  ✓ loan details, status ${status}: "${name}"`);
}
for (const fault of FAULTS) {
  const name = pageStories.find((n) => n.startsWith('Fault:') && n.includes(fault));
  if (!name) problems.push(`"${LOAN_DETAILS_TITLE}" has no fault story for "${fault}"`);
  else console.log(`  ✓ loan details fault: "${name}"`);
}

// The demo gateway needs MSW's worker in the catalogue, and only there: the app must not ship it.
if (!existsSync(`${OUT}/mockServiceWorker.js`))
  problems.push(`${OUT}/mockServiceWorker.js is missing (run: npx msw init .storybook/public --no-save)`);
else console.log('  ✓ MSW worker served by the catalogue');
if (existsSync('public/mockServiceWorker.js'))
  problems.push("public/mockServiceWorker.js exists: the app's public/ must not ship the MSW worker");

if (problems.length) {
  console.error(`\nstorybook smoke: FAILED (${seconds()})`);
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exit(1);
}
console.log(
  `storybook smoke: ok, ${stories.length} stories, ${blockDefinitions.length} blocks, ${schemaFiles.length} pages, ${STATUSES.length} loan statuses (${seconds()})`,
);
