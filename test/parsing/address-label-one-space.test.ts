/**
 * An address label one space before its value, no colon ("Address 401 Harbor Street, Springfield"): what our reader
 * gives when a PDF sets the value's cell closer to its label than a column gap, and what pdftotext -raw gives. Found
 * by the session-17 cross-reading probe (supplier address 98.8 % → 85.9 % with the cell gaps closed). A value that
 * opens with a number after a whole-address label is the address. Eight languages; invented companies and streets.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet, SECTIONS_2_TO_4 } from "../helpers/sds-text.ts";

const LABELS: Record<string, string> = { en: "Address", de: "Anschrift", fr: "Adresse", es: "Dirección", it: "Indirizzo", nl: "Adres", pt: "Endereço", pl: "Adres" };
const ADDRESS = "401 Harbor Street, 20457 Springfield";

function addressOf(addressLine: string) {
  const parsed = parseSds(sheet([
    "SECTION 1: Identification",
    "Product name    Harbor Glass Clean 210",
    "Details of the supplier of the safety data sheet",
    "Company name    Brightwater Chemicals Ltd.",
    addressLine,
    "Telephone    +44 20 5550 1234",
    ...SECTIONS_2_TO_4,
  ]));
  return { value: parsed.supplier_address, confidence: parsed.evidence.supplier_address?.confidence ?? 0 };
}

describe("an address label one space before a value that opens with a number (eight languages)", () => {
  for (const [language, label] of Object.entries(LABELS)) {
    test(`${language}: '${label} ${ADDRESS}'`, () => {
      const open = addressOf(`${label} ${ADDRESS}`);
      const gap = addressOf(`${label}    ${ADDRESS}`);
      expect(gap.value).toBe(ADDRESS);
      expect(open.value).toBe(ADDRESS);
      expect(open.confidence).toBeLessThanOrEqual(gap.confidence);
    });
  }
  test("a street label before its own name stays whole ('Via Roma 12' is an address, not a label)", () => {
    expect(addressOf("Via Roma 12, 20121 Milano").value ?? "").not.toBe("Roma 12, 20121 Milano");
  });
});
