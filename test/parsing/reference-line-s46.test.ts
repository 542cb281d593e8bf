/**
 * "1.1 Identificateur de produit" / "REF 740456.4" / "Nom commercial NucleoSpin 96 Blood Core Kit": a catalogue's
 * reference before its number, without a colon, is another field under 1.1's label, not the name. Before: "REF 740456.4"
 * was the product's name at 0.85 (session 46's blind batch: a laboratory kit's French sheet).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const kitSheet = (reference: string) => [
  "Fiche de données de sécurité",
  "RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise",
  "1.1 Identificateur de produit",
  reference,
  "Nom commercial NucleoSpin 96 Blood Core Kit",
  "1.2 Utilisations identifiées pertinentes de la substance ou du mélange et utilisations déconseillées",
  "Produit pour l’analyse.",
  "1.3 Renseignements concernant le fournisseur de la fiche de données de sécurité",
  "Fabricant",
  "MACHEREY-NAGEL GmbH & Co. KG",
  "RUBRIQUE 2: Identification des dangers",
  "Non classé.",
  "RUBRIQUE 3: Composition/informations sur les composants",
];

describe("a reference line under 1.1's label is no name", () => {
  test.each(["REF 740456.4", "Réf. 740456.4", "Ref 740456"])("%s", (reference) => {
    expect(parseSds(sheet(kitSheet(reference))).product_name).toBe("NucleoSpin 96 Blood Core Kit");
  });

  test("a name that starts with the letters stays a name", () => {
    const lines = kitSheet("Refrigerant Oil 46").filter((line) => !line.startsWith("Nom commercial"));
    expect(parseSds(sheet(lines)).product_name).toBe("Refrigerant Oil 46");
  });
});
