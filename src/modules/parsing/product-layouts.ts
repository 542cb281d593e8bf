/**
 * Where a sheet prints its product's name outside a "label: value" row: under its column header in a form's header
 * row, after a label wrapped over two lines, in the title lines above section 1 (a guess), and on the lines below a
 * labelled value that goes on there (appendContinuation). Used by
 * ./identity.ts's findProductName.
 */
import { isWrappedLabelTail } from "./product-value-shapes.ts";
import { cleanValue, firstColumn, labelRegex, stripLead, type Found } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { isCodeLike, isLabel, isNameCode, isProductValue, TITLE } from "./label-tiers.ts";
import { isTitleGuess } from "./title-line-shapes.ts";
import { UNKNOWN_LABEL_ROW } from "./label-rows.ts";
import { COMPANY_SUFFIX, ENDS_WITH_LEGAL_FORM } from "./company-shapes.ts";
import { STARTS_WITH_SUBSECTION, SUBSECTION_NUMBER } from "./section-numbers.ts";
import {
  NOT_A_NAME_LABEL_NOUNS,
  PRODUCT_NAME_LABELS,
  PRODUCT_SYNONYM_LABELS,
} from "./vocabulary/identity-labels.ts";
import { PRODUCT_IDENTIFIER_LABELS } from "./vocabulary/product-identifier-labels.ts";
import { TITLE_PHRASES } from "./vocabulary/title-words.ts";
import { BETWEEN_CELLS, CELL_GAP } from "./cell-gap.ts";
import { endedWithRoom, type PlacedLine } from "./column-edge.ts";

const NAME_LABELS = [...PRODUCT_NAME_LABELS, ...PRODUCT_SYNONYM_LABELS, ...PRODUCT_IDENTIFIER_LABELS];

/** A name label standing alone in a cell of a form's header row. */
const HEADER_CELL = labelRegex(NAME_LABELS, true);
/** Confidence of a name read under its column header: the label is explicit, the column is matched by its place. */
export const IN_COLUMN = 0.8;

/**
 * "Chemical Name and Synonyms    Trade Name and Synonyms" / "Bonded wheel    HX 200 Cutting Wheel": a form prints its
 * labels as a header row and the values in the row below, cell under cell (OSHA forms, WHMIS boxes). Read only when
 * the row below has as many cells as the header, so that each value stands in its label's column.
 */
export function underColumnHeader(lines: readonly string[]): Found | null {
  const isHeader = (cell: string) => {
    const match = HEADER_CELL.exec(stripLead(cell));
    return match !== null && cleanValue(match[1] ?? "") === "";
  };
  for (let index = 0; index + 1 < lines.length; index++) {
    if (!BETWEEN_CELLS.test(lines[index]!)) continue;
    const cells = lines[index]!.trim().split(CELL_GAP);
    const column = cells.findIndex(isHeader);
    if (column < 0) continue;
    // A blank line, or a header cell's wrapped tail ("de produit"), may stand between the header and its values.
    const next = lines[index + 1]!.trim() === "" || isWrappedLabelTail(lines[index + 1]!) ? index + 2 : index + 1;
    const values = (lines[next] ?? "").trim().split(CELL_GAP);
    const value = cleanValue(values[column] ?? "");
    if (values.length === cells.length && isProductValue(value)) return { value, line: next, confidence: IN_COLUMN };
  }
  return null;
}

/**
 * "Product code: 4711-20        Product name        Harbour Rinse 40": a two-column form whose second column holds the
 * name's label alone in its cell and the name in the next cell. The first cell is another field's (a name label
 * there is read by the tiers); a short code name ("AX-7") is taken, as the name's label gives it. The label is
 * explicit but its value is matched by its place: 0.8.
 */
