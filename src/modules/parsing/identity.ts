/**
 * Identity of the document from section 1 (and the title lines above it): product name, supplier and the
 * recommended use (the supplier's telephone and address, the emergency telephone and the UFI: ./supplier-contacts.ts). Every value comes from a field
 * label of REACH Annex II / OSHA App. D section 1 in one of the languages of ./vocabulary, the value on the
 * label's line or below it; fallbacks (the supplier block's first company line, the title) get a low confidence.
 */
import { findDates } from "./dates.ts";
import { cleanValue, firstColumn, inlineRegex, labelHits, labelRegex, phrasePattern, stripLead, type Found } from "./label-lines.ts";
import {
  ADDRESS_LABELS,
  COMPANY_NAME_LABELS,
  EMERGENCY_LABELS,
  LABEL_HEAD_NOUNS,
  MANUFACTURER_LABELS,
  NAME_NOUNS,
  NO_VALUE_WORDS,
  NOT_A_NAME_LABEL_NOUNS,
  NOT_PRODUCT_NAME_WORDS,
  PHONE_LABELS,
  PRODUCT_DESIGNATION_LABELS,
  PRODUCT_IDENTIFIER_LABELS,
  PRODUCT_DESCRIPTION_LABELS,
  PRODUCT_NAME_LABELS,
  PRODUCT_PLAIN_LABELS,
  REGULATION_WORDS,
  SUBTITLE_WORDS,
  SUPPLIER_BLOCK_HEADINGS,
  SUPPLIER_LABELS,
  TITLE_PHRASES,
  USE_ADVISED_AGAINST,
  USE_LABELS,
} from "./vocabulary/identity-labels.ts";

import { ISSUE_DATE_LABELS, REVISION_DATE_LABELS } from "./vocabulary/date-labels.ts";
import { COMPANY_SUFFIX, isAddressLine, isStreetLine, NOT_A_COMPANY, UP_TO_LEGAL_FORM } from "./company-shapes.ts";
import { DIFFERING_SOURCES, sameName } from "./identity-crosscheck.ts";

export { COMPANY_SUFFIX, isAddressLine } from "./company-shapes.ts";

export { findRevisionDate } from "./revision-date.ts";
export { detectLanguage } from "./language.ts";

const OTHER_LABELS = [
  "other means of identification", "other means", "alternate names", "alternate name", "synonyms", "synonym", "cas", "cas no", "cas number", "ec no", "ec number", "index no",
  "formula", "molecular formula", "product code", "product number", "product no", "catalog number", "catalogue number",
  "article number", "item number", "item", "sku", "upc", "sds number", "sds no", "msds number", "version", "recipe", "ufi",
  "registration number", "reach registration number", "e-mail", "email", "e-mail address", "fax", "telefax", "website", "web",
  "internet", "homepage", "contact", "contact person", "name", "product type", "product form", "substance/mixture",
  "produktcode", "produktnummer", "artikelnummer", "andere identifizierungsarten", "produkttyp", "produktbeschreibung",
  "product type", "type de produit", "tipo de producto", "tipo di prodotto", "producttype", "tipo de produto", "rodzaj produktu",
  "notice", "code du produit", "autres moyens d'identification", "otros medios de identificación", "código del producto",
  "altri mezzi di identificazione", "codice prodotto", "andere identificatiemiddelen", "productcode", "outros meios de identificação",
  "código do produto", "inne sposoby identyfikacji", "kod produktu", "naam", "nom", "nombre", "nome", "nazwa",
];
const ANY_LABEL = labelRegex([
  ...PRODUCT_NAME_LABELS, ...PRODUCT_IDENTIFIER_LABELS, ...PRODUCT_DESIGNATION_LABELS, ...COMPANY_NAME_LABELS, ...MANUFACTURER_LABELS, ...SUPPLIER_LABELS,
  ...ADDRESS_LABELS, ...PHONE_LABELS, ...EMERGENCY_LABELS, ...USE_LABELS, ...SUPPLIER_BLOCK_HEADINGS, ...OTHER_LABELS,
], true);
const TITLE = new RegExp(`^(?:${TITLE_PHRASES.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![\\p{L}])`, "iu");
const SUBTITLE = inlineRegex(SUBTITLE_WORDS);
const REGULATION = inlineRegex(REGULATION_WORDS);
/** A heading's second line ("of the safety data sheet", "and of the company/undertaking"). */
const CONTINUATION = /^(?:of|and|for|the|des|der|die|du|de la|del|della|van|het|do|da|dla|und|et|y|e|en|i)\s/;

