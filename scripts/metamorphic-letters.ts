/**
 * The checks of `scripts/metamorphic-tune.ts --letters [LANGS]` (family X, test/helpers/metamorphic-letters.ts): each
 * English tune sheet's first wording in each language (family L), printed again without its language's own letters in
 * each form; a field the variant read right and the damaged print reads wrong is a miss, counted by form and field, and
 * by form and language; a wrong value above 0.9 is counted apart.
 */
import { normalizeCompany, normalizeName, scoreDocument } from "../src/modules/parsing/accuracy.ts";
import { parseSds } from "../src/modules/parsing/parse-sds.ts";
import type { ParsedSds } from "../src/modules/parsing/types.ts";
import { META_FIELDS, toPdfText, type MetaDoc } from "../test/helpers/metamorphic.ts";
import { languageVariants } from "../test/helpers/metamorphic-language.ts";
import { LETTER_FORMS, LIGATURE_FORMS, SPACE_FORMS, UNSHOWN_FORMS } from "../test/helpers/metamorphic-letters.ts";
import { NEW_FIELDS } from "../test/helpers/metamorphic-fields.ts";
import { hyphenatedLabelVariants } from "../test/helpers/metamorphic-hyphens.ts";
import type { TuneDocument } from "./tune-documents.ts";

type Checks = {
  doc: TuneDocument; meta: MetaDoc; languages: readonly string[];
  tried: Map<string, number>; misses: Map<string, number>; confident: Map<string, number>; lines: string[];
};

const FIELDS = [...META_FIELDS, "cas_numbers", "sections"] as const;

/** Each check once (the maps count it twice: by form or rewrite, and by language): the run's honest total. */
export const checked = { checks: 0, misses: 0 };

/** One check counted under its two keys; a wrong value above 0.9 apart; the miss's line kept. */
function tally(checks: Checks, keys: readonly [string, string], right: boolean, confidence: number, line: string): void {
  checked.checks++;
  if (!right) checked.misses++;
  for (const key of keys) {
    checks.tried.set(key, (checks.tried.get(key) ?? 0) + 1);
    if (right) continue;
    checks.misses.set(key, (checks.misses.get(key) ?? 0) + 1);
    if (confidence > 0.9) checks.confident.set(key, (checks.confident.get(key) ?? 0) + 1);
  }
  if (!right) checks.lines.push(line);
}

const shown = (sds: ParsedSds, field: string) =>
  field === "sections" ? sds.sections.map((section) => section.number).join(",") : field === "cas_numbers" ? sds.composition.map((row) => row.cas_number).join(",") : JSON.stringify(sds[field as keyof ParsedSds]);

/** Each English sheet's first wording in each language of family L. */
const firstWordings = (meta: MetaDoc, languages: readonly string[]) =>
  languageVariants(meta, languages).filter((variant) => variant.name.endsWith(" 1")).map((variant) => ({ language: variant.name.split(" ")[1]!, lines: variant.lines }));

/**
 * One sheet printed again in each form: a field the sheet read right and the print reads wrong is a miss. `asPrinted`:
 * fields whose value may hold the form's damage itself (a name's own ligature), right when the print reads the right
 * value as damaged.
 */
function formChecks(
  checks: Checks, sheet: { language: string; lines: MetaDoc["lines"] }, forms: ReadonlyArray<readonly [string, (text: string) => string]>,
  fields: readonly string[], asPrinted: Partial<Record<string, (text: string) => string>> = {},
): void {
  const { doc, meta } = checks;
  const printed = parseSds(toPdfText(meta, { name: "printed", lines: sheet.lines }));
  const base = scoreDocument(doc.truth!, printed) as Record<string, number | undefined>;
  for (const [form, rewrite] of forms) {
    const now = parseSds(toPdfText(meta, { name: form, lines: sheet.lines.map((line) => ({ ...line, text: rewrite(line.text) })) }));
    const scores = scoreDocument(doc.truth!, now) as Record<string, number | undefined>;
    for (const field of fields) {
      if ((base[field] ?? 0) < 1) continue;
      const normal = asPrinted[field];
      const was = normal ? (printed[field as keyof ParsedSds] as string | null) : null;
      const is = normal ? (now[field as keyof ParsedSds] as string | null) : null;
      const right = (scores[field] ?? 0) >= 1 || (normal !== undefined && was !== null && is !== null && normal(rewrite(was)) === normal(is));
      const evidence = field === "sections" || field === "cas_numbers" ? undefined : now.evidence[field as keyof ParsedSds["evidence"]];
      tally(checks, [`by form: ${form} | ${field}`, `by language: ${form} | ${sheet.language}`], right, evidence?.confidence ?? 0,
        `${form} | ${sheet.language} | ${field} | ${doc.corpus}/${doc.file} | ${shown(printed, field)} -> ${shown(now, field)} @${evidence?.confidence ?? "-"} | ${evidence?.text.slice(0, 100) ?? "-"}`);
    }
  }
}

