/**
 * Identity of the document from section 1 (and the title lines above it): product name, supplier and the revision
 * number (the recommended use: ./use.ts; the supplier's telephone: ./supplier-contacts.ts; its address:
 * ./supplier-address.ts; the emergency telephone: ./emergency-phone.ts; the UFI: ./ufi.ts). Every value comes from a
 * field label of REACH Annex II / OSHA App. D section 1 in one of the languages of ./vocabulary (the product name's
 * labels and tiers: ./product-name-labels.ts), the value on the label's line or below it; fallbacks (the supplier
 * block's first company line, the title) get a low confidence.
 */
import { nameUnderNumberedHeading } from "./product-numbered-heading.ts";
import {
  cleanValue,
  firstColumn,
  labelHits,
  labelRest,
  stripLead,
  type Found,
  type LabelPattern,
} from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { NOTICE_LABELS } from "./vocabulary/identity-labels.ts";
import { USE_LABELS, USE_LABELS_FORMS, USE_LABELS_MORE } from "./vocabulary/use-labels.ts";
import { CLASSIFICATION_SCHEMES, CLASSIFICATION_WORDS } from "./vocabulary/classification-labels.ts";
import {
  CHECKBOXES,
  endsInDescription,
  isLoneNumberLabel,
  isNameOrNameWithGrade,
  isNumberedSectionHeading, isRegulationAlone,
  labelColumnFirst,
  withoutSectionOneHeading,
  withoutClosingStop,
  withoutSectionOneNumber,
  withoutTrailingIdentifiers,
  isWrappedLabelTail,
} from "./product-value-shapes.ts";
import { NUMBERED_LEAD } from "./section-numbers.ts";
import { COMPANY_SUFFIX, ENDS_WITH_LEGAL_FORM } from "./company-shapes.ts";
import { firstLineUnderHeading, isProductKind, isReferenceLine } from "./product-under-heading.ts";
import { withoutProse } from "./prose-values.ts";
import { opensWithIdentifierLabel } from "./product-identifier-lines.ts";
import { wrappedShortEnd } from "./product-wrapped-short-line.ts";
import { cutAtBulletField } from "./product-bullet-fields.ts";
import { COMPANY_NOUNS } from "./vocabulary/company-words.ts";
import { AND_WORDS } from "./vocabulary/joining-words.ts";
import { afterLeadingLabel, cutAtRunOnLabel, isFieldLabel, startsWithFieldLabel } from "./run-on-labels.ts";
import { withoutTrademarkNote } from "./trademark-notes.ts";
import { withoutLabelTails } from "./wrapped-label-tails.ts";
import { sectionOneTitleKin } from "./product-title-kin.ts";
import { COLUMN_PAIRED, pairedColumns, type PairedColumns } from "./label-column-pairs.ts";
import { nameLineFull, UNCERTAIN_FORM, wrappedInValueColumn, type PlacedLine } from "./product-wrapped-value.ts";
import { appendContinuation, besideLabelCell, IN_COLUMN, joinWrappedLabels, titleLineGuess, underColumnHeader } from "./product-layouts.ts";
import {
  isCodeLike,
  isLabel,
  isProductValue,
  readTiers,
  saysNoValue,
} from "./label-tiers.ts";
import { findInCells } from "./labelled-cells.ts";
import { IDENTIFIER_LABEL, NAME_LABEL, ONE_SPACE_NAME_LABEL, PRODUCT_TIERS, startsLikeName } from "./product-name-labels.ts";
import { nameLabelInsideLine } from "./product-name-inside-line.ts";
import { nameLabelBesideHeading } from "./product-beside-heading.ts";

/**
 * A value beside its label is the label's unless it is a form's note with its own label ("IDENTITY (As Used on
 * Label and List)    Note: Blank spaces are not permitted"): the name is then below. A name may have a colon
 * ("Part A: Epoxy Resin"), so only notice words count. A line below a product heading
 * ("1. Product identification" / "Harbour Chem Ltd") may be the supplier's part already: a name ending in a legal
 * form is not taken there.
 */
