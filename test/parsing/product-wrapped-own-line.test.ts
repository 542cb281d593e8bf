/**
 * A product name on a line of its own under its label, wrapped at its column's edge: "Product identifier used on the
 * label" / "ULTRAMID® A3EG3 UNCOLORED" / "POLYAMIDE" in a narrow column. When the reader's line ends (x1) say the name's
 * line was full — the next line's first word would not have fit — the line below, one plain cell starting where the
 * name does, goes on the name (not certain); under a line that ended with room it is not joined. Lines placed as the
 * reader gives them, through parseSds.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";
import { columnPage } from "../helpers/sds-text.ts";

/** A column of text at x 40 whose one-cell lines reach about 292 points; the name's line ends at `nameEnd`. */
function column(heading: string, label: string, name: string, nameEnd: number, below: string, next: string): SdsText {
  const rows: Array<[string, number]> = [[heading, 250], ["Copyright, 2018, Harbour Company. All rights", 270], ["reserved. Copying and downloading of this", 284],
    ["information for the purpose of properly", 288], ["utilizing our products is allowed provided", 291], [label, 230], [name, nameEnd], [below, 110], [next, 146],
    ["Harbour Road 12, Springfield, United States", 290], ["the information is copied in full with no changes", 292], ["2. Hazards identification", 180]];
  return columnPage(rows);
}

describe("a name on its own line wrapped at its column's edge", () => {
  const forms = [
    { heading: "SECTION 1: PRODUCT AND COMPANY IDENTIFICATION", label: "Product identifier used on the label", name: "Harbourmid® A3EG3 Uncolored Resin", below: "Polyamide",
      next: "Supplier: Harbour Chemical", full: "Harbourmid® A3EG3 Uncolored Resin Polyamide" },
    { heading: "RUBRIQUE 1: Identification du produit", label: "Identificateur de produit", name: "Harbour Polyéthylène haute densité", below: "naturel",
      next: "Fournisseur : Harbour SA", full: "Harbour Polyéthylène haute densité naturel" },
    { heading: "ABSCHNITT 1: Bezeichnung des Stoffs", label: "Produktidentifikator", name: "Harbour Polyethylen hoher Dichte", below: "Naturfarben",
      next: "Hersteller: Harbour GmbH", full: "Harbour Polyethylen hoher Dichte Naturfarben" },
  ];

  for (const form of forms) {
    test(`"${form.below}" goes on the name when the name's line was full (${form.heading.split(" ")[0]}; not certain)`, () => {
      const parsed = parseSds(column(form.heading, form.label, form.name, 286, form.below, form.next));
      expect(parsed.product_name).toBe(form.full);
      expect(parsed.evidence.product_name!.confidence).toBeLessThanOrEqual(0.85);
    });
  }

  test("under a name line that ended with room, the line below is not joined", () => {
    for (const form of forms) expect(parseSds(column(form.heading, form.label, form.name, 180, form.below, form.next)).product_name).toBe(form.name);
  });
});
