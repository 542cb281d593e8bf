/**
 * Session 25: the product number's label of the next cell run on after the name ("2000RT Révélateur Papier Numéro du
 * produit 1758056", "MF Sealer Komp B Numero del prodotto") stayed in the name at 0.8: the label was known in English,
 * German and Dutch only. Through the real parser; invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { productOf } from "../helpers/sds-text.ts";

describe("the product number's label after the name is cut off", () => {
  test.each([
    ["fr", "Nom du produit :", "Numéro du produit 1758056"], ["fr", "Nom du produit :", "Numéro de produit 1758056"],
    ["es", "Nombre del producto:", "Número del producto 1758056"], ["it", "Nome del prodotto:", "Numero del prodotto"],
    ["pt", "Nome do produto:", "Número do produto 1758056"], ["pl", "Nazwa handlowa:", "Numer produktu 1758056"],
  ])("%s %s … %s", (_language, label, tail) => {
    expect(productOf(["SAFETY DATA SHEET", "1. IDENTIFICATION", `${label} Folimax Rinse 40 ${tail}`, "Supplier: Harbour Chem Ltd"]).value).toBe("Folimax Rinse 40");
  });
});
