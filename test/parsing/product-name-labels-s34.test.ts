/**
 * Product-name labels of a grid of 85 labels × 4 forms (colon, column gap, one space, the line below) in the
 * languages (session 34) that read only after a colon: beside their value across a column gap the label itself came back
 * as the name, at 0.7 ("Handelsnaam van het product"). A blind batch's French sheet printed "Nom produit : …". Invented
 * names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

const productOf = (line: string) => parseSds(sheet([
  "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
  "1.1. Product identifier",
  line,
  "1.2. Relevant identified uses of the substance or mixture and uses advised against",
  "Cleaning agent",
  "1.3. Details of the supplier of the safety data sheet",
  "Company name: Porto Chimica S.p.A.",
  ...SECTIONS_2_TO_4,
])).product_name;

describe("product-name labels beside their value", () => {
  test.each([
    ["fr", "Nom produit"],
    ["fr", "Nom commercial produit"],
    ["nl", "Naam product"],
    ["nl", "Handelsnaam van het product"],
    ["pt", "Nome produto"],
    ["pt", "Nome do produto comercial"],
    ["pt", "Designação do produto"],
    ["de", "Handelsbezeichnung des Produkts"],
    ["en", "Trade name of product"],
  ])("%s %s", (_language, label) => {
    for (const line of [`${label}     Porto Brillante 500`, `${label} Porto Brillante 500`, `${label}: Porto Brillante 500`]) {
      expect(productOf(line)).toBe("Porto Brillante 500");
    }
  });
});

describe("a name label the vocabulary does not know, a column gap from its value, under 1.1's heading", () => {
  test.each([
    ["fr", "Nom de vente du produit"],
    ["de", "Bezeichnung des Handelsprodukts"],
    ["nl", "Naam van het handelsproduct"],
    ["it", "Nome di vendita del prodotto"],
    ["es", "Denominación de venta"],
    ["en", "Name of commercial article"],
  ])("%s %s: the value beside it, not the label", (_language, label) => {
    const parsed = parseSds(sheet([
      "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
      "1.1. Product identifier",
      `${label}     Porto Brillante 500`,
      "1.2. Relevant identified uses of the substance or mixture and uses advised against",
      "Cleaning agent",
      "1.3. Details of the supplier of the safety data sheet",
      "Company name: Porto Chimica S.p.A.",
      ...SECTIONS_2_TO_4,
    ]));
    expect(parsed.product_name).toBe("Porto Brillante 500");
    // a label guessed from its words: as sure as an unknown "label: value" row under the heading
    expect(parsed.evidence.product_name?.confidence).toBe(0.7);
  });
  test("another party's or another field's label stays out", () => {
    for (const label of ["Nom du fournisseur", "Synonym name"]) {
      const parsed = parseSds(sheet([
        "SECTION 1: Identification", "1.1. Product identifier", `${label}     Porto Chimica S.p.A.`, "Porto Brillante 500",
        "1.3. Details of the supplier of the safety data sheet", "Company name: Porto Chimica S.p.A.", ...SECTIONS_2_TO_4,
      ]));
      expect(parsed.product_name).not.toBe("Porto Chimica S.p.A.");
    }
  });
});

test("an unknown name label one space from the name ('Nom de vente du produit Porto …'): where it ends cannot be told, a person looks", () => {
  for (const label of ["Nom de vente du produit", "Nome di vendita del prodotto", "Name of commercial article", "Bezeichnung des Handelsprodukts"]) {
    const parsed = parseSds(sheet([
      "SECTION 1: Identification", "1.1. Product identifier", `${label} Porto Brillante 500`,
      "1.3. Details of the supplier of the safety data sheet", "Company name: Porto Chimica S.p.A.", ...SECTIONS_2_TO_4,
    ]));
    expect(parsed.evidence.product_name?.confidence ?? 0).toBeLessThan(0.7);
  }
});

test("the same labels before a colon give the value", () => {
  for (const label of ["Nom de vente du produit", "Nome di vendita del prodotto", "Nome de venda do produto"]) {
    const parsed = parseSds(sheet([
      "SECTION 1: Identification", "1.1. Product identifier", `${label}: Porto Brillante 500`,
      "1.3. Details of the supplier of the safety data sheet", "Company name: Porto Chimica S.p.A.", ...SECTIONS_2_TO_4,
    ]));
    expect(parsed.product_name).toBe("Porto Brillante 500");
  }
});
