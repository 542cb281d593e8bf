/**
 * Pure pieces of reading a scan: which pages go to OCR, the OCR pages put into the document's text, and the
 * parse's evidence and confidence marked as read by OCR. No I/O (the job in sds-ocr.job.ts does that).
 */
import { parseSds, type ParsedSds } from "../parsing/parse-sds";
import { KEY_FIELD_LABELS, REVIEW_BELOW } from "../parsing/confidence";
import type { SdsText, SdsTextPage } from "../parsing/types";
import { repairOcrLines, type OcrRepair } from "../parsing/ocr-repair";
import { casNumbersPrinted } from "../parsing/cas-repair";
import { companyByRepeatedCell, nameByOtherReadings } from "../parsing/ocr-name-consensus";
import { legalFormRead } from "../parsing/ocr-legal-form";
import type { OcrPage } from "../../shared/ocr/ocr-page";
import type { PdfText } from "../../shared/pdf/pdf-text";

/** Under this many non-space characters per page a document has no text to parse (pdf-text.ts's rule). */
const MIN_CHARS_PER_PAGE = 100;

/**
 * OCR pages with their hazard codes and CAS numbers written as the parser reads them ("H3l5" → H315,
 * "7664—93—9" → 7664-93-9; ocr-repair.ts), and what was changed, page by page in reading order.
 */
export function repairOcrPages(ocrPages: Map<number, OcrPage>): { pages: Map<number, OcrPage>; repairs: (OcrRepair & { page: number })[] } {
  const pages = new Map<number, OcrPage>();
  const repairs: (OcrRepair & { page: number })[] = [];
  let linesSinceCas = Infinity;
  const casPrinted = casNumbersPrinted([...ocrPages.values()].flatMap((page) => page.lines.map((line) => line.text)));
  for (const number of [...ocrPages.keys()].sort((a, b) => a - b)) {
    const page = ocrPages.get(number)!;
    const repaired = repairOcrLines(page.lines.map((line) => line.text), linesSinceCas, casPrinted, page.lines.map((line) => line.confidence));
    linesSinceCas = repaired.linesSinceCas;
    pages.set(number, { ...page, lines: page.lines.map((line, index) => ({ ...line, text: repaired.lines[index]! })) });
    for (const repair of repaired.repairs) repairs.push({ ...repair, page: number });
  }
  return { pages, repairs };
}

/** The OCR pages a merged text took in place of their text layer, repaired, and what the repairs changed. */
export type OcrReading = { pages: Map<number, OcrPage>; repairs: (OcrRepair & { page: number })[] };
/** The document's text with OCR pages in place, and the OCR reading it took (what markOcrEvidence marks). */
export type MergedText = SdsText & { ocr: OcrReading };

/**
 * The document's text with OCR pages in place of unreadable ones (their codes and CAS numbers repaired). A
 * page whose text layer is not language loses that text whether or not OCR read it (garbage would only
 * mislead the parser); a page with a little real text (a footer over a scanned image) keeps it unless OCR
 * read more. `ocr` holds only the pages whose OCR lines were taken: evidence on a page that kept its text
 * layer is the text layer's — unless OCR software wrote that layer (withOcrLayer).
 */
export function mergeOcrPages(text: PdfText, read: Map<number, OcrPage>): MergedText {
  const notLanguage = new Set((text.unreadablePages ?? []).filter((p) => p.reason === "not_language").map((p) => p.page));
  if (text.ocrLayer) return withOcrLayer(text, read, notLanguage);
  const repaired = repairOcrPages(read);
  const taken = new Map<number, OcrPage>();
  const pages: SdsTextPage[] = text.pages.map((page) => {
    const ocr = repaired.pages.get(page.number);
    const own = notLanguage.has(page.number) ? [] : page.lines;
    if (!ocr) return { ...page, lines: own };
    if (nonSpaceChars(ocr.lines) <= nonSpaceChars(own)) return { ...page, lines: own };
    taken.set(page.number, ocr);
    return { number: page.number, width: ocr.width, height: ocr.height, lines: ocr.lines };
  });
  return merged(text, pages, { pages: taken, repairs: repaired.repairs.filter((repair) => taken.has(repair.page)) });
}

const nonSpaceChars = (lines: readonly { text: string }[]) => lines.reduce((n, l) => n + l.text.replace(/\s+/g, "").length, 0);

/** Parsed when the document holds at least a page's worth of readable text; otherwise it stays needs_ocr. */
function merged(text: PdfText, pages: SdsTextPage[], ocr: OcrReading): MergedText {
  const nonSpace = pages.reduce((n, page) => n + nonSpaceChars(page.lines), 0);
  return { numPages: text.numPages, pages, hasTextLayer: nonSpace >= MIN_CHARS_PER_PAGE, readByOcr: ocr.pages.size > 0, ocr };
}

/**
 * A text layer OCR software wrote (PdfText.ocrLayer: Acrobat's Paper Capture, ABBYY FineReader …) is OCR lines: each page
 * is the layer's or, where OCR read more here (a page the software left as an image), that reading; all of them are
 * repaired together, in page order (a composition table goes on over a page break), and marked read by OCR so
 * markOcrEvidence marks the values repaired there as guesses. The layer's lines carry no engine's confidence: 1, so
 * the confidences stay the parser's.
 */
