/** What a synthetic sweep's cases share: their misses counted by class, for a failure a person can read. */
export type SweepOutcome = { language: string; layout: string; form: string; value: string | null; truth: string | null };

/** Misses as "language layout form" → count. */
export function missesByClass(results: readonly SweepOutcome[]): Record<string, number> {
  const misses: Record<string, number> = {};
  for (const result of results) {
    if (result.value === result.truth) continue;
    const key = `${result.language} ${result.layout} ${result.form}`;
    misses[key] = (misses[key] ?? 0) + 1;
  }
  return misses;
}
