/**
 * Reading section 1's labels: what is a label and not a value, the tiers of label phrases read in order (a value
 * beside its label or on the lines below it; where that value is: ./tier-value-limits.ts), the company labels that
 * start the supplier's part (labelled cells in page headers and footers: ./labelled-cells.ts). Shared by the product
 * name (./identity.ts) and the company (./company-name.ts).
 */
import { LIST_MARKS } from "./list-marks.ts";
import { isGenericProductWords } from "./product-generic-words.ts";
import { findDates } from "./dates.ts";
import { beginsWrappedLabel, endsWrappedLabel, isKnownLabelAlone } from "./label-pieces.ts";
import { cleanValue, firstColumn, inlineRegex, labelHits, labelRegex, stripLead, type Found, type LabelPattern } from "./label-lines.ts";
import { escapeRegExp, phrasePattern } from "./phrase-pattern.ts";
import {
  NO_VALUE_WORDS,
  PRODUCT_DESIGNATION_LABELS,
  PRODUCT_NAME_AND_CODE_LABELS,
  PRODUCT_NAME_LABELS,
  PRODUCT_SYNONYM_LABELS,
} from "./vocabulary/identity-labels.ts";
import { PRODUCT_IDENTIFIER_LABELS } from "./vocabulary/product-identifier-labels.ts";
import { INCLUDING_WORDS } from "./vocabulary/joining-words.ts";
import { REGULATION_WORDS, SUBTITLE_WORDS, TITLE_PHRASES } from "./vocabulary/title-words.ts";
import { ADDRESS_LABELS, COMPANY_NAME_LABELS, MANUFACTURER_LABELS, SUPPLIER_BLOCK_HEADINGS, SUPPLIER_LABELS } from "./vocabulary/company-labels.ts";
import { EMERGENCY_LABELS, PHONE_LABELS } from "./vocabulary/contact-labels.ts";
import { USE_LABELS } from "./vocabulary/use-labels.ts";
import { COMPANY_NOUNS, withUnaccented } from "./vocabulary/company-words.ts";
import { foldAccents } from "./date-label-patterns.ts";
import { eitherLabel, isRoleListAlone, isRoleListLabel, MAKER_ROLE_LIST_LABEL, OTHER_ROLE_LIST_LABEL, ROLE_LIST_PATTERN } from "./role-list-labels.ts";
import { BARE_NAME_LABEL, FIELD_WITH_VALUE, isLabelHeaderRow, isLabelRow, NAME_BESIDE_GAP, nameLabelBeside, NOT_A_NAME_LABEL, UNKNOWN_LABEL_ROW } from "./label-rows.ts";
import { cutAtOtherLabel, OTHER_LABELS } from "./value-end-labels.ts";
import { COMPANY_SUFFIX } from "./company-shapes.ts";
import { isContactDetailsOnly } from "./phone-shapes.ts";
import { nestedBeside, nestedValue, startsNextField } from "./tier-value-limits.ts";

const ANY_LABEL = labelRegex([
  ...PRODUCT_NAME_LABELS, ...PRODUCT_SYNONYM_LABELS, ...PRODUCT_NAME_AND_CODE_LABELS, ...PRODUCT_IDENTIFIER_LABELS, ...PRODUCT_DESIGNATION_LABELS, ...COMPANY_NAME_LABELS, ...MANUFACTURER_LABELS, ...SUPPLIER_LABELS,
  ...ADDRESS_LABELS, ...PHONE_LABELS, ...EMERGENCY_LABELS, ...USE_LABELS, ...SUPPLIER_BLOCK_HEADINGS, ...OTHER_LABELS,
], true);
/** The titles as printed and without their accents (capitals often lose them: "FICHA DE SEGURANCA"). */
export const TITLE = new RegExp(`^(?:${withUnaccented(TITLE_PHRASES).map(escapeRegExp).join("|")})(?![\\p{L}])`, "iu");
/** A document's title at the text's start, its accents as printed or some of them lost ("Fiche de securité"). */
export function isTitleText(text: string): boolean {
  return TITLE.test(text) || TITLE.test(foldAccents(text));
}
const SUBTITLE = inlineRegex(SUBTITLE_WORDS);
export const REGULATION = inlineRegex(REGULATION_WORDS);
/** The same words, without the global flag: a test keeps no lastIndex between callers. */
const REGULATION_ONCE = new RegExp(REGULATION.source, REGULATION.flags.replace("g", ""));
/** Whether a text names a regulation ("Regulation (EC) No 1907/2006", "OSHA HCS"). */
export function mentionsRegulation(text: string): boolean {
  return REGULATION_ONCE.test(text);
}
/** A heading's second line ("of the safety data sheet", "and of the company/undertaking"). */
export const CONTINUATION = /^(?:of|and|for|the|des|der|die|du|de la|del|della|van|het|do|da|dla|und|et|y|e|en|i)\s/;
/**
 * Section 1's title after its product half, in any case ("UND DES UNTERNEHMENS", "ET DE LA SOCIÉTÉ/L'ENTREPRISE", "E DA
 * SOCIEDADE/EMPRESA"): an "and" that opens a company noun. A title in capitals read after its product half's label.
 */
