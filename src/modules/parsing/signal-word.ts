/**
 * Finding the GHS signal word in section 2, in any of the languages of signal-words.ts.
 *
 * 1. After its label, on the label's line or the line after it ("Signal word: Danger", "Signalwort (CLP) :
 *    Achtung", "Mention d'avertissement" / "Danger"), also with the label itself wrapped over two lines
 *    ("- Mention    attention" / "d'avertissement"). "None", "Keine", "Ninguno"… mean the product has none.
 * 2. Without a label, a line holding only the word, inside GHS label content. A California Proposition 65
 *    "WARNING" and an old MSDS's emergency-overview "WARNING" are not GHS signal words; an HCS 2012 overview headed by
 *    the word over GHS hazard statements is (`findOverviewOpening`).
 */
import { foldText } from "./section-vocabulary.ts";
import { findOverviewOpening } from "./signal-word-overview.ts";
import {
  AFTER_PRECAUTIONARY_LABELS,
  HAZARD_STATEMENT_LABELS,
  NO_SIGNAL_WORD,
  PRECAUTIONARY_LABELS,
  SIGNAL_WORD_LABELS,
  signalWordOf,
  UNSPACED_SCRIPT,
  unspacedSignalWordAt,
} from "./signal-words.ts";
import type { SignalWord } from "./types.ts";

export { findOverviewOpening };

export type SignalWordFinding = {
  /** null when the document states that there is no signal word. */
  word: SignalWord | null;
  lineIndex: number;
  text: string;
  confidence: number;
};

