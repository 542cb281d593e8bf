/**
 * A product name wrapped at its column's edge onto a line that starts like a code: a grit or grade range ("P40-P120",
 * "60-120"), a size ("5-10 L"). The reader's line ends (x1) say the name's line was full; the parser joins a short
 * code-like line then, never a hazard statement code or a CAS number, and a name whose line was full is never certain
 * (a wrong value above 0.9 is the worst kind). Lines placed as the reader gives them, through parseSds.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";
import { columnPage } from "../helpers/sds-text.ts";

/** A column of text at x 40 whose one-cell lines reach about 292 points; the name's line ends at `nameEnd`. */
function column(heading: string, nameLine: string, nameEnd: number, below: string, next: string): SdsText {
  const rows: Array<[string, number]> = [[heading, 250], ["Copyright, 2009, Harbour Company. All rights", 270], ["reserved. Copying and downloading of this", 284],
    ["information for the purpose of properly", 288], ["utilizing our products is allowed provided", 291], [nameLine, nameEnd], [below, 88], [next, 146],
    ["St. Paul, MN 55144-1000, United States", 290], ["the information is copied in full with no changes", 292], ["2. Hazards identification", 180]];
  return columnPage(rows);
}

describe("a name wrapped at its column's edge onto a line that starts like a code", () => {
  const forms = [
    { heading: "SECTION 1: PRODUCT AND COMPANY IDENTIFICATION", line: "PRODUCT NAME: Harbour Abrasive Product, 340D", below: "P40-P120", next: "MANUFACTURER: Harbour", name: "Harbour Abrasive Product, 340D P40-P120" },
    { heading: "RUBRIQUE 1: Identification du produit", line: "Nom du produit : Harbour Disque abrasif Grain", below: "60-120", next: "Fournisseur : Harbour SA", name: "Harbour Disque abrasif Grain 60-120" },
    { heading: "ABSCHNITT 1: Bezeichnung des Stoffs", line: "Handelsname: Harbour Schleifscheibe Körnung", below: "P80-P240", next: "Hersteller: Harbour GmbH", name: "Harbour Schleifscheibe Körnung P80-P240" },
  ];

  for (const form of forms) {
    test(`"${form.below}" goes on the name when its line was full (${form.heading.split(" ")[0]}; not certain)`, () => {
      const parsed = parseSds(column(form.heading, form.line, 286, form.below, form.next));
      expect(parsed.product_name).toBe(form.name);
      expect(parsed.evidence.product_name!.confidence).toBeLessThanOrEqual(0.85);
    });
  }

  test("a name line that ended with room for the code is not joined", () => {
    const form = forms[0]!;
    expect(parseSds(column(form.heading, form.line, 200, form.below, form.next)).product_name).toBe("Harbour Abrasive Product, 340D");
  });

  test("a hazard statement code or a CAS number under a full name line is never joined, and the name is then not certain", () => {
    for (const below of ["H225", "P210", "64-17-5"]) {
      const parsed = parseSds(column(forms[0]!.heading, forms[0]!.line, 286, below, forms[0]!.next));
      expect(parsed.product_name).toBe("Harbour Abrasive Product, 340D");
      expect(parsed.evidence.product_name!.confidence).toBeLessThanOrEqual(0.85);
    }
  });
});
