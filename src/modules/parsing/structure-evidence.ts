/**
 * Hazards, pictograms and composition read from sections 2 and 3, each with its evidence: the page, the line(s)
 * it was read from, how, and a confidence that means what it says.
 *
 * Confidence: a code printed as a code (H225, P210) inside section 2 is read by an unambiguous rule (0.9); a code
 * mapped from statement wording is a guess at the label (0.6), 0.75 when every word of the statements block was
 * read as a known statement (nothing left that could be a statement the tables lack). A signal word after its label is 0.9–0.95, alone
 * on a line 0.6–0.7. Printed pictogram codes or names are 0.85; pictograms derived from the H-codes carry the
 * H-codes' confidence less a little (the precedence rules are sure, the codes may not be). Composition rows rest
 * on the CAS check digit but tables wrap and shift (0.85), and are a guess (0.5) when section 3 was not found.
 */
import { CAS_CONTEXT } from "./cas-repair.ts";
import { parseCompositionRows } from "./composition.ts";
import { withWrappedNames } from "./composition-wrapped-names.ts";
import { FAX_LABEL, PHONE_ABBREVIATION, PHONE_WORD } from "./phone-shapes.ts";
import { hazardStatementBlocks, parseHazards, unlessUnclassified, type HazardInfo } from "./hazards.ts";
import { codesOnlyInIngredientRows, INGREDIENT_ROWS_CEILING } from "./ingredient-statement-rows.ts";
import { linesBeforeComposition } from "./leading-codes.ts";
import { findPrintedPictograms } from "./pictogram-names.ts";
import { findSignalWordFinding } from "./signal-word.ts";
import { statesProductNotClassified } from "./signal-word-check.ts";
import { beforeIngredients } from "./signal-word-doubts.ts";
import { pictogramsForHazardCodes } from "./pictograms.ts";
import type { CompositionRow, DocLine, Evidence, EvidenceField } from "./types.ts";

/** H-codes derived from the printed hazard classification (class + category → code): at most 0.8. */
export const FROM_CLASSIFICATION = 0.75;

export type StructureFields = {
  hazards: HazardInfo;
  pictograms: string[];
  composition: CompositionRow[];
  evidence: Partial<Record<EvidenceField, Evidence>>;
};

/** No structure read (its reader failed, field-guard.ts): no codes, word, pictograms or rows; the sheet goes to review. */
export function emptyStructure(): StructureFields {
  const hazards: HazardInfo = {
    signalWord: null, signalWordFinding: null, hCodes: [], pCodes: [], statements: [], codesFromWords: [], statementWordsAllRead: false,
    codesFromClassification: [], classificationLines: [], statesNoLabelElements: false, ansiOverviewWord: null,
  };
  return { hazards, pictograms: [], composition: [], evidence: {} };
}

const MAX_EVIDENCE_CHARS = 240;

function excerpt(lines: readonly DocLine[], indexes: readonly number[]): Evidence["text"] {
  const text = [...new Set(indexes)].slice(0, 4).map((index) => lines[index]!.text.trim()).join(" / ");
  return text.length > MAX_EVIDENCE_CHARS ? `${text.slice(0, MAX_EVIDENCE_CHARS - 1)}…` : text;
}

function linesWith(lines: readonly DocLine[], codes: readonly string[]): number[] {
  const indexes: number[] = [];
  const digits = new Set(codes.map((code) => code.replace(/^[A-Z]+|[A-Za-z]+$/g, "")));
  lines.forEach((line, index) => {
    for (const match of line.text.matchAll(/(?:EUH|H|P)[ -]?(\d{3})/g)) {
      if (digits.has(match[1]!)) {
        indexes.push(index);
        return;
      }
    }
  });
  return indexes;
}

/** Codes from statement wording when the whole statements block was read as known statements. */
const WORDED_BLOCK_ALL_READ = 0.75;

/** Share of confidence kept by codes read from a statements block found outside section 2 (its heading not found). */
const OUTSIDE_SECTION_2 = 0.75;
/**
 * Share of confidence kept by codes read from the lines before the composition when neither section 2 nor a labelled
 * statements block was found (headings in a language the parser does not know): 0.9 × 0.6 = 0.54, below REVIEW_BELOW,
 * so the sheet asks for a person's look.
 */
const BEFORE_COMPOSITION = 0.6;
/** How many lines from the "Hazard statements" label are read as section 2 when its heading was not found. */
const STATEMENT_WINDOW = 40;

