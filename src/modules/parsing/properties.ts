/**
 * Section 9 values people use (physical state, flash point) and section 2's "hazards not otherwise classified",
 * read after their labels in the languages of ./vocabulary.
 */
import { translatedLabelsDropper, translationsAfter } from "./translated-labels.ts";
import { cleanValue, firstColumn, inlineRegex, labelHits, labelRegex, phrasePattern, stripLead, type Found } from "./label-lines.ts";
import { joinLabelAroundValue } from "./value-between-label-lines.ts";
import { joinStateWords } from "./stray-spaces.ts";
import { anotherPropertyRow, degreeUnits, numberBeforeOtherScale, RANGE_AFTER_LABEL, STANDARD_BEFORE_VALUE } from "./flash-value-forms.ts";
import { FLASH_POINT_LABELS, FLASH_POINT_METHODS, NOT_STATED_WORDS, PHYSICAL_STATE_EXPLICIT_LABELS, PHYSICAL_STATE_LABELS } from "./vocabulary/property-labels.ts";
import { PHYSICAL_STATE_WHOLE_VALUES, PHYSICAL_STATE_WORDS, PROPERTY_VALUE_WORDS } from "./vocabulary/property-labels.ts";

const STATE_LABEL = labelRegex(PHYSICAL_STATE_LABELS);
export const STATE_LABEL_START = new RegExp(`^(?:${phrasePattern(PHYSICAL_STATE_LABELS)})(?![\\p{L}])`, "iu");
const INNER_STATE_LABEL = new RegExp(`^\\s*(?:${phrasePattern(PHYSICAL_STATE_LABELS)})\\s*[:：]`, "iu");
const STATE_WORDS = Object.entries(PHYSICAL_STATE_WORDS).map(([state, words]) => ({ state, word: inlineRegex(words) }));
/** "Not applicable", "nicht bestimmt", "sans objet": nothing stated. */
export const NOT_STATED = new RegExp(`^(?:${phrasePattern(NOT_STATED_WORDS)})(?![\\p{L}])`, "iu");

/**
 * "non-", "nicht", "kein", "sans", "no", "não", "nie" before a word, with up to two words of an article or a copula
 * between ("not an aerosol", "no es un aerosol", "n'est pas un", "non è un", "não é", "nie jest"): the word is denied.
 */
const NEGATION_BEFORE =
  /(?:^|[^\p{L}])(?:non|not|nicht|kein|keine|keinen|sans|pas|no|não|nie|niet|geen|ej|ikke|ei)(?:[\s-]+(?:an?|is|un|une|uno|una|um|uma|es|est|è|é|ist|ein|eine|een|is|jest|este|er|är)){0,2}[\s-]*$/iu;
/** "aerosol-free", "aerosol formation", "aerosol mist": an aerosol spoken of, not the product's form. */
const AEROSOL_MENTIONED = /^[\s-]*(?:free|frei|formation|forming|generation|mist|mists|nebel|bildung|vorming|formación|formazione|formação)(?![\p{L}])/iu;

/**
 * The state named in a value: the first state word (in the order aerosol, gas, paste, liquid, solid where two start
 * at the same place); an aerosol named anywhere in it is the state ("Liquid (aerosol)", "Gas/Liquid, aerosol can").
 */
function stateOf(value: string): string | null {
  // A state's word split by the text layer's letter spacing ("Li quid", "fl üssig"): read again with its words joined.
  const printed = stateOfPrinted(value);
  const joined = printed === null ? joinStateWords(value) : value;
  return joined === value ? printed : stateOfPrinted(joined);
}

function stateOfPrinted(value: string): string | null {
  // A word that is a state only as the whole value, or before a comma ("fast", "Fast, vit"), also after a state label
  // inside the value ("Appearance    Forma: por", "Utseende    Form: fast").
  const inner = INNER_STATE_LABEL.exec(value);
  const whole = /^\s*(\p{L}+)\s*(?:[,.;]|$)/u.exec(inner ? value.slice(inner[0].length) : value)?.[1]?.toLowerCase();
  if (whole !== undefined && Object.hasOwn(PHYSICAL_STATE_WHOLE_VALUES, whole)) return PHYSICAL_STATE_WHOLE_VALUES[whole]!;
  let best: { state: string; index: number } | null = null;
  for (const { state, word } of STATE_WORDS) {
    word.lastIndex = 0;
    const match = word.exec(value);
    if (match && state === "aerosol") {
      // "Trigger spray (non-aerosol)", "aerosol-free", "Avoid aerosol formation": an aerosol denied or spoken of is no state.
      if (!aerosolNamed(value, match)) continue;
      return state;
    }
    if (match && (best === null || (match.index ?? 0) < best.index)) best = { state, index: match.index ?? 0 };
  }
  return best?.state ?? (gluedState(value) ?? null);
}

