/**
 * A label's colon read as a semicolon (session 39's repair, ocr-semicolon-label.ts) after the labels of every field the
 * parser reads, not only section 1's: the physical state and flash point of section 9, a label with its footnote mark
 * ("Recommended use*"), and a semicolon with no space after it. Metamorphic family O (session 40: physical state lost on
 * 6 of 83 tune sheets so read, the use on 4). Invented lines in several languages.
 */
import { describe, expect, test } from "bun:test";
import { repairSemicolonLabels } from "../../src/modules/parsing/ocr-semicolon-label";
import { parseScan } from "../helpers/ocr-scan";

describe("a label's colon read as a semicolon, beyond section 1", () => {
  test("is a colon again after a property's label, a label with its footnote mark, and with no space after it", () => {
    const cases: Array<[string, string]> = [
      ["Appearance; Clear Liquid", "Appearance: Clear Liquid"],
      ["Aggregatzustand;    flüssig", "Aggregatzustand:    flüssig"],
      ["État physique ; Liquide", "État physique: Liquide"],
      ["Flash point; 62 °C (Closed cup)", "Flash point: 62 °C (Closed cup)"],
      ["Punto de inflamación;    23 °C", "Punto de inflamación:    23 °C"],
      ["Recommended use*; for industrial use only", "Recommended use*: for industrial use only"],
      ["Apariencia;Líquido de olor característico", "Apariencia:Líquido de olor característico"],
    ];
    for (const [read, meant] of cases) expect(repairSemicolonLabels(read)).toBe(meant);
  });

  test("a list's semicolon stays, with or without a space", () => {
    for (const line of ["Acetone;Propanone", "H225;H319", "liquid; colourless", "Keep cool;protect from sunlight.", "62 °C; closed cup"]) {
      expect(repairSemicolonLabels(line)).toBe(line);
    }
  });

  test("a scan so read gives its physical state, flash point and use", () => {
    const parsed = parseScan([[
      "SAFETY DATA SHEET", "SECTION 1: IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND OF THE COMPANY/UNDERTAKING",
      "Product Name:    Glide Alpha Degreaser", "Recommended use*; for industrial use only", "Manufacturer:    Nordwerk Chemie GmbH",
      "SECTION 2: HAZARDS IDENTIFICATION", "Signal word: Danger", "H225 Highly flammable liquid and vapour.",
      "SECTION 9: PHYSICAL AND CHEMICAL PROPERTIES", "Appearance; Clear Liquid", "Flash point; 12 °C", "SECTION 10: STABILITY AND REACTIVITY",
    ]]);
    expect(parsed.physical_state).toBe("liquid");
    expect(parsed.flash_point).toBe("12 °C");
    expect(parsed.recommended_use).toBe("for industrial use only");
  });
});
