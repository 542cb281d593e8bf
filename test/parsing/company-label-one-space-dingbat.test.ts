/**
 * A company label, a dingbat bullet and the name one space apart ("Manufacturer l Harbour Chemicals": a Wingdings "●"
 * comes out of some fonts as a lone "l", "n" or "u"): what our reader gives when a PDF sets the bullet and the name
 * closer to the label than a column gap (about 1.25 em). Found by the session-17 `narrow` cross-reading (the town below
 * was read instead, at 0.55). The bullet is no part of the name, as after a column gap. Eight languages; invented names.
 */
import { describe, expect, test } from "bun:test";
import { findManufacturer } from "../../src/modules/parsing/company-name.ts";

const LABELS: Record<string, string> = {
  en: "Manufacturer", de: "Hersteller", fr: "Fabricant", es: "Fabricante", it: "Produttore", nl: "Fabrikant", pt: "Fabricante", pl: "Producent",
};
const NAME = "Harbour Chemicals";

describe("a company label one space before a dingbat bullet and the name (eight languages)", () => {
  for (const [language, label] of Object.entries(LABELS)) {
    const lines = (row: string) => ["1.3 Details of the supplier of the safety data sheet", row, "259 Harbour Road, Bldg A", "Springfield, NJ 08512-3706", "United States"];
    for (const bullet of ["l", "n", "u"]) {
      test(`${language}: '${label} ${bullet} ${NAME}'`, () => {
        const open = findManufacturer(lines(`${label} ${bullet} ${NAME}`), { headingLine: 0 });
        const gap = findManufacturer(lines(`${label}    ${bullet} ${NAME}`), { headingLine: 0 });
        expect(gap?.value).toBe(NAME);
        expect(open?.value).toBe(NAME);
        expect(open!.confidence).toBeLessThanOrEqual(Math.min(gap!.confidence, 0.85));
      });
    }
  }
  test("a lower-case word after the label is no bullet ('Manufacturer of Harbour Chemicals')", () => {
    expect(findManufacturer(["Manufacturer of Harbour Chemicals"], { headingLine: 0 })?.value ?? "").not.toBe("Harbour Chemicals");
  });
});