/**
 * Words a text layer ran together ("Clearliquid", "Whitepowder", "klareflüssigkeit", "Liquidelimpide"): a liquid or
 * solid word at the end of a longer word, or — where the language names the state first — at its start. Not paste or
 * gas ("Pasteurized", "Gasoline"), nor a word that only starts like one ("Solidarity").
 */
const GLUED_AT_END = /(?<=\p{Ll}{2})(liquid|powder|solid|flüssigkeit|vloeistof|ciecz|pulver)(?![\p{L}])/iu;
const GLUED_AT_START = /(?<![\p{L}])(liquide|líquido|liquido|solide|sólido|solido)(?=\p{Ll}{3})/iu;
const GLUED_LIQUID = /^(?:liquid|flüssigkeit|vloeistof|ciecz|liquide|líquido|liquido)$/iu;

function gluedState(value: string): string | null {
  const word = GLUED_AT_END.exec(value)?.[1] ?? GLUED_AT_START.exec(value)?.[1];
  return word === undefined ? null : GLUED_LIQUID.test(word) ? "liquid" : "solid";
}

function aerosolNamed(value: string, match: RegExpExecArray): boolean {
  return !NEGATION_BEFORE.test(value.slice(0, match.index)) && !AEROSOL_MENTIONED.test(value.slice(match.index + match[0].length));
}

const AEROSOL_WORD = STATE_WORDS.find(({ state }) => state === "aerosol")!.word;

/** A value that is an aerosol from its first word ("Aerosol", "Aerosol can"): a form line beside the state names the form. */
function leadingAerosol(value: string): string | null {
  AEROSOL_WORD.lastIndex = 0;
  const match = AEROSOL_WORD.exec(value);
  return match !== null && /^[\s:：.,;-]*$/.test(value.slice(0, match.index)) && aerosolNamed(value, match) ? "aerosol" : null;
}

/**
 * A list letter before a section 9 label ("a) Appearance    Form: powder", "(b) Odour"), also after 9.1's number
 * ("9.1.a Physical state", "9.1 a)", "9.1 (a)"; a lower-case letter there, so "9.1 A …" keeps its word). stripLead
 * (label-lines.ts) takes "a)" too but not "(b)"; this comes off first, so a lead after the letter ("a) IV. …") goes as well.
 */
const ITEM_LETTER = /^(?:\d{1,2}\s*\.\s*\d{1,2}\s*\.?\s*(?:\(?[a-zA-Z]\)|[a-z]\.?)|\(?[a-zA-Z]\))\s+(?=\p{L})/u;

/** Dot leaders ("Appearance ........ Liquid") are a column gap: the value is the column after them. */
function spreadLeaders(text: string): string {
  return text.includes("...") ? text.replace(/\s*\.{3,}\s*/g, "    ") : text;
}

const STATE_EXPLICIT = new RegExp(`^(?:${phrasePattern(PHYSICAL_STATE_EXPLICIT_LABELS)})(?![\\p{L}])`, "iu");
/**
 * A bilingual sheet's state label with its translations ("Physical state / État physique    : Liquid", "Appearance
 * Aspect:    Clear liquid"): the last is read.
 */
const withoutTranslatedStateLabels = translatedLabelsDropper(PHYSICAL_STATE_LABELS);
/**
 * What may stand between a state label and its value: a condition ("@20°C", "bei 20°C /", "(20 °C)") or the states the
 * label lists ("(kiinteä/nestemäinen/kaasumainen)", twice English "(solid/liquid/gas)"), and a colon.
 */
const STATE_QUALIFIER = /^\s*(?:\([^)]{0,60}\)|@?\s*(?:at|bei|à|a|bij|przy|em|w)?\s*\d+(?:[.,]\d+)?\s*°\s*[CF]?)?\s*\/?\s*[:：]?/iu;

