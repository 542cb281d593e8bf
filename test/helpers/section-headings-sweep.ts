/**
 * A synthetic sweep of section finding (session 11): in each EU official language (Irish aside, see
 * section-headings-words-west.ts) a small sheet with the 16 headings of REACH Annex II and the sub-sections 1.1–1.4,
 * 2.1–2.3, 3.1, 3.2, printed in the heading forms real sheets use, with a section 2 whose label elements (2.2) carry a
 * signal word and H/P codes. Each sheet is parsed whole: the 16 sections, the signal word, the codes and the document's
 * language must come out. Products and companies are invented; the headings and label words are the regulations'.
 */
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";
import type { HeadingWords, SubsectionNumber } from "./section-headings-types.ts";
import { EASTERN_HEADING_WORDS } from "./section-headings-words-east.ts";
import { WESTERN_HEADING_WORDS } from "./section-headings-words-west.ts";
import type { SweepOutcome } from "./sweep-misses.ts";

export const LANGUAGES: readonly HeadingWords[] = [...WESTERN_HEADING_WORDS, ...EASTERN_HEADING_WORDS];

/**
 * How a sheet prints its section headings:
 * - annex: as Annex II prints them ("SECTION 2: Hazards identification", "2. SZAKASZ: A veszélyek azonosítása");
 * - word-space: the word and number, then the title without a colon ("ABSCHNITT 2 Mögliche Gefahren");
 * - upper: the annex form in capitals;
 * - number-dot: numbered without the word ("2. Hazards identification");
 * - number-upper: numbered without the word, the title in capitals ("2 HAZARDS IDENTIFICATION");
 * - bar: a shaded bar's cells on one line, the word and number, a wide gap, the title in capitals;
 * - number-line: a bar whose number cell comes out on a line of its own, the title alone on the next, in capitals;
 * - split: the word and number on one line, the title on the next;
 * - dash: the word in title case, a dash before the title ("Abschnitt 2 - Mögliche Gefahren");
 * - wrapped: the title wrapped after its first half of words;
 * - number-wrapped: numbered without the word, the title wrapped;
 * - page-header: every heading ends a page, the next page's header (repeated on every page) stands before the body;
 * - split-page: the word and number end a page, the title opens the next one below its header;
 * - lost-heading: section 2's heading not in the text layer (an image): its sub-sections 2.1–2.3 start it.
 */
export const FORMS = [
  "annex", "word-space", "upper", "number-dot", "number-upper", "bar", "number-line", "split", "dash", "wrapped", "number-wrapped", "page-header", "split-page", "lost-heading",
] as const;
export type Form = (typeof FORMS)[number];

/** Where the signal word stands under 2.2: after its label, or alone on its line below the pictograms (the label's own layout). */
export const PLACEMENTS = ["labelled danger", "labelled warning", "alone danger", "alone warning", "capitals danger"] as const;
export type Placement = (typeof PLACEMENTS)[number];

export type SweepCase = { language: HeadingWords; form: Form; placement: Placement };

/**
 * Every language × form with the signal word after its label (Danger), and with one other placement in turn (so each
 * placement meets several forms); the Annex II form with every placement. About 670 sheets: the sweep stays a few seconds.
 */
export function sweepCases(): SweepCase[] {
  return LANGUAGES.flatMap((language) =>
    FORMS.flatMap((form, index) => {
      const placements: Placement[] = form === "annex" ? [...PLACEMENTS] : ["labelled danger", PLACEMENTS[1 + (index % (PLACEMENTS.length - 1))]!];
      return placements.map((placement) => ({ language, form, placement }));
    }),
  );
}

/** Capitals as sheets print them; Greek capitals drop their accents. */
function upper(text: string, code: string): string {
  return code === "el" ? text.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase() : text.toUpperCase();
}

/** The word and number of section n ("SECTION 2", "2. SZAKASZ", "2 SKIRSNIS") and the separator before the title. */
function wordAndNumber(language: HeadingWords, n: number): { lead: string; separator: string } {
  if (language.order === "word-first") return { lead: `${language.word} ${n}`, separator: ": " };
  return { lead: `${n}${language.order.numberDot ? "." : ""} ${language.word}`, separator: language.order.separator };
}

/** Section n's heading in a form: one line, or two (split, wrapped). */
export function headingLines(language: HeadingWords, form: Form, n: number): string[] {
  const title = language.titles[n - 1]!;
  const { lead, separator } = wordAndNumber(language, n);
  switch (form) {
    case "word-space":
      return [`${lead} ${title}`];
    case "upper":
      return [upper(`${lead}${separator}${title}`, language.code)];
    case "number-dot":
      return [`${n}. ${title}`];
    case "number-upper":
      return [`${n} ${upper(title, language.code)}`];
    case "bar":
      return [`${lead}          ${upper(title, language.code)}`];
    case "number-line":
      return [`${n}`, upper(title, language.code)];
    case "split":
    case "split-page":
      return [`${lead}${separator.trimEnd()}`, title];
    case "dash": {
      const word = language.word.charAt(0) + language.word.slice(1).toLowerCase();
      return [`${lead.replace(language.word, word)} - ${title}`];
    }
    case "number-wrapped": {
      const words = title.split(" ");
      const half = Math.ceil(words.length / 2);
      return words.length < 2 ? [`${n}. ${title}`] : [`${n}. ${words.slice(0, half).join(" ")}`, words.slice(half).join(" ")];
    }
    case "wrapped": {
      const words = title.split(" ");
      if (words.length < 2) return [`${lead}${separator}${title}`];
      const half = Math.ceil(words.length / 2);
      return [`${lead}${separator}${words.slice(0, half).join(" ")}`, words.slice(half).join(" ")];
    }
    default:
      return [`${lead}${separator}${title}`];
  }
}

