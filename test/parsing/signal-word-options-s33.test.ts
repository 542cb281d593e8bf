/**
 * Session 33, fourth round: a dental alloy's French sheet prints both signal words as the options of its form, then
 * the answer: "Éléments de signalisation GHS :" / "DANGER" / "ATTENTION" / "néant - cf. le point 2.2" — read as
 * DANGER (0.7) on a product that is not classified. Both words of a language together are the options, not the
 * product's word; what follows them answers. Invented sheets in several languages.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const sheetWith = (heading: string, section2: readonly string[]) => [
  "SAFETY DATA SHEET",
  "Revision date: 15/11/2013",
  "SECTION 1: Identification",
  "Product name: Harbour Alloy 40",
  "Supplier: Harbour Dental GmbH",
  heading,
  ...section2,
  "SECTION 3: Composition/information on ingredients",
  "Cobalt 7440-48-4 60-65 %",
];

describe("both signal words printed as a form's options", () => {
  test.each([
    ["RUBRIQUE 2: Identification des dangers", ["2.1 Classification", "Le produit n'est pas classé.", "2.2 Éléments de", "signalisation GHS :", "DANGER", "ATTENTION", "néant - cf. le point 2.2"]],
    ["RUBRIQUE 2: Identification des dangers", ["2.2 Mention d'avertissement :", "DANGER", "ATTENTION", "néant"]],
    ["RUBRIQUE 2: Identification des dangers", ["2.2 Mention d'avertissement : DANGER ATTENTION néant"]],
    ["ABSCHNITT 2: Mögliche Gefahren", ["2.2 Signalwort: Gefahr / Achtung: entfällt"]],
    ["ABSCHNITT 2: Mögliche Gefahren", ["2.2 Kennzeichnungselemente", "Signalwort:", "GEFAHR", "ACHTUNG", "entfällt"]],
    ["SECCIÓN 2: Identificación de los peligros", ["2.2 Palabra de advertencia:", "PELIGRO", "ATENCIÓN", "ninguna"]],
  ])("%s / %j: no signal word", (heading, section2) => {
    expect(parseSds(sheet(sheetWith(heading, section2))).signal_word).toBeNull();
  });

  test("the product's word alone, or in two languages, is still read", () => {
    expect(parseSds(sheet(sheetWith("RUBRIQUE 2: Identification des dangers", ["2.2 Mention d'avertissement :", "Danger", "H225 Liquide et vapeurs très inflammables."]))).signal_word).toBe("DANGER");
    expect(parseSds(sheet(sheetWith("SECTION 2: Hazards identification", ["Signal word / Mention d'avertissement : Warning / Attention", "H315 Causes skin irritation."]))).signal_word).toBe("WARNING");
    expect(parseSds(sheet(sheetWith("SECTION 2: Hazards identification", ["Signal word:", "Danger", "Danger", "H225 Highly flammable liquid and vapour."]))).signal_word).toBe("DANGER");
  });
});
