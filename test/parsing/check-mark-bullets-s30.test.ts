/**
 * Check marks and arrowheads as list bullets ("▪ Palavra de advertência" / "✓ Atenção", "➢ Handelsname: X"): Brazilian
 * FISPQ and many word-processor sheets mark their items with ✓, ✔, ➢ or ◆ where others print • or ▪ (session 30: a
 * signal word after "✓" was not read, the sheet's word only derived from its codes). Invented sheets, several languages.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { productOf, sheet } from "../helpers/sds-text.ts";
import type { SignalWord } from "../../src/modules/parsing/types.ts";

const section3On = ["SECTION 3: Composition/information on ingredients", "Water    7732-18-5    90 %", "SECTION 4: First-aid measures", "Rinse with water."];

describe("a signal word after a check-mark bullet", () => {
  test.each([
    ["pt", "2. IDENTIFICAÇÃO DE PERIGOS", "▪ Palavra de advertência", "✓ Atenção", "✓ H319 – Provoca irritação ocular grave", "WARNING"],
    ["de", "ABSCHNITT 2: Mögliche Gefahren", "◆ Signalwort", "✔ Gefahr", "✔ H318 Verursacht schwere Augenschäden.", "DANGER"],
    ["es", "SECCIÓN 2: Identificación de los peligros", "➢ Palabra de advertencia:", "➢ Peligro", "➢ H314 Provoca quemaduras graves en la piel y lesiones oculares graves.", "DANGER"],
    ["en", "SECTION 2: Hazards identification", "➤ Signal word", "✓ Warning", "✓ H315 Causes skin irritation.", "WARNING"],
  ])("%s", (_language, heading, label, word, statement, expected) => {
    const parsed = parseSds(sheet(["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Harbour Paste", "Manufacturer: Harbour Chemicals Inc.", heading, label, word, statement, ...section3On]));
    expect(parsed.signal_word).toBe(expected as SignalWord);
    expect(parsed.evidence.signal_word?.method).toBe("text");
    expect(parsed.evidence.signal_word?.confidence).toBeGreaterThanOrEqual(0.85);
  });

  test("on the label's own line", () => {
    const parsed = parseSds(sheet(["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Harbour Paste", "SECTION 2: Hazards identification", "✓ Signal word: ✓ Danger", "✓ H318 Causes serious eye damage.", ...section3On]));
    expect(parsed.signal_word).toBe("DANGER");
    expect(parsed.evidence.signal_word?.method).toBe("text");
  });
});

describe("a label after a check-mark or arrowhead bullet", () => {
  test.each([
    ["pt", "1. IDENTIFICAÇÃO DO PRODUTO E DA EMPRESA", "✓ Nome do produto: PASTA HARBOUR 40"],
    ["de", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "➢ Handelsname: PASTA HARBOUR 40"],
    ["fr", "RUBRIQUE 1: Identification du mélange et de la société", "◆ Nom du produit : PASTA HARBOUR 40"],
  ])("%s", (_language, heading, line) => {
    const found = productOf([heading, line, "Use: Lubricant"]);
    expect(found.value).toBe("PASTA HARBOUR 40");
    expect(found.confidence).toBeGreaterThanOrEqual(0.85);
  });
});
