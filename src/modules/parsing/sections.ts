/**
 * The 16 SDS sections, found by their headings, and page furniture (repeated headers and footers).
 *
 * Headings come in many forms: "SECTION 2: HAZARDS IDENTIFICATION", "2. Hazards identification",
 * "2 HAZARDS IDENTIFICATION", "Section 2 - …", "------SECTION 2: INGREDIENTS ------", headings split over two
 * lines, and old ANSI MSDSs where section 2 is composition and 3 hazards. A heading is accepted only when its
 * title names what that section is about, and the chosen headings must have increasing printed numbers
 * (longest such chain), which drops "see Section 16" references and repeated continuation headings. A heading whose
 * number repeats the one before it while its title names a section not found is taken by its title
 * (section-out-of-order.ts).
 */
import { withoutContentsList } from "./contents-list.ts";
import { firstLanguageHeading } from "./heading-languages.ts";
import { foldText, HEADING_GOES_ON, ROMAN_NUMERALS, SECTION_WORD, SECTION_WORD_AFTER_NUMBER, SPELLED_NUMBERS, titleSectionNumber } from "./section-vocabulary.ts";
import { NUMBERED_LEAD } from "./section-numbers.ts";
import { withCompositionSubsection, withHazardsSubsection, withSubsectionStarts } from "./section-subsection-starts.ts";
import { withOutOfOrderHeadings } from "./section-out-of-order.ts";
import { HEADING_PREFIX } from "../../shared/sds-section-words.ts";
import type { DocLine, HeadingCandidate, SdsSection, SectionSpan, SdsTextPage } from "./types.ts";
import { BETWEEN_CELLS, CELL_GAP } from "./cell-gap.ts";

export { titleSectionNumber } from "./section-vocabulary.ts";

/**
 * Section word, then an Arabic number (or, after the word, a Roman or spelled-out one), then the title. A comma may
 * part number and title ("Section 3, Composition/information on ingredients", "Abschnitt 3, Zusammensetzung"), when the
 * title names that section (COMMA_BEFORE_TITLE).
 */
const EXPLICIT_HEADING = new RegExp(
  `${HEADING_PREFIX}(?:${SECTION_WORD})\\s*(?:n[°ºo.]\\s*|nr\\.?\\s*)?(\\d{1,2}|[ivx]{1,5}|${Object.keys(SPELLED_NUMBERS).join("|")})(?:\\.0(?!\\d))?(?![\\p{L}\\d]|\\.\\d)\\s*(?:[.:;,)\\-–—]+\\s*|\\s|$)(.*)$`,
  "u",
);
/**
 * A section's number and its title without the section word: "2. Hazards identification", "2 - …", "2) …", "2/ …", "2 |
 * …", "2° …", the number in brackets ("(2) …", "[2] …"); the title must then name the section (headingCandidate).
 */
const NUMBERED_HEADING = new RegExp(`${HEADING_PREFIX}(?:\\(|\\[(?=\\d{1,2}\\]))?(\\d{1,2})(?:\\.0(?!\\d))?\\s*(?:[.:;)\\]\\-–—|°º]+\\s*|/\\s+|\\s)\\s*(.{3,})$`, "u");
/**
 * Norwegian (and Danish) "DEL 2: Fareidentifikasjon" ("part"): the word is also Spanish ("del 12 de mayo"), so it
 * counts only with a colon after the number and a title that names that section.
 */
const PART_HEADING = new RegExp(`${HEADING_PREFIX}del\\s*(\\d{1,2})\\s*:\\s*(\\p{L}.*)$`, "u");
/**
 * The number before the section word (hu "2. SZAKASZ: A veszélyek azonosítása", lt "2 SKIRSNIS. Galimi pavojai"), Arabic
 * or Roman ("II. SZAKASZ", as after the word: "Section II").
 */
