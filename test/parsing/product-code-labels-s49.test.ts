/**
 * Two identifier labels the vocabulary lacked, printed after the product's name on its line (session 49's blind batch:
 * "Nom du produit : Sea Foam Spray Code de produit : SS14CA" read whole at 0.6, "Handelsname: Hyperlite®-KD
 * Verwaltungs-Nr. perl0025" at 0.85): French "Code de produit" beside "Code du produit" and "Code produit", and German's
 * administration number ("Verwaltungs-Nr.", "Verwaltungsnummer") beside "Artikel-Nr.".
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

describe("the name ends where the code's label begins", () => {
  test.each([
    ["Nom du produit : Sea Foam Spray Code de produit : SS14CA", "Sea Foam Spray"],
    ["Identificateur de produit : Sea Foam Spray Code de produit : SS14CA", "Sea Foam Spray"],
  ])("%s", (line, name) => {
    expect(parseSds(sheet(["FICHE DE DONNÉES DE SÉCURITÉ", "SECTION 1. IDENTIFICATION", line, "Fabricant : Sea Foam International, Inc.",
      "SECTION 2. IDENTIFICATION DES DANGERS", "Non classé.", "SECTION 3. COMPOSITION"])).product_name).toBe(name);
  });
  test.each([
    ["Handelsname: Hyperlite®-KD Verwaltungs-Nr. perl0025", "Hyperlite®-KD"],
    ["Handelsname: Hyperlite®-KD Verwaltungsnummer: perl0025", "Hyperlite®-KD"],
  ])("%s", (line, name) => {
    expect(parseSds(sheet(["SICHERHEITSDATENBLATT", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", line,
      "Lieferant: Knauf Perlite GmbH", "ABSCHNITT 2: Mögliche Gefahren", "Nicht eingestuft.", "ABSCHNITT 3: Zusammensetzung"])).product_name).toBe(name);
  });
  test("a name that holds some of the words keeps them", () => {
    expect(parseSds(sheet(["FICHE DE DONNÉES DE SÉCURITÉ", "SECTION 1. IDENTIFICATION", "Nom du produit : Code de Route Nettoyant 40",
      "Fabricant : Chimie du Port Inc.", "SECTION 2. IDENTIFICATION DES DANGERS", "Non classé.", "SECTION 3. COMPOSITION"])).product_name).toBe("Code de Route Nettoyant 40");
  });
});
