/**
 * bun scripts/review-hazards.ts [--cache DIR] [--only SUBSTRING] [--diff]
 *
 * For reading by a person: the signal word, H-codes, P-codes and revision date the parser finds (value, evidence
 * line, confidence) for every TUNE document of ../shared/corpus/sds and sds-wide — the labelled tune documents
 * (compared with their truth) and the unlabelled ones whose manifest sha256 puts them in tune (first hex digit
 * 7–f). Never a holdout document. `--diff` prints only labelled documents that differ from their truth.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseSds } from "../src/modules/parsing/parse-sds.ts";
import { loadConfig } from "../src/config.ts";
import { PdfReaderPool } from "../src/shared/pdf/pdf-reader-pool.ts";

const args = process.argv.slice(2);
const option = (name: string) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const cache = option("--cache");
const only = option("--only");
const diffOnly = args.includes("--diff");
const root = path.resolve(import.meta.dir, "../../shared/corpus");
const sets = [
  { corpus: "sds", truth: "test/fixtures/sds-truth", sha: "sha256_12" },
  { corpus: "sds-wide", truth: "test/fixtures/sds-truth-wide", sha: "sha256" },
];
type Truth = { split: string; signal_word: string | null; h_codes: string[]; p_codes: string[]; revision_date: string | null };
type Doc = { file: string; corpus: string; language: string; truth?: Truth };
const docs: Doc[] = [];
for (const set of sets) {
  const manifestPath = path.join(root, set.corpus, "manifest.tsv");
  if (!existsSync(manifestPath)) continue;
  const truthDir = path.resolve(import.meta.dir, "..", set.truth);
  const truths = new Map<string, Truth>();
  for (const f of readdirSync(truthDir).filter((f) => f.endsWith(".json"))) {
    const t = JSON.parse(readFileSync(path.join(truthDir, f), "utf8"));
    truths.set(t.file, t);
  }
  const [head, ...rows] = readFileSync(manifestPath, "utf8").trim().split("\n").map((l) => l.split("\t"));
  const col = (name: string) => head!.indexOf(name);
  for (const row of rows) {
    const file = row[col("file")]!;
    if (!file.endsWith(".pdf") || file.includes("/") || row[col("scanned")] === "yes") continue;
    const truth = truths.get(file);
    if (truth ? truth.split !== "tune" : /^[0-6]/.test(row[col(set.sha)]!)) continue;
    if (only && !file.includes(only)) continue;
    docs.push({ file, corpus: set.corpus, language: row[col("language")] ?? "", truth });
  }
}
if (cache) mkdirSync(cache, { recursive: true });
const pool = new PdfReaderPool({ ...loadConfig({}).pdf, readers: 1 }, { warn() {}, debug() {} });
const same = (a: string[], b: string[]) => [...a].sort().join(" ") === [...b].sort().join(" ");
for (const doc of docs) {
  const cached = cache && path.join(cache, `${doc.corpus}__${doc.file}.json`);
  let text;
  try {
    text = cached && existsSync(cached) ? JSON.parse(readFileSync(cached, "utf8")) : await pool.read({ path: path.join(root, doc.corpus, doc.file) });
  } catch (error) {
    console.log(`=== ${doc.corpus}/${doc.file}: not read (${(error as Error).message})\n`);
    continue;
  }
  if (cached && !existsSync(cached)) writeFileSync(cached, JSON.stringify(text));
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
