/**
 * The step to grammar version 2: what the files wrote before they said their version, as version 2
 * says it, in this order: a brand's page patch written as one JSON merge patch becomes operations on
 * the page's nodes by id (./version2/mergePatches.ts); a value written before the value family
 * becomes its member (./version2/valueForms.ts, ./version2/oldValues.ts), in the operations too;
 * a market's old language table becomes its message overrides (./version2/labels.ts).
 */
import type { Step } from './step.ts';
import { labelsAsMessages } from './version2/labels.ts';
import { mergePatchesAsOperations } from './version2/mergePatches.ts';
import { valuesAsFamily } from './version2/valueForms.ts';

export const toVersion2: Step = [mergePatchesAsOperations, valuesAsFamily, labelsAsMessages];
