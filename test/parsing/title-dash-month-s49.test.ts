/**
 * A title line that gives its month and year after a spaced dash ("FICHE SIGNALÉTIQUE - JUIN 2010"): the month and
 * year near the title (session 48, title-line-date.ts) was read after a comma, a bracket or a column gap, never after
 * the dash, where a month reads as part of a range or a code. Found probing French pre-GHS title lines on invented
 * sheets (session 49); a flagged guess (0.55), read only when nothing else dates the sheet.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const dated = (title: string, more: string[] = []) => {
  const parsed = parseSds(sheet([
    title, ...more, "SECTION 1 - IDENTIFICATION DU PRODUIT", "Nom du produit : Nettoyant Fennrow", "Fabricant : Chimie du Port Inc.",
    "SECTION 2 - INGRÉDIENTS DANGEREUX", "Aucun.", "SECTION 3 - DONNÉES PHYSIQUES", "État physique : liquide",
  ]));
  return { value: parsed.revision_date, confidence: parsed.evidence.revision_date?.confidence };
};

describe("a month and year after a spaced dash on the title line", () => {
  test.each([
    ["FICHE SIGNALÉTIQUE - JUIN 2010", "2010-06-01"],
    ["FICHE SIGNALÉTIQUE – Juin 2010", "2010-06-01"],
    ["HOJA DE SEGURIDAD - MARZO 2018", "2018-03-01"],
    ["SAFETY DATA SHEET — June 2010", "2010-06-01"],
    ["SICHERHEITSDATENBLATT - Juni 2010", "2010-06-01"],
  ])("%s", (title, iso) => {
    const date = dated(title);
    expect(date.value).toBe(iso);
    expect(date.confidence).toBeLessThanOrEqual(0.55);
  });
  test("a labelled date elsewhere wins", () => {
    expect(dated("FICHE SIGNALÉTIQUE - JUIN 2010", ["Date de révision : 15/03/2012"]).value).toBe("2012-03-15");
  });
  test("a code's dash is no separator", () => {
    expect(dated("FICHE SIGNALÉTIQUE WK-JUIN 2010").value).toBeNull();
  });
});