function isProductBelowLabel(value: string, besideLabel: boolean): boolean {
  if (!besideLabel && (isWrappedLabelTail(value) || opensWithIdentifierLabel(value))) return false;
  return isNameOrNameWithGrade(value, besideLabel) && !isLoneNumberLabel(value) && !CHECKBOXES.test(value) && !isRegulationAlone(value) && !isHeadingTail(value) && !isFieldLabel(value) && !USE_LABEL_ALONE.test(value) && !isProductKind(value) && (besideLabel ? !isOtherFieldBeside(value) : !ENDS_WITH_LEGAL_FORM.test(value) && !isFieldRow(value) && !isNumberedSectionHeading(value));
}
/** Section 1's "company/undertaking" in the Nordic titles ("… OCH BOLAGET/FÖRETAGET", "… og selskabet/virksomheden"). */
const NORDIC_UNDERTAKING_WORDS = ["bolaget", "företaget", "selskabet", "virksomheden", "selskapet", "foretaket"];
/** "SOCIETA'/IMPRESA": a typewriter's apostrophe after a capital vowel stands for its accent ("SOCIETÀ"). */
const ACCENT_MARK = "['’]?";
/**
 * "1. IDENTIFICAÇÃO DO PRODUTO E DA EMPRESA", "IDENTIFICACIÓN DE LA SUSTANCIA O LA MEZCLA Y DE LA SOCIEDAD O LA EMPRESA",
 * "BEZEICHNUNG DES PRODUKTS BZW. DES UNTERNEHMENS", "INFORMATIONS SUR LE PRODUIT CHIMIQUE ET L'ENTREPRISE": section 1's
 * heading holds a product label; what follows it there is the heading's second half (up to four words, a joining word
 * — German's "bzw." too — and the company's noun at the end, German's genitive "-s" with it, French and Italian
 * elision before it), never the name.
 */
const HEADING_TAIL = new RegExp(
  `^(?:[\\p{L}/]+\\s+){0,4}(?:${AND_WORDS.join("|")}|bzw\\.?|beziehungsweise)\\s+(?:[\\p{L}'’/]+\\s+){0,6}(?:[ld]['’])?(?:${phrasePattern([...COMPANY_NOUNS, ...NORDIC_UNDERTAKING_WORDS])})s?${ACCENT_MARK}(?:\\s*/\\s*\\p{L}+${ACCENT_MARK})?\\s*$`,
  "iu",
);
/** A sub-section's number inside a value ("… EMPRESA 1.1 Identificador …"). */
const SUBSECTION_INSIDE = /\s1\.\d/;
function isHeadingTail(value: string): boolean {
  if (value.length < 80 && HEADING_TAIL.test(value)) return true;
  // "… O LA MEZCLA Y DE LA SOCIEDAD O LA EMPRESA 1.1 Identificador del producto : X": the heading's half, 1.1 run on after it.
  if (!SUBSECTION_INSIDE.test(value)) return false;
  const runOn = cutAtRunOnLabel(value);
  return runOn.cut && runOn.value.length < 80 && HEADING_TAIL.test(runOn.value);
}

/**
 * "Nome comune degli ingredienti attivi: Impiego: concime …" under an empty "Nome commerciale:": two labels with their
 * colons in one line are a row of other fields (the name may stand above its label when printed larger), never the name.
 */
const FIELD_ROW = /^[^:：]{2,60}[:：]\s*[^:：]{1,40}[:：]/u;
/** A ratio's or a time's colon between digits ("Xantasil Base 1:1, Xantasil Dynamix Base 5:1") is no label's. */
const DIGITS_COLON = /(?<=\d)[:：](?=\d)/gu;
const isFieldRow = (value: string) => FIELD_ROW.test(value.replace(DIGITS_COLON, "∶"));

/**
 * "Identificación del producto   Usos recomendados   Restricciones de uso": a label column printed as one row beside a
 * name label; the use's label (every wording, also those the shared label test leaves out for speed) is no name.
 */
const USE_LABEL_ALONE = new RegExp(`^(?:${phrasePattern([...USE_LABELS, ...USE_LABELS_MORE, ...USE_LABELS_FORMS])})\\s*[:：]?$`, "iu");
const OTHER_FIELD_BESIDE = new RegExp(`^(?:${phrasePattern(NOTICE_LABELS)})\\s*[:：]`, "iu");
/**
 * "Product Name    WHMIS Classification": a form's header row that OCR read without a cell (or whose values sit in
 * the row below) sets the hazard classification's label beside the name's label. The whole value is that label, a
 * scheme's name before or after the word, hyphened or not ("GHS-Einstufung", "Classification SIMDUT").
 */
