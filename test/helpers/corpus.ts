import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

/** The shared corpus of real SDS PDFs, beside the repository checkout; never copied into it. */
export const CORPUS_DIR = resolve(import.meta.dir, "..", "..", "..", "shared", "corpus", "sds");
export const corpusAvailable = existsSync(join(CORPUS_DIR, "manifest.tsv"));
export const corpusFile = (name: string): string => join(CORPUS_DIR, name);
if (!corpusAvailable) console.warn(`[corpus] ${CORPUS_DIR} is absent: corpus tests are skipped`);
