/**
 * A party label wrapped over two lines at its slash ("Manufacturer /" + "Supplier"), the name one space after its
 * first part ("Manufacturer / Harbour Chemicals Inc., 850 Harbour Road, …"): what our reader gives when a PDF sets the
 * value's cell closer to the label than a column gap (about 1.25 em). Found by the session-17 `narrow` cross-reading
 * (company, telephone and address all lost). Read as with a column gap, less sure. Eight languages; invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet, SECTIONS_2_TO_4 } from "../helpers/sds-text.ts";

/** Per language: the label's two parts. */
const LABELS: Record<string, [string, string]> = {
  en: ["Manufacturer", "Supplier"], de: ["Hersteller", "Lieferant"], fr: ["Fabricant", "Fournisseur"], es: ["Fabricante", "Proveedor"],
  it: ["Produttore", "Fornitore"], nl: ["Fabrikant", "Leverancier"], pt: ["Fabricante", "Fornecedor"], pl: ["Producent", "Dostawca"],
};
const NAME = "Harbour Chemicals Inc.";

function read(first: string, second: string) {
  const parsed = parseSds(sheet([
    "SECTION 1: Identification",
    "Product name    Harbor Glass Clean 210",
    first,
    second,
    "Emergency telephone    +1 613 555 0166",
    ...SECTIONS_2_TO_4,
  ]));
  return { company: parsed.manufacturer, confidence: parsed.evidence.manufacturer?.confidence ?? 0, phone: parsed.supplier_phone };
}

describe("a party label wrapped at its slash, the name one space after its first part (eight languages)", () => {
  for (const [language, [first, second]] of Object.entries(LABELS)) {
    test(`${language}: '${first} / ${NAME}, …' / '${second} …'`, () => {
      const open = read(`${first} / ${NAME}, 850 Harbour Road, Springfield, QC, H4T 1P4`, `${second} Department, 905-555-0144`);
      const gap = read(`${first} /    ${NAME}, 850 Harbour Road, Springfield, QC, H4T 1P4`, `${second}    Department, 905-555-0144`);
      expect(gap.company).toBe(NAME);
      expect(open.company).toBe(NAME);
      expect(open.confidence).toBeLessThanOrEqual(Math.min(gap.confidence, 0.85));
      expect(open.phone).toBe("905-555-0144");
    });
    test(`${language}: the whole label on one line, one space before the name`, () => {
      const found = read(`${first} / ${second} ${NAME}, 850 Harbour Road, Springfield`, "Telephone    905-555-0144");
      expect(found.company).toBe(NAME);
    });
  }
});
