/**
 * bun scripts/review-hazards.ts [--cache DIR] [--only SUBSTRING] [--diff]
 *
 * For reading by a person: the signal word, H-codes, P-codes and revision date the parser finds (value, evidence
 * line, confidence) for every TUNE document of ../shared/corpus/sds and sds-wide — the labelled tune documents
 * (compared with their truth) and the unlabelled ones whose manifest sha256 puts them in tune (first hex digit
 * 7–f). Never a holdout document. `--diff` prints only labelled documents that differ from their truth.
 */
import { parseSds } from "../src/modules/parsing/parse-sds.ts";
import { loadConfig } from "../src/config.ts";
import { readText, tuneDocuments } from "./tune-documents.ts";
import { PdfReaderPool } from "../src/shared/pdf/pdf-reader-pool.ts";

const args = process.argv.slice(2);
const option = (name: string) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const cache = option("--cache");
const only = option("--only");
const diffOnly = args.includes("--diff");
const docs = tuneDocuments().filter((doc) => !only || doc.file.includes(only));
const pool = new PdfReaderPool({ ...loadConfig({}).pdf, readers: 1 }, { warn() {}, debug() {} });
const same = (a: string[], b: string[]) => [...a].sort().join(" ") === [...b].sort().join(" ");
for (const doc of docs) {
  let text;
  try {
    text = await readText(pool, doc, cache);
  } catch (error) {
    console.log(`=== ${doc.corpus}/${doc.file}: not read (${(error as Error).message})\n`);
    continue;
  }
  if (!text.hasTextLayer) continue;
  const parsed = parseSds(text);
  const ev = parsed.evidence;
  const t = doc.truth;
  const marks = t && {
    signal: (parsed.signal_word ?? null) === t.signal_word ? "" : `  [TRUTH: ${t.signal_word}]`,
    h: same(parsed.h_codes, t.h_codes) ? "" : `  [TRUTH: ${t.h_codes.join(" ")}]`,
    p: same(parsed.p_codes, t.p_codes) ? "" : `  [TRUTH: ${t.p_codes.join(" ")}]`,
    date: parsed.revision_date === t.revision_date ? "" : `  [TRUTH: ${t.revision_date}]`,
  };
  if (diffOnly && (!marks || Object.values(marks).every((m) => m === ""))) continue;
  const show = (name: string, value: unknown, field: string, mark = "") => {
    const e = (ev as Record<string, { confidence: number; text: string; page: number | null } | undefined>)[field];
    console.log(`${name.padEnd(7)}${JSON.stringify(value)} conf=${e?.confidence ?? "-"} p=${e?.page ?? "-"} ev=${JSON.stringify(e?.text?.slice(0, 110) ?? null)}${mark}`);
  };
  console.log(`=== ${doc.corpus}/${doc.file} (${t ? "tune, labelled" : "unlabelled"}; ${doc.language}/${parsed.document_language})`);
  show("SIGNAL", parsed.signal_word, "signal_word", marks?.signal);
  show("H", parsed.h_codes.join(" "), "h_codes", marks?.h);
  show("P", parsed.p_codes.join(" "), "p_codes", marks?.p);
  show("DATE", parsed.revision_date, "revision_date", marks?.date);
  console.log(`SECT   ${parsed.sections.map((s) => s.number).join(",")}  review: ${parsed.needs_review_reasons.join(" | ")}`);
  console.log("");
}
await pool.stop();
