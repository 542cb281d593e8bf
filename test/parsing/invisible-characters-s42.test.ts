/**
 * Characters a text layer holds that the page does not show as such: a hyphen a generator maps to U+00AD (the soft
 * hyphen: in a PDF's text a soft hyphen stands only where a glyph was drawn, so it is a hyphen the page shows: the CAS
 * numbers of issue 11's unseen sheets were written so), and zero-width characters inside words (U+200B, U+200C, U+200D,
 * U+2060, U+FEFF), which nothing draws. Printed so, the tune sheets lost their telephones ("+49\u00AD89\u00AD…" is no
 * number), dates, CAS numbers and sections (a hyphen every "-" is), and with zero-width characters inside words nearly
 * every field, the names keeping the invisible characters.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";
import { germanHyphenSheet } from "../helpers/letters-sheets.ts";

const GERMAN = germanHyphenSheet();

const FIELDS = ["product_name", "manufacturer", "revision_date", "signal_word", "h_codes", "emergency_phone", "supplier_phone", "physical_state", "flash_point"] as const;

function expectReadAlike(right: readonly string[], printed: readonly string[]): void {
  const want = parseSds(sheet([...right]));
  const got = parseSds(sheet([...printed]));
  for (const field of FIELDS) expect({ field, value: got[field] }).toEqual({ field, value: want[field] });
  expect(got.sections.map((section) => [section.number, section.title])).toEqual(want.sections.map((section) => [section.number, section.title]));
  expect(got.composition.map((row) => row.cas_number)).toEqual(want.composition.map((row) => row.cas_number));
}

describe("characters a text layer holds that the page does not show as such", () => {
  test("the sheet as the page shows it (the reference)", () => {
    expect(parseSds(sheet(GERMAN))).toMatchObject({
      product_name: "Kalk-Entferner Forte", manufacturer: "Muster-Chemie GmbH", revision_date: "2021-02-01", supplier_phone: "+49-89-1234-567", physical_state: "liquid",
    });
  });

  test("every hyphen written U+00AD reads as the hyphen the page shows", () => {
    const soft = GERMAN.map((line) => line.replace(/-/g, "\u00ad"));
    expectReadAlike(GERMAN, soft);
    expect(parseSds(sheet(soft)).product_name).toBe("Kalk-Entferner Forte");
  });

  for (const [name, mark] of [["zero-width space", "\u200b"], ["zero-width joiner", "\u200d"], ["word joiner", "\u2060"], ["byte order mark", "\ufeff"]] as const) {
    test(`a ${name} inside words is no character of the text, in labels and in values`, () => {
      // After every third letter of a longer word, as a generator that breaks words for its own line-breaking leaves it.
      const marked = GERMAN.map((line) => line.replace(/(?<=\p{L}{3})(?=\p{L}{3})/gu, mark));
      expectReadAlike(GERMAN, marked);
      expect(parseSds(sheet(marked)).product_name).toBe("Kalk-Entferner Forte");
    });
  }
});
