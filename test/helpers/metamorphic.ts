/**
 * Metamorphic transformations of a real sheet's text: each rewrites the lines the way another supplier's template of
 * the same sheet would print them (a sub-heading left out, a label in another wording, the date in another form, the
 * date in the page footer, …) and keeps the meaning, so the parser must still read the same values. Used by
 * scripts/metamorphic-tune.ts on the tune documents (their texts are not in git).
 */
import { GHS_HAZARD_STATEMENTS } from "../../src/shared/ghs/hazard-statements.ts";
import { MONTH_NAMES } from "../../src/modules/parsing/vocabulary/months.ts";
import { findSectionSpans, toDocLines } from "../../src/modules/parsing/sections.ts";
import { foldText } from "../../src/modules/parsing/section-vocabulary.ts";
import { SIGNAL_WORD_LABELS } from "../../src/modules/parsing/signal-words.ts";
import type { ParsedSds, SectionSpan } from "../../src/modules/parsing/types.ts";
import type { PdfText } from "../../src/shared/pdf/pdf-text.ts";

export type MetaField = "product_name" | "manufacturer" | "revision_date" | "signal_word" | "h_codes";
export const META_FIELDS: readonly MetaField[] = ["product_name", "manufacturer", "revision_date", "signal_word", "h_codes"];

/** One line of the document in reading order, with the page it is on and whether the parser takes it for furniture. */
export type Line = { page: number; text: string; y: number; x: number; fontSize?: number; furniture: boolean };
export type MetaDoc = { lines: Line[]; spans: SectionSpan[]; pages: PdfText["pages"]; language: string; parsed: ParsedSds; truthDate: string | null };
/** A variant of the document, and the fields it does not speak for (their printed evidence was changed away). */
export type Variant = { name: string; lines: Line[]; pageCount?: number; skip?: MetaField[] };

export function metaDoc(text: PdfText, language: string, parsed: ParsedSds, truthDate: string | null): MetaDoc {
  const docLines = toDocLines(text.pages.map((page) => ({ ...page, lines: page.lines.map((line) => ({ ...line, fontSize: line.fontSize ?? 10 })) })));
  const lines = docLines.map((line) => ({ page: line.page, text: line.text, y: line.y, x: line.x, fontSize: line.fontSize, furniture: line.isFurniture }));
  return { lines, spans: findSectionSpans(docLines), pages: text.pages, language: language.slice(0, 2), parsed, truthDate };
}

/** Lines back into pages (a page's lines in the order given; pages added by a transformation copy the last size). */
export function toPdfText(doc: MetaDoc, variant: Variant): PdfText {
  const count = Math.max(variant.pageCount ?? doc.pages.length, ...variant.lines.map((line) => line.page));
  const pages = Array.from({ length: count }, (_, index) => {
    const like = doc.pages[Math.min(index, doc.pages.length - 1)]!;
    return { number: index + 1, width: like.width, height: like.height, lines: [] as PdfText["pages"][number]["lines"] };
  });
  for (const line of variant.lines) pages[line.page - 1]!.lines.push({ text: line.text, y: line.y, x: line.x, fontSize: line.fontSize });
  return { numPages: count, pages, hasTextLayer: true };
}

export const section2 = (doc: MetaDoc) => doc.spans.find((span) => span.number === 2);
export const H_CODE = /\bH\d{3}\b/;

/** The line a field was read from (its evidence text), or -1. */
export function evidenceLine(doc: MetaDoc, field: keyof ParsedSds["evidence"]): number {
  const evidence = doc.parsed.evidence[field];
  if (!evidence || evidence.page === null) return -1;
  const text = evidence.text.trim();
  return doc.lines.findIndex((line) => line.page === evidence.page && line.text.trim() !== "" && (line.text.includes(text) || text.startsWith(line.text.trim())));
}

/** Another label of the signal word in each language (CLP's wording and the common alternative). */
export const SIGNAL_LABELS_OF: Record<string, readonly string[]> = {
  en: ["Signal word", "Signal Word(s)"], de: ["Signalwort", "Signalwörter"], fr: ["Mention d'avertissement", "Mot indicateur"],
  es: ["Palabra de advertencia", "Palabra de señal"], it: ["Avvertenza", "Avvertenze"], nl: ["Signaalwoord", "Signaalwoorden"],
  pt: ["Palavra-sinal", "Palavra sinal"], pl: ["Hasło ostrzegawcze"], sv: ["Signalord"], da: ["Signalord"], no: ["Signalord"], fi: ["Huomiosana"],
};
const FOLDED_LABELS = [...SIGNAL_WORD_LABELS].sort((a, b) => b.length - a.length);

