/**
 * Where another field's label starts inside a value. A two-column key–value form (section 1 of most SDSs) sets a
 * field's value and the next field's label on one baseline, so a text layer can give "Harbour Rinse 40 Product
 * number 4711" or "HARBOUR BLOCK - Version des Dokuments 02/17 -" as one value. This module finds the first place
 * where a label of section 1 (any field's, in every language the parser reads) starts after at least one word of
 * the value, and cuts the value there.
 *
 * A name may hold words that some label also holds ("Harbour Product Cleaner", "Harbour Emergency Eyewash"), so a cut
 * needs a real label phrase:
 * - a phrase of two words or more ("Chemical name", "EC index no", "Codice commerciale"), or
 * - one word from the identity vocabulary that no name holds ("Handelsname", "Synonyms", "Remplace"), or
 * - any label followed by its colon ("Fornitore:", "Version:").
 * The label starts with a capital (or a digit) at a word's start, or is glued to the value's last word and ends the
 * value ("Harbour AdditiveProduct identifier", a text layer that lost the column gap). The value before it must hold
 * a word and not end on a joining word ("Cleaner for Product Code Readers" is one name).
 *
 * The phrases are compiled once, at load; the scan tries the label tree at each word start only, so a long run-on
 * line costs one pass. Used by the product name (./identity.ts). (Tried on the company's value: it changed nothing.)
 */
import { phrasePattern } from "./phrase-pattern.ts";
import { foldAccents } from "./date-label-patterns.ts";
import { OF_WHAT, PARTY_BEFORE_LABEL } from "./value-end-labels.ts";
import {
  CHEMICAL_NAME_LABELS,
  OTHER_IDENTIFIER_LABELS,
  PRODUCT_DESCRIPTION_LABELS,
  PRODUCT_NAME_AND_CODE_LABELS,
  PRODUCT_DESIGNATION_LABELS,
  PRODUCT_NAME_LABELS,
  PRODUCT_SYNONYM_LABELS,
  SUPERSEDES_LABELS,
} from "./vocabulary/identity-labels.ts";
import { PRODUCT_IDENTIFIER_LABELS } from "./vocabulary/product-identifier-labels.ts";
import { COMPANY_NAME_LABELS, MANUFACTURER_LABELS, SUPPLIER_BLOCK_HEADINGS, SUPPLIER_LABELS } from "./vocabulary/company-labels.ts";
import { EMERGENCY_LABELS } from "./vocabulary/contact-labels.ts";
import { USE_LABELS, USE_LABELS_FORMS, USE_LABELS_MORE, USE_LABELS_NATIONAL } from "./vocabulary/use-labels.ts";
import { ISSUE_DATE_LABELS, PREPARATION_DATE_LABELS, REVISION_DATE_LABELS } from "./vocabulary/date-labels.ts";
import { VERSION_WORDS } from "./vocabulary/date-words.ts";

/** Section 1's fields whose single-word labels are compounds or words no product name holds. */
const IDENTITY_LABELS = [
  ...PRODUCT_NAME_LABELS, ...PRODUCT_SYNONYM_LABELS, ...PRODUCT_NAME_AND_CODE_LABELS, ...PRODUCT_DESCRIPTION_LABELS, ...CHEMICAL_NAME_LABELS,
  ...OTHER_IDENTIFIER_LABELS, ...SUPERSEDES_LABELS, ...PRODUCT_IDENTIFIER_LABELS.filter((label) => label !== "identity"),
  // "Codice Denominazione REAGENTE X": a designation label, words no name holds (English "Designation" a name may hold)
  ...PRODUCT_DESIGNATION_LABELS.filter((label) => label !== "designation"),
];
/**
 * "COLA PORTO - INCOLOR. EMPRESA FABRICANTE: PORTO SA": "the manufacturing company" as a label of its own (pt, es, it,
 * fr, de, nl, pl, en), where a paragraph-like section 1 runs the product's field into the maker's. The company reader
 * does not take these as a maker's label (./company-name.ts reads "FABRICANTE:" there); as the end of a product's value
 * the whole label is cut, not its last word.
 */
