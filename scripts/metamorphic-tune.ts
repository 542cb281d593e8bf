/**
 * bun scripts/metamorphic-tune.ts [--cache DIR] [--only LANG|nonen] [--quiet] [--counts] [--new-fields]
 *
 * Metamorphic check on the REAL tune documents (labelled, split "tune"; never a holdout document): each document's
 * text is rewritten the way another template of the same sheet would print it (test/helpers/metamorphic.ts) and the
 * parser must still read what it read right before. A field right on the document and wrong on a variant is a miss;
 * misses are counted by (transformation, field) and printed with the document and the evidence line.
 * `--new-fields` checks the newer fields instead (telephones, use, state, flash point; test/helpers/metamorphic-fields.ts).
 * `--templates` runs only the rewrites modelled on other generators' layouts (test/helpers/metamorphic-templates.ts).
 * `--spacing` runs only the stray-space rewrites (test/helpers/metamorphic-spacing.ts) and checks key and new fields and sections.
 * `--ocr` runs only the rewrites of tesseract's misreadings (family O, test/helpers/metamorphic-ocr.ts), checking the same fields.
 * `--languages [de,fr,…]` rewrites the ENGLISH sheets in the other seven languages (family L, test/helpers/metamorphic-language.ts),
 * checks the key fields, codes, CAS numbers and sections, and counts misses by language and field and those wrong at > 0.9;
 * with `--new-fields` it checks the newer fields instead (telephones, address, use, state, flash point). With `--non-english`
 * it rewrites the NON-English sheets (of the seven languages) into English and the other six instead
 * (test/helpers/metamorphic-language-reverse.ts).
 * `--bilingual` prints each English sheet in two or three languages (family B, test/helpers/metamorphic-bilingual.ts: labels joined,
 * alternate lines, side by side, two halves) and checks the key and newer fields, codes, CAS numbers, sections and the
 * document's language (the first; the second reported); with `--non-english` the non-English sheets with English second.
 * With `--composed` the older rewrites (T1–T15, M1–M10) then run on each sheet's first language variant: English
 * layouts, rewritten as another template would print them, in the other languages; with `--ocr` family O's misreadings
 * do, each read as a scan.
 * `--dates-signal [de,fr,…]` rewrites the ENGLISH sheets into family L's languages (all 21 by default) and prints their
 * revision date and signal word in the forms European sheets print them (test/helpers/metamorphic-dates-signal.ts);
 * misses are counted by language and field and by form, and those wrong at > 0.9 (scripts/metamorphic-dates-signal.ts).
 * `--letters [de,fr,…]` prints the ENGLISH sheets' first wording in family L's languages (issue 11's seven besides
 * English by default) again without the language's own letters: dropped, "?", U+FFFD, accents off, German spelled out, UTF-8 as
 * Windows-1252 (family X, test/helpers/metamorphic-letters.ts; scripts/metamorphic-letters.ts); misses by form and field
 * and by form and language. `--hyphens [de,fr,…]`: the English sheets and the same variants with a field's label broken at
 * a syllable by its cell ("Herstel-" / "ler: X"; rewrite H1, test/helpers/metamorphic-hyphens.ts). `--ligatures [de,fr,…]`:
 * every tune sheet, and the English ones' variants, printed without their f-ligatures ("Identi cation", "Identication");
 * `--unshown [de,fr,…]`: the same sheets with every hyphen written U+00AD, zero-width characters inside words, or
 * look-alike colons and apostrophes (U+2236, U+02BC);
 * `--spaces [de,fr,…]`: the same sheets with the spaces between a cell's words lost, in lines that hold an apostrophe (as a
 * corpus sheet prints them) or in every line (glued-words.ts).
 * Texts come from the reader's cache (`--cache`, as scripts/parse-diff.ts keeps it) or the reader.
 */
