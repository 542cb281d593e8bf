/**
 * A party's heading alone on its line ("Name, address and telephone number of the manufacturer"), the row below a
 * company-name label one space before the name ("Registered company name Harbour Compressors", no colon): what our
 * reader gives when a PDF sets the name's cell closer to its label than a column gap (about 1.25 em). Found by the
 * session-17 `narrow` cross-reading: the heading's value was read from the row below, label and all, and cut to
 * "Registered company" at 0.85. The row's label is no part of the name. Eight languages; invented companies.
 */
import { describe, expect, test } from "bun:test";
import { findManufacturer } from "../../src/modules/parsing/company-name.ts";

/** Per language: the party's heading, a company-name label, an invented company. */
const ROWS: Record<string, [string, string, string]> = {
  en: ["Name, address and telephone number of the manufacturer", "Registered company name", "Harbour Compressors"],
  de: ["Hersteller", "Firmenname", "Hafenwerk Kompressoren"],
  fr: ["Fabricant", "Raison sociale", "Compresseurs du Port"],
  es: ["Fabricante", "Razón social", "Compresores del Puerto"],
  it: ["Produttore", "Ragione sociale", "Compressori del Porto"],
  nl: ["Fabrikant", "Bedrijfsnaam", "Havenwerk Compressoren"],
  pt: ["Fabricante", "Denominação social", "Compressores do Porto"],
  pl: ["Producent", "Nazwa firmy", "Sprężarki Portowe"],
};

describe("a company-name label one space before the name, under a party heading (eight languages)", () => {
  for (const [language, [heading, label, name]] of Object.entries(ROWS)) {
    const lines = (row: string) => ["1.3 Details of the supplier of the safety data sheet", heading, row, "Address 12 Harbour Road, Springfield", "Telephone +44 20 5550 1234"];
    test(`${language}: '${heading}' / '${label} ${name}'`, () => {
      const found = findManufacturer(lines(`${label} ${name}`), { headingLine: 0 });
      expect(found?.value).toBe(name);
      expect(found!.confidence).toBeLessThanOrEqual(0.85);
    });
    test(`${language}: the row with a column gap is at least as sure (control)`, () => {
      const gap = findManufacturer(lines(`${label}    ${name}`), { headingLine: 0 });
      expect(gap?.value).toBe(name);
      expect(findManufacturer(lines(`${label} ${name}`), { headingLine: 0 })!.confidence).toBeLessThanOrEqual(gap!.confidence);
    });
  }
});
