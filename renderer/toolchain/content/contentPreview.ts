/**
 * `npm run content -- preview <brand>`: what publishing the brand file now would change from the live pack (or the
 * build's own content), each changed screen with its address, before `npm run dev` serves the brand from the files as
 * they are on the demo gateway: an operator looks before borrowers do.
 */
import { routePaths } from '../../contract/routeTable.ts';
import { formatProblem } from '../problems/problems.ts';
import { loadProject } from '../project/project.ts';
import { servedBuild, type Outcome } from './contentCommands.ts';
import { draftPack } from './contentPack.ts';
import { brandStore } from './contentStore.ts';
import { packChanges } from './packDiff.ts';

export async function previewLines(brand: string, env: NodeJS.ProcessEnv = process.env): Promise<Outcome> {
  const build = servedBuild(brand, env);
  if (typeof build === 'string') return { code: 1, lines: [build] };
  const project = loadProject();
  const draft = await draftPack(project, brand, build);
  if (!draft.content)
    return {
      code: 1,
      lines: [...draft.problems.map(formatProblem), `\n${draft.problems.length} problem(s): fix them first`],
    };
  const store = brandStore(brand, env.CONTENT_STORE || undefined);
  const live = store.live();
  const before = live ? store.pack(live.version) : undefined;
  const changes = packChanges(before?.build === build.build ? before : undefined, draft.content);
  const paths = routePaths(project.deployments.get(brand)!.value.routes);
  const port = Number(env.PORT ?? 5173);
  const screens = Object.keys(draft.content.routes).map(
    (key) => `  http://localhost:${port}${paths[key as keyof typeof paths] ?? `/${key}`}`,
  );
  return {
    code: 0,
    lines: [
      changes.length ? `publishing ${brand} now would change:` : `publishing ${brand} now would change nothing`,
      ...changes.map((line) => `  ${line}`),
      ...(screens.length ? ['the screens whose pages change:', ...screens] : []),
      `serving ${brand} from its files as they are, on the demo gateway (Ctrl-C to stop):`,
    ],
  };
}