export function besideLabelCell(lines: readonly string[]): Found | null {
  for (let index = 0; index < lines.length; index++) {
    if (!BETWEEN_CELLS.test(lines[index]!)) continue;
    const cells = lines[index]!.trim().split(CELL_GAP);
    for (let column = 1; column + 1 < cells.length; column++) {
      const match = HEADER_CELL.exec(stripLead(cells[column]!));
      if (match === null || cleanValue(match[1] ?? "") !== "") continue;
      const value = cleanValue(cells[column + 1]!);
      if (isProductValue(value, true) || isNameCode(value)) return { value, line: index, confidence: IN_COLUMN };
    }
  }
  return null;
}

/** Each name label's first words (a line that may end a wrapped label) → the words that complete it. */
const LABEL_ENDINGS = new Map<string, string[]>();
for (const label of NAME_LABELS) {
  const words = label.split(/\s+/);
  for (let cut = 1; cut < words.length; cut++) {
    const head = words.slice(0, cut).join(" ");
    LABEL_ENDINGS.set(head, [...(LABEL_ENDINGS.get(head) ?? []), words.slice(cut).join(" ")]);
  }
}

/** A form's field number before a label: "1)", "2.)", "a)". */
const FIELD_NUMBER = /^(?:\d{1,2}\.?|[a-z])\)\s*/u;

/** The longest first line of a wrapped name label ("Bezeichnung des Stoffes oder der" / "Zubereitung: X"). */
const WRAPPED_LABEL_HEAD = 40;

/**
 * "Product" / "identifier    Harbour Rinse 40", "GHS product    Harbour Rinse 40" / "identifier": a narrow label column
 * wraps a name label over two lines. The two halves are joined on the first line (the value beside either half goes
 * with it) and the second line is left empty, so that line numbers stay those of the sheet.
 */
export function joinWrappedLabels(lines: readonly string[]): readonly string[] {
  let joined: string[] | null = null;
  for (let index = 0; index + 1 < lines.length; index++) {
    // "1) NOMBRE DE LA SUSTANCIA" / "QUÍMICA PELIGROSA O MEZCLA": a form's numbered field ("1)", "a)") wraps its label too.
    const [head, ...beside] = stripLead(lines[index]!.trim().replace(FIELD_NUMBER, "")).split(CELL_GAP);
    const endings = head && head.length <= WRAPPED_LABEL_HEAD ? LABEL_ENDINGS.get(head.toLowerCase().replace(/\s+/g, " ")) : undefined;
    if (!endings) {
      const spaced = head ? valueOneSpaceFromHead(head, lines[index + 1] ?? "") : null;
      if (spaced === null) continue;
      joined ??= [...lines];
      joined[index] = `${spaced.label}:    ${[spaced.value, ...beside].join("    ")}`;
      joined[index + 1] = "";
      index++;
      continue;
    }
    const next = lines[index + 1]!.trim();
    const ending = endings.find((words) => next.toLowerCase().startsWith(words) && /^(?:\s*[:：]|\s{2,}|\s*$)/.test(next.slice(words.length)));
    if (ending === undefined) {
      const around = valueInsideWrappedLabel(lines, index, endings);
      if (around === null) continue;
      joined ??= [...lines];
      joined[index] = `${head} ${around.ending}:    ${[around.value, ...beside].join("    ")}`;
      joined[index + 1] = "";
      joined[index + 2] = "";
      index += 2;
      continue;
    }
    const after = next.slice(ending.length).replace(/^\s*[:：]?\s*/, "");
    const value = [after, ...beside].filter((part) => part !== "").join("    ");
    joined ??= [...lines];
    joined[index] = `${head} ${next.slice(0, ending.length)}${value === "" ? "" : `:    ${value}`}`;
    joined[index + 1] = "";
    index++;
  }
  return joined ?? lines;
}

const WHOLE_NAME_LABELS = new Set(NAME_LABELS);
/** The most words a wrapped label's first line may have. */
const WRAPPED_HEAD_WORDS = 6;

