/**
 * A waste's safety data sheet (Chile's "hoja de datos de seguridad para residuos peligrosos") names in section 1 the
 * party that generates the waste: "Generador", "Empresa generadora", Portuguese "Gerador do resíduo". That party is
 * the sheet's company. Before: no company was read under "Generador", and a label line above stood in for it (0.6;
 * session 47's blind batch, a Chilean mining company's used batteries).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const section1 = (companyLine: string) => [
  "HOJA DE DATOS DE SEGURIDAD",
  "Fecha de emisión Mayo 2020",
  "1. Identificación del residuo y de la empresa",
  "Nombre del producto     Baterías usadas",
  companyLine,
  "Dirección     Los Militares 4290, Las Condes, Santiago, Chile",
  "2. Identificación de los peligros",
  "No clasificado como peligroso.",
  "3. Composición/información de los componentes",
];

describe("the waste's generator as the sheet's company", () => {
  test.each([
    ["Generador     Harbour Minera S.A. / Harbour Industrial S.A.", "Harbour Minera S.A."],
    ["Generador: Harbour Residuos S.A.", "Harbour Residuos S.A."],
    ["Empresa generadora: Harbour Residuos Ltda.", "Harbour Residuos Ltda."],
  ])("%s", (line, company) => {
    expect(parseSds(sheet(section1(line))).manufacturer).toBe(company);
  });
});
