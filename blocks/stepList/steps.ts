/** What the list shows: runs of plain steps, and named groups of steps, in the order given. */
export type Section = { kind: 'steps'; steps: string[] } | { kind: 'group'; name: string; steps: string[] };

function asText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/** A group's steps: a list, or one text with a step a line (some servers send that). */
function stepsOf(list: unknown): string[] {
  const items = Array.isArray(list) ? list : typeof list === 'string' ? list.split(/\r?\n/) : [];
  return items.map(asText).filter((step) => step !== '');
}

/**
 * Strings become steps (next to each other, one list); objects become groups named by nameKey
 * with their steps under listKey. Blank steps and groups with neither name nor steps are dropped.
 */
export function readSteps(steps: unknown, nameKey: string, listKey: string): Section[] {
  if (!Array.isArray(steps)) return [];
  const sections: Section[] = [];
  for (const item of steps as unknown[]) {
    if (item !== null && typeof item === 'object') {
      const record = item as Record<string, unknown>;
      const group = { kind: 'group' as const, name: asText(record[nameKey]), steps: stepsOf(record[listKey]) };
      if (group.name !== '' || group.steps.length > 0) sections.push(group);
      continue;
    }
    const step = asText(item);
    if (step === '') continue;
    const last = sections.at(-1);
    if (last?.kind === 'steps') last.steps.push(step);
    else sections.push({ kind: 'steps', steps: [step] });
  }
  return sections;
}

/** Steps whose text already starts "1." or "2)" would be numbered twice: the list then shows no numbers of its own. */
export function numberedByText(steps: readonly string[]): boolean {
  return steps.length > 0 && steps.every((step) => /^\d+\s*[.)、]/.test(step));
}
