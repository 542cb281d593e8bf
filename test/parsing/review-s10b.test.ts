/**
 * Session 10b review (R3): rules of the last round rebuilt where they gave a wrong value, narrowed to one form, or
 * copied a helper the project had. Invented names throughout.
 */
import { describe, expect, test } from "bun:test";
import { productOf } from "../helpers/sds-text.ts";
import { statesNoLabelElements } from "../../src/modules/parsing/label-elements-absent.ts";
import { LABELLING_LABEL, wordBeforeItsLabel } from "../../src/modules/parsing/signal-word-line.ts";
import { foldLine } from "../../src/modules/parsing/section-vocabulary.ts";

describe("a row of labels before its values beside a name label: the labels never come out as the name", () => {
  test("without a trailing code, the name is what follows the labels, not the labels with it", () => {
    const found = productOf(["SECTION 1: Identification", "Product name: Product code Product type Harbour Rinse Liquid.", "Supplier: Harbour Chem Ltd"]);
    expect(found.value ?? "").not.toMatch(/^Product (?:code|type)/);
    expect(found.confidence).toBeLessThanOrEqual(0.7);
  });

  test("one label first, no code: the rest is the name", () => {
    const found = productOf(["AVSNITT 1: Namnet på ämnet/blandningen och bolaget/företaget", "1.1. Produktbeteckning Produktnamn Artikelnr. Hamnskur Disk", "1.2 Relevanta identifierade användningar"]);
    expect(found.value).toBe("Hamnskur Disk");
    expect(found.confidence).toBeLessThanOrEqual(0.7);
  });

  test("two labels first and a code last: the name stands between", () => {
    const found = productOf(["SECTION 1: Identification", "Product name: Product code Product type Harbour Rinse HX-200", "Supplier: Harbour Chem Ltd"]);
    expect(found.value).toBe("Harbour Rinse");
    expect(found.confidence).toBeLessThanOrEqual(0.7);
  });
});

describe("a label stated to have no elements: the heading is the label elements' title in every language the sections know", () => {
  test.each(["Elementos da etiqueta: não aplicável", "Etikettelementer: ingen", "Label elementen: geen", "2.2 Labelling elements: none"])("%s", (line) => {
    expect(statesNoLabelElements([line])).toBe(true);
  });
  test("the elements' title with a signal word after it is no statement of none", () => {
    expect(statesNoLabelElements(["Etikettelementer: Fare"])).toBe(false);
  });
});

describe("the labelling's word as a label: one list for both readers", () => {
  test.each([["Etiquetaje: Atención", "atencion"], ["Maerkning: Fare", "fare"]])("%s", (line, value) => {
    expect(LABELLING_LABEL.exec(foldLine(line))?.[1]).toBe(value);
  });
});

describe("the word's cell read before its label: the label as printed, glued too", () => {
  test("'DANGER! SignalWord'", () => expect(wordBeforeItsLabel(foldLine("Hazard pictogram(s) DANGER! SignalWord Flammable liquid"))).toBe("DANGER"));
});