const NUMBER_FIRST_HEADING = new RegExp(
  `${HEADING_PREFIX}(\\d{1,2}|[ivx]{1,5})\\.?\\s*(?:${SECTION_WORD_AFTER_NUMBER})(?![\\p{L}])\\s*(?:[.:;)\\-–—]+\\s*|\\s|$)(.*)$`,
  "u",
);
/** The part before a heading's title ending with a comma: "Section 3, " (a sentence: "Section 16, which lists …"). */
const COMMA_BEFORE_TITLE = /,\s*$/;
/** GB/T 16483 / 17519 headings: "第2部分 危险性概述". */
const CHINESE_HEADING = /^\s*第\s*(\d{1,2})\s*部分\s*(.*)$/;


/** The longest title a heading without the section word may have when it names its own number. */
const MAX_TITLE_OWN_NUMBER = 150;

function printedNumberOf(token: string): number | null {
  if (/^\d+$/.test(token)) return Number.parseInt(token, 10);
  return ROMAN_NUMERALS[token] ?? SPELLED_NUMBERS[token] ?? null;
}

/**
 * The title as printed, given the folded title that runs to the end of the line. Folding keeps the length of
 * precomposed text but not of "ß" (→ "ss") or combining marks: then the printed characters are counted back from
 * the end by their folded lengths ("Erste-Hilfe-Maßnahmen" keeps its capital, which a heading without the section
 * word needs).
 */
function originalTitle(line: string, folded: string, foldedTitle: string): string {
  if (line.length === folded.length) return line.slice(folded.length - foldedTitle.length);
  let length = 0;
  let start = line.length;
  while (start > 0 && length < foldedTitle.length) length += foldText(line[--start]!).length;
  return length === foldedTitle.length ? line.slice(start) : foldedTitle;
}

/**
 * A cheap look at the start of the raw line before folding it: a number (digits or Roman or spelled out), a Roman one
 * also run into its section word by a layer that lost the space ("RUBRIQUEV–MESURES…", as EXPLICIT_HEADING reads it).
 */
const MAY_BE_HEADING = new RegExp(`\\d|第|\\b(?:[ivx]{1,5}|${Object.keys(SPELLED_NUMBERS).join("|")})\\b|(?:${SECTION_WORD})[ivx]{1,5}(?![a-z])`, "i");

/**
 * A heading's title wrapped onto the next line, whole, where its first part does not name its own number and the whole
 * does: cs "ODDÍL 2: Identifikace" / "nebezpečnosti" is hazards identification, not section 1's "Identifikace …"; de
 * "5. Maßnahmen zur" / "Brandbekämpfung" names section 5. The next line continues the title when it is short, not
 * numbered, no heading of its own, no sentence (no closing full stop) and in the title's case: capitals after a title in
 * capitals, not all capitals after one in mixed case (German nouns keep their capital). A column gap in either line
 * makes it a table's row ("2) Manufacturer.    Fictional Chemicals Ltd"), not a title.
 */
/** A line that may be a title's second line: not numbered, no sentence's end, no column gap. */
function mayGoOnTitle(line: string): boolean {
  return !NUMBERED_LEAD.test(line) && !/[.!?;]$/.test(line) && !BETWEEN_CELLS.test(line);
}

function continuedTitle(title: string, printed: number, next: DocLine | undefined): string | null {
  if (title === "" || !next || next.isFurniture || next.text.length >= 80 || BETWEEN_CELLS.test(title)) return null;
  const continuation = next.text.trim();
  if (!mayGoOnTitle(continuation)) return null;
  const folded = foldText(continuation);
  if (EXPLICIT_HEADING.test(folded) || NUMBER_FIRST_HEADING.test(folded)) return null;
  const inCapitals = title === title.toUpperCase();
  if (inCapitals !== (continuation === continuation.toUpperCase())) return null;
  const whole = `${title} ${continuation}`;
  return titleSectionNumber(whole, printed) === printed ? whole : null;
}