const COMPANY_HALF = new RegExp(`^(?:and|und|et|y|e|en|i)\\s(?:.*?[\\s/'’])?(?:${COMPANY_NOUNS.join("|")})`, "iu");

/**
 * English labels and boilerplate that start a line (kept from the first parser: these words never start a name). Not
 * the Spanish "Sales de" / "Sales y" (salts: "Sales de Magnesio Limitada").
 */
const NOT_A_VALUE =
  /^(?:\d+(?:\.\d+)*\.?\s+)?(?:product|sales(?!\s+(?:de|del|y)\s)|material\s+(?:name|safety|uses?|number|no|code|identification|description|type)|cat(?:alog)?|recommended|relevant|details|synonyms?|cas|ec|index|formula|molecular|sds|msds|version|revision|issue|print|date|page|other means|use|uses|brand|company|supplier|manufacturer|address|telephone|phone|fax|e-?mail|emergency|tel\b|chemtrec|website|www\.|http|article|upc|code|reference|section|abschnitt|rubrique|secci[oó]n|sezione|rubriek|sec[cç][aã]o|sekcja|seite|page|página|pagina|strona)\b/i;

export function subtitleLike(text: string): boolean {
  SUBTITLE.lastIndex = 0;
  return SUBTITLE.test(text);
}

/** A label on its own (or a label with its value): not itself a value. */
export function isLabel(text: string): boolean {
  // Every field's search asks about the same lines again; the answer depends on the text alone.
  const known = labelAnswers.get(text);
  if (known !== undefined) return known;
  const stripped = stripLead(text);
  const answer = NOT_A_VALUE.test(stripped) || ANY_LABEL.test(stripped) || /[:：]\s*$/.test(stripped) || isRoleListLabel(stripped) || isRoleListAlone(stripped) ||
    isLetteredLabel(stripped);
  if (labelAnswers.size >= 10_000) labelAnswers.clear();
  labelAnswers.set(text, answer);
  return answer;
}
const labelAnswers = new Map<string, boolean>();

/**
 * A sub-heading lettered "A." / "B." (Korean K-MSDS and some US templates letter section 1's parts: "A. Product
 * identification", "C. Details of the supplier"): a label when what follows the letter is one. The lead itself is not
 * stripped from every line, as "A. Nattermann & Cie" is a company with its founder's initial.
 */
function isLetteredLabel(text: string): boolean {
  const rest = LETTER_LEAD.exec(text)?.[1];
  return rest !== undefined && (NOT_A_VALUE.test(rest) || ANY_LABEL.test(rest));
}
const LETTER_LEAD = /^\p{Lu}\.\s+(\p{L}.*)$/u;

/** A catalogue code on its own ("552969 T", "RM0002210") is not a product name. */
export function isCodeLike(text: string): boolean {
  return !/\p{L}{3,}/u.test(text) || isCatalogueNumber(text);
}

/** "RM0002210", "400123", "552969 T": an article or catalogue number (five digits or more, up to three letters before). */
export function isCatalogueNumber(text: string): boolean {
  return /^[A-Z]{0,3}\d{5,}[A-Z]?$/.test(text.replace(/\s+/g, ""));
}

/**
 * "R 410A", "WD-40", "AC-20 (G-20 / CC-2)", "KH120 – HP 120": a short name of letters and digits (a refrigerant, a model)
 * that a name label gives, its parts joined by a hyphen or any dash; a catalogue number (five digits or more,
 * "RM0002210") is none.
 */
