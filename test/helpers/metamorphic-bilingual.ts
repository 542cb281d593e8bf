/**
 * Metamorphic family B (session 18): a tune sheet printed in two (or three) languages, the way bilingual sheets are
 * printed — Canadian WHMIS sheets (EN/FR), US/Mexico sheets (EN/ES), Belgian (NL/FR) and Swiss (DE/FR, DE/FR/IT) ones.
 * Each language's text of a line comes from family L (metamorphic-language.ts: an English sheet in another language,
 * line for line) or its reverse (metamorphic-language-reverse.ts: a non-English sheet in English); nothing is
 * translated here. The forms:
 *   a  labels and titles joined: "Product name / Nom du produit: X", "SECTION 1: … / RUBRIQUE 1 : …",
 *      "Signal word / Mention d'avertissement: DANGER / DANGER";
 *   b  alternate lines: each line that differs followed by its translation (the value twice, or once: the
 *      translation line its label alone);
 *   c  side by side: the first language's cell, four spaces, the second's (value twice, or once after both labels);
 *   d  two halves: the whole sheet in the first language, then the whole sheet again in the second (new pages).
 * The truth does not change; the main language is the first one, the second is reported as well.
 * Used by `scripts/metamorphic-tune.ts --bilingual`.
 */
import type { Line, MetaDoc, Variant } from "./metamorphic.ts";
import { languageVariant } from "./metamorphic-language.ts";
import { reverseVariant } from "./metamorphic-language-reverse.ts";
import { LANGUAGE_WORDS } from "./metamorphic-language-words.ts";

export type BilingualForm = "a" | "b" | "c" | "d";
export const BILINGUAL_FORMS: readonly BilingualForm[] = ["a", "b", "c", "d"];
/** The language lists printed, first language first (an English sheet's). */
export const BILINGUAL_PAIRS: readonly (readonly string[])[] = [["en", "fr"], ["en", "es"], ["fr", "en"], ["nl", "fr"], ["de", "fr"], ["de", "fr", "it"]];

/** A bilingual variant and the languages it prints (the first is the main one). */
export type BilingualVariant = Variant & { languages: readonly string[]; form: BilingualForm };

// A label and its value: up to the first colon (a label of letters, not a time "12:30"), else up to a gap of two or more spaces.
const COLON_SPLIT = /^(\s*[^:\d]*\p{L}[^:]{0,60}?)(\s*[:：]\s*)(.*)$/u;
const GAP_SPLIT = /^(\s*\S.*?\p{L}.*?)(\s{2,})(\S.*)$/u;

/** A line's label, the separator printed after it (kept: "Product name    : X" stays in that shape) and its value. */
type Split = { lead: string; label: string; separator: string; value: string; colon: boolean };
// A sub-section number before the label ("1.2    Trade name:"): printed once, before the joined labels.
const NUMBER_LEAD = /^\s*(?:\d{1,2}(?:\.\d{1,2}){0,2}\.?\s+|[•·▪*-]\s*)/u;

function splitLabel(text: string): Split | null {
  const lead = NUMBER_LEAD.exec(text)?.[0] ?? "";
  const split = splitUnnumbered(text.slice(lead.length));
  return split && { ...split, lead: lead.trim() };
}

function splitUnnumbered(text: string): Omit<Split, "lead"> | null {
  const match = COLON_SPLIT.exec(text) ?? GAP_SPLIT.exec(text);
  if (!match) return null;
  const label = match[1]!.trim();
  // A row of cells ("Issue date 5 January 2015    Version 2") is not a label and its value: it is joined whole.
  if (!/[:：]/.test(match[2]!) && /\d/.test(label)) return null;
  // Nor is a row whose first cells stand before the colon ("a) Appearance    Form: powder", "Colour    Odour    pH:").
  if (/\s{2,}/.test(label)) return null;
  const colon = /[:：]/.test(match[2]!);
  // Nor is a row of header cells split at its first gap ("Chemical name    CAS Number    Content (weight%)").
  if (!colon && /\s{2,}/.test(match[3]!)) return null;
  return label.length > 70 ? null : { label, separator: colon ? match[2]! : ": ", value: match[3]!.trim(), colon };
}

