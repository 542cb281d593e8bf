/**
 * The revision date on shapes of real sheets from outside the team (session 10, the external development set), rebuilt
 * with invented text: labels of the issue and preparation dates in cs, sk and hu, Latin American labels without "de"
 * ("Fecha emisión"), a US MSDS's date with its month glued between day and year ("26APR13"), and a second revision
 * label on the date's line (a national version's revision). Synthetic lines only.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

function revision(lines: string[]) {
  const parsed = parseSds(sheet([...lines, ...SECTIONS_2_TO_4]));
  return { value: parsed.revision_date, confidence: parsed.evidence.revision_date?.confidence ?? 0 };
}

describe("issue and preparation labels in cs, sk, hu", () => {
  test.each([
    ["hu, 'Kiadás:' and a year-first date with spaces", ["BIZTONSÁGI ADATLAP", "az 1907/2006/EK rendelet szerint Kiadás: 2013. 12. 03.",
      "1. SZAKASZ: Az anyag/keverék és a vállalat/vállalkozás azonosítása"], "2013-12-03"],
    ["hu, 'Készült:'", ["BIZTONSÁGI ADATLAP", "Készült: 2015.03.12.", "1. SZAKASZ: Az anyag/keverék és a vállalat/vállalkozás azonosítása"], "2015-03-12"],
    ["cs, 'Vyhotoveno:' beside a revision label without a date", ["BEZPEČNOSTNÍ LIST", "Vyhotoveno: 02.02.2009 Číslo revize: 0 Revidováno:",
      "ODDÍL 1: Identifikace látky/směsi a společnosti/podniku"], "2009-02-02"],
    ["sk, 'Dátum vyhotovenia:' beside an empty revision label", ["KARTA BEZPEČNOSTNÝCH ÚDAJOV",
      "Dátum vyhotovenia: 10.6.2012 Dátum revízie: Strana 1 z 8", "ODDIEL 1: IDENTIFIKÁCIA LÁTKY/ZMESI A SPOLOČNOSTI/PODNIKU"], "2012-06-10"],
    ["cs, 'Datum vyhotovení:'", ["BEZPEČNOSTNÍ LIST", "Datum vyhotovení: 15.01.2018", "ODDÍL 1: Identifikace látky/směsi a společnosti/podniku"], "2018-01-15"],
  ])("%s", (_name, lines, expected) => {
    const found = revision(lines);
    expect(found.value).toBe(expected);
    expect(found.confidence).toBeGreaterThanOrEqual(0.8);
  });
});

describe("labels without 'de' and a glued date", () => {
  test.each([
    ["es, 'Fecha emisión' over its date in a header row", ["FECHA EMISIÓN    CÓDIGO", "25/06/2022    HS-F-010", "SECCIÓN 1: PRODUCTO QUÍMICO E IDENTIFICACIÓN DE LA EMPRESA"], "2022-06-25"],
    ["es, 'Fecha actualización:'", ["HOJA DE DATOS DE SEGURIDAD", "Fecha actualización: 25/06/2022", "SECCIÓN 1: IDENTIFICACIÓN"], "2022-06-25"],
    ["es, 'FechaElaboración' glued", ["HOJA DE DATOS DE SEGURIDAD", "FechaElaboración 25/09/2000", "SECCIÓN 1: IDENTIFICACIÓN"], "2000-09-25"],
    ["en, 'Last Revised: 26APR13'", ["MATERIAL SAFETY DATA SHEET Harbour Inc. MSDS40-13a Last Revised: 26APR13 1. CHEMICAL PRODUCT AND COMPANY IDENTIFICATION"], "2013-04-26"],
  ])("%s", (_name, lines, expected) => {
    const found = revision(lines);
    expect(found.value).toBe(expected);
    expect(found.confidence).toBeGreaterThanOrEqual(0.75);
  });

  test("a product code of digits, letters and digits is no date", () => {
    expect(revision(["SAFETY DATA SHEET", "Product code: 12XY34", "SECTION 1: Identification"]).value).toBeNull();
  });
});

describe("a second revision label on the date's line", () => {
  test("cs, the national version's revision is newer: it is the sheet's, less surely", () => {
    const found = revision(["Bezpečnostní list Čistič 20 Strana 1 z 11 Datum revize: 09.04.2014 Datum revize v ČR: 28.04.2014", "ODDÍL 1: Identifikace"]);
    expect(found.value).toBe("2014-04-28");
    expect(found.confidence).toBeLessThanOrEqual(0.85);
  });

  test("en, a country's revision after the revision date", () => {
    const found = revision(["SAFETY DATA SHEET", "Revision date: 12.03.2021 Revision date (UK): 02.05.2021", "SECTION 1: Identification"]);
    expect(found.value).toBe("2021-05-02");
    expect(found.confidence).toBeLessThanOrEqual(0.85);
  });

  test("en, the previous version's revision date is no second revision", () => {
    const found = revision(["SAFETY DATA SHEET", "Revision date: 12.03.2021 Revision date of previous version: 01.01.2019", "SECTION 1: Identification"]);
    expect(found).toEqual({ value: "2021-03-12", confidence: 0.95 });
  });

  test("en, a revision number beside the date is no second date", () => {
    const found = revision(["SAFETY DATA SHEET", "Revision date: 12.03.2021 Revision: 3", "SECTION 1: Identification"]);
    expect(found).toEqual({ value: "2021-03-12", confidence: 0.95 });
  });
});
