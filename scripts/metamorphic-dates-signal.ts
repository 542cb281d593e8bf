/**
 * The checks of `scripts/metamorphic-tune.ts --dates-signal [LANGS]` (the date and signal-word probe,
 * test/helpers/metamorphic-dates-signal.ts): each variant of a tune sheet must read the revision date or signal word
 * the sheet read right ("none" variants: no signal word; a word derived from the hazard codes where the variant prints
 * one is a miss, as the word was not read). Misses are counted by language and field, and by field and
 * form; a wrong value above 0.9 is counted apart.
 */
import { scoreDocument } from "../src/modules/parsing/accuracy.ts";
import { parseSds } from "../src/modules/parsing/parse-sds.ts";
import type { ParsedSds } from "../src/modules/parsing/types.ts";
import { toPdfText, type MetaDoc } from "../test/helpers/metamorphic.ts";
import { datesSignalVariants } from "../test/helpers/metamorphic-dates-signal.ts";
import type { TuneDocument } from "./tune-documents.ts";

type Checks = {
  doc: TuneDocument; parsed: ParsedSds; meta: MetaDoc; languages?: readonly string[];
  tried: Map<string, number>; misses: Map<string, number>; confident: Map<string, number>; lines: string[];
};

export function datesSignalChecks({ doc, parsed, meta, languages, tried, misses, confident, lines }: Checks): void {
  const base = scoreDocument(doc.truth!, parsed);
  for (const variant of datesSignalVariants(meta, languages)) {
    if ((base[variant.field] ?? 0) < 1) continue;
    const now = parseSds(toPdfText(meta, { name: variant.form, lines: variant.lines }));
    const value = now[variant.field];
    // Every variant that is not "none" prints its word: a word derived from the hazard codes (the 0.45 guess) is not read.
    const derived = now.evidence[variant.field]?.method === "derived";
    const right = variant.expectNone ? value === null : !derived && (scoreDocument(doc.truth!, now)[variant.field] ?? 0) >= 1;
    const confidence = now.evidence[variant.field]?.confidence ?? 0;
    for (const key of [`by language: ${variant.language} | ${variant.field}`, `by form: ${variant.field} | ${variant.form}`]) {
      tried.set(key, (tried.get(key) ?? 0) + 1);
      if (right) continue;
      misses.set(key, (misses.get(key) ?? 0) + 1);
      if (confidence > 0.9 && value !== null) confident.set(key, (confident.get(key) ?? 0) + 1);
    }
    if (!right) {
      lines.push(`${variant.language} | ${variant.field} | ${variant.form} | ${doc.corpus}/${doc.file} | ${JSON.stringify(parsed[variant.field])} -> ${JSON.stringify(value)} @${confidence} | ${now.evidence[variant.field]?.text.slice(0, 100) ?? "-"}`);
    }
  }
}
