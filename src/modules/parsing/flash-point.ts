/**
 * Section 9's flash point as printed, read after its labels in the languages of ./vocabulary (with the method, the unit
 * and the label's translations around the value taken off); old MSDSs' flash point in section 5.
 */
import { translationsAfter } from "./translated-labels.ts";
import { cleanValue, inlineRegex, type Found } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { joinLabelAroundValue } from "./value-between-label-lines.ts";
import { anotherPropertyRow, degreeUnits, numberBeforeOtherScale, RANGE_AFTER_LABEL, STANDARD_BEFORE_VALUE } from "./flash-value-forms.ts";
import { FLASH_POINT_LABELS, FLASH_POINT_METHODS, PROPERTY_VALUE_WORDS } from "./vocabulary/property-labels.ts";
import { NOT_STATED } from "./properties.ts";
import { CELL_GAP, CELL_GAP_SOURCE } from "./cell-gap.ts";

const FLASH_LABEL = inlineRegex(FLASH_POINT_LABELS);
/** "/ Method" after the label ("Flash Point / Method:", "Punto de Inflamación/Método:"): the method follows the value. */
const METHOD_WORD = "(?:method|methode|méthode|método|metodo|metoda)";
/** A method's word and all after it ("Pensky-Martens closed cup method …"): no part of the value. */
const METHOD_TO_END = new RegExp(`\\s*${METHOD_WORD}\\b.*$`, "iu");
const METHOD_AFTER_LABEL = new RegExp(`^\\s*(?:[/,&]|and|und|et|y|e|en|i|och|og|ja)\\s*(?:(?:test|prüf|d[e']\\s*essai)\\s*)?${METHOD_WORD}\\b(?:\\s+used)?`, "iu");

/** A test method after a value's unit, without brackets: what follows is the method's, not the value's. */
const TRAILING_METHOD = /(?<=[CF°º)\]])\s*[-–,;]?\s*\b(?:Pensky|PMCC|TCC|TOC|COC|Tag|Cleveland|Abel|Seta\w*|closed\s+cup|open\s+cup|c\.c\.|o\.c\.|ASTM|ISO|DIN)(?![\p{L}]).*$/iu;

/**
 * A minus sign as fonts and word processors print it (U+2212, the hyphens U+2010/2011, the figure and en dashes, the
 * small and fullwidth hyphen-minus) before a number and not after a letter or digit ("−18 °C", "(–104°C)"; a range
 * "20–25 °C" keeps its dash): read as the plain hyphen-minus, as the bullet rule below and a reader of numbers know it.
 */
const MINUS_SIGN = /(?<![\p{L}\d])[\u2010-\u2013\u2212\ufe63\uff0d](?=\d)/gu;

/** The printed value without the method around it ("Closed cup: <-10°C (14°F). (Tag)" → "<-10°C (14°F)"). */
function flashValue(printed: string): string {
  const rest = printed.replace(MINUS_SIGN, "-");
  // The value's column ("Flash point (°C)    247    Taste    …"); a minus sign at its start is the value's, not a
  // bullet ("-156°F (-104°C)"); a unit printed in the next column goes with a bare number ("62    °C    ISO 2719").
  const columns = rest.replace(STANDARD_BEFORE_VALUE, "").replace(/^[\s:：;.●•·▪]+/, "").split(CELL_GAP).map((column) => column.trim());
  const minus = /^[-−–](?=\d)/.test(columns[0] ?? "") ? "-" : "";
  let first = cleanValue(columns[0] ?? "");
  const unitNext = /^(?:[°º]\s*[CF]|deg\.?\s*[CF]|[CF])(?![\p{L}])/iu.exec(columns[1] ?? "");
  if (/^[<>≥≤~]?\s*-?\d+(?:[.,]\d+)?$/.test(first) && unitNext) first = `${first} ${unitNext[0]}`;
  // A method printed in a column before the value ("Closed cup:    <-10°C"): the columns are read as one.
  else if (!/\d/.test(first) && !NOT_STATED.test(first) && columns.slice(1).some((column) => /\d/.test(column))) first = cleanValue(columns.join(" "));
  return `${minus}${first}`
    .replace(METHOD_TO_END, "")
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
    .replace(NEXT_FIELD_AFTER_TEMPERATURES, "$1")
    // Fields run on one line ("62 °C - Method: closed cup", "62 °C | Auto-ignition …"): the join is the next field's.
    .replace(/(?:\s[-–—|]|[;,.|\s])+$/u, "");
}