const BULLETS = /^[\s\-–—•●·*►▶■:]+/;
/** Folded text with typographic apostrophes straightened, so "Mention d’avertissement" reads as the label (same length). */
const foldLine = (line: string) => foldText(line).replace(/[’‘`´]/g, "'");
const LABEL_QUALIFIER = /^\s*(?:\([^)]{0,20}\)\s*)*/;

/**
 * Sub-section numbers, field marks as label-lines' stripLead takes them ("1)", "a)", "2.-", "ii.", in folded text) and
 * a short qualifier may come before the label: "2.2 Signal word", "b) Signal word", "GHS signal word".
 */
const LABEL_LEAD = /^(?:(?:(?:\d{1,2}\.)*[a-z\d]{1,2}(?:\)|\.?-)|(?:ii|iii|iv|vi{1,3}|ix|x(?:i{1,3}|iv|vi?))[.-])\s+|\d{1,2}(?:\.\d{1,2})*\.?\s*)?(?:(?:ghs|clp|osha|us|eu|label|hazard(?!\s+word))\s*:?\s+){0,2}/;

/**
 * The labels, and those of several words also without their spaces, as a text layer without space characters gives
 * them ("HasłoOstrzegawcze Niebezpieczeństwo").
 */
const LABELS_AS_PRINTED: readonly string[] = [
  ...SIGNAL_WORD_LABELS,
  ...SIGNAL_WORD_LABELS.filter((label) => /^[\p{L}'-]+(?: [\p{L}'-]+)+$/u.test(label)).map((label) => label.replace(/ /g, "")),
].filter((label, index, all) => all.indexOf(label) === index);

/** The text after a signal-word label at the start of a (folded) line, or null when there is no label. */
function afterLabel(folded: string, depth = 0): string | null {
  // A plural in brackets on a label's word ("Mention(s) d'avertissement", "Palabra(s) de advertencia").
  // A hyphen the text layer spaced ("Palavra - sinal") is the label's own.
  const text = folded.replace(BULLETS, "").replace(LABEL_LEAD, "").replace(/^(\p{L}+)\((?:s|es|e|en|i|n)\)(?=\s)/u, "$1")
    .replace(/^(\p{L}+) - (?=\p{L})/u, "$1-");
  for (const label of LABELS_AS_PRINTED) {
    if (!text.startsWith(label)) continue;
    const rest = text.slice(label.length);
    // A label in a script written without spaces may run straight into its value ("警示词警告").
    if (/^[\p{L}]/u.test(rest) && !UNSPACED_SCRIPT.test(label)) continue;
    const value = rest.replace(LABEL_QUALIFIER, "").replace(/^[\s:：.\-–—=]+/, "");
    // A bilingual label: "Signal word / Mention d'avertissement: Danger".
    // The label after the slash may be one the vocabulary does not know ("Signalwort / Gefahrenbezeichnung: Achtung"):
    // up to its colon it is read as the label's qualifier.
    if (depth === 0 && value.startsWith("/")) return afterLabel(value.slice(1), 1) ?? afterQualifier(value.slice(1).trimStart());
    return afterQualifier(value);
  }
  return null;
}

/**
 * A qualifier the label carries up to its colon ("as per GHS: Danger", "(according to Regulation (EC) No 1272/2008):
 * Danger", "gemäß Verordnung (EG) Nr. 1272/2008: Gefahr"): the value is what follows the colon. Not when the text
 * before the colon holds a signal word or says there is none, or a column gap (the next cell is no qualifier).
 */
function afterQualifier(value: string): string {
  const colon = value.indexOf(":");
  if (colon <= 0 || colon > 70) return value;
  const before = value.slice(0, colon);
  if (/\s{2,}/.test(before) || NO_SIGNAL_WORD.test(before.trim())) return value;
  if (before.split(/[^\p{L}]+/u).some((word) => signalWordOf(word) !== null)) return value;
  return value.slice(colon + 1).trimStart();
}

/**
 * The text after a signal-word label that starts a later cell of the line ("Pictograms: GHS02 GHS07    Signal word:
 * Danger", a label row with its value beside it): only a value on the same line counts, a header row of labels is
 * read by `findInTableColumn`.
 */
function afterLabelInLaterCell(folded: string): string | null {
  for (const gap of folded.matchAll(/\s{2,}/g)) {
    const rest = afterLabel(folded.slice(gap.index + gap[0].length));
    if (rest !== null && rest.trim() !== "") return rest;
  }
  return null;
}

/**
 * A label inside a run of text rather than at a cell's start: after an empty label ("Gefahrenpiktogramme : Signalwort :
 * Gefahr", the pictograms being images), after the pictogram codes ("GHS05 Avvertenza Pericolo"), in a combined label
 * ("Pittogrammi, codice di avvertenza" with the word on the next line) or in a sentence ("… etiquetado com a
 * palavra-sinal ATENÇÃO …"). Only a signal word itself counts as its value (on the same line, or on the next when
 * the label ends the line): a label word met in running text says nothing by itself.
 */
function signalWordAfterInnerLabel(folded: string, nextFolded: string): SignalWord | null {
  const text = folded.replace(/(?<=\p{L}) - (?=\p{L})/gu, "-");
  for (const label of LABELS_AS_PRINTED) {
    let at = text.indexOf(label, 1);
    while (at > 0 && /[\p{L}\d]/u.test(text[at - 1]!)) at = text.indexOf(label, at + 1);
    if (at <= 0) continue;
    const rest = afterLabel(text.slice(at));
    if (rest === null) continue;
    const value = rest.trim() === "" ? valueOf(nextFolded) : valueOf(rest);
    if (value && value !== "none" && value.word) return value.word;
  }
  return null;
}

/** A label split over two lines: this line holds its first word(s), the next line starts with the rest. */
function afterSplitLabel(folded: string, nextFolded: string): string | null {
  const text = folded.replace(BULLETS, "");
  const firstCell = text.split(/\s{2,}/)[0]!.trim();
  if (firstCell.length < 4) return null;
  const next = nextFolded.replace(BULLETS, "").trim();
  for (const label of SIGNAL_WORD_LABELS) {
    if (!label.startsWith(`${firstCell} `) && !label.startsWith(`${firstCell}-`)) continue;
    const rest = label.slice(firstCell.length).trim();
    if (next.startsWith(rest)) return text.slice(firstCell.length).replace(/^[\s:.\-–—=]+/, "");
  }
  return null;
}

/**
 * The text after a label the text layer split between letters ("Sig nal W ord: Danger"): the label is matched
 * with those spaces left out, the value taken from the printed line after as many letters.
 */
function afterSpacedLabel(folded: string): string | null {
  if (!/\p{L} \p{L}/u.test(folded)) return null;
  const closed = folded.replace(/(?<=\p{L}) (?=\p{L})/gu, "");
  const rest = afterLabel(closed);
  if (rest === null) return null;
  const wanted = closed.slice(0, closed.length - rest.length).replace(/\s/g, "").length;
  let seen = 0;
  let at = 0;
  while (at < folded.length && seen < wanted) if (!/\s/.test(folded[at++]!)) seen++;
  return folded.slice(at).replace(/^[\s:.\-–—=]+/, "");
}

type Value = { word: SignalWord | null } | "none" | null;

/** Reads the value after a label: a signal word, a statement that there is none, or nothing recognisable. */
function valueOf(text: string): Value {
  // The word may stand in quotes ("Mention d'avertissement : « Danger »").
  const value = text.replace(BULLETS, "").replace(/^[«»"“”„‚']+\s*/, "").trim();
  if (value === "") return null;
  const firstWord = /^[\p{L}]+/u.exec(value)?.[0] ?? "";
  // A word the text layer split at kerning ("Niebezpiecze ństwo", "Ac htung") fills its whole cell.
  const cell = value.split(/\s{2,}/)[0]!.replace(/[!.»"”]+$/, "");
  const word =
    signalWordOf(firstWord) ?? unspacedSignalWordAt(value) ?? (cell.length <= 20 && /^[\p{L} ]+$/u.test(cell) ? signalWordOf(cell.replace(/ /g, "")) : null);
  if (word) return { word };
  if (NO_SIGNAL_WORD.test(value)) return "none";
  return null;
}

/**
 * A signal word opening a line that goes on with the hazard-statements label ("Perigo Indicações de perigo:"): the
 * word's cell beside the (image) pictograms and the next label merged into one line by the text layer.
 */
function wordBeforeStatementLabel(folded: string): SignalWord | null {
  const text = folded.replace(BULLETS, "");
  const word = /^(\p{L}+)[!.]?\s+/u.exec(text);
  if (!word) return null;
  const rest = text.slice(word[0].length);
  return HAZARD_STATEMENT_LABELS.some((label) => rest.startsWith(label)) ? signalWordOf(word[1]!) : null;
}

/**
 * One signal word used as the label of the other ("Advarsel: Fare", "Avvertenza: Pericolo" translated word for word
 * from a template whose label is the warning word's namesake): the word after the colon is the value.
 */
function wordAfterWordLabel(folded: string): SignalWord | null {
  for (const match of folded.matchAll(/(?<![\p{L}])(\p{L}+)\s*:\s*(?=(\p{L}+)(?![\p{L}]))/gu)) {
    const label = signalWordOf(match[1]!);
    const value = signalWordOf(match[2]!);
    if (label && value && label !== value) return value;
  }
  return null;
}

/**
 * A signal word printed just before the first hazard statement, after a colon ("Bombona de gas Atención: H280 …",
 * "GHS02 Danger: H225 …"): the label's word beside the pictogram (an image, or its name), no label printed.
 */
function wordBeforeHazardCode(folded: string): SignalWord | null {
  const match = /(?<![\p{L}])(\p{L}+)\s*[:!]\s*(?:euh|h)\s?\d{3}(?!\d)/u.exec(folded);
  // "Mentions de danger: H…", "Indicazioni di pericolo:", "Uttalande(n) om fara:": the word ends a statements label.
  if (!match || OF_WORD_BEFORE.test(folded.slice(0, match.index))) return null;
  return signalWordOf(match[1]!);
}

/** A word that joins a noun to the one after it ("of", "de", "di", "om", "van" …), ending the text before. */
const OF_WORD_BEFORE = /(?:^|[^\p{L}])(?:of|about|de|du|des|del|della|di|dei|da|do|das|dos|om|for|af|av|van|der|des|z|o)\s*$/u;

/**
 * Labels of the labelling as a whole (pl "Oznakowanie", de "Kennzeichnung", …): a signal word alone after one is
 * the label's signal word ("Oznakowanie: Uwaga"); anything else after it is not.
 */
const LABELLING_LABEL = /^(?:oznakowanie|kennzeichnung|etikettering|etiquetage|etichettatura|rotulagem|etiquetado|labell?ing|markning|mærkning|merking|merkinnat)\s*:\s*(\p{L}+)[!.]?$/u;

/** A line holding only a signal word (also split by the text layer: "Dange r"), or null. */
function aloneWord(folded: string): SignalWord | null {
  const text = folded.replace(BULLETS, "").replace(/[!.]+$/, "").trim();
  const withoutCode = text.replace(/^(?:ghs0\d\s+)+/, "");
  return signalWordOf(withoutCode) ?? (withoutCode.length <= 20 ? signalWordOf(withoutCode.replace(/\s+/g, "")) : null);
}

const GHS_LABEL_CONTENT =
  /label elements|kennzeichnungselemente|elements d.?etiquetage|elementos de (?:la )?etiqueta|elementi dell.?etichetta|etiketteringselementen|elementos do rotulo|elementy oznakowania|markningsuppgifter|mærkningselementer|merkingselementer|etikettelementer|merkinnat|\bghs\b|\bsgh\b|\bclp\b|hazard statements?|gefahrenhinweis|mentions? de danger|indicaciones? de peligro|frases h|indicazioni di pericolo|gevarenaanduiding|advertencias? de perigo|zwroty wskazujace|\bh\d{3}\b|pictogra/;
const NOT_GHS_CONTEXT = /proposition 65|prop\.? ?65|p65|california|cancer and birth defects|emergency overview|caution:/;

/** `labelOnly`: only a labelled word counts (for text outside section 2, where a lone word means nothing). */
export function findSignalWordFinding(sectionLines: readonly string[], options: { labelOnly?: boolean } = {}): SignalWordFinding | null {
  const folded = sectionLines.map(foldLine);
  // The label elements (2.2) hold the signal word: a labelled word there wins over one earlier in the section
  // (an emergency overview, an old classification's word).
  const labelElements = folded.findIndex((line) => LABEL_ELEMENTS_HEADING.test(line.replace(BULLETS, "").trim()));
  if (labelElements > 0) {
    const inLabelElements = findLabelledWord(sectionLines.slice(labelElements), folded.slice(labelElements));
    if (inLabelElements.finding) return { ...inLabelElements.finding, lineIndex: inLabelElements.finding.lineIndex + labelElements };
  }
  const labelled = findLabelledWord(sectionLines, folded);
  if (labelled.finding) return labelled.finding;
  const labelIndex = labelled.labelIndex;
  const inTable = findInTableColumn(sectionLines, folded);
  if (inTable) return inTable;
  const opening = findOpeningHazardStatements(sectionLines, folded);
  if (opening) return opening;
  const overview = findOverviewOpening(sectionLines);
  if (overview && !options.labelOnly) return { word: overview.word, lineIndex: overview.lineIndex, text: overview.text, confidence: 0.75 };
  return options.labelOnly ? null : findAloneSignalWord(sectionLines, folded, labelIndex);
}

/** The heading of the label elements sub-section (2.2) in the languages, at a line's start. */
const LABEL_ELEMENTS_HEADING =
  /^(?:2\.2\.?\s*)?(?:label elements|etiquetado|elementos de (?:la )?etiqueta|kennzeichnungselemente|elements d.?etiquetage|elementi dell.?etichetta|etiketteringselementen|elementos do rotulo|elementy oznakowania|markningsuppgifter|mærkningselementer|merkingselementer|etikettelementer|merkinnat)/;

/** A word after a signal-word label (same line, next line, wrapped label), and the first label's line. */
function findLabelledWord(sectionLines: readonly string[], folded: readonly string[]): { finding: SignalWordFinding | null; labelIndex: number } {
  let labelIndex = -1;
  for (let index = 0; index < folded.length; index++) {
    const line = folded[index]!;
    const next = folded[index + 1] ?? "";
    const printed = afterLabel(line) ?? afterSplitLabel(line, next);
    const spaced = printed === null ? afterSpacedLabel(line) : null;
    const rest = printed ?? spaced;
    if (rest === null) {
      const inCell = afterLabelInLaterCell(line);
      const value = inCell === null ? null : valueOf(inCell);
      if (!value) {
        const inner = signalWordAfterInnerLabel(line, next);
        if (inner) return { finding: { word: inner, lineIndex: index, text: sectionLines[index]!.trim(), confidence: 0.85 }, labelIndex };
        const labelling = LABELLING_LABEL.exec(line.replace(BULLETS, "").trim());
        const word = (labelling ? signalWordOf(labelling[1]!) : null) ?? wordAfterWordLabel(line) ?? wordBeforeHazardCode(line);
        if (word) return { finding: { word, lineIndex: index, text: sectionLines[index]!.trim(), confidence: 0.8 }, labelIndex };
        continue;
      }
      if (labelIndex === -1) labelIndex = index;
      const text = sectionLines[index]!.trim();
      return { finding: value === "none" ? { word: null, lineIndex: index, text, confidence: 0.85 } : { word: value.word, lineIndex: index, text, confidence: 0.9 }, labelIndex };
    }
    // A label read only with the text layer's stray spaces left out is less sure.
    const found = (finding: SignalWordFinding) => ({ finding: spaced === null ? finding : { ...finding, confidence: Math.min(finding.confidence, 0.85) }, labelIndex });
    if (labelIndex === -1) labelIndex = index;
    const sameLine = valueOf(rest);
    const text = sectionLines[index]!.trim();
    if (sameLine === "none") return found({ word: null, lineIndex: index, text, confidence: 0.9 });
    if (sameLine) return found({ word: sameLine.word, lineIndex: index, text, confidence: 0.95 });
    if (rest.trim() !== "" && !afterSplitLabel(line, next)) continue;
    // The value on the line after the label (or after the label's second half).
    for (const offset of [1, 2]) {
      const candidate = folded[index + offset];
      if (candidate === undefined) break;
      const value = valueOf(afterSplitLabel(line, next) !== null && offset === 1 ? candidate.replace(/^\S+/, "") : candidate);
      const pair = `${sectionLines[index]!.trim()} / ${sectionLines[index + offset]!.trim()}`;
      if (value === "none") return found({ word: null, lineIndex: index + offset, text: pair, confidence: 0.85 });
      if (value) return found({ word: value.word, lineIndex: index + offset, text: pair, confidence: 0.9 });
      if (afterSplitLabel(line, next) === null) break;
    }
    // A label alone on its line with the word just above it: a table row whose value cell sits higher than the
    // label (centred beside the pictograms), so the text layer puts the word first.
    const above = index > 0 ? aloneWord(folded[index - 1]!) : null;
    if (above && rest.trim() === "" && !NOT_GHS_CONTEXT.test(folded.slice(Math.max(0, index - 3), index).join(" "))) {
      return found({ word: above, lineIndex: index - 1, text: `${sectionLines[index - 1]!.trim()} / ${sectionLines[index]!.trim()}`, confidence: 0.8 });
    }
  }
  return { finding: null, labelIndex };
}

/**
 * A label row of a table ("Pictogram    Signal word    Hazard statements") with the values in the row below:
 * the cell in the label's column.
 */
function findInTableColumn(sectionLines: readonly string[], folded: readonly string[]): SignalWordFinding | null {
  for (let index = 0; index + 1 < folded.length; index++) {
    const cells = folded[index]!.split(/\s{2,}/).map((cell) => cell.replace(/[:\s]+$/, "").trim());
    if (cells.length < 2) continue;
    // The label may head the first column too ("Mention d'avertissement    Mentions de danger" / "Danger    H225 …"):
    // a label with its word beside it was read before this.
    const column = cells.findIndex((cell) => SIGNAL_WORD_LABELS.includes(cell));
    if (column === -1) continue;
    const below = folded[index + 1]!.trim().split(/\s{2,}/);
    const text = `${sectionLines[index]!.trim()} / ${sectionLines[index + 1]!.trim()}`;
    if (below.length !== cells.length) {
      // A cell the text layer left empty (pictograms are images) shifts the row: one cell below that is only a
      // signal word is the value, less surely.
      const words = below.map(aloneWord).filter((word): word is SignalWord => word !== null);
      if (words.length === 1) return { word: words[0]!, lineIndex: index + 1, text, confidence: 0.75 };
      continue;
    }
    const value = valueOf(below[column]!);
    if (value === "none") return { word: null, lineIndex: index + 1, text, confidence: 0.75 };
    if (value) return { word: value.word, lineIndex: index + 1, text, confidence: 0.8 };
  }
  return null;
}

/** "Hazard statement(s): WARNING: Causes serious eye irritation." — the word opens the statements' value. */
function findOpeningHazardStatements(sectionLines: readonly string[], folded: readonly string[]): SignalWordFinding | null {
  for (let index = 0; index < folded.length; index++) {
    const text = folded[index]!.replace(BULLETS, "").replace(/^\d{1,2}(?:\.\d{1,2})*\.?\s*/, "");
    const label = HAZARD_STATEMENT_LABELS.find((candidate) => text.startsWith(candidate));
    if (!label) continue;
    const value = text.slice(label.length).replace(LABEL_QUALIFIER, "").replace(/^[\s:.\-–—]+/, "");
    const opening = /^(\p{L}+)\s*[:!]/u.exec(value);
    const word = opening ? signalWordOf(opening[1]!) : null;
    if (word) return { word, lineIndex: index, text: sectionLines[index]!.trim(), confidence: 0.75 };
  }
  return null;
}

/**
 * Which lines stand among the precautionary statements: from a precautionary label or a line opening with a
 * P-code, up to the next sub-section, hazard-statement or signal-word label, or another part of the label elements.
 */
function amongPrecautionaryStatements(folded: readonly string[]): boolean[] {
  let inside = false;
  return folded.map((line) => {
    const text = line.replace(BULLETS, "").trim();
    const bare = text.replace(/^\d{1,2}(?:\.\d{1,2})+\.?\s*/, "");
    const startsWithAny = (labels: readonly string[]) => labels.some((label) => bare.startsWith(label));
    if (/^\d{1,2}\.\d/.test(text) || startsWithAny(HAZARD_STATEMENT_LABELS) || startsWithAny(AFTER_PRECAUTIONARY_LABELS) || afterLabel(line) !== null) inside = false;
    if (startsWithAny(PRECAUTIONARY_LABELS) || /^p\d{3}/.test(bare)) inside = true;
    return inside;
  });
}

/** Words a phrase does not end on: a line whose first cell ends with one wraps onto the next line. */
const PHRASE_CONTINUES = /(?:^|\s)(?:of|in|for|to|the|a|an|and|or|with|by|from|at|on|as|no|any|de|du|des|la|le|les|der|die|das|von|zu|di|del|della|van|het|do|da|dos|na|o)$/i;

/**
 * The lone word finishes the line above's first cell, wrapped ("Tactile warning of" / "danger", the CLP packaging
 * label): that cell ends on a preposition or article, or the word is in lower case under a cell ending on a letter.
 */
function continuesLineAbove(above: string, line: string): boolean {
  const cell = above.trim().split(/\s{2,}/)[0]!.trim();
  if (PHRASE_CONTINUES.test(cell)) return true;
  const word = line.replace(/^[\s\-–—•●·*►▶■:]+/, "").trim();
  return /^\p{Ll}+[!.]?$/u.test(word) && /\p{L}$/u.test(cell);
}

/** A line holding only the word, trusted inside GHS label content and away from Prop 65 and overview text. */
function findAloneSignalWord(sectionLines: readonly string[], folded: readonly string[], labelIndex: number): SignalWordFinding | null {
  if (!GHS_LABEL_CONTENT.test(folded.join("\n"))) return null;
  const precautionary = amongPrecautionaryStatements(folded);
  for (let index = 0; index < folded.length; index++) {
    // With a label whose value was not recognisable, only a word just below that label is taken (a word just above
    // a label alone on its line is read in the label's own pass).
    if (labelIndex !== -1 && (index <= labelIndex || index > labelIndex + 3)) continue;
    // A word among the precautionary statements is a statement's remnant ("… Warning"), unless just below its label.
    if (labelIndex === -1 && precautionary[index]) continue;
    const opening = aloneWord(folded[index]!) === null ? wordBeforeStatementLabel(folded[index]!) : null;
    const word = aloneWord(folded[index]!) ?? opening;
    if (!word) continue;
    const around = folded.slice(Math.max(0, index - 2), index + 3).join(" ");
    if (NOT_GHS_CONTEXT.test(around)) continue;
    if (index > 0 && continuesLineAbove(sectionLines[index - 1]!, sectionLines[index]!)) continue;
    const split = opening === null && folded[index]!.replace(BULLETS, "").trim().includes(" ");
    return { word, lineIndex: index, text: sectionLines[index]!.trim(), confidence: split ? 0.6 : 0.7 };
  }
  return null;
}

/** The signal word of section 2's lines, or null (none stated, or none found). */
export function findSignalWord(sectionLines: readonly string[]): SignalWord | null {
  return findSignalWordFinding(sectionLines)?.word ?? null;
}

/** Every signal word printed after a label in the lines (a sheet with US and EU label elements may print two). */
export function labelledSignalWords(sectionLines: readonly string[]): SignalWord[] {
  const words: SignalWord[] = [];
  const folded = sectionLines.map(foldLine);
  for (let index = 0; index < folded.length; index++) {
    const rest = afterLabel(folded[index]!);
    if (rest === null) continue;
    const value = valueOf(rest) ?? valueOf(folded[index + 1] ?? "");
    if (value && value !== "none") words.push(value.word!);
  }
  return words;
}