/**
 * "Nome do produto (nome HARBOUR RINSE 40" / "comercial):": a narrow label cell wraps the label and the value beside its
 * first line came one space from it. Taken only when the next line is the label's ending (not a label of its own) and
 * its colon alone, which tells where the label's first line ends; that line holds at least two of the label's words.
 * Returns the whole label and the value.
 */
function valueOneSpaceFromHead(head: string, next: string): { label: string; value: string } | null {
  const words = head.split(/\s+/);
  const after = next.trim().toLowerCase();
  if (!/[:：]$/.test(after)) return null;
  for (let cut = Math.min(words.length - 1, WRAPPED_HEAD_WORDS); cut >= 2; cut--) {
    const endings = LABEL_ENDINGS.get(words.slice(0, cut).join(" ").toLowerCase());
    // "PRODUCT AND COMPANY" / "Trade name:": an ending that is a whole label of its own begins the next row.
    const ending = endings?.find((tail) => after.startsWith(tail) && /^\s*[:：]$/.test(after.slice(tail.length)) && !WHOLE_NAME_LABELS.has(tail));
    const value = cleanValue(words.slice(cut).join(" "));
    if (ending !== undefined && value !== "") return { label: `${words.slice(0, cut).join(" ")} ${next.trim().slice(0, ending.length)}`, value };
  }
  return null;
}

/**
 * "Nome do produto (nome" / "HARBOUR RINSE 40" / "comercial):": a table cell wraps its label over two lines and the
 * value, centred in the next cell, falls between them. Returns the label's ending and the value.
 */
function valueInsideWrappedLabel(lines: readonly string[], index: number, endings: readonly string[]): { ending: string; value: string } | null {
  const value = (lines[index + 1] ?? "").trim();
  const after = (lines[index + 2] ?? "").trim();
  if (value === "" || /[:：]/.test(value) || value.length > 80 || CELL_GAP.test(value)) return null;
  const ending = endings.find((words) => after.toLowerCase().startsWith(words) && /^\s*[:：]\s*$/.test(after.slice(words.length)));
  return ending === undefined ? null : { ending: after.slice(0, ending.length), value };
}

/** "A. Product identifier", "(a) Product identifier", "b) Trade name": a sub-section lettered instead of numbered. */
const LETTER_LEAD = /^\s*(?:\(?[a-z]\)|[A-Z]\.)\s+(?=\p{L})/u;
export const NAME_LABEL_START = labelRegex(NAME_LABELS, true);

/** The lines with a letter lead taken off a product label ("A. Product identifier" → "Product identifier"). */
export function withoutLetterLeads(lines: readonly string[]): readonly string[] {
  let plain: string[] | null = null;
  lines.forEach((line, index) => {
    const lead = LETTER_LEAD.exec(line);
    if (!lead || !NAME_LABEL_START.test(line.slice(lead[0].length))) return;
    plain ??= [...lines];
    plain[index] = line.slice(lead[0].length);
  });
  return plain ?? lines;
}

/** Confidence of a name read from the title lines above section 1 (no label: a guess). */
const TITLE_GUESS = 0.45;

/** "Safety Data Sheet: Harbour Rinse 40", "SICHERHEITSDATENBLATT – X": the document's title followed by the name. */
const TITLE_WITH_NAME = new RegExp(`^(?:${TITLE.source.replace(/^\^/, "")})\\s*(?:[:：]|\\s[-–—]|[-–—]\\s)\\s*(\\S.*)$`, "iu");
/** "SAFETY DATA SHEET Harbour Lock Spray": the title and the name one space apart, the name starting with a capital or digit. */
const TITLE_SPACE_NAME = new RegExp(`^(?:${phrasePattern(TITLE_PHRASES)})\\s(\\S.*)$`, "iu");
/** "Number 1234", "Version 2", "Sheet": the title's own field or word, not a name. */
const TITLE_FIELD = new RegExp(`^(?:${phrasePattern([...NOT_A_NAME_LABEL_NOUNS, "sheet", "revision", "issue", "page"])})(?![\\p{L}])`, "iu");
const nameAfterTitleSpace = (cell: string) => {
  const rest = TITLE_SPACE_NAME.exec(cell)?.[1];
  return rest !== undefined && /^[\p{Lu}\d]/u.test(rest) && !/[:：]/.test(rest) && !TITLE_FIELD.test(rest) ? rest : undefined;
};
/** The title alone in its cell ("SAFETY DATA SHEET    Harbour Rinse 40    Page 1 of 4"). */
const TITLE_CELL = new RegExp(`^(?:${TITLE.source.replace(/^\^/, "")})$`, "iu");

