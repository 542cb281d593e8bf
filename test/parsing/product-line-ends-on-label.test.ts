/**
 * A name's line whose last cell is another field's label alone with its colon ("Trade name: Böttcherin 60    Status:"
 * / "12.3.2004"): the column wrapped the label's value onto the next line, which is that label's, never the name's end
 * — even where the reader's line ends say the name's line was full. Lines placed as the reader gives them, through
 * parseSds.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";
import { columnPage } from "../helpers/sds-text.ts";

/** A column of text at x 40 whose one-cell lines reach about 292 points; the name's line ends at 286. */
function column(heading: string, nameLine: string, below: string, next: string): SdsText {
  const rows: Array<[string, number]> = [[heading, 250], ["Copyright, 2018, Harbour Company. All rights", 270], ["reserved. Copying and downloading of this", 284],
    ["information for the purpose of properly", 288], ["utilizing our products is allowed provided", 291], [nameLine, 286], [below, 100], [next, 146],
    ["Harbour Road 12, Springfield, United States", 290], ["the information is copied in full with no changes", 292], ["2. Hazards identification", 180]];
  return columnPage(rows);
}

describe("a name's line ending on another field's label alone", () => {
  const forms = [
    ["SECTION 1: PRODUCT AND COMPANY IDENTIFICATION", "Trade name: Harbour Cleaner 60    Status:", "12.3.2004", "Supplier: Harbour Chemical", "Harbour Cleaner 60"],
    ["ABSCHNITT 1: Bezeichnung des Stoffs", "Handelsname: Harbour Reiniger 60    Stand:", "12.03.2004", "Hersteller: Harbour GmbH", "Harbour Reiniger 60"],
    ["RUBRIQUE 1: Identification du produit", "Nom commercial : Harbour Nettoyant 60    Version :", "3.1.0", "Fournisseur : Harbour SA", "Harbour Nettoyant 60"],
  ];
  for (const [heading, line, below, next, name] of forms) {
    test(`"${below}" under "${line}" is the label's value, not the name's end`, () => {
      expect(parseSds(column(heading!, line!, below!, next!)).product_name).toBe(name!);
    });
  }
});
