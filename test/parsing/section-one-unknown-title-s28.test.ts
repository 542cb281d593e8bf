/**
 * Session 28: an older format's section 1 heading whose title the vocabulary does not hold ("1. DESIGNATION DU
 * PRODUIT, PROCESSUS D'ELABORATION ET SOCIETE") and no "1.1" under it: section 1 was not found, and its title read as
 * the name label "Désignation" with the value "DU PRODUIT, PROCESSUS …" at 0.8. With section 2 found by its number, the
 * numbered line before it is section 1's heading, and the rest of a heading's title ("of" + a generic product word) is
 * no name. Through the real parser; invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const REST = ["2. DANGERS POSSIBLES", "Peut entraîner une sensibilisation par contact avec la peau.", "3. COMPOSITION", "Ethanol 64-17-5 10-20%", "4. PREMIERS SECOURS", "Rincer à l'eau."];

describe("section 1's heading with a title the vocabulary does not hold", () => {
  test.each([
    ["1. DESIGNATION DU PRODUIT, PROCESSUS D'ELABORATION ET SOCIETE", "Nom commercial / No.:     Quillrose 7", "Quillrose 7"],
    ["1. BEZEICHNUNG DES PRODUKTES, HERSTELLUNGSVERFAHREN UND FIRMA", "Handelsname / Nr.:     Quillrose 7", "Quillrose 7"],
    ["1. DENOMINACION DEL PRODUCTO, PROCESO DE ELABORACION Y EMPRESA", "Nombre comercial / No.:     Quillrose 7", "Quillrose 7"],
  ])("%s", (heading, label, name) => {
    const parsed = parseSds(sheet(["FICHE DE DONNEES DE SECURITE", heading, label, "Raison sociale:     Quillmoss SA", ...REST]));
    expect(parsed.product_name).toBe(name);
  });

  test("a name beside the heading is still read", () => {
    const parsed = parseSds(sheet(["FICHE DE DONNEES DE SECURITE", "1. IDENTIFICATION     Nom commercial: Quillrose Produit 7", "Raison sociale:     Quillmoss SA", ...REST]));
    expect(parsed.product_name).toBe("Quillrose Produit 7");
  });
});