/** The lines from the first "Hazard statements" label (a label with statements after it) on, as far as a section 2 would reach. */
function labelledStatements(lines: readonly DocLine[]): DocLine[] {
  const texts = lines.map((line) => line.text);
  const start = texts.findIndex((_, index) => hazardStatementBlocks(texts.slice(index, index + 2)) !== "" && /\b(?:EUH|H)\d{3}/.test(texts.slice(index, index + 3).join(" ")));
  return start === -1 ? [] : lines.slice(start, start + STATEMENT_WINDOW);
}

/** How many lines under a "CAS" column header are read as section 3 when its heading was not found. */
const CAS_TABLE_WINDOW = 25;

/** The lines from the first "CAS" column header (a CAS number within the next lines) on. */
function casTable(lines: readonly DocLine[]): DocLine[] {
  const start = lines.findIndex((line, index) => CAS_CONTEXT.test(line.text) && lines.slice(index, index + 4).some((next) => /(?<![\d-])\d{2,7}-\d{2}-\d(?![\d-])/.test(next.text)));
  // A telephone or fax line's last pieces can pass the check digit ("+44 20 47-94-9"): such a line is no row (blanked,
  // so the rows' line indexes still point into the window).
  return start === -1 ? [] : lines.slice(start, start + CAS_TABLE_WINDOW).map((line) => (isPhoneLine(line.text) ? { ...line, text: "" } : line));
}

const isPhoneLine = (text: string) =>
  PHONE_WORD.test(text) || FAX_LABEL.test(text.trim()) || PHONE_ABBREVIATION.test(text.trim()) || INTERNATIONAL_NUMBER.test(text);
