/**
 * A name label whose value ends in a colon, a list of models or variants on the line below ("Product name:    Sealed
 * Lead-Acid Batteries:" / "HX, HXL, HXS Series"): the colon introduces the list, it does not make the name a label
 * (session 30; the list was read as the name at 0.9). A label the parser knows beside a name label is still a header
 * row with its values below. Invented sheets, in several languages.
 */
import { describe, expect, test } from "bun:test";
import { productOf } from "../helpers/sds-text.ts";

describe("a name beside its label, ending in a colon over a list of models", () => {
  test.each([
    ["en", "SECTION 1: PRODUCT IDENTIFICATION", "Product Name:", "Sealed Harbour Lead-Acid Batteries:", "HX, HXL, HXS, HXT Series", "Common Synonyms:     SLA, VRLA"],
    ["de", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname:", "Harbour Bohrmaschinenöl Serie:", "HB 10, HB 20, HB 40", "Verwendung:     Schmierstoff"],
    ["fr", "RUBRIQUE 1: Identification du mélange et de la société", "Nom du produit :", "Vernis Harbour gamme complète :", "HV 1, HV 2, HV 5", "Utilisation :     Vernis"],
    ["es", "SECCIÓN 1: Identificación de la mezcla y de la sociedad", "Nombre comercial:", "Pinturas Harbour acabado satinado:", "PH 100, PH 200, PH 300", "Uso:     Pintura"],
  ])("%s", (_language, heading, label, name, models, next) => {
    const found = productOf([heading, `${label}     ${name}`, models, next]);
    expect(found.value).toBe(name.replace(/\s*:$/, ""));
    // The colon's meaning is read, not printed: below the review threshold.
    expect(found.confidence).toBeLessThan(0.8);
  });
});

test("the list may be bulleted", () => {
  const found = productOf(["SECTION 1: IDENTIFICATION", "Product name:     Harbour Industrial Battery Range:", "• HX 10 (12 V)", "• HX 20 (24 V)", "Use:     Batteries"]);
  expect(found.value).toBe("Harbour Industrial Battery Range");
});

test("without a list below, or with text after the colon, the colon is not read as introducing one", () => {
  const noList = productOf(["SECTION 1: IDENTIFICATION", "Product name:     Mixture of the following kind:", "HARBOUR RINSE 40", "Use:     Cleaner"]);
  expect(noList.value).not.toBe("Mixture of the following kind");
  const runOn = productOf(["SECTION 1: IDENTIFICATION", "Product name:     Identity of the preparation: Trade name: HARBOUR RINSE 40", "HR 1, HR 2, HR 3"]);
  expect(runOn.value).not.toBe("Identity of the preparation");
});

describe("a known label beside a name label is still a header row", () => {
  test.each([
    ["en", "SECTION 1: IDENTIFICATION", "Product name:", "Product code:", "HARBOUR RINSE 40     HR-40"],
    ["de", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname:", "Artikelnummer:", "HARBOUR RINSE 40     HR-40"],
  ])("%s", (_language, heading, label, other, values) => {
    const found = productOf([heading, `${label}     ${other}`, values, "Use:     Cleaner"]);
    expect(found.value).toBe("HARBOUR RINSE 40");
  });
});
