/**
 * Hazard statements of the tables in English and the seven CLP languages, each with ONE word misread by one letter
 * the way tesseract misreads it (i as l, l as i or t, e as c, c as e, o as a, a letter lost), must be read as their code
 * after the OCR repairs — and never as another code.
 */
import { describe, expect, test } from "bun:test";
import { codesAfterRepair, longWords, statementCases } from "../helpers/ocr-statement-cases.ts";

const CODES = ["H225", "H226", "H290", "H302", "H312", "H315", "H317", "H318", "H319", "H335", "H336", "H410", "H411", "H412"];
const DAMAGE: Record<string, (word: string) => string | null> = {
  "i as l": (w) => (/i/.test(w) ? w.replace("i", "l") : null),
  "l as t": (w) => (/l/.test(w) ? w.replace("l", "t") : null),
  "e as c": (w) => (/e/.test(w) ? w.replace("e", "c") : null),
  "c as e": (w) => (/c/.test(w) ? w.replace("c", "e") : null),
  "o as a": (w) => (/o/.test(w) ? w.replace("o", "a") : null),
  "a letter lost": (w) => (w.length >= 6 ? w.slice(0, 2) + w.slice(3) : null),
};

// The longest word is damaged, each way once.
const cases = statementCases(CODES, (text) => {
  const word = longWords(text).sort((a, b) => b.length - a.length)[0];
  if (!word) return [];
  return Object.entries(DAMAGE).flatMap(([form, damage]): [string, string][] => {
    const damaged = damage(word);
    return damaged && damaged !== word ? [[form, text.replace(word, damaged)]] : [];
  });
});

describe("OCR statement damage sweep", () => {
  test(`every statement with one word misread is read as its code, none as another (${cases.length} cases)`, () => {
    const misses: string[] = [];
    const wrong: string[] = [];
    for (const sweepCase of cases) {
      const codes = codesAfterRepair(sweepCase.line);
      if (!codes.includes(sweepCase.code)) misses.push(`${sweepCase.language} ${sweepCase.form}: ${sweepCase.line}`);
      if (codes.some((code) => code !== sweepCase.code)) wrong.push(`${sweepCase.language} ${sweepCase.line} → ${codes.join(",")}`);
    }
    expect(wrong).toEqual([]);
    expect(misses).toEqual([]);
  });
});