/** The signal word's line split into its label and the rest ("Signalwort: Gefahr" → ["Signalwort:", "Gefahr"]). */
export function splitSignalLine(text: string): [string, string] | null {
  const lead = text.length - text.trimStart().length;
  const folded = foldText(text.trimStart()).replace(/[’‘]/g, "'");
  const label = FOLDED_LABELS.find((candidate) => folded.startsWith(candidate));
  if (!label) return null;
  let end = lead + label.length;
  const qualifier = /^\s*(?:\([^)]{0,20}\))?\s*[:：]?\s*/.exec(text.slice(end));
  end += qualifier ? qualifier[0].length : 0;
  return [text.slice(0, end).trim(), text.slice(end).trim()];
}

const moved = (lines: Line[], from: number, to: number): Line[] => {
  const copy = [...lines];
  const [line] = copy.splice(from, 1);
  const at = to > from ? to - 1 : to;
  const before = copy[at];
  copy.splice(at + 1, 0, { ...line!, page: before?.page ?? line!.page, y: (before?.y ?? line!.y) + 0.1 });
  return copy;
};

function t1DropLabelSubheading(doc: MetaDoc): Variant[] {
  const span = section2(doc);
  if (!span) return [];
  const at = doc.lines.findIndex((line, index) => index > span.start && index < span.end && /^\s*2\.2\.?\s+\D/.test(line.text) && !H_CODE.test(line.text) && line.text.length < 90);
  return at < 0 ? [] : [{ name: "T1 drop 2.2 sub-heading", lines: doc.lines.filter((_, index) => index !== at) }];
}

function t2SignalLabel(doc: MetaDoc): Variant[] {
  const at = evidenceLine(doc, "signal_word");
  const parts = at < 0 ? null : splitSignalLine(doc.lines[at]!.text);
  if (!parts) return [];
  const [label, rest] = parts;
  const variants: Variant[] = [];
  const labels = SIGNAL_LABELS_OF[doc.language] ?? [];
  const other = labels.find((candidate) => foldText(candidate) !== foldText(label.replace(/[:：]\s*$/, "")));
  const withLine = (text: string | null): Line[] =>
    text === null ? doc.lines.filter((_, index) => index !== at) : doc.lines.map((line, index) => (index === at ? { ...line, text } : line));
  if (other) variants.push({ name: "T2 other signal-word label", lines: withLine(rest ? `${other}: ${rest}` : `${other}:`) });
  // Label elements as a bulleted list.
  variants.push({ name: "T2 bulleted", lines: withLine(`• ${doc.lines[at]!.text.trim()}`) });
  variants.push({ name: "T2 signal-word label dropped", lines: withLine(rest || null) });
  if (rest) {
    // A two-column form: label and word apart, no colon; the word in capitals as label software prints it.
    variants.push({ name: "T2 label and word in two columns", lines: withLine(`${label.replace(/\s*[:：]\s*$/, "")}    ${rest}`) });
    variants.push({ name: "T2 word in capitals", lines: withLine(`${label} ${rest.toLocaleUpperCase()}`) });
    const span = section2(doc);
    const lastH = span ? findLast(doc, span, (text) => H_CODE.test(text)) : -1;
    // The word alone under the hazard statements, its label left out (a label's layout without field names).
    if (lastH > at) variants.push({ name: "T2+T3 word alone after H statements", lines: moved(withLine(rest), at, lastH + 1) });
    // A right-hand column beside the word: the first hazard statement on the word's line.
    const firstH = span ? doc.lines.findIndex((line, index) => index > at && index < span.end && H_CODE.test(line.text)) : -1;
    if (firstH > at) {
      const beside = doc.lines.map((line, index) => (index === at ? { ...line, text: `${label} ${rest}    ${doc.lines[firstH]!.text.trim()}` } : line)).filter((_, index) => index !== firstH);
      variants.push({ name: "T2 first H statement beside the word", lines: beside });
    }
    const pictogram = span ? findLast(doc, span, (text) => /\bGHS0\d\b/.test(text)) : -1;
    if (pictogram > 0 && pictogram !== at) {
      const joined = doc.lines.map((line, index) => (index === pictogram ? { ...line, text: `${line.text.trim()}    ${rest}` } : line)).filter((_, index) => index !== at);
      variants.push({ name: "T2 word beside the pictogram codes", lines: joined });
    }
  }
  return variants;
}

