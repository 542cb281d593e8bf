/**
 * "Hazards not otherwise classified" (US OSHA HCS, Canadian WHMIS, Mexican NOM-018) in section 2: its label in en, fr and
 * es, a label wrapped in its column ("Hazards not otherwise    : …" / "classified    …"), a value over several lines,
 * and the sheet saying there are none. Synthetic lines with invented text.
 */
import { describe, expect, test } from "bun:test";
import { findHazardsNotOtherwiseClassified } from "../../src/modules/parsing/hazards-not-otherwise-classified.ts";

describe("hazards not otherwise classified", () => {
  test.each([
    [["Hazards not otherwise classified (HNOC): Static discharge may ignite vapours."], "Static discharge may ignite vapours."],
    [["Hazards not otherwise classified    Dust may form explosive mixtures in air."], "Dust may form explosive mixtures in air."],
    [["Dangers non classés ailleurs (DNCA) : Peut former des poussières explosives."], "Peut former des poussières explosives."],
    [["Peligros no clasificados de otra manera (PNCOM): Polvo combustible."], "Polvo combustible."],
    // The label wrapped in its column, the value over four lines.
    [[
      "Hazards not otherwise    : WARNING: Cloths soaked with this coating may catch fire",
      "classified    by themselves if left in a heap. Place used cloths in a closed,",
      "water-filled metal can. Dispose of according to local rules.",
      "Section 3. Composition/information on ingredients",
    ], "WARNING: Cloths soaked with this coating may catch fire by themselves if left in a heap. Place used cloths in a closed, water-filled metal can. Dispose of according to local rules."],
    // The label's own line, the value below it, ending at the next label.
    [["Hazards not otherwise classified (HNOC):", "May cause frostbite on contact", "Other information: none"], "May cause frostbite on contact"],
  ])("%j → %s", (lines, value) => {
    const found = findHazardsNotOtherwiseClassified(lines);
    expect(found?.value).toBe(value);
    expect(found!.confidence).toBeLessThanOrEqual(0.75);
  });

  test.each([
    "Hazards not otherwise classified (HNOC): None known",
    "Hazards not otherwise classified: Not applicable",
    "Hazards not otherwise classified    None identified.",
    "Dangers non classés ailleurs : Aucun connu",
    "Peligros no clasificados de otra manera: Ninguno conocido",
  ])("none stated: %s", (line) => {
    expect(findHazardsNotOtherwiseClassified([line])).toBeNull();
  });

  test("a finished value does not take the next sentence-like line", () => {
    expect(findHazardsNotOtherwiseClassified(["HNOC: Combustible dust.", "Keep away from heat."])?.value).toBe("Combustible dust.");
  });
});
