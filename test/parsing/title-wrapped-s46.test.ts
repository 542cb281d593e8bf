/**
 * The document's title wrapped over two lines of a header cell ("FICHA DE DATOS" / "DE SEGURIDAD", "SAFETY DATA" /
 * "SHEET"): neither half is the product's name. Before: a sheet without a product label got "FICHA DE DATOS" as its
 * name (a guess, 0.45; session 46's blind batch: a Colombian grease family's sheet).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const headerSheet = (first: string, second: string) => [
  `${first}     Código`,
  `${second}     HX-41`,
  "HARBOUR DEGREASER 40",
  "1. IDENTIFICATION",
  "Manufacturer: Harbour Chemicals Ltd",
  "2. HAZARDS IDENTIFICATION",
  "Not classified.",
  "3. COMPOSITION",
];

describe("a title wrapped over two header lines is no name", () => {
  test.each([
    ["FICHA DE DATOS", "DE SEGURIDAD"],
    ["HOJA DE DATOS", "DE SEGURIDAD"],
    ["SAFETY DATA", "SHEET"],
    ["FICHE DE DONNÉES", "DE SÉCURITÉ"],
    ["SCHEDA DI DATI", "DI SICUREZZA"],
    ["FICHA DE DADOS", "DE SEGURANÇA"],
  ])("%s / %s", (first, second) => {
    expect(parseSds(sheet(headerSheet(first, second))).product_name).toBe("HARBOUR DEGREASER 40");
  });

  test("a name that only starts like a title stays a name", () => {
    const lines = ["SAFETY DATA LOGGER 3     Código", "HX-41", "1. IDENTIFICATION", "Manufacturer: Harbour Chemicals Ltd", "2. HAZARDS IDENTIFICATION", "Not classified.", "3. COMPOSITION"];
    expect(parseSds(sheet(lines)).product_name).toBe("SAFETY DATA LOGGER 3");
  });
});
