/**
 * Pictograms printed in words, sections found by their sub-sections, the signal word outside section 2, and the
 * evidence every structural value carries.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { findPrintedPictograms } from "../../src/modules/parsing/pictogram-names.ts";
import { findSignalWord } from "../../src/modules/parsing/hazards.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";

function documentOf(pages: Array<Array<string | [string, number]>>): SdsText {
  return {
    numPages: pages.length,
    hasTextLayer: true,
    pages: pages.map((lines, index) => ({
      number: index + 1,
      width: 595,
      height: 842,
      lines: lines.map((line, lineIndex) => {
        const [text, x] = typeof line === "string" ? [line, 40] : line;
        return { text, x, y: 40 + lineIndex * 12, fontSize: 10 };
      }),
    })),
  };
}

describe("pictograms printed as codes or names", () => {
  test.each([
    [["Hazard pictograms: Flame, Exclamation mark"], ["GHS02", "GHS07"]],
    [["Gefahrenpiktogramme", "Flamme    Ausrufezeichen"], ["GHS02", "GHS07"]],
    [["Symboles de danger", "Flamme au-dessus d'un cercle"], ["GHS03"]],
    [["Pictogramas: llama, calavera"], ["GHS02", "GHS06"]],
    [["Pittogrammi di pericolo: teschio"], ["GHS06"]],
    [["Pictogram(men): gasfles"], ["GHS04"]],
    [["Pictogramas de perigo: corrosão"], ["GHS05"]],
    [["Piktogramy: wykrzyknik"], ["GHS07"]],
    [["· Pictogrammes de danger", "GHS07 GHS08"], ["GHS07", "GHS08"]],
  ])("%p", (lines, expected) => {
    expect(findPrintedPictograms(lines).pictograms).toEqual(expected);
  });

  test("names far from a pictogram label are not pictograms", () => {
    expect(findPrintedPictograms(["Hazardous to the aquatic environment", "Keep away from flame."]).pictograms).toEqual([]);
  });

  test("printed pictograms are reported with their line; derived ones as derived", () => {
    const printed = parseSds(documentOf([["1. Identification", "2. Hazards identification", "Pictograms: GHS02", "Signal word: Danger", "H225 Highly flammable", "3. Composition"]]));
    expect(printed.pictograms).toEqual(["GHS02"]);
    expect(printed.evidence.pictograms).toMatchObject({ page: 1, text: "Pictograms: GHS02", method: "text" });
    const derived = parseSds(documentOf([["1. Identification", "2. Hazards identification", "Signal word: Danger", "H225 Highly flammable", "3. Composition"]]));
    expect(derived.pictograms).toEqual(["GHS02"]);
    expect(derived.evidence.pictograms).toMatchObject({ page: null, method: "derived" });
  });
});

describe("sections whose heading the text layer lost", () => {
  test("a sub-section at the headings' left edge starts the missing section", () => {
    const parsed = parseSds(documentOf([[
      "1. Identification", "1.1 Product identifier", "2. Hazards identification", "2.1 Classification",
      "3. Composition", "Water    7732-18-5    90", "! \"! !#$%%&!% %\"", "8.1 Control parameters", "No limits.",
      "9. Physical and chemical properties", "10. Stability and reactivity",
    ]]));
    expect(parsed.sections.map((section) => section.number)).toEqual([1, 2, 3, 8, 9, 10]);
  });

  test("an indented table row that starts with a sub-section number is not a section", () => {
    const parsed = parseSds(documentOf([[
      "1. Identification", "2. Hazards identification", ["3.2    skin irritation    2    Skin Irrit. 2    H315", 94],
      "4. First aid measures", "5. Firefighting measures", "6. Accidental release measures",
    ]]));
    expect(parsed.sections.map((section) => section.number)).toEqual([1, 2, 4, 5, 6]);
  });
});

describe("signal word", () => {
  test("a bilingual label", () => {
    expect(findSignalWord(["Signal word / Mention d'avertissement: Danger"])).toBe("DANGER");
    expect(findSignalWord(["2.2 Signal word: Warning"])).toBe("WARNING");
  });

  test("a label row of a table with the word in the row below, in the label's column", () => {
    expect(findSignalWord(["Pictogram    Signal word    Hazard statements", "GHS07    Warning    H315 Causes skin irritation"])).toBe("WARNING");
    expect(findSignalWord(["Piktogramme    Signalwort    Gefahrenhinweise", "GHS02    Gefahr    H225"])).toBe("DANGER");
  });

  test("a labelled word before section 3 counts when section 2 gives none", () => {
    const parsed = parseSds(documentOf([["1. Identification", "Product: Acme", "Label elements", "Signalwort: Gefahr", "3. Composition", "4. First aid"]]));
    expect(parsed.signal_word).toBe("DANGER");
    expect(parsed.evidence.signal_word!.confidence).toBeLessThan(0.9);
  });
});

describe("evidence", () => {
  const parsed = parseSds(documentOf([
    ["ABSCHNITT 1: Bezeichnung des Stoffs", "ABSCHNITT 2: Mögliche Gefahren", "Signalwort:    Gefahr", "Gefahrenhinweise", "H225    Flüssigkeit und Dampf leicht entzündbar."],
    ["P210    Von Hitze fernhalten.", "ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen", "Ethanol    64-17-5    ≥ 50 - < 100 %", "ABSCHNITT 4: Erste-Hilfe-Maßnahmen"],
  ]));

  test("every structural value says where it was read", () => {
    expect(parsed.signal_word).toBe("DANGER");
    expect(parsed.evidence.signal_word).toEqual({ page: 1, text: "Signalwort:    Gefahr", confidence: 0.95, method: "text" });
    expect(parsed.evidence.h_codes).toMatchObject({ page: 1, text: "H225    Flüssigkeit und Dampf leicht entzündbar.", method: "text" });
    expect(parsed.evidence.p_codes).toMatchObject({ page: 2, text: "P210    Von Hitze fernhalten." });
    expect(parsed.evidence.composition).toMatchObject({ page: 2, text: "Ethanol    64-17-5    ≥ 50 - < 100 %" });
    expect(parsed.composition[0]).toMatchObject({ cas_number: "64-17-5", concentration_min: 50, concentration_max: 100 });
  });

  test("codes mapped from statement wording are a guess, printed codes are not", () => {
    expect(parsed.evidence.h_codes!.confidence).toBeGreaterThanOrEqual(0.9);
    const worded = parseSds(documentOf([["1. Identification", "2. Hazards identification", "Signal word: Danger", "Hazard statements", "Causes severe skin burns and eye damage", "3. Composition"]]));
    expect(worded.h_codes).toEqual(["H314"]);
    expect(worded.evidence.h_codes!.confidence).toBeLessThan(0.9);
  });
});