function headingCandidate(printedLine: DocLine, lineIndex: number, next: DocLine | undefined): HeadingCandidate | null {
  // Page furniture is never a heading: said before the line's languages are looked for.
  if (printedLine.isFurniture) return null;
  // A heading in two or three languages on one line is read as its first language's part (heading-languages.ts).
  const line = printedLine.text.length > 40 ? { ...printedLine, text: firstLanguageHeading(printedLine.text) } : printedLine;
  if (line.text.length > 160 || !MAY_BE_HEADING.test(line.text.slice(0, 30))) return null;
  const folded = foldText(line.text);
  const part = PART_HEADING.exec(folded);
  const explicit = EXPLICIT_HEADING.exec(folded) ?? NUMBER_FIRST_HEADING.exec(folded) ?? CHINESE_HEADING.exec(folded) ?? (part && titleSectionNumber(part[2]!, Number(part[1])) === Number(part[1]) ? part : null);
  const numbered = explicit ? null : NUMBERED_HEADING.exec(folded);
  const match = explicit ?? numbered;
  if (!match) return numberAboveTitle(line, lineIndex, next) ?? numberRunIntoTitle(line.text, folded, lineIndex);
  const printed = printedNumberOf(match[1]);
  if (printed === null || printed < 1 || printed > 16) return null;
  // A change marker may stand between the number and the title ("2. ♣ IDENTIFICATION DES DANGERS", "3 * Composition").
  const lineTitle = originalTitle(line.text, folded, match[2]).replace(/^[-–—:.►▶♣♠♦◆■●•*!\s]+|[-–—:\s]+$/g, "");
  if (!explicit && (lineTitle.length > MAX_TITLE_OWN_NUMBER || !/^\p{Lu}/u.test(lineTitle))) return null;
  const lineSemantic = titleSectionNumber(lineTitle.slice(0, 70), printed);
  const whole = lineSemantic === printed ? null : continuedTitle(lineTitle, printed, next);
  const title = whole ?? lineTitle;
  const semantic = whole ? printed : lineSemantic;
  if (explicit) {
    // A sentence opening with the section word ("• Section 16 contains the full text …"): its title starts in lower
    // case, closes with a full stop and does not name its own section. (A small-caps font's title comes out in lower
    // case too, "Section ix ► préparation", but no sentence; a full stop after a cell gap ends another column's text.)
    const titleCell = lineTitle.split(CELL_GAP)[0]!;
    if (whole === null && /^\p{Ll}/u.test(lineTitle) && /\.$/.test(titleCell) && lineSemantic !== printed) return null;
    // A comma after the number parts a title only when the title names that section; else it runs on a sentence.
    if (COMMA_BEFORE_TITLE.test(folded.slice(0, folded.length - match[2].length)) && semantic !== printed) return null;
    // "Section 313 of SARA" is rejected by its number, "see Section 16" by the chain of numbers.
    return { lineIndex, printed, semantic: semantic ?? printed, title, explicit: true, wrapped: whole !== null };
  }
  // Subsection numbers ("2.1 Classification") are not headings.
  // "1.0 IDENTIFICATION" (a heading numbering style of older sheets) is a heading; "1.1" is not.
  if (SUBSECTION_NUMBER.test(folded)) return null;
  // Body text that happens to start with a number ("1 Philips Parkway", "30 Bond Street") is not a heading:
  // without the section word, the title must be short, start with a capital and say what the section is about.
  // A title naming its own number may be long (Mexico's NOM-018 "16. Otra información, incluida la información sobre
  // la preparación y actualización de las hojas de datos de seguridad"); another number's title stays short.
  if (semantic === null || title.length > (semantic === printed ? MAX_TITLE_OWN_NUMBER : 110) || !/^\p{Lu}/u.test(title)) return null;
  // A title naming another section is a heading only in heading style (all capitals), as in old MSDSs with their
  // own order; in running text "10 Storage conditions" is a list item.
  const headingStyle = title === title.toUpperCase();
  if (semantic !== printed && !isAnsiSwap(printed, semantic) && !headingStyle) return null;
  return { lineIndex, printed, semantic, title, explicit: false, wrapped: whole !== null };
}

/** A heading's number run into its title, with or without the section word ("8Controlli…", "RUBRIQUE1Identification…"). */
const NUMBER_RUN_INTO_TITLE = new RegExp(`${HEADING_PREFIX}((?:${SECTION_WORD})\\s*)?(\\d{1,2})(?=\\p{L})(.{3,})$`, "u");

/**
 * A heading whose layer lost the space after its number ("8Controllidell'esposizione/…"): a number and a word run
 * together also name things ("3Mcompany", "2Propanol"), so only where the title starts with a capital and names that
 * very section (its words run together too: titleSectionNumber reads them without spaces).
 */