const MANUFACTURING_COMPANY_LABELS = [
  "empresa fabricante", "empresa productora", "empresa produtora", "azienda produttrice", "société productrice",
  "herstellerfirma", "producerend bedrijf", "firma produkcyjna", "manufacturing company",
];

/** The other fields of section 1 (use, parties, emergency telephone, dates): their single words count only before a colon. */
const OTHER_FIELD_LABELS = [
  ...USE_LABELS, ...COMPANY_NAME_LABELS, ...MANUFACTURER_LABELS, ...MANUFACTURING_COMPANY_LABELS, ...SUPPLIER_LABELS, ...SUPPLIER_BLOCK_HEADINGS, ...EMERGENCY_LABELS,
  ...REVISION_DATE_LABELS, ...ISSUE_DATE_LABELS, ...PREPARATION_DATE_LABELS,
  // the sheet's version ("Sani-Clean Version: 5", "Versión: 2", "Wersja: 3")
  ...VERSION_WORDS.filter((word) => word.length > 3),
];

/**
 * Phrases with regex syntax of their own ("trade name (as labeled)") are left out: their shorter forms are listed,
 * and a list of plain phrases compiles to a tree of shared beginnings (phrase-pattern.ts phrasePattern), tried fast.
 */
const plainOnly = (labels: readonly string[]) => labels.filter((label) => !/[()[\]{}|^$*+?\\]/.test(label));
/**
 * The plain phrases without their accents, matched against the text without its accents (labelAt): a sheet in capitals
 * often drops them ("CODIGO DEL PRODUCTO B98WSAI" after a Spanish name, "NUMERO DE ARTICULO"). Folding the text keeps
 * the phrase lists as they are (listing both spellings cost the parser's first pass 0.5–1 ms a document).
 */
const plain = (labels: readonly string[]) => [...new Set(plainOnly(labels).map(foldAccents))];
/**
 * The use's longer lists (other wordings, forms, national labels: "Usos recomendados", "Principais usos"): some are
 * words a name might hold ("Application area"), so they end a value only before their colon.
 */
const USE_LABELS_BEFORE_COLON = plain([...USE_LABELS_MORE, ...USE_LABELS_FORMS, ...USE_LABELS_NATIONAL]);
const SECTION_ONE_LABELS = plain([...IDENTITY_LABELS, ...OTHER_FIELD_LABELS]);
const ALL_LABELS = [...new Set([...SECTION_ONE_LABELS, ...USE_LABELS_BEFORE_COLON])];

const normalized = (phrase: string) => foldAccents(phrase).toLowerCase().replace(/\s+/g, "");
/** Single words that are a label without a colon ("Handelsname", "Synonyms", "Remplace"). */
const STANDALONE_WORDS = new Set(plain(IDENTITY_LABELS).filter((label) => !/\s/.test(label.trim())).map(normalized));
/** The labels that count only before their colon (not in the shorter lists, where several words count without one). */
const COLON_ONLY = ((shorter: ReadonlySet<string>) => new Set(USE_LABELS_BEFORE_COLON.map(normalized).filter((label) => !shorter.has(label))))(
  new Set(SECTION_ONE_LABELS.map(normalized)),
);

/** A label at the place the scan sets (sticky), ending at a word's end. */
const LABEL_AT = new RegExp(`(?:${phrasePattern(ALL_LABELS)})(?![\\p{L}\\p{N}])`, "iuy");
/** Where a label may start: a capital or a digit after a non-letter (or the value's start), or a capital glued to a small letter. */
const WORD_START = /(?<![\p{L}\p{N}])[\p{Lu}\d]|(?<=\p{Ll})\p{Lu}/gu;
/**
 * What may follow a label: what it names ("Uso previsto del preparado:", value-end-labels.ts' OF_WHAT), an abbreviation's
 * full stop ("Art.Nr.:"), a qualifier in brackets, then its colon.
 */