/** English labels and boilerplate that start a line (kept from the first parser: these words never start a name). */
const NOT_A_VALUE =
  /^(?:\d+(?:\.\d+)*\.?\s+)?(?:product|sales|material\s+(?:name|safety|uses?|number|no|code|identification|description|type)|cat(?:alog)?|recommended|relevant|details|synonyms?|cas|ec|index|formula|molecular|sds|msds|version|revision|issue|print|date|page|other means|use|uses|brand|company|supplier|manufacturer|address|telephone|phone|fax|e-?mail|emergency|tel\b|chemtrec|website|www\.|http|article|upc|code|reference|section|abschnitt|rubrique|secci[oó]n|sezione|rubriek|sec[cç][aã]o|sekcja|seite|page|página|pagina|strona)\b/i;

function subtitleLike(text: string): boolean {
  SUBTITLE.lastIndex = 0;
  return SUBTITLE.test(text);
}

/** A label on its own (or a label with its value): not itself a value. */
export function isLabel(text: string): boolean {
  // Every field's search asks about the same lines again; the answer depends on the text alone.
  const known = labelAnswers.get(text);
  if (known !== undefined) return known;
  const stripped = stripLead(text);
  const answer = NOT_A_VALUE.test(stripped) || ANY_LABEL.test(stripped) || /[:：]\s*$/.test(stripped);
  if (labelAnswers.size >= 10_000) labelAnswers.clear();
  labelAnswers.set(text, answer);
  return answer;
}
const labelAnswers = new Map<string, boolean>();

/** A catalogue code on its own ("552969 T", "RM0002210") is not a product name. */
function isCodeLike(text: string): boolean {
  return !/\p{L}{3,}/u.test(text) || /^[A-Z]{0,3}\d{5,}[A-Z]?$/.test(text.replace(/\s+/g, ""));
}

/**
 * A value printed beside a name label is taken unless it is itself a label: a label phrase, a text ending in a
 * colon, or a label word with at most one more word ("Product Type"). "Formula 409 Degreaser" is a name.
 */
function isLabelBeside(text: string): boolean {
  const stripped = stripLead(text);
  return ANY_LABEL.test(stripped) || /[:：]\s*$/.test(stripped) || (NOT_A_VALUE.test(stripped) && stripped.split(/\s+/).length <= 2);
}

const NO_VALUE = new RegExp(`^(?:${NO_VALUE_WORDS.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})[.!]?$`, "iu");

function isProductValue(text: string, besideLabel = false): boolean {
  return (
    text.length >= 2 &&
    !NO_VALUE.test(text) &&
    !isCodeLike(text) &&
    !(besideLabel ? isLabelBeside(text) : isLabel(text)) &&
    !TITLE.test(text) &&
    !subtitleLike(text) &&
    !CONTINUATION.test(text) &&
    findDates(text).length === 0
  );
}

/** `beforeSupplier`: only above the supplier's part of section 1 (a bare "Name:" there names the company). */
/**
 * `firstLabelled`: under a heading that stands alone (1.1 "Product identifier"), the value of a first "label: value"
 * row whose label the vocabulary does not know, with this confidence ("Mixture identity: X").
 */
type Tier = {
  label: RegExp;
  sameLine: number;
  nextLine: number;
  beforeSupplier?: boolean;
  firstLabelled?: number;
  keep?: (match: RegExpExecArray) => boolean;
  /** A company's label: a bare "Name:" below it gives the value. */
  nameBelow?: boolean;
};

