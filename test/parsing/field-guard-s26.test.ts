/**
 * A field reader's defect loses its own field only (field-guard.ts): the value is null, a warning names the field and
 * the error, and nothing is thrown to the parse job. And a whole parse never reports such a warning on a sheet read
 * as designed.
 */
import { describe, expect, test } from "bun:test";
import { readField } from "../../src/modules/parsing/field-guard.ts";
import { emptyStructure } from "../../src/modules/parsing/structure-evidence.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { textLayer } from "../../scripts/plain-text-layer.ts";

describe("one field's reading kept apart", () => {
  test("a reader that throws gives null and a warning naming the field", () => {
    const warnings: string[] = [];
    const value = readField(warnings, "recommended use", () => {
      throw new TypeError("undefined is not an object");
    });
    expect(value).toBeNull();
    expect(warnings).toEqual(["the recommended use could not be read (an internal error of the reader: undefined is not an object)"]);
  });
  test("a reader that returns gives its value and no warning", () => {
    const warnings: string[] = [];
    expect(readField(warnings, "UFI", () => ({ value: "N1Q2-U0V8-3005-SC3H" }))).toEqual({ value: "N1Q2-U0V8-3005-SC3H" });
    expect(warnings).toEqual([]);
  });
  test("the structure's stand-in when its reader fails claims nothing: no word, codes, pictograms or rows", () => {
    const structure = emptyStructure();
    expect(structure.hazards.signalWord).toBeNull();
    expect([structure.hazards.hCodes, structure.hazards.pCodes, structure.pictograms, structure.composition]).toEqual([[], [], [], []]);
    expect(structure.evidence).toEqual({});
  });
  test("a sheet read as designed carries no such warning", () => {
    const parsed = parseSds(textLayer(["1. Identification", "Product name: Quillfen Blue", "Supplier: Harrowgate Ltd", "Recommended use:", "For professional use only"]));
    expect(parsed.recommended_use).toBe("For professional use only");
    expect(parsed.warnings.filter((warning) => warning.includes("could not be read"))).toEqual([]);
  });
});
