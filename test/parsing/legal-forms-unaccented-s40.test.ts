/**
 * A company's legal form printed without its accents, as capitals and text layers print it ("LTEE", "Limitee",
 * "SOCIETE ANONYME", "SOCIEDAD ANONIMA"): the form still ends the name and makes the value a company (session 40; found
 * when the OCR repairs stopped putting accents back in values, where a name is as printed). Invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds";
import { sheet } from "../helpers/sds-text";

const sds = (identity: string[]) => parseSds(sheet([
  "FICHE DE DONNÉES DE SÉCURITÉ", "SECTION 1 : IDENTIFICATION DU PRODUIT ET DE L'ENTREPRISE", ...identity,
  "SECTION 2 : IDENTIFICATION DES DANGERS", "Mention d'avertissement : Attention", "H319 Provoque une sévère irritation des yeux.",
  "SECTION 3 : COMPOSITION/INFORMATIONS SUR LES COMPOSANTS", "SECTION 4 : PREMIERS SECOURS",
]));

describe("a legal form printed without its accents", () => {
  test("ends a company named in a sentence with its address and telephone", () => {
    for (const form of ["Limitée", "Limitee", "LIMITEE", "Ltée", "LTEE"]) {
      const parsed = sds(["Nom du produit : Poudre à balayer Harbour", `Lieu : Les Produits Harbour ${form}, 25 pl. Pickering, Ottawa, Ontario K1G 5P4 – 613-745-6861`]);
      expect({ form, company: parsed.manufacturer, phone: parsed.supplier_phone }).toEqual({ form, company: `Les Produits Harbour ${form}`, phone: "613-745-6861" });
    }
  });
});
