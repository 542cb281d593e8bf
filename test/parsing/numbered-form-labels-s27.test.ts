/**
 * A numbered form (Mexico's NOM-018 sheets, older MSDS boxes) prints its labels as a header row with their field
 * numbers ("1. NOMBRE COMERCIAL    2. NOMBRE QUÍMICO O CÓDIGO") and the values in the row below. The second numbered
 * label beside the first is no value, its number notwithstanding: it was read as the name at 0.95 (session 27).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const form = (header: string, values: string, more: string[]) => parseSds(sheet([...more.slice(0, 2), header, values, ...more.slice(2)]));

describe("a numbered header row of labels: the name from the row below, never the next label", () => {
  const cases: ReadonlyArray<readonly [string, string, string, string[]]> = [
    ["es", "1. NOMBRE COMERCIAL    2. NOMBRE QUÍMICO O CÓDIGO", "IMPERMEABILIZANTE PUERTO    NA", ["HOJA DE DATOS DE SEGURIDAD", "SECCIÓN 1. IDENTIFICACIÓN DEL PRODUCTO Y PROVEEDOR", "5. NOMBRE DEL FABRICANTE", "Impermeabilizantes del Puerto S.A. de C.V.", "SECCIÓN 2. IDENTIFICACIÓN DE LOS PELIGROS", "Palabra de advertencia: Atención", "H319 Provoca irritación ocular grave.", "SECCIÓN 3. COMPOSICIÓN"]],
    ["en", "1. TRADE NAME    2. CHEMICAL NAME", "HARBOUR SEAL 40    Acrylic emulsion", ["MATERIAL SAFETY DATA SHEET", "SECTION 1. PRODUCT AND COMPANY IDENTIFICATION", "3. MANUFACTURER", "Harbour Coatings Inc.", "SECTION 2. HAZARDS IDENTIFICATION", "Signal word: Warning", "H319 Causes serious eye irritation.", "SECTION 3. COMPOSITION"]],
  ];
  for (const [language, header, values, more] of cases) {
    test(language, () => {
      const parsed = form(header, values, more);
      expect(parsed.product_name).toBe(values.split(/\s{3,}/)[0]!);
    });
  }
});

test("a name that opens with a number stays a name", () => {
  const parsed = parseSds(sheet(["SECTION 1. IDENTIFICATION", "Product name:    1. Class Harbour Polish", "SECTION 2. HAZARDS IDENTIFICATION", "Signal word: Warning", "H319 Causes serious eye irritation.", "SECTION 3. COMPOSITION"]));
  expect(parsed.product_name).toBe("1. Class Harbour Polish");
});
