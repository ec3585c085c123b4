/** The page files (schemas/pages/): each read and checked, and the project's pages by route key, one page per route. */
import { pageLockProblems } from '../brand/locks.ts';
import { isObject } from '../../contract/json.ts';
import { checkPageDocument } from './checkPageDocument.ts';
import type { Project } from './project.ts';
import { readJson } from './readJson.ts';
import { setAsideOlder } from '../migrate/olderFiles.ts';

/**
 * Checks each page file into the project's problems; a page that is not an extra (a fixture) becomes the project's page
 * of its route.
 */
export function loadPages(project: Project, pageFiles: readonly string[], extras: readonly string[]): void {
  const { root, problems, texts } = project;
  for (const file of pageFiles) {
    const page = readJson(root, file, problems, texts);
    if (page === undefined || setAsideOlder(project, 'page', file, page)) continue;
    const pageProblems = checkPageDocument(project, file, page);
    if (isObject(page)) pageProblems.push(...pageLockProblems(file, page.route, page, project.calls));
    if (isObject(page) && typeof page.$schema !== 'string')
      pageProblems.push({
        file,
        pointer: '/$schema',
        message: 'missing "$schema"',
        expected: '"../page.schema.json" so editors complete and check the file',
      });
    problems.push(...pageProblems);
    if (isObject(page) && typeof page.route === 'string' && !extras.includes(file)) {
      const other = project.pages.get(page.route);
      if (other)
        problems.push({
          file,
          pointer: '/route',
          message: `route "${page.route}" is already rendered by ${other.file}`,
          expected: 'one page per route key',
        });
      else project.pages.set(page.route, { file, value: page });
    }
  }
}
