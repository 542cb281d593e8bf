/**
 * A value that runs on into a label joined by a slash to another ("Product Identifier: 211756 Société/Entreprise:
 * Nouvelles CE", as a US maker's French sheet prints two columns in one row): the cut falls where the slashed label
 * starts, not inside it. Before: "211756 Société" was the product's name at 0.8 (session 46's blind batch: a wood
 * stain's French sheet). What is left may be a code: flavour houses name their products so ("STU1801956"), so it
 * stays the value (a first try that dropped it lost such names in the letters family).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { cutAtRunOnLabel } from "../../src/modules/parsing/run-on-labels.ts";
import { sheet } from "../helpers/sds-text.ts";

describe("a run-on cut at a slashed label", () => {
  test.each([
    ["211756 Société/Entreprise: Nouvelles CE", "211756"],
    ["Harbour Stain Société/Entreprise: Harbour Corp", "Harbour Stain"],
    ["Harbour Stain Company/Undertaking: Harbour Corp", "Harbour Stain"],
  ])("%s", (value, name) => {
    expect(cutAtRunOnLabel(value)).toEqual({ value: name, cut: true });
  });

  test("a slash inside the name stays", () => {
    expect(cutAtRunOnLabel("Harbour Oil/Water Separator Fournisseur: Harbour Corp").value).toBe("Harbour Oil/Water Separator");
  });
});

describe("no label word left in the name by the cut", () => {
  test("French sheet of a US maker", () => {
    const parsed = parseSds(sheet([
      "Fiche de Données de Sécurité selon le Règlement (CE)",
      "1. Identification de la préparation et de la Société/Entreprise",
      "Nom: WDCARE QP 4PK VARA OIL STAIN",
      "SUMMROAK206 Date de Révision: 4/22/2016",
      "Product Identifier: 211756 Société/Entreprise: Nouvelles CE",
      "Fabricant: Rust-Oleum Corporation 11 Hawthorn Parkway Vernon Hills, IL 60061 USA",
      "2. Identification des dangers",
      "Non classé.",
      "3. Composition/informations sur les composants",
    ]));
    expect(parsed.product_name).not.toContain("Société");
  });
});
