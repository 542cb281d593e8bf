/**
 * Section 1's heading as Canadian French MSDSs (WHMIS 1988) word it: "1. INFORMATIONS SUR LE PRODUIT CHIMIQUE ET
 * L'ENTREPRISE", "Section 1 – Renseignements sur le produit et la société". Read as section 1, so that the heading's
 * words are never a field's. Before: the heading was not known and "CHIMIQUE ET L'ENTREPRISE" became the product's
 * name (session 46's blind batch: a Québec caustic soda sheet).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const whmis = (heading: string) => [
  "FICHE SIGNALÉTIQUE",
  heading,
  "Nom du produit : Solution d'hydroxyde de sodium 50 %",
  "Fournisseur : Harbour Chimie Inc.",
  "2. COMPOSITION ET INFORMATIONS SUR LES INGRÉDIENTS",
  "Hydroxyde de sodium    1310-73-2    50 %",
  "3. IDENTIFICATION DES DANGERS",
  "4. PREMIERS SOINS",
];

describe("a WHMIS French section 1 heading", () => {
  test.each([
    "1. INFORMATIONS SUR LE PRODUIT CHIMIQUE ET L'ENTREPRISE",
    "1. INFORMATION SUR LE PRODUIT ET LA SOCIÉTÉ",
    "Section 1 – Renseignements sur le produit et la société",
    "1. RENSEIGNEMENTS SUR LE PRODUIT CHIMIQUE ET LA COMPAGNIE",
    "1. PRODUIT CHIMIQUE ET IDENTIFICATION DE L'ENTREPRISE",
  ])("%s", (heading) => {
    const parsed = parseSds(sheet(whmis(heading)));
    expect(parsed.sections.map((section) => section.number)).toContain(1);
    expect(parsed.product_name).toBe("Solution d'hydroxyde de sodium 50 %");
    expect(parsed.manufacturer).toBe("Harbour Chimie Inc.");
  });

  test("the heading's words alone are no name", () => {
    const lines = whmis("1. INFORMATIONS SUR LE PRODUIT CHIMIQUE ET L'ENTREPRISE").filter((line) => !line.startsWith("Nom du produit"));
    expect(parseSds(sheet(lines)).product_name).not.toBe("CHIMIQUE ET L'ENTREPRISE");
  });
});

describe("twin: a heading's German tail is no blank to read past", () => {
  test("the name labelled above section 1 stays, not the description under the heading", () => {
    const lines = [
      "Sicherheitsdatenblatt",
      "gemäß 1907/2006/EG, Artikel 31",
      "Handelsname:",
      "helopal 2K-Montageschaum",
      "1. BEZEICHNUNG DES STOFFES/DER ZUBEREITUNG UND DES UNTERNEHMENS",
      "Helopal 2K-Montageschaum ist ein klimafreundlicher, schnellhärtender 2-Komponenten Polyurethanschaum.",
      "Firmenbezeichnung:",
      "Wilhelm Meinl GesmbH",
      "2. MÖGLICHE GEFAHREN",
      "Nicht eingestuft.",
      "3. ZUSAMMENSETZUNG/ANGABEN ZU BESTANDTEILEN",
    ];
    expect(parseSds(sheet(lines)).product_name).toBe("helopal 2K-Montageschaum");
  });
});
