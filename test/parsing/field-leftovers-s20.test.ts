/**
 * Newer-field leftovers of session 20 (issue 11): kinds the tune misses and the --new-fields probes still showed, each
 * written as a synthetic sheet or line with invented names and numbers (not copied from any document).
 */
import { describe, expect, test } from "bun:test";
import { findStatementsInText } from "../../src/modules/parsing/ghs-statements.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { findEmergencyPhone } from "../../src/modules/parsing/emergency-phone.ts";
import { findRecommendedUse } from "../../src/modules/parsing/use.ts";
import { findFlashPoint } from "../../src/modules/parsing/flash-point.ts";
import { pagedSheet, SECTIONS_2_TO_4 } from "../helpers/sds-text.ts";

describe("the supplier's telephone in every page footer beside its name, section 1 holding only a department's or hotline's number", () => {
  const section1 = (numberLine: string) => ["SECTION 1: Identification", "Product name: Zentorin Klar 5", "Supplier:", "Zentor Chemie GmbH", "Kastanienweg 7", "D-12345 Beispielstadt", numberLine];
  test.each([
    ["en hotline", "ZENTOR HOTLINE: 1-800-555-0142"],
    ["en customer service", "Customer Service Phone    (800) 555-0143"],
  ])("%s: the footer's number", (_case, numberLine) => {
    const parsed = parseSds(pagedSheet([...section1(numberLine), ...SECTIONS_2_TO_4], "Zentor Chemie GmbH    Tel. +49 30 1234567"));
    expect(parsed.supplier_phone).toBe("+49 30 1234567");
  });

  test("a footer naming another company, or no footer, leaves section 1's number", () => {
    const body = [...section1("ZENTOR HOTLINE: 1-800-555-0142"), ...SECTIONS_2_TO_4];
    expect(parseSds(pagedSheet(body, "Printed by Other Press Ltd    Tel. +49 30 1234567")).supplier_phone).toBe("1-800-555-0142");
    expect(parseSds(pagedSheet(body, "Page 1")).supplier_phone).toBe("1-800-555-0142");
  });

  test("a telephone labelled in section 1 under the address still comes first", () => {
    const body = [...section1("Telephone: +49 40 5555555"), ...SECTIONS_2_TO_4];
    expect(parseSds(pagedSheet(body, "Zentor Chemie GmbH    Tel. +49 30 1234567")).supplier_phone).toBe("+49 40 5555555");
  });
});

describe("a flash point's bare number whose unit the label no longer carries", () => {
  test.each([
    ["en, next cell after a gap", ["Flash point: 247    Taste    Not Available"], "247"],
    ["fr", ["Point d'éclair : 100    Pression de vapeur, en mmHg:    Pas établi."], "100"],
    ["de, negative", ["Flammpunkt:    -18"], "-18"],
  ])("%s", (_case, lines, value) => {
    const found = findFlashPoint(lines);
    expect(found?.value).toBe(value);
    expect(found!.confidence).toBeLessThanOrEqual(0.5);
  });

  test("a number that is a year, a category or part of a sentence is not read", () => {
    expect(findFlashPoint(["Flash point: 2019"])).toBeNull();
    expect(findFlashPoint(["Flash point: 3 flammable liquid category"])).toBeNull();
  });
});

describe("hazard statements printed as words in wordings outside the tables", () => {
  test.each([
    ["en, H335 and H336 sharing their verb", "May cause respiratory irritation, drowsiness or dizziness.", ["H335", "H336"]],
    ["fr, H314 as North American sheets translate it", "Provoque de graves brûlures de la peau et des lésions oculaires", ["H314"]],
  ])("%s", (_case, text, codes) => {
    expect(findStatementsInText(text).sort()).toEqual(codes);
  });

  test("each statement alone still reads as before", () => {
    expect(findStatementsInText("May cause respiratory irritation.")).toEqual(["H335"]);
    expect(findStatementsInText("May cause drowsiness or dizziness.")).toEqual(["H336"]);
  });
});

describe("a label wrapped over two lines with its value beside the first part, in the layouts the one-line labels have", () => {
  test.each([
    ["en, colon", ["Use of the: Floor polish", "substance/mixture", "Company: Zentor Inc."], "Floor polish"],
    ["en, column gap", ["Use of the    Floor polish", "substance/mixture", "Company    Zentor Inc."], "Floor polish"],
    ["de, column gap", ["Verwendung des    Bodenpflegemittel", "Stoffs/des Gemischs"], "Bodenpflegemittel"],
  ])("use, %s", (_case, lines, use) => {
    expect(findRecommendedUse(lines)?.value).toBe(use);
  });

  test.each([
    ["es, colon", ["Número de teléfono para: 1 (800) 555-0144", "emergencias"], "1 (800) 555-0144"],
    ["es, bullet", ["• Número de teléfono para: 1 (800) 555-0144", "emergencias"], "1 (800) 555-0144"],
    ["es, a note after", ["Número de teléfono para: 1 (800) 555-0144 (24 h)", "emergencias"], "1 (800) 555-0144"],
  ])("emergency, %s", (_case, lines, phone) => {
    expect(findEmergencyPhone(["Telephone: 1 (215) 555-0100", ...lines])?.value).toBe(phone);
  });

  test("a label that is whole on its line keeps the next line's own label", () => {
    expect(findEmergencyPhone(["Telephone: 1 (215) 555-0100", "Emergencies"])).toBeNull();
    expect(findRecommendedUse(["Product name    Floor polish", "Substance/Mixture"])).toBeNull();
  });
});