/** The name printed in the title line: after the title and a colon or a dash, or in the cell after the title's own. */
function nameInTitle(line: string): string | null {
  const cells = line.trim().split(CELL_GAP).map(cleanValue);
  const rest =
    TITLE_WITH_NAME.exec(cells[0] ?? "")?.[1] ?? (TITLE_CELL.test(cells[0] ?? "") ? cells[1] : undefined) ?? nameAfterTitleSpace(cells[0] ?? "");
  const name = rest === undefined ? "" : cleanValue(rest);
  return name !== "" && isTitleGuess(name) ? name : null;
}

const LEGAL_FORM_NEXT = new RegExp(`^[\\s,]*${COMPANY_SUFFIX.source}`, "iu");

/** Up to three more words, then a legal form: the rest of a company's name ("Chem Ltd", "Products Limited"). */
const COMPANY_NAME_END = new RegExp(`^\\s+(?:[\\p{L}&.'’-]+\\s+){0,2}${COMPANY_SUFFIX.source}`, "iu");

/**
 * "Harbour Chem" or "Harbour" (a logo's text) above "Harbour Rinse 40": a title line that the sheet prints elsewhere
 * as the start of a name ending in a legal form ("Manufacturer: Harbour Chem Ltd") is the company's name.
 */
function namesCompany(value: string, lines: readonly string[]): boolean {
  const name = value.toLowerCase();
  return lines.some((line) => {
    const at = line.toLowerCase().indexOf(name);
    if (at < 0 || (at > 0 && /[\p{L}\p{N}]/u.test(line[at - 1]!))) return false;
    const after = line.slice(at + name.length);
    return LEGAL_FORM_NEXT.test(after) || COMPANY_NAME_END.test(after);
  });
}

/**
 * "HARBOUR CHEM S.A. BRIGHT ENAMEL", "BRIGHT CLEAN - L Harbour Química Ltda.": a letterhead whose company and product
 * cells ran into one line. The company is the part at either end that ends in a legal form and is printed again
 * elsewhere in the sheet (the supplier's field); the rest is the name.
 */
function nameBesideCompany(value: string, allLines: readonly string[], self: string): string | null {
  if (!COMPANY_SUFFIX.test(value)) return null;
  const words = value.split(" ");
  for (let cut = 1; cut < words.length; cut++) {
    const head = words.slice(0, cut).join(" ");
    const tail = words.slice(cut).join(" ");
    const company = ENDS_WITH_LEGAL_FORM.test(head) ? { name: head, rest: tail } : ENDS_WITH_LEGAL_FORM.test(tail) ? { name: tail, rest: head } : null;
    if (company && !COMPANY_SUFFIX.test(company.rest) && isTitleGuess(company.rest) && printedElsewhere(company.name, allLines, self)) return company.rest;
  }
  return null;
}

/** The name as a whole value on another line of the sheet: at the line's start, after a colon or a column gap. */
function printedElsewhere(name: string, allLines: readonly string[], self: string): boolean {
  const needle = name.toLowerCase();
  return allLines.some((line) => {
    if (line === self) return false;
    const at = line.toLowerCase().indexOf(needle);
    return at >= 0 && /(?:^|[:：]|\s{2,})\s*$/u.test(line.slice(0, at));
  });
}

