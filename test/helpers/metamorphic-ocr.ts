/**
 * Metamorphic rewrite of a real sheet's text the way tesseract reads a scan of it (family O, session 39): the letters
 * and marks it reads for one another on a clean 300 dpi page — accents lost, a colon read as a semicolon or lost, a
 * capital I read as a small l and a small l as a capital I, "m" read as "rn", a capital O as the digit 0, a date's
 * digits read as the letters they look like, its full stops as commas, spaces lost between a label's words, a section
 * number read as a letter. Each variant makes one kind of error everywhere it can: in label parts and section headings
 * only (a label's text before its colon, as family S does), so every value is kept and every field must still be read;
 * the whole-line variants change values too and speak only for the fields whose printed words the parser may repair
 * (signal word, dates, codes), not for the product or the company.
 * Used by `scripts/metamorphic-tune.ts --ocr`.
 */
import { PRINTED_DATE, type Line, type MetaDoc, type MetaField, type Variant } from "./metamorphic.ts";
import { labelPart, rewrittenLabels } from "./metamorphic-spacing.ts";
import { readOcrLayer, type MergedText } from "../../src/modules/sds/sds-ocr.models.ts";
import type { PdfText } from "../../src/shared/pdf/pdf-text.ts";

/**
 * A variant's pages read as a scan's OCR pages are (sds-ocr.models.ts readOcrLayer: every page's lines through the OCR
 * repairs, marked read by OCR), which the appliance does with a text layer OCR software wrote.
 */
export function readAsScan(text: PdfText): MergedText {
  return readOcrLayer({ ...text, ocrLayer: "metamorphic family O" })!;
}

const inLabels = rewrittenLabels;
const inLines = (doc: MetaDoc, rewrite: (text: string) => string): Line[] => doc.lines.map((line) => ({ ...line, text: rewrite(line.text) }));

/** Accents and other marks dropped ("Überarbeitet" → "Uberarbeitet", "Atenção" → "Atencao"); ß and ł as tesseract's eng reads them. */
export const withoutAccents = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").replace(/ß/g, "B").replace(/ł/g, "l").replace(/Ł/g, "L");
/** A capital I inside or at the start of a word read as a small l ("ldentification", "SECTlON"). */
const capitalIAsL = (text: string) => text.replace(/I(?=\p{L})|(?<=\p{L})I/gu, "l");
/** A small l read as a capital I ("SignaI word", "Ieaflet"). */
const smallLAsI = (text: string) => text.replace(/l/g, "I");
/** "m" read as "rn" ("Narne", "Firrna"). */
const mAsRn = (text: string) => text.replace(/m/g, "rn");
/** A capital O inside a word of capitals read as the digit 0 ("SECTI0N", "DAT0S"). */
const capitalOAsZero = (text: string) => text.replace(/\b\p{Lu}{2,}\b/gu, (word) => word.replace(/O/g, "0"));
/** The spaces inside a label lost ("Revisiondate", "Signalword"), its column gap kept. */
const labelSpacesLost = (text: string) => text.replace(/(?<=\p{L}) (?=\p{L})/gu, "");

const ALL_DATES = new RegExp(PRINTED_DATE.source, "gu");
/** A printed date's first `digit` read as the letter it looks like ("15.O3.2019", "l5/03/2019"): one misreading a date. */
const dateDigitAsLetter = (digit: string, letter: string) => (text: string) => text.replace(ALL_DATES, (date) => date.replace(digit, letter));
/** A numeric date's first full stop read as a comma ("12,03.2019"). */
const dateStopsAsCommas = (text: string) => text.replace(ALL_DATES, (date) => (/^\d{1,2}\.\d{1,2}\.\d{2,4}$/.test(date) ? date.replace(".", ",") : date));
/** A section heading's number with its first 1 read as a small l ("SECTION l:", "ABSCHNITT l2"). */
function headingNumbersAsLetters(doc: MetaDoc): Line[] {
  const headings = new Set(doc.spans.map((span) => span.start));
  return doc.lines.map((line, index) => (headings.has(index) ? { ...line, text: line.text.replace(/\d+/, (n) => n.replace("1", "l")) } : line));
}

/** The fields whose value is printed text the whole-line variants change: the scorer compares that text. */
const VALUE_FIELDS = ["product_name", "manufacturer", "recommended_use", "supplier_address"] as unknown as MetaField[];

export function ocrVariants(doc: MetaDoc): Variant[] {
  return [
    { name: "O1 accents lost in labels", lines: inLabels(doc, withoutAccents) },
    { name: "O2 accents lost in whole lines", lines: inLines(doc, withoutAccents), skip: VALUE_FIELDS },
    { name: "O3 colon read as semicolon", lines: inLines(doc, (text) => text.replace(/:/g, ";")) },
    { name: "O4 label colon lost", lines: doc.lines.map((line) => (labelPart(line.text) > 0 ? { ...line, text: line.text.replace(/\s*[:：]/, "") } : line)) },
    { name: "O5 capital I as l in labels", lines: inLabels(doc, capitalIAsL) },
    { name: "O6 small l as I in labels", lines: inLabels(doc, smallLAsI) },
    { name: "O7 m as rn in labels", lines: inLabels(doc, mAsRn) },
    { name: "O8 capital O as 0 in labels", lines: inLabels(doc, capitalOAsZero) },
    // Not a heading's title: a whole title run together ("HAZARDSIDENTIFICATION") is no misreading of a clean page.
    { name: "O9 spaces lost in labels", lines: inLabels(doc, labelSpacesLost, false) },
    { name: "O10 a date's 0 as O", lines: inLines(doc, dateDigitAsLetter("0", "O")) },
    { name: "O10 a date's 1 as l", lines: inLines(doc, dateDigitAsLetter("1", "l")) },
    { name: "O11 a date's stop as a comma", lines: inLines(doc, dateStopsAsCommas) },
    { name: "O12 heading numbers as letters", lines: headingNumbersAsLetters(doc) },
  ];
}
