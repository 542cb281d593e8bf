/**
 * npm run bench:parse-wide
 *
 * Per-field accuracy of the parser on the hand-labelled documents of `../shared/corpus/sds-wide/` (truth in
 * test/fixtures/sds-truth-wide, never tuned on when `split` is holdout), by split and by language: English only,
 * and everything else (German, French, Spanish, Italian, Dutch, Portuguese, Polish, bilingual). This is issue 11's
 * measure; the documents are read through a PDF reader process as the appliance reads them.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import {
  confidentlyWrong,
  FIELD_NAMES,
  scoreDocument,
  summarize,
  type FieldName,
  type FieldScores,
  type SdsTruth,
} from "../src/modules/parsing/accuracy.ts";
import { parseSds } from "../src/modules/parsing/parse-sds.ts";
import { loadConfig } from "../src/config.ts";
import { PdfReaderPool } from "../src/shared/pdf/pdf-reader-pool.ts";

const CORPUS = path.resolve(import.meta.dir, "../../shared/corpus/sds-wide");
const TRUTH = path.resolve(import.meta.dir, "../test/fixtures/sds-truth-wide");
type WideTruth = SdsTruth & { language: string };

if (!statSync(CORPUS, { throwIfNoEntry: false })?.isDirectory()) {
  console.log(`No corpus at ${CORPUS}; nothing to measure.`);
  process.exit(0);
}
const truths = readdirSync(TRUTH).filter((f) => f.endsWith(".json")).map((f) => JSON.parse(readFileSync(path.join(TRUTH, f), "utf8")) as WideTruth);
const pool = new PdfReaderPool({ ...loadConfig({}).pdf, readers: 1 }, { warn() {}, debug() {} });
const groups: Record<string, FieldScores[]> = {};
const add = (key: string, score: FieldScores) => (groups[key] ??= []).push(score);
/** Per split: documents where a field was wrong with confidence above 0.9. */
const confidentMisses: Record<string, Partial<Record<FieldName, number>>> = { tune: {}, holdout: {} };
for (const truth of truths) {
  let score: FieldScores;
  try {
    const parsed = parseSds(await pool.read({ path: path.join(CORPUS, truth.file) }));
    score = scoreDocument(truth, parsed);
    for (const field of confidentlyWrong(score, parsed)) {
      const counts = confidentMisses[truth.split]!;
      counts[field] = (counts[field] ?? 0) + 1;
    }
  } catch (error) {
    console.log(`  ${truth.file}: not read (${(error as Error).message})`);
    score = Object.fromEntries(FIELD_NAMES.map((f) => [f, 0]));
  }
  const language = truth.language === "en" ? "en" : "non-en";
  add(`${truth.split}`, score);
  add(`${truth.split} ${language}`, score);
}
await pool.stop();

const columns = ["tune", "holdout", "holdout en", "holdout non-en", "tune en", "tune non-en"];
const width = 17;
const pct = (v: number) => (Number.isNaN(v) ? "-" : `${(v * 100).toFixed(0)}%`);
console.log(`Parse accuracy on ${truths.length} hand-labelled sds-wide documents (exact match; F1 for code and CAS sets)\n`);
console.log("last two columns: documents where the field was wrong with confidence > 0.9 (target ≤ 2%)\n");
console.log(
  `${"field".padEnd(18)}${columns.map((c) => `${c} (${groups[c]?.length ?? 0})`.padStart(width)).join("")}` +
    `${"wrong>0.9 tune".padStart(width)}${"wrong>0.9 hold".padStart(width)}`,
);
const summaries = Object.fromEntries(columns.map((c) => [c, summarize(groups[c] ?? [])]));
FIELD_NAMES.forEach((field, i) => {
  const wrong = (split: "tune" | "holdout") => {
    const n = summaries[split]![i]!.documents;
    const count = confidentMisses[split]![field] ?? 0;
    return n === 0 ? "-" : `${count} (${pct(count / n)})`;
  };
  console.log(
    `${field.padEnd(18)}${columns.map((c) => `${pct(summaries[c]![i]!.mean)} n=${summaries[c]![i]!.documents}`.padStart(width)).join("")}` +
      `${wrong("tune").padStart(width)}${wrong("holdout").padStart(width)}`,
  );
});
