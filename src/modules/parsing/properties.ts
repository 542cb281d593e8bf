/**
 * Section 9 values people use (physical state, flash point) and section 2's "hazards not otherwise classified",
 * read after their labels in the languages of ./vocabulary.
 */
import { cleanValue, firstColumn, inlineRegex, labelHits, labelRegex, phrasePattern, stripLead, type Found } from "./label-lines.ts";
import {
  FLASH_POINT_LABELS,
  HNOC_LABELS,
  NOT_STATED_WORDS,
  PHYSICAL_STATE_LABELS,
  PHYSICAL_STATE_WORDS,
} from "./vocabulary/property-labels.ts";

const STATE_LABEL = labelRegex(PHYSICAL_STATE_LABELS);
const STATE_WORDS = Object.entries(PHYSICAL_STATE_WORDS).map(([state, words]) => ({ state, word: inlineRegex(words) }));
const NOT_STATED = new RegExp(`^(?:${phrasePattern(NOT_STATED_WORDS)})(?![\\p{L}])`, "iu");

/** The state named in a value: the first state word, in the order aerosol, gas, paste, liquid, solid. */
function stateOf(value: string): string | null {
  let best: { state: string; index: number } | null = null;
  for (const { state, word } of STATE_WORDS) {
    word.lastIndex = 0;
    const match = word.exec(value);
    if (match && (best === null || (match.index ?? 0) < best.index)) best = { state, index: match.index ?? 0 };
  }
  return best?.state ?? null;
}

/**
 * Physical state normalised to solid | liquid | gas | aerosol | paste. A "Physical state" label is sure (0.9);
 * "Appearance"/"Form" labels describe more than the state (0.75).
 */
export function findPhysicalState(lines: readonly string[]): Found | null {
  let fallback: Found | null = null;
  for (const hit of labelHits(lines, STATE_LABEL)) {
    const text = stripLead(lines[hit.line]);
    const value = firstColumn(hit.rest) || firstColumn(lines[hit.line + 1] ?? "");
    const state = stateOf(value.slice(0, 60));
    if (!state) continue;
    const explicit = /physical state|aggregatzustand|état physique|etat physique|estado f[ií]sico|stato fisico|fysische toestand|stan skupienia/i.test(text);
    if (explicit) return { value: state, line: hit.line, confidence: 0.9 };
    fallback ??= { value: state, line: hit.line, confidence: 0.75 };
  }
  return fallback;
}

const FLASH_LABEL = inlineRegex(FLASH_POINT_LABELS);

/** The flash point as printed ("23 °C (73 °F)", "> 100 °C"); null when not applicable or not stated. */
export function findFlashPoint(lines: readonly string[]): Found | null {
  for (let index = 0; index < lines.length; index++) {
    FLASH_LABEL.lastIndex = 0;
    const match = FLASH_LABEL.exec(lines[index]);
    if (!match) continue;
    let rest = lines[index].slice((match.index ?? 0) + match[0].length).replace(/^\s*\([^)]{0,30}\)/, "");
    let line = index;
    if (cleanValue(rest) === "") {
      rest = lines[index + 1] ?? "";
      line = index + 1;
    }
    const value = cleanValue(firstColumn(cleanValue(rest)))
      .replace(/\s*(?:method|methode|méthode|método|metodo|methode|metoda)\b.*$/i, "")
      .replace(/[;,.]$/, "");
    if (value === "" || NOT_STATED.test(value)) return null;
    if (!/\d/.test(value) || !/°|º|deg|\b[CF]\b|>|</.test(value)) continue;
    return { value, line, confidence: line === index ? 0.85 : 0.7 };
  }
  return null;
}

const HNOC_LABEL = labelRegex(HNOC_LABELS);

/** "Hazards not otherwise classified" as printed; null when the sheet says there are none. */
export function findHazardsNotOtherwiseClassified(lines: readonly string[]): Found | null {
  for (const hit of labelHits(lines, HNOC_LABEL)) {
    let value = cleanValue(firstColumn(hit.rest));
    let line = hit.line;
    // A label wrapped over two lines ("Peligro(s) no clasificado(s) de" / "otra manera (HNOC)") keeps its value.
    if (value === "") {
      value = cleanValue(firstColumn(lines[hit.line + 1] ?? ""));
      line = hit.line + 1;
    }
    if (value === "" || NOT_STATED.test(value) || /^(?:not classified|no |none)/i.test(value)) return null;
    return { value, line, confidence: 0.75 };
  }
  return null;
}