const QUALIFIED_LABEL_COLON = /^[^:：]{0,60}[:：]\s*(.*)$/;
/** The same label joined with its translations by slashes, each part as long ("APPEARANCE (…) and COLOR / ASPECT (…) and COLOR:"). */
const JOINED_LABELS_COLON = /^[^:：/]{0,60}(?:\/[^:：/]{0,60}){1,3}[:：]\s*(.*)$/;

/**
 * A state label with words after it before its value: "Appearance and colour: White Liquid", "APPEARANCE (Physical
 * State) and COLOR: This product is a clear liquid.", or a label wrapped in its column ("Appearance (physical state,
 * Clear yellow liquid" with the value in the next column).
 */
function stateAfterQualifiedLabel(text: string, read: (value: string) => string | null, below: string): string | null {
  if (!STATE_LABEL_START.test(text)) return null;
  const columns = text.split(/\s{3,}|\t/);
  const colon = QUALIFIED_LABEL_COLON.exec(columns[0]!) ?? JOINED_LABELS_COLON.exec(columns[0]!);
  const value = colon ? colon[1]! || (columns[1] ?? "") : (columns[1] ?? "");
  // The label alone on its line, closed by its colon ("Appearance and colour:" / "White liquid"): the value is below.
  if (value.trim() === "" && colon) return STATE_LABEL_START.test(stripLead(below.trim())) ? null : read(firstColumn(below).slice(0, 60));
  return read(value.slice(0, 60));
}

/**
 * A description wrapped below a label standing alone, its first words ending on a comma ("Appearance:" / "Clear,
 * colourless," / "liquid"): both lines as one, when the second is no label of its own; else null.
 */
function wrappedBelow(lines: readonly string[], index: number): string | null {
  const below = firstColumn(lines[index + 1] ?? "");
  const after = firstColumn(lines[index + 2] ?? "");
  if (!/,\s*$/.test(below) || after === "" || /[:：]/.test(after) || STATE_LABEL_START.test(stripLead(below.trim())) || STATE_LABEL_START.test(stripLead(after.trim()))) return null;
  return `${below} ${after}`;
}

/** The columns of a header row ("Aussehen    Farbe    Geruch"): short words, no digits, no state named. */
function isHeaderRow(rest: string): boolean {
  const columns = rest.trim().split(/\s{3,}|\t/);
  return rest.trim() !== "" && columns.every((column) => column.length <= 40 && !/\d/.test(column)) && stateOf(rest) === null;
}

/**
 * A label one space before its value, no colon or column gap ("Form liquid, clear", "Aussehen weißes Pulver"): a PDF
 * that sets the value's cell closer to its label than a column gap. The first four words after the label, when they
 * are no label of their own ("Appearance Odour pH …" is a header row) and name a state.
 */
function stateOneSpaceAfterLabel(text: string, read: (value: string) => string | null): string | null {
  const label = STATE_LABEL_START.exec(text);
  const rest = label ? text.slice(label[0].length, label[0].length + 80) : "";
  if (!/^ [\p{L}]/u.test(rest)) return null;
  const words = rest.trim().split(/\s+/).slice(0, 4).join(" ");
  return STATE_LABEL_START.test(words) ? null : read(words);
}

/** How many different states a value names ("Gas/Liquid mixture" names two). */
function stateCount(value: string): number {
  return STATE_WORDS.filter(({ word }) => {
    word.lastIndex = 0;
    const match = word.exec(value);
    return match !== null && !NEGATION_BEFORE.test(value.slice(0, match.index));
  }).length;
}

/**
 * The state a line's label gives: a "Physical state" label is sure (0.9) unless its value names two states
 * ("Gas/Liquid mixture.", 0.75); "Appearance"/"Form" labels describe more than the state (0.75); a header row whose
 * row below starts with a state ("Aussehen    Farbe" / "Pulver    grau") is read by position (0.65).
 */
