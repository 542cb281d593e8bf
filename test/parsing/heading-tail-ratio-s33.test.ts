/**
 * Session 33, third round: a name holding two mixing ratios ("Xantasil Base 1:1, Xantasil Dynamix Base 5:1") under its
 * label was taken for a row of two "label: value" fields and refused, and section 1's heading wrapped after a slash
 * ("… et de la société/" / "l’entreprise") gave its last word as the name's guess. Invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const body = (heading: readonly string[], name: readonly string[]) => [
  "FICHE DE DONNÉES DE SÉCURITÉ",
  "Révision: 30.04.2020",
  ...heading,
  "· 1.1 Identificateur de produit",
  "· Nom du produit:",
  ...name,
  "· 1.2 Utilisations identifiées pertinentes de la substance ou du mélange et utilisations déconseillées",
  "Matériel de modelage dentaire.",
  "· 1.3 Renseignements concernant le fournisseur de la fiche de données de sécurité",
  "· Producteur/fournisseur:",
  "Harbour Dental GmbH",
  "RUBRIQUE 2: Identification des dangers",
];

describe("a name with ratios, and a heading wrapped after its slash", () => {
  test("two mixing ratios' colons are no labels' colons", () => {
    const parsed = parseSds(sheet(body(["RUBRIQUE 1: Identification de la substance/du mélange et de la société/l’entreprise"], ["Harbour Base 1:1, Harbour Dynamix Base 5:1"])));
    expect(parsed.product_name).toBe("Harbour Base 1:1, Harbour Dynamix Base 5:1");
  });

  test("two fields with their labels on one line are still no name", () => {
    const parsed = parseSds(sheet(body(["RUBRIQUE 1: Identification de la substance/du mélange et de la société/l’entreprise"], ["Emploi: modelage Code: 4711"])));
    expect(parsed.product_name).not.toBe("Emploi: modelage Code: 4711");
  });

  test.each(["/", ","])("the heading's last word wrapped after '%s' is no name", (mark) => {
    const parsed = parseSds(sheet(body([`RUBRIQUE 1: Identification de la substance/du mélange et de la société${mark}`, "l’entreprise"], [])));
    expect(parsed.product_name).not.toBe("l’entreprise");
  });
});

describe("an empty name label over the next sub-section set after a list mark", () => {
  test.each(["· ", "• ", "- "])("'%s1.2 …' below an empty 'Nom du produit:' is no name", (mark) => {
    const parsed = parseSds(sheet([
      "FICHE DE DONNÉES DE SÉCURITÉ",
      "RUBRIQUE 1: Identification",
      `${mark}1.1 Identificateur de produit`,
      `${mark}Nom du produit:`,
      `${mark}1.2 Utilisations identifiées pertinentes de la substance ou du mélange et utilisations déconseillées`,
      "Matériel de modelage dentaire.",
      `${mark}1.3 Renseignements concernant le fournisseur`,
      `${mark}Producteur/fournisseur:`,
      "Harbour Dental GmbH",
      "RUBRIQUE 2: Identification des dangers",
    ]));
    expect(parsed.product_name ?? "").not.toMatch(/Utilisations/);
  });
});
