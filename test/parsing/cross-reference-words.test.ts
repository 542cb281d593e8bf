/**
 * A cross-reference in a value's place ("See section 16", "Siehe Abschnitt 16", "Vedi sezione 16", "Consulte a secção
 * 16", "Patrz sekcja 16") points elsewhere: it is neither the use nor the company. The words are one list
 * (vocabulary/cross-reference-words.ts) that the use, the company and the section readers share. Through parseSds.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";

function sheet(rows: readonly string[]): SdsText {
  return { numPages: 1, hasTextLayer: true, pages: [{ number: 1, width: 612, height: 792, lines: rows.map((text, index) => ({ text, x: 40, y: 60 + index * 12 })) }] };
}

const POINTERS = ["See section 16", "Siehe Abschnitt 16", "Voir rubrique 16", "Véase la sección 16", "Vedi sezione 16", "Zie rubriek 16", "Consulte a secção 16", "Patrz sekcja 16"];

describe("a cross-reference is no value", () => {
  test.each(POINTERS)("use: %s", (pointer) => {
    const parsed = parseSds(sheet([
      "SECTION 1: Identification of the substance/mixture and of the company/undertaking", "Product name: Harbour Deck Rinse 40",
      `Recommended use: ${pointer}`, "Supplier: Harbour Marine Coatings Ltd", "SECTION 2: Hazards identification",
    ]));
    expect(parsed.recommended_use).toBeNull();
    expect(parsed.product_name).toBe("Harbour Deck Rinse 40");
  });
  test.each(POINTERS)("company: %s", (pointer) => {
    const parsed = parseSds(sheet([
      "SECTION 1: Identification of the substance/mixture and of the company/undertaking", "Product name: Harbour Deck Rinse 40",
      `Supplier: ${pointer}`, "SECTION 2: Hazards identification",
    ]));
    expect(parsed.manufacturer).toBeNull();
  });
});
