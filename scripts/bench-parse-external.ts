/**
 * npm run bench:parse-external -- [--texts DIR] [--truth DIR] [--field F] [--show] [--only NAME-PART] [--lines] [--evidence] [--added SESSION] [--silent] [--alarms] [--calibration]
 *
 * The parser on real SDSs from outside our corpus: text conversions of SDS PDFs found in public repositories
 * (session 7's external development set). The repository keeps only our hand-written truth, one file per sheet in
 * test/fixtures/sds-truth-external/, each naming its source (repository and path in the public-code index); the
 * third-party texts stay out of git. To measure, save each source's text as NAME.txt (NAME of the truth file) in
 * the texts folder (default: `external-sds-texts` beside the checkout). Only the fields a truth file sets are scored.
 * Sources are a repository and path in the public-code index, or the address of a stored web page (document
 * sharing sites print an SDS's text as one run, without its line breaks).
 *
 * The texts are markdown or plain conversions, not our reader's output, so each is first turned into the text layer
 * a PDF reader would give: markdown decoration removed, a table row on one line with its cells apart, a lone ":"
 * line joined to its label and value, a new page at "Page N of M". A miss can still be the conversion's (a value
 * printed 30 lines from its label): the truth files' notes say where that is known.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { scoreDocument, type SdsTruth } from "../src/modules/parsing/accuracy.ts";
import { parseSds } from "../src/modules/parsing/parse-sds.ts";
import { readerDefects } from "../src/modules/parsing/field-guard.ts";
import { missKind } from "./miss-kinds.ts";
import { textLayer } from "./plain-text-layer.ts";
import { Calibration, KEY_FIELDS, reviewOutcome } from "./review-flags.ts";

/** The key fields, then the newer ones (session 26 labelled them on part of the set); a field is scored where a truth sets it. */
const SCORED = [
  "product_name", "manufacturer", "revision_date", "signal_word", "h_codes", "p_codes",
  "emergency_phone", "supplier_phone", "supplier_address", "recommended_use", "physical_state", "flash_point",
] as const;


const args = process.argv.slice(2);
const option = (name: string) => { const at = args.indexOf(name); return at >= 0 ? args[at + 1] : undefined; };
const textsFolder = path.resolve(option("--texts") ?? path.resolve(import.meta.dir, "../../external-sds-texts"));
const TRUTH_FOLDER = path.resolve(option("--truth") ?? path.resolve(import.meta.dir, "../test/fixtures/sds-truth-external"));
const onlyField = option("--field");
const showAll = args.includes("--show");
/** `--only PART`: the sheets whose name contains PART; `--lines`: print the lines the parser was given (debugging). */
const only = option("--only");
const printLines = args.includes("--lines");
/** `--evidence`: with each miss, the text its value was read from (its evidence). */
const showEvidence = args.includes("--evidence");
/** `--added "session 23"`: only the batch a session added (each truth file's `added`), e.g. to score a new batch first. */
const added = option("--added");

