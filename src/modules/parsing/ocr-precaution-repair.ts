/**
 * A precautionary code OCR misread, its statement printed after it on the line: a digit read as another ("P316 -
 * Immediately call a POISON CENTER…" for P310, "P278    Éviter le rejet dans l'environnement." for P273) or one digit
 * too many ("P3310"). The parser reads P-codes by their printed code only, so the wrong code is reported and the
 * right one lost. Pure: one OCR line in, the line with the code the wording names out, and what was changed (a
 * `wording` repair: a guess, marked ocr_repaired).
 *
 * A code is changed only when the words after it begin a statement of the tables (English and the seven CLP languages)
 * that names exactly one code, that code is not the one read, every digit read agrees with it but one (or, read
 * with four digits, it is the reading with one digit left out), and the code read is no code whose own statement opens
 * with the text's first two words. Combined codes ("P305+P351+P338") are left as read.
 */
import { GHS_PRECAUTIONARY_STATEMENTS } from "../../shared/ghs/precautionary-statements.ts";
import { CLP_STATEMENT_TABLES } from "../../shared/ghs/statement-languages.ts";
import { normalizeStatementText } from "./ghs-statements.ts";
import type { CodeRepair } from "./ocr-repair.ts";

/** A single P-code opening the line (three digits, or four: one too many), then its statement. */
const CODE_THEN_WORDING = /^(\s*)(P(\d{3,4}))(?![\d+])(\s*[-–—:.]?\s+)(\p{L}.*)$/u;
/** How many of a statement's first words must open the text after the code (fewer when the statement is shorter). */
const OPENING_WORDS = 4;

/**
 * `openings`: each single P statement's opening words (up to its first alternative "/" or insertion "…"), normalized;
 * `ownOpenings`: each P-code's statements' first two words, in every table — a code whose own statement opens the text
 * after it was read right, though a table spells the rest otherwise ("protecção", Portugal's spelling before 1990, on a
 * sheet printing "proteção") and another code's statement opens like the text. Built together, once.
 */
type StatementTables = { openings: { words: string; code: string }[]; ownOpenings: Map<string, Set<string>> };
let tables: StatementTables | null = null;

function statementTables(): StatementTables {
  if (tables) return tables;
  tables = { openings: [], ownOpenings: new Map() };
  for (const table of [GHS_PRECAUTIONARY_STATEMENTS, ...Object.values(CLP_STATEMENT_TABLES)]) {
    for (const [code, text] of Object.entries(table)) {
      if (!/^P\d{3}$/.test(code)) continue;
      const words = normalizeStatementText(text.split(/[/…]/)[0]!).split(" ").filter(Boolean);
      if (words.length >= 3) tables.openings.push({ words: words.slice(0, OPENING_WORDS).join(" "), code });
      const firstTwo = firstWords(normalizeStatementText(text), 2);
      if (firstTwo.includes(" ")) tables.ownOpenings.set(code, (tables.ownOpenings.get(code) ?? new Set()).add(firstTwo));
    }
  }
  return tables;
}

const firstWords = (normalized: string, count: number) => normalized.split(" ").filter(Boolean).slice(0, count).join(" ");

/** The codes whose statements the (normalized) text opens with. */
function codesOpening(normalized: string): string[] {
  const words = ` ${normalized} `;
  return [...new Set(statementTables().openings.filter((opening) => words.startsWith(` ${opening.words} `)).map((opening) => opening.code))];
}

function fits(read: string, code: string): boolean {
  const digits = code.slice(1);
  if (read.length === 4) return [...read].some((_, i) => read.slice(0, i) + read.slice(i + 1) === digits);
  return [...read].filter((digit, i) => digit !== digits[i]).length === 1;
}

export function repairPrecautionCode(line: string): { text: string; repairs: CodeRepair[] } {
  const match = CODE_THEN_WORDING.exec(line);
  if (!match) return { text: line, repairs: [] };
  const [, lead, printed, read, gap, wording] = match as unknown as [string, string, string, string, string, string];
  const normalized = normalizeStatementText(wording);
  const named = codesOpening(normalized);
  const opensOwn = () => statementTables().ownOpenings.get(printed)?.has(firstWords(normalized, 2)) === true;
  if (named.length !== 1 || named[0] === printed || !fits(read, named[0]!) || opensOwn()) return { text: line, repairs: [] };
  return { text: `${lead}${named[0]}${gap}${wording}`, repairs: [{ from: printed, to: named[0]!, kind: "wording" }] };
}