import { scoreDocument } from "../src/modules/parsing/accuracy.ts";
import { parseSds } from "../src/modules/parsing/parse-sds.ts";
import type { ParsedSds } from "../src/modules/parsing/types.ts";
import { loadConfig } from "../src/config.ts";
import { PdfReaderPool } from "../src/shared/pdf/pdf-reader-pool.ts";
import { META_FIELDS, metaDoc, type MetaField, toPdfText, TRANSFORMATIONS } from "../test/helpers/metamorphic.ts";
import { FIELD_TRANSFORMATIONS, NEW_FIELDS } from "../test/helpers/metamorphic-fields.ts";
import { LAYOUT_TRANSFORMATIONS } from "../test/helpers/metamorphic-layouts.ts";
import { spacingVariants } from "../test/helpers/metamorphic-spacing.ts";
import { ocrVariants, readAsScan } from "../test/helpers/metamorphic-ocr.ts";
import { TEMPLATE_TRANSFORMATIONS } from "../test/helpers/metamorphic-templates.ts";
import { languageVariants } from "../test/helpers/metamorphic-language.ts";
import { LANGUAGE_WORDS, LANGUAGES } from "../test/helpers/metamorphic-language-words.ts";
import { reverseVariants } from "../test/helpers/metamorphic-language-reverse.ts";
import { bilingualChecks } from "./metamorphic-bilingual.ts";
import { datesSignalChecks } from "./metamorphic-dates-signal.ts";
import { checked, hyphenChecks, lettersChecks, ligatureChecks } from "./metamorphic-letters.ts";
import { readText, tuneDocuments, type TuneDocument } from "./tune-documents.ts";

const args = process.argv.slice(2);
const option = (name: string) => { const at = args.indexOf(name); return at >= 0 ? args[at + 1] : undefined; };
const cache = option("--cache");
const only = option("--only");
const quiet = args.includes("--quiet");
const newFields = args.includes("--new-fields");
const spacing = args.includes("--spacing");
const ocr = args.includes("--ocr");
// `--ocr`: each variant goes through the OCR job's repairs as a scan's pages do; `--ocr-layer`: read as a text layer (a
// scanner's own OCR layer), with no repairs.
const ocrLayer = args.includes("--ocr-layer");
const templates = args.includes("--templates");
const SPACING_FIELDS = [...META_FIELDS, ...NEW_FIELDS, "supplier_address", "sections"] as const;
const bilingual = args.includes("--bilingual");
const datesSignal = args.includes("--dates-signal") ? (option("--dates-signal")?.startsWith("--") === false ? option("--dates-signal")!.split(",") : undefined) : null;
const letterFlag = args.includes("--letters") ? "--letters" : args.includes("--hyphens") ? "--hyphens" : args.includes("--ligatures") ? "--ligatures" : args.includes("--unshown") ? "--unshown" : args.includes("--spaces") ? "--spaces" : null;
const letters = letterFlag ? (option(letterFlag)?.startsWith("--") === false ? option(letterFlag)!.split(",") : ["de", "fr", "es", "it", "nl", "pt", "pl"]) : null;
// `--ligatures` and `--unshown` read every tune sheet as printed too, not only the English ones' variants.
const everySheet = letterFlag === "--ligatures" || letterFlag === "--unshown" || letterFlag === "--spaces";
const languages = everySheet ? null : bilingual || datesSignal !== null || letters !== null ? [] : args.includes("--languages") ? (option("--languages")?.startsWith("--") === false ? option("--languages")!.split(",") : LANGUAGES) : null;
const composed = args.includes("--composed");
const nonEnglish = args.includes("--non-english");
const LANGUAGE_FIELDS = newFields ? ([...NEW_FIELDS, "supplier_address"] as const) : ([...META_FIELDS, "p_codes", "cas_numbers", "sections"] as const);
const confident = new Map<string, number>();

/** The truth's language, else the manifest's; the older set's truths have none and are English sheets. */
function languageOf(doc: TuneDocument): string {
  return doc.truth?.language ?? (doc.language || "en");
}

const documents = tuneDocuments()
  .filter((doc) => doc.truth?.split === "tune" && !doc.truth.needs_ocr)
  .filter((doc) => !languages || (nonEnglish ? Boolean(LANGUAGE_WORDS[languageOf(doc)]) : languageOf(doc).startsWith("en")))
  .filter((doc) => !only || (only === "nonen" ? !languageOf(doc).startsWith("en") : languageOf(doc).startsWith(only)))
  // The non-English sheets first: the misses this looks for are theirs.
  .sort((a, b) => Number(languageOf(a).startsWith("en")) - Number(languageOf(b).startsWith("en")));