function stateOnLine(lines: readonly string[], index: number, read: (value: string) => string | null = stateOf): Found | null {
  const text = withoutTranslatedStateLabels(stripLead(lines[index]!.trim().replace(ITEM_LETTER, "")));
  if (!STATE_LABEL_START.test(text)) return null;
  // A state label with a condition or without a separator ("État physique @20°C    Liquide", "Physical State Liquid").
  const explicit = STATE_EXPLICIT.exec(text);
  if (explicit) {
    const value = firstColumn(text.slice(explicit[0].length).replace(STATE_QUALIFIER, "")).slice(0, 60);
    const state = read(value);
    if (state) return { value: state, line: index, confidence: stateCount(value) > 1 ? 0.75 : 0.9 };
  }
  const match = STATE_LABEL.exec(text);
  if (!match) {
    const qualified = stateAfterQualifiedLabel(text, read, lines[index + 1] ?? "");
    if (qualified) return { value: qualified, line: index, confidence: 0.75 };
    const wrapped = /[:：]\s*$/.test(text) ? wrappedBelow(lines, index) : null;
    const wrappedState = wrapped === null ? null : read(wrapped.slice(0, 80));
    if (wrappedState) return { value: wrappedState, line: index + 2, confidence: 0.7 };
    const oneSpace = stateOneSpaceAfterLabel(text, read);
    return oneSpace ? { value: oneSpace, line: index, confidence: 0.7 } : null;
  }
  const rest = match[1] ?? "";
  const below = firstColumn(lines[index + 1] ?? "");
  const state = read(firstColumn(rest).slice(0, 60)) ?? (rest.trim() === "" ? read(below.slice(0, 60)) : null);
  if (state) return { value: state, line: index, confidence: explicit ? 0.9 : 0.75 };
  const wrapped = rest.trim() === "" ? wrappedBelow(lines, index) : null;
  const wrappedState = wrapped === null ? null : read(wrapped.slice(0, 80));
  if (wrappedState) return { value: wrappedState, line: index + 2, confidence: 0.7 };
  const underHeader = isHeaderRow(rest) && !STATE_LABEL.test(stripLead(below)) ? read(below.slice(0, 60)) : null;
  return underHeader ? { value: underHeader, line: index + 1, confidence: 0.65 } : null;
}

/**
 * Physical state normalised to solid | liquid | gas | aerosol | paste: the first sure reading, else the first
 * reading. An aerosol can's sheet may print the state of what is inside ("Physical state    Liquid", "Gas/Liquid
 * mixture.") and its form beside it ("Form    Aerosol"): a state label whose value opens with an aerosol near the reading
 * decides (0.8); "Form: Pump spray, not an aerosol" does not.
 */
export function findPhysicalState(printed: readonly string[]): Found | null {
  const lines = joinLabelAroundValue(printed, STATE_LABEL_START).map(spreadLeaders);
  let found: Found | null = null;
  for (let index = 0; index < lines.length; index++) {
    const reading = stateOnLine(lines, index);
    if (reading && (found === null || reading.confidence > found.confidence)) found = reading;
    if (found?.confidence === 0.9) break;
  }
  if (found === null || (found.value !== "liquid" && found.value !== "gas")) return found;
  for (let index = Math.max(0, found.line - 4); index <= found.line + 8 && index < lines.length; index++) {
    if (index !== found.line && stateOnLine(lines, index, leadingAerosol)?.value === "aerosol") return { value: "aerosol", line: index, confidence: 0.8 };
  }
  return found;
}

const FLASH_LABEL = inlineRegex(FLASH_POINT_LABELS);
/** "/ Method" after the label ("Flash Point / Method:", "Punto de Inflamación/Método:"): the method follows the value. */
const METHOD_WORD = "(?:method|methode|méthode|método|metodo|metoda)";
const METHOD_AFTER_LABEL = new RegExp(`^\\s*(?:[/,&]|and|und|et|y|e|en|i|och|og|ja)\\s*(?:(?:test|prüf|d[e']\\s*essai)\\s*)?${METHOD_WORD}\\b(?:\\s+used)?`, "iu");

/** A test method after a value's unit, without brackets: what follows is the method's, not the value's. */
const TRAILING_METHOD = /(?<=[CF°º)\]])\s*[-–,;]?\s*\b(?:Pensky|PMCC|TCC|TOC|COC|Tag|Cleveland|Abel|Seta\w*|closed\s+cup|open\s+cup|c\.c\.|o\.c\.|ASTM|ISO|DIN)(?![\p{L}]).*$/iu;

