/**
 * "Did you mean": the known name nearest to the one written, by edit distance (Damerau's: a swap
 * of two neighbouring letters is one edit, as in "staus"), when it is near enough to be what was
 * meant: at most one edit in every three letters (one for a short name), case ignored.
 */

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The known name nearest to `written`, or undefined when none is near enough (or it is itself known). */
export function didYouMean(written: string, known: Iterable<string>): string | undefined {
  const names = [...new Set(known)];
  if (names.includes(written)) return undefined;
  const lower = written.toLowerCase();
  const limit = Math.max(1, Math.floor(written.length / 3));
  let best: { name: string; distance: number } | undefined;
  for (const name of names) {
    const distance = editDistance(lower, name.toLowerCase());
    if (distance <= limit && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}
