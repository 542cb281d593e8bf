/**
 * Signal-word gaps of the fifth batch of external sheets: the word right after the label elements' heading (the
 * Spanish "¡" without its closing "!"), and a label stated to have no elements (no word derived from the codes).
 * Synthetic lines only.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { statesNoLabelElements } from "../../src/modules/parsing/label-elements-absent.ts";
import { wordAfterLabelElements, wordBeforeItsLabel } from "../../src/modules/parsing/signal-word-line.ts";
import { foldLine } from "../../src/modules/parsing/section-vocabulary.ts";
import { sheet } from "../helpers/sds-text.ts";

const word = (line: string) => wordAfterLabelElements(foldLine(line));

describe("the word right after the label elements' heading", () => {
  test("opened by '¡', its '!' lost, the statement's text glued after it", () => {
    expect(word("Peligros no clasificados Ninguno Elementos de la etiqueta ¡PELIGRO Gas inflamable H220: Gas extremadamente inflamable")).toBe("DANGER");
  });
  test("with both marks", () => expect(word("2.2 Elementos de la etiqueta ¡Atención! H319")).toBe("WARNING"));
  test("ending the line", () => expect(word("2.2 Label elements Danger")).toBe("DANGER"));
  test("before a hazard code", () => expect(word("Kennzeichnungselemente: Achtung H319 Verursacht schwere Augenreizung.")).toBe("WARNING"));
  test("a word going on into a sentence is not read", () => {
    expect(word("Label elements Warning labels must be kept legible")).toBeNull();
    expect(word("Elementos de la etiqueta Peligro de incendio")).toBeNull();
  });
  test("in a sheet, the word comes out", () => {
    const parsed = parseSds(sheet([
      "SECCIÓN 1: Identificación", "Nombre del producto: Gas Harbour 30", "SECCIÓN 2: Identificación de los peligros",
      "Clasificación: Flam. Gas 1A; H220 Elementos de la etiqueta ¡PELIGRO Gas extremadamente inflamable H220 Gas extremadamente inflamable.",
      "SECCIÓN 3: Composición", "Propano 74-98-6 100%",
    ]));
    expect(parsed.signal_word).toBe("DANGER");
  });
});

describe("a label stated to have no elements", () => {
  const stated = [
    "No label elements assigned.", "2.2 Label elements: Not required", "Labelling: not applicable", "Kennzeichnung: entfällt",
    "Keine Kennzeichnung erforderlich.", "Étiquetage : non requis", "Le produit n'est pas soumis à l'étiquetage.", "No requiere etiquetado.",
    "Etiquetado: no aplicable", "Etichettatura: non richiesta", "Etikettering: niet vereist", "Rotulagem: não requerida",
    "Oznakowanie: nie wymagane", "Märkning: ej tillämplig", "Produktet er ikke mærkningspligtigt.", "Ingen merking.",
  ];
  for (const line of stated) test(line, () => expect(statesNoLabelElements([line])).toBe(true));
  const notStated = [
    "Supplemental label elements: none", "Ergänzende Kennzeichnungselemente: keine", "Label elements: - Hazard pictograms",
    "2.2 Label elements", "Kennzeichnung nach Verordnung (EG) Nr. 1272/2008",
  ];
  for (const line of notStated) test(`not: ${line}`, () => expect(statesNoLabelElements([line])).toBe(false));

  test("no signal word nor codes are derived from the classification", () => {
    const parsed = parseSds(sheet([
      "SECTION 1: Identification", "Product name: Harbour Wipes", "SECTION 2: Hazard identification", "Label Elements",
      "No label elements assigned.", "Classification", "Eye irritation - Category 2B", "SECTION 3: Composition", "Water 7732-18-5 90%",
    ]));
    expect(parsed.h_codes).toEqual([]);
    expect(parsed.signal_word).toBeNull();
  });
  test("without the statement the classification still gives its code and word, as a guess", () => {
    const parsed = parseSds(sheet([
      "SECTION 1: Identification", "Product name: Harbour Wipes", "SECTION 2: Hazard identification", "Label Elements",
      "Classification", "Eye irritation - Category 2B", "SECTION 3: Composition", "Water 7732-18-5 90%",
    ]));
    expect(parsed.h_codes).toEqual(["H320"]);
    expect(parsed.signal_word).toBe("WARNING");
    expect(parsed.evidence.signal_word!.confidence).toBeLessThan(0.5);
  });
});

describe("the word's cell read before its label", () => {
  test("closed by '!', right before the signal-word label", () => {
    expect(wordBeforeItsLabel(foldLine("Label elements Hazard pictogram(s) DANGER! Signal Word Flammable liquid and vapor."))).toBe("DANGER");
    expect(wordBeforeItsLabel(foldLine("Pictogramas ¡ATENCIÓN! Palabra de advertencia Provoca irritación ocular grave."))).toBe("WARNING");
  });
  test("without the '!' it is not read (a sentence's last word)", () => {
    expect(wordBeforeItsLabel(foldLine("Keep away from danger Signal word see below"))).toBeNull();
  });
});
