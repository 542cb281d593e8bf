/**
 * Session 25: section 1's label columns are paired once (label-column-pairs.ts' pairedColumns) and both the product's
 * and the company's readers read that one pairing. Each reader so gets the other's pairs too: a column of labels
 * without colons over ": value" lines gives the supplier as well as the product, and a label column whose company
 * label stands beside its translation gives the product as well as the company. Invented names, several languages.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";

function parse(lines: readonly string[]) {
  return parseSds({ numPages: 1, hasTextLayer: true, pages: [{ number: 1, width: 595, height: 842, lines: lines.map((text, i) => ({ text, x: 40, y: 40 + i * 12 })) }] });
}

describe("a stacked label column (labels, then ': value' lines): the product and the supplier", () => {
  for (const [language, heading, labels, product, company, address, end] of [
    ["nl", "1. Identificatie van de stof of het mengsel en van de vennootschap/onderneming", ["Handelsnaam", "Leverancier"], "Quellor Spoelmiddel 40", "Quellor Chemie B.V.", "Straatweg 1, 1234 AB Delft", "2. Identificatie van de gevaren"],
    ["de", "1. Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", ["Handelsname", "Lieferant"], "Quellor Spülmittel 40", "Quellor Chemie GmbH", "Hafenstraße 1, 86159 Augsburg", "2. Mögliche Gefahren"],
    ["en", "1. Identification", ["Product name", "Supplier"], "Quellor Rinse 40", "Quellor Chemicals Ltd", "1 Quay Road, Bristol", "2. Hazards identification"],
  ] as const) {
    test(language, () => {
      const parsed = parse([heading, ...labels, `: ${product}`, `: ${company}`, address, end]);
      expect(parsed.product_name).toBe(product);
      expect(parsed.manufacturer).toBe(company);
      expect(parsed.evidence.manufacturer!.confidence).toBeLessThanOrEqual(0.9);
    });
  }
});

describe("a label column whose company label stands beside its translation: the product too", () => {
  for (const [language, productLabel, companyLabels, product, company] of [
    ["en/fr", "Product name:", "Company    Société:", "Quellor Rinse 40", "Quellor Chimie SARL"],
    ["de/fr", "Handelsname:", "Firma    Société:", "Quellor Spülmittel 40", "Quellor Chimie SA"],
  ] as const) {
    test(language, () => {
      const parsed = parse(["1. Identification", productLabel, companyLabels, product, company, "2. Hazards identification"]);
      expect(parsed.product_name).toBe(product);
      expect(parsed.manufacturer).toBe(company);
      // Paired by place: never surer than a column's pairing.
      expect(parsed.evidence.product_name!.confidence).toBeLessThanOrEqual(0.75);
    });
  }
});