const SCHEME = `(?:${phrasePattern(CLASSIFICATION_SCHEMES)})`;
const CLASSIFICATION_LABEL_ALONE = new RegExp(
  `^(?:${SCHEME}[\\s-]*)?(?:${phrasePattern(CLASSIFICATION_WORDS)})(?:[\\s-]*(?:${SCHEME}|\\(${SCHEME}\\)))?\\s*[:：]?$`, "iu",
);
function isOtherFieldBeside(value: string): boolean {
  return OTHER_FIELD_BESIDE.test(value) || startsWithFieldLabel(value) || CLASSIFICATION_LABEL_ALONE.test(value.trim());
}

/** What findProductName may know besides the lines: each part has a default that reads the lines alone. */
export type ProductNameReading = {
  /** Section 1's heading's line (-1: none found). */
  headingLine?: number;
  /** The whole sheet's lines (a name label's value that ran on into prose is checked against them). */
  allLines?: readonly string[];
  /** Where each line starts and ends (a value its column wrapped is read on from them). */
  placed?: readonly PlacedLine[];
  /** The lines with their label columns paired (./label-column-pairs.ts), when the caller paired them already. */
  column?: PairedColumns;
};

/**
 * Product name from section 1's labels; without one, the first line above section 1 that is not the title, a
 * regulatory subtitle, a date or a company (a guess: confidence 0.45).
 */
export function findProductName(printed: readonly string[], { headingLine = -1, allLines = [], placed = [], column = pairedColumns(printed) }: ProductNameReading = {}): Found | null {
  // A line opening section 1's own title ("Identification of the substance") is 1.1's label, not the name: the label
  // readers pass over it, and no other reading of it is the name (./product-title-kin.ts).
  const titleKin = sectionOneTitleKin(printed, headingLine);
  // A name label's value that ran on into a page's prose is cut to the name the label prints alone elsewhere (./prose-values.ts).
  const found = withoutProse(withoutRunOnLabel(readProductName(printed, { headingLine, allLines, placed, column, titleKin })), allLines.length > 0 ? allLines : printed, NAME_LABEL, (value) => isProductBelowLabel(value, true));
  if (!found || titleKin(found.value, found.line)) return null;
  return { ...found, value: withoutSectionOneNumber(found.value) };
}

/** Confidence of a name whose value ran on into another field's label and was cut there (the cut is read, not certain). */
const RUN_ON_CUT = 0.8;

/**
 * "Harbour Rinse 40 Product number 4711", "HARBOUR GAS EC index no …": a two-column form's next label on the name's
 * line is cut off (./run-on-labels.ts); such a line is unusual, so the name is not certain.
 */
function withoutRunOnLabel(found: Found | null): Found | null {
  if (!found) return found;
  const bullet = cutAtBulletField(found.value);
  const runOn = cutAtRunOnLabel(bullet.value);
  // "Sun Professional Tablets Sun is a registered trademark of …": a note printed under the name, run into it.
  const note = withoutTrademarkNote(runOn.value);
  const { value } = note;
  if (!(bullet.cut || runOn.cut || note.cut)) return { ...found, value };
  // "Nome do Produto : Não disponível. Outros meios de identificação : …": what is left says there is no name.
  // "Yamalube 4T SJ 10W30 1." cut before "Identificación de la sustancia …": section 1's number went with its heading.
  const name = withoutClosingStop(withoutSectionOneNumber(value));
  return saysNoValue(name) ? null : { ...found, value: name, confidence: Math.min(found.confidence, RUN_ON_CUT) };
}

/**
 * "Artículo número 114761 Denominación Test Hierro …" (beside 1.1's label): another field's label and its code first,
 * then the name's label one space from the name. The name is what follows its own label, not the code's field.
 */
function nameAfterCodeField(value: string): string | null {
  const before = cutAtRunOnLabel(value);
  const code = before.cut ? afterLeadingLabel(before.value) : null;
  if (code === null || !isCodeLike(code.trim())) return null;
  const name = ONE_SPACE_NAME_LABEL.exec(value.slice(before.value.length).replace(/^[\s,;:|·•–—-]+/u, ""));
  return name && startsLikeName(name) ? cleanValue(name.groups!.rest!) : null;
}

/** What readProductName reads the lines with: findProductName's reading, every part given, and section 1's title's kin. */
type NameReading = Required<ProductNameReading> & {
  /** Whether a value at a line opens section 1's own title, 1.1's label and never the name (./product-title-kin.ts). */
  titleKin: (value: string, line: number) => boolean;
};