const pool = new PdfReaderPool({ ...loadConfig({}).pdf, readers: 1 }, { warn() {}, debug() {} });
const misses = new Map<string, number>();
const tried = new Map<string, number>();
const lines: string[] = [];
for (const doc of documents) {
  const text = await readText(pool, doc, cache);
  const parsed = parseSds(text);
  const base = scoreDocument(doc.truth!, parsed);
  const meta = metaDoc(text, languageOf(doc), parsed, doc.truth!.revision_date);
  if (newFields && !languages) {
    for (const transform of FIELD_TRANSFORMATIONS) {
      for (const variant of transform(meta)) {
        const field = variant.field;
        if ((base[field] ?? 0) < 1) continue;
        const now = parseSds(toPdfText(meta, variant));
        const key = `${variant.name} | ${field}`;
        tried.set(key, (tried.get(key) ?? 0) + 1);
        if ((scoreDocument(doc.truth!, now)[field] ?? 0) >= 1) continue;
        misses.set(key, (misses.get(key) ?? 0) + 1);
        lines.push(`${key} | ${doc.corpus}/${doc.file} (${meta.language}) | ${JSON.stringify(parsed[field])} -> ${JSON.stringify(now[field])} | evidence: ${parsed.evidence[field]?.text.slice(0, 100) ?? "-"}`);
      }
    }
    continue;
  }
  if (letters !== null) {
    const checks = { doc, meta, languages: letters, tried, misses, confident, lines };
    if (everySheet) ligatureChecks({ ...checks, language: languageOf(doc), forms: letterFlag.slice(2) as "ligatures" | "unshown" | "spaces" });
    else (letterFlag === "--hyphens" ? hyphenChecks : lettersChecks)(checks);
    continue;
  }
  if (datesSignal !== null) {
    datesSignalChecks({ doc, parsed, meta, languages: datesSignal, tried, misses, confident, lines });
    continue;
  }
  if (bilingual) {
    bilingualChecks({ doc, text, parsed, meta, tried, misses, confident, lines });
    continue;
  }
  if (languages) {
    const variants = nonEnglish ? reverseVariants(meta, ["en", ...languages]) : languageVariants(meta, languages);
    for (const variant of variants) {
      if (composed || ocr) {
        // The older rewrites or family O's misreadings on each language's first wording.
        if (variant.name.endsWith(" 1")) rewrittenChecks(doc, variant.name.split(" ")[1]!, toPdfText(meta, variant));
        continue;
      }
      const now = parseSds(toPdfText(meta, variant));
      const scores = scoreDocument(doc.truth!, now);
      const language = variant.name.split(" ")[1]!;
      for (const field of LANGUAGE_FIELDS) {
        if ((base[field] ?? 0) < 1) continue;
        const key = `${language} | ${field}`;
        tried.set(key, (tried.get(key) ?? 0) + 1);
        if ((scores[field] ?? 0) >= 1) continue;
        misses.set(key, (misses.get(key) ?? 0) + 1);
        const evidence = field === "sections" || field === "p_codes" || field === "cas_numbers" ? undefined : now.evidence[field];
        if ((evidence?.confidence ?? 0) > 0.9) confident.set(key, (confident.get(key) ?? 0) + 1);
        const shown = (sds: typeof parsed) =>
          field === "sections" ? sds.sections.map((section) => section.number).join(",") : field === "cas_numbers" ? sds.composition.map((row) => row.cas_number).join(",") : JSON.stringify(sds[field]);
        lines.push(`${variant.name} | ${field} | ${doc.corpus}/${doc.file} | ${shown(parsed)} -> ${shown(now)} @${evidence?.confidence ?? "-"} | ${evidence?.text.slice(0, 100) ?? "-"}`);
      }
    }
    continue;
  }
  const transforms = spacing ? [spacingVariants] : ocr || ocrLayer ? [ocrVariants] : templates ? TEMPLATE_TRANSFORMATIONS : [...TRANSFORMATIONS, ...LAYOUT_TRANSFORMATIONS];
  const read = (variant: { name: string; lines: typeof meta.lines }) => parseSds(ocr ? readAsScan(toPdfText(meta, variant)) : toPdfText(meta, variant));
  // Read as a scan, the sheet as printed is the base: a variant's miss is what its misreading costs, not the OCR repairs'.
  const variantBase = ocr ? scoreDocument(doc.truth!, read({ name: "as printed", lines: meta.lines })) : base;
  for (const transform of transforms) {
    for (const variant of transform(meta)) {
      const now = read(variant);
      const scores = scoreDocument(doc.truth!, now);
      for (const field of spacing || ocr || ocrLayer ? SPACING_FIELDS : META_FIELDS) {
        if (variant.skip?.includes(field as MetaField) || (variantBase[field] ?? 0) < 1) continue;
        const key = `${variant.name} | ${field}`;
        tried.set(key, (tried.get(key) ?? 0) + 1);
        if ((scores[field] ?? 0) >= 1) continue;
        misses.set(key, (misses.get(key) ?? 0) + 1);
        const evidence = field === "sections" ? undefined : parsed.evidence[field];
        // The variant's confidence: a wrong value above 0.9 is worse than none.
        const confidence = field === "sections" ? undefined : now.evidence[field]?.confidence;
        const shown = (sds: typeof parsed) => (field === "sections" ? sds.sections.map((section) => section.number).join(",") : JSON.stringify(sds[field]));
        lines.push(`${key} | ${doc.corpus}/${doc.file} (${meta.language}) | ${shown(parsed)} -> ${shown(now)} @${confidence ?? "-"} | evidence: ${evidence?.text.slice(0, 100) ?? "-"}`);
      }
    }
  }
}
/**
 * The older rewrites (`--composed`: T1–T15, M1–M10, layouts, templates) or family O's misreadings (`--ocr`, each read as
 * a scan, the base too) on a language variant: a field right on the variant and wrong on its rewrite is a miss.
 */
