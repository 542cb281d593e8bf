/**
 * Hazard and precautionary codes as OCR reads them: a gap after the letter or inside the digits ("H 315",
 * "H3 15"), letters in digit places ("H3l5", "H3I5", Cyrillic "HЗ19"), plus signs read as other marks
 * ("P305 ± 351"). Pure: one line in, the line with the codes written the one way out, and what was changed.
 *
 * A code is rewritten only when the result is a code of the CLP/GHS tables and at least two of its digits
 * were read as digits. A code whose digits are damaged beyond that, or misread as another code, is recovered
 * from the statement printed after it ("H3?9 Causes serious eye irritation" → H319) when the wording names
 * exactly one code and that code agrees with every digit that was read but one.
 */
import { findStatementsInText, isKnownHazardCode, readStatements } from "./ghs-statements.ts";
import { isKnownPrecautionCode } from "./hazards.ts";
import { CAS_CONTEXT, repairCasNumbers, type CasRepair } from "./cas-repair.ts";
import { titleSectionNumbers } from "./section-vocabulary.ts";
import { repairOcrDateLine } from "./ocr-date-repair.ts";
import { repairSignalWordLine } from "./ocr-signal-word.ts";
import { isSectionHeading, repairOcrHeading } from "./ocr-heading-repair.ts";
import { repairCapitalIWords } from "./ocr-capital-i.ts";
import { repairCutLabel } from "./ocr-cut-label.ts";
import { repairSemicolonLabels } from "./ocr-semicolon-label.ts";
import { repairLookAlikeWords } from "./ocr-look-alike-words.ts";
import { repairGluedWords } from "./ocr-glued-words.ts";
import { isKnownLabelAlone } from "./label-pieces.ts";
import { repairStatementLine } from "./ocr-statement-repair.ts";
import { repairPrecautionCode } from "./ocr-precaution-repair.ts";
import { repairLabelNoise, repairRowNoise } from "./ocr-label-noise.ts";
import { repairValueGap } from "./ocr-value-gap.ts";
import { repairCategoryLetter, repairStrayCodeLetter } from "./ocr-category-repair.ts";
import { CELL_GAP } from "./cell-gap.ts";

const LOOK_ALIKES: Readonly<Record<string, string>> = {
  O: "0", o: "0", D: "0", Q: "0", "О": "0", "о": "0",
  l: "1", I: "1", "|": "1", i: "1", "!": "1", "]": "1",
  S: "5", s: "5", B: "8", Z: "2", z: "2", "З": "3", "з": "3", g: "9", q: "9", G: "6", b: "6",
};
/** Cyrillic capitals that look like the code letters. */
const CODE_LETTERS: Readonly<Record<string, string>> = { "Н": "H", "Р": "P", "Е": "E", "У": "U" };

