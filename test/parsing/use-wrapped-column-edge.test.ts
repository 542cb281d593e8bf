/**
 * A use wrapped at its column's edge: "Use of the substance/mixture: Coating. Paints." / "Painting-related materials."
 * in a narrow column, the line below starting where the use's line does. When the reader's line ends (x1) say the use's
 * line was full — the next line's first word would not have fit — the line goes on the use, even after a full stop or
 * before a capital; under a line that ended with room it is not joined. A use ending on a dash of any form ("Insecticide
 * ‐") is unfinished. Lines placed as the reader gives them, through parseSds.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";
import { columnPage } from "../helpers/sds-text.ts";

/** A column of text at x 40 whose one-cell lines reach about 292 points; the use's line ends at `useEnd`. */
function column(heading: string, useLine: string, useEnd: number, below: string, next: string): SdsText {
  const rows: Array<[string, number]> = [[heading, 250], ["Product name: Harbour Reducer 40", 190], ["Copyright, 2018, Harbour Company. All rights", 270],
    ["reserved. Copying and downloading of this", 284], ["information for the purpose of properly", 288], ["utilizing our products is allowed provided", 291],
    [useLine, useEnd], [below, 180], [next, 146], ["Harbour Road 12, Springfield, United States", 290], ["the information is copied in full with no changes", 292],
    ["2. Hazards identification", 180]];
  return columnPage(rows);
}

describe("a use wrapped at its column's edge", () => {
  const forms = [
    { heading: "SECTION 1: PRODUCT AND COMPANY IDENTIFICATION", line: "Use of the substance/mixture: Coating. Paints.", below: "Painting-related materials.",
      next: "Supplier: Harbour Chemical", use: "Coating. Paints. Painting-related materials." },
    { heading: "RUBRIQUE 1: Identification du produit", line: "Utilisation de la substance/du mélange : Peintures. Vernis", below: "Matériaux pour la peinture.",
      next: "Fournisseur : Harbour SA", use: "Peintures. Vernis Matériaux pour la peinture." },
    { heading: "ABSCHNITT 1: Bezeichnung des Stoffs", line: "Verwendung des Stoffs/des Gemisches: Beschichtung. Lacke", below: "Malerbedarf und Zubehör",
      next: "Hersteller: Harbour GmbH", use: "Beschichtung. Lacke Malerbedarf und Zubehör" },
  ];

  for (const form of forms) {
    test(`"${form.below}" goes on the use when the use's line was full (${form.heading.split(" ")[0]}; not certain)`, () => {
      const parsed = parseSds(column(form.heading, form.line, 286, form.below, form.next));
      expect(parsed.recommended_use).toBe(form.use);
      expect(parsed.evidence.recommended_use!.confidence).toBeLessThanOrEqual(0.85);
    });
  }

  test("under a use line that ended with room, the line below is not joined", () => {
    for (const form of forms) {
      expect(parseSds(column(form.heading, form.line, 200, form.below, form.next)).recommended_use).toBe(form.line.split(/:\s*/u).slice(1).join(":").trim());
    }
  });

  test("under 1.2's combined heading, the use's line the column wrapped goes on below (EN, FR)", () => {
    const headings = [
      ["Relevant identified uses of the substance or mixture and uses advised against", "Water Base Mixture/Preparation – Fountain", "Solution Concentrate for Printing Use",
        "Water Base Mixture/Preparation – Fountain Solution Concentrate for Printing Use"],
      ["Utilisations identifiées pertinentes de la substance ou du mélange et utilisations déconseillées", "Solution de mouillage concentrée pour", "Impression offset",
        "Solution de mouillage concentrée pour Impression offset"],
    ];
    for (const [heading, line, below, use] of headings) {
      const text = column("SECTION 1: IDENTIFICATION", heading!, 290, line!, "Supplier: Harbour Chemical");
      const lines = text.pages[0]!.lines;
      lines[7]!.x1 = 286;
      lines.splice(8, 0, { text: below!, x: 40, x1: 200, y: lines[7]!.y + 6 });
      expect(parseSds(text).recommended_use).toBe(use!);
    }
  });

  test("a use ending on a typographic dash goes on below, a line's room or not", () => {
    const parsed = parseSds(column("SECTION 1: IDENTIFICATION", "Recommended Use:    Insecticide ‐", 120, "Crawling Bug ‐ Aerosol", "Supplier: Harbour Chemical"));
    expect(parsed.recommended_use).toBe("Insecticide ‐ Crawling Bug ‐ Aerosol");
  });
});
