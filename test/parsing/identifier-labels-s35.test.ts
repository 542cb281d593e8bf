/**
 * A product's article number or code run on into its name's line without a colon (session 35, external sheets:
 * "Produktnavn Superlim gel Artikkelnr. 362", "ALSA REMOVEDOR DE CERAS Código 62-000"): the labels in the languages
 * that lacked them end the name.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const productOf = (line: string) =>
  parseSds(sheet(["SAFETY DATA SHEET", "SECTION 1: Identification", "1.1 Product identifier", line, "1.2 Relevant identified uses", "Supplier: Harbour Chemicals Ltd"])).product_name;

describe("an identifier's label ends the name it runs on from", () => {
  test.each([
    ["no", "Produktnavn Superlim gel Artikkelnr. 362"],
    ["no", "Product name: Superlim gel Artikkelnummer 362"],
    ["sv", "Product name: Superlim gel Art.nr 362"],
    ["fi", "Product name: Superlim gel Tuotenumero 362"],
    ["es", "Product name: Superlim gel Código 62-000"],
    ["it", "Product name: Superlim gel Codice 62-000"],
    ["pl", "Product name: Superlim gel Nr art. 362"],
    ["es", "Product name: Superlim gel N° de Código"],
  ])("%s '%s'", (_language, line) => {
    expect(productOf(line)).toBe("Superlim gel");
  });
});

describe("name labels and run-on labels the vocabulary lacked (external sheets, session 35)", () => {
  test.each([
    ["nl", "Benaming van de stof of het mengsel X Avis Biglo Radiant", "X Avis Biglo Radiant"],
    ["nl", "Benaming van het mengsel: X Avis Biglo Radiant", "X Avis Biglo Radiant"],
    ["fr", "Libellé Produit : KALLING II Codes articles : 031 016 062", "KALLING II"],
    ["fr", "Libellé commercial : KALLING II", "KALLING II"],
    ["es", "Nombre del producto: TRAFICO MATE BLANCO CODIGO DEL PRODUCTO B98WSAI", "TRAFICO MATE BLANCO"],
    ["pt", "Nome do produto: TINTA AMARELA CODIGO DO PRODUTO 4711", "TINTA AMARELA"],
  ])("%s '%s'", (_language, line, name) => {
    expect(productOf(line)).toBe(name);
  });
});

describe("English run-on labels (external sheets, session 35)", () => {
  test.each([
    ["Product name: Brilliant Green Dry Stain Manufacturer/Supplier", "Brilliant Green Dry Stain"],
    ["Product name: Denatured Alcohol Item Code WIP-83240", "Denatured Alcohol"],
  ])("'%s'", (line, name) => {
    expect(productOf(line)).toBe(name);
  });
});

describe("the sheet's version run on into the name before its colon", () => {
  test.each([
    ["Product name: Sani-Clean Version: 5", "Sani-Clean"],
    ["Product name: Limpiador Puerto Versión: 2", "Limpiador Puerto"],
    ["Product name: Harbour Version 2 Cleaner", "Harbour Version 2 Cleaner"],
  ])("'%s'", (line, name) => {
    expect(productOf(line)).toBe(name);
  });
});