/** Markdown or plain text → the lines a PDF reader would give for the same page. */
function readerLines(raw: string): string[] {
  const text = raw.replace(/\r/g, "").replace(/^---\n[\s\S]*?\n---\n/, "").replace(/<!--[\s\S]*?-->/g, "")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
  const lines: string[] = [];
  for (let line of text.split("\n").flatMap(rowsOfCells)) {
    if (/^[\s|:-]+$/.test(line) && /-{3,}/.test(line)) continue; // a table's rule
    // A cell's closing bar left at a line's end ("Nome da Empresa: |", a page that printed a table one cell a line).
    if (/^\s*\|/.test(line)) {
      // A converter's placeholder header for a table without one ("|Col1|HOJA DE DATOS DE SEGURIDAD|Col3|"): not the PDF's.
      line = line.trim().replace(/^\||\|$/g, "").split("|").map((cell) => cell.replace(/<br\s*\/?>/gi, " ").trim())
        .filter((cell) => cell !== "" && !/^Col\d+$/.test(cell)).join("     ");
    } else {
      line = line.replace(/\s+\|\s*$/, "");
      // A table row whose opening bar the excerpt cut off ("Product Name | Dawn Ultra …"): the bars part its cells.
      if (/\S\s\|\s+\S/.test(line)) line = line.split(/\s+\|\s+/).join("     ");
    }
    line = line.replace(/<br\s*\/?>/gi, " ").replace(/<\/?(?:strong|b|i|em|u|p|span|sup|sub|font)(?:\s[^>]*)?>/gi, "").replace(/\*\*|__|~~/g, "").replace(/^\s*#+\s*/, "").replace(/^\s*[-*]\s+(?=\S)/, "")
      .replace(/(^|\s)_(?=\S)/g, "$1").replace(/(\S)_(?=\s|$)/g, "$1").replace(/\\([_*#|.-])/g, "$1");
    // A reader's line starts at its first glyph (its place is x): a transcript's indent is not the PDF's text.
    lines.push(line.trim());
  }
  // A conversion that split a label's cells: "Label" / ":" / "value" is one line in the PDF.
  const joined: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    if (lines[index].trim() === ":" && joined.length > 0 && index + 1 < lines.length) {
      joined[joined.length - 1] = `${joined[joined.length - 1].trim()} : ${lines[++index].trim()}`;
    } else joined.push(lines[index]);
  }
  return withoutSiteChrome(joined.filter((line) => line.trim() !== "")).flatMap(unrun);
}

/**
 * A table row whose cells hold several lines joined by "<br>" (a PDF's label column beside its value column, converted
 * into one row: "|Nombre:<br>Proveedor:|PRODUCTO X<br>Empresa S.A.|"): the PDF printed the cells' k-th lines side by
 * side, so the row becomes one row per line, each with the k-th line of every cell.
 */
function rowsOfCells(line: string): string[] {
  if (!/^\s*\|/.test(line) || !/<br\s*\/?>/i.test(line)) return [line];
  const cells = line.trim().replace(/^\||\|$/g, "").split("|").map((cell) => cell.split(/<br\s*\/?>/i));
  const height = Math.max(...cells.map((pieces) => pieces.length));
  return Array.from({ length: height }, (_, row) => `|${cells.map((pieces) => pieces[row] ?? "").join("|")}|`);
}

/**
 * A document-sharing site prints its own page furniture before the document ("Save this PDF as: WORD PNG TXT JPG",
 * "Download …", "Document related concepts") and then a "Transcript" line: what comes before that line is the site's,
 * not the SDS's, and a PDF of the sheet has none of it — except the page's description, which some sites fill with
 * the document's whole first page run into one long line (the transcript after the marker may be cut short in a
 * saved excerpt): that line is kept.
 */
function withoutSiteChrome(lines: string[]): string[] {
  const head = lines.slice(0, 30);
  let marker = head.findIndex((line) => TRANSCRIPT_MARKER.test(line));
  // A study site's "Full text" / "Volltext" / "Testo completo" line and its first page number "(1)".
  if (marker < 0) marker = head.findIndex((line, index) => FULL_TEXT_MARKER.test(line) && /^\s*\(1\)\s*$/.test(head[index + 1] ?? "")) + 1;
  if (marker <= 0) return lines;
  const after = lines.slice(marker + 1);
  // The site's own note under its marker ("Se il tuo browser non visualizza correttamente la pagina, …").
  if (/^\s*(?:se il tuo browser|if your browser|wenn ihr browser|si votre navigateur)\b/i.test(after[0] ?? "")) after.shift();
  const description = lines.slice(0, marker).filter((line) => line.length >= PAGE_DESCRIPTION_LENGTH);
  return [...description, ...after];
}

/** The line a document-sharing site prints above a document's text: "Transcript", "Transkrypt", "Trascrizione del contenuto della pagina" … */
const TRANSCRIPT_MARKER = /^\s*(?:transcript|transkript|transkrypt|transcription|transcriptie|transcripci[oó]n|trascrizione(?: del contenuto della pagina)?|transcri[cç][aã]o|transkrypcja)\s*$/i;
/** A study site's "Full text" line, followed by the page number "(1)" where the document's text begins. */
const FULL_TEXT_MARKER = /^\s*(?:full text|volltext|hele tekst|testo completo|texto completo|texte int[ée]gral|pe[łl]ny tekst|texto integral)\s*$/i;

/** A line this long before the transcript marker is the document's text, not a caption or a button of the site. */
const PAGE_DESCRIPTION_LENGTH = 400;

/**
 * A web page's transcript runs a whole page into one line: it is cut where a PDF surely had a new line — before a
 * section heading ("ABSCHNITT 2:", "SECTION 2", "2. HAZARDS"), a numbered sub-section ("1.3", "2.2."), and at the
 * "·" bullets some transcripts keep. What stays run together (a label column beside its values) is the
 * transcript's, and a miss there is no parser defect.
 */
function unrun(line: string): string[] {
  if (line.length < 200) return [line];
  return line
    .replace(/\s+·\s+/g, "\n")
    .replace(/\s+(?=(?:SECTION|ABSCHNITT|RUBRIQUE|SECCI[OÓ]N|SEZIONE|RUBRIEK|SEC[CÇ][AÃ]O|SE[CÇ][AÃ]O|SEKCJA|AVSNITT|PUNKT|KOHTA|HOOFDSTUK|KAPITEL)\s+\d{1,2}\b)/giu, "\n")
    .replace(/\s+(?=\d{1,2}\.\d{1,2}\.?\s+\p{Lu})/gu, "\n")
    .split("\n").map((part) => part.trim()).filter(Boolean);
}

if (!existsSync(textsFolder)) {
  console.log(`No texts at ${textsFolder}: save each truth file's source (repository, path) there as NAME.txt, or pass --texts DIR.`);
  process.exit(0);
}
type ExternalTruth = Partial<SdsTruth> & { language: string; added?: string; source: { repo: string; path: string } | { url: string } };
const totals = new Map<string, { documents: number; sum: number }>();
/** "en|not en  field" → how its misses came about → documents (as bench:parse-wide's `--miss-kinds`). */
const missKinds = new Map<string, Map<string, number>>();
/**
 * Whether a wrong key value is caught: a document with a key field wrong and not flagged `needs_review` is silently
 * wrong (the worst case for a plant: nobody is asked to check it); one flagged with every scored key field right is a
 * false alarm (a check that finds nothing). Counted by English / not English.
 */
const reviewFlags = new Map<string, { documents: number; silent: number; caught: number; falseAlarm: number }>();
const silentLines: string[] = [];
const alarmLines: string[] = [];
/** `--calibration`: per "en|not en  field", each confidence → values read, right. */
const calibration = new Calibration();
let read = 0;
for (const file of readdirSync(TRUTH_FOLDER).filter((name) => name.endsWith(".json")).sort()) {
  const truth = JSON.parse(readFileSync(path.join(TRUTH_FOLDER, file), "utf8")) as ExternalTruth;
  const textFile = path.join(textsFolder, file.replace(/\.json$/, ".txt"));
  if (!existsSync(textFile) || (only !== undefined && !file.includes(only)) || (added !== undefined && truth.added !== added)) continue;
  read++;
  const layer = textLayer(readerLines(readFileSync(textFile, "utf8")));
  if (printLines) for (const page of layer.pages) console.log(page.lines.map((line) => `${page.number}| ${line.text}`).join("\n"));
  const parsed = parseSds(layer);
  for (const defect of readerDefects(parsed.warnings)) console.log(`${file.replace(/\.json$/, "")}: a field reader threw: ${defect}`);
  // scoreDocument reads every core field; the ones a truth file leaves out are filled here and not counted.
  const filled = {
    file, product_name: null, manufacturer: null, revision_date: null, signal_word: null, needs_ocr: false,
    h_codes: [], p_codes: [], cas_numbers: [], sections_present: [], ...truth,
  } as SdsTruth;
  const scores = scoreDocument(filled, parsed) as Record<string, number>;
  const misses: string[] = [];
  for (const field of SCORED.filter((name) => name in truth && (!onlyField || name === onlyField))) {
    const key = `${truth.language}  ${field}`;
    const total = totals.get(key) ?? { documents: 0, sum: 0 };
    totals.set(key, { documents: total.documents + 1, sum: total.sum + scores[field] });
    if (scores[field] < 1) {
      const kinds = missKinds.get(`${truth.language === "en" ? "en" : "not en"}  ${field}`) ?? new Map<string, number>();
      const kind = missKind(field, filled, parsed);
      missKinds.set(`${truth.language === "en" ? "en" : "not en"}  ${field}`, kinds.set(kind, (kinds.get(kind) ?? 0) + 1));
      const confidence = parsed.evidence[field]?.confidence;
      misses.push(`${field} ${scores[field].toFixed(2)}: got ${JSON.stringify(parsed[field])} (${confidence ?? "-"}), truth ${JSON.stringify(truth[field])}`);
      const evidence = parsed.evidence[field];
      if (showEvidence && evidence) misses.push(`    read on page ${evidence.page ?? "-"} (${evidence.method ?? "label"}): ${JSON.stringify(evidence.text)}`);
    }
  }
  const keyFields = KEY_FIELDS.filter((name) => name in truth);
  calibration.add((field) => `${truth.language === "en" ? "en" : "not en"}  ${field}`, parsed, scores, keyFields);
  if (keyFields.length > 0) {
    const group = truth.language === "en" ? "en" : "not en";
    const flags = reviewFlags.get(group) ?? { documents: 0, silent: 0, caught: 0, falseAlarm: 0 };
    const { outcome, wrong } = reviewOutcome(scores, parsed, keyFields);
    flags.documents++;
    if (outcome === "silent") {
      flags.silent++;
      silentLines.push(`  ${file.replace(/\.json$/, "")}: ${wrong.map((name) => `${name} ${JSON.stringify(parsed[name])} (${parsed.evidence[name]?.confidence ?? "-"})`).join("; ")}`);
    }
    if (outcome === "caught") flags.caught++;
    if (outcome === "false alarm") {
      flags.falseAlarm++;
      alarmLines.push(`  ${file.replace(/\.json$/, "")} [${keyFields.length} key fields in truth]: ${parsed.needs_review_reasons.join(" | ")}`);
    }
    reviewFlags.set(group, flags);
  }
  if (misses.length > 0 || showAll) console.log(`${file.replace(/\.json$/, "")} [${truth.language}]\n  ${misses.join("\n  ") || "ok"}`);
}
console.log(`\n${read} external sheets read from ${textsFolder}; per language and field: mean (documents)`);
for (const [key, total] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`  ${key.padEnd(24)} ${((total.sum / total.documents) * 100).toFixed(0).padStart(4)} % (${total.documents})`);
}
// The same, English against every other language together (issue 11's two columns).
console.log("\nEnglish / not English: mean (documents)");
for (const field of SCORED.filter((name) => [...totals.keys()].some((key) => key.endsWith(`  ${name}`)))) {
  const group = (english: boolean) => [...totals].filter(([key]) => key.endsWith(`  ${field}`) && (key.startsWith("en ") === english))
    .reduce((all, [, total]) => ({ documents: all.documents + total.documents, sum: all.sum + total.sum }), { documents: 0, sum: 0 });
  const cell = ({ documents, sum }: { documents: number; sum: number }) => (documents === 0 ? "-" : `${((sum / documents) * 100).toFixed(0)} % (${documents})`);
  console.log(`  ${field.padEnd(16)} ${cell(group(true)).padStart(12)} ${cell(group(false)).padStart(12)}`);
}

console.log("\nReview flags on the key fields (documents with a key field in their truth):");
for (const [group, flags] of [...reviewFlags].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`  ${group.padEnd(7)} ${flags.documents} documents: a key field wrong and flagged ${flags.caught}, wrong and not flagged (silently wrong) ${flags.silent}; flagged with every key field right ${flags.falseAlarm}`);
}
if (args.includes("--silent")) console.log(silentLines.join("\n"));
if (args.includes("--alarms")) console.log(alarmLines.join("\n"));

if (args.includes("--calibration")) {
  console.log("\nCalibration: per key field, each confidence a value was read with → values right / read:");
  for (const line of calibration.lines(24)) console.log(line);
}

console.log("\nHow the misses came about (documents):");
for (const [key, kinds] of [...missKinds].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`  ${key.padEnd(24)} ${[...kinds].map(([kind, documents]) => `${kind} ${documents}`).join("; ")}`);
}