function t3SignalMoved(doc: MetaDoc): Variant[] {
  const span = section2(doc);
  const at = evidenceLine(doc, "signal_word");
  if (!span || at < 0 || at <= span.start || at >= span.end) return [];
  const variants: Variant[] = [];
  const lastH = findLast(doc, span, (text) => H_CODE.test(text));
  if (lastH > at) variants.push({ name: "T3 signal word after H statements", lines: moved(doc.lines, at, lastH + 1) });
  const lastPictogram = findLast(doc, span, (text) => /\bGHS0\d\b/.test(text));
  if (lastPictogram > at) variants.push({ name: "T3 signal word after pictograms", lines: moved(doc.lines, at, lastPictogram + 1) });
  return variants;
}

export function findLast(doc: MetaDoc, span: SectionSpan, test: (text: string) => boolean): number {
  for (let index = span.end - 1; index > span.start; index--) if (test(doc.lines[index]!.text)) return index;
  return -1;
}

export const PRINTED_DATE =
  /\b\d{1,4}\s?[./-]\s?(?:\d{1,2}|\p{L}{3,9}\.?)\s?[./-]\s?\d{2,4}\b|\b\d{1,2}\.?\s+(?:de\s+)?\p{L}{3,10}\.?\s+(?:de\s+)?\d{4}\b|\b\p{L}{3,10}\.?\s+\d{1,2},?\s+\d{4}\b/u;

/** The truth date in the forms the language prints. */
export function dateForms(iso: string, language: string): string[] {
  const [year, month, day] = iso.split("-");
  const d = Number(day);
  const months = MONTH_NAMES[language] ?? MONTH_NAMES.en!;
  const name = months[Number(month) - 1]![0]!;
  const Name = name.charAt(0).toUpperCase() + name.slice(1);
  const forms = [`${day}.${month}.${year}`, `${year}-${month}-${day}`, `${day}/${month}/${year!.slice(2)}`, `${day}/${month}/${year}`];
  if (language === "de") forms.push(`${d}. ${Name} ${year}`);
  else if (language === "es" || language === "pt") forms.push(`${d} de ${name} de ${year}`);
  else if (language === "en") forms.push(`${d} ${Name} ${year}`, `${Name} ${d}, ${year}`);
  else forms.push(`${d} ${name} ${year}`);
  if (language === "nl") forms.push(`${day}-${month}-${year}`);
  // Without leading zeros, the short month between hyphens (SAP-made sheets: "07-Okt-2018"), year first with slashes.
  const short = months[Number(month) - 1]!.find((each) => each.length === 3) ?? name.slice(0, 3);
  const shortName = short.charAt(0).toUpperCase() + short.slice(1);
  forms.push(`${d}.${Number(month)}.${year}`, `${day}-${shortName}-${year}`, `${year}/${month}/${day}`);
  return forms;
}

