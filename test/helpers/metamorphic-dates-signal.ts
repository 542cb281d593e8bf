/**
 * The date and signal-word probe (session 19; `scripts/metamorphic-tune.ts --dates-signal [LANGS]`): an ENGLISH tune
 * sheet rewritten into one of family L's languages (test/helpers/metamorphic-language.ts, wording 1), then its revision
 * date printed in one of that language's usual forms (numeric with dots, slashes or dashes, two- and four-digit years,
 * a month's name in the nominative and in the form a date prints, abbreviated with and without a dot, in capitals,
 * Roman-numeral months, the year first, the label on one line and the date on the next, the date only in the page
 * header or footer, beside an issue, print or superseded date) or its signal word in one of the forms sheets print it
 * (CLP's label and another, capitals and lower case, two columns, a table cell, alone under the pictograms, beside the
 * English of a bilingual label, "-" or "none" on an unclassified sheet). The truth does not change (but for "none").
 * Words: test/helpers/metamorphic-dates-signal-words.ts (written from CLP and the languages, not from the parser).
 */
import { evidenceLine, H_CODE, PRINTED_DATE, type Line, type MetaDoc } from "./metamorphic.ts";
import { languageVariant } from "./metamorphic-language.ts";
import { LANGUAGE_WORDS } from "./metamorphic-language-words.ts";
import { DATE_WORDS, SIGNAL_WORDS, type DateWords } from "./metamorphic-dates-signal-words.ts";

export const DATES_SIGNAL_LANGUAGES = Object.keys(DATE_WORDS);

/** A probe's variant: the field it checks, its form, and the value expected where it is not the truth's ("none": null). */
export type ProbeVariant = { field: "revision_date" | "signal_word"; form: string; lines: Line[]; expectNone?: boolean };

const ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"];
const pad = (n: number) => String(n).padStart(2, "0");
type Day = { year: number; month: number; day: number };

/** A numeric form: DD MM YYYY YY padded, D M unpadded ("DD.MM.YYYY", "D. M. YYYY", "YYYY.MM.DD."). */
function numeric(form: string, date: Day): string {
  return form.replace("YYYY", String(date.year)).replace("YY", String(date.year).slice(2)).replace("DD", pad(date.day)).replace("MM", pad(date.month))
    .replace("D", String(date.day)).replace("M", String(date.month));
}

/** A form with the month's word or Roman numeral: D day, M month word, R Roman month, Y year. */
function worded(template: string, date: Day, month: string): string {
  return template.replace(/[DMRY]/g, (token) => (token === "D" ? String(date.day) : token === "Y" ? String(date.year) : token === "R" ? ROMAN[date.month - 1]! : month));
}

const NUMERIC_FORMS = ["DD.MM.YYYY", "D.M.YYYY", "DD/MM/YYYY", "DD-MM-YYYY", "DD.MM.YY", "DD/MM/YY", "YYYY-MM-DD", "DD. MM. YYYY", "D. M. YYYY", "YYYY.MM.DD.", "YYYY. MM. DD.", "DD.MM.YYYY."];

/** The date in each form the language prints, by the form's name. */
export function datePrintings(date: Day, words: DateWords): Array<[string, string]> {
  // Slashes and dashes with a day that could be a month: which is which is the sheet's convention (US sheets rewritten
  // keep citing OSHA), so those are left out (as family L does).
  const ambiguous = date.day <= 12 && date.day !== date.month;
  const forms: Array<[string, string]> = NUMERIC_FORMS.filter((form) => !ambiguous || !/[/-]/.test(form)).map((form) => [`numeric ${form}`, numeric(form, date)]);
  const inDate = (words.inDate ?? words.nominative)[date.month - 1]!;
  forms.push([`name ${words.inDate ? "in date form" : "nominative"}`, worded(words.named, date, inDate)]);
  forms.push(["name in capitals", worded(words.named, date, inDate).toLocaleUpperCase()]);
  if (words.inDate) forms.push(["name nominative", worded(words.named, date, words.nominative[date.month - 1]!)]);
  const short = words.abbreviations?.[date.month - 1];
  if (short && short !== inDate) {
    forms.push(["abbreviation with dot", worded(words.named, date, `${short}.`)]);
    forms.push(["abbreviation", worded(words.named, date, short)]);
    forms.push(["abbreviation dashed", `${pad(date.day)}-${short}-${date.year}`]);
  }
  for (const roman of words.roman ?? []) forms.push([`Roman ${roman}`, worded(roman, date, "")]);
  return forms;
}

