/**
 * Section 3's composition read from a "CAS" table before first aid (its heading lost, or section 3 read without a CAS
 * number) takes the CAS-shaped numbers it finds there: a telephone number whose last pieces happen to pass the check
 * digit ("… 47-94-9") is not an ingredient (found on an OCR'd sheet of session 12, and on text layers alike).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds";
import type { SdsText } from "../../src/modules/parsing/types";

function sheet(lines: string[]): SdsText {
  return { numPages: 1, hasTextLayer: true, pages: [{ number: 1, width: 595, height: 842, lines: lines.map((text, i) => ({ text, y: 40 + i * 12, x: 40 })) }] } as SdsText;
}

const PHONE_LINES = [
  "Emergency telephone:    +44 20 47-94-9 (24 h)",
  "Notrufnummer:    +49 6131 47-94-9",
  "Téléphone :    +33 1 45 47-94-9",
  "Tel.:    +34 91 562 47-94-9",
  "Fax:    +1 703 47-94-9",
];

describe("a telephone number in section 1 is never an ingredient of the CAS-table fallback", () => {
  for (const phone of PHONE_LINES) {
    test(`section 3 without a CAS number: ${phone}`, () => {
      const parsed = parseSds(sheet(["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name:    Helium", "CAS No.:    7440-58-7",
        "Supplier:    Gasco Ltd", phone, "SECTION 2: Hazards identification", "Signal word:    Warning",
        "H280    Contains gas under pressure; may explode if heated.", "SECTION 3: Composition/information on ingredients", "Substance: Helium 100 %",
        "SECTION 4: First aid measures", "Move to fresh air."]));
      expect(parsed.composition.map((row) => row.cas_number)).not.toContain("47-94-9");
    });
  }

  test("a real CAS number of the table is still read (confidence 0.5, outside section 3)", () => {
    const parsed = parseSds(sheet(["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name:    Helium", "CAS No.:    7440-59-7",
      "Emergency telephone:    +44 20 47-94-9 (24 h)", "SECTION 2: Hazards identification", "Signal word:    Warning",
      "H280    Contains gas under pressure; may explode if heated.", "SECTION 3: Composition/information on ingredients", "Substance: Helium 100 %",
      "SECTION 4: First aid measures", "Move to fresh air."]));
    expect(parsed.composition.map((row) => row.cas_number)).toEqual(["7440-59-7"]);
    expect(parsed.evidence.composition?.confidence).toBe(0.5);
  });
});