function readProductName(printed: readonly string[], { headingLine, allLines, placed, column, titleKin }: NameReading): Found | null {
  // "Product name:" / "Company:" / "Harbour Rinse 40" / "Harbour Ltd": a column of labels over its values, paired back.
  const lines = withoutLabelTails(joinWrappedLabels(column.lines));
  const labelled = inSectionOne(oneSpaceLabelPassed(readTiers(lines, PRODUCT_TIERS, isProductBelowLabel, { otherColumn: isOtherFieldBeside, passOver: passedBelowNameLabel, asBlank: titleKin }), lines), lines, headingLine, titleKin);
  // Paired by place, the value is its line whole: what stands around the label is another field's.
  if (labelled && column.paired.has(labelled.line)) return { ...labelled, confidence: Math.min(labelled.confidence, COLUMN_PAIRED) };
  // A name label in a form's header row ("CHEMICAL NAME    TRADE NAME") beats a weaker label's value.
  const inColumn = !labelled || labelled.confidence < IN_COLUMN ? underColumnHeader(lines) : null;
  if (inColumn) return inColumn;
  if (labelled) {
    const named = nameAfterCodeField(labelled.value);
    if (named !== null) return { ...labelled, value: named, confidence: Math.min(labelled.confidence, RUN_ON_CUT) };
    const column = labelColumnFirst(withoutNestedLabel(labelled.value));
    if (column.cut) return { ...labelled, value: column.value, confidence: Math.min(labelled.confidence, LABEL_ROW) };
    const heading = withoutSectionOneHeading(column.value);
    const { value, next, joined } = appendContinuation(withoutTrailingIdentifiers(heading.value), lines, labelled.line + 1, placed);
    const wrapped = next === labelled.line + 1 ? wrappedInValueColumn(labelled, lines, placed) : null;
    if (wrapped) return wrapped;
    const shortEnd = next === labelled.line + 1 ? wrappedShortEnd({ ...labelled, value }, value, lines, allLines.length > 0 ? allLines : printed, placed) : null;
    if (shortEnd) return shortEnd;
    // A plain line right below that was not taken, or one under a line that filled its column, may be the name's second half.
    const below = cleanValue(firstColumn(lines[next] ?? ""));
    const maybeMore = below !== "" && !isLabel(below) && !isCodeLike(below) && !NUMBERED_LEAD.test(below) && /^\p{Lu}/u.test(below) === /^\p{Lu}/u.test(value) && below.length < 60;
    const uncertain = maybeMore || joined || severalNames(value) || (next === labelled.line + 1 && nameLineFull(labelled.line, lines, placed));
    const ceiling = LABEL_ROW_VALUE.test(value) || endsInDescription(value) ? LABEL_ROW : heading.cut ? RUN_ON_CUT : uncertain ? UNCERTAIN_FORM : 1;
    return { ...labelled, value, confidence: Math.min(labelled.confidence, ceiling) };
  }
  const inCell = findInCells(allLines, NAME_LABEL, (value) => isProductValue(value, true));
  if (inCell) return inCell;
  const inLabelCell = besideLabelCell(lines);
  if (inLabelCell) return inLabelCell;
  const besideHeading = nameLabelBesideHeading(lines, headingLine, (value) => isProductBelowLabel(value, true));
  if (besideHeading) return besideHeading;
  const insideLine = nameLabelInsideLine(lines, (value) => isProductBelowLabel(value, true));
  if (insideLine) return insideLine;
  const belowNumber = nameBelowNumber(lines, IDENTIFIER_LABEL);
  if (belowNumber) return belowNumber;
  const underHeading = firstLineUnderHeading(lines, headingLine);
  if (underHeading) return underHeading;
  return nameUnderNumberedHeading(lines) ?? titleLineGuess(lines, headingLine, allLines);
}

/** "Nombre de la sustancia química peligrosa o mezcla" (a label joined from two lines): a name label with no value beside it. */
function isLabelAlone(line: string): boolean {
  return [NAME_LABEL, IDENTIFIER_LABEL].some((label) => {
    const match = label.exec(stripLead(line.trim()));
    return match !== null && cleanValue(labelRest(match)) === "";
  });
}

/** Confidence of a name beside a name label one space from it (ONE_SPACE_NAME_LABEL's tier). */
const ONE_SPACE_LABEL = 0.8;

/**
 * "Product Identifier" / "Product name Harbour Rinse 40 Synonyms …" / "Relevant identified uses …" / "For use as a rinse
 * aid.": a heading's look below passes over a name label set one space from its name (no colon, no column gap: it
 * does not read as a label with its value) and takes a later line. A value read below its label (a whole line) with
 * such a name label up to three lines above it gives way to that label's name.
 */
