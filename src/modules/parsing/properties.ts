/**
 * Section 9's physical state, read after its labels in the languages of ./vocabulary (the flash point: ./flash-point.ts),
 * and what a property's "not stated" value is.
 */
import { translatedLabelsDropper } from "./translated-labels.ts";
import { firstColumn, inlineRegex, labelRegex, stripLead, type Found } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { joinLabelAroundValue } from "./value-between-label-lines.ts";
import { joinStateWords } from "./stray-spaces.ts";
import { NOT_STATED_WORDS, PHYSICAL_STATE_EXPLICIT_LABELS, PHYSICAL_STATE_LABELS, PHYSICAL_STATE_WHOLE_VALUES, PHYSICAL_STATE_WORDS } from "./vocabulary/property-labels.ts";
import { CELL_GAP } from "./cell-gap.ts";
import { withUnaccented } from "./vocabulary/company-words.ts";

const STATE_LABEL = labelRegex(PHYSICAL_STATE_LABELS);
export const STATE_LABEL_START = new RegExp(`^(?:${phrasePattern(PHYSICAL_STATE_LABELS)})(?![\\p{L}])`, "iu");
const INNER_STATE_LABEL = new RegExp(`^\\s*(?:${phrasePattern(PHYSICAL_STATE_LABELS)})\\s*[:：]`, "iu");
/**
 * Each state's words, also without their accents (withUnaccented): a scan read without its language's letters ("flussig",
 * "liquido"). Not a short word's: "pó" (pt, powder) without its accent is a split word's "Po".
 */
const STATE_WORDS = Object.entries(PHYSICAL_STATE_WORDS).map(([state, words]) => ({
  state, word: inlineRegex([...words, ...withUnaccented(words.filter((word) => word.length >= 5))]),
}));
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
  const columns = text.split(CELL_GAP);
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
  const columns = rest.trim().split(CELL_GAP);
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