/** A number dialled with its country code ("+49 6131 …"): no composition row prints one. */
const INTERNATIONAL_NUMBER = /(?:^|\s)\+\s?\d{1,3}[\s(]/;

export type StructureInput = {
  /** Section 2's lines without page furniture (empty when it was not found); section 3's likewise. */
  section2: readonly DocLine[];
  section3: readonly DocLine[];
  section3Found: boolean;
  /** The document's lines before its composition/first-aid part, searched for a labelled signal word when
   *  section 2 gives none (a heading the text layer garbled, a label placed outside section 2). */
  leadingLines: readonly DocLine[];
  /** How many of the leading lines stand before section 3's heading (all of them when it was not found). */
  beforeSection3?: number;
};

export function readStructureFields({ section2: printedSection2, section3: printedSection3, section3Found, leadingLines, beforeSection3 }: StructureInput): StructureFields {
  let section3 = printedSection3;
  let section2 = printedSection2;
  const leading = leadingLines.filter((line) => !line.isFurniture);
  // Section 2 not found (its heading lost: a shaded bar OCR cannot read, a garbled font): its labelled
  // "Hazard statements" block, where one stands before the composition, is read in its place, trusted less.
  const statementsOutside = section2.length === 0 ? labelledStatements(leading) : [];
  // Neither (headings and labels in a language the parser does not know): the codes printed before the composition.
  const beforeComposition = section2.length === 0 && statementsOutside.length === 0 ? linesBeforeComposition(leading) : [];
  section2 = statementsOutside.length > 0 ? statementsOutside : beforeComposition.length > 0 ? beforeComposition : section2;
  const outsideShare = statementsOutside.length > 0 ? OUTSIDE_SECTION_2 : beforeComposition.length > 0 ? BEFORE_COMPOSITION : 1;
  const hazardTexts = section2.map((line) => line.text);
  const hazards = parseHazards(hazardTexts);
  // The sheet says it has nothing to label (no label elements, or not classified): asked lazily, by two readers below.
  const nothingToLabel = () => hazards.statesNoLabelElements || statesProductNotClassified(hazardTexts);
  let evidenceOutside: Evidence | null = null;
  if (!hazards.signalWordFinding && !hazards.ansiOverviewWord) {
    // A word without a label of its own there is dropped as in section 2 on a sheet whose codes and words say it has none.
    // Not from the composition: an ingredient's classification prints its own word ("Signal word: Danger" under a row).
    // Nor from a composition whose heading the section finder missed (its title over rows with CAS numbers).
    const unfurnished = leadingLines.slice(0, beforeSection3 ?? leadingLines.length).filter((line) => !line.isFurniture);
    const labelled = unfurnished.slice(0, beforeIngredients(unfurnished.map((line) => line.text)).length);
    const found = unlessUnclassified(findSignalWordFinding(labelled.map((line) => line.text), { labelOnly: true }), hazards.hCodes,
      nothingToLabel);
    if (found) {
      const line = labelled[found.lineIndex]!;
      hazards.signalWord = found.word;
      hazards.signalWordFinding = null;
      evidenceOutside = { page: line.page, text: found.text, confidence: Math.min(found.confidence, 0.75), method: "text" };
    }
  }
  // Section 3 not found (its heading lost): a table under a "CAS" column header before the first-aid part is read
  // in its place (the rows carry the 0.5 confidence of a composition read outside section 3).
  if (!section3Found) section3 = casTable(leading);
  let { rows: composition, lineIndexes: rowLines, namedBelow } = parseCompositionRows(section3.map((line) => line.text));
  // Section 3 found but no CAS number read in it (a table OCR read as noise): a "CAS" label before the first-aid part
  // (a substance's number in section 1) is read in its place, trusted as little as above.
  let outsideSection3 = !section3Found;
  if (section3Found && composition.length === 0) {
    const table = casTable(leading);
    const read = parseCompositionRows(table.map((line) => line.text));
    if (read.rows.length > 0) [section3, composition, rowLines, namedBelow, outsideSection3] = [table, read.rows, read.lineIndexes, read.namedBelow, true];
  }
  composition = withWrappedNames(composition, rowLines, section3, namedBelow);
  const evidence: Partial<Record<EvidenceField, Evidence>> = {};
  if (evidenceOutside) evidence.signal_word = evidenceOutside;

  const finding = hazards.signalWordFinding;
  if (finding) {
    const line = section2[finding.lineIndex]!;
    // Read from the lines before the composition of a sheet whose headings were not known: a guess, at most 0.6.
    const confidence = beforeComposition.length > 0 ? Math.min(finding.confidence, BEFORE_COMPOSITION) : finding.confidence;
    evidence.signal_word = { page: line.page, text: finding.text, confidence, method: "text" };
  }

  let hConfidence = 0;
  if (hazards.codesFromClassification.length > 0) {
    // Derived from the printed classification (no code printed): the table is sure, the reading of a class and
    // category out of running text less so.
    hConfidence = FROM_CLASSIFICATION * outsideShare;
    const where = hazards.classificationLines;
    evidence.h_codes = {
      page: section2[where[0] ?? 0]?.page ?? null,
      text: excerpt(section2, where),
      confidence: hConfidence,
      method: "derived_from_classification",
    };
  } else if (hazards.hCodes.length > 0) {
    const printed = hazards.hCodes.filter((code) => !hazards.codesFromWords.includes(code));
    const where = linesWith(section2, printed.length > 0 ? printed : []);
    const fromWordsOnly = hazards.statementWordsAllRead ? WORDED_BLOCK_ALL_READ : 0.6;
    hConfidence = (hazards.codesFromWords.length === 0 ? 0.9 : printed.length > 0 ? 0.7 : fromWordsOnly) * outsideShare;
    // Rows repeating the statements label under each ingredient, on a sheet that says it has nothing to label.
    if (codesOnlyInIngredientRows(hazardTexts, nothingToLabel)) hConfidence = Math.min(hConfidence, INGREDIENT_ROWS_CEILING);
    const firstLine = section2[where[0] ?? 0];
    evidence.h_codes = {
      page: firstLine?.page ?? null,
      text: where.length > 0 ? excerpt(section2, where) : `statement wording mapped to ${hazards.codesFromWords.join(", ")}`,
      confidence: hConfidence,
      method: printed.length > 0 ? "text" : "statement-text",
    };
  }
  if (hazards.pCodes.length > 0) {
    const where = linesWith(section2, hazards.pCodes);
    evidence.p_codes = { page: section2[where[0] ?? 0]?.page ?? null, text: excerpt(section2, where), confidence: 0.9 * outsideShare, method: "text" };
  }

  const printedPictograms = findPrintedPictograms(hazardTexts);
  let pictograms: string[];
  if (printedPictograms.pictograms.length > 0) {
    pictograms = printedPictograms.pictograms;
    const first = section2[printedPictograms.lineIndexes[0]!]!;
    evidence.pictograms = { page: first.page, text: excerpt(section2, printedPictograms.lineIndexes), confidence: 0.85, method: "text" };
  } else {
    pictograms = pictogramsForHazardCodes(hazards.hCodes);
    if (pictograms.length > 0) {
      evidence.pictograms = {
        page: null,
        text: `from the hazard codes ${hazards.hCodes.join(", ")}`,
        confidence: Math.round(hConfidence * 0.9 * 100) / 100,
        method: "derived",
      };
    }
  }

  if (composition.length > 0) {
    const first = section3[rowLines[0]!]!;
    evidence.composition = {
      page: first.page,
      text: excerpt(section3, rowLines),
      confidence: outsideSection3 ? 0.5 : 0.85,
      method: "text",
    };
  }
  return { hazards, pictograms, composition, evidence };
}