const sub = (language: HeadingWords, number: SubsectionNumber) => `${number} ${language.sub[number]}`;

/** Section 2's body: classification, the label elements with the signal word and codes, other hazards. */
function sectionTwoBody(language: HeadingWords, placement: Placement): string[] {
  const warning = placement.endsWith("warning");
  const word = warning ? language.warning : language.danger;
  const codes = warning ? ["H226 …", "H319 …"] : ["H225 …", "H319 …"];
  const signal = placement.startsWith("labelled")
    ? [`${language.signalLabel}: ${word}`]
    : placement.startsWith("capitals")
      ? [upper(`${language.signalLabel}: ${word}`, language.code)]
      : [warning ? "GHS07" : "GHS02    GHS07", word];
  return [
    sub(language, "2.1"),
    warning ? "Flam. Liq. 3, Eye Irrit. 2" : "Flam. Liq. 2, Eye Irrit. 2",
    sub(language, "2.2"),
    ...signal,
    `${language.hazardLabel}:`,
    ...codes,
    `${language.precautionaryLabel}:`,
    "P210 …",
    "P280 …",
    "P305+P351+P338 …",
    sub(language, "2.3"),
    language.prose,
  ];
}

/** Each section's body lines, section 1 and 3 with their sub-sections. */
function bodies(language: HeadingWords, placement: Placement): Record<number, string[]> {
  return {
    1: [sub(language, "1.1"), "Glimmerfix 40", sub(language, "1.2"), language.prose, sub(language, "1.3"), "Quellbrand Teknik", "Somewhere 12, 99999 Nowhere",
      sub(language, "1.4"), "+49 30 0000000"],
    2: sectionTwoBody(language, placement),
    3: [sub(language, "3.1"), "-", sub(language, "3.2"), "Xylol    1330-20-7    10-20 %    H226 H304 H312"],
  };
}

/** The sections whose heading ends a page in the page forms (a sheet breaks its pages where its text runs out, not at every heading). */
const PAGE_BREAK_AFTER = [2, 9];

/**
 * The sheet's pages: one page; or (page-header, split-page) three, each with a header and a footer, the headings of
 * sections 2 and 9 at a page's foot (split-page: their word and number only, the title opening the next page).
 */
export function sheetOf({ language, form, placement }: SweepCase): SdsText {
  const body = bodies(language, placement);
  const lines = ["GLIMMERFIX 40"];
  const pages: string[][] = [];
  language.titles.forEach((_, index) => {
    const n = index + 1;
    const heading = form === "lost-heading" && n === 2 ? [] : headingLines(language, form, n);
    const breaks = PAGE_BREAK_AFTER.includes(n) && (form === "page-header" || form === "split-page");
    const atFoot = form === "split-page" ? heading.slice(0, 1) : heading;
    lines.push(...(breaks ? atFoot : heading));
    if (breaks) {
      pages.push(lines.splice(0));
      if (form === "split-page") lines.push(...heading.slice(1));
    }
    lines.push(...(body[n] ?? [language.prose]));
  });
  pages.push(lines);
  const paged = form === "page-header" || form === "split-page";
  const count = pages.length;
  return {
    numPages: count,
    hasTextLayer: true,
    pages: pages.map((pageLines, index) => page(index + 1, paged ? ["Glimmerfix 40    Version 2.0", ...pageLines, `${index + 1} / ${count}`] : pageLines)),
  };
}

function page(number: number, lines: string[]): SdsText["pages"][number] {
  return { number, width: 600, height: 800, lines: lines.map((text, index) => ({ text, x: 40, y: 40 + index * 12 })) };
}

/** The signal word as read from the sheet; a word derived from the H-codes is shown as such ("derived DANGER"). */
function signalWordRead(parsed: ReturnType<typeof parseSds>): string | null {
  if (!parsed.signal_word) return null;
  return parsed.evidence.signal_word?.method === "text" ? parsed.signal_word : `derived ${parsed.signal_word}`;
}

const ALL_SIXTEEN = JSON.stringify(Array.from({ length: 16 }, (_, index) => index + 1));

export type SweepResult = SweepOutcome & { confidence: number };

/** The case parsed whole: one outcome per field (sections, signal word, H- and P-codes, language), `layout` naming the field. */
export function runCase(sweepCase: SweepCase): SweepResult[] {
  const parsed = parseSds(sheetOf(sweepCase));
  const { language, form, placement } = sweepCase;
  const warning = placement.endsWith("warning");
  const outcome = (field: string, value: string | null, truth: string, confidence = 0): SweepResult => ({ language: language.code, layout: field, form, value, truth, confidence });
  return [
    outcome("sections", JSON.stringify(parsed.sections.map((section) => section.number)), ALL_SIXTEEN),
    // Read from the sheet, not derived from the codes (a word the vocabulary lacks still comes out, derived, at 0.45).
    outcome("signal_word", signalWordRead(parsed), warning ? "WARNING" : "DANGER", parsed.evidence.signal_word?.confidence ?? 0),
    outcome("h_codes", parsed.h_codes.join(" "), warning ? "H226 H319" : "H225 H319", parsed.evidence.h_codes?.confidence ?? 0),
    outcome("p_codes", parsed.p_codes.join(" "), "P210 P280 P305 P338 P351", parsed.evidence.p_codes?.confidence ?? 0),
    outcome("document_language", parsed.document_language, language.code),
  ];
}