function withOcrLayer(text: PdfText, read: Map<number, OcrPage>, notLanguage: Set<number>): MergedText {
  const chosen = new Map<number, OcrPage>();
  for (const page of text.pages) {
    const ocr = read.get(page.number);
    const own = notLanguage.has(page.number) ? [] : page.lines;
    if (ocr && nonSpaceChars(ocr.lines) > nonSpaceChars(own)) chosen.set(page.number, ocr);
    else if (own.length > 0) chosen.set(page.number, {
      number: page.number, width: page.width, height: page.height, confidence: 1, dpi: 0, languages: "text layer",
      lines: own.map((line) => ({ ...line, confidence: 1 })),
    });
  }
  const repaired = repairOcrPages(chosen);
  const pages: SdsTextPage[] = text.pages.map((page) => {
    const taken = repaired.pages.get(page.number);
    return taken ? { number: page.number, width: taken.width, height: taken.height, lines: taken.lines } : { ...page, lines: [] };
  });
  return merged(text, pages, repaired);
}

/** A text layer OCR software wrote, read as OCR pages (mergeOcrPages with none read here); null for any other layer. */
export function readOcrLayer(text: PdfText): MergedText | null {
  return text.ocrLayer && text.hasTextLayer ? mergeOcrPages(text, new Map()) : null;
}

/**
 * A merged text parsed as the appliance parses one (the sds_ocr job, and the parse job for a text layer OCR software
 * wrote): its values read by OCR marked so (markOcrEvidence), a decoded font's marked (markDecodedEvidence), and a
 * warning when OCR software wrote the layer, so a person knows its letters and digits were repaired.
 */
export function parseMerged(text: PdfText, merged: MergedText): ParsedSds {
  const parsed = markDecodedEvidence(markOcrEvidence(parseSds(merged), merged), text);
  if (!text.ocrLayer) return parsed;
  const warning = `the text layer was written by OCR software (${text.ocrLayer}): it was read as a scan read here is, its misread letters and digits repaired`;
  return { ...parsed, warnings: [...parsed.warnings, warning] };
}

/**
 * A document's text layer parsed as the sds_parse job parses it: a text layer OCR software wrote as OCR pages
 * (readOcrLayer, parseMerged), any other as printed with a decoded font's values marked (markDecodedEvidence).
 * `readable`: the text with unreadable pages left out, when there are any (mergeOcrPages with no OCR pages yet).
 */
export function parseTextLayer(text: PdfText, readable: SdsText | MergedText = text): ParsedSds {
  const layer = text.ocrLayer ? ("ocr" in readable ? readable : readOcrLayer(text)) : null;
  return layer ? parseMerged(text, layer) : markDecodedEvidence(parseSds(readable), text);
}

/**
 * Marks what the parser read from the OCR pages the merged text took (mergeOcrPages): evidence on such a page becomes `method: "ocr"` with a confidence
 * no higher than tesseract's for the line it came from (or the page's mean when the line is not found), and
 * the document's parse_confidence is scaled by the mean OCR confidence of the pages that were read by OCR
 * in proportion to their share of the document.
 */
export function markOcrEvidence(original: ParsedSds, merged: MergedText): ParsedSds {
  const { pages: ocrPages, repairs } = merged.ocr;
  if (ocrPages.size === 0) return original;
  const guessed = new Set(repairs.filter((r) => r.kind === "digit" || r.kind === "wording").map((r) => r.to));
  const guessedDates = repairs.filter((r) => r.kind === "date").map((r) => r.to);
  const guessedWords = repairs.filter((r) => r.kind === "letter").map((r) => r.to);
  const { parsed, renamed } = namesByOtherReadings(original, ocrPages);
  const evidence = { ...parsed.evidence };
  for (const [field, item] of Object.entries(evidence) as [keyof typeof evidence, NonNullable<(typeof evidence)[keyof typeof evidence]>][]) {
    const page = item.page === null ? undefined : ocrPages.get(item.page);
    if (!page) continue;
    const needle = item.text.trim().slice(0, 60);
    const line = needle ? page.lines.find((l) => l.text.includes(needle) || needle.includes(l.text.trim())) : undefined;
    const ocrConfidence = line?.confidence ?? page.confidence;
    const confidence = Math.min(item.confidence, item.confidence * ocrConfidence);
    const dateGuessed = field === "revision_date" && guessedDates.some((date) => item.text.includes(date));
    const value = parsed[field as keyof ParsedSds];
    const wordGuessed = typeof value === "string" && guessedWords.some((word) => value.includes(word));
    evidence[field] = renamed.has(field) || dateGuessed || wordGuessed || repairedValues(parsed, field).some((value) => guessed.has(value))
      ? { ...item, method: "ocr_repaired", confidence: round(confidence * REPAIRED_CONFIDENCE) }
      : { ...item, method: "ocr", confidence: round(confidence) };
  }
  const meanOcr = [...ocrPages.values()].reduce((n, p) => n + p.confidence, 0) / ocrPages.size;
  const share = Math.min(1, ocrPages.size / Math.max(1, merged.numPages));
  const parseConfidence = round(parsed.parse_confidence * (1 - share + share * meanOcr));
  return { ...parsed, evidence, parse_confidence: parseConfidence, needs_review_reasons: [...parsed.needs_review_reasons, ...ocrDoubts(parsed, evidence)] };
}

