/**
 * A row of section 1's labels printed before their values ("Postać produktu Nazwa produktu Kod produktu : Mieszanina :
 * X : W22911", session 32's fresh batch): the labels' run was read as the name at 0.7. A value that is nothing but
 * labels of section 1, one after the other, is no name, as one label alone is not. Invented names.
 */
import { describe, expect, test } from "bun:test";
import { productOf } from "../helpers/sds-text.ts";

describe("a row of labels under a name label", () => {
  test.each([
    ["pl", ["SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja przedsiębiorstwa", "1.1. Identyfikator produktu Postać produktu Nazwa produktu Kod produktu : Mieszanina : Olej Portowy : W22911", "Dostawca: Chemia Portowa Sp. z o.o."], "Postać produktu Nazwa produktu"],
    ["pl, alone on its line", ["SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja przedsiębiorstwa", "1.1. Identyfikator produktu", "Postać produktu Nazwa produktu", "Dostawca: Chemia Portowa Sp. z o.o."], "Postać produktu Nazwa produktu"],
    ["en", ["SECTION 1: Identification", "Product identifier", "Product Code: Synonyms", "Supplier: Harbour Chem Ltd"], "Product Code: Synonyms"],
  ])("%s: is no name", (_language, lines, row) => {
    expect(productOf(lines).value).not.toBe(row);
  });

  test.each(["Harbour Product Cleaner", "Emergency Eyewash Harbour"])("a name holding a label's word is still a name: %s", (name) => {
    expect(productOf(["SECTION 1: Identification", `Product name: ${name}`, "Supplier: Harbour Chem Ltd"]).value).toBe(name);
  });
});
