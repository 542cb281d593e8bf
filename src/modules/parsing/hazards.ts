/**
 * Hazard information from section 2: signal word, H-codes (suffixed H360FD / H350i, combined H300+H330, EUH),
 * P-codes (combined ones split), and hazard statements printed as words mapped to their codes.
 */
import { findStatementsInText, hazardStatementText, isKnownHazardCode } from "./ghs-statements.ts";
import type { HazardStatement, SignalWord } from "./types.ts";

/** Reproductive toxicity and carcinogenicity suffixes that are part of the code (CLP Annex VI / GHS). */
const HAZARD_CODE = /(?<![A-Za-z0-9])(EUH\d{3}A?|H\d{3})((?:FD|Fd|Df|fd|F|D|f|d|i)(?![A-Za-z]))?/g;
const PRECAUTION_CODE = /(?<![A-Za-z0-9])P(\d{3})(?!\d)/g;

/** Valid P-code ranges (GHS Annex 3, section 3): 101–103, 201–285, 301–391, 401–422, 501–503. */
export function isKnownPrecautionCode(code: string): boolean {
  const number = Number.parseInt(code.slice(1), 10);
  return (
    (number >= 101 && number <= 103) ||
    (number >= 201 && number <= 285) ||
    (number >= 301 && number <= 391) ||
    (number >= 401 && number <= 422) ||
    (number >= 501 && number <= 503)
  );
}

/**
 * Hazard codes in text; combined ones ("H300 + H330", "H302+H312+H332") come out as their parts. A suffix is kept
 * only where the suffixed code exists (H360FD, H361d, H350i); "H315Causes" stays H315.
 */
export function extractHazardCodes(text: string): string[] {
  const codes: string[] = [];
  for (const match of text.matchAll(HAZARD_CODE)) {
    const base = match[1];
    const suffixed = match[2] ? base + match[2] : null;
    const code = suffixed && isKnownHazardCode(suffixed) ? suffixed : base;
    if (isKnownHazardCode(code) && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

/** Precautionary codes in text; "P305 + P351 + P338" comes out as P305, P351, P338. */
export function extractPrecautionCodes(text: string): string[] {
  const codes: string[] = [];
  for (const match of text.matchAll(PRECAUTION_CODE)) {
    const code = `P${match[1]}`;
    if (isKnownPrecautionCode(code) && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

/** Splits a printed combined code into its parts: "H300+H330" → ["H300", "H330"]. */
export function splitCombinedCode(code: string): string[] {
  return code.split(/\s*\+\s*/).map((part) => part.trim()).filter(Boolean);
}

const SIGNAL_LABEL = /signal\s*words?\s*[:.\-–]?\s*(.*)$/i;
const NO_SIGNAL_WORD = /^(?:none|not applicable|n\/a|no signal word|not required|not classified|-+)\b/i;

function signalWordIn(text: string): SignalWord | "none" | null {
  const value = text.replace(/^[\s:•●·\-–]+/, "").trim();
  if (/^danger\b/i.test(value)) return "DANGER";
  if (/^warning\b/i.test(value)) return "WARNING";
  if (NO_SIGNAL_WORD.test(value)) return "none";
  return null;
}

/**
 * The signal word: after a "Signal word" label, on the same line or the line after it ("None" or "Not
 * applicable" mean there is none). Some layouts print the word alone under "Label elements" without a label;
 * that form is only trusted where the section shows GHS label content, so an old MSDS's emergency overview
 * "WARNING" or a Proposition 65 "WARNING." is not taken for a GHS signal word.
 */
export function findSignalWord(sectionLines: readonly string[]): SignalWord | null {
  for (let index = 0; index < sectionLines.length; index++) {
    const label = SIGNAL_LABEL.exec(sectionLines[index]);
    if (!label) continue;
    const sameLine = signalWordIn(label[1]);
    if (sameLine === "none") return null;
    if (sameLine) return sameLine;
    if (label[1].trim() === "" || /^[:\s]*$/.test(label[1])) {
      const next = sectionLines[index + 1] ?? "";
      const nextLine = signalWordIn(next);
      if (nextLine === "none") return null;
      if (nextLine) return nextLine;
    }
  }
  const text = sectionLines.join("\n");
  const showsGhsLabel = /label elements|\bGHS\b|hazard statements?|H\d{3}\b|pictogram/i.test(text);
  if (!showsGhsLabel) return null;
  for (const line of sectionLines) {
    const alone = /^\s*(?:[A-Z]{2,4}\s+)?(DANGER|Danger|WARNING|Warning)\s*$/.exec(line);
    if (alone) return alone[1].toUpperCase() as SignalWord;
  }
  return null;
}

/** Where the label's hazard statements end: the next label of the section. */
const STATEMENT_BLOCK_END =
  /precautionary|prevention|response|storage|disposal|pictogram|supplement|other hazards?|hazards? not otherwise|\bHNOC\b|appearance|general\s*:|^\s*P\d{3}|emergency overview|label elements/i;

/**
 * The lines of the "Hazard statements" block(s) of section 2, where word-only statements are looked up.
 * Keeping to that block stops sentences elsewhere ("Very toxic to aquatic life…" under "Other information")
 * from being read as label statements.
 */
export function hazardStatementBlocks(sectionLines: readonly string[]): string {
  const block: string[] = [];
  for (let index = 0; index < sectionLines.length; index++) {
    const label = /hazard\s*statements?(?:\s*\(s\))?\s*[:●•]?\s*(.*)$/i.exec(sectionLines[index]);
    if (!label || /full text|see section/i.test(sectionLines[index])) continue;
    if (label[1]) block.push(label[1]);
    for (let next = index + 1; next < sectionLines.length && next <= index + 25; next++) {
      const line = sectionLines[next];
      if (STATEMENT_BLOCK_END.test(line) || /signal\s*word|hazard\s*statements?/i.test(line)) break;
      block.push(line);
    }
  }
  return block.join("\n");
}

export type HazardInfo = {
  signalWord: SignalWord | null;
  hCodes: string[];
  pCodes: string[];
  statements: HazardStatement[];
  codesFromWords: string[];
};

export function parseHazards(sectionLines: readonly string[]): HazardInfo {
  const text = sectionLines.join("\n");
  const printedCodes = extractHazardCodes(text);
  const codesFromWords = findStatementsInText(hazardStatementBlocks(sectionLines)).filter(
    (code) => !printedCodes.includes(code),
  );
  const hCodes = sortCodes([...printedCodes, ...codesFromWords]);
  return {
    signalWord: findSignalWord(sectionLines),
    hCodes,
    pCodes: sortCodes(extractPrecautionCodes(text)),
    statements: hCodes.map((code) => ({ code, text: hazardStatementText(code) ?? "" })),
    codesFromWords,
  };
}

function sortCodes(codes: string[]): string[] {
  return [...new Set(codes)].sort((a, b) => a.localeCompare(b, "en"));
}
