/**
 * The documents a person may study while tuning the parser, shared by the review scripts: every labelled tune
 * document of both truth folders (a file names its own corpus where it has one), and the unlabelled corpus
 * documents whose manifest sha256 puts them in tune (first hex digit 7–f, as the truth files are split). Never a
 * holdout document; scans and pesticide labels (a sub-folder) are left out.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { SdsTruth } from "../src/modules/parsing/accuracy.ts";
import type { PdfReaderPool } from "../src/shared/pdf/pdf-reader-pool.ts";
import type { PdfText } from "../src/shared/pdf/pdf-text.ts";

export const CORPORA = path.resolve(import.meta.dir, "../../shared/corpus");
const SETS = [
  { corpus: "sds", truth: "sds-truth", sha: "sha256_12" },
  { corpus: "sds-wide", truth: "sds-truth-wide", sha: "sha256" },
];

export type TuneDocument = { file: string; corpus: string; language: string; truth?: SdsTruth };

/** Every PDF of both corpora, labelled or not, tune or held out, in name order (what parse-diff and reader-diff read). */
export function corpusDocuments(): TuneDocument[] {
  return SETS.flatMap(({ corpus }) =>
    readdirSync(path.join(CORPORA, corpus)).filter((file) => file.endsWith(".pdf")).sort().map((file) => ({ corpus, file, language: "" })),
  );
}

export function tuneDocuments(): TuneDocument[] {
  const truths = new Map<string, SdsTruth>();
  for (const set of SETS) {
    const folder = path.resolve(import.meta.dir, "../test/fixtures", set.truth);
    for (const f of readdirSync(folder).filter((name) => name.endsWith(".json"))) {
      const truth = JSON.parse(readFileSync(path.join(folder, f), "utf8")) as SdsTruth & { corpus?: string };
      truths.set(`${truth.corpus ?? set.corpus}/${truth.file}`, truth);
    }
  }
  const docs: TuneDocument[] = [];
  for (const set of SETS) {
    const manifestPath = path.join(CORPORA, set.corpus, "manifest.tsv");
    if (!existsSync(manifestPath)) continue;
    const [head, ...rows] = readFileSync(manifestPath, "utf8").trim().split("\n").map((line) => line.split("\t"));
    const col = (name: string) => head!.indexOf(name);
    for (const row of rows) {
      const file = row[col("file")]!;
      if (!file.endsWith(".pdf") || file.includes("/") || row[col("scanned")] === "yes") continue;
      const truth = truths.get(`${set.corpus}/${file}`);
      if (truth ? truth.split !== "tune" : /^[0-6]/.test(row[col(set.sha)]!)) continue;
      docs.push({ file, corpus: set.corpus, language: row[col("language")] ?? truth?.language ?? "", truth });
    }
  }
  return docs;
}

/** A document's text through the reader, kept as JSON in `cache` (when given) so that a second run only parses. */
export async function readText(pool: PdfReaderPool, doc: TuneDocument, cache: string | undefined): Promise<PdfText> {
  const cached = cache && path.join(cache, `${doc.corpus}__${doc.file}.json`);
  if (cached && existsSync(cached)) return JSON.parse(readFileSync(cached, "utf8"));
  const text = await pool.read({ path: path.join(CORPORA, doc.corpus, doc.file) });
  if (cache && cached) {
    mkdirSync(cache, { recursive: true });
    writeFileSync(cached, JSON.stringify(text));
  }
  return text;
}
