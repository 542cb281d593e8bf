/**
 * Findings of the session-10 review on section 2's label elements: the statements block keeps the printed text when
 * folding changes a line's length ("ß" → "ss"), and the Latvian "draudi" ("threats") is no signal word. Synthetic
 * lines only.
 */
import { describe, expect, test } from "bun:test";
import { hazardStatementBlocks } from "../../src/modules/parsing/hazards.ts";
import { findSignalWord } from "../../src/modules/parsing/signal-word.ts";

describe("the statements block as printed", () => {
  test("a line with 'ß' keeps its case and letters", () => {
    expect(hazardStatementBlocks(["Gefahrenhinweise: H225 Flüssigkeit, heiß"])).toBe("H225 Flüssigkeit, heiß");
  });
  test("'ß' before the label keeps the value's place", () => {
    expect(hazardStatementBlocks(["Maß:    Gefahrenhinweise: H225 Flüssigkeit"])).toBe("H225 Flüssigkeit");
  });
  test("'ß' in a qualifier after the label ('gemäß CLP') stays printed", () => {
    expect(hazardStatementBlocks(["Gefahrenhinweise gemäß CLP: H225 Flüssigkeit"])).toBe("gemäß CLP: H225 Flüssigkeit");
  });
  test("a label split at kerning, 'ß' before it", () => {
    expect(hazardStatementBlocks(["Maß    Gefahren hinweise: H225 Flüssigkeit"])).toBe("H225 Flüssigkeit");
  });
});

describe("Latvian signal words", () => {
  test("'Citi draudi' (other hazards) gives no signal word", () => {
    expect(findSignalWord(["2.2. Marķējuma elementi", "H319 Izraisa nopietnu acu kairinājumu.", "Draudi"])).toBeNull();
  });
  test("CLP's 'Bīstami' is Danger", () => {
    expect(findSignalWord(["2.2. Marķējuma elementi", "Signālvārds: Bīstami"])).toBe("DANGER");
  });
});