/** "1. Trade name & supplier", "Section 1 Identification", "2.1 Clasificación CE: …": a numbered heading or sub-section the sections reader did not know. */
const NUMBERED_HEADING = new RegExp(`^(?:section\\s*)?\\d{1,2}(?:\\.\\d{1,2})*[.:)]\\s|^${SUBSECTION_NUMBER}\\s+\\p{L}`, "iu");

/**
 * "Appendix 2. Sheets of hazardous" / "substances": a line that starts with a small letter under a line that does not end
 * a sentence or a label goes on from that line, so it is no name of its own.
 */
function continuesLineAbove(lines: readonly string[], index: number): boolean {
  const above = (lines[index - 1] ?? "").trim();
  return /^\p{Ll}/u.test(lines[index]!.trim()) && above !== "" && !/[.:：!?]$/.test(above);
}

/** "FICHA DE DATOS" / "DE SEGURIDAD", "SAFETY DATA" / "SHEET": the title wrapped over two lines of its cell; neither half is a name. */
function wrapsTitle(lines: readonly string[], index: number, value: string): boolean {
  const cellOf = (at: number) => (at >= 0 && at < lines.length ? cleanValue(firstColumn(lines[at]!)) : "");
  const above = cellOf(index - 1);
  const below = cellOf(index + 1);
  return (below !== "" && TITLE_CELL.test(`${value} ${below}`)) || (above !== "" && TITLE_CELL.test(`${above} ${value}`));
}

/**
 * Without a label: the first line above section 1's heading (never the heading itself; without a heading, the first
 * eight lines) that names the product, not the title, a regulatory subtitle, a date or a company.
 */
export function titleLineGuess(lines: readonly string[], headingLine: number, allLines: readonly string[] = lines): Found | null {
  const end = headingLine >= 0 ? headingLine : Math.min(lines.length, 8);
  for (let index = 0; index < end; index++) {
    const named = nameInTitle(lines[index]!);
    if (named) return { value: named, line: index, confidence: TITLE_GUESS };
    const value = cleanValue(firstColumn(lines[index]!));
    if (NUMBERED_HEADING.test(value) || wrapsTitle(lines, index, value)) continue;
    const besideCompany = nameBesideCompany(value, allLines, lines[index]!);
    if (besideCompany) return { value: besideCompany, line: index, confidence: TITLE_GUESS };
    if (isTitleGuess(value) && !UNKNOWN_LABEL_ROW.test(value) && !continuesLineAbove(lines, index) && !namesCompany(value, lines)) {
      return { value, line: index, confidence: TITLE_GUESS };
    }
  }
  return null;
}

/**
 * A value continues on the next line when it ends with "/", leaves a bracket open, ends on a joining word, or both
 * lines are long runs of capitals. Returns the value and the index of the first line not taken.
 */
