/**
 * The migration's steps, by the grammar version each reaches: a file of version n is rewritten by the
 * step to n + 1, then n + 2…, up to today's (renderer/contract/grammarVersion.ts). A new version is
 * its step's file (./version<n>.ts: the rewrites, each finding what the older grammar wrote and the
 * edits that say it as the new one) and one line here; the contract's GRAMMAR_VERSION is raised with
 * the change of the grammar itself.
 */
import { GRAMMAR_VERSION, UNSTAMPED_VERSION } from '../../contract/grammarVersion.ts';
import type { Step } from './step.ts';
import { toVersion2 } from './version2.ts';
import { toVersion3 } from './version3.ts';

export const STEPS: Readonly<Record<number, Step>> = { 2: toVersion2, 3: toVersion3 };

// Every version after the first has its step, and none goes past today's.
for (let version = UNSTAMPED_VERSION + 1; version <= GRAMMAR_VERSION; version++)
  if (!Object.hasOwn(STEPS, version))
    throw new Error(`renderer/toolchain/migrate/steps.ts: no step to version ${version}`);
if (Object.keys(STEPS).some((version) => Number(version) > GRAMMAR_VERSION))
  throw new Error(`renderer/toolchain/migrate/steps.ts: a step past today's version ${GRAMMAR_VERSION}`);

/** The steps a file of this version takes to today's, in order. */
export const stepsFrom = (version: number): Step[] =>
  Array.from({ length: Math.max(0, GRAMMAR_VERSION - version) }, (_, i) => STEPS[version + i + 1]!);
