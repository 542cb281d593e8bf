/**
 * "Vigencia desde Mayo de 2009" (in force from: the version's first day, as "Vigente desde" is), as a label before its
 * value or in a running header after the product's name (a Chilean pesticide sheet of session 45's blind batch), and
 * its Portuguese form: the sheet's date (a month and year read as the month, at most 0.7 as any month-only date — a
 * month name after a word was not seen as month-only, so it kept its label's confidence). Before: none found.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { pagedSheet, sheet } from "../helpers/sds-text.ts";

const body = (dateLine: string | null) => [
  ...(dateLine === null ? [] : [dateLine]),
  "HOJA DE DATOS DE SEGURIDAD",
  "Sección 1: Identificación del producto químico y de la empresa",
  "Nombre del Producto: BTFly® 2,5 ME",
  "Proveedor: Agroquímica del Sur Ltda.",
  "Sección 2: Identificación de los peligros",
  "Palabra de advertencia: Atención",
  "H317 Puede provocar una reacción alérgica en la piel.",
  "Sección 3: Composición/información de los componentes",
  "Deltametrina    52918-63-5    2,5 %",
  "Sección 4: Primeros auxilios",
];

describe("\"Vigencia desde\", the version in force from", () => {
  test.each([
    ["Vigencia desde: 01.05.2009", "2009-05-01"],
    ["Vigencia desde: Mayo de 2009", "2009-05"],
    ["Vigência desde: 01/05/2009", "2009-05-01"],
  ])("%s", (line, iso) => {
    expect(parseSds(sheet(body(line))).revision_date).toStartWith(iso);
  });

  test("in a running header after the product's name", () => {
    expect(parseSds(pagedSheet(body(null), "BTFly 2,5 ME Vigencia desde Mayo de 2009")).revision_date).toStartWith("2009-05");
  });

  test("a month without its day, after a label that ends in a word, claims no more than a month-only date does (0.7)", () => {
    expect(parseSds(pagedSheet(body(null), "BTFly 2,5 ME Vigencia desde Mayo de 2009")).evidence.revision_date!.confidence).toBeLessThanOrEqual(0.7);
    expect(parseSds(sheet(body("Vigencia desde Mayo de 2009"))).evidence.revision_date!.confidence).toBeLessThanOrEqual(0.7);
    expect(parseSds(sheet(body("Vigencia desde 12 de mayo de 2009"))).evidence.revision_date!.confidence).toBeGreaterThan(0.7);
  });
});