const dayOf = (iso: string): Day => {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day };
};

/** The revision date's variants of one language variant of the sheet. */
function dateVariants(doc: MetaDoc, language: string, lines: Line[]): ProbeVariant[] {
  const at = evidenceLine(doc, "revision_date");
  if (at < 0 || !doc.truthDate || !/^\d{4}-\d{2}-\d{2}$/.test(doc.truthDate)) return [];
  const text = lines[at]!.text;
  const printed = text.match(new RegExp(PRINTED_DATE.source, "gu")) ?? [];
  if (printed.length !== 1) return [];
  const start = text.indexOf(printed[0]!);
  // The year's word after a date of the language's own form ("3.1.2018 r.", "3 януари 2018 г.") goes with the date.
  const end = start + printed[0]!.length + (/^\s*(?:r|г)\.(?![\p{L}])/u.exec(text.slice(start + printed[0]!.length))?.[0].length ?? 0);
  const date = dayOf(doc.truthDate);
  const words = DATE_WORDS[language]!;
  const labels = LANGUAGE_WORDS[language]!.labels;
  const withLines = (replacement: Line[]) => [...lines.slice(0, at), ...replacement, ...lines.slice(at + 1)];
  const line = lines[at]!;
  const variants: ProbeVariant[] = datePrintings(date, words).map(([form, value]) => ({
    field: "revision_date", form, lines: withLines([{ ...line, text: text.slice(0, start) + value + text.slice(end) }]),
  }));
  const dotted = numeric("DD.MM.YYYY", date);
  const older = numeric("DD.MM.YYYY", { ...date, year: date.year - 2, day: Math.min(date.day, 28) });
  const later = numeric("DD.MM.YYYY", { ...date, year: date.year + 1, day: Math.min(date.day, 28) });
  const before = text.slice(0, start).trimEnd();
  const next = (offset: number, value: string): Line => ({ ...line, text: value, y: line.y + offset });
  // Dates of other kinds on lines of their own, before or after the date's line, only where that line holds its label
  // (a line put between a label and its value in a column below would be the rewrite's own artefact).
  if (!/\p{L}/u.test(before)) return variants;
  variants.push({ field: "revision_date", form: "label, date on the next line", lines: withLines([{ ...line, text: before }, next(12, `${dotted}${text.slice(end)}`)]) });
  const [revision, issue, print, supersedes] = [labels.revisionDate[0]!, labels.issueDate[0]!, labels.printDate[0]!, labels.supersedes[0]!];
  variants.push({ field: "revision_date", form: "issue date before", lines: withLines([{ ...line, text: `${issue}: ${older}    ${revision}: ${dotted}` }]) });
  variants.push({ field: "revision_date", form: "print date after", lines: withLines([{ ...line, text: `${revision}: ${dotted}    ${print}: ${later}` }]) });
  variants.push({ field: "revision_date", form: "print date line before", lines: withLines([{ ...line, text: `${print}: ${later}`, y: line.y - 0.2 }, line]) });
  variants.push({ field: "revision_date", form: "supersedes line after", lines: withLines([line, next(0.2, `${supersedes}: ${older}`)]) });
  variants.push({ field: "revision_date", form: "supersedes line before", lines: withLines([{ ...line, text: `${supersedes} ${older}`, y: line.y - 0.2 }, line]) });
  // The date only in the page furniture, on every page: "Revision: 12.03.2021    Page 1 of 8".
  const pages = Math.max(...lines.map((one) => one.page));
  const pageWords = LANGUAGE_WORDS[language]!.page;
  const furniture = (y: (height: number) => number, make: (n: number) => string): Line[] =>
    Array.from({ length: pages }, (_, index) => ({ page: index + 1, text: make(index + 1), x: 40, y: y(doc.pages[Math.min(index, doc.pages.length - 1)]!.height), fontSize: 8, furniture: true }));
  const dropped = [...lines.slice(0, at), ...lines.slice(at + 1)];
  variants.push({ field: "revision_date", form: "only in the page footer", lines: [...dropped, ...furniture((h) => h - 20, (n) => `${revision}: ${dotted}    ${pageWords(String(n), String(pages))}`)] });
  variants.push({ field: "revision_date", form: "only in the page header", lines: [...furniture(() => 15, (n) => `${revision} ${dotted}   ${pageWords(String(n), String(pages))}`), ...dropped] });
  return variants;
}