const DIGITISH = "[0-9OoDQОоlI|i!\\]SsBZzЗзgqGb]";
/** A code as OCR may print it: its letter(s), at most one space, three digit-like characters with at most one space among them. */
const CODE_LIKE = new RegExp(
  `(?<![\\p{L}\\p{N}])(EUH|[HPНР])(\\s?)(${DIGITISH}\\s?${DIGITISH}\\s?${DIGITISH})(?![\\p{N}])`,
  "gu",
);
/** A code letter and three characters that are not all digit-like: a code whose digits are damaged. */
const DAMAGED_CODE = /(?<![\p{L}\p{N}])([HН])\s?([^\s]{3})(?=[\s:.,;-])/gu;
/** A plus sign OCR read as another mark, between a code and the next part of a combined code. */
const PLUS_LIKE = /(?<=(?:EUH|[HP])\d{3}(?:\s*[+±÷†‡＋*#]\s*[HP]?\d{3})*)\s*[±÷†‡＋*#]\s*(?=[HP]?\d{3}(?!\d))/g;

/**
 * A code letter read in lower case ("p272") or twice ("pP272", the capital's outline read as a second letter),
 * where a code starts a line or a cell: the code's letter. Not inside a word or a sentence ("see p272").
 */
// Two spaces before the letter, not "two or more": a run of spaces tried from each of its positions is quadratic.
const LOWER_CODE_LETTER = /(^\s*|\s\s|[(\[]\s?)([hp])([HP]?)(?=(\d{3})(?![\p{L}\p{N}]))/gu;
/** The next code after a damaged one: where the damaged code's statement ends. */
const NEXT_CODE = /(?<![\p{L}\p{N}])(?:EUH|H|P)\d{3}/gu;

export type CodeRepair = { from: string; to: string; kind: "form" | "wording" };

const isKnown = (code: string) => (code.startsWith("P") ? isKnownPrecautionCode(code) : isKnownHazardCode(code));
const digitsOf = (text: string) => [...text.replace(/\s/g, "")].map((c) => LOOK_ALIKES[c] ?? c).join("");

/** The codes in a line written the one way; a damaged one recovered from the statement after it. */
export function repairHazardCodes(line: string): { text: string; repairs: CodeRepair[] } {
  const repairs: CodeRepair[] = [];
  let text = line.replace(LOWER_CODE_LETTER, (whole, before: string, lower: string, upper: string, digits: string) => {
    const letter = lower.toUpperCase();
    if ((upper && upper !== letter) || !isKnown(`${letter}${digits}`)) return whole;
    repairs.push({ from: `${lower}${upper}${digits}`, to: `${letter}${digits}`, kind: "form" });
    return `${before}${letter}`;
  });
  text = text.replace(PLUS_LIKE, "+");
  text = text.replace(CODE_LIKE, (whole, letter: string, _gap: string, body: string) => {
    const prefix = CODE_LETTERS[letter] ?? letter;
    const digits = digitsOf(body);
    const readAsDigits = [...body].filter((c) => /[0-9]/.test(c)).length;
    const code = `${prefix}${digits}`;
    if (code === whole || readAsDigits < 2 || !/^\d{3}$/.test(digits) || !isKnown(code)) return whole;
    repairs.push({ from: whole, to: code, kind: "form" });
    return code;
  });
  text = text.replace(DAMAGED_CODE, (whole, _letter: string, body: string, offset: number) => {
    // Up to the next code only (found from here, not by splitting the rest of the line: many codes made that quadratic).
    NEXT_CODE.lastIndex = offset + whole.length;
    const rest = text.slice(offset + whole.length, NEXT_CODE.exec(text)?.index ?? text.length);
    const read = digitsOf(body);
    const printed = /^\d{3}$/.test(read) ? `H${read}` : null;
    const named = findStatementsInText(rest).filter((code) => /^H\d{3}$/.test(code));
    const fitting = named.filter((code) => code !== printed && agreesButOne(read, code.slice(1)));
    // The wording confirms the code as read: nothing to repair.
    if (printed && named.includes(printed)) return whole;
    // A code of the tables read in digits is overruled only by wording read to its end: a statement found at the
    // start of a longer one ("Puede ser mortal en caso de ingestión" in H304's) names the wrong code.
    // Read in its own cell: the wording ends at the first wide gap, other columns are not its words.
    if (printed && isKnown(printed) && readStatements(rest.trimStart().split(CELL_GAP)[0]!).unreadWords > 0) return whole;
    if (fitting.length !== 1 || [...read].filter((c) => /\d/.test(c)).length < 1) return whole;
    repairs.push({ from: whole, to: fitting[0]!, kind: "wording" });
    return fitting[0]!;
  });
  return { text, repairs };
}

/** Every digit that was read agrees with the code but at most one (characters that are not digits agree with anything). */
function agreesButOne(read: string, digits: string): boolean {
  if (read.length !== 3) return false;
  let differ = 0;
  for (let i = 0; i < 3; i++) if (/\d/.test(read[i]!) && read[i] !== digits[i]) differ++;
  return differ <= 1;
}

/**
 * A Roman section number with its I read as l, |, ! or 1 ("SECTION Il - INGREDIENTS", "SECTION lll", "Vil"):
 * the heading is not found, and with it the section's codes or ingredients. Written with I again when that
 * makes a Roman number of 1–16 (a number of digits only stays as it is).
 */
const ROMAN_AFTER_SECTION = /^([-–—*#|!\s]*(?:SECTION|Section|SECTlON|Sectlon)\s+)([IVXli|!1]{1,5})(?=\s|[-–—.:]|$)/;
const ROMAN_1_TO_16 = /^(?:X?(?:IX|IV|V?I{0,3})|XV?I{0,1})$/;

export function repairSectionNumber(line: string): string {
  const match = ROMAN_AFTER_SECTION.exec(line);
  if (!match || /^\d+$/.test(match[2]!) || !/[li|!1]/.test(match[2]!)) return line;
  const roman = match[2]!.replace(/[li|!1]/g, "I");
  if (!roman || !ROMAN_1_TO_16.test(roman)) return line;
  return match[1]!.replace(/SECTlON/, "SECTION").replace(/Sectlon/, "Section") + roman + line.slice(match[0].length);
}

/**
 * A numbered heading OCR framed with noise: specks in the margin read as a short cell before it ("”    5    Fire
 * Fighting Measures", "Hd ’    14. Transportation Information"), or a mark after its number ("4_ FIRST-AID
 * MEASURES"). Written as "5 Fire Fighting Measures" only when the number and the title agree (the title names
 * that section), so a table row or a line of text is never made a heading.
 */
const NOISY_HEADING = /^(?:[^\s\p{N}]{1,3}(?: [^\s\p{N}]{1,2})?|[^\s]{1,2})\s{2,}(\d{1,2})(?:\.(?!\d))?\s*[_,;'‘’"”]*\s+(\p{Lu}.{2,80})$|^(\d{1,2})[_,;'‘’"”]+\s+(\p{Lu}.{2,80})$/u;

/**
 * A numbered heading followed by specks of its band read as short cells ("ABSCHNITT 3: Zusammensetzung/Angaben zu
 * Bestandteilen    aa    a    Co    ."): the cells go when the title names the section of that number.
 */
const HEADING_THEN_NOISE = /^(\D{0,12}?(\d{1,2})[.:]?\s+(\p{L}.+?))(?:\s{2,}[^\s\p{N}]{1,2})+\s*$/u;

export function repairHeadingNoise(line: string): string {
  const trailing = HEADING_THEN_NOISE.exec(line.trim());
  if (trailing && titleSectionNumbers(trailing[3]!).includes(Number(trailing[2]))) return trailing[1]!;
  const match = NOISY_HEADING.exec(line.trim());
  if (!match) return line;
  const number = Number(match[1] ?? match[3]);
  const title = (match[2] ?? match[4])!;
  if (number < 1 || number > 16 || !titleSectionNumbers(title.replace(/[\s|!\]]+$/, "")).includes(number)) return line;
  return `${number} ${title}`;
}

/**
 * A form whose colons stand in a column of their own ("Product name    :    Zinc oxide"): tesseract reads the
 * lone colon as another small mark (©, ®, a dot, a quote, i, a dotless ı, l, 1), and the label no longer reads as a label
 * ("Company    ©    Sigma-Aldrich" gives no supplier). The mark is the label's colon when it stands alone between
 * a label (words, no digits after a section number) and a value. Not after a hazard class, where a lone 1 or
 * dot is a category ("Eye Dam./Irrit.    1"), nor before "of" (a page count); a pipe is a table's rule.
 *
 * A mark like a digit or a dot (1, I, l, i, ".", ",") is as often content: a section's number ("SECTION    1
 * Identification…"), a revision number, a category, a packing group. It is a colon only on a page that shows a
 * colon column elsewhere (`colonColumn`: a line with a lone colon between gaps), and never before a section's title.
 */
const COLON_MARK = /^((?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?[^\d\s][^\d]{0,60}?[\p{L}.),])\s{2,}([©®«»¢°:;iIl!'`’‘"”,.1ı])\s{2,}(?=\S)/u;
const DIGIT_LIKE_MARK = /^[1Ili!.,]$/;
/** A line of a colon-column form: a lone colon (or a mark that is always one) between two wide gaps. */
export const COLON_COLUMN = /\S\s{2,}[:©®«»¢°]\s{2,}\S/;
const HAZARD_CLASS = /irrit|corr|tox|sens|dam\.|liq|sol\.|gas|aqua|chron|acute|carc|muta|repr|stot|asp\.|flam|ox\.|press|expl|react|pyr|categ|kateg|catég/i;
const COUNT_AFTER = /^(?:of|von|de|sur|di|van|z|door|\/)(?![\p{L}])/iu;

/**
 * A colon read as © or ® with one space before the value ("Bezeichnung des Unternehmens    © Nordwerk AG"): only
 * after a label the parser knows. After a name the mark is the name's trademark ("Nordclean  ® Plus").
 */
const COLON_MARK_SPACED = /^((?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?[^\d\s][^\d]{0,60}?[\p{L}.)])\s{2,}[©®]\s(?=\p{L})/u;

/**
 * A colon printed at the start of the value's cell ("Product Name    : APPLE") read as a digit-like mark or a quote with one
 * space before the value ("Product Name    1 APPLE", "Revision date    ' 15.03.2019"): the label's colon, after a
 * label the parser knows, on a page that shows its colons so (`colonsBeforeValues`) — a value may begin with "1 "
 * ("1 Step Primer"). Not before a number that is no date ("Revision    1 2019").
 */
const COLON_OPENING_VALUE = /^((?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?[^\d\s][^\d]{0,60}?[\p{L}.)])\s{2,}[1lI|i'’‘`!]\s(?=\p{L}|\d{1,4}[./-]\d{1,2}[./-]\d{1,4})/u;
/** A colon read right at the start of a value's cell ("Prepared for    :PEPSI COLA", "Date    : May 11, 2007"). */
export const COLON_OPENS_CELL = /\S\s{2,}:\s?[^\s:]/;

export function repairColonMark(line: string, colonColumn = false, colonsBeforeValues = false): string {
  const spaced = COLON_MARK_SPACED.exec(line);
  // The label alone before the mark: a colon or a gap in it means a value stands between (the mark is the value's).
  if (spaced && !/[:：]|\s{2,}/.test(spaced[1]!) && isKnownLabelAlone(spaced[1]!)) return `${spaced[1]}:    ${line.slice(spaced[0].length)}`;
  const opening = colonsBeforeValues ? COLON_OPENING_VALUE.exec(line) : null;
  if (opening && !/[:：]|\s{2,}/.test(opening[1]!) && isKnownLabelAlone(opening[1]!)) return `${opening[1]}:    ${line.slice(opening[0].length)}`;
  const match = COLON_MARK.exec(line);
  if (!match || match[1]!.includes("    ") || HAZARD_CLASS.test(match[1]!)) return line;
  // A label wrapped at a comma ("Manufacturer, importer," / "supplier"): only one the parser knows; a list of words is no label.
  if (match[1]!.endsWith(",") && !isKnownLabelAlone(match[1]!)) return line;
  const rest = line.slice(match[0].length);
  if (COUNT_AFTER.test(rest)) return line;
  if (DIGIT_LIKE_MARK.test(match[2]!) && (!colonColumn || titleSectionNumbers(rest).length > 0)) return line;
  return `${match[1]}:    ${rest}`;
}

/**
 * The rules of a box around a line read as marks at its ends ("[SECTION 3    COMPOSITION …    |", "|    |    Gries
 * Deco GmbH"): a heading so framed is not found, and with it where section 3's codes belong. Pipes and brackets
 * before the first and after the last word go, unless a bracket encloses something ("[CLP]"), or the mark touches
 * a digit: that is a 1 misread ("H31]", "P50]"), left for the code repair.
 */
const LEADING_MARKS = /^\s*(?:[|[\]{}]\s*)*(?:[|[\]{}]\s+|[|[\]{}](?=[^\s\d]))/;
const TRAILING_MARKS = /(?<=\S)(?<!\d)(?:\s*[|[\]{}])+\s*$|(?<=\d)\s+(?:[|[\]{}]\s*)+$/;

export function repairRuleMarks(line: string): string {
  if (!/[\p{L}\p{N}]/u.test(line)) return line;
  let text = line;
  const leading = LEADING_MARKS.exec(text);
  if (leading && !(leading[0].trimEnd().endsWith("[") && text.includes("]", leading[0].length))) text = text.slice(leading[0].length);
  const trailing = TRAILING_MARKS.exec(text);
  if (trailing && !(trailing[0].trimStart().startsWith("]") && text.lastIndexOf("[", trailing.index) >= 0)) text = text.slice(0, trailing.index);
  return text;
}

/**
 * A round bracket read as a brace ("EN {English US)", "Medical Emergency {8 am - 5 pm EST)", "(YARD & DECK}"): a footer
 * that dates the sheet beside its language's name, a bracketed part of a name or label, is not read as such. Written
 * round when the brace pairs with a round bracket; a pair of braces stays ("{C2H6O}").
 */
const BRACE_FOR_BRACKET = /\{([^(){}]{1,60})\)|\(([^(){}]{1,60})\}/g;

export function repairBraces(line: string): string {
  if (!line.includes("{") && !line.includes("}")) return line;
  return line.replace(BRACE_FOR_BRACKET, (_whole, opened: string | undefined, closed: string | undefined) => `(${opened ?? closed})`);
}

/** A date whose lost separator was put back (`to`: the date as now written in the line): a guess. */
export type DateRepair = { from: string; to: string; kind: "date" };
/** `letter`: a label word's capital I put back ("lnformation"); a value holding the word is a guess. */
export type LetterRepair = { from: string; to: string; kind: "letter" };
export type OcrRepair = (CodeRepair | CasRepair | DateRepair | LetterRepair) & { line: number };

/** How many rows under a header row that lost a logo's cell (repairLabelNoise) may show the logo too. */
const LOGO_ROWS = 3;

/** How many lines after a "CAS" label (a table's header) or section 3's heading a misread digit is still repaired. */
const CAS_CONTEXT_LINES = 40;

/**
 * OCR lines in reading order with their codes and CAS numbers written the one way (repairHazardCodes,
 * repairCasNumbers). `linesSinceCas`: how far back the last line naming CAS numbers was, carried from the
 * previous page (a composition table continued over a page break). `casPrintedElsewhere`: valid CAS numbers the
 * document's OCR pages print (casNumbersPrinted), which a misread number one digit away is taken to be.
 * `confidences`: tesseract's per line (a heading's noise is judged by it).
 */
export function repairOcrLines(lines: readonly string[], linesSinceCas = Infinity, casPrintedElsewhere: ReadonlySet<string> = new Set(), confidences: readonly number[] = []): { lines: string[]; repairs: OcrRepair[]; linesSinceCas: number } {
  const repairs: OcrRepair[] = [];
  let since = linesSinceCas;
  const colonColumn = lines.some((line) => COLON_COLUMN.test(line));
  const colonsBeforeValues = colonColumn || lines.some((line) => COLON_OPENS_CELL.test(line));
  let logoRows = 0;
  const out = lines.map((line, index) => {
    const capitals = repairCapitalIWords(repairCutLabel(repairRuleMarks(repairBraces(line))));
    const lookAlikes = repairLookAlikeWords(capitals.text);
    for (const word of [...capitals.words, ...lookAlikes.words]) repairs.push({ ...word, kind: "letter", line: index });
    const marked = repairSemicolonLabels(repairGluedWords(lookAlikes.text));
    const labelRow = repairLabelNoise(marked);
    const row = labelRow !== marked ? labelRow : logoRows > 0 ? repairRowNoise(marked) : marked;
    logoRows = labelRow !== marked ? LOGO_ROWS : Math.max(0, logoRows - 1);
    const heading = repairOcrHeading(row, confidences[index], /^\s*[|[\]{}]/.test(line) && !/^\s*[|[\]{}]/.test(row));
    // Section 3's heading names where the composition's CAS numbers stand, when OCR lost the table's "CAS" header.
    since = CAS_CONTEXT.test(line) || isSectionHeading(heading, 3) ? 0 : since + 1;
    const dates = repairOcrDateLine(repairValueGap(repairColonMark(heading, colonColumn, colonsBeforeValues)));
    for (const date of dates.guessed) repairs.push({ from: date, to: date, kind: "date", line: index });
    const statements = repairStatementLine(repairSectionNumber(repairHeadingNoise(repairSignalWordLine(dates.text))));
    const stray = repairStrayCodeLetter(statements.text);
    const codes = repairHazardCodes(stray.text);
    const category = repairCategoryLetter(codes.text);
    const precaution = repairPrecautionCode(category.text);
    const cas = repairCasNumbers(precaution.text, since <= CAS_CONTEXT_LINES, casPrintedElsewhere);
    for (const repair of [...statements.repairs, ...stray.repairs, ...codes.repairs, ...category.repairs, ...precaution.repairs, ...cas.repairs]) repairs.push({ ...repair, line: index });
    return cas.text;
  });
  return { lines: out, repairs, linesSinceCas: since };
}
