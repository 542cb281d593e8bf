/**
 * A paint's colour as one of section 1's fields ("Nom du produit" / "Code du produit" / "Couleur" / "Fabricant", a label
 * column printed before its values): the colour's label is a label, never the product's name. Before, "Couleur",
 * "Colour" and "Farbe" were the product at 0.9 (session 48's fourth blind round: a Canadian paint sheet).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const STACKS = {
  fr: ["Fiche signalétique", "1. IDENTIFICATION DU PRODUIT ET DU FABRICANT", "Nom du produit", "Code du produit", "Couleur", "Fabricant"],
  en: ["Safety Data Sheet", "1. PRODUCT AND COMPANY IDENTIFICATION", "Product name", "Product code", "Colour", "Manufacturer"],
  de: ["Sicherheitsdatenblatt", "1. BEZEICHNUNG DES STOFFES UND DES UNTERNEHMENS", "Produktname", "Produktcode", "Farbe", "Hersteller"],
  es: ["Hoja de datos de seguridad", "1. IDENTIFICACIÓN DEL PRODUCTO Y DEL FABRICANTE", "Nombre del producto", "Código del producto", "Color", "Fabricante"],
  it: ["Scheda di dati di sicurezza", "1. IDENTIFICAZIONE DEL PRODOTTO E DELLA SOCIETÀ", "Nome del prodotto", "Codice del prodotto", "Colore", "Produttore"],
};
const VALUES = ["Harbour Paints & Co.", "101 Paragon Drive", "Montvale, NJ 07645", "ACRYLIC ENAMEL SEMI-GLOSS", "F33301", "White", "2. COMPOSITION"];

describe("a colour's label in section 1", () => {
  for (const [language, stack] of Object.entries(STACKS)) {
    test(`${language}: "${stack[4]}" is no product name`, () => {
      const parsed = parseSds(sheet([...stack, ...VALUES]));
      expect(parsed.product_name).not.toBe(stack[4]!);
    });
  }

  test("a colour after its label is read as before: the name beside its own label", () => {
    const parsed = parseSds(sheet(["Safety Data Sheet", "1. Identification", "Product name: Harbour Enamel", "Colour: White", "Manufacturer: Harbour Paints Ltd", "2. Hazards identification"]));
    expect(parsed.product_name).toBe("Harbour Enamel");
  });
});