/**
 * A key value the parser was sure of that OCR read poorly (its confidence now below REVIEW_BELOW): the parse's reasons
 * were given before OCR's confidence was known, so the doubt is added here — a scan's uncertain product name asks for a
 * person as a text layer's does (session 27: it did not).
 */
function ocrDoubts(parsed: ParsedSds, evidence: ParsedSds["evidence"]): string[] {
  const doubts: string[] = [];
  for (const field of ["product_name", "manufacturer", "revision_date", "signal_word"] as const) {
    const [label, value] = [KEY_FIELD_LABELS[field], parsed[field]];
    const before = parsed.evidence[field]?.confidence ?? 0;
    const after = evidence[field]?.confidence ?? 0;
    if (value !== null && before >= REVIEW_BELOW && after < REVIEW_BELOW) doubts.push(`the ${label} "${value}" was read by OCR and is uncertain`);
  }
  const codesBefore = parsed.evidence.h_codes?.confidence ?? 0;
  const codesAfter = evidence.h_codes?.confidence ?? 0;
  if (parsed.h_codes.length > 0 && codesBefore >= REVIEW_BELOW && codesAfter < REVIEW_BELOW) doubts.push(`the ${KEY_FIELD_LABELS.h_codes} ${parsed.h_codes.join(", ")} were read by OCR and are uncertain`);
  return doubts;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The product and company names read on an OCR page with a word put right by the document's other readings of it
 * (ocr-name-consensus.ts) or, for the company, by the name printed twice as a cell of its own, and the company's legal form read with a look-alike letter (ocr-legal-form.ts): guesses,
 * so their evidence is marked repaired.
 */
function namesByOtherReadings(parsed: ParsedSds, ocrPages: Map<number, OcrPage>): { parsed: ParsedSds; renamed: Set<string> } {
  const lines = [...ocrPages.values()].flatMap((page) => page.lines.map((line) => line.text));
  const renamed = new Set<string>();
  const out = { ...parsed };
  for (const field of ["product_name", "manufacturer"] as const) {
    const value = parsed[field];
    const page = parsed.evidence[field]?.page;
    if (!value || page === null || page === undefined || !ocrPages.has(page)) continue;
    const consensus = nameByOtherReadings(value, lines) ?? (field === "manufacturer" ? companyByRepeatedCell(value, lines) : null);
    const better = (field === "manufacturer" ? legalFormRead(consensus ?? value) : null) ?? consensus;
    if (!better) continue;
    out[field] = better;
    renamed.add(field);
  }
  return { parsed: out, renamed };
}

/**
 * Share of confidence kept by a value OCR misread and the parse put right (a CAS digit the check digit chose,
 * a code its statement named): right most of the time, and a person should look.
 */
const REPAIRED_CONFIDENCE = 0.7;

/** The values of a field that a repair can have given: codes and CAS numbers. */
function repairedValues(parsed: ParsedSds, field: keyof ParsedSds["evidence"]): string[] {
  if (field === "h_codes") return parsed.h_codes ?? [];
  if (field === "p_codes") return parsed.p_codes ?? [];
  if (field === "composition") return (parsed.composition ?? []).map((row) => row.cas_number ?? "");
  return [];
}

/** Share of confidence kept on a decoded page: the characters are exact when the shift is right, and the shift is inferred. */
const DECODED_CONFIDENCE = 0.95;

/**
 * Marks what the parser read from pages whose text layer was decoded (a font with shifted codes,
 * shifted-font.ts): `method: "text_decoded"`, confidence × 0.95, and a warning that says so.
 */
export function markDecodedEvidence(parsed: ParsedSds, text: PdfText): ParsedSds {
  const decoded = new Map((text.decodedPages ?? []).map((d) => [d.page, d]));
  if (decoded.size === 0) return parsed;
  const evidence = { ...parsed.evidence };
  for (const [field, item] of Object.entries(evidence) as [keyof typeof evidence, NonNullable<(typeof evidence)[keyof typeof evidence]>][]) {
    if (item.page === null || !decoded.has(item.page) || item.method !== "text") continue;
    evidence[field] = { ...item, method: "text_decoded", confidence: round(item.confidence * DECODED_CONFIDENCE) };
  }
  const pages = [...decoded.keys()].sort((a, b) => a - b);
  const shifts = [...new Set([...decoded.values()].flatMap((d) => d.shifts))].join(", ");
  const warning = `${pages.length === 1 ? "page" : "pages"} ${pages.join(", ")}: the text was printed with a font whose character codes are shifted (by ${shifts}); it was decoded, not read by OCR`;
  return { ...parsed, evidence, warnings: [...parsed.warnings, warning] };
}
