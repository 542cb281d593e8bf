/**
 * Reading one line of section 2 for a signal word (signal-word.ts finds the line): the value after a signal-word label
 * ("Signal word: Danger", with qualifiers, wrapped or letter-spaced labels, a label in a later cell), whether that
 * value says there is none, and the forms without a label of their own (a word alone on its line, before the
 * statements' label, before the first hazard code, one signal word used as the other's label).
 */
import { escapeRegExp } from "./phrase-pattern.ts";
import { LIST_MARKS } from "./list-marks.ts";
import { foldLine, foldText, LABEL_ELEMENTS_TITLES, LABELLING_WORDS } from "./section-vocabulary.ts";
import { HAZARD_STATEMENT_LABELS, SIGNAL_WORD_LABELS, signalWordOf, UNSPACED_SCRIPT, unspacedSignalWordAt } from "./signal-words.ts";
import { NEGATED_VALUE, NO_SIGNAL_WORD } from "./signal-word-none.ts";
import { wordAmongNoneCells } from "./signal-word-group-cells.ts";
import type { SignalWord } from "./types.ts";
import { PICTOGRAM_NAMES } from "./pictogram-names.ts";

export const BULLETS = new RegExp(`^[\\s\\-–—*:${LIST_MARKS}]+`, "u");
/** What may follow a label before its value: bracketed qualifiers ("(CLP)", "(GHS-US)") or the system's name ("SGA"). */
export const LABEL_QUALIFIER = /^\s*(?:(?:\([^)]{0,20}\)|(?:ghs|sga|sgh|clp)(?![a-z]))\s*)*/;

/**
 * The pictograms as a label prints them in text: their codes ("GHS02") or their names ("Flame", "Point d'exclamation",
 * "Danger pour la santé"), longest names first (folded).
 */
const PICTOGRAM_TOKEN = `(?:ghs0\\d|${PICTOGRAM_NAMES.flatMap(([, names]) => names)
  .toSorted((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join("|")})(?![\\p{L}\\d])`;

/**
 * A line of pictograms only ("GHS02  GHS07", "ghs05, ghs09", "Flame    Exclamation mark": a table's pictogram cells
 * the text layer put between a label and its word), and such pictograms opening a value ("Signal word    Flame    Danger").
 */
export const PICTOGRAM_CODES_ONLY = new RegExp(`^(?:${PICTOGRAM_TOKEN}[\\s,;/]*)+$`, "u");
const PICTOGRAM_CODES_LEAD = new RegExp(`^(?:${PICTOGRAM_TOKEN}[\\s,;/]*)+`, "u");

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

/**
 * The labels by their first character, in their order: a line is compared only with the labels it can start with
 * (most lines of section 2 start with none; this runs on every line, and in every cell of a line laid out in cells).
 */
const LABELS_BY_FIRST = new Map<string, string[]>();
for (const label of LABELS_AS_PRINTED) {
  const group = LABELS_BY_FIRST.get(label[0]!);
  if (group) group.push(label);
  else LABELS_BY_FIRST.set(label[0]!, [label]);
}
const NO_LABELS: readonly string[] = [];

/** Whether a label is printed anywhere in the (folded) text: one search instead of one per label. */
const ANY_LABEL = new RegExp(LABELS_AS_PRINTED.map(escapeRegExp).join("|"), "u");

