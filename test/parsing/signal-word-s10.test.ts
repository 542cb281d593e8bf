/**
 * Signal word, session 10: a row of the label elements' table run into one line, the word's cell first and the first
 * hazard statement right after it without a colon ("Danger    H225 …"). Synthetic sheets with invented content.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { parsed } from "../helpers/eu-label-elements.ts";
import { sheet } from "../helpers/sds-text.ts";

/** An English sheet with the given lines under 2.2. */
function english(labelElements: string[]) {
  return parseSds(sheet([
    "SECTION 1: Identification", "1.1 Product name: Testol 5", "SECTION 2: Hazards identification", "2.2 Label elements",
    ...labelElements, "SECTION 3: Composition/information on ingredients", "Ethanol    64-17-5    10 %",
  ]));
}

describe("a label row that opens with the signal word", () => {
  test.each([
    ["de", "Achtung H319 Verursacht schwere Augenreizung. P280", "WARNING"],
    ["pt", "Perigo H225 - Líquido e vapores altamente inflamáveis P210; P233", "DANGER"],
    ["es", "• Atención    H315 Provoca irritación cutánea.", "WARNING"],
  ] as const)("%s: %s", (language, line, word) => {
    const result = parsed(language, [line]);
    expect(result.signal_word).toBe(word);
    expect(result.evidence.signal_word).toMatchObject({ method: "text", confidence: 0.75 });
  });

  test("English, with a column gap", () => {
    const result = english(["Danger    H225 Highly flammable liquid and vapour.    P210"]);
    expect(result.signal_word).toBe("DANGER");
    expect(result.evidence.signal_word).toMatchObject({ method: "text", confidence: 0.75 });
  });

  test("a word that is not a signal word before a code is not read as one (the word is only derived from the code)", () => {
    const result = english(["Flammable    H225 Highly flammable liquid and vapour."]);
    expect(result.evidence.signal_word?.method).toBe("derived");
  });

  test("a signal word inside a line (a classification) is not the row's", () => {
    const result = english(["Classification: Flam. Liq. 2, danger H319 Causes serious eye irritation."]);
    expect(result.signal_word).not.toBe("DANGER");
  });
});