/** Reads the tiers in order; in a tier the first label line with a usable value wins. */
function readTiers(
  lines: readonly string[],
  tiers: readonly Tier[],
  accept: (value: string, besideLabel: boolean) => boolean,
  lookAhead = 3,
  otherColumn: (value: string) => boolean = () => false,
): Found | null {
  for (const tier of tiers) {
    const limit = tier.beforeSupplier ? supplierStart(lines) : lines.length;
    for (const hit of labelHits(lines, tier.label, tier.keep)) {
      if (hit.line >= limit) break;
      const value = cutAtOtherLabel(nestedValue(cleanValue(firstColumn(hit.rest)), tiers));
      if (value !== "" && accept(value, true)) return { value, line: hit.line, confidence: tier.sameLine };
      // Beside the label may stand another column's header ("Company    24 Hour Emergency"): the value is below.
      if (value !== "" && !/^[\s:：.·•●-]*$/.test(value) && !isLabel(value) && !otherColumn(value)) continue;
      for (let next = hit.line + 1; next < lines.length && next <= hit.line + lookAhead; next++) {
        const candidate = cleanValue(firstColumn(lines[next]));
        if (candidate === "" || isCodeLike(candidate)) continue;
        const row = stripLead(lines[next].trim());
        // "Manufacturer" / "Name: Harbour Ltd": a bare name label under the company's label.
        const subName = tier.nameBelow && value === "" ? UNKNOWN_LABEL_ROW.exec(row) : null;
        if (subName && BARE_NAME_LABEL.test(subName[1]!)) {
          const named = cleanValue(firstColumn(subName[2]!));
          if (accept(named, false)) return { value: named, line: next, confidence: tier.nextLine };
          break;
        }
        const unknown = value === "" && tier.firstLabelled !== undefined && !ANY_LABEL.test(row) && !NOT_A_VALUE.test(row) ? UNKNOWN_LABEL_ROW.exec(row) : null;
        if (unknown) {
          // "Mixture identity:    Harbour Rinse 20" under the 1.1 heading: a label the vocabulary does not know.
          const labelled = NOT_A_NAME_LABEL.test(unknown[1]!) ? "" : cleanValue(firstColumn(unknown[2]!));
          if (labelled !== "" && accept(labelled, false)) return { value: labelled, line: next, confidence: tier.firstLabelled! };
          break;
        }
        if (isLabel(candidate)) {
          // Another field's label with its value ends the search; a label alone (a column header) does not.
          const other = ANY_LABEL.exec(stripLead(lines[next].trim()));
          if (other && cleanValue(other[1] ?? "") !== "") break;
          continue;
        }
        // Under a heading that stands alone, "Alternate Names    X" is another field's label with its value.
        if (value === "" && isLabelRow(lines[next])) continue;
        // "Hours of operation    :    08.30": a field this parser does not know, with its value.
        if (/^(?:[\p{L}'’()/-]+ ){0,3}[\p{L}'’()/-]+\s*[:：]\s*\S/u.test(row)) break;
        if (accept(candidate, false)) return { value: candidate, line: next, confidence: tier.nextLine };
        break;
      }
    }
  }
  return null;
}

/** "1.1 Product identifier    Trade name: X": beside a label stands another of the same field's labels with the value. */
function nestedValue(value: string, tiers: readonly Tier[]): string {
  for (const tier of tiers) {
    const inner = tier.label.exec(value);
    const rest = inner && (!tier.keep || tier.keep(inner)) ? cleanValue(inner.groups?.rest ?? inner[1] ?? "") : "";
    if (rest !== "") return rest;
  }
  return value;
}

/** "Name:" under a company's label or heading: the company's name follows. */
const BARE_NAME_LABEL = /^(?:name|firmenname|nom|nombre|nome|naam|nazwa|firma|bezeichnung)$/iu;

const UNKNOWN_LABEL_ROW = /^((?:[\p{L}'’()/-]+ ){0,2}[\p{L}'’()/-]+)\s*[:：]\s*(\S.*)$/u;
const NOT_A_NAME_LABEL = new RegExp(`(?<![\\p{L}])(?:${NOT_A_NAME_LABEL_NOUNS.map((noun) => noun.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`, "iu");

const LABEL_HEAD = new RegExp(`(?<![\\p{L}])(?:${LABEL_HEAD_NOUNS.map((noun) => noun.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`, "iu");

/** "Identity Code    HX-55": a short first column without digits that ends in a label noun, then a value. */
function isLabelRow(line: string): boolean {
  const columns = line.trim().split(/\s{3,}|\t/);
  const first = cleanValue(columns[0] ?? "").replace(/[:：]$/, "");
  return columns.length >= 2 && !/\d/.test(first) && first.split(/\s+/).length <= 3 && LABEL_HEAD.test(first);
}

const DATE_LABEL_INSIDE = new RegExp(`\\s(?:${inlineRegex([...REVISION_DATE_LABELS, ...ISSUE_DATE_LABELS]).source})\\s*[:：].*$`, "iu");

/** Another field's label with a colon inside a value ("Degreaser Product code: HD-55"). */
const FIELD_LABEL_INSIDE = new RegExp(`\\s(?:${phrasePattern([...OTHER_LABELS.filter((label) => label.length > 3), ...PRODUCT_NAME_LABELS, ...USE_LABELS.filter((label) => label.includes(" "))])})\\s*[:：].*$`, "iu");

/**
 * "Sealant Date de Révision: 4/11/2022" → "Sealant", "Degreaser Product code: HD-55" → "Degreaser": a date label or
 * another field's label in the same column ends the value.
 */
function cutAtOtherLabel(value: string): string {
  return value.replace(DATE_LABEL_INSIDE, "").replace(FIELD_LABEL_INSIDE, "").trim();
}

/** The first line of the supplier's part of section 1: a company label or the supplier block's heading. */
function supplierStart(lines: readonly string[]): number {
  const index = lines.findIndex((line) => {
    SUPPLIER_HEADING.lastIndex = 0;
    return SUPPLIER_HEADING.test(line) || COMPANY_TIERS.some((tier) => tier.label.test(stripLead(line.trim())));
  });
  return index < 0 ? lines.length : index;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * "Mixture name: X", "Nom du mélange : X", "Artikelbezeichnung: X": a label of up to five words with a name noun (German
 * compounds ending in one), none of them another party's or field's word, then a colon or a column gap.
 */
const NAME_NOUN = new RegExp(`(?:(?<![\\p{L}])(?:${NAME_NOUNS.map(escape).join("|")})|\\p{L}{3}(?:name|bezeichnung))$`, "iu");
const NAME_NOUN_INSIDE = new RegExp(`(?<![\\p{L}])(?:${NAME_NOUNS.map(escape).join("|")})(?![\\p{L}])`, "iu");
const NOT_PRODUCT_NAME_WORD = new Set(NOT_PRODUCT_NAME_WORDS);
/** A short label (up to five words), a colon or a column gap, the value. */
const SHORT_LABEL = /^(?<label>(?:[\p{L}'’()/.-]+ ){0,4}[\p{L}'’()/.-]+)(?<gap>\s*[:：]\s*|\s{3,})(?<rest>.*)$/u;

/**
 * "Mixture name: X", "Nom du mélange : X", "Artikelbezeichnung    X": a short label with a name noun (German compounds
 * end in one), none of its words another party's or field's; before a column gap only when the noun ends the label.
 */
function isNameNounLabel(match: RegExpExecArray): boolean {
  const label = match.groups!.label!;
  const words = label.toLowerCase().split(/[\s/]+/);
  if (words.some((word) => NOT_PRODUCT_NAME_WORD.has(word.replace(/[().]/g, "")))) return false;
  return /[:：]/.test(match.groups!.gap!) ? NAME_NOUN_INSIDE.test(label) || words.some((word) => NAME_NOUN.test(word)) : NAME_NOUN.test(label);
}

const PRODUCT_TIERS: readonly Tier[] = [
  { label: labelRegex(PRODUCT_NAME_LABELS, true, [...NAME_NOUNS, ...PRODUCT_DESIGNATION_LABELS]), sameLine: 0.95, nextLine: 0.9 },
  { label: labelRegex(PRODUCT_IDENTIFIER_LABELS, true), sameLine: 0.9, nextLine: 0.85, firstLabelled: 0.7 },
  { label: labelRegex(PRODUCT_PLAIN_LABELS, true), sameLine: 0.8, nextLine: 0.7 },
  { label: SHORT_LABEL, keep: isNameNounLabel, sameLine: 0.75, nextLine: 0.6, beforeSupplier: true },
  { label: labelRegex(["name", "nom", "nombre", "nome", "naam", "nazwa", "bezeichnung", ...PRODUCT_DESIGNATION_LABELS], true), sameLine: 0.75, nextLine: 0.6, beforeSupplier: true },
  { label: labelRegex(PRODUCT_DESCRIPTION_LABELS, true), sameLine: 0.6, nextLine: 0.5 },
];

/**
 * Product name from section 1's labels; without one, the first line above section 1 that is not the title, a
 * regulatory subtitle, a date or a company (a guess: confidence 0.45). `headingLine` is section 1's heading.
 */
export function findProductName(lines: readonly string[], headingLine = -1, allLines: readonly string[] = [], indents: readonly number[] = []): Found | null {
  const labelled = inSectionOne(readTiers(lines, PRODUCT_TIERS, isProductValue), lines, headingLine);
  if (labelled) {
    const { value, next } = appendContinuation(labelled.value, lines, labelled.line + 1);
    const wrapped = next === labelled.line + 1 ? wrappedInValueColumn(labelled, lines, indents) : null;
    if (wrapped) return wrapped;
    // A plain line right below that was not taken may be the name's second half: not certain then.
    const below = cleanValue(firstColumn(lines[next] ?? ""));
    const maybeMore = below !== "" && !isLabel(below) && !isCodeLike(below) && !/^\d+(?:\.\d+)*\.?\s/.test(below) && /^\p{Lu}/u.test(below) === /^\p{Lu}/u.test(value) && below.length < 60;
    const uncertain = maybeMore || severalNames(value);
    return { ...labelled, value, confidence: uncertain ? Math.min(labelled.confidence, UNCERTAIN_FORM) : labelled.confidence };
  }
  const inCell = findInCells(allLines, PRODUCT_TIERS[0]!.label, (value) => isProductValue(value, true));
  if (inCell) return inCell;
  const underHeading = firstLineUnderHeading(lines, headingLine);
  if (underHeading) return underHeading;
  const end = headingLine > 0 ? headingLine : Math.min(lines.length, 8);
  for (let index = 0; index < end; index++) {
    const value = cleanValue(firstColumn(lines[index]));
    REGULATION.lastIndex = 0;
    if (isProductValue(value) && !UNKNOWN_LABEL_ROW.test(value) && !REGULATION.test(value) && !COMPANY_SUFFIX.test(value) && !isAddressLine(value) && !/\bpage\b|seite|página|\bversion\b/i.test(value)) {
      return { value, line: index, confidence: 0.45 };
    }
  }
  return null;
}

/**
 * A name labelled above section 1 (a cover page, a page header) and section 1's own labelled name: the sheet names
 * its product in 1.1, so 1.1's is taken; two different names are not certain.
 */
function inSectionOne(found: Found | null, lines: readonly string[], headingLine: number): Found | null {
  if (!found || headingLine < 0 || found.line >= headingLine) return found;
  const below = readTiers(lines.slice(headingLine), PRODUCT_TIERS, isProductValue);
  const plain = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
  if (!below || below.confidence < found.confidence || plain(below.value) === plain(found.value)) return found;
  return { ...below, line: below.line + headingLine, confidence: Math.min(below.confidence, UNCERTAIN_FORM) };
}

/** How far right of its label's line a line must start to stand in the value's column (points). */
const VALUE_COLUMN_INDENT = 40;

/**
 * "Product name    : KRYLON® Enamel (aerosol)" / "Gloss White" set under the value, right of the label: the value
 * wrapped in its column. Taken when the value was beside its label and the next lines (at most two) start right of
 * the label's line and are plain text. The join is read from the layout, not certain: 0.85 at most.
 */
function wrappedInValueColumn(found: Found, lines: readonly string[], indents: readonly number[]): Found | null {
  const labelX = indents[found.line];
  if (labelX === undefined || cleanValue(firstColumn(lines[found.line]!)) === found.value) return null;
  const parts = [found.value];
  for (let index = found.line + 1; index < lines.length && index <= found.line + 2; index++) {
    const text = cleanValue(firstColumn(lines[index]!));
    if ((indents[index] ?? labelX) < labelX + VALUE_COLUMN_INDENT || text === "" || /[:：]/.test(text) || isLabel(text) || isCodeLike(text) || /\d{5,}/.test(text) || text.length > 60) break;
    parts.push(text);
  }
  if (parts.length === 1) return null;
  const joined = parts.slice(1).reduce((value, part) => (/[\/-]$/.test(value) ? value + part : `${value} ${part}`), parts[0]!);
  return { ...found, value: joined, confidence: Math.min(found.confidence, UNCERTAIN_FORM) };
}

/** A name read right whose printed form is in doubt (a second half below, several names in one value). */
const UNCERTAIN_FORM = 0.85;

/**
 * "HX-15 / Harbour Rinse / Klarspüler", "code/椰汁香精/COCONUT FLAVOUR": several names of the product in one value (a
 * code, a local and an English name), or two scripts; which form the sheet means is not certain.
 */
function severalNames(value: string): boolean {
  const parts = value.split("/").filter((part) => /\p{L}|\d{3}/u.test(part));
  const latin = /\p{Script=Latin}/u.test(value);
  const otherScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}\p{Script=Thai}]/u.test(value);
  return parts.length >= 3 || (latin && otherScript);
}

/** Confidence of the first plain line under section 1's heading taken as the product (no label: a guess). */
const UNDER_HEADING = 0.5;

/**
 * A sheet without a name label often prints the product as the first line under section 1's heading
 * ("Section 1. Chemical Identification" / "CITRAL 95%"): taken when it is a plain value, not a label, a company,
 * an address, a subtitle or a sub-section heading.
 */
function firstLineUnderHeading(lines: readonly string[], headingLine: number): Found | null {
  if (headingLine < 0) return null;
  for (let index = headingLine + 1; index < lines.length && index <= headingLine + 2; index++) {
    const value = cleanValue(firstColumn(lines[index]!));
    if (value === "") continue;
    REGULATION.lastIndex = 0;
    const plain = isProductValue(value) && !/[:：]/.test(value) && !/^\d{1,2}(?:\.\d{1,2})*\.?\s/.test(lines[index]!.trim());
    if (!plain || REGULATION.test(value) || COMPANY_SUFFIX.test(value) || isAddressLine(value) || companyValue(value) === null) return null;
    return { value, line: index, confidence: UNDER_HEADING };
  }
  return null;
}

/**
 * A value continues on the next line when it ends with "/", leaves a bracket open, or both lines are long runs
 * of capitals. Returns the value and the index of the first line not taken.
 */
function appendContinuation(value: string, lines: readonly string[], next: number): { value: string; next: number } {
  let result = value;
  let index = next;
  for (; index < lines.length && index < next + 3; index++) {
    const line = cleanValue(firstColumn(lines[index]));
    if (line === "" || isLabel(line) || /:/.test(line)) break;
    const continuesPath = /\/$/.test(result);
    const openBracket = (result.match(/\(/g) ?? []).length > (result.match(/\)/g) ?? []).length;
    const bothCapitals = result === result.toUpperCase() && line === line.toUpperCase() && /[A-Z]{3}/.test(line);
    const capitalsRun = bothCapitals && /\b(?:BATHROOM|AND|OF|WITH|FOR|,)$|[A-Z]$/.test(result) && result.length > 25;
    if (!continuesPath && !openBracket && !capitalsRun) break;
    result = continuesPath ? result + line : `${result} ${line}`;
  }
  return { value: result, next: index };
}

export function companyValue(text: string): string | null {
  let value = cleanValue(firstColumn(text)).replace(/\s+as agents? for$/i, "").replace(/[,;]$/, "");
  // "Prepared by: Harbour Inc.": a label the vocabulary does not know is not part of the name.
  const labelled = UNKNOWN_LABEL_ROW.exec(value);
  if (labelled && (!isLabel(labelled[1]!) || BARE_NAME_LABEL.test(labelled[1]!)) && !/\d/.test(labelled[1]!)) value = cleanValue(labelled[2]!);
  // "Harbour Chemicals, 1 Main Street, Springfield, OH 45501": the name before the address in one cell.
  const comma = value.indexOf(",");
  if (comma > 1 && !COMPANY_SUFFIX.test(value) && isAddressLine(value)) {
    const [name, address] = [value.slice(0, comma).trim(), value.slice(comma + 1).trim()];
    if (!isAddressLine(name) && !isStreetLine(name) && isStreetLine(address.split(",")[0]!.trim())) value = name;
  }
  const legal = UP_TO_LEGAL_FORM.exec(value);
  if (legal && legal[1].length >= 4) value = legal[1].replace(/[,;]$/, "");
  if (value.length < 2 || NOT_A_COMPANY.test(value) || /^[\d\W]+$/.test(value) || !/\p{L}/u.test(value)) return null;
  if (/^\s*\d{1,2}(?:\.\d{1,2})+\.?\s/.test(text)) return null;
  if (isLabel(value) || TITLE.test(value) || subtitleLike(value) || CONTINUATION.test(value) || /^\d+[\s,-]/.test(value)) return null;
  if (isAddressLine(value)) return null;
  return value;
}

/** "Nome/Ragione sociale", "Producent/Dostawca": a company label after a slash belongs to the first. */
const COMPANY_ALTERNATES = [...COMPANY_NAME_LABELS, ...MANUFACTURER_LABELS, ...SUPPLIER_LABELS];
const COMPANY_TIERS: readonly Tier[] = [
  { label: labelRegex(COMPANY_NAME_LABELS, true, COMPANY_ALTERNATES), sameLine: 0.95, nextLine: 0.9 },
  { label: labelRegex(MANUFACTURER_LABELS, true, COMPANY_ALTERNATES), sameLine: 0.92, nextLine: 0.85, nameBelow: true },
  { label: labelRegex(SUPPLIER_LABELS, true, COMPANY_ALTERNATES), sameLine: 0.9, nextLine: 0.85, nameBelow: true },
];
const SUPPLIER_HEADING = inlineRegex(SUPPLIER_BLOCK_HEADINGS);

/**
 * The company (manufacturer or supplier) from section 1: a company label's value; else the supplier block's
 * (1.3) first line with a legal form (GmbH, Inc., S.A.…), else its first plain line (a guess).
 */
/** Confidence of a field read from a labelled cell outside section 1 (a page header or footer). */
const CELL_CONFIDENCE = 0.8;

/**
 * "Company name: X    Product name: Y    SDS EU": page headers and footers print fields as labelled cells (the
 * label and a colon, then the value, cells a column gap apart). The first cell whose label matches gives its value.
 */
function findInCells(lines: readonly string[], label: RegExp, accept: (value: string) => boolean): Found | null {
  for (let index = 0; index < lines.length; index++) {
    if (!/[:：]/.test(lines[index]!)) continue;
    for (const cell of lines[index]!.trim().split(/\s{3,}|\t/)) {
      const match = label.exec(stripLead(cell));
      if (!match) continue;
      const rest = match[1] ?? "";
      const value = cleanValue(rest);
      if (!/[:：]/.test(stripLead(cell).slice(0, stripLead(cell).length - rest.length)) || value === "") continue;
      if (accept(value)) return { value, line: index, confidence: CELL_CONFIDENCE };
    }
  }
  return null;
}

export function findManufacturer(lines: readonly string[], headingLine = -1, allLines: readonly string[] = []): Found | null {
  const readCompany = (tiers: readonly Tier[]) => readTiers(lines, tiers, (value) => companyValue(value) !== null, 2, (value) => NOT_A_COMPANY.test(value));
  const labelled = readCompany(COMPANY_TIERS);
  if (labelled) {
    const value = companyValue(labelled.value) ?? labelled.value;
    // A supplier and a different manufacturer (or distributor) both labelled: the sheet may mean either.
    const others = COMPANY_TIERS.map((tier) => readCompany([tier])).filter((found): found is Found => found !== null && found.line !== labelled.line);
    const differing = others.some((found) => !sameName(companyValue(found.value) ?? found.value, value, true));
    return { ...labelled, value, confidence: differing ? Math.min(labelled.confidence, DIFFERING_SOURCES) : labelled.confidence };
  }
  for (let index = 0; index < lines.length; index++) {
    SUPPLIER_HEADING.lastIndex = 0;
    const heading = SUPPLIER_HEADING.exec(lines[index]);
    if (!heading) continue;
    // "Supplier's details    : Nordwind Inc." — the heading used as a label, its value beside it.
    const beside = valueBesideHeading(lines[index].slice(heading.index + heading[0].length));
    const besideValue = beside === null ? null : companyValue(beside);
    if (besideValue) return { value: besideValue, line: index, confidence: COMPANY_SUFFIX.test(besideValue) ? 0.9 : 0.8 };
    const window = lines.slice(index + 1, index + 9);
    const withSuffix = window.findIndex((line) => {
      const value = companyValue(line);
      return value !== null && COMPANY_SUFFIX.test(value);
    });
    if (withSuffix >= 0) return { value: companyValue(window[withSuffix])!, line: index + 1 + withSuffix, confidence: 0.85 };
    const plain = window.findIndex((line) => companyValue(line) !== null && !/:/.test(firstColumn(line)) && /\p{L}{3}/u.test(line));
    if (plain >= 0) return { value: companyValue(window[plain])!, line: index + 1 + plain, confidence: 0.55 };
  }
  const inCell = findInCells(allLines, COMPANY_TIERS[0]!.label, (value) => companyValue(value) !== null);
  if (inCell) return { ...inCell, value: companyValue(inCell.value)! };
  const addressed = companyAboveAddress(lines);
  if (addressed) return addressed;
  const end = headingLine > 0 ? headingLine : Math.min(lines.length, 8);
  for (let index = 0; index < end; index++) {
    const value = companyValue(lines[index]);
    REGULATION.lastIndex = 0;
    if (value && COMPANY_SUFFIX.test(value) && !/copyright|©/i.test(value) && !REGULATION.test(value)) return { value, line: index, confidence: 0.45 };
  }
  return null;
}


/**
 * A sheet that names its supplier with no label: the first line of an address block — a name followed by a street
 * and a town (postal code) line. With a legal form 0.7, without one a guess (0.45).
 */
function companyAboveAddress(lines: readonly string[]): Found | null {
  for (let index = 0; index + 2 < lines.length; index++) {
    const value = companyValue(lines[index]!);
    if (!value || isStreetLine(value)) continue;
    const next = cleanValue(firstColumn(lines[index + 1]!));
    const town = cleanValue(firstColumn(lines[index + 2]!));
    if (!isStreetLine(next) || !isAddressLine(town)) continue;
    return { value, line: index, confidence: COMPANY_SUFFIX.test(value) ? 0.7 : 0.45 };
  }
  return null;
}

/**
 * What stands beside a heading used as a label: after its wording runs on to a colon ("… de la ficha de datos de
 * seguridad:    Química S.L.") or after a column gap. Null when the heading stands alone.
 */
function valueBesideHeading(rest: string): string | null {
  const afterColon = /^[^:：]{0,80}[:：]\s*(.+)$/.exec(rest);
  const afterGap = /^\s{3,}(.+)$/.exec(rest);
  const value = cleanValue(firstColumn((afterColon ?? afterGap)?.[1] ?? ""));
  return value === "" ? null : value;
}

const USE_LABEL = labelRegex(USE_LABELS);
const ADVISED_AGAINST = inlineRegex(USE_ADVISED_AGAINST);

/** The identified or recommended use (1.2), as printed after its label. */
export function findRecommendedUse(lines: readonly string[]): Found | null {
  for (const hit of labelHits(lines, USE_LABEL)) {
    ADVISED_AGAINST.lastIndex = 0;
    const labelPart = stripLead(lines[hit.line]).slice(0, Math.max(0, stripLead(lines[hit.line]).length - hit.rest.length));
    if (ADVISED_AGAINST.test(labelPart)) continue;
    const value = cleanValue(firstColumn(hit.rest));
    ADVISED_AGAINST.lastIndex = 0;
    if (value !== "" && !ADVISED_AGAINST.test(value) && !isLabel(value) && /\p{L}{3}/u.test(value)) {
      return { value, line: hit.line, confidence: 0.8 };
    }
    if (value !== "") continue;
    const next = cleanValue(firstColumn(lines[hit.line + 1] ?? ""));
    ADVISED_AGAINST.lastIndex = 0;
    if (next !== "" && !isLabel(next) && !ADVISED_AGAINST.test(next) && /\p{L}{3}/u.test(next)) {
      return { value: next, line: hit.line + 1, confidence: 0.6 };
    }
  }
  return null;
}

export function findRevisionNumber(lines: readonly string[]): string | null {
  const patterns = [
    /revision\s*(?:number|no\.?|#)\s*[:.]?\s*([A-Za-z]?\d+(?:\.\d+)*)/i,
    /(?:version|versión|versione|versão|versie|wersja)\s*(?:number|nummer|no\.?|nr\.?|#)?\s*[:.]?\s*[vV]?\s*(\d+(?:\.\d+)*)/i,
    /\/\s*v\s*(\d+(?:\.\d+)+)/i,
  ];
  for (const pattern of patterns) {
    for (const line of lines) {
      const match = pattern.exec(line);
      if (match) return match[1];
    }
  }
  return null;
}

/** A product name in a labelled cell of the given lines (page headers and footers outside section 1), or null. */
export function findProductInCells(lines: readonly string[]): Found | null {
  return findInCells(lines, PRODUCT_TIERS[0]!.label, (value) => isProductValue(value, true));
}

/** A company name in a labelled cell of the given lines, or null. */
export function findCompanyInCells(lines: readonly string[]): Found | null {
  const found = findInCells(lines, COMPANY_TIERS[0]!.label, (value) => companyValue(value) !== null);
  return found ? { ...found, value: companyValue(found.value)! } : null;
}
