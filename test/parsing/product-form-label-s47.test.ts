/**
 * 1.1's product form printed without the article ("Forma de producto : Mezcla", pt "Forma de produto", fr "Forme de
 * produit") is another field's label, like "Forma del producto": never the product's name. Before: "Forma de producto
 * Mezcla" was the name at 0.85 (session 47's blind batch: two Mexican sheets of an anchoring resin).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const section1 = (formLine: string, nameLine: string) => [
  "Hoja de datos de seguridad",
  "SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa",
  "1.1. Identificación del producto",
  formLine,
  nameLine,
  "1.3. Datos del proveedor",
  "Harbour Mexicana S.A. de C.V.",
  "SECCIÓN 2: Identificación de los peligros",
  "No clasificado como peligroso.",
  "SECCIÓN 3: Composición/información sobre los componentes",
];

describe("the product form's label without its article", () => {
  test.each([
    ["Forma de producto Mezcla", "Nombre Harbour Anchor 500, A"],
    ["Forma de produto Mistura", "Nome Harbour Anchor 500, A"],
    ["Forme de produit Mélange", "Nom Harbour Anchor 500, A"],
  ])("its line, the colon lost, is no name: %s", (formLine, nameLine) => {
    expect(parseSds(sheet(section1(formLine, nameLine))).product_name).not.toBe(formLine);
  });

  test("with its colon, the name below it is read", () => {
    expect(parseSds(sheet(section1("Forma de producto : Mezcla", "Nombre : Harbour Anchor 500, A"))).product_name).toBe("Harbour Anchor 500, A");
  });
});
