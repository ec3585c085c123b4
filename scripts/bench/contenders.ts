/**
 * The pages the whole bench compares: ours from `npm run serve` in each rendering mode, and the hand-written
 * reference behind the same nginx (servers.ts starts them), with their names in the tables.
 */
import type { Contender } from './rowsOnScreen.ts';
import { benchPort, startReference, startServe, type RenderMode, type Served } from './servers.ts';

export const MODE_NAME: Record<RenderMode, string> = {
  server: 'ours, rendered on the server',
  client: 'ours, rendered in the browser',
};

export const REFERENCE_NAME = 'hand-written reference';

export interface BenchServers {
  /** RENDER=server serve; null when it did not serve (stopped when the build has no server renderer). */
  served: Served | null;
  client: Served;
  /** The reference's origin. */
  reference: string;
  /** The rendering modes measured: the browser's, then the server's when the build has the renderer. */
  modes: { mode: RenderMode; origin: string }[];
  /** What `npm run serve` sends by default: the server's HTML when it has a renderer. */
  primary: { mode: RenderMode; origin: string };
  serverRendering: boolean;
}

/**
 * The servers: npm run serve in each rendering mode, the reference behind nginx.
 * RENDER=server serve stops when the build made no renderer (or, before it had one, serves the browser's page).
 */
export async function startServers(deployment: string, probePath: string): Promise<BenchServers> {
  const served = await startServe(deployment, 'server', await benchPort(1), probePath).catch((error: unknown) => {
    console.log(
      `RENDER=server npm run serve did not serve (${error instanceof Error ? error.message : String(error)})`,
    );
    return null;
  });
  const client = await startServe(deployment, 'client', await benchPort(2), probePath);
  const reference = await startReference(await benchPort(3));
  const serverRendering = served?.render === 'server';
  const modes: { mode: RenderMode; origin: string }[] = [
    { mode: 'client', origin: client.origin },
    ...(served && serverRendering ? [{ mode: 'server' as const, origin: served.origin }] : []),
  ];
  const primary = modes[modes.length - 1]!;
  console.log(`reference ${reference}; ${modes.map(({ mode, origin }) => `${MODE_NAME[mode]} ${origin}`).join('; ')}`);
  if (!serverRendering) {
    served?.stop();
    console.log(
      `RENDER=server npm run serve answered without Server-Timing: render (no server renderer in this build): measuring browser rendering only`,
    );
  }
  return { served, client, reference, modes, primary, serverRendering };
}

/** The reference first, then ours in each mode measured (the primary last). */
export function contendersOf(servers: BenchServers, marksInteractive: boolean): Contender[] {
  return [
    { name: REFERENCE_NAME, origin: servers.reference, marksInteractive: true },
    ...servers.modes.map(({ mode, origin }) => ({ name: MODE_NAME[mode], origin, marksInteractive })),
  ];
}