/** Each line's text in each language, index for index with the document's lines (a line a rewrite dropped: its own text). */
export function textsIn(doc: MetaDoc, languages: readonly string[], k: number): string[][] {
  return languages.map((language) => {
    if (language === doc.language) return doc.lines.map((line) => line.text);
    const variant = doc.language === "en" ? languageVariant(doc, language, k) : reverseVariant(doc, language, k);
    if (variant.lines.length === doc.lines.length) return variant.lines.map((line) => line.text);
    const byPlace = new Map(variant.lines.map((line) => [`${line.page}|${line.y}|${line.x}`, line.text]));
    return doc.lines.map((line) => byPlace.get(`${line.page}|${line.y}|${line.x}`) ?? line.text);
  });
}

/**
 * A row of cells (a form's header row "Manufacturer's Name    Telephone Number") in form a: each cell joined with its
 * translations ("Manufacturer's Name    Telephone Number / Téléphone"), as a sheet prints it — not the whole row once
 * per language (session 20). Null unless every language has the same two or more cells.
 */
function cellsJoined(texts: readonly string[]): string | null {
  const rows = texts.map((text) => text.trim().split(/(\s{3,})/));
  if (rows[0]!.length < 3 || rows.some((row) => row.length !== rows[0]!.length)) return null;
  return rows[0]!.map((part, at) => (at % 2 === 1 ? part : [...new Set(rows.map((row) => row[at]!))].join(" / "))).join("");
}

/** One line in form a or c: labels (and values when they differ) joined by " / " (a) or set apart by four spaces (c). */
function joinLine(texts: readonly string[], heading: boolean, form: "a" | "c", k: number, wrapped: boolean): string {
  const distinct = texts.filter((text, index) => texts.indexOf(text) === index);
  if (distinct.length === 1) return texts[0]!;
  const spaces = texts[0]!.length - texts[0]!.trimStart().length;
  const indent = texts[0]!.slice(0, spaces);
  const glue = form === "a" ? " / " : "    ";
  const splits = heading ? [] : distinct.map(splitLabel);
  const kinds = new Set(splits.map((split) => split?.colon));
  const leads = new Set(splits.map((split) => split?.lead));
  if (heading || splits.some((split) => !split) || kinds.size > 1 || leads.size > 1 || new Set(splits.map((split) => split!.label)).size < distinct.length) {
    const cells = heading || form !== "a" ? null : cellsJoined(distinct);
    return indent + (cells ?? distinct.map((text) => text.trim()).join(glue));
  }
  const opening = splits[0]!.lead ? `${indent}${splits[0]!.lead} ` : indent;
  const values = [...new Set(splits.map((split) => split!.value))];
  // A value wrapped onto the next lines is printed once after the joined labels: a sheet prints a translation after the
  // whole value, never "X1 / X1" with X2 below.
  // A label whose value stands on the next line ("Recommended use:" / "Ink for …") has no value to print twice (session 20: it was ": / ").
  const twice = values.length > 1 || (k % 2 === 1 && !wrapped && values[0] !== "");
  if (form === "c") {
    // Side by side: each cell its own label and value, or both labels and the value once after them.
    return opening + (twice ? splits.map((split) => `${split!.label}: ${split!.value}`.trim()).join(glue) : `${splits.map((split) => split!.label).join(glue)}:    ${values[0]}`);
  }
  const value = twice ? splits.map((split) => split!.value).join(" / ") : values[0]!;
  return `${opening}${splits.map((split) => split!.label).join(" / ")}${splits[0]!.separator}${value}`;
}

/** At most this many lines continue a value (a toner sheet's list of models wraps over seven; twelve since session 20, was six). */
const MAX_WRAPPED_LINES = 12;

/**
 * How many lines after line `index` continue its value: the same in every language, on the same page, set in under the
 * value (right of the labelled line's start) — a wrapped address or name.
 */
