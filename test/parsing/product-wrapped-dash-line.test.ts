/**
 * A product name wrapped at its column's edge just before a spaced dash ("HIGH DENSITY POLYETHYLENE" / "- Grades
 * designated by HD or HDP prefix"): the column wrapped the name where its own separator stands, and the line below
 * opens with the dash. When the reader's line ends (x1) say the name's line was full, the line goes on the name with its
 * dash (not certain); under a line that ended with room, a dashed line is a list's item and is not joined. Lines placed
 * as the reader gives them, through parseSds.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";
import { columnPage } from "../helpers/sds-text.ts";

/** A column of text at x 40 whose one-cell lines reach about 292 points; the name's line ends at `nameEnd`. */
function column(heading: string, nameLine: string, nameEnd: number, below: string, next: string): SdsText {
  const rows: Array<[string, number]> = [[heading, 250], ["Copyright, 2018, Harbour Company. All rights", 270], ["reserved. Copying and downloading of this", 284],
    ["information for the purpose of properly", 288], ["utilizing our products is allowed provided", 291], [nameLine, nameEnd], [below, 230], [next, 146],
    ["Harbour Road 12, Springfield, United States", 290], ["the information is copied in full with no changes", 292], ["2. Hazards identification", 180]];
  return columnPage(rows);
}

describe("a name wrapped at its column's edge before a spaced dash", () => {
  const forms = [
    { heading: "SECTION 1: PRODUCT AND COMPANY IDENTIFICATION", line: "Product Name: HARBOUR HIGH DENSITY POLYETHYLENE", below: "- Grades designated by HD or HDP prefix",
      next: "Supplier: Harbour Chemical", name: "HARBOUR HIGH DENSITY POLYETHYLENE - Grades designated by HD or HDP prefix" },
    { heading: "RUBRIQUE 1: Identification du produit", line: "Nom du produit : Harbour Polyéthylène haute densité", below: "– qualités désignées par le préfixe HD",
      next: "Fournisseur : Harbour SA", name: "Harbour Polyéthylène haute densité – qualités désignées par le préfixe HD" },
    { heading: "ABSCHNITT 1: Bezeichnung des Stoffs", line: "Handelsname: Harbour Polyethylen hoher Dichte", below: "- Typen mit dem Präfix HD oder HDP",
      next: "Hersteller: Harbour GmbH", name: "Harbour Polyethylen hoher Dichte - Typen mit dem Präfix HD oder HDP" },
  ];

  for (const form of forms) {
    test(`"${form.below}" goes on the name, with its dash, when the name's line was full (${form.heading.split(" ")[0]}; not certain)`, () => {
      const parsed = parseSds(column(form.heading, form.line, 286, form.below, form.next));
      expect(parsed.product_name).toBe(form.name);
      expect(parsed.evidence.product_name!.confidence).toBeLessThanOrEqual(0.85);
    });
  }

  test("under a name line that ended with room, a dashed line is not joined", () => {
    for (const form of forms) {
      expect(parseSds(column(form.heading, form.line, 200, form.below, form.next)).product_name).toBe(form.line.split(/:\s*/u).slice(1).join(":").trim());
    }
  });
});
