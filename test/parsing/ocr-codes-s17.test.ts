/**
 * Hazard codes on scans (session 17): a statement word whose letters OCR ran together or split ("imitation" for
 * irritation: rr read as m; "rn" read as m, m as rn, "cl" as d, d as cl, "vv" for w), in English and the seven CLP
 * languages; a classification's category letter read as its look-alike digit ("Eye Irrit.    28" for 2B).
 */
import { describe, expect, test } from "bun:test";
import { findStatementsInText } from "../../src/modules/parsing/ghs-statements.ts";
import { repairOcrLines } from "../../src/modules/parsing/ocr-repair.ts";
import { codesAfterRepair, longWords, statementCases } from "../helpers/ocr-statement-cases.ts";

const CODES = ["H225", "H226", "H227", "H290", "H302", "H304", "H312", "H314", "H315", "H317", "H318", "H319", "H320", "H332", "H335", "H336", "H361", "H373", "H400", "H410", "H411", "H412"];
/** Letters tesseract runs together or splits: [as printed, as read]. */
const CLUSTERS: readonly [string, string][] = [["rr", "m"], ["rn", "m"], ["m", "rn"], ["cl", "d"], ["d", "cl"], ["w", "vv"]];

// In each statement, the first long word holding the printed letters is damaged, each cluster once.
const cases = statementCases(CODES, (text) =>
  CLUSTERS.flatMap(([printed, read]): [string, string][] => {
    const word = longWords(text).find((w) => w.includes(printed));
    return word ? [[`${printed} as ${read}`, text.replace(word, word.replace(printed, read))]] : [];
  }),
);

describe("a statement word with letters run together or split", () => {
  test(`each is read as its code, none as another (${cases.length} cases)`, () => {
    const misses: string[] = [];
    const wrong: string[] = [];
    for (const sweepCase of cases) {
      const codes = codesAfterRepair(sweepCase.line);
      if (!codes.includes(sweepCase.code)) misses.push(`${sweepCase.language} ${sweepCase.form}: ${sweepCase.line}`);
      // A shorter statement read in the damaged line's first words (H361f in H361fd's, H400 in H410's) is the reader's, not the repair's.
      const before = new Set([sweepCase.code, ...findStatementsInText(sweepCase.line)]);
      if (codes.some((code) => !before.has(code))) wrong.push(`${sweepCase.language} ${sweepCase.line} → ${codes.join(",")}`);
    }
    expect(cases.length).toBeGreaterThan(60);
    expect(wrong).toEqual([]);
    expect(misses).toEqual([]);
  });

  test("the tune sheet's line, and words that read right stay", () => {
    expect(findStatementsInText(repairOcrLines(["Causes serious eye imitation"]).lines[0]!)).toEqual(["H319"]);
    for (const line of ["Imitation leather, modern design", "Keep the drum closed", "Causes serious eye irritation"]) {
      expect(repairOcrLines([line]).lines[0]).toBe(line);
    }
  });
});

describe("a classification's category letter read as its look-alike digit", () => {
  // Class names as the CLP languages print them in a classification table, with the category to misread.
  const lines: [string, string, string][] = [
    ["Lesiones oculares graves/irritación ocular    28", "2B", "H320"],
    ["Serious eye damage/eye irritation    Category 28", "2B", "H320"],
    ["Eye Irrit.    24", "2A", "H319"],
    ["Sensibilisation cutanée    18", "1B", "H317"],
    ["Sensibilisierung der Haut    18", "1B", "H317"],
    ["Skin Corr.    10, H314", "1C", "H314"],
    ["Carc.    18", "1B", "H350"],
  ];
  test.each(lines)("%s → %s", (line, category, code) => {
    const { lines: out, repairs } = repairOcrLines([line]);
    expect(out[0]).toContain(category);
    expect(repairs.map((r) => r.to)).toContain(code);
  });

  test("a number that is no category stays: a concentration, a page, a line with no class", () => {
    for (const line of ["Ethanol    64-17-5    10", "Page 1 of 18", "Flash point    28", "Eye Irrit. 2    10 - 24 %", "Total    18"]) {
      expect(repairOcrLines([line]).lines[0]).toBe(line);
    }
  });
});

describe("a stray look-alike letter between a code's letters and its digits", () => {
  test.each([
    ["EUHZ206 Warning! Do not use together with other products.", "EUH206"],
    ["EUHS066 Repeated exposure may cause skin dryness or cracking.", "EUH066"],
    ["HS319    Causes serious eye irritation.", "H319"],
    ["HB315 Provoque une irritation cutanée.", "H315"],
  ])("%s → %s, a guess", (line, code) => {
    const { lines, repairs } = repairOcrLines([line]);
    expect(lines[0]).toStartWith(code);
    expect(repairs.find((r) => r.to === code)?.kind).toBeOneOf(["wording", "form"]);
  });

  test("a letter that is no digit's look-alike, or one that makes another code as a digit, stays", () => {
    for (const line of ["HX319 product", "EUHA206", "HAZ315 unit"]) expect(repairOcrLines([line]).lines[0]).toBe(line);
  });
});
