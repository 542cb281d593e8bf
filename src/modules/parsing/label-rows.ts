/**
 * Rows of labels in section 1: a bare name label under a company's label ("Name: Harbour Ltd"), a table's header row
 * of party fields ("Name    Street    Country"), an unknown "Label: value" row and a label column before its value.
 * Read by the label tiers (./label-tiers.ts) and the company's value (./company-value.ts, ./company-name.ts).
 */
import { escapeRegExp } from "./phrase-pattern.ts";
import { foldText } from "../../shared/sds-section-words.ts";
import { cleanValue } from "./label-lines.ts";
import { LABEL_HEAD_NOUNS, NAME_NOUNS, NOT_A_NAME_LABEL_NOUNS, NOT_PRODUCT_NAME_WORDS } from "./vocabulary/identity-labels.ts";
import { ADDRESS_LABELS } from "./vocabulary/company-labels.ts";
import { PHONE_LABELS } from "./vocabulary/contact-labels.ts";
import { CELL_GAP, CELL_GAP_SOURCE } from "./cell-gap.ts";

/** "Name:" under a company's label or heading: the company's name follows. */
export const BARE_NAME_LABEL = /^(?:name|firmenname|nom|nombre|nome|naam|nazwa|firma|bezeichnung)$/iu;

/** Folded (accents dropped: OCR reads "pais" for "país"), spaces and closing marks trimmed. */
const folded = (text: string) => foldText(text).replace(/[\s:：.]+/g, " ").trim();
/** A party's field labels (address, country, telephone, e-mail, website) folded. */
const PARTY_FIELD_LABELS = new Set([...ADDRESS_LABELS, ...PHONE_LABELS].map(folded));

/**
 * The cells after "Name" in a table's header row ("Street    Postcode/City    Country    Phone"): OCR may misread
 * all but one or two. At least two more cells after the first, one of them a party field's label alone, and no
 * run of three digits, "@" or web address in any (a row of fields with their values holds one: "Phone    +44 555").
 */
export function isLabelHeaderRow(rest: string): boolean {
  const cells = rest.trim().split(CELL_GAP);
  if (cells.length < 3 || cells.some((cell) => /\d{3}|@|www\./iu.test(cell))) return false;
  return cells.slice(1).some((cell) => PARTY_FIELD_LABELS.has(folded(cell)));
}

/** "Name    Harbour Ltd": a one-word label and its value a column gap apart, no colon. */
export const NAME_BESIDE_GAP = new RegExp(String.raw`^(\p{L}+)${CELL_GAP_SOURCE}(\S.*)$`, "u");

/**
 * The colon that ends a label before its value: a space after it or before it, or glued on both sides before a capital,
 * a digit or a mark ("Trade name:Harbour"). Glued on both sides before a small letter, it is a name's own ("die:master
 * ivory", a brand), not a label's end. As a regex source, for the readers of "label: value" rows.
 */
export const LABEL_COLON = String.raw`(?:\s*[:：]\s+|\s+[:：]\s*|[:：](?!\p{Ll}))`;

/** "Hours of operation    :    08.30": a field of four words or fewer, its colon, its value (the parser may not know it). */
export const FIELD_WITH_VALUE = new RegExp(String.raw`^(?:[\p{L}'’()/-]+ ){0,3}[\p{L}'’()/-]+${LABEL_COLON}\S`, "u");

/** "Mixture identity:    Harbour Rinse 20": a label of three words or fewer, its colon, its value. */
export const UNKNOWN_LABEL_ROW = new RegExp(String.raw`^((?:[\p{L}'’()/-]+ ){0,2}[\p{L}'’()/-]+)${LABEL_COLON}(\S.*)$`, "u");

/** A name noun as a whole word ("Nom de vente du produit", "Naam van het handelsproduct"). */
export const NAME_NOUN_INSIDE = new RegExp(`(?<![\\p{L}])(?:${NAME_NOUNS.map(escapeRegExp).join("|")})(?![\\p{L}])`, "iu");
const NOT_PRODUCT_NAME_WORD: ReadonlySet<string> = new Set(NOT_PRODUCT_NAME_WORDS);
/** A short label (up to five words, no digit), a colon or a column gap, the value. */
export const SHORT_LABEL = new RegExp(String.raw`^(?<label>(?:[\p{L}'’()/.-]+ ){0,4}[\p{L}'’()/.-]+)(?<gap>\s*[:：]\s*|${CELL_GAP_SOURCE})(?<rest>.*)$`, "u");

/** A label's words (slashes part them too), brackets and stops left out. */
export const labelWords = (label: string): string[] => label.toLowerCase().split(/[\s/]+/).map((word) => word.replace(/[().]/g, ""));

/** One of a label's words is another party's or field's ("Nom du fournisseur", "Synonym name"): no product's name label. */
export function namesOtherParty(label: string): boolean {
  return labelWords(label).some((word) => NOT_PRODUCT_NAME_WORD.has(word));
}

export const NOT_A_NAME_LABEL = new RegExp(`(?<![\\p{L}])(?:${NOT_A_NAME_LABEL_NOUNS.map(escapeRegExp).join("|")})$`, "iu");

/**
 * "Nom de vente du produit    Harbour Rinse 40" under 1.1's heading: a label the vocabulary does not know, with a name
 * noun (not opening a German compound: "Bezeichnung des Handelsprodukts" has it whole), none of another party's or
 * field's words, a colon or a column gap before its value (UNKNOWN_LABEL_ROW takes labels of three words or fewer before
 * a colon whatever their words).
 */
export function nameLabelBeside(row: string): { label: string; value: string } | null {
  const match = SHORT_LABEL.exec(row);
  if (match === null) return null;
  const { label, rest } = match.groups as { label: string; rest: string };
  if (rest.trim() === "" || !NAME_NOUN_INSIDE.test(label) || namesOtherParty(label) || NOT_A_NAME_LABEL.test(label)) return null;
  return { label, value: rest.trim() };
}

const LABEL_HEAD = new RegExp(`(?<![\\p{L}])(?:${LABEL_HEAD_NOUNS.map(escapeRegExp).join("|")})$`, "iu");

/** "Identity Code    HX-55": a short first column without digits that ends in a label noun, then a value. */
export function isLabelRow(line: string): boolean {
  const columns = line.trim().split(CELL_GAP);
  const first = cleanValue(columns[0] ?? "").replace(/[:：]$/, "");
  return columns.length >= 2 && !/\d/.test(first) && first.split(/\s+/).length <= 3 && LABEL_HEAD.test(first);
}
