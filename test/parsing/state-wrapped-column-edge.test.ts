/**
 * A physical state wrapped at its column's edge: "Appearance (physical state) and colour: This" / "product is a clear
 * liquid." in a narrow column, the state word on the line below. When the reader's line ends (x1) say the label's line
 * was full, the line below (one plain cell, starting where the label's line does) is read with it; under a line that
 * ended with room it is not. Lines placed as the reader gives them, through parseSds.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";
import { columnPage } from "../helpers/sds-text.ts";

/** Section 9 in a column of text at x 40 whose one-cell lines reach about 292 points; the state's line ends at `end`. */
function column(heading: string, stateLine: string, end: number, below: string, next: string): SdsText {
  const rows: Array<[string, number]> = [["SECTION 1: IDENTIFICATION", 200], ["Product name: Harbour Floor Cleaner", 210], ["SECTION 2: HAZARDS IDENTIFICATION", 230],
    ["Not a hazardous substance or mixture.", 230], [heading, 250], ["Copyright, 2018, Harbour Company. All rights", 270],
    ["reserved. Copying and downloading of this", 284], ["information for the purpose of properly", 288], ["utilizing our products is allowed provided", 291],
    [stateLine, end], [below, 170], [next, 146], ["the information is copied in full with no changes", 292], ["SECTION 10: STABILITY AND REACTIVITY", 250]];
  return columnPage(rows);
}

describe("a physical state wrapped at its column's edge", () => {
  const forms = [
    ["SECTION 9: PHYSICAL AND CHEMICAL PROPERTIES", "Appearance (physical state) and colour: This", "product is a clear liquid.", "Odour: Citrus", "liquid"],
    ["ABSCHNITT 9: Physikalische und chemische Eigenschaften", "Aggregatzustand und Farbe: Das Produkt ist eine", "klare Flüssigkeit.", "Geruch: Zitrus", "liquid"],
    ["RUBRIQUE 9: Propriétés physiques et chimiques", "État physique et couleur : Le produit est une", "poudre verte.", "Odeur : Citron", "solid"],
  ];
  for (const [heading, line, below, next, state] of forms) {
    test(`"${below}" is read with "${line}" when that line was full (not certain)`, () => {
      const parsed = parseSds(column(heading!, line!, 286, below!, next!));
      expect(parsed.physical_state).toBe(state!);
    });
    test(`"${below}" under "${line}" that ended with room is not read with it`, () => {
      expect(parseSds(column(heading!, line!, 200, below!, next!)).physical_state).toBeNull();
    });
  }
});
