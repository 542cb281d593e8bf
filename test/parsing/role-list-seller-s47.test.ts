/**
 * Chile's NCh 2245 form names section 1's party "Proveedor / Fabricante / Comercializador" (supplier, maker, seller);
 * Portuguese sheets print "Fabricante/Comercializador" too. The seller's word is a role like the others, so a list
 * of roles that holds it is a company label however its slashes are spaced. Before: with the slashes closed up
 * ("Proveedor/Fabricante/Comercializador ECOLAB S.A.") no supplier was read (session 47, a Chilean Ecolab sheet).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const section1 = (companyLine: string) => [
  "HOJA DE DATOS DE SEGURIDAD",
  "Sección 1 : Identificación de la sustancia química y del proveedor",
  "Nombre de la sustancia química Harbour Clean Plus",
  companyLine,
  "Uso del Producto Desinfectante",
  "Sección 2 : Identificación de los peligros",
  "No clasificado como peligroso.",
  "Sección 3 : Composición/información de los componentes",
];

describe("a role list with the seller's word", () => {
  test.each([
    ["Proveedor/Fabricante/Comercializador Harbour Químicos S.A.", "Harbour Químicos S.A."],
    ["Proveedor/Fabricante /Comercializador Harbour Químicos S.A.", "Harbour Químicos S.A."],
    ["Proveedor/Fabricante/Comercializador: Harbour Químicos S.A.", "Harbour Químicos S.A."],
    ["Fabricante/Comercializadora: Porto Harbour Ltda.", "Porto Harbour Ltda."],
  ])("%s", (line, company) => {
    expect(parseSds(sheet(section1(line))).manufacturer).toBe(company);
  });

  test("the seller's word in a sentence is no label", () => {
    const parsed = parseSds(sheet(section1("El comercializador y el proveedor no asumen responsabilidad.")));
    expect(parsed.manufacturer).toBeNull();
  });
});
