/**
 * Section 2 printing its label-elements heading on a line of its own and "none" on the line under it ("2.2. Label
 * elements" / "Not applicable."): the label has no elements, so no signal word is derived from codes the sheet prints
 * elsewhere in section 2 (an ingredient's codes under 2.3, a classification the label does not carry). Also a
 * classification heading with "not applicable" under it: the product is not classified. Synthetic sheets, eight languages.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { textLayer } from "../../scripts/plain-text-layer.ts";

/** [section 2 heading, classification heading, label-elements heading, "none", other hazards heading] */
const LANGUAGES = {
  en: ["SECTION 2: Hazards identification", "2.1. Classification of the substance or mixture", "2.2. Label elements", "Not applicable.", "2.3. Other hazards"],
  de: ["ABSCHNITT 2: Mögliche Gefahren", "2.1. Einstufung des Stoffs oder Gemischs", "2.2. Kennzeichnungselemente", "Entfällt", "2.3. Sonstige Gefahren"],
  fr: ["RUBRIQUE 2: Identification des dangers", "2.1. Classification de la substance ou du mélange", "2.2. Éléments d'étiquetage", "Non applicable", "2.3. Autres dangers"],
  es: ["SECCIÓN 2: Identificación de los peligros", "2.1. Clasificación de la sustancia o de la mezcla", "2.2. Elementos de la etiqueta", "No aplicable", "2.3. Otros peligros"],
  it: ["SEZIONE 2: Identificazione dei pericoli", "2.1. Classificazione della sostanza o della miscela", "2.2. Elementi dell'etichetta", "Non applicabile", "2.3. Altri pericoli"],
  nl: ["RUBRIEK 2: Identificatie van de gevaren", "2.1. Indeling van de stof of het mengsel", "2.2. Etiketteringselementen", "Niet van toepassing", "2.3. Andere gevaren"],
  pt: ["SECÇÃO 2: Identificação dos perigos", "2.1. Classificação da substância ou mistura", "2.2. Elementos do rótulo", "Não aplicável", "2.3. Outros perigos"],
  pl: ["SEKCJA 2: Identyfikacja zagrożeń", "2.1. Klasyfikacja substancji lub mieszaniny", "2.2. Elementy oznakowania", "Nie dotyczy", "2.3. Inne zagrożenia"],
} as const;

function sheet([section2, classification, labelElements, none, other]: readonly string[], classified = "Ox. Sol. 3 H272") {
  return textLayer([
    "1.1 Trade name: Quillfen Garden Feed",
    "1.3 Supplier: Harrowgate Nutrients Ltd",
    section2,
    classification,
    classified,
    labelElements,
    none,
    other,
    "Ammonium nitrate: H272, H319",
    "3. Composition",
    "Ammonium nitrate 6484-52-2 10-20 %",
  ]);
}

describe("label elements stated as none on the line under their heading", () => {
  for (const [language, words] of Object.entries(LANGUAGES)) {
    test(`${language}: no signal word is derived from section 2's codes`, () => {
      const parsed = parseSds(sheet(words));
      expect(parsed.signal_word).toBeNull();
      expect(parsed.needs_review_reasons.join(" ")).not.toContain("derived");
    });
    test(`${language}: the classification heading with "not applicable" under it states the product is not classified`, () => {
      const [section2, classification, , none, other] = words;
      const parsed = parseSds(textLayer(["1.1 Trade name: Quillfen Garden Feed", "1.3 Supplier: Harrowgate Nutrients Ltd", section2, classification, none, other, "None known.", "3. Composition"]));
      expect(parsed.signal_word).toBeNull();
      expect(parsed.needs_review_reasons.join(" ")).not.toContain("does not say the product is not classified");
    });
  }
  for (const [language, [section2, classification, , none, other]] of Object.entries(LANGUAGES)) {
    test(`${language}: a product stated not classified gets no signal word derived from an ingredient's codes`, () => {
      const parsed = parseSds(textLayer([
        "1.1 Trade name: Quillfen Garden Feed", "1.3 Supplier: Harrowgate Nutrients Ltd", section2, classification, none, other,
        "Ammonium nitrate: H272, H319", "3. Composition", "Ammonium nitrate 6484-52-2 10-20 %",
      ]));
      expect(parsed.signal_word).toBeNull();
    });
  }
  test("a label-elements heading over its elements is not read as none", () => {
    const parsed = parseSds(textLayer([
      "1.1 Trade name: Quillfen Garden Feed", "1.3 Supplier: Harrowgate Nutrients Ltd", "SECTION 2: Hazards identification",
      "2.1. Classification of the substance or mixture", "Eye Irrit. 2 H319", "2.2. Label elements", "Hazard statements", "H319 Causes serious eye irritation.",
      "2.3. Other hazards", "Not applicable.", "3. Composition",
    ]));
    expect(parsed.signal_word).toBe("WARNING");
    expect(parsed.evidence.signal_word!.method).toBe("derived");
  });
  test("a supplemental heading with none under it says nothing of the label's own elements", () => {
    const parsed = parseSds(textLayer([
      "1.1 Trade name: Quillfen Garden Feed", "1.3 Supplier: Harrowgate Nutrients Ltd", "SECTION 2: Hazards identification",
      "2.1. Classification of the substance or mixture", "Eye Irrit. 2 H319", "2.2. Label elements", "H319 Causes serious eye irritation.",
      "Supplemental label elements", "Not applicable.", "3. Composition",
    ]));
    expect(parsed.signal_word).toBe("WARNING");
  });
  test("a classification under the old directive stated not applicable does not make the product unclassified", () => {
    const parsed = parseSds(textLayer([
      "1.1 Trade name: Quillfen Garden Feed", "1.3 Supplier: Harrowgate Nutrients Ltd", "SECTION 2: Hazards identification",
      "2.1. Classification of the substance or mixture", "Classification according to Directive 67/548/EEC or 1999/45/EC", "Not applicable.",
      "2.2. Label elements", "H319 Causes serious eye irritation.", "3. Composition",
    ]));
    expect(parsed.signal_word).toBe("WARNING");
  });
});
