/**
 * Session 25: a French sheet of a Canadian maker labelled its product "Nom courant" (the ANSI form's "Common name"),
 * the value on the next line after a colon; the label was unknown and was itself taken as the product. "Common name"
 * in the languages names the product, read like the other synonyms' labels (not certain). Through the real parser;
 * invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { productOf } from "../helpers/sds-text.ts";

describe("the common name's label in the languages", () => {
  test.each([
    ["fr", "Nom courant", "1. Identification du produit et de l'entreprise"],
    ["fr", "Nom usuel", "1. Identification du produit et de l'entreprise"],
    ["es", "Nombre común", "1. Identificación del producto y de la empresa"],
    ["it", "Nome comune", "1. Identificazione del prodotto e della società"],
    ["pt", "Nome comum", "1. Identificação do produto e da empresa"],
    ["nl", "Gangbare naam", "1. Identificatie van het product en de onderneming"],
    ["de", "Gebräuchlicher Name", "1. Bezeichnung des Produkts und des Unternehmens"],
    ["pl", "Nazwa zwyczajowa", "1. Identyfikacja produktu i przedsiębiorstwa"],
  ])("%s %s, the value under it", (_language, label, heading) => {
    const read = productOf([heading, label, ": Maple Boost 5", "Greenleaf Plant Products Ltd.", "7261 River Place", "Mission, B.C."]);
    expect(read.value).toBe("Maple Boost 5");
    expect(read.confidence).toBeLessThanOrEqual(0.9);
  });
});
