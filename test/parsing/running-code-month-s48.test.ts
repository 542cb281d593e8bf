/**
 * A running header or footer printing the sheet's code with the month and year of its version ("WK-093/ Noviembre
 * 2021", "FDS 045 / Juin 2005", "SDB-017A / März 2010") on every page: the repeated furniture's date, read when nothing
 * labels one. Before: a month's name after a code was not read as a date (session 47's blind batch: two Chilean sheets
 * of one maker, none found).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { linesOverPages } from "../helpers/sds-text.ts";

const PAGES = [
  ["HOJA DE DATOS DE SEGURIDAD", "Sección 1: Identificación del producto", "Nombre del producto: Desengrasante Cinco", "Proveedor: Químicos Australes Ltda."],
  ["Sección 2: Identificación de los peligros", "Palabra de advertencia: Peligro", "H314 Provoca graves quemaduras en la piel y lesiones oculares graves."],
  ["Sección 3: Composición", "Hidróxido de sodio 1310-73-2 5 %", "Sección 4: Primeros auxilios"],
  ["Sección 16: Otras informaciones", "Esta hoja anula las anteriores."],
];

function withFooter(footer: (page: number) => string) {
  const lines = PAGES.flatMap((page, index) => [...page, ...Array.from({ length: 8 - page.length }, (_, k) => `texto ${index}-${k}`), footer(index + 1)]);
  return parseSds(linesOverPages(lines, PAGES.length));
}

describe("a code and a month in the running footer", () => {
  test.each([
    ["WK-093/ Noviembre 2021", "2021-11"],
    ["WK-100F/ Enero -2019", "2019-01"],
    ["FDS 045 / Juin 2005", "2005-06"],
    ["SDB-017A / März 2010", "2010-03"],
    ["MSDS P-12, May 2008", "2008-05"],
  ])("%s", (footer, month) => {
    const parsed = withFooter(() => footer);
    expect(parsed.revision_date).toBe(`${month}-01`);
    expect(parsed.evidence.revision_date?.confidence).toBeLessThanOrEqual(0.6);
  });

  test("with the page's number beside it", () => {
    expect(withFooter((page) => `WK-093/ Noviembre 2021   Página ${page} de 4`).revision_date).toBe("2021-11-01");
  });

  test("a law's month in the footer is not the sheet's", () => {
    expect(withFooter(() => "Reglamento de diciembre 2006").revision_date).toBeNull();
  });
});
