/**
 * A product label in the plural ("Productos: Grasas Lubricantes", "Products:", "Produits :"), as a sheet written for a
 * family of products prints it: the value is read as under the singular "Product:". Before: the label was not known and
 * the name was guessed from the title lines (session 46's blind batch: a Colombian grease family's sheet).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const familySheet = (productLine: string) => [
  "HARBOUR LUBRICANTES     Código",
  "CCF-PI-LI-41",
  "1. IDENTIFICACIÓN DE LA COMPAÑÍA Y EL PRODUCTO.",
  productLine,
  "GRASA CHASIS - GRASA AZUL ALTO IMPACTO",
  "Fabricante:",
  "Global Oil Lubricantes S.A.S.",
  "Teléfono: (+57)(1) 876 7028",
  "2. IDENTIFICACIÓN DE PELIGROS",
  "No clasificado.",
  "3. COMPOSICIÓN",
];

describe("a product under a plural label", () => {
  test.each([
    ["Productos: Grasas Lubricantes", "Grasas Lubricantes"],
    ["Productos: Grasas Lubricantes, incluyendo:", "Grasas Lubricantes"],
    ["PRODUCTOS: GRASAS LUBRICANTES", "GRASAS LUBRICANTES"],
    ["Products: Industrial Greases, including:", "Industrial Greases"],
    ["Products: Industrial Greases", "Industrial Greases"],
    ["Produits : Graisses lubrifiantes", "Graisses lubrifiantes"],
    ["Prodotti: Grassi lubrificanti", "Grassi lubrificanti"],
    ["Produkte: Schmierfette", "Schmierfette"],
    ["Produtos: Graxas lubrificantes", "Graxas lubrificantes"],
    ["Producten: Smeervetten", "Smeervetten"],
    ["Produkty: Smary plastyczne", "Smary plastyczne"],
  ])("%s", (line, name) => {
    expect(parseSds(sheet(familySheet(line))).product_name).toBe(name);
  });

  test("the singular label reads as before", () => {
    expect(parseSds(sheet(familySheet("Producto: Grasas Lubricantes"))).product_name).toBe("Grasas Lubricantes");
  });
});