const COLON_AFTER = new RegExp(String.raw`^${OF_WHAT}\.?\s*(?:\([^)]{0,40}\)\s*)?[:：]`, "u");
/** Separators left between the value and the label ("HARBOUR BLOCK - Version …", "X, Y; Synonyms …"). */
const TRAILING_SEPARATORS = /[\s,;:/|·•–—-]+$/u;
/** A value ending on a joining word goes on into the phrase: "Cleaner for Product Code Readers" is one name. */
const JOINING_END = /(?:^|\s)(?:and|or|of|for|with|the|und|oder|mit|für|der|die|das|et|ou|avec|pour|de|du|des|la|le|y|o|con|para|per|di|del|della|e|en|van|voor|met|het|com|do|da|dla|i|lub|z|&|\+)$/iu;

type RunOnCut = {
  /** The value before the label (the whole value when nothing was cut). */
  value: string;
  /** Whether a label was found inside the value and cut off. */
  cut: boolean;
};

/**
 * The value up to the first label of another section 1 field that starts inside it.
 * "SuperWeld X Chemical Name Not Applicable" → "SuperWeld X"; "Harbour Product Cleaner" stays whole.
 */
export function cutAtRunOnLabel(value: string): RunOnCut {
  const text = withoutPluralMarks(value);
  for (const start of text.matchAll(WORD_START)) {
    const at = start.index;
    if (at === 0) continue;
    const numbered = subsectionRunOn(text, at);
    if (numbered) {
      const before = nameBefore(value, at);
      if (before !== null && holdsNameWord(before)) return { value: before, cut: true };
      continue;
    }
    if (capitalLabelAt(text, at) || codeAbbreviationEndsAt(text, at)) {
      const before = nameBefore(value, at);
      if (before !== null && /\p{Ll}/u.test(before) && holdsNameWord(before)) return { value: before, cut: true };
    }
    const label = labelAt(text, at);
    if (label === null) continue;
    const glued = /\p{L}/u.test(text[at - 1]!);
    if (!isRealLabel(label, text.slice(at + label.length), glued)) continue;
    const from = partyQualifiedStart(text, slashedLabelStart(text, at));
    const before = nameBefore(value, from);
    if (before === null || !holdsNameWord(before)) continue;
    // "Productcode Producttype Harbour 40": a column of labels printed before its values; the name is not before the cut.
    if (isWholeLabel(before)) break;
    return { value: before, cut: true };
  }
  return { value, cut: false };
}

/**
 * A party's word before a code's label is the label's ("Copper Solvent IV Manufacturer Product Number : P5986CT",
 * "… Supplier Item Number …"; ./value-end-labels.ts PARTY_BEFORE_LABEL).
 */
const PARTY_QUALIFIER = new RegExp(`(?<=^|\\s)${PARTY_BEFORE_LABEL}$`, "iu");

/** Where a label qualified by a party's word starts: at that word; elsewhere the cut stays at `at`. */
function partyQualifiedStart(text: string, at: number): number {
  const qualifier = PARTY_QUALIFIER.exec(text.slice(0, at));
  return qualifier ? qualifier.index : at;
}

/**
 * "211756 Société/Entreprise: Nouvelles CE": a label joined by a slash to a label before it is one label, cut where the
 * first starts; elsewhere the cut stays at `at`.
 */