/**
 * The temperatures a value opens with, in one scale or both ("<-50 C (<-58 F)", "62 °C / 144 °F"), and a capitalised
 * word after them, a join before it or not: the next field of a flattened line ("… Flammable Limits LEL - 3.9 Auto Ig.
 * 454C", "62 °C | Auto-ignition temperature: 240 °C"), not the value's.
 * Words in small letters stay ("23 °C at 101.3 kPa"); methods were taken off before.
 */
const TEMPERATURE = "[<>≥≤~=]?\\s*-?\\s*[<>≥≤]?\\s*-?\\d+(?:[.,]\\d+)?\\s*(?:°|º|deg\\.?)?\\s*[CF](?![\\p{L}])";
const NEXT_FIELD_AFTER_TEMPERATURES = new RegExp(`^(${TEMPERATURE}(?:\\s*(?:\\(\\s*${TEMPERATURE}\\s*\\)|/\\s*${TEMPERATURE}))?)(?:\\s+[-–—|;,])?\\s+\\p{Lu}\\p{L}.*$`, "u");

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
 * a minimum or maximum word ("Point d'éclair minimum, ° C:"); after a comma also without its degree sign, which a font
 * may have lost ("Minimum Flash Point, C:    93.3").
 */
const BARE_UNIT = /^\s*,?\s*(?:(?:minimum|maximum|min\.|max\.|m[íi]nim[oa]|m[áa]xim[oa]|minimaal|maximaal)\s*,?\s*)?([°º]\s*[CF]|deg\.?\s*[CF]|(?<=,\s*)[CF](?=\s*[:：]|\s{2,}))(?![\p{L}])/iu;
/** A value column's head opening a sub-row, its cell closed by a column gap ("Wert    62 °C"). */
const VALUE_CELL = new RegExp(`^\\s*(?:${phrasePattern(PROPERTY_VALUE_WORDS)})${CELL_GAP_SOURCE}(?=\\S)`, "iu");

/** A bracketed qualifier alone on its line ("(closed cup)", "(geschlossener Tiegel)"): a label's, between it and its value. */
const QUALIFIER_LINE = /^\s*[([][^)\]\d]{2,40}[)\]]\s*$/u;

/**
 * A header row of property labels with the values on the row below ("Flash point    Boiling point    pH" / "62 °C
 * 100 °C    7"): the cell under the flash point's label, when both rows have as many cells (three or more), the header
 * row holds no digit and no "not stated" value, and the cell holds a number or says "not stated"; else null.
 */
function cellUnderHeader(lines: readonly string[], index: number): string | null {
  const heads = lines[index]!.trim().split(CELL_GAP);
  if (heads.length < 3 || /\d/.test(lines[index]!) || heads.some((head) => head.length > 40 || NOT_STATED.test(head))) return null;
  const column = heads.findIndex((head) => {
    FLASH_LABEL.lastIndex = 0;
    return FLASH_LABEL.test(head);
  });
  const cells = (lines[index + 1] ?? "").trim().split(CELL_GAP);
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
export const FLASH_AT_START = new RegExp(`^(?:${phrasePattern(FLASH_POINT_LABELS)})(?![\\p{L}])`, "iu");

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
    // A bare unit read without its degree sign ("Flash Point, C:") is a degree unit all the same.
    const bareUnitText = (bareUnit?.[1] ?? "").replace(/^(?=[CF]$)/, "°");
    const unit = /°\s*([CF])|\((?:deg\.?\s*)?([CF])\)/.exec(`${match[0]} ${translations} ${bareUnitText} ${qualifier?.[1] ?? ""}`);
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
    if (line === index && BARE_FLASH_NUMBER.test(value) && BARE_FLASH_NUMBER.test(cleanValue(rest.replace(/^[\s:：]+/, "").split(CELL_GAP)[0]!))) return { value, line, confidence: 0.5 };
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
