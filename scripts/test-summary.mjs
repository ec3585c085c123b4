// Prints the closing line CI reads, "N passed, N failed", from the Vitest and Playwright JSON reports.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
// The unit and component tests, and the server entry on the edge runtimes (test:edge).
for (const file of ['reports/vitest.json', 'reports/vitest-edge.json']) {
  const vitest = read(file);
  if (!vitest) continue;
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
}
// Every story of the catalogue rendered and the page screenshots, the browser tests against
// `vite preview`, the server-rendered routes hydrated, `npm run dev`'s live editing, then the ones against `npm run
// serve`'s nginx.
for (const file of [
  'reports/playwright-storybook.json',
  'reports/playwright.json',
  'reports/playwright-ssr.json',
  'reports/playwright-dev.json',
  'reports/playwright-serve.json',
]) {
  const playwright = read(file);
  if (!playwright) continue;
  passed += playwright.stats?.expected ?? 0;
  passed += playwright.stats?.flaky ?? 0;
  failed += playwright.stats?.unexpected ?? 0;
}
console.log(`${passed} passed, ${failed} failed`);
