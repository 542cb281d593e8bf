/**
 * bun scripts/reader-diff.ts --save FILE [--against FILE]
 *
 * The reader's whole output (every page's lines with their positions and font sizes, unreadable and decoded pages,
 * or the error) for every corpus PDF (`sds/` and `sds-wide/`), one digest per document, saved to FILE; against an
 * earlier FILE it counts the documents whose output changed. Made to check that a change to pdf.js or to the
 * reader's engine options leaves the text as it was. Held-out documents are counted, never named (only tune
 * documents are named).
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { extractPdfText } from "../src/shared/pdf/pdf-text.ts";
import { CORPORA, corpusDocuments, tuneDocuments } from "./tune-documents.ts";

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const savePath = arg("--save");
const againstPath = arg("--against");
if (!savePath) {
  console.log("usage: bun scripts/reader-diff.ts --save FILE [--against FILE]");
  process.exit(2);
}

const documents = corpusDocuments().map((doc) => `${doc.corpus}/${doc.file}`);
const digests: Record<string, string> = {};
for (const doc of documents) {
  const output = await extractPdfText(new Uint8Array(readFileSync(path.join(CORPORA, doc)))).then(
    (text) => JSON.stringify(text),
    (error: Error) => JSON.stringify({ error: `${error.name}: ${error.message}` }),
  );
  digests[doc] = createHash("sha256").update(output).digest("hex");
}
writeFileSync(savePath, JSON.stringify(digests, null, 1));
console.log(`${documents.length} documents read; digests saved to ${savePath}`);

if (againstPath) {
  const before = JSON.parse(readFileSync(againstPath, "utf8")) as Record<string, string>;
  const tune = new Set(tuneDocuments().map((doc) => `${doc.corpus}/${doc.file}`));
  const changed = documents.filter((doc) => before[doc] !== digests[doc]);
  const missing = Object.keys(before).filter((doc) => !(doc in digests));
  const heldOut = changed.filter((doc) => !tune.has(doc)).length;
  console.log(`against ${againstPath}: ${documents.length - changed.length} identical, ${changed.length} changed (${heldOut} held out), ${missing.length} no longer read`);
  for (const doc of changed.filter((d) => tune.has(d))) console.log(`  changed: ${doc}`);
  if (changed.length > 0 || missing.length > 0) process.exitCode = 1;
}