export function isNameCode(text: string): boolean {
  return text.length <= 32 && /\p{L}/u.test(text) && /\d/.test(text) && !/\d{5,}/.test(text) && /^[\p{L}\d][\p{L}\d .+/()\u2010-\u2014-]*[\p{L}\d)]$/u.test(text) && text.split(" ").length <= 6;
}

/**
 * A value printed beside a name label is taken unless it is itself a label: a label phrase, a text ending in a
 * colon, or a label word with at most one more word ("Product Type"). "Formula 409 Degreaser" is a name.
 */
function isLabelBeside(text: string): boolean {
  const stripped = stripLead(text);
  return ANY_LABEL.test(stripped) || /[:：]\s*$/.test(stripped) || (NOT_A_VALUE.test(stripped) && stripped.split(/\s+/).length <= 2) ||
    isRoleListLabel(stripped);
}

const NO_VALUE = new RegExp(`^(?:${NO_VALUE_WORDS.map(escapeRegExp).join("|")})[.!]?$`, "iu");

/** A value that says there is none ("Not available.", "Não disponível", "Keine"). */
export function saysNoValue(text: string): boolean {
  return NO_VALUE.test(text.trim());
}

/** A form's field number before a label ("2. NOMBRE QUÍMICO O CÓDIGO", "3) Synonyms"). */
const FORM_NUMBER = /^\d{1,2}[.)]\s+(?=\p{L})/u;

/**
 * "1. NOMBRE COMERCIAL    2. NOMBRE QUÍMICO O CÓDIGO": a numbered form's next label in the value's cell (a header row
 * of labels, their values in the row below) is no value, its number notwithstanding (session 27: read as the name at
 * 0.95). What follows a field number must itself be a value.
 */
function isNumberedNonValue(text: string, besideLabel: boolean, nameCode: boolean): boolean {
  const unnumbered = text.replace(FORM_NUMBER, "");
  return unnumbered !== text && !isProductValue(unnumbered, besideLabel, nameCode);
}

export function isProductValue(text: string, besideLabel = false, nameCode = false): boolean {
  return (
    text.length >= 2 &&
    !isContactDetailsOnly(text) &&
    !isGenericProductWords(text) &&
    !NO_VALUE.test(text) &&
    (!isCodeLike(text) || (nameCode && isNameCode(text))) &&
    !(besideLabel ? isLabelBeside(text) : isLabel(text)) &&
    !isNumberedNonValue(text, besideLabel, nameCode) &&
    !isTitleText(text) &&
    !subtitleLike(text) &&
    !CONTINUATION.test(text) &&
    !COMPANY_HALF.test(text) &&
    findDates(text).length === 0
  );
}

/**
 * `beforeSupplier`: only above the supplier's part of section 1 (a bare "Name:" there names the company).
 * `firstLabelled`: under a heading alone (1.1 "Product identifier"), the first "label: value" row whose label the
 * vocabulary does not know gives its value, with this confidence ("Mixture identity: X").
 */
export type Tier = {
  label: LabelPattern;
  sameLine: number;
  nextLine: number;
  beforeSupplier?: boolean;
  firstLabelled?: number;
  keep?: (match: RegExpExecArray) => boolean;
  /** A company's label: a bare "Name:" below it gives the value. */
  nameBelow?: boolean;
  /** The value below the label ends at the next sub-section or another field's label standing alone (the product). */
  endsAtNextField?: boolean;
  /** A short name of letters and digits below the label ("R 410A") is the value, not a code passed over (the product). */
  nameCodes?: boolean;
  /** A company's name of two to four capitals and digits alone below the label ("3M", "BP") is the value (the company). */
  shortNames?: boolean;
};

/** "3M", "BP", "GE": a company's whole name in capitals and digits, too short for three letters in a row. */
const SHORT_COMPANY_NAME = /^(?=[\p{Lu}\d&]*\p{Lu})[\p{Lu}\d&]{2,4}$/u;

/**
 * "Product name:" / "HX 12345" / "Chemical formula:" / "Refrigerant blend": a value found below past a code passed over
 * and another field's label waiting for its own value may be that label's: not certain.
 */
const PAST_OTHER_LABEL = 0.7;
const PAST_PASSED_OVER = 0.85;
/**
 * "Product name" / "Other means of" / "identification" / X: past a piece of another label, X may be that label's
 * value; past another known label standing alone ("Trade name" / "Chemical name" / X), more likely so.
 */