function t4DateForm(doc: MetaDoc): Variant[] {
  const at = evidenceLine(doc, "revision_date");
  if (at < 0 || !doc.truthDate || !/^\d{4}-\d{2}-\d{2}$/.test(doc.truthDate)) return [];
  const printed = PRINTED_DATE.exec(doc.lines[at]!.text);
  if (!printed) return [];
  // Which of two numbers is the day is the document's convention (a US or Canadian sheet prints the month first, in any
  // language): a day-first slash form is the same date only when the day cannot be a month.
  const ambiguous = Number(doc.truthDate.slice(8)) <= 12;
  const forms = dateForms(doc.truthDate, doc.language).filter((form) => !ambiguous || !/^\d{2}\/\d{2}\//.test(form));
  return forms.map((form) => ({
    name: `T4 date as ${form.replace(/\d/g, "9").replace(/\p{L}+/gu, "Mon")}`,
    lines: doc.lines.map((line, index) => (index === at ? { ...line, text: line.text.replace(printed[0], form) } : line)),
  }));
}

const PAGE_WORDS: Record<string, (n: number, m: number) => string> = {
  de: (n, m) => `Seite ${n} von ${m}`, fr: (n, m) => `Page ${n} / ${m}`, es: (n, m) => `Página ${n} de ${m}`, it: (n, m) => `Pagina ${n} di ${m}`,
  nl: (n, m) => `Pagina ${n} van ${m}`, pt: (n, m) => `Página ${n} de ${m}`, pl: (n, m) => `Strona ${n} z ${m}`, sv: (n, m) => `Sida ${n} av ${m}`,
};
export const pageOf = (language: string, n: number, m: number) => (PAGE_WORDS[language] ?? ((a: number, b: number) => `Page ${a} of ${b}`))(n, m);

/** Other labels of the revision date in each language (the wording of Annex II and the common alternative). */
export const DATE_LABELS_OF: Record<string, readonly string[]> = {
  en: ["Revision date:", "Date of revision:"], de: ["Überarbeitet am:", "Datum der Überarbeitung:"], fr: ["Date de révision :", "Mise à jour :"],
  es: ["Fecha de revisión:", "Revisión:"], it: ["Data di revisione:", "Revisione:"], nl: ["Herzieningsdatum:", "Datum herziening:"],
  pt: ["Data de revisão:", "Revisão:"], pl: ["Data aktualizacji:"], sv: ["Revisionsdatum:"], da: ["Revisionsdato:"], no: ["Revisjonsdato:"], fi: ["Muutettu viimeksi:"],
};

function t4DateLabel(doc: MetaDoc): Variant[] {
  const at = evidenceLine(doc, "revision_date");
  const parts = at < 0 ? null : splitAtDate(doc.lines[at]!.text);
  // Only a line that is a label and its date ("Revision date: 12.03.2021"), not a row of several fields.
  const dates = at < 0 ? 0 : doc.lines[at]!.text.match(new RegExp(PRINTED_DATE.source, "gu"))?.length ?? 0;
  if (!parts || dates !== 1 || parts[0].split(/\s+/).length > 4 || /\s{3}/.test(parts[0])) return [];
  const date = PRINTED_DATE.exec(parts[1])![0];
  return (DATE_LABELS_OF[doc.language] ?? []).map((label, index) => ({
    name: `T4 other date label ${index + 1}`,
    lines: doc.lines.map((line, lineIndex) => (lineIndex === at ? { ...line, text: `${label} ${date}` } : line)),
  }));
}

function t5DateToFurniture(doc: MetaDoc): Variant[] {
  const at = evidenceLine(doc, "revision_date");
  if (at < 0 || doc.lines[at]!.furniture || doc.pages.length < 2 || !PRINTED_DATE.test(doc.lines[at]!.text)) return [];
  const text = doc.lines[at]!.text.trim();
  const { header, footer } = onEveryPage(doc, doc.lines.filter((_, index) => index !== at), text, "    ");
  return [{ name: "T5 date line in every footer", lines: footer }, { name: "T5 date line in every header", lines: header }];
}

/** `text` printed in every page's header, or in every footer with the page number after `gap`, over the lines `rest`. */
export function onEveryPage(doc: MetaDoc, rest: Line[], text: string, gap: string): { header: Line[]; footer: Line[] } {
  const footer: Line[] = [];
  const header: Line[] = [];
  for (const page of doc.pages) {
    const own = rest.filter((line) => line.page === page.number);
    const top = Math.min(...own.map((line) => line.y), page.height);
    const bottom = Math.max(...own.map((line) => line.y), 0);
    footer.push(...own, { page: page.number, text: `${text}${gap}${pageOf(doc.language, page.number, doc.pages.length)}`, y: bottom + 12, x: 40, fontSize: 8, furniture: true });
    header.push({ page: page.number, text, y: top - 12, x: 40, fontSize: 8, furniture: true }, ...own);
  }
  return { header, footer };
}

function t6SplitJoin(doc: MetaDoc): Variant[] {
  const variants: Variant[] = [];
  for (const field of ["signal_word", "revision_date"] as const) {
    const at = evidenceLine(doc, field);
    if (at < 0) continue;
    const line = doc.lines[at]!;
    const next = doc.lines[at + 1];
    const parts = field === "signal_word" ? splitSignalLine(line.text) : splitAtDate(line.text);
    if (parts && parts[1] !== "") {
      const split = [...doc.lines];
      split.splice(at, 1, { ...line, text: parts[0] }, { ...line, text: parts[1], y: line.y + 0.1 });
      variants.push({ name: `T6 ${field} label/value split`, lines: split });
    } else if (parts && next && next.page === line.page) {
      const joined = doc.lines.filter((_, index) => index !== at + 1).map((each, index) => (index === at ? { ...each, text: `${parts[0]} ${next.text.trim()}` } : each));
      variants.push({ name: `T6 ${field} label/value joined`, lines: joined });
    }
  }
  return variants;
}

export function splitAtDate(text: string): [string, string] | null {
  const printed = PRINTED_DATE.exec(text);
  if (!printed || printed.index === 0 || !/\p{L}/u.test(text.slice(0, printed.index))) return null;
  return [text.slice(0, printed.index).trim(), text.slice(printed.index).trim()];
}

const SECTION_WORDS: Record<string, string> = {
  en: "SECTION", de: "ABSCHNITT", fr: "RUBRIQUE", es: "SECCIÓN", it: "SEZIONE", nl: "RUBRIEK", pt: "SECÇÃO", pl: "SEKCJA", sv: "AVSNITT", da: "PUNKT", no: "AVSNITT", fi: "KOHTA",
};

function t7Headings(doc: MetaDoc): Variant[] {
  const starts = new Map(doc.spans.filter((span) => span.printedNumber !== null && span.title !== "").map((span) => [span.start, span]));
  if (starts.size < 8) return [];
  const rewrite = (form: (span: SectionSpan) => string): Line[] =>
    doc.lines.map((line, index) => (starts.has(index) ? { ...line, text: form(starts.get(index)!) } : line));
  const word = SECTION_WORDS[doc.language] ?? "SECTION";
  return [
    { name: "T7 headings in capitals", lines: doc.lines.map((line, index) => (starts.has(index) ? { ...line, text: line.text.toLocaleUpperCase() } : line)) },
    { name: "T7 headings 'n. Title'", lines: rewrite((span) => `${span.printedNumber}. ${span.title}`) },
    { name: "T7 headings 'WORD n: TITLE'", lines: rewrite((span) => `${word} ${span.printedNumber}: ${span.title.toLocaleUpperCase()}`) },
  ];
}

function t8PageBreak(doc: MetaDoc): Variant[] {
  const span = section2(doc);
  if (!span || span.end - span.start < 6) return [];
  const at = span.start + Math.floor((span.end - span.start) / 2);
  const page = doc.lines[at]!.page;
  const header = doc.lines.filter((line) => line.page === page && line.furniture).slice(0, 3);
  const lines: Line[] = [];
  doc.lines.forEach((line, index) => {
    if (index === at) lines.push(...header.map((each) => ({ ...each, page: page + 1 })));
    lines.push(index >= at || line.page > page ? { ...line, page: line.page + 1 } : line);
  });
  return [{ name: "T8 page break in section 2", lines, pageCount: doc.pages.length + 1 }];
}

function t9NoFurniture(doc: MetaDoc): Variant[] {
  if (!doc.lines.some((line) => line.furniture)) return [];
  const skip = (["revision_date", "product_name", "signal_word"] as const).filter((field) => doc.lines[evidenceLine(doc, field)]?.furniture);
  return [{ name: "T9 headers and footers dropped", lines: doc.lines.filter((line) => !line.furniture), skip: skip.length ? skip : undefined }];
}

function t10Bilingual(doc: MetaDoc): Variant[] {
  const span = section2(doc);
  if (!span || doc.language === "en") return [];
  const lastH = findLast(doc, span, (text) => H_CODE.test(text));
  if (lastH < 0) return [];
  const base = doc.lines[lastH]!;
  const word = doc.parsed.signal_word === "DANGER" ? "Danger" : doc.parsed.signal_word === "WARNING" ? "Warning" : null;
  const english = [word ? `Signal word: ${word}` : null, "Hazard statements:", ...doc.parsed.h_codes.map((code) => `${code} ${GHS_HAZARD_STATEMENTS[code] ?? ""}`.trim())];
  const added = english.filter((text): text is string => text !== null).map((text, index) => ({ ...base, text, y: base.y + 0.01 * (index + 1) }));
  return [{ name: "T10 English label elements after", lines: [...doc.lines.slice(0, lastH + 1), ...added, ...doc.lines.slice(lastH + 1)] }];
}

/** T1–T10; test/helpers/metamorphic-layouts.ts has the table layouts. */
export const TRANSFORMATIONS: ReadonlyArray<(doc: MetaDoc) => Variant[]> = [
  t1DropLabelSubheading, t2SignalLabel, t3SignalMoved, t4DateForm, t4DateLabel, t5DateToFurniture, t6SplitJoin, t7Headings, t8PageBreak, t9NoFurniture, t10Bilingual,
];
