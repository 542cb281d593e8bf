/**
 * What the parse benches count of the review flag (bench:parse-wide, bench:parse-external, bench:ocr): whether a
 * document with a wrong key field is flagged `needs_review` (caught) or not (silently wrong), or flagged with every
 * key field right (a false alarm); and, per confidence, how many values read at it were right (calibration).
 */
import { KEY_FIELDS, type KeyFieldName } from "../src/modules/parsing/confidence.ts";
import type { ParsedSds } from "../src/modules/parsing/types.ts";

export { KEY_FIELDS };

export type ReviewOutcome = "caught" | "silent" | "false alarm" | "right";

/** The key fields scored below 1 (among `fields`, those the truth sets) and what the document's flag made of them. */
export function reviewOutcome(scores: Partial<Record<string, number>>, parsed: ParsedSds, fields: readonly KeyFieldName[] = KEY_FIELDS): { outcome: ReviewOutcome; wrong: KeyFieldName[] } {
  const wrong = fields.filter((field) => (scores[field] ?? 1) < 1);
  const flagged = parsed.needs_review_reasons.length > 0;
  return { outcome: wrong.length > 0 ? (flagged ? "caught" : "silent") : flagged ? "false alarm" : "right", wrong };
}

/** Per group ("tune product_name", "not en  manufacturer" …), per confidence: values read, and right. */
export class Calibration {
  private readonly cells = new Map<string, Map<number, [number, number]>>();

  /** Counts the key fields' values (null or empty ones are not). */
  add(group: (field: KeyFieldName) => string, parsed: ParsedSds, scores: Partial<Record<string, number>>, fields: readonly KeyFieldName[] = KEY_FIELDS): void {
    for (const field of fields) {
      const confidence = parsed.evidence[field]?.confidence;
      const value = parsed[field];
      if (confidence === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
      const cells = this.cells.get(group(field)) ?? new Map<number, [number, number]>();
      const [read, right] = cells.get(confidence) ?? [0, 0];
      this.cells.set(group(field), cells.set(confidence, [read + 1, right + ((scores[field] ?? 0) >= 1 ? 1 : 0)]));
    }
  }

  /** One line per group: "confidence: right/read" for each confidence, lowest first. */
  lines(width: number): string[] {
    return [...this.cells].sort(([a], [b]) => a.localeCompare(b)).map(([group, cells]) =>
      `  ${group.padEnd(width)} ${[...cells].sort(([a], [b]) => a - b).map(([confidence, [read, right]]) => `${confidence}: ${right}/${read}`).join("  ")}`);
  }
}