function numberRunIntoTitle(text: string, folded: string, lineIndex: number): HeadingCandidate | null {
  const match = NUMBER_RUN_INTO_TITLE.exec(folded);
  if (!match) return null;
  const printed = Number(match[2]);
  const title = originalTitle(text, folded, match[3]!).trim();
  if (printed < 1 || printed > 16 || title.length > MAX_TITLE_OWN_NUMBER || !/^\p{Lu}/u.test(title)) return null;
  return titleSectionNumber(title.slice(0, 70), printed) === printed ? { lineIndex, printed, semantic: printed, title, explicit: match[1] !== undefined, wrapped: false } : null;
}

/** A title in mixed case under this length (a wrapped title's line, as in continuedTitle) may stand as a heading. */
const SHORT_TITLE = 80;
/** A line holding only a section number ("2", "2.", "■ 2"). */
const NUMBER_ALONE = new RegExp(`${HEADING_PREFIX}(\\d{1,2})\\.?\\s*$`);
/** A sub-section's number opening the line ("2.1"); "1.0" is a heading's. */
const SUBSECTION_NUMBER = new RegExp(`${HEADING_PREFIX}\\d{1,2}\\.(?!0(?!\\d))\\d`);

/**
 * A heading bar whose number cell the text layer puts on a line of its own, the title alone on the next ("2" /
 * "HAZARDS IDENTIFICATION"): a heading when that title names the number and reads as a title — in capitals, or short,
 * and in either case no sentence (no closing full stop) and no table row (no column gap). A sentence wrapped before a
 * section number ("Reference: section" / "7" / "Handling and storage information applies.") is not a heading.
 */
function numberAboveTitle(line: DocLine, lineIndex: number, next: DocLine | undefined): HeadingCandidate | null {
  const number = NUMBER_ALONE.exec(line.text);
  if (!number || !next || next.isFurniture) return null;
  const printed = Number(number[1]);
  const title = next.text.trim();
  if (printed < 1 || printed > 16 || title.length > 110 || !/^\p{Lu}/u.test(title)) return null;
  if (/[.!?;]$/.test(title) || BETWEEN_CELLS.test(title)) return null;
  if (title !== title.toUpperCase() && title.length >= SHORT_TITLE) return null;
  if (titleSectionNumber(title, printed) !== printed) return null;
  return { lineIndex, printed, semantic: printed, title, explicit: false, wrapped: true };
}

/** Old ANSI Z400.1 MSDSs: 2 = composition, 3 = hazards identification. */
function isAnsiSwap(printed: number, semantic: number): boolean {
  return (printed === 2 && semantic === 3) || (printed === 3 && semantic === 2);
}

/**
 * Longest chain of candidates with strictly increasing printed numbers (earliest lines win ties). Printed numbers run
 * 1–16, so each candidate looks at the best chain ending at each smaller number (the longest, and of those the earliest)
 * instead of at every earlier candidate: a hostile page of 40,000 heading lines made the pairwise scan quadratic.
 */
function longestIncreasingChain(candidates: HeadingCandidate[]): HeadingCandidate[] {
  const length: number[] = candidates.map(() => 1);
  const previous: number[] = candidates.map(() => -1);
  const bestEndingAt = new Map<number, number>();
  for (let i = 0; i < candidates.length; i++) {
    for (const [printed, j] of bestEndingAt) {
      if (printed >= candidates[i].printed) continue;
      if (length[j] + 1 > length[i] || (length[j] + 1 === length[i] && previous[i] > j)) {
        length[i] = length[j] + 1;
        previous[i] = j;
      }
    }
    const best = bestEndingAt.get(candidates[i].printed);
    if (best === undefined || length[i] > length[best]) bestEndingAt.set(candidates[i].printed, i);
  }
  let best = -1;
  for (let i = 0; i < candidates.length; i++) if (best === -1 || length[i] > length[best]) best = i;
  const chain: HeadingCandidate[] = [];
  for (let i = best; i !== -1; i = previous[i]) chain.unshift(candidates[i]);
  return chain;
}