/** The text after a signal-word label at the start of a (folded) line, or null when there is no label. */
export function afterLabel(folded: string, depth = 0): string | null {
  // A plural in brackets on a label's word ("Mention(s) d'avertissement", "Palabra(s) de advertencia").
  // A hyphen the text layer spaced ("Palavra - sinal") is the label's own.
  const text = folded.replace(BULLETS, "").replace(LABEL_LEAD, "").replace(/^(\p{L}+)\((?:s|es|e|en|i|n)\)(?=\s)/u, "$1")
    .replace(/^(\p{L}+) - (?=\p{L})/u, "$1-");
  for (const label of LABELS_BY_FIRST.get(text[0]!) ?? NO_LABELS) {
    if (!text.startsWith(label)) continue;
    const rest = text.slice(label.length);
    // A label in a script written without spaces may run straight into its value ("警示词警告").
    if (/^[\p{L}]/u.test(rest) && !UNSPACED_SCRIPT.test(label)) continue;
    const qualified = rest.replace(LABEL_QUALIFIER, "");
    // A dash alone as the value ("Signalwort: –") says there is none; before a word it only separates ("Signal word - Danger").
    if (DASH_VALUE.test(qualified.replace(/^\s*[:：=]?/, ""))) return "—";
    const value = qualified.replace(/^[\s:：.\-–—=]+/, "");
    // A bilingual label: "Signal word / Mention d'avertissement: Danger".
    // The label after the slash may be one the vocabulary does not know ("Signalwort / Gefahrenbezeichnung: Achtung"):
    // up to its colon it is read as the label's qualifier.
    // The second label may also follow a bar or a dash, or stand in brackets ("Signalwort | Mention d'avertissement: Gefahr |
    // Danger", "Signaalwoord - Mention d'avertissement: Gevaar - Danger", "Signalwort (Mention d'avertissement): Gefahr (Danger)").
    if (depth === 0 && /^[/|]/.test(value)) return afterLabel(value.slice(1), 1) ?? afterQualifier(value.slice(1).trimStart());
    const second = depth === 0 ? afterLabel(value.replace(/^\(\s*/, ""), 1) : null;
    if (second !== null) return second.replace(/^\)\s*[:：]?\s*/, "");
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
/** A cell that holds only a signal-word label, with its qualifier or plural ("Signal word (CLP)", "Signaalwoord(en)"). */
export function isLabelCell(cell: string): boolean {
  return afterLabel(cell)?.trim() === "";
}

export function afterLabelInLaterCell(folded: string): string | null {
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
export function signalWordAfterInnerLabel(folded: string, nextFolded: string): SignalWord | null {
  const text = folded.replace(/(?<=\p{L}) - (?=\p{L})/gu, "-");
  if (!ANY_LABEL.test(text.slice(1))) return null;
  for (const label of LABELS_AS_PRINTED) {
    let at = text.indexOf(label, 1);
    while (at > 0 && /[\p{L}\d]/u.test(text[at - 1]!)) at = text.indexOf(label, at + 1);
    if (at <= 0) continue;
    // Another system's signal word ("EPA label signal word: WARNING", a pesticide's, Canada's consumer-chemical label).
    if (OTHER_SYSTEM.test(text.slice(0, at))) continue;
    const rest = afterLabel(text.slice(at));
    if (rest === null) continue;
    const value = rest.trim() === "" ? valueOf(nextFolded) : valueOf(rest);
    if (value && value !== "none" && value.word) return value.word;
  }
  return null;
}

/**
 * Names of hazard-labelling systems other than GHS, before a signal-word label inside a line (folded); the US consumer
 * products' Federal Hazardous Substances Act (FHSA, CPSC) has its own DANGER / WARNING / CAUTION.
 */
const OTHER_SYSTEM = /(?<![\p{L}])(?:epa|fifra|pesticide|cccr|consumer|prop(?:osition)? ?65|ansi|nfpa|hmis|fhsa|cpsc)(?![\p{L}])/u;

/** The signal-word labels by their first four characters, in their list's order: a split label's first cell has four at least. */
const LABELS_BY_START = new Map<string, string[]>();
for (const label of SIGNAL_WORD_LABELS) {
  const start = label.slice(0, 4);
  const labels = LABELS_BY_START.get(start);
  if (labels) labels.push(label);
  else LABELS_BY_START.set(start, [label]);
}

/** A label split over two lines: this line holds its first word(s), the next line starts with the rest. */
export function afterSplitLabel(folded: string, nextFolded: string): string | null {
  const text = folded.replace(BULLETS, "");
  const firstCell = text.split(/\s{2,}/)[0]!.trim();
  if (firstCell.length < 4) return null;
  const labels = LABELS_BY_START.get(firstCell.slice(0, 4));
  if (labels === undefined) return null;
  const next = nextFolded.replace(BULLETS, "").trim();
  for (const label of labels) {
    if (!label.startsWith(`${firstCell} `) && !label.startsWith(`${firstCell}-`)) continue;
    const rest = label.slice(firstCell.length).trim();
    if (next.startsWith(rest)) return text.slice(firstCell.length).replace(/^[\s:.\-–—=]+/, "");
  }
  return null;
}

/**
 * "Palavra de" / "PERIGO" / "advertência:": a label wrapped in its cell around its word, the word set at the cell's
 * middle height (the reader goes by height). The word between the label's two halves, each alone on its line.
 */
export function wordInsideSplitLabel(folded: string, middle: string, last: string): SignalWord | null {
  const first = folded.replace(BULLETS, "").trim();
  const closing = last.replace(BULLETS, "").trim().replace(/\s*[:：]$/, "");
  if (first.length < 4 || closing === "" || !LABELS_BY_START.get(first.slice(0, 4))?.includes(`${first} ${closing}`)) return null;
  const value = valueOf(middle);
  return value !== null && value !== "none" ? value.word : null;
}

/**
 * The text after a label the text layer split between letters ("Sig nal W ord: Danger"): the label is matched
 * with those spaces left out, the value taken from the printed line after as many letters.
 */
export function afterSpacedLabel(folded: string): string | null {
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

/** A value that is only a dash (one to three), the form tables print for "none". */
const DASH_VALUE = /^\s*[-–—]{1,3}\s*$/;

type Value = { word: SignalWord | null } | "none" | null;

/** Reads the value after a label: a signal word, a statement that there is none, or nothing recognisable. */
export function valueOf(text: string): Value {
  // The word may stand in quotes or brackets ("Mention d'avertissement : « Danger »"), open with the Spanish inverted exclamation mark ("¡Peligro!") or follow the
  // pictograms' codes ("Signalwort: GHS02 Gefahr").
  const value = text.replace(BULLETS, "").replace(PICTOGRAM_CODES_LEAD, "").replace(/^[«»‹›"“”„‚'¡([]+\s*/, "").trim();
  if (DASH_VALUE.test(text) || DASH_VALUE.test(value.replace(/[)\]]$/, ""))) return "none";
  if (value === "") return null;
  const firstWord = /^[\p{L}]+/u.exec(value)?.[0] ?? "";
  // "fără cuvânt de avertizare" (ro "without a signal word"): a none phrase longer than its first word wins over that
  // word as a signal word of another language (sv "Fara" is Danger).
  const none = NO_SIGNAL_WORD.exec(value);
  if (none && none[0].length > firstWord.length) {
    const amongNone = wordAmongNoneCells(value);
    return amongNone ? { word: amongNone } : "none";
  }
  // A word the text layer split at kerning ("Niebezpiecze ństwo", "Ac htung") fills its whole cell.
  const cell = value.split(/\s{2,}/)[0]!.replace(/[!.»"”]+$/, "");
  const word =
    signalWordOf(firstWord) ?? unspacedSignalWordAt(value) ?? (cell.length <= 20 && /^[\p{L} ]+$/u.test(cell) ? signalWordOf(cell.replace(/ /g, "")) : null);
  if (word) return listedWithTheOther(value, firstWord, word) ?? { word };
  if (NO_SIGNAL_WORD.test(value) || NEGATED_VALUE.test(value)) return "none";
  return null;
}

/**
 * "DANGER ATTENTION néant", "Gefahr / Achtung: entfällt": both signal words printed together are the options of a
 * form's or a table's column, not the product's word. What follows them says whether there is one: "none" there is
 * none; nothing (or anything else) leaves the label unanswered. Undefined when the word stands alone.
 */
function listedWithTheOther(value: string, firstWord: string, word: SignalWord): Value | undefined {
  const rest = value.slice(firstWord.length).replace(/^[!.]?\s*[/|,;&-]?\s*/u, "");
  const other = /^\p{L}+/u.exec(rest)?.[0];
  const otherWord = other === undefined ? null : signalWordOf(other);
  if (otherWord === null || otherWord === word) return undefined;
  const after = rest.slice(other!.length).replace(/^[!.]?\s*[:：/|,;-]?\s*/u, "");
  return after !== "" && valueOf(after) === "none" ? "none" : null;
}

/**
 * The word on one line under a label and the other word alone on the next ("Mention d'avertissement :" / "DANGER" /
 * "ATTENTION" / "néant"): the form's two options stacked, not the product's word; the line after them answers (see
 * listedWithTheOther). Undefined when the next line holds no other signal word.
 */
export function stackedWithTheOther(word: SignalWord, nextFolded: string, afterFolded: string): Value | undefined {
  const next = nextFolded.replace(BULLETS, "").replace(/[!.]+$/, "").trim();
  const otherWord = /^\p{L}+$/u.test(next) ? signalWordOf(next) : null;
  if (otherWord === null || otherWord === word) return undefined;
  return valueOf(afterFolded) === "none" ? "none" : null;
}

/**
 * A signal word opening a line that goes on with the hazard-statements label ("Perigo Indicações de perigo:"): the
 * word's cell beside the (image) pictograms and the next label merged into one line by the text layer.
 */
export function wordBeforeStatementLabel(folded: string): SignalWord | null {
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
export function wordAfterWordLabel(folded: string): SignalWord | null {
  // The value is the word alone (to the line's or cell's end, an exclamation mark or full stop, the first hazard code or
  // the next label in a run of text: "Advarsel: Fare Fareindikasjoner: H315 …"): "Attention : danger de glissade …",
  // "Achtung: Gefahr des Ausrutschens …" is a note, not a label and its word.
  for (const match of folded.matchAll(/(?<![\p{L}])(\p{L}+)\s*:\s*(?=(\p{L}+)[!.]?(?:\s*$|\s{2,}|\s+(?:euh|h)\s?\d{3}(?!\d)|\s+\p{L}[\p{L} ]{0,40}:))/gu)) {
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
export function wordBeforeHazardCode(folded: string): SignalWord | null {
  const match = /(?<![\p{L}])(\p{L}+)\s*[:!]\s*(?:euh|h)\s?\d{3}(?!\d)/u.exec(folded);
  // "Mentions de danger: H…", "Indicazioni di pericolo:", "Uttalande(n) om fara:", bg "Предупреждения за опасност:":
  // the word ends a statements label (a label of the vocabulary, or a word after "of").
  if (!match || OF_WORD_BEFORE.test(folded.slice(0, match.index))) return null;
  const head = folded.slice(0, match.index! + match[1]!.length);
  return HAZARD_STATEMENT_LABELS.some((label) => head.endsWith(label)) ? null : signalWordOf(match[1]!);
}

/**
 * A row of the label elements' table run into one line, the word's cell first and the first hazard statement after
 * it without a colon ("Danger    H225 Highly flammable …", "Perigo H225 - Líquido …"): the word opens the line.
 */
export function wordOpeningLabelRow(folded: string): SignalWord | null {
  const opening = /^(\p{L}+)\s+(?:euh|h)\s?\d{3}(?!\d)/u.exec(folded.replace(BULLETS, ""));
  return opening ? signalWordOf(opening[1]!) : null;
}

/** A word that joins a noun to the one after it ("of", "de", "di", "om", "van" …), ending the text before. */
const OF_WORD_BEFORE = /(?:^|[^\p{L}])(?:of|about|de|du|des|del|della|di|dei|da|do|das|dos|om|for|af|av|van|der|des|z|o)\s*$/u;

/**
 * Labels of the labelling as a whole (pl "Oznakowanie", de "Kennzeichnung", …): a signal word alone after one is
 * the label's signal word ("Oznakowanie: Uwaga"), also where the line goes on with another field's label after a
 * space or with a column gap ("Oznakowanie: Uwaga Aktualizowano: 01/06/15", a two-column form); a longer value is not.
 */
export const LABELLING_LABEL = new RegExp(`(?:^|\\s)(?:${LABELLING_WORDS})\\s*:\\s*(\\p{L}+)[!.]?(?=$|\\s{2,}|\\s+\\p{L}[\\p{L} ]{0,40}:)`, "u");

/**
 * The word's cell read before its label ("Hazard pictogram(s) DANGER! Signal Word Flammable liquid …"): a two-column
 * row whose value sits a little higher than its label. Only a word closed by "!" counts, which marks it as the
 * signal word itself and not the end of a sentence.
 */
const WORD_BEFORE_ITS_LABEL = new RegExp(
  `(?:^|\\s)¡?(\\p{L}+)!\\s+(?:${ANY_LABEL.source})(?![\\p{L}])`,
  "u",
);

export function wordBeforeItsLabel(folded: string): SignalWord | null {
  const match = WORD_BEFORE_ITS_LABEL.exec(folded);
  if (!match) return null;
  // The label answered after it ("Attention! Signal word not required"): the word heads a note run into the label's line.
  const labelAt = match.index + match[0].search(ANY_LABEL);
  return valueOf(afterLabel(folded.slice(labelAt)) ?? "") === "none" ? null : signalWordOf(match[1]!);
}

/**
 * The label elements' heading with the word's cell right after it on its line, no signal-word label printed
 * ("2.2 Label elements Danger", "Elementos de la etiqueta ¡PELIGRO! H225 …", "Kennzeichnungselemente: Achtung H319"):
 * the word opened by the Spanish "¡" (its closing "!" lost or not), or a word that ends the line, ends with "!", ":"
 * or ".", or stands before a hazard code. A word going on into a sentence ("Label elements Warning labels …") is not.
 */
const WORD_AFTER_LABEL_ELEMENTS = new RegExp(
  `(?:^|\\s)(?:2\\.2\\.?\\s*)?(?:${LABEL_ELEMENTS_TITLES})\\s*:?\\s*(?:¡(\\p{L}+)(?![\\p{L}])|(\\p{L}+)(?:[!.:]|\\s*$|\\s+(?:euh|h)\\s?\\d{3}(?!\\d)))`,
  "u",
);

export function wordAfterLabelElements(folded: string): SignalWord | null {
  const match = WORD_AFTER_LABEL_ELEMENTS.exec(folded);
  return match ? signalWordOf(match[1] ?? match[2]!) : null;
}

/**
 * The pictograms' label, then a signal word ending the line, the pictograms (images) printed as their codes or not at
 * all ("Hazard pictograms: GHS02 GHS07 Danger", "Gefahrenpiktogramme GHS05 Gefahr", "Pictogramas de peligro    Peligro"):
 * the word's cell beside the pictograms, its own label not printed. Label and word are apart by a colon, a column gap or
 * codes, so a label that ends on a signal word ("Pictogrammes de danger") is not read as one.
 */
const WORD_AFTER_PICTOGRAMS =
  /^[^:\d]{0,60}?(?:pictogra|piktogra|pittogra|varoitusmerk)[^:\d]{0,40}?(?:\s*:\s*(?:ghs0\d[\s,;/]*)*|\s{2,}(?:ghs0\d[\s,;/]*)*|\s+(?:ghs0\d[\s,;/]*)+)(\p{L}+)[!.]?$/u;

export function wordAfterPictograms(folded: string): SignalWord | null {
  const match = WORD_AFTER_PICTOGRAMS.exec(folded.replace(BULLETS, "").trim());
  return match ? signalWordOf(match[1]!) : null;
}

/**
 * A line holding only a signal word (also split by the text layer: "Dange r"), or the same word in two or three
 * languages of a bilingual label ("DANGER / DANGER", "Achtung | Attention", "Gevaar - Danger"), or null.
 */
export function aloneWord(folded: string): SignalWord | null {
  // Quotes or guillemets around the word ("«Danger»", "\"DANGER\"") mark it as the label's word.
  const text = folded.replace(BULLETS, "").replace(/^[¡«‹"“„]\s*/, "").replace(/\s*[»›"”“]?[!.]*$/, "").trim();
  const withoutCode = text.replace(/^(?:ghs0\d\s+)+/, "");
  return signalWordOf(withoutCode) ?? (withoutCode.length <= 20 ? signalWordOf(withoutCode.replace(/\s+/g, "")) : null) ??
    sameWordInEachLanguage(withoutCode);
}

/** What separates the languages of a bilingual label's words: a slash, a bar, a spaced dash. */
const LANGUAGE_SEPARATOR = /\s*[/|]\s*|\s+[-–—]\s+/;

/** The word when every part between separators is the same signal word ("danger / danger", "warning - attention"). */
function sameWordInEachLanguage(text: string): SignalWord | null {
  const parts = text.split(LANGUAGE_SEPARATOR);
  if (parts.length < 2 || parts.length > 3) return null;
  const words = parts.map((part) => signalWordOf(part.replace(/^[¡«"„]+|[!.»"“]+$/g, "").trim()));
  return words.every((word) => word !== null && word === words[0]) ? words[0]! : null;
}