/** The printed value without the method around it ("Closed cup: <-10°C (14°F). (Tag)" → "<-10°C (14°F)"). */
function flashValue(rest: string): string {
  // The value's column ("Flash point (°C)    247    Taste    …"); a minus sign at its start is the value's, not a
  // bullet ("-156°F (-104°C)"); a unit printed in the next column goes with a bare number ("62    °C    ISO 2719").
  const columns = rest.replace(STANDARD_BEFORE_VALUE, "").replace(/^[\s:：;.●•·▪]+/, "").split(/\s{3,}|\t/).map((column) => column.trim());
  const minus = /^[-−–](?=\d)/.test(columns[0] ?? "") ? "-" : "";
  let first = cleanValue(columns[0] ?? "");
  const unitNext = /^(?:[°º]\s*[CF]|deg\.?\s*[CF]|[CF])(?![\p{L}])/iu.exec(columns[1] ?? "");
  if (/^[<>≥≤~]?\s*-?\d+(?:[.,]\d+)?$/.test(first) && unitNext) first = `${first} ${unitNext[0]}`;
  // A method printed in a column before the value ("Closed cup:    <-10°C"): the columns are read as one.
  else if (!/\d/.test(first) && !NOT_STATED.test(first) && columns.slice(1).some((column) => /\d/.test(column))) first = cleanValue(columns.join(" "));
  return `${minus}${first}`
    .replace(new RegExp(`\\s*${METHOD_WORD}\\b.*$`, "iu"), "")
    // A method named before the value, ending in a colon ("Closed cup:", "Vaso cerrado:") or in a column without one.
    .replace(/^[\p{L}\s.-]{2,30}[:：]\s*(?=[<>≥≤~]?\s*-?\d)/u, "")
    .replace(METHOD_BEFORE_VALUE, "")
    // A method after a slash ("> 94 ºC / Copa Cerrada") or in brackets without a number ("(Tag)").
    .replace(/\s*\/\s*(?=\p{L}).*$/u, "")
    .replace(/\s*\([^)\d]*\)\s*$/u, "")
    // A test method in brackets after the value ("[ASTM D-92]", "(DIN EN ISO 2719)", "(Pensky-Martens closed cup)").
    .replace(/\s*[([][^)\]]*\b(?:ASTM|ISO|DIN|EN|Pensky|Tag|Cleveland|Abel|Seta\w*|cup|closed|open|c\.c\.|o\.c\.)\b[^)\]]*[)\]]\s*$/iu, "")
    // The same method printed after the unit without brackets ("93 °C (199 °F) Pensky-Martens Closed Cup", "23°C - closed cup").
    .replace(TRAILING_METHOD, "")
    .replace(/[;,.\s]+$/, "");
}

/** A test method in a column before the value, without a colon ("closed cup    62 °C", "Pensky-Martens    > 100 °C"). */
const METHOD_BEFORE_VALUE = new RegExp(`^(?:${phrasePattern(FLASH_POINT_METHODS)})\\s+(?=[<>≥≤~]?\\s*-?\\d)`, "iu");

/**
 * The degree sign an OCR reading took for a letter o or a zero after a space ("62 oC", "62 0C"): given back. A zero
 * run into the number ("620C") stays: it may be a digit.
 */
function degreeSignRead(line: string): string {
  return /\d\s*[oO]\s*[CF]|\d\s+0[CF]/.test(line) ? line.replace(/(\d)\s*(?:[oO]\s*|0)([CF])(?![\p{L}])/gu, (whole, digit: string, unit: string) => (/\d0[CF]$/.test(whole) ? whole : `${digit} °${unit}`)) : line;
}

/**
 * A degree unit printed bare after a flash point's label, before its colon or column ("°C", ", °F", "deg C"), also after
 * a minimum or maximum word ("Point d'éclair minimum, ° C:").
 */
const BARE_UNIT = /^\s*,?\s*(?:(?:minimum|maximum|min\.|max\.|m[íi]nim[oa]|m[áa]xim[oa]|minimaal|maximaal)\s*,?\s*)?([°º]\s*[CF]|deg\.?\s*[CF])(?![\p{L}])/iu;
/** A value column's head opening a sub-row, its cell closed by a column gap ("Wert    62 °C"). */
const VALUE_CELL = new RegExp(`^\\s*(?:${phrasePattern(PROPERTY_VALUE_WORDS)})(?:\\s{3,}|\\t)(?=\\S)`, "iu");

