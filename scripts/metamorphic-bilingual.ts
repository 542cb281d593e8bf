/**
 * The checks of `scripts/metamorphic-tune.ts --bilingual` (family B, test/helpers/metamorphic-bilingual.ts): each
 * bilingual variant of a tune sheet must read what the sheet read right (key and newer fields, codes, CAS numbers,
 * sections, each section once), its main language must be the first printed (checked where English is first) and a
 * second one the text holds must be reported.
 * Misses are counted by (form, languages, field); a wrong value above 0.9 is counted apart.
 */
import { scoreDocument } from "../src/modules/parsing/accuracy.ts";
import { parseSds } from "../src/modules/parsing/parse-sds.ts";
import type { ParsedSds } from "../src/modules/parsing/types.ts";
import { META_FIELDS, toPdfText, type MetaDoc } from "../test/helpers/metamorphic.ts";
import { NEW_FIELDS } from "../test/helpers/metamorphic-fields.ts";
import { bilingualVariants } from "../test/helpers/metamorphic-bilingual.ts";
import type { TuneDocument } from "./tune-documents.ts";
import type { PdfText } from "../src/shared/pdf/pdf-text.ts";

const FIELDS = [...META_FIELDS, "p_codes", "cas_numbers", "sections", ...NEW_FIELDS, "supplier_address"] as const;
const LISTS = new Set<string>(["sections", "p_codes", "cas_numbers", "h_codes"]);

type Checks = {
  doc: TuneDocument; text: PdfText; parsed: ParsedSds; meta: MetaDoc;
  tried: Map<string, number>; misses: Map<string, number>; confident: Map<string, number>; lines: string[];
};

const shown = (sds: ParsedSds, field: string) =>
  field === "sections" ? sds.sections.map((section) => section.number).join(",") : field === "cas_numbers" ? sds.composition.map((row) => row.cas_number).join(",") : JSON.stringify(sds[field as keyof ParsedSds]);

/** The language the parse reports second ("en (also fr)" in the language's evidence). */
const alsoOf = (sds: ParsedSds) => /\(also (\w+)\)/.exec(sds.evidence.document_language?.text ?? "")?.[1] ?? null;

export function bilingualChecks({ doc, parsed, meta, tried, misses, confident, lines }: Checks): void {
  const base = scoreDocument(doc.truth!, parsed);
  for (const variant of bilingualVariants(meta)) {
    const now = parseSds(toPdfText(meta, variant));
    const scores = scoreDocument(doc.truth!, now);
    const group = `${variant.form} ${variant.languages.join("/")}`;
    const count = (field: string, missed: boolean, detail: string, confidence?: number) => {
      const key = `${group} | ${field}`;
      tried.set(key, (tried.get(key) ?? 0) + 1);
      if (!missed) return;
      misses.set(key, (misses.get(key) ?? 0) + 1);
      if ((confidence ?? 0) > 0.9) confident.set(key, (confident.get(key) ?? 0) + 1);
      lines.push(`${variant.name} | ${field} | ${doc.corpus}/${doc.file} | ${detail} @${confidence ?? "-"}`);
    };
    for (const field of FIELDS) {
      if ((base[field] ?? 0) < 1) continue;
      const evidence = LISTS.has(field) ? undefined : now.evidence[field as keyof ParsedSds["evidence"]];
      count(field, (scores[field] ?? 0) < 1, `${shown(parsed, field)} -> ${shown(now, field)} | ${evidence?.text.slice(0, 100) ?? "-"}`, evidence?.confidence);
    }
    // A section counted twice (the second half's headings) is a section list the sheet does not have.
    const numbers = now.sections.map((section) => section.number);
    count("sections once", new Set(numbers).size < numbers.length, numbers.join(","));
    const [first] = variant.languages;
    const also = alsoOf(now);
    // Family L translates labels, titles and signal words, not the sentences: a variant whose first language is not
    // English is still mostly English text, so its main language is checked only where English comes first.
    if (first === "en") count("language", now.document_language !== first, `${now.document_language} (also ${also})`, now.evidence.document_language?.confidence);
    // The second language reported must be one the variant's text holds, beside the main one: the languages printed
    // and the sheet's own (all of a sheet already bilingual), whose sentences family L leaves as they are (a "fr/en" variant is English sentences with
    // French labels, so "en (also fr)" is right). Until session 21 it had to be a language printed after the first,
    // which counted 1,185 right readings as misses.
    const holds = new Set([...variant.languages, ...(doc.truth?.language ?? meta.language).split("+")]);
    count("language also", !also || also === now.document_language || !holds.has(also), `${now.document_language} (also ${also})`);
  }
}
