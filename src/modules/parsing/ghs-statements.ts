/**
 * Recognising GHS hazard statements printed as words (no codes) in SDS text. The statement tables themselves
 * live in src/shared/ghs (printing uses them too).
 */
import { COMBINED_HAZARD_STATEMENTS, GHS_HAZARD_STATEMENTS } from "../../shared/ghs/hazard-statements.ts";

export { GHS_HAZARD_STATEMENTS, hazardStatementText, isKnownHazardCode } from "../../shared/ghs/hazard-statements.ts";

/** British spellings and punctuation differ between SDSs; compare statements in one normal form. */
export function normalizeStatementText(text: string): string {
  return text
    .toLowerCase()
    .replace(/vapour/g, "vapor")
    .replace(/pressuris/g, "pressuriz")
    .replace(/sensitis/g, "sensitiz")
    .replace(/oxidiser/g, "oxidizer")
    .replace(/long-lasting/g, "long lasting")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

type StatementEntry = { words: string[]; codes: string[] };

let statementEntries: StatementEntry[] | null = null;

/** Entries sorted longest first, so "Causes damage to organs through prolonged…" wins over "Causes damage to organs". */
function entries(): StatementEntry[] {
  if (statementEntries) return statementEntries;
  const all: StatementEntry[] = [];
  for (const [code, text] of Object.entries(GHS_HAZARD_STATEMENTS)) {
    all.push({ words: normalizeStatementText(text).split(" "), codes: [code] });
  }
  for (const [codes, text] of COMBINED_HAZARD_STATEMENTS) {
    all.push({ words: normalizeStatementText(text).split(" "), codes });
  }
  statementEntries = all.sort((a, b) => b.words.length - a.words.length);
  return statementEntries;
}

/**
 * Finds hazard statements printed as words (no codes) in a block of text. Scans word by word and takes the
 * longest statement that starts at each position, so statements run together or wrapped over lines are found.
 * One-word statements ("Explosive") are skipped: they also occur inside ordinary sentences.
 */
export function findStatementsInText(text: string): string[] {
  const found = new Set<string>();
  const words = normalizeStatementText(text).split(" ").filter(Boolean);
  let position = 0;
  while (position < words.length) {
    const match = entries().find((entry) => entry.words.length >= 2 && wordsMatchAt(words, position, entry.words));
    if (match) {
      for (const code of match.codes) found.add(code);
      position += match.words.length;
    } else {
      position += 1;
    }
  }
  return [...found];
}

function wordsMatchAt(words: string[], position: number, statementWords: string[]): boolean {
  if (position + statementWords.length > words.length) return false;
  for (let i = 0; i < statementWords.length; i++) if (words[position + i] !== statementWords[i]) return false;
  return true;
}