function continuationCount(doc: MetaDoc, texts: readonly string[][], index: number, headings: ReadonlySet<number>): number {
  const line = doc.lines[index]!;
  if (!splitLabel(texts[0]![index]!)?.value) return 0;
  let count = 0;
  for (let next = index + 1; next < doc.lines.length && count < MAX_WRAPPED_LINES; next++) {
    const candidate = doc.lines[next]!;
    if (headings.has(next) || candidate.page !== line.page || candidate.x <= line.x + 20) break;
    if (texts.some((list) => list[next] !== texts[0]![next])) break;
    count++;
  }
  return count;
}

/** Form b: the line and the lines its value wraps onto, then each translation that differs (the value once: the translation line its label alone). */
function alternateLines(line: Line, texts: readonly string[], k: number, wrapped: readonly Line[] = []): Line[] {
  const out: Line[] = [{ ...line, text: texts[0]! }, ...wrapped];
  const last = wrapped.at(-1) ?? line;
  const firstValue = splitLabel(texts[0]!)?.value;
  texts.slice(1).forEach((text, index) => {
    if (texts.slice(0, index + 1).includes(text)) return;
    const split = splitLabel(text);
    const labelOnly = k % 2 === 1 && split && split.value === firstValue && split.value !== "";
    const indent = text.slice(0, text.length - text.trimStart().length);
    const y = last.y + 0.01 * (index + 1) * (wrapped.length + 1);
    out.push({ ...line, y, text: labelOnly ? `${indent}${split.lead ? `${split.lead} ` : ""}${split.label}` : text });
    if (!labelOnly) wrapped.forEach((wrap, at) => out.push({ ...wrap, y: y + 0.01 * (at + 1) }));
  });
  return out;
}

/** The sheet (its own language first) in `languages`, form `form`, wording k. */
export function bilingualVariant(doc: MetaDoc, languages: readonly string[], form: BilingualForm, k: number): BilingualVariant {
  const texts = textsIn(doc, languages, k);
  const headings = new Set(doc.spans.filter((span) => span.number >= 1 && span.number <= 16).map((span) => span.start));
  const name = `B ${form} ${languages.join("/")} ${k + 1}`;
  const at = (index: number) => texts.map((list) => list[index]!);
  if (form === "d") {
    const pages = Math.max(doc.pages.length, ...doc.lines.map((line) => line.page));
    const lines = texts.flatMap((list, half) => doc.lines.map((line, index) => ({ ...line, page: line.page + half * pages, text: list[index]! })));
    return { name, lines, pageCount: pages * texts.length, languages, form };
  }
  const lines: Line[] = [];
  for (let index = 0; index < doc.lines.length; index++) {
    const line = doc.lines[index]!;
    const wraps = headings.has(index) || at(index).every((text) => text === at(index)[0]) ? 0 : continuationCount(doc, texts, index, headings);
    if (form !== "b") {
      lines.push({ ...line, text: joinLine(at(index), headings.has(index), form, k, wraps > 0) });
      continue;
    }
    const wrapped = doc.lines.slice(index + 1, index + 1 + wraps);
    lines.push(...alternateLines(line, at(index), k, wrapped));
    index += wraps;
  }
  return { name, lines, languages, form };
}

/**
 * The bilingual variants of a sheet: an English sheet in each pair (English where the pair has it, else the pair's two
 * languages from family L); a sheet in another of family L's languages with English second (its language first, then English).
 */
export function bilingualVariants(doc: MetaDoc, forms: readonly BilingualForm[] = BILINGUAL_FORMS, wordings: readonly number[] = [0, 1]): BilingualVariant[] {
  const lists = doc.language === "en" ? BILINGUAL_PAIRS : LANGUAGE_WORDS[doc.language] ? [[doc.language, "en"]] : [];
  return lists.flatMap((languages) => forms.flatMap((form) => wordings.map((k) => bilingualVariant(doc, languages, form, k))));
}
