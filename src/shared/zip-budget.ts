/**
 * How much one archive may unpack to, in total. The per-entry ratio rule (zip-entry.ts) lets small
 * entries through, so many of them (200 × 1 MB from 220 KB) amplify an upload all the same. PDFs
 * barely compress (a real SDS binder unpacks to ~1.15× its size, the most compressible SDS seen
 * ~3.5×), so an archive is allowed `maxExpansion` times its own size, and never more than
 * `maxUnpackedBytes`.
 */
export interface UnpackLimit {
  bytes: number;
  /** Which rule sets the limit, said in words a person understands. */
  rule: string;
}

export function unpackLimit(input: { archiveBytes: number; maxExpansion: number; maxUnpackedBytes: number }): UnpackLimit {
  const relative = input.maxExpansion * input.archiveBytes;
  if (relative < input.maxUnpackedBytes) {
    return { bytes: relative, rule: `at most ${input.maxExpansion} times the archive's size (${formatBytes(relative)}) is allowed (MAX_ZIP_EXPANSION)` };
  }
  return { bytes: input.maxUnpackedBytes, rule: `at most ${formatBytes(input.maxUnpackedBytes)} (MAX_ZIP_UNPACKED_BYTES) is allowed` };
}

/** The archive as a whole passed its limit: the job fails (no retry), nothing more is unpacked. */
export class ZipBudgetError extends Error {}

/** What the directory promises, checked before anything is unpacked. */
export function declaredOverLimit(declaredBytes: number, archiveBytes: number, limit: UnpackLimit): string | null {
  if (declaredBytes <= limit.bytes) return null;
  return `The archive would unpack to ${formatBytes(declaredBytes)} of PDFs from a ${formatBytes(archiveBytes)} file; ${limit.rule}. `
    + "It looks like a zip bomb and was not unpacked.";
}

/**
 * Real inflated bytes, counted as they come for every entry of one archive (the directory's
 * sizes are checked first, but only the bytes themselves are proof).
 */
export class UnpackBudget {
  constructor(private readonly limit: UnpackLimit, private used = 0) {}

  take(bytes: number): void {
    this.used += bytes;
    if (this.used > this.limit.bytes) {
      throw new ZipBudgetError(`The archive unpacks to more than ${formatBytes(this.limit.bytes)} of PDFs; ${this.limit.rule}. `
        + "It looks like a zip bomb; unpacking was stopped and nothing more was kept.");
    }
  }
}

/** 1536 → "2 KB", 2_700_000 → "2.6 MB" (binary units, as file managers show them). */
export function formatBytes(n: number): string {
  const units = ["bytes", "KB", "MB", "GB", "TB"];
  let value = n;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${n} bytes`;
  const shown = unit === 1 ? Math.round(value).toString() : (Math.round(value * 10) / 10).toString();
  return `${shown} ${units[unit]}`;
}
