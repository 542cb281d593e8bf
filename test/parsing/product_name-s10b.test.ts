/**
 * Product name gaps found on the session-10b external sheets (invented names and text; no third-party text).
 */
import { describe, expect, test } from "bun:test";
import { productOf } from "../helpers/sds-text.ts";

describe("section 1's heading with a typewriter's apostrophe for an accent", () => {
  test("'E DELLA SOCIETA'/IMPRESA' is the heading's second half, never the name", () => {
    const found = productOf([
      "SCHEDA DI SICUREZZA",
      "1. IDENTIFICAZIONE DELLA SOSTANZA/PREPARATO E DELLA SOCIETA'/IMPRESA",
      "Nome commerciale: PORTOLANO 12",
      "Società: Porto Verde srl",
    ]);
    expect(found.value).toBe("PORTOLANO 12");
  });

  test("the heading alone (its tail with ’) gives no name", () => {
    const found = productOf(["1. IDENTIFICAZIONE DELLA SOSTANZA/PREPARATO E DELLA SOCIETA’/IMPRESA", "Società: Porto Verde srl"]);
    expect(found.value === null || !/SOCIETA/i.test(found.value)).toBe(true);
  });
});

describe("'Product name and code' and its family", () => {
  const cases: [string, string][] = [
    ["NOME E CÓDIGO DO PRODUTO Limpa Vidros Marinho (frasco 500 ml)", "Limpa Vidros Marinho (frasco 500 ml)"],
    ["Product name and code: Harbour Glass Rinse", "Harbour Glass Rinse"],
    ["Nombre y código del producto: Limpiador Bahía", "Limpiador Bahía"],
    ["Nom et code du produit : Nettoyant Rade", "Nettoyant Rade"],
    ["Nome e codice del prodotto: Pulitore Molo", "Pulitore Molo"],
    ["Nazwa i kod produktu: Płyn Przystań", "Płyn Przystań"],
  ];
  for (const [line, name] of cases) {
    test(line, () => {
      const found = productOf(["1. IDENTIFICATION OF THE PRODUCT AND OF THE COMPANY", line, "Supplier: Harbour Chem Ltd"]);
      expect(found.value).toBe(name);
      expect(found.confidence).toBeLessThanOrEqual(0.9);
    });
  }
});

describe("a row of labels before its values beside a name label", () => {
  test("'Produktnamn Artikelnr. X 4711': the name is between the number's label and its value", () => {
    const found = productOf([
      "AVSNITT 1: Namnet på ämnet/blandningen och bolaget/företaget",
      "1.1. Produktbeteckning Produktnamn Artikelnr. Hamnskur Disk 4711",
      "1.2 Relevanta identifierade användningar",
    ]);
    expect(found.value).toBe("Hamnskur Disk");
    expect(found.confidence).toBeLessThanOrEqual(0.7);
  });

  test("'Product name: Product code Harbour Rinse': a label first without a code is no certain name", () => {
    const found = productOf([
      "SECTION 1: Identification",
      "Product name: Product code Product type Harbour Rinse Liquid.",
      "Supplier: Harbour Chem Ltd",
    ]);
    expect(found.confidence).toBeLessThanOrEqual(0.7);
  });
});

describe("a title guess passes over a menu's entry", () => {
  test("'+ All Categories' above the sheet is no name", () => {
    const found = productOf(["+ All Categories", "HARBOUR RINSE 40", "SECTION 1: Identification", "Supplier: Harbour Chem Ltd"]);
    expect(found.value).toBe("HARBOUR RINSE 40");
  });
});
