/**
 * A Spanish company named for its salts ("Sales de Magnesio Limitada (SALMAG LTDA.)", read without its abbreviation as a
 * company's trailing parenthetical is; "Sales y Minerales S.A."): the English label word "Sales" that never starts a
 * name ("Sales: 800-555-0100", "Sales office") does not stand at the start of a Spanish "sales de" / "sales y". Before:
 * no supplier read (session 45's blind batch, a Chilean bischofite sheet).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const chileanSheet = (supplierLine: string) => [
  "HOJA DE DATOS DE SEGURIDAD",
  "1. Identificación del producto y del proveedor",
  "Nombre del producto    RoadMag ® Bischofita",
  "Usos identificados    Estabilizador químico y agente de control de polvo",
  supplierLine,
  "Casa Matriz    Sector La Negra S/N, Antofagasta",
  "Teléfono    +56 2 425 22 15",
  "2. Información sobre la sustancia o mezcla",
  "Cloruro de magnesio    7786-30-3    45-50 %",
  "3. Identificación de los peligros",
  "No clasificado.",
  "4. Primeros auxilios",
];

describe("a company named for its salts", () => {
  test.each([
    ["Proveedor    Sales de Magnesio Limitada (SALMAG LTDA.)", "Sales de Magnesio Limitada"],
    ["Proveedor: Sales y Minerales S.A.", "Sales y Minerales S.A."],
    ["Fabricante: Sales del Norte Ltda.", "Sales del Norte Ltda."],
  ])("%s", (line, company) => {
    expect(parseSds(sheet(chileanSheet(line))).manufacturer).toBe(company);
  });

  test("the English label \"Sales\" is still no company", () => {
    const parsed = parseSds(sheet(chileanSheet("Proveedor    Química Sur S.A.").toSpliced(5, 0, "Sales    800-555-0100")));
    expect(parsed.manufacturer).toBe("Química Sur S.A.");
  });
});