const PAST_LABEL_PIECE = 0.85;
const PAST_LABEL_ALONE = PAST_OTHER_LABEL;

/**
 * How a line below a label is a piece of another label, not a value (./label-pieces.ts): a known label alone, the
 * end of a label wrapped from the line before, or the start of one the next line completes; null for none.
 */
function labelPieceDoubt(lines: readonly string[], index: number): number | null {
  const line = lines[index]!;
  if (isKnownLabelAlone(line)) return PAST_LABEL_ALONE;
  return endsWrappedLabel(lines[index - 1] ?? "", line) || beginsWrappedLabel(line, lines[index + 1] ?? "") ? PAST_LABEL_PIECE : null;
}

/** How readTiers reads below and beside a label, past `accept`; every part has a default. */
export type TierReading = {
  /** Lines below a label that may hold its value (3). */
  lookAhead?: number;
  /** A text beside the label that is another column's header, not a value: the value is looked for below. */
  otherColumn?: (value: string) => boolean;
  /** A line below the label passed over on the way to the value (a company's department or contact person). */
  passOver?: (value: string) => boolean;
  /** A value read as if it were not printed (a label beside it stands alone, a line below of it is passed as a blank one). */
  asBlank?: (value: string, line: number) => boolean;
};

/** Reads the tiers in order; in a tier the first label line with a usable value wins. */
export function readTiers(
  lines: readonly string[],
  tiers: readonly Tier[],
  accept: (value: string, besideLabel: boolean) => boolean,
  { lookAhead = 3, otherColumn = () => false, passOver = () => false, asBlank = () => false }: TierReading = {},
): Found | null {
  // The same line below may be weighed for every tier and every hit: each line's piece answer is worked out once.
  const pieceDoubts = new Map<number, number | null>();
  const pieceDoubtAt = (index: number): number | null => {
    if (!pieceDoubts.has(index)) pieceDoubts.set(index, labelPieceDoubt(lines, index));
    return pieceDoubts.get(index) ?? null;
  };
  // Where the supplier's part starts is the same for every tier that stops there: found once, when first needed.
  let supplierLine: number | undefined;
  for (const tier of tiers) {
    const limit = tier.beforeSupplier ? (supplierLine ??= supplierStart(lines)) : lines.length;
    for (const hit of labelHits(lines, tier.label, tier.keep, limit)) {
      const beside = cutAtOtherLabel(tier.endsAtNextField ? nestedBeside(hit.rest, tiers) : nestedValue(cleanValue(firstColumn(hit.rest)), tiers));
      const value = beside !== "" && asBlank(beside, hit.line) ? "" : beside;
      if (value !== "" && accept(value, true)) return { value, line: hit.line, confidence: tier.sameLine };
      const introducing = value === "" ? null : valueIntroducingList(value, hit.rest, lines[hit.line + 1] ?? "");
      if (introducing !== null && accept(introducing, true)) return { value: introducing, line: hit.line, confidence: Math.min(tier.sameLine, INTRODUCES_LIST) };
      // Beside the label may stand another column's header ("Company    24 Hour Emergency"): the value is below.
      if (value !== "" && !/^[\s:：.·•●-]*$/.test(value) && !isLabel(value) && !otherColumn(value)) continue;
      let passedOver = false;
      let pastOtherLabel = false;
      let pieceDoubt = 1;
      for (let next = hit.line + 1; next < lines.length && next <= hit.line + lookAhead; next++) {
        const candidate = cleanValue(firstColumn(lines[next]));
        if (candidate !== "" && asBlank(candidate, next)) continue;
        if (tier.endsAtNextField && startsNextField(lines[next])) break;
        // A company's department or contact person under its label ("Product Stewardship"): the name is further down.
        const shortName = tier.shortNames === true && SHORT_COMPANY_NAME.test(candidate);
        if (candidate === "" || (isCodeLike(candidate) && !(tier.nameCodes && isNameCode(candidate)) && !shortName) || passOver(candidate)) {
          passedOver ||= candidate !== "";
          continue;
        }
        const row = stripLead(lines[next].trim());
        // "Manufacturer" / "Name: Harbour Ltd": a bare name label under the company's label.
        const subName = tier.nameBelow && value === "" ? (UNKNOWN_LABEL_ROW.exec(row) ?? NAME_BESIDE_GAP.exec(row)) : null;
        if (subName && BARE_NAME_LABEL.test(subName[1]!)) {
          // "Name    Street    Postcode/City    Country": a table's header row, its values in the rows below.
          if (isLabelHeaderRow(subName[2]!)) break;
          const named = cleanValue(firstColumn(subName[2]!));
          if (accept(named, false)) return { value: named, line: next, confidence: tier.nextLine };
          break;
        }
        const unknown = value === "" && tier.firstLabelled !== undefined && !ANY_LABEL.test(row) && !NOT_A_VALUE.test(row) ? unknownLabelRow(row) : null;
        if (unknown) {
          // "Mixture identity:    Harbour Rinse 20" under the 1.1 heading: a label the vocabulary does not know (or a name
          // label of its words a column gap from its value: "Nom de vente du produit    Harbour Rinse 20").
          const labelled = NOT_A_NAME_LABEL.test(unknown.label) ? "" : cleanValue(firstColumn(unknown.value));
          if (labelled !== "" && accept(labelled, false)) return { value: labelled, line: next, confidence: tier.firstLabelled! };
          break;
        }
        if (isLabel(candidate)) {
          // Another field's label with its value ends the search; a label alone (a column header) does not.
          const other = ANY_LABEL.exec(stripLead(lines[next].trim()));
          if (other && cleanValue(other[1] ?? "") !== "") break;
          // A column of labels ("Trade name :" / "Revision date :" / the values) is not: only past a value passed over.
          pastOtherLabel ||= passedOver && tier.endsAtNextField === true && /[:：]\s*$/.test(candidate);
          continue;
        }
        const piece = pieceDoubtAt(next);
        if (piece !== null) {
          pieceDoubt = Math.min(pieceDoubt, piece);
          continue;
        }
        // Under a heading that stands alone, "Alternate Names    X" is another field's label with its value.
        if (value === "" && isLabelRow(lines[next])) continue;
        // "Hours of operation    :    08.30": a field this parser does not know, with its value.
        if (FIELD_WITH_VALUE.test(row)) break;
        if (accept(candidate, false)) {
          // Past a line passed over (a code the label may have meant) the product's value is not certain.
          const doubt = tier.endsAtNextField === true && passedOver ? (pastOtherLabel ? PAST_OTHER_LABEL : PAST_PASSED_OVER) : 1;
          return { value: candidate, line: next, confidence: Math.min(tier.nextLine, doubt, pieceDoubt) };
        }
        break;
      }
    }
  }
  return null;
}

