/**
 * An address label one space before a post-office box, no colon ("Address PO Box 142, Springfield, MO 63114"): what
 * our reader gives when a PDF sets the value's cell closer to its label than a column gap (about 1.25 em). Found by
 * the session-17 `narrow` cross-reading: a value that opens with a number was read (session 17, round 1), one that
 * opens with a box's label was not. Eight languages; invented boxes and towns.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet, SECTIONS_2_TO_4 } from "../helpers/sds-text.ts";

/** Per language: the whole address's label and a post-office box address. */
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