/**
 * A heading's title sometimes continues on the next line after a word that goes on ("…AND OF THE" / "COMPANY/UNDERTAKING",
 * "…des Gemischs und" / "des Unternehmens"), or is on it. A line that opens with a number, ends a sentence or a label
 * (a colon) or holds a column gap is not the title's (a sub-section under a title that ends on its slash).
 */
function fullTitle(lines: DocLine[], candidate: HeadingCandidate): { title: string; goesOnAt?: number } {
  const title = candidate.title.replace(/^[-–—\s]+|[-–—\s]+$/g, "");
  // A heading's word and number at a page's foot: its title opens the next page, below that page's header.
  let nextAt = candidate.lineIndex + 1;
  while (title === "" && lines[nextAt]?.isFurniture && nextAt - candidate.lineIndex <= FURNITURE_ZONE * 2) nextAt++;
  const next = lines[nextAt];
  if (candidate.wrapped) return { title, goesOnAt: candidate.lineIndex + 1 };
  if (!next || next.isFurniture || next.text.length >= 80) return { title };
  // (A heading of its number alone takes the next line for its title, whatever it is: a row of labels may stand there.)
  if (title === "") return { title: next.text.trim() };
  const rest = next.text.trim();
  if (HEADING_GOES_ON.test(title) && mayGoOnTitle(rest) && !/[:：]$/.test(rest)) return { title: `${title} ${rest}`, goesOnAt: nextAt };
  return { title };
}

/** Every line that reads as a section heading, a contents list left out: findSectionSpans chains them. */
export function sectionHeadings(lines: readonly DocLine[]): HeadingCandidate[] {
  const candidates: HeadingCandidate[] = [];
  lines.forEach((line, index) => {
    const candidate = headingCandidate(line, index, lines[index + 1]);
    if (candidate) candidates.push(candidate);
  });
  return withoutContentsList(candidates);
}

/**
 * The sections in reading order. `number` is what the section is about (its title's meaning: an old ANSI MSDS's
 * printed "2. Composition" is section 3), `printedNumber` the number the document gives it.
 */
export function findSectionSpans(lines: DocLine[], headings: HeadingCandidate[] = sectionHeadings(lines)): SectionSpan[] {
  const chain = withCompositionSubsection(lines, withHazardsSubsection(lines, withOutOfOrderHeadings(withSubsectionStarts(lines, longestIncreasingChain(headings)), headings)));
  return chain.map((candidate, position) => {
    const { title, goesOnAt } = fullTitle(lines, candidate);
    const semantic = candidate.title === "" ? (titleSectionNumber(title, candidate.printed) ?? candidate.printed) : candidate.semantic;
    const end = position + 1 < chain.length ? chain[position + 1].lineIndex : lines.length;
    return {
      number: semantic,
      // A number printed again for another section cannot be told for its own: the title's stands in (toSections).
      printedNumber: candidate.outOfOrder ? null : candidate.printed,
      title,
      start: candidate.lineIndex,
      end: candidate.maxLines === undefined ? end : Math.min(end, candidate.lineIndex + candidate.maxLines),
      ...(goesOnAt === undefined ? {} : { titleGoesOnAt: goesOnAt }),
    };
  });
}

/** The lines of a section below its heading, page furniture left out (what sectionText joins). */
export function sectionLines(lines: readonly DocLine[], span: SectionSpan): DocLine[] {
  return lines.slice(span.start + 1, span.end).filter((line) => !line.isFurniture);
}

export function sectionText(lines: DocLine[], span: SectionSpan): string {
  return lines
    .slice(span.start + 1, span.end)
    .filter((line) => !line.isFurniture)
    .map((line) => line.text)
    .join("\n");
}

/**
 * The sections as the document numbers them (a 9-section MSDS keeps its 1–9, a 15-section one its 15), ordered by
 * that number. Where the document's numbering cannot be told, the meaning of the title stands in.
 */
export function toSections(lines: DocLine[], spans: SectionSpan[]): SdsSection[] {
  return [...spans]
    .map((span) => ({ number: span.printedNumber ?? span.number, title: span.title, text: sectionText(lines, span) }))
    .sort((a, b) => a.number - b.number);
}

