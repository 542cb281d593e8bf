/**
 * The generators' sentence for an empty sub-section under 1.2's heading ("No further relevant information available.",
 * "Keine weiteren relevanten Informationen verfügbar.", "Pas d'autres informations importantes disponibles.") states
 * nothing: the use is read from the label below it ("Application of the substance / the preparation" / "Coating
 * compound"), never the sentence. Through parseSds.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";

function sheet(rows: readonly string[]): SdsText {
  return { numPages: 1, hasTextLayer: true, pages: [{ number: 1, width: 612, height: 792, lines: rows.map((text, index) => ({ text, x: 40, y: 60 + index * 12 })) }] };
}

describe("1.2's empty-sub-section sentence is no use", () => {
  const forms = [
    ["SECTION 1: Identification of the substance/mixture and of the company/undertaking", "· Trade name: Harbour Epoxy Red",
      "· 1.2 Relevant identified uses of the substance or mixture and uses advised against", "No further relevant information available.",
      "· Application of the substance / the preparation", "Coating compound/ Surface coating/ paint", "· 1.3 Details of the supplier of the safety data sheet",
      "Coating compound/ Surface coating/ paint"],
    ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "· Handelsname: Harbour Epoxy Rot",
      "· 1.2 Relevante identifizierte Verwendungen des Stoffs oder Gemischs und Verwendungen, von denen abgeraten wird",
      "Keine weiteren relevanten Informationen verfügbar.", "· Verwendung des Stoffes / des Gemisches", "Beschichtungsmasse/ Anstrichmittel",
      "· 1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt", "Beschichtungsmasse/ Anstrichmittel"],
    ["RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise", "· Nom du produit: Harbour Epoxy Rouge",
      "· 1.2 Utilisations identifiées pertinentes de la substance ou du mélange et utilisations déconseillées",
      "Pas d'autres informations importantes disponibles.", "· Emploi de la substance / de la préparation", "Revêtement/ peinture",
      "· 1.3 Renseignements concernant le fournisseur de la fiche de données de sécurité", "Revêtement/ peinture"],
  ];
  for (const form of forms) {
    test(`"${form[3]}" is passed over for the use below it`, () => {
      const rows = [...form.slice(0, 7), "SECTION 2: Hazards identification"];
      expect(parseSds(sheet(rows)).recommended_use).toBe(form[7]!);
    });
  }
});