/** The signal word's variants of one language variant of the sheet. */
function signalVariants(doc: MetaDoc, language: string, lines: Line[]): ProbeVariant[] {
  const at = evidenceLine(doc, "signal_word");
  if (at < 0 || !doc.parsed.signal_word) return [];
  const words = SIGNAL_WORDS[language]!;
  const danger = /^d/i.test(doc.parsed.signal_word);
  const word = danger ? words.danger : words.warning;
  const english = danger ? "Danger" : "Warning";
  const line = lines[at]!;
  const withLines = (replacement: Line[]) => [...lines.slice(0, at), ...replacement, ...lines.slice(at + 1)];
  const one = (form: string, text: string): ProbeVariant => ({ field: "signal_word", form, lines: withLines([{ ...line, text }]) });
  const [label, other] = words.labels as [string, string];
  const variants = [
    one("CLP label", `${label}: ${word}`),
    one("other label", `${other}: ${word}`),
    one("word in capitals", `${label}: ${word.toLocaleUpperCase()}`),
    one("word in lower case", `${label}: ${word.toLocaleLowerCase()}`),
    one("label and word in capitals", `${label.toLocaleUpperCase()}: ${word.toLocaleUpperCase()}`),
    one("two columns, no colon", `${label}     ${word}`),
    one("table cell", `| ${label} | ${word} |`),
    one("bilingual label", `${label} / Signal word: ${word} / ${english}`),
    { field: "signal_word" as const, form: "bilingual lines", lines: withLines([{ ...line, text: `${label}: ${word}` }, { ...line, text: `Signal word: ${english}`, y: line.y + 0.2 }]) },
    { field: "signal_word" as const, form: "word alone under the pictograms", lines: withLines([{ ...line, text: danger ? "GHS02    GHS05" : "GHS07" }, { ...line, text: word.toLocaleUpperCase(), y: line.y + 0.2 }]) },
  ];
  // An unclassified sheet: no statements, pictograms or word in section 2, "Signal word: -" or "none".
  const section = doc.spans.find((span) => span.number === 2);
  if (section) {
    const anyWord = new RegExp(`(?<![\\p{L}])(?:${words.danger}|${words.warning})(?![\\p{L}])`, "iu");
    const unclassified = (text: string) => lines.flatMap((kept, index) =>
      index === at ? [{ ...kept, text }] : index > section.start && index < section.end && (H_CODE.test(kept.text) || /\bGHS0\d\b/.test(kept.text) || anyWord.test(kept.text)) ? [] : [kept]);
    variants.push({ field: "signal_word", form: "none: dash", lines: unclassified(`${label}: -`), expectNone: true });
    variants.push({ field: "signal_word", form: "none: word", lines: unclassified(`${label}: ${words.none}`), expectNone: true });
  }
  return variants;
}

/** Every probe variant of an English sheet in the given languages. */
export function datesSignalVariants(doc: MetaDoc, languages: readonly string[] = DATES_SIGNAL_LANGUAGES): Array<ProbeVariant & { language: string }> {
  if (doc.language !== "en") return [];
  return languages.flatMap((language) => {
    const { lines } = languageVariant(doc, language, 0);
    return [...dateVariants(doc, language, lines), ...signalVariants(doc, language, lines)].map((variant) => ({ ...variant, language }));
  });
}