/** The first section about `number` (by its title's meaning), if the document has one. */
export function spanAbout(spans: readonly SectionSpan[], number: number): SectionSpan | undefined {
  return spans.find((span) => span.number === number);
}

/** Lines within this many lines of a page's top or bottom can be furniture. */
const FURNITURE_ZONE = 7;

/** What a "Page 3 of 7" / "3 / 7" / "Page: 3" line starts with; the key is computed only for such lines. */
const MAY_BE_PAGE_NUMBER = /^\s*(?:page|\d)/i;

/**
 * A line holding only a hazard or precautionary code ("P280", "H317", "P302+352"): a code column's cell, never a page
 * header or footer, though with its digits ignored it repeats at the top or bottom of pages.
 */
const CODE_ONLY = /^\s*(?:EUH|H|P)\s?\d{3}[A-Za-z]{0,2}(?:\s*\+\s*(?:EUH|H|P)?\s?\d{3}[A-Za-z]{0,2})*\s*[:.]?\s*$/;

/**
 * A section heading's word and number alone, its title on the next line ("SECTION 2:", "ABSCHNITT 3", "2. SZAKASZ"),
 * matched on folded text: near a page's top or bottom on several pages it repeats with its digits ignored, but its number
 * differs on each page, so it is a heading, never a page header.
 */
const SECTION_NUMBER_ONLY = new RegExp(`${HEADING_PREFIX}(?:(?:${SECTION_WORD})\\s*\\d{1,2}|\\d{1,2}\\.?\\s*(?:${SECTION_WORD_AFTER_NUMBER}))\\s*[.:]?\\s*$`, "u");

function furnitureKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ").trim();
}

/**
 * Flattens pages into lines and marks page furniture: a line near the top or bottom of a page whose text (digits
 * ignored) repeats near the top or bottom of at least half of the pages, plus "Page x of y" lines anywhere.
 */
export function toDocLines(pages: readonly SdsTextPage[]): DocLine[] {
  // Keys of the lines in each page's top and bottom zone, computed once (the text of every line is not needed).
  const zoneKeys = pages.map((page) => page.lines.map((line, index) => (inFurnitureZone(index, page.lines.length) ? furnitureKey(line.text) : null)));
  const pagesWithKey = new Map<string, Set<number>>();
  pages.forEach((page, pageIndex) => {
    for (const key of zoneKeys[pageIndex]!) {
      if (key === null) continue;
      let seen = pagesWithKey.get(key);
      if (!seen) pagesWithKey.set(key, (seen = new Set()));
      seen.add(page.number);
    }
  });
  const minimumPages = Math.max(2, Math.ceil(pages.length / 2));
  const lines: DocLine[] = [];
  pages.forEach((page, pageIndex) => {
    page.lines.forEach((line, index) => {
      const zoneKey = zoneKeys[pageIndex]![index];
      const repeats =
        zoneKey !== null && zoneKey !== undefined && (pagesWithKey.get(zoneKey)?.size ?? 0) >= minimumPages && pages.length >= 2 && !CODE_ONLY.test(line.text) &&
        !SECTION_NUMBER_ONLY.test(foldText(line.text));
      // "Page 3 of 7" is short and starts with "page" or a digit; other lines are not looked at closely.
      const key = zoneKey ?? (line.text.length <= 80 && MAY_BE_PAGE_NUMBER.test(line.text) ? furnitureKey(line.text) : "");
      const isPageNumber = /^(?:page\s*)?#\s*(?:of|\/)\s*#$|^page\s*[:#]?\s*#$/.test(key);
      const isRule = /^[_\-=\s]{10,}$/.test(line.text);
      lines.push({
        text: line.text,
        page: page.number,
        y: line.y,
        x: line.x,
        ...(line.x1 === undefined ? {} : { x1: line.x1 }),
        fontSize: line.fontSize ?? 10,
        isFurniture: repeats || isPageNumber || isRule,
      });
    });
  });
  return lines;
}

function inFurnitureZone(index: number, count: number): boolean {
  return index < FURNITURE_ZONE || index >= count - FURNITURE_ZONE;
}
