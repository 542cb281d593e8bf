import { describe, expect, test } from "bun:test";
import { parseScan } from "../helpers/ocr-scan";
import { repairStatementLine } from "../../src/modules/parsing/ocr-statement-repair";
import { findStatementsInText } from "../../src/modules/parsing/ghs-statements";

const repaired = (line: string) => repairStatementLine(line).text;

describe("a hazard statement with one word misread by a letter", () => {
  test("is read as the statement when exactly one word of it is one letter off, in every language", () => {
    expect(findStatementsInText(repaired("Harmfut in contact with skin"))).toEqual(["H312"]);
    expect(findStatementsInText(repaired("May be corrosive fo metals."))).toEqual(["H290"]);
    expect(findStatementsInText(repaired("Combustible fiquid"))).toEqual(["H227"]);
    expect(findStatementsInText(repaired("Peut être corrosif pour tes métaux"))).toEqual(["H290"]);
    expect(findStatementsInText(repaired("Verursacht schwere Augenreizunq."))).toEqual(["H319"]);
    expect(findStatementsInText(repaired("Provoca irritación cutánca."))).toEqual(["H315"]);
    expect(findStatementsInText(repaired("Nocivo se ingerifo."))).toEqual(["H302"]);
    expect(findStatementsInText(repaired("Schadelljk bij inslikken."))).toEqual(["H302"]);
  });

  test("what was changed is a repair by wording (a guess), with the code it gave", () => {
    expect(repairStatementLine("Harmfut in contact with skin").repairs).toEqual([{ from: "Harmfut", to: "H312", kind: "wording" }]);
  });

  test("lines already read right, two words off, or ordinary text stay as read", () => {
    for (const line of ["Harmful in contact with skin", "Harmfut in contaet with skin", "Wear protective gloves.", "Avoid contact with skin and eyes.",
      "Product name:    Harmony cleaner", "Store in a cool place"]) {
      expect(repairStatementLine(line)).toEqual({ text: line, repairs: [] });
    }
  });
});

describe("a code letter read as another letter or mark, the statement on its line naming it", () => {
  test("M, N, K, # or + in the place of H", () => {
    expect(repaired("Harmful in contact with skin (M312)")).toBe("Harmful in contact with skin (H312)");
    expect(repaired("+318    Verursacht schwere Augenschäden.")).toBe("H318    Verursacht schwere Augenschäden.");
    expect(repaired("#225    Flüssigkeit und Dampf leicht entzündbar.")).toBe("H225    Flüssigkeit und Dampf leicht entzündbar.");
  });

  test("not when the wording names another code, or none", () => {
    for (const line of ["+318    Verursacht Hautreizungen.", "M312 bolt, stainless", "Tel. +318 555 0101"]) expect(repaired(line)).toBe(line);
  });
});

describe("a scan whose label statements OCR misread by a letter", () => {
  test("the codes are read, and their evidence says they were repaired, trusted less", () => {
    const lines = ["SECTION 2: Hazards identification", "Signal word:    Danger", "Hazard statements", "Harmfut in contact with skin",
      "May be corrosive fo metals.", "SECTION 3: Composition/information on ingredients"];
    const parsed = parseScan([lines]);
    expect(parsed.h_codes).toEqual(["H290", "H312"]);
    expect(parsed.evidence.h_codes?.method).toBe("ocr_repaired");
    expect(parsed.evidence.h_codes!.confidence).toBeLessThanOrEqual(0.9);
  });
});

describe("a word read right is not made a statement's", () => {
  test("a plural one letter from a statement's word stays as printed", () => {
    expect(repairStatementLine("Classification:    FLAMMABLE AEROSOLS - Category 2")).toEqual({ text: "Classification:    FLAMMABLE AEROSOLS - Category 2", repairs: [] });
  });
});
