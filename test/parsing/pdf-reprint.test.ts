/**
 * Family P on a small sheet (scripts/metamorphic-pdf.ts runs it on the tune documents): the same text layer printed
 * again the ways other generators print it (test/helpers/pdf-reprint.ts) reads back, through the reader, as lines the
 * parser reads the same fields from. Two columns (style h) is left out: the reader reads an SDS set in two columns by
 * rows when its columns do not hold running text (docs/parsing-history.md, "Printed by another generator: family P").
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { extractPdfText } from "../../src/shared/pdf/pdf-text.ts";
import { PRINT_STYLES, reprint } from "../helpers/pdf-reprint.ts";
import { sheet } from "../helpers/sds-text.ts";

const LINES = [
  "SAFETY DATA SHEET",
  "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
  "1.1 Product identifier",
  "Trade name    Brightfloor Heavy Duty Floor Cleaner Concentrate",
  "1.3 Details of the supplier of the safety data sheet",
  "Supplier    Harbourside Chemicals Ltd",
  "12 Harbour Road, Portsmouth PO1 2AB, United Kingdom",
  "Emergency telephone    +44 1865 407333",
  "SECTION 2: Hazards identification",
  "Signal word    Danger",
  "H314 Causes severe skin burns and eye damage.",
  "P280 Wear protective gloves/protective clothing/eye protection/face protection.",
  "SECTION 3: Composition/information on ingredients",
  "Sodium hydroxide    1310-73-2    5-10%",
  "SECTION 4: First aid measures",
  "Rinse cautiously with water for several minutes and remove contact lenses if present and easy to do so.",
  "SECTION 16: Other information",
  "Revision date: 12.03.2021",
];

const FIELDS = ["product_name", "manufacturer", "revision_date", "signal_word", "h_codes", "p_codes", "emergency_phone"] as const;
const fields = (text: Parameters<typeof parseSds>[0]) => {
  const parsed = parseSds(text);
  return { ...Object.fromEntries(FIELDS.map((field) => [field, parsed[field]])), cas: parsed.composition.map((row) => row.cas_number), sections: parsed.sections.map((section) => section.number) };
};

describe("family P: a sheet printed by another generator", () => {
  const original = sheet(LINES);
  const expected = fields(original);

  test("the sheet's own parse has the fields the styles are checked on", () => {
    expect(expected).toMatchObject({ product_name: "Brightfloor Heavy Duty Floor Cleaner Concentrate", signal_word: "DANGER", h_codes: ["H314"], cas: ["1310-73-2"], revision_date: "2021-03-12" });
  });

  for (const style of PRINT_STYLES.filter((each) => each !== "h two columns")) {
    test(`${style}: read back and parsed the same`, async () => {
      const printed = await reprint(original, style, "Brightfloor");
      expect(fields(await extractPdfText(printed.bytes))).toEqual(expected);
    });
  }

  test("two columns: a line wider than its column is wrapped, and said so", async () => {
    const printed = await reprint(original, "h two columns", "Brightfloor");
    expect([...printed.wrapped]).toContain(LINES[15]);
    expect(printed.wrapped.has("SECTION 2: Hazards identification")).toBe(false);
  });
});
