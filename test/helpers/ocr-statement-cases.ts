/**
 * Hazard statements of the tables (English and the seven CLP languages) damaged the way OCR damages a word, as one
 * statement line each: the sweeps' cases (test/parsing/ocr-statement-sweep.test.ts, ocr-codes-s17.test.ts), and the
 * codes the OCR repairs then read from such a line.
 */
import { GHS_HAZARD_STATEMENTS } from "../../src/shared/ghs/hazard-statements.ts";
import { CLP_STATEMENT_TABLES } from "../../src/shared/ghs/statement-languages.ts";
import { findStatementsInText } from "../../src/modules/parsing/ghs-statements.ts";
import { repairOcrLines } from "../../src/modules/parsing/ocr-repair.ts";

export type StatementCase = { language: string; code: string; form: string; line: string };

const TABLES: Record<string, Readonly<Record<string, string>>> = { en: GHS_HAZARD_STATEMENTS, ...CLP_STATEMENT_TABLES };

/** The words of five letters or more of a statement: a slip in one is OCR's, not a short word's. */
export const longWords = (statement: string) => [...statement.matchAll(/\p{L}{5,}/gu)].map((m) => m[0]);

/**
 * For each language and code whose statement reads as that code, each damaged form `damage` gives ([form's name,
 * damaged statement]), as a line of a statement table ("H    Causes serious eye imitation").
 */
export function statementCases(codes: readonly string[], damage: (statement: string) => [string, string][]): StatementCase[] {
  const cases: StatementCase[] = [];
  for (const [language, table] of Object.entries(TABLES)) {
    for (const code of codes) {
      const text = table[code];
      if (!text || !findStatementsInText(text).includes(code)) continue;
      for (const [form, damaged] of damage(text)) cases.push({ language, code, form, line: `${code.slice(0, 1)}    ${damaged}` });
    }
  }
  return cases;
}

/** The codes read from a line after the OCR repairs. */
export const codesAfterRepair = (line: string) => findStatementsInText(repairOcrLines([line]).lines[0]!);