/** A bracketed qualifier alone on its line ("(closed cup)", "(geschlossener Tiegel)"): a label's, between it and its value. */
const QUALIFIER_LINE = /^\s*[([][^)\]\d]{2,40}[)\]]\s*$/u;

/**
 * A header row of property labels with the values on the row below ("Flash point    Boiling point    pH" / "62 °C
 * 100 °C    7"): the cell under the flash point's label, when both rows have as many cells (three or more), the header
 * row holds no digit and no "not stated" value, and the cell holds a number or says "not stated"; else null.
 */
function cellUnderHeader(lines: readonly string[], index: number): string | null {
  const heads = lines[index]!.trim().split(/\s{3,}|\t/);
  if (heads.length < 3 || /\d/.test(lines[index]!) || heads.some((head) => head.length > 40 || NOT_STATED.test(head))) return null;
  const column = heads.findIndex((head) => {
    FLASH_LABEL.lastIndex = 0;
    return FLASH_LABEL.test(head);
  });
  const cells = (lines[index + 1] ?? "").trim().split(/\s{3,}|\t/);
  const cell = column >= 0 && cells.length === heads.length ? cells[column]! : null;
  return cell !== null && (/\d/.test(cell) || NOT_STATED.test(cell)) ? cell : null;
}

/** A number without a unit: an optional sign and at most three digits before the decimals (never a year). */
const BARE_FLASH_NUMBER = /^[<>≥≤~]?\s*-?\d{1,3}(?:[.,]\d+)?$/;

/** A bare number, one space, then a capitalised word: the next cell's label after the value. */
const NUMBER_BEFORE_CELL = /^([<>≥≤~]?\s*-?\d+(?:[.,]\d+)?)\s(?=\p{Lu}\p{Ll})/u;

/**
 * The label's translations after it on a bilingual sheet, after a slash or a column gap ("Flash point / Point
 * d'éclair / Punto di infiammabilità:", "Flash point    Point d'éclair:    13 °C").
 */
const withoutTranslatedFlashLabels = translationsAfter(FLASH_POINT_LABELS);
/** Every flash-point label holds one of these: a cheap test before the label regex over a whole document. */
const FLASH_WORD = /fla[sm]|[ée]clair|inflam|destello|infiamm|vlam|fulgor|zapł|leimahd|vzplan|lobban|aprinder|plami|plameni|ανάφλεξ|възпламен|запалв|пламна|paljenj|leekp|uzliesmo|pliūpsn|užsiliepsno/iu;

/** The first flash-point label's reading: a value, "not stated" (not applicable, none) or nothing usable. */
const FLASH_AT_START = new RegExp(`^(?:${phrasePattern(FLASH_POINT_LABELS)})(?![\\p{L}])`, "iu");

