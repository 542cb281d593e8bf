/**
 * A product's or company's name that is a hazard statement's wording ("Nombre de la sustancia química peligrosa o
 * mezcla:" / "Otros medios de identificación:" / "Provoca irritación ocular."): a label column printed apart from its
 * values, where the reader took the next line. Whatever way it was read, the statement is no name: at most 0.45, with
 * its own reason (session 48's third blind round: read at 0.85).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const SHEETS = {
  es: ["HOJA DE DATOS DE SEGURIDAD", "SECCIÓN 1. IDENTIFICACIÓN", "Nombre de la sustancia química peligrosa o mezcla:", "Otros medios de identificación:",
    "Provoca irritación ocular.", "Nombre del fabricante: Lubricantes del Bajío S.A.", "SECCIÓN 2. IDENTIFICACIÓN DE LOS PELIGROS", "H320"],
  en: ["SAFETY DATA SHEET", "SECTION 1. IDENTIFICATION", "Product identifier:", "Other means of identification:",
    "Causes serious eye irritation.", "Manufacturer: Harbour Lubricants Ltd", "SECTION 2. HAZARDS IDENTIFICATION", "H319"],
  de: ["SICHERHEITSDATENBLATT", "ABSCHNITT 1: Bezeichnung", "Produktidentifikator:", "Weitere Bezeichnungen:",
    "Verursacht schwere Augenreizung.", "Hersteller: Hafen Schmierstoffe GmbH", "ABSCHNITT 2: Mögliche Gefahren", "H319"],
};

describe("a name that is a hazard statement", () => {
  for (const [language, lines] of Object.entries(SHEETS)) {
    test(`${language}: no surer than 0.45, with its reason`, () => {
      const parsed = parseSds(sheet(lines));
      expect(parsed.product_name).toBe(lines[4]!);
      expect(parsed.evidence.product_name?.confidence).toBeLessThanOrEqual(0.45);
      expect(parsed.needs_review_reasons.some((reason) => reason.includes("product name") && reason.includes("hazard statement"))).toBe(true);
    });
  }

  test("a name with a hazard's word in it is a name", () => {
    const parsed = parseSds(sheet(["SAFETY DATA SHEET", "SECTION 1. IDENTIFICATION", "Product name: Eye Irritant Cleaner 40", "Manufacturer: Harbour Lubricants Ltd",
      "SECTION 2. HAZARDS IDENTIFICATION"]));
    expect(parsed.evidence.product_name?.confidence).toBeGreaterThan(0.9);
  });
});
