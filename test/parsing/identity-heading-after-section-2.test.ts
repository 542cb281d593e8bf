import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds";

/**
 * Found by reading OCR lines of two sheets run together (session 12): a section 1 heading printed after section 2's,
 * outside the chain of section numbers, was taken as the identity block's heading while the block ended at section 2 —
 * the product reader looked past the block's end and the parse threw.
 */
describe("a section 1 heading printed after section 2", () => {
  test("the parse does not throw, and reads the sections in their chain", () => {
    const lines = ["SECTION 2: Hazards identification", "Causes serious eye irritation.", "SECTION 3: Composition/information on ingredients",
      "Ethanol    64-17-5    10-20 %", "SECTION 1: Identification", "Lotion Alpha", "SECTION 4: First aid measures", "Rinse with water."];
    const text = { numPages: 1, hasTextLayer: true, pages: [{ number: 1, width: 595, height: 842, lines: lines.map((line, i) => ({ text: line, x: 40, y: 40 + i * 12 })) }] };
    const parsed = parseSds(text);
    expect(parsed.sections.map((section) => section.number)).toEqual([2, 3, 4]);
    expect(parsed.composition.map((row) => row.cas_number)).toEqual(["64-17-5"]);
  });
});
