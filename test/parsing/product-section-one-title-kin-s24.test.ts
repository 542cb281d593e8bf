import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds";

/**
 * Found on a development sheet (session 24, a language the parser does not read): under "1.1 Identifier of the
 * product" the sheet prints "Identification of the substance" (the opening of section 1's own title) as a label, then
 * the name; the label line was taken as the product at 0.85. A value that is the opening words of section 1's heading
 * title, in whatever language, is that heading's kin — a label, not a name — and the line after it is read instead.
 */
function parse(lines: string[]) {
  return parseSds({ numPages: 1, hasTextLayer: true, pages: [{ number: 1, width: 595, height: 842, lines: lines.map((text, i) => ({ text, x: 40, y: 40 + i * 12 })) }] });
}

const SHEETS: Array<[string, string[]]> = [
  ["en", ["SECTION 1: Identification of the substance/mixture and of the company/undertaking", "1.1", "1.2", "Product identifier",
    "Identification of the substance", "Harbour Nitrate", "Article number", "X123", "SECTION 2: Hazards identification"]],
  ["de", ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "1.1", "1.2", "Produktidentifikator",
    "Bezeichnung des Stoffs", "Harbour Nitrat", "Artikelnummer", "X123", "ABSCHNITT 2: Mögliche Gefahren"]],
  // An invented language-like wording the parser has no vocabulary for: only the heading's own words tell.
  ["unknown language", ["ODDELEK 1: Opredelitev snova/smesi in podjetja", "1.1", "1.2", "Identifikator izdelka",
    "Opredelitev snova", "Harbour Nitrate", "Številka artikla", "X123", "ODDELEK 2: Ugotovitve o nevarnosti"]],
];

describe("a line that opens section 1's title, under the identifier label", () => {
  for (const [name, lines] of SHEETS) {
    test(`${name}: the name after it is the product, not the label`, () => {
      const parsed = parse(lines);
      if (parsed.product_name !== null) expect(parsed.product_name).toStartWith("Harbour Nitra");
    });
  }
});

/**
 * Session 25: the kin is told inside the product's reader (label-tiers.ts' readTiers reads it as a blank line; the
 * reader never returns it), not by reading the product again with its line blanked. Each reading pinned as before.
 */
describe("section 1's title kin, told while the product is read (session 25)", () => {
  const heading = "SECTION 1: Identification of the substance/mixture and of the company/undertaking";
  const end = "SECTION 2: Hazards identification";
  for (const [name, lines, product, confidence] of [
    ...SHEETS.map(([language, lines]) => [language, lines, lines[5]!, language === "unknown language" ? 0.85 : 0.9] as const),
    ["beside its label", [heading, "Product identifier: Identification of the substance", "Harbour Nitrate", "Article number: X123", end], "Harbour Nitrate", 0.85],
    ["two kin lines", [heading, "Product identifier", "Identification of the substance", "Identification of the substance/mixture", "Harbour Nitrate", end], "Harbour Nitrate", 0.9],
    ["under the heading without a label", [heading, "Identification of the substance", "Harbour Nitrate", "1.2 Relevant identified uses", "Fertiliser", end], "Harbour Nitrate", 0.9],
  ] as const) {
    test(`${name}: ${product} at ${confidence}`, () => {
      const parsed = parse([...lines]);
      expect(parsed.product_name).toBe(product);
      expect(parsed.evidence.product_name!.confidence).toBe(confidence);
    });
  }
  test("a kin line and no name after it: no product, not the kin", () => {
    expect(parse([heading, "Product identifier", "Identification of the substance", "Supplier: Harbour Chemicals Ltd", end]).product_name).toBeNull();
  });
});
