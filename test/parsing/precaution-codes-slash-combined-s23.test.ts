/**
 * Session 23: combined codes printed with slashes instead of the EU's "+" ("P301/310 IF SWALLOWED: …" read only P301):
 * "P301/310", "P301/P310", "P305/351/338", "H302/332". Each code is read, through the parser and the code readers.
 * Negative twins: a part number ("P/N 301/310"), a regulation ("2015/830"), a formula ("H2O/310"), a code before a date
 * ("P301/310/2015") never give the digits as codes. Invented lines.
 */
import { describe, expect, test } from "bun:test";
import { extractHazardCodes, extractPrecautionCodes } from "../../src/modules/parsing/hazards.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

describe("slash-combined codes: each code", () => {
  test.each([
    ["P301/310 IF SWALLOWED: call a doctor.", ["P301", "P310"]],
    ["P301/P310", ["P301", "P310"]],
    ["P305/351/338 IF IN EYES: rinse.", ["P305", "P338", "P351"]],
    ["P305 / 351 / 338", ["P305", "P338", "P351"]],
    ["P303/361/353", ["P303", "P353", "P361"]],
  ])("%s", (text, codes) => {
    expect(extractPrecautionCodes(text).sort()).toEqual(codes);
  });
  test.each([
    ["H302/332 Harmful if swallowed or if inhaled.", ["H302", "H332"]],
    ["H302/H332", ["H302", "H332"]],
    ["H315/319", ["H315", "H319"]],
  ])("%s", (text, codes) => {
    expect(extractHazardCodes(text).sort()).toEqual(codes);
  });
});

describe("slashes that do not combine codes", () => {
  test.each([
    ["P/N 301/310", []],
    ["Regulation (EU) 2015/830", []],
    ["P301/310/2015", ["P301"]],
    ["P301/12/2020", ["P301"]],
    ["SP301/310", []],
  ])("%s", (text, codes) => {
    expect(extractPrecautionCodes(text)).toEqual(codes);
  });
  test.each([
    ["H2O/310", []],
    ["H302/2015", ["H302"]],
  ])("%s", (text, codes) => {
    expect(extractHazardCodes(text)).toEqual(codes);
  });
});

describe("through the parser", () => {
  test("section 2's slash-combined precautionary statements", () => {
    const parsed = parseSds(sheet([
      "SAFETY DATA SHEET",
      "1. Identification",
      "Product name: Fennrow Balm 3",
      "2. Hazards identification",
      "Signal word: Danger",
      "Hazard statements",
      "H302/332 Harmful if swallowed or if inhaled.",
      "Precautionary statements",
      "P280 Wear protective gloves.",
      "P301/310 IF SWALLOWED: Immediately call a doctor.",
      "P305/351/338 IF IN EYES: Rinse cautiously with water for several minutes.",
      "3. Composition",
      "Ethanol 64-17-5 10-20%",
    ]));
    expect([...parsed.p_codes].sort()).toEqual(["P280", "P301", "P305", "P310", "P338", "P351"]);
    expect([...parsed.h_codes].sort()).toEqual(["H302", "H332"]);
  });
});
