/**
 * A revision label followed by the sheet's whole revision history as a list ("Fecha de Revisión: Julio 2014; Mayo
 * 2016; Diciembre 2021", "Revision date: 12.03.2019, 05.06.2020, 01.02.2021"): revision dates only grow, so the newest
 * of the list is this version's. Before: the list's first, the oldest (session 47's blind batch: two Chilean Ecolab
 * sheets).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const dated = (dateLine: string) => [
  "HOJA DE DATOS DE SEGURIDAD",
  "Sección 1: Identificación del producto químico y de la empresa",
  "Nombre del producto: Harbour Quat Plus",
  "Proveedor: Harbour Chile S.A.",
  "Sección 2: Identificación de los peligros",
  "No clasificado como peligroso.",
  "Sección 3: Composición/información de los componentes",
  "Sección 16: Otras informaciones",
  dateLine,
];

describe("a revision label over a list of dates", () => {
  test.each([
    ["Fecha de Revisión: Julio 2014; Mayo 2016; Diciembre 2021", "2021-12"],
    ["Fecha Revisión: Septiembre 2012; Junio 2013; Febrero 2016; Diciembre 2021", "2021-12"],
    ["Fecha de revisión: 12.03.2019, 05.06.2020, 01.02.2021", "2021-02-01"],
    ["Fecha de revisión: 12.03.2019; 05.06.2020 y 01.02.2021", "2021-02-01"],
  ])("%s", (line, iso) => {
    expect(parseSds(sheet(dated(line))).revision_date?.slice(0, iso.length)).toBe(iso);
  });

  test("a date after another label is no list", () => {
    expect(parseSds(sheet(dated("Fecha de revisión: 12.03.2021; Fecha de impresión: 15.04.2022"))).revision_date).toBe("2021-03-12");
  });
});