export function appendContinuation(value: string, lines: readonly string[], next: number, placed: readonly PlacedLine[] = []): { value: string; next: number; joined: boolean } {
  let result = value;
  let index = next;
  let joined = false;
  // A list of names ending each line on a comma (a family of article numbers) may run on for many lines.
  for (; index < lines.length && (index < next + 3 || (/,$/.test(result) && index < next + LIST_LINES)); index++) {
    const line = cleanValue(firstColumn(lines[index]));
    // Section 1's next sub-section ("1.2 Relevant identified uses …") is never more of the name.
    if (line === "" || isLabel(line) || /:/.test(line) || NUMBER_LABEL.test(line) || STARTS_WITH_SUBSECTION.test(lines[index]!.trim())) break;
    const continuesPath = /\/$/.test(result);
    const openBracket = (result.match(/\(/g) ?? []).length > (result.match(/\)/g) ?? []).length;
    const bothCapitals = result === result.toUpperCase() && line === line.toUpperCase() && /[A-Z]{3}/.test(line);
    // Not the first cell of a row of cells ("PRODUCT NAME    RUBBER BONDED GRINDING WHEELS" / "END USE    Grinding
    // wheel"): in capitals, that is the label column's next label, not the rest of the name.
    const oneCell = !BETWEEN_CELLS.test(lines[index]!.trim());
    const capitalsRun = bothCapitals && oneCell && /\b(?:BATHROOM|AND|OF|WITH|FOR|,)$|[A-Z]$/.test(result) && result.length > 25;
    const joining = (JOINING_END.test(result) || JOINING_LETTER.test(result)) && isProductValue(line) && !isCodeLike(line) && !/\d{5,}/.test(line);
    // "HX100, HX100XL," / "HX120, HX120XL,": a list of article codes goes on with more of them.
    const listGoesOn = /,$/.test(result) && /,/.test(line) && !/\d{5,}/.test(line);
    // A name's line that the reader's line ends show ended with room was not wrapped.
    const smallStart = index === next && startsInSmallLetters(lines[index]!.trim(), line, result, lines[index + 1]) && !endedWithRoom(lines, placed, index);
    if (!continuesPath && !openBracket && !capitalsRun && !joining && !listGoesOn && !smallStart) break;
    result = continuesPath || /\p{L}-$/u.test(result) ? result + line : `${result} ${line}`;
    joined ||= (joining || listGoesOn || smallStart) && !capitalsRun;
  }
  return { value: result, next: index, joined };
}

/**
 * "Product name : AFB-Color staining kit for the microscopic" / "investigation of acid-fast bacteria (cold" / "Product
 * Number : …": a name that ends on a word in small letters, a short line in small letters right below it and the next
 * field's label or sub-section after that: the line is the name's wrapped end. A name ending on a capitalised word is
 * whole ("Harbour Bleach" / "sodium hypochlorite solution": the substance below is no part of it). Not after a full
 * stop, and not a sentence of its own.
 */
const SMALL_WORD_END = /(?:^|\s)\p{Ll}[\p{L}-]*$/u;
function startsInSmallLetters(printed: string, line: string, value: string, after: string | undefined): boolean {
  // As printed: "– qualités …" opens with its dash (a separator the name keeps, ./product-wrapped-value.ts).
  if (!/^\p{Ll}/u.test(printed) || !/^\p{Ll}/u.test(line) || !SMALL_WORD_END.test(value) || line.length > 60 || /[.!?]$/.test(value) || /[.!?]$/.test(line) || isCodeLike(line)) return false;
  const following = cleanValue(firstColumn(after ?? ""));
  return following === "" || isLabel(following) || /[:：]/.test(following) || STARTS_WITH_SUBSECTION.test((after ?? "").trim()) || NUMBERED_HEADING.test(following);
}

/** A number field's label ("N° IDH", "Nº artículo", "Nr. art."): the next field of a label column, never more of a name. */
const NUMBER_LABEL = /^(?:n[°º]|no\.|nr\.|n[uú]m\.)\s*\p{L}/iu;

/** How many lines a comma-separated list of names may fill below its label line. */
const LIST_LINES = 12;

/** "y", "e", "i" (es, it/pt, pl "and") join only in small letters: "Vitamin E", "Part I" end a name. */
const JOINING_LETTER = /\s[yei]$/u;
/**
 * "Harbour Rinse 40 Concentrate and" / "Dishwasher Rinse Aid": a value that ends on a joining word, a comma, a dash or
 * "&" goes on below; not a "+" ("GartenKalk+" ends in one). The join is read from the layout: not certain.
 */
const JOINING_END = /(?:\s(?:and|or|with|for|of|in|und|mit|für|oder|et|avec|pour|ou|con|para|per|en|met|voor|com|dla)|[,&]|\s[-–—]|\p{L}-)$/iu;