function oneSpaceLabelPassed(found: Found | null, lines: readonly string[]): Found | null {
  if (!found || cleanValue(firstColumn(lines[found.line] ?? "")) !== found.value) return found;
  for (let index = found.line - 1; index >= 0 && index >= found.line - 3; index--) {
    // A numbered line is a heading ("1. IDENTIFICACIÓN DEL PRODUCTO Y DE LA EMPRESA"), not a field row.
    if (/^\s*(?:\d|section\b)/iu.test(lines[index]!) || isLabelAlone(lines[index]!)) continue;
    const match = ONE_SPACE_NAME_LABEL.exec(lines[index]!.trim());
    const value = match && startsLikeName(match) ? cleanValue(firstColumn(match.groups!.rest!)) : "";
    if (value !== "" && isProductBelowLabel(value, true)) return { value, line: index, confidence: Math.min(found.confidence, ONE_SPACE_LABEL) };
  }
  return found;
}

/**
 * "1.1 Product identifier" / "Trade name HARBOUR COAT 20": under a heading, a name label set one space from the name
 * is the label's, not part of the name.
 */
function withoutNestedLabel(value: string): string {
  const inner = ONE_SPACE_NAME_LABEL.exec(value);
  return inner && startsLikeName(inner) ? cleanValue(inner.groups!.rest!) : value;
}

/**
 * "Nazwa grupy: KLX" beside a name label: the value is itself another label's row; which part names the product is a
 * guess (the label's or the row's value), so it stays below the confidence of a read name.
 */
const LABEL_ROW_VALUE = /^(?:[\p{L}.'’-]+ ){0,2}[\p{L}.'’-]+\s*[:：]\s*\S/u;
const LABEL_ROW = 0.7;

/** A line below a name label on the way to the name: a kind of product ("Mixture") or a reference ("REF 740456.4"). */
const passedBelowNameLabel = (value: string) => isProductKind(value) || isReferenceLine(value);

/**
 * A name labelled above section 1 (a cover page, a page header) and section 1's own labelled name: the sheet names
 * its product in 1.1, so 1.1's is taken; two different names are not certain.
 */
function inSectionOne(found: Found | null, lines: readonly string[], headingLine: number, titleKin: (value: string, line: number) => boolean): Found | null {
  if (!found || headingLine < 0 || found.line >= headingLine) return found;
  const below = readTiers(lines.slice(headingLine), PRODUCT_TIERS, isProductBelowLabel, {
    otherColumn: isOtherFieldBeside,
    passOver: passedBelowNameLabel,
    asBlank: (value, line) => titleKin(value, line + headingLine),
  });
  const plain = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
  if (!below) return found;
  // A page header wraps a long name ("Product name: X Extruded" / "Polystyrene Foam"); 1.1 prints it whole.
  if (plain(below.value).length > plain(found.value).length && plain(below.value).startsWith(plain(found.value))) {
    return { ...below, line: below.line + headingLine, confidence: Math.min(below.confidence, UNCERTAIN_FORM) };
  }
  if (below.confidence < found.confidence || plain(below.value) === plain(found.value)) return found;
  return { ...below, line: below.line + headingLine, confidence: Math.min(below.confidence, UNCERTAIN_FORM) };
}

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

/** Confidence of a name on the line under a name label that holds the product's number. */
const BELOW_NUMBER = 0.7;

/**
 * "1.1 Identificateur de produit: 81234" / "HARBOUR SEAL MS POLYMER ADHESIVE": the product's number beside the 1.1
 * identifier and the name on the next line. Taken when the value beside the identifier is a number alone and the next
 * line a plain name without a colon (a name label's number is the name: "Nombre producto: 125").
 */
function nameBelowNumber(lines: readonly string[], label: LabelPattern): Found | null {
  for (const hit of labelHits(lines, label)) {
    const beside = cleanValue(firstColumn(hit.rest));
    if (!/^\d{3,}$/.test(beside)) continue;
    const below = cleanValue(firstColumn(lines[hit.line + 1] ?? ""));
    if (isProductBelowLabel(below, false) && !/[:：]/.test(below) && !NUMBERED_LEAD.test(below) && !startsWithNumber(below)) {
      return { value: below, line: hit.line + 1, confidence: BELOW_NUMBER };
    }
  }
  return null;
}
const startsWithNumber = (text: string) => /^\d{5,}/.test(text);


/** A product name in a labelled cell of the given lines (page headers and footers outside section 1), or null. */
export function findProductInCells(lines: readonly string[]): Found | null {
  return findInCells(lines, NAME_LABEL, (value) => isProductValue(value, true));
}

