/**
 * The kind of a field's miss, for counting misses in sum (bench:parse-wide `--miss-kinds`): what a held-out
 * document's misses are like can be known without naming the document.
 */
import { casNumbersOf, type FieldName, type SdsTruth } from "../src/modules/parsing/accuracy.ts";
import { normalizeCasNumber } from "../src/modules/parsing/composition.ts";
import type { ParsedSds } from "../src/modules/parsing/types.ts";

export type MissKind = "none found" | "a value where the truth has none" | "a different value" | "items missed" | "items extra" | "items missed and extra";

const SET_FIELDS: Partial<Record<FieldName, (parsed: ParsedSds) => string[]>> = {
  h_codes: (parsed) => parsed.h_codes,
  p_codes: (parsed) => parsed.p_codes,
  cas_numbers: casNumbersOf,
  sections: (parsed) => parsed.sections.map((section) => String(section.number)),
};

/** Why a field scored below 1: nothing read, something read where nothing is printed, another value, or (sets) which way the sets differ. */
export function missKind(field: FieldName, truth: SdsTruth, parsed: ParsedSds): MissKind {
  const setOf = SET_FIELDS[field];
  if (setOf) {
    const expected =
      field === "sections" ? truth.sections_present.map(String)
      : field === "cas_numbers" ? truth.cas_numbers.map((cas) => normalizeCasNumber(cas) ?? cas)
      : ((truth as Record<string, unknown>)[field] as string[]);
    const actual = new Set(setOf(parsed));
    const missed = expected.some((item) => !actual.has(item));
    const extra = field !== "sections" && [...actual].some((item) => !expected.includes(item));
    return missed && extra ? "items missed and extra" : missed ? "items missed" : "items extra";
  }
  const expected = (truth as Record<string, unknown>)[field] ?? null;
  const actual = (parsed as unknown as Record<string, unknown>)[field] ?? null;
  if (actual === null) return "none found";
  return expected === null ? "a value where the truth has none" : "a different value";
}
