// @vitest-environment node
/**
 * Issue 35: no required deployment field is unused. Every field the deployment schema requires (each
 * market's too) is read by what a borrower gets or by validate's brand checks: a page or flow reads it
 * (`market.grievanceOfficer.name`, `deployment.appName`), or the renderer's or a block's code does
 * (`colors.muted`, `officer.email` for the officer a page hands a block whole), or a check of
 * renderer/toolchain/brand/ does. A new required field fails here until something reads it; a field no
 * longer read fails here until the schema stops requiring it.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../renderer/toolchain/project/project.ts';
import { deploymentSchema } from '../../renderer/contract/deployment/schema.ts';

interface Shape {
  type?: string;
  required?: readonly string[];
  properties?: Record<string, Shape>;
}

/** The required leaves of a schema, as paths: an object the schema describes field by field is gone into. */
function requiredPaths(shape: Shape, at: string[] = []): string[][] {
  return (shape.required ?? []).flatMap((key) => {
    const field = shape.properties?.[key];
    if (field?.required?.length)
      return field.properties ? requiredPaths(field, [...at, key]) : field.required.map((inner) => [...at, key, inner]);
    return [[...at, key]];
  });
}

const markets = deploymentSchema.properties.markets.properties as unknown as Record<'in' | 'id', Shape>;
const REQUIRED = [
  ...requiredPaths(deploymentSchema as unknown as Shape).filter(([first]) => first !== 'markets'),
  ...(['in', 'id'] as const).flatMap((market) => requiredPaths(markets[market], ['markets', market])),
];

/**
 * What reads a deployment for borrowers or checks it: the renderer (not the schema nor new-brand's and the migrations'
 * own handling of the file), the blocks, the pages and flows.
 */
function readers(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory())
      return ['renderer/contract/deployment', 'renderer/toolchain/migrate'].includes(path) ? [] : readers(path);
    if (
      /\.(test|stories)\.tsx?$/.test(name) ||
      ['renderer/toolchain/brand/scaffold.ts', 'renderer/toolchain/brand/ownValues.ts'].includes(path)
    )
      return [];
    return /\.(ts|tsx|json)$/.test(name) ? [path] : [];
  });
}
const SOURCES = ['renderer', 'blocks', 'schemas/pages', 'schemas/flows']
  .flatMap(readers)
  .map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));

/** The names a field's object goes by where it is read whole (a page hands the officer to a block as `officer`). */
const HANDED_AS: Record<string, string[]> = { grievanceOfficer: ['officer'], amountRange: ['range'] };

function readersOf(path: string[]): string[] {
  const leaf = path[path.length - 1]!;
  const parent = path.length > 1 && !(path.length === 3 && path[0] === 'markets') ? path[path.length - 2]! : undefined;
  const owners = parent
    ? [parent, ...(HANDED_AS[parent] ?? [])]
    : path[0] === 'markets'
      ? ['market']
      : ['deployment', 'config', 'brand'];
  const pattern = new RegExp(`\\b(?:${owners.join('|')})\\??\\.${leaf}\\b`);
  return SOURCES.filter(({ text }) => pattern.test(text)).map(({ file }) => file);
}

describe('every required deployment field is read (issue 35)', () => {
  it('has the fields it checks', () => {
    expect(REQUIRED.map((path) => path.join('.'))).toEqual(
      expect.arrayContaining([
        'merchantNumber',
        'banners.default',
        'markets.in.labels.about',
        'markets.id.dailyCostCap',
        'markets.in.recoveryAgentNote',
      ]),
    );
  });

  for (const path of REQUIRED) {
    it(path.join('.'), () => {
      expect(readersOf(path), `nothing reads ${path.join('.')}: stop requiring it, or read it`).not.toEqual([]);
    });
  }
});
