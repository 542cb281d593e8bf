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

/**
 * The same with a post-office box, no colon ("Address PO Box 142, Springfield, MO 63114"): found by the session-17
 * `narrow` cross-reading (a value that opens with a box's label was not read). Eight languages; invented boxes.
 * Per language: the whole address's label and a post-office box address.
 */
const ROWS: Record<string, [string, string]> = {
  en: ["Address", "PO Box 1426, Springfield, MO 63114"],
  de: ["Anschrift", "Postfach 10 20 30, 20457 Hamburg"],
  fr: ["Adresse", "Boîte postale 512, 69001 Lyon"],
  es: ["Dirección", "Apartado de correos 77, 28080 Madrid"],
  it: ["Indirizzo", "Casella postale 41, 20121 Milano"],
  nl: ["Adres", "Postbus 2210, 3000 CE Rotterdam"],
  pt: ["Endereço", "Caixa postal 318, 1000-001 Lisboa"],
  pl: ["Adres", "Skrytka pocztowa 15, 00-950 Warszawa"],
};

describe("an address label one space before a post-office box (eight languages)", () => {
  for (const [language, [label, address]] of Object.entries(ROWS)) {
    test(`${language}: '${label} ${address}'`, () => {
      const gap = addressOf(`${label}    ${address}`);
      const open = addressOf(`${label} ${address}`);
      expect(gap.value).toBe(address);
      expect(open.value).toBe(address);
      expect(open.confidence).toBeLessThanOrEqual(gap.confidence);
    });
  }
  test("a box's label without its number is no value apart ('Address PO Box holders write to …')", () => {
    expect(addressOf("Address PO Box holders write to the head office").value ?? "").not.toMatch(/^PO Box holders/);
  });
});