function readFlashPoint(printed: readonly string[]): Found | "not stated" | null {
  const lines = joinLabelAroundValue(printed, FLASH_AT_START);
  for (let index = 0; index < lines.length; index++) {
    if (!FLASH_WORD.test(lines[index]!)) continue;
    FLASH_LABEL.lastIndex = 0;
    const match = FLASH_LABEL.exec(lines[index]);
    if (!match) continue;
    const afterLabel = degreeUnits(lines[index].slice((match.index ?? 0) + match[0].length));
    const afterTranslations = withoutTranslatedFlashLabels(afterLabel);
    // The translations passed over may carry the unit ("Point d'éclair (°C) / Flash point (°C): 62").
    const translations = afterLabel.slice(0, afterLabel.length - afterTranslations.length);
    let rest = afterTranslations.replace(RANGE_AFTER_LABEL, "").replace(METHOD_AFTER_LABEL, "");
    // The unit may stand in the label ("Flash point (°C)    62", "Flammpunkt [°C]: 62"), also bare ("Flammpunkt °C: 62",
    // "Flash point, °C    62"): it goes with a bare number, and is no part of the value.
    let bareUnit = BARE_UNIT.exec(rest);
    if (bareUnit) rest = rest.slice(bareUnit[0].length);
    const qualifier = /^\s*[([]([^)\]]{0,30})[)\]]/.exec(rest);
    if (qualifier) rest = rest.slice(qualifier[0].length);
    // A method in brackets after the colon, the value after it ("(Método Cleveland de Copa Abierta) 210 °C").
    rest = rest.replace(/^[\s:：]*[([][^)\]\d]{2,60}[)\]]\s*(?=[<>≥≤~]?\s*-?\d)/u, ": ");
    // …or after the label's bracketed qualifier ("Flash Point (Method Used) °C: 62").
    if (!bareUnit && (bareUnit = BARE_UNIT.exec(rest))) rest = rest.slice(bareUnit[0].length);
    const unit = /°\s*([CF])|\((?:deg\.?\s*)?([CF])\)/.exec(`${match[0]} ${translations} ${bareUnit?.[1] ?? ""} ${qualifier?.[1] ?? ""}`);
    let line = index;
    const underHeader = cellUnderHeader(lines, index);
    if (underHeader !== null) {
      const value = flashValue(degreeSignRead(underHeader));
      if (value === "" || NOT_STATED.test(value)) return "not stated";
      if (/\d/.test(value) && /°|º|deg|(?:\b|\d)[CF]\b|>|</.test(value)) return { value, line: index + 1, confidence: 0.65 };
      continue;
    }
    if (cleanValue(rest) === "") {
      // The label's qualifier may stand on a line of its own before the value ("Flash point" / "(closed cup)" / "62 °C").
      line = QUALIFIER_LINE.test(lines[index + 1] ?? "") ? index + 2 : index + 1;
      // The value's sub-row may open with its column's head ("Value    62 °C    ISO 2719").
      // Another property's row there ("Boiling point …: 100 °C") holds no flash point.
      if (anotherPropertyRow(lines[line] ?? "")) continue;
      rest = (lines[line] ?? "").replace(VALUE_CELL, "");
    }
    rest = degreeUnits(degreeSignRead(rest));
    let value = flashValue(rest);
    if (value === "" || NOT_STATED.test(value)) return "not stated";
    // The unit in the label and the number one space before the next cell's label ("Flash point (°C) 247 Taste Not
    // available", a PDF that sets its cells closer than a column gap): the number, less sure.
    const beforeCell = unit ? NUMBER_BEFORE_CELL.exec(value) : null;
    if (beforeCell) value = beforeCell[1]!;
    // Both scales' numbers under a label naming both units ("Flash Point °C (°F): 62 (144)"): the first.
    const firstScale = unit ? numberBeforeOtherScale(value) : null;
    if (firstScale !== null) value = firstScale;
    if (unit && /^[<>≥≤~]?\s*-?\d+(?:[.,]\d+)?$/.test(value)) value = `${value} °${unit[1] ?? unit[2]}`;
    // A bare number of at most three digits alone in the label's cell ("Flash point: 247    Taste    …"): a label
    // printed without the unit its layout once gave it; the number, a guess (°C or °F unknown).
    if (line === index && BARE_FLASH_NUMBER.test(value) && BARE_FLASH_NUMBER.test(cleanValue(rest.replace(/^[\s:：]+/, "").split(/\s{3,}|\t/)[0]!))) return { value, line, confidence: 0.5 };
    if (!/\d/.test(value) || !/°|º|deg|(?:\b|\d)[CF]\b|>|</.test(value)) continue;
    return { value, line, confidence: line === index && !beforeCell ? 0.85 : 0.7 };
  }
  return null;
}

/** The flash point as printed ("23 °C (73 °F)", "> 100 °C"); null when not applicable or not stated. */
export function findFlashPoint(lines: readonly string[]): Found | null {
  const found = readFlashPoint(lines);
  return found === "not stated" ? null : found;
}

/**
 * Old MSDSs print the flash point in fire fighting (section 5) only: when section 9 has no flash-point label at all,
 * the first one elsewhere counts, at most 0.75 (it may be a component's).
 */
export function findFlashPointOutsideProperties(section9: readonly string[], all: readonly string[]): Found | null {
  const labelled = section9.some((text) => {
    if (!FLASH_WORD.test(text)) return false;
    FLASH_LABEL.lastIndex = 0;
    return FLASH_LABEL.test(text);
  });
  if (labelled) return null;
  const found = readFlashPoint(all);
  return found === "not stated" || found === null ? null : { ...found, confidence: Math.min(found.confidence, 0.75) };
}