function rewrittenChecks(doc: TuneDocument, language: string, text: ReturnType<typeof toPdfText>): void {
  const read = (variant: ReturnType<typeof toPdfText>) => parseSds(ocr ? readAsScan(variant) : variant);
  const parsed = read(text);
  const base = scoreDocument(doc.truth!, parsed);
  // A reverse variant's name says "de>en": the variant is in the language after the arrow.
  const meta = metaDoc(text, language.split(">").pop()!, parsed, doc.truth!.revision_date);
  const variants = ocr ? ocrVariants(meta) : [...TRANSFORMATIONS, ...LAYOUT_TRANSFORMATIONS, ...TEMPLATE_TRANSFORMATIONS].flatMap((transform) => transform(meta));
  const fields: readonly (MetaField | "sections")[] = ocr ? [...META_FIELDS, "sections"] : META_FIELDS;
  const shown = (sds: ParsedSds, field: MetaField | "sections") =>
    field === "sections" ? sds.sections.map((section) => section.number).join(",") : JSON.stringify(sds[field]);
  for (const variant of variants) {
    const now = read(toPdfText(meta, variant));
    const scores = scoreDocument(doc.truth!, now);
    for (const field of fields) {
      if (variant.skip?.includes(field as MetaField) || (base[field] ?? 0) < 1) continue;
      const key = `${language} ${variant.name} | ${field}`;
      tried.set(key, (tried.get(key) ?? 0) + 1);
      if ((scores[field] ?? 0) >= 1) continue;
      misses.set(key, (misses.get(key) ?? 0) + 1);
      const confidence = field === "sections" ? undefined : now.evidence[field]?.confidence;
      if ((confidence ?? 0) > 0.9) confident.set(key, (confident.get(key) ?? 0) + 1);
      const evidence = field === "sections" ? undefined : parsed.evidence[field]?.text.slice(0, 100);
      lines.push(`${key} | ${doc.corpus}/${doc.file} | ${shown(parsed, field)} -> ${shown(now, field)} @${confidence ?? "-"} | evidence: ${evidence ?? "-"}`);
    }
  }
}

await pool.stop();
if (!quiet) for (const line of lines) console.log(line);
console.log(`\n${documents.length} tune documents; misses by (transformation | field), of the variants tried where the field was right:`);
for (const key of [...tried.keys()].sort()) if (misses.get(key) || args.includes("--counts")) console.log(`  ${key}: ${misses.get(key) ?? 0} / ${tried.get(key)}`);
if (confident.size) console.log(`wrong with confidence > 0.9: ${[...confident].map(([key, n]) => `${key}: ${n}`).join("; ")}`);
const total = [...misses.values()].reduce((sum, n) => sum + n, 0);
console.log(`total misses: ${total} of ${[...tried.values()].reduce((sum, n) => sum + n, 0)} checks`);
// --letters, --hyphens, --ligatures and --unshown count each check under two keys; the total above counts it twice.
if (letters !== null) console.log(`each check once: ${checked.misses} misses of ${checked.checks} checks`);