export function lettersChecks(checks: Checks): void {
  for (const sheet of firstWordings(checks.meta, checks.languages)) {
    // German spelled out in ASCII is German's own habit.
    formChecks(checks, sheet, Object.entries(LETTER_FORMS).filter(([form]) => form !== "spelled" || sheet.language === "de"), FIELDS);
  }
}

/**
 * `--hyphens [LANGS]`: each English tune sheet and its first wording in each language, with a field's label broken at a
 * syllable (H1, test/helpers/metamorphic-hyphens.ts); the field the variant read right must still be read.
 */
export function hyphenChecks(checks: Checks): void {
  const { doc, meta, languages } = checks;
  for (const sheet of [{ language: "en", lines: meta.lines }, ...firstWordings(meta, languages)]) {
    const printed = parseSds(toPdfText(meta, { name: "printed", lines: sheet.lines }));
    const base = scoreDocument(doc.truth!, printed);
    const asPrinted: MetaDoc = { ...meta, lines: sheet.lines, parsed: printed, language: sheet.language };
    for (const variant of hyphenatedLabelVariants(asPrinted)) {
      const now = parseSds(toPdfText(meta, variant));
      const scores = scoreDocument(doc.truth!, now);
      for (const field of META_FIELDS) {
        if (variant.skip?.includes(field) || (base[field] ?? 0) < 1) continue;
        const confidence = now.evidence[field]?.confidence ?? 0;
        tally(checks, [`by rewrite: ${variant.name.replace(/ (product_name|manufacturer|revision_date|signal_word)/, "")} | ${field}`, `by language: ${sheet.language}`], (scores[field] ?? 0) >= 1, confidence,
          `${variant.name} | ${sheet.language} | ${doc.corpus}/${doc.file} | ${shown(printed, field)} -> ${shown(now, field)} @${confidence} | ${now.evidence[field]?.text.slice(0, 100) ?? "-"}`);
      }
    }
  }
}

const LIGATURE_FIELDS = [...FIELDS, ...NEW_FIELDS, "supplier_address"] as const;
/** Fields whose value may hold a ligature of its own: what the damaged print reads is right as printed. */
const AS_PRINTED: Partial<Record<(typeof LIGATURE_FIELDS)[number], (text: string) => string>> = {
  product_name: normalizeName, manufacturer: normalizeCompany, supplier_address: normalizeName, recommended_use: normalizeName,
};
/** `--spaces`: a value whose own words ran together is right when its letters are the right value's. */
const lettersOnly = (text: string) => text.replace(/[^\p{L}\d]/gu, "").toLowerCase();
const WITHOUT_SPACES = Object.fromEntries(Object.keys(AS_PRINTED).map((field) => [field, lettersOnly]));
/**
 * `--ligatures [LANGS]`: every tune sheet, and each English one's first wording in each language, printed again without
 * its f-ligatures (LIGATURE_FORMS); the key and newer fields, CAS numbers and sections the sheet read right must still be
 * read. A value whose own words held a ligature counts as read when it is the right value as the damaged layer prints it.
 * `--unshown [LANGS]`: the same sheets with the characters a layer holds unshown (UNSHOWN_FORMS), every value as the
 * page shows it. `--spaces [LANGS]`: the same sheets with a cell's words run together (SPACE_FORMS); a name, address or
 * use whose own words ran together counts as read when its letters are the right value's.
 */
export function ligatureChecks(checks: Checks & { language: string; forms: "ligatures" | "unshown" | "spaces" }): void {
  const { meta, languages, language } = checks;
  const sheets = [{ language, lines: meta.lines }, ...(language.startsWith("en") ? firstWordings(meta, languages) : [])];
  const forms = { ligatures: LIGATURE_FORMS, unshown: UNSHOWN_FORMS, spaces: SPACE_FORMS }[checks.forms];
  const asPrinted = checks.forms === "unshown" ? {} : checks.forms === "spaces" ? WITHOUT_SPACES : AS_PRINTED;
  for (const sheet of sheets) formChecks(checks, sheet, Object.entries(forms), LIGATURE_FIELDS, asPrinted);
}