/** "Mixture identity: X" (any label of up to three words) or a name label of the label's words beside its value. */
function unknownLabelRow(row: string): { label: string; value: string } | null {
  const colon = UNKNOWN_LABEL_ROW.exec(row);
  return colon ? { label: colon[1]!, value: colon[2]! } : nameLabelBeside(row);
}

/** The first line of the supplier's part of section 1: a company label or the supplier block's heading. */
function supplierStart(lines: readonly string[]): number {
  const index = lines.findIndex((line) => {
    SUPPLIER_HEADING.lastIndex = 0;
    return SUPPLIER_HEADING.test(line) || COMPANY_TIERS.some((tier) => tier.label.test(stripLead(line.trim())));
  });
  return index < 0 ? lines.length : index;
}

/** "Nome/Ragione sociale", "Producent/Dostawca": a company label after a slash belongs to the first. */
const COMPANY_ALTERNATES = [...COMPANY_NAME_LABELS, ...MANUFACTURER_LABELS, ...SUPPLIER_LABELS];
export const COMPANY_TIERS: readonly Tier[] = [
  { label: labelRegex(COMPANY_NAME_LABELS, true, COMPANY_ALTERNATES, true), sameLine: 0.95, nextLine: 0.9, shortNames: true },
  // A list of the party's roles the lists do not hold ("Importer, manufacturer and/or supplier"): the manufacturer's
  // when a maker's word is in it, else the supplier's (./role-list-labels.ts).
  { label: eitherLabel(labelRegex(MANUFACTURER_LABELS, true, COMPANY_ALTERNATES, true), MAKER_ROLE_LIST_LABEL), sameLine: 0.92, nextLine: 0.85, nameBelow: true, shortNames: true },
  { label: eitherLabel(labelRegex(SUPPLIER_LABELS, true, COMPANY_ALTERNATES, true), OTHER_ROLE_LIST_LABEL), sameLine: 0.9, nextLine: 0.85, nameBelow: true, shortNames: true },
];
export const SUPPLIER_HEADING = inlineRegex(SUPPLIER_BLOCK_HEADINGS);