function slashedLabelStart(text: string, at: number): number {
  const joined = /(?<=^|\s)([\p{L}'’.-]+)\s*\/\s*$/u.exec(text.slice(0, at));
  return joined && labelAt(text, joined.index) === joined[1] ? joined.index : at;
}

/**
 * The value before a cut at `at`, or null where the cut falls inside the name's brackets: "OFF! AREA BUG SPRAY (REG. NO.
 * 25181 P.C.P. ACT)" holds a label, and whatever stands in a bracket opened in the name is the name's.
 */
function nameBefore(value: string, at: number): string | null {
  const before = valueBefore(value, at);
  return (before.match(/[([]/g)?.length ?? 0) > (before.match(/[)\]]/g)?.length ?? 0) ? null : before;
}

/**
 * "Produktkode : …" beside an empty "Varenavn :": the value is another field's label with its colon (a row of labels
 * whose values the form prints elsewhere), never a name.
 */
export function startsWithFieldLabel(value: string): boolean {
  const text = withoutPluralMarks(value);
  const label = labelAt(text, 0);
  return label !== null && COLON_AFTER.test(text.slice(label.length));
}

/**
 * "Artikelnr. Harbour Disk 4711" beside a name label: a value that starts with another field's label (no colon after
 * it; a several-word label or a word no name holds) is a row of labels printed before its values. Returns what follows
 * the label (an abbreviation's full stop dropped), or null when the value does not start with such a label.
 */
export function afterLeadingLabel(value: string): string | null {
  const text = withoutPluralMarks(value);
  const label = labelAt(text, 0);
  if (label === null || COLON_AFTER.test(text.slice(label.length)) || !isRealLabel(label, text.slice(label.length), false)) return null;
  const rest = value.slice(label.length).replace(/^\.?\s+/u, "");
  return rest === value.slice(label.length) ? null : rest;
}

/**
 * "… Trade Name Name of the Company Harbour Enamel Harbour Paints Ltd.": text that ends with a field's label (no value
 * after it) puts the labels of a row first and their values after them all.
 */
export function endsWithFieldLabel(value: string): boolean {
  const text = withoutPluralMarks(value.trimEnd());
  const from = Math.max(0, text.length - 80);
  for (const start of text.slice(from).matchAll(WORD_START)) {
    const label = labelAt(text, from + start.index);
    if (label !== null && from + start.index + label.length === text.length) return true;
  }
  return false;
}

/** The label phrase of section 1 (any field's) starting at `at`, or null: the text's own characters, accents kept. */
export function labelAt(text: string, at: number): string | null {
  LABEL_AT.lastIndex = at;
  const match = LABEL_AT.exec(folded(text));
  return match ? text.slice(at, at + match[0].length) : null;
}

/**
 * The text without its accents (the same length: places stay the text's), kept for the text last asked about: a scan
 * asks about one text at each of its word starts. The text is kept as given even when equal to the last (another copy
 * of the same characters), so that the scan's next questions compare one string with itself, not character by character.
 */
let lastText = "";
let lastFolded = "";
function folded(text: string): string {
  if (text !== lastText) lastFolded = foldAccents(text);
  lastText = text;
  return lastFolded;
}

/**
 * A value that is itself one label of section 1 ("Productcode", "Kod produktu:", "Denominazione chimica" under a name
 * label in a column of labels), or several one after the other ("Postać produktu Nazwa produktu", "Product Code:
 * Synonyms": a row of labels printed before its values): never a name.
 */
export function isFieldLabel(text: string): boolean {
  const plain = withoutPluralMarks(text);
  return isWholeLabel(plain) || isLabelRow(plain);
}

/** Labels of section 1 one after the other, each perhaps with its colon, and nothing else. */
function isLabelRow(text: string): boolean {
  let at = text.length - text.trimStart().length;
  let labels = 0;
  while (at < text.length) {
    const label = labelAt(text, at);
    if (label === null) return false;
    labels++;
    at += label.length;
    at += /^\s*[:：]?\s*/.exec(text.slice(at))![0].length;
  }
  return labels >= 2;
}

function isWholeLabel(text: string): boolean {
  const label = labelAt(text, 0);
  return label !== null && /^\s*[:：]?\s*$/.test(text.slice(label.length));
}

/**
 * "Tipo(s) do produto:", "Synonym(s)": a plural mark in brackets after a word, blanked (same length, so places stay
 * the value's) so that the label's plain phrase matches.
 */
function withoutPluralMarks(value: string): string {
  return value.includes("(") ? value.replace(/(?<=\p{L})\((?:s|es|e|en|n|i|as|os)\)/gu, (mark) => " ".repeat(mark.length)) : value;
}

/**
 * A label phrase found inside a value is a label there when it has several words, is a word no name holds, or is
 * followed by its colon; a label glued to the value's last word must also end the value.
 */
function isRealLabel(label: string, after: string, glued: boolean): boolean {
  const colon = COLON_AFTER.test(after);
  if (glued && !/^\s*[:：]?\s*$/.test(after)) return false;
  if (COLON_ONLY.has(normalized(label))) return colon;
  // An abbreviation's parts joined by its full stop ("Art.Nr", "Kat.-Nr") are words of their own, as are two labels'
  // words joined by a slash ("Manufacturer/Supplier").
  return colon || /[\s./]/.test(label.trim().replace(/\.$/, "")) || STANDALONE_WORDS.has(normalized(label));
}

/** A sub-section number of section 1 ("1.2", "1.1.1", "1.3."), then a word: the sticky scan's start. */
const SUBSECTION_NUMBER = /1\.\d{1,2}(?:\.\d{1,2})?\.?\s+(?=\p{L})/uy;
/** What follows a field's label to its colon: a few words. */
const WORDS_TO_COLON = /^[^:：\d]{1,40}[:：]/u;

/**
 * "DESINCRUSTANTE MAGNUS 1.1.1 Uso del producto: Uso doméstico", "ELODERMA 1.2 Utilizzazione della Sostanza": a value
 * that runs on into the next numbered sub-section of section 1 (a page run into one line, or two columns' rows read
 * as one). The number must head a field — a label of section 1 or words up to a colon — so "Harbour Oil 1.5 Litre"
 * stays whole.
 */
function subsectionRunOn(text: string, at: number): boolean {
  SUBSECTION_NUMBER.lastIndex = at;
  const number = SUBSECTION_NUMBER.exec(text);
  if (!number) return false;
  const after = at + number[0].length;
  // Any field label of section 1 (LABEL_AT holds the use's every form too: "1.2 Utilizzazione …"), or words to a colon.
  return labelAt(text, after) !== null || WORDS_TO_COLON.test(text.slice(after));
}

/** Words in capitals closed by a colon ("APPLICATION OF SUBSTANCE:"), at the place the scan sets. */
const CAPITAL_LABEL = /\p{Lu}{2,}(?:[ \t]+\p{Lu}{2,}){0,5}[ \t]*[:：]/uy;

/**
 * "Baldwins Ink Ground APPLICATION OF SUBSTANCE: To be used as …": a form whose labels are printed in capitals and
 * closed by a colon, run into one line, has labels no vocabulary lists. After a value in mixed case (the caller checks),
 * words in capitals (six letters or more in all, so "PU:" or "KIT A:" are not) closed by a colon start the next field.
 */
function capitalLabelAt(text: string, at: number): boolean {
  CAPITAL_LABEL.lastIndex = at;
  const label = CAPITAL_LABEL.exec(text);
  return label !== null && label[0].replace(/[^\p{L}]/gu, "").length >= 6;
}

/**
 * A code's label abbreviated with a full stop, then the code, ending the value ("Harbour Rinse 40 Réf. 4711", "… Cod.
 * 4711", "… Kat.-Nr. 4711-A"): the abbreviations of "reference", "code", "article", "catalogue", "order" and "material"
 * are no words a name ends with before a number. "No." or "Nr." alone is no such label ("Formula No. 5" is a name).
 */
const CODE_ABBREVIATION = /(?:R[eé]f|Cod|Kod|Art|Kat|Cat|Best|Bestell|Mat)\.(?:\s*-?\s*(?:Nr|No|N[°º])\.?)?\s*[:#]?\s*(?=[\p{L}\d./-]*\d)[\p{L}\d][\p{L}\d./-]*\s*$/uy;

function codeAbbreviationEndsAt(text: string, at: number): boolean {
  CODE_ABBREVIATION.lastIndex = at;
  return CODE_ABBREVIATION.test(text);
}

/** The value before a label found at `at`, without the separators left before it. */
function valueBefore(value: string, at: number): string {
  return value.slice(0, at).replace(TRAILING_SEPARATORS, "");
}

/** At least one word of the name before the label, and not a name that goes on into the phrase. */
function holdsNameWord(before: string): boolean {
  return /[\p{L}\p{N}]{2}/u.test(before) && !JOINING_END.test(before);
}
