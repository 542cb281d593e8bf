/**
 * A date printed day, month's name and year each closed by a comma ("Fecha de revisión : 05, Oct, 2023.", a paint
 * maker's Latin American template): the day is the date's. Before: read as the month alone (2023-10-01, 0.7). A
 * number and a comma before a month and its year without a second comma stay a version's ("Revision 3, March 2021").
 */
import { describe, expect, test } from "bun:test";
import { findDates } from "../../src/modules/parsing/dates.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const spanishSheet = (dateLine: string) => [
  "FICHA DE DATOS DE SEGURIDAD",
  "SECCIÓN 1: Identificación del producto y de la empresa",
  "Nombre comercial: Esmalte Blanco Satinado",
  "Proveedor: Pinturas del Sur S.A.",
  dateLine,
  "SECCIÓN 2: Identificación de los peligros",
  "Palabra de advertencia: Atención",
  "H317 Puede provocar una reacción alérgica en la piel.",
  "SECCIÓN 3: Composición/información sobre los componentes",
  "Etanol    64-17-5    1-5 %",
  "SECCIÓN 4: Primeros auxilios",
];

describe("a date whose day, month and year are each closed by a comma", () => {
  test.each([
    ["Fecha de revisión : 05, Oct, 2023.", "2023-10-05"],
    ["Fecha de revisión: 5, octubre, 2023", "2023-10-05"],
    ["Fecha de revisión: 28, Feb., 2019", "2019-02-28"],
  ])("%s", (line, iso) => {
    const parsed = parseSds(sheet(spanishSheet(line)));
    expect(parsed.revision_date).toBe(iso);
    expect(parsed.evidence.revision_date!.confidence).toBeGreaterThan(0.9);
  });

  test("in English too, and a version's number before a month and year stays no day", () => {
    expect(findDates("Revision date: 05, Oct, 2023").map((date) => date.iso)).toEqual(["2023-10-05"]);
    expect(findDates("Revision 3, March 2021").map((date) => date.iso)).toEqual(["2021-03-01"]);
    expect(findDates("Version 2, June 2019 edition").map((date) => date.iso)).toEqual(["2019-06-01"]);
  });
});