/**
 * "Proveedor Arkema", "Hersteller Harbour GmbH Hafenstraße 1": a company label one space from its value (a text layer
 * that lost the column gap). The value starts with a capital or a digit and the line is not itself a label
 * ("Supplier Information", "Company Name"); read after the labels that stand apart from their value (0.8). A list of
 * the party's roles as the label ("Importador/Proveedor SOQUIMICH Comercial S.A."): only a name with its legal form.
 */
/**
 * "The Clorox Company", "The Harbor Chemical Company, Inc.": a name that opens with the article, a capitalised word
 * after it and a legal form in it is a company's, not the label's wording going on ("The supplier of this product").
 */
function namedWithArticle(rest: string): boolean {
  return /^(?:the|The|THE)\s+\p{Lu}/u.test(rest) && COMPANY_SUFFIX.test(rest);
}

const ONE_SPACE_COMPANY_LABEL = new RegExp(`^(?<label>${ROLE_LIST_PATTERN}|${phrasePattern(COMPANY_ALTERNATES)})(?:\\s?/)? (?<rest>\\S.*)$`, "iu");
export const ONE_SPACE_COMPANY_TIER: Tier = {
  label: ONE_SPACE_COMPANY_LABEL,
  keep: (match) => {
    // A dingbat bullet a font gives as a lone letter ("Manufacturer l Harbour Ltd"): cleanValue takes it off the value.
    const rest = match.groups!.rest!.replace(/^[lnu] (?=\p{Lu})/u, "");
    const firstWord = rest.split(/\s+/)[0]!;
    // "Hersteller / Importeur / Händler": a list of roles goes on after the slash; no name follows the first.
    if (/^\s?\//.test(match[0].slice(match.groups!.label!.length)) && /^\S+\s?\//u.test(rest)) return false;
    if (isRoleListLabel(match.groups!.label!) && !COMPANY_SUFFIX.test(rest)) return false;
    return /^[\p{Lu}\d]/u.test(rest) && (!/^(?:and|or|of|for|the|de|du|des|del|der|van|da|do|dla|und|et|y|e|i)$/iu.test(firstWord) || namedWithArticle(rest)) &&
      !ANY_LABEL.test(stripLead(`${match.groups!.label} ${firstWord}`)) && !ANY_LABEL.test(stripLead(match[0]));
  },
  sameLine: 0.8,
  nextLine: 0.75,
};

/** A value whose closing colon was read as introducing a list below, not as ending a label: the reading is not printed. */
const INTRODUCES_LIST = 0.7;

/**
 * "Product Name:    Sealed Harbour Lead-Acid Batteries:" over "HX, HXL, HXS Series": beside a label, a value of three
 * words or more that ends its line in a colon, over a list (items parted by commas or semicolons, or a bullet), and
 * is no label the vocabulary knows, introduces the list (models, variants); the value is the text before its colon.
 * Null where the text is a label ("Product code:", a column header beside the label), runs on into more text, or has
 * no list below.
 */
function valueIntroducingList(value: string, rest: string, below: string): string | null {
  const stripped = stripLead(value);
  // "Productos: Grasas Lubricantes, incluyendo:": the word itself announces the list, whatever its lines look like.
  const including = INCLUDING_END.exec(stripped);
  if (including && /[:：]\s*$/.test(rest)) {
    const text = stripped.slice(0, including.index).trim();
    return text !== "" && !isLabel(text) ? text : null;
  }
  if (!/[:：]\s*$/.test(stripped) || !/[:：]\s*$/.test(rest) || !LIST_LINE.test(below.trim())) return null;
  const text = stripped.replace(/\s*[:：]\s*$/, "");
  return text.split(/\s+/).length >= 3 && !isLabel(text) ? text : null;
}

/** "…, including:" closing a value, in the languages: a list of the products it names follows. */
const INCLUDING_END = new RegExp(`,?\\s+(?:${INCLUDING_WORDS.map(escapeRegExp).join("|")})\\s*[:：]\\s*$`, "iu");

/** A line of a list: a bullet's item, or three items or more parted by commas or semicolons (no label's colon). */
const LIST_LINE = new RegExp(`^(?:[\\-–*${LIST_MARKS}]\\s*\\S|[^,;:：]+[,;][^,;:：]+[,;][^:：]+$)`, "u");
