/**
 * Pieces of section 1's labels and headings that a reader looking below a label must not take as the label's value.
 * A label column wraps long labels over two lines ("Other means of" / "identification", "Andere Mittel zur" /
 * "Identifizierung"), and a column of labels stands above its column of values ("Trade name" / "Substance no." /
 * "Harbour Rinse 40"). Each piece is told by the vocabulary (every language the parser reads), never by a document:
 * - the remaining words of a label wrapped from the line before (together they make a known label),
 * - the first words of a label that the next line completes, or a word broken at a hyphen or slash ("Stoff-"),
 * - a known label standing alone.
 * The phrases are compiled once, at load; each test is one anchored match of the phrase tree against a line or two.
 * Used by ./label-tiers.ts (readTiers).
 */
import { cleanValue, firstColumn, stripLead } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { isRoleListAlone } from "./role-list-labels.ts";
import {
  CHEMICAL_NAME_LABELS,
  OTHER_IDENTIFIER_LABELS,
  PRODUCT_DESCRIPTION_LABELS,
  PRODUCT_DESIGNATION_LABELS,
  PRODUCT_NAME_AND_CODE_LABELS,
  PRODUCT_NAME_LABELS,
  PRODUCT_SYNONYM_LABELS,
  SUPERSEDES_LABELS,
} from "./vocabulary/identity-labels.ts";
import { PRODUCT_IDENTIFIER_LABELS } from "./vocabulary/product-identifier-labels.ts";
import { COLOUR_LABELS } from "./vocabulary/other-identifier-labels.ts";
import { ADDRESS_LABELS, COMPANY_NAME_LABELS, MANUFACTURER_LABELS, SUPPLIER_BLOCK_HEADINGS, SUPPLIER_LABELS } from "./vocabulary/company-labels.ts";
import { EMERGENCY_LABELS, PHONE_LABELS } from "./vocabulary/contact-labels.ts";
import { USE_LABELS } from "./vocabulary/use-labels.ts";
import { ISSUE_DATE_LABELS, REVISION_DATE_LABELS } from "./vocabulary/date-labels.ts";

/** Every label and sub-section heading of section 1 the vocabulary knows (bare "Product", "Date" left out: names hold them). */
export const SECTION_ONE_PHRASES = [
  ...PRODUCT_NAME_LABELS, ...PRODUCT_SYNONYM_LABELS, ...PRODUCT_NAME_AND_CODE_LABELS, ...PRODUCT_IDENTIFIER_LABELS, ...PRODUCT_DESIGNATION_LABELS, ...PRODUCT_DESCRIPTION_LABELS,
  ...CHEMICAL_NAME_LABELS, ...OTHER_IDENTIFIER_LABELS, ...SUPERSEDES_LABELS, ...COMPANY_NAME_LABELS, ...MANUFACTURER_LABELS,
  ...SUPPLIER_LABELS, ...ADDRESS_LABELS, ...PHONE_LABELS, ...EMERGENCY_LABELS, ...USE_LABELS, ...SUPPLIER_BLOCK_HEADINGS,
  ...REVISION_DATE_LABELS, ...ISSUE_DATE_LABELS, ...COLOUR_LABELS,
];

/** The longest known phrase at a text's start, ending at a word's end. */
const PHRASE_AT_START = new RegExp(`^(?:${phrasePattern(SECTION_ONE_PHRASES)})(?![\\p{L}\\p{N}])`, "iu");

/** What may follow a label that stands alone: its colon or the full stop of an abbreviation ("Substance no."). */
const LABEL_END = /^\s*[.:：]?\s*$/u;

/** A line's first column as a label piece: without its sub-section number, bullets and a trailing colon. */
function pieceText(line: string): string {
  return cleanValue(stripLead(firstColumn(line))).replace(/\s*[:：]$/, "");
}

/** The length of the known phrase at the start of `text` (0 for none). */
function phraseLength(text: string): number {
  return PHRASE_AT_START.exec(text)?.[0].length ?? 0;
}

/** "Stoffnr.", "Razón social", "Date of revision:": a known label and nothing else. */
export function isKnownLabelAlone(text: string): boolean {
  const piece = pieceText(text);
  const length = phraseLength(piece);
  // A list of the party's roles, or its first part wrapped after a comma ("Manufacturer, importer,").
  return (length > 0 && LABEL_END.test(piece.slice(length))) || isRoleListAlone(piece);
}

/**
 * "Other means of" / "identification", "Details of the" / "supplier": the line completes a label begun on the line
 * before (the two make a known label, which the line before alone is not).
 */
export function endsWrappedLabel(before: string, line: string): boolean {
  const head = pieceText(before);
  if (head === "" || /[:：]\s*$/.test(firstColumn(before))) return false;
  const joined = `${head} ${pieceText(line)}`;
  const length = phraseLength(joined);
  return length > head.length && LABEL_END.test(joined.slice(length));
}

/** "Selskabets/", "Stoff-/": a lone word that a hyphen or slash carries on to the next line (a heading's first word). */
const BROKEN_WORD = /^\p{L}+(?:[-/]+\p{L}+)*[-/]+$/u;

/**
 * "Andere Mittel zur" / "Identifizierung": the line begins a label that the next line completes (the phrase runs on
 * into the next line's words). "Stoff-" / "Zubereitungsbezeichnung": a word broken at a hyphen or slash is no value.
 */
export function beginsWrappedLabel(line: string, after: string): boolean {
  const head = pieceText(line);
  if (BROKEN_WORD.test(head)) return true;
  const tail = pieceText(after);
  if (head === "" || tail === "" || head.split(" ").length > 4) return false;
  return phraseLength(`${head} ${tail}`) > head.length + 1;
}
