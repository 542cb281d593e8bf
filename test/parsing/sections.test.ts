import { describe, expect, test } from "bun:test";
import { mergeParsedIntoRecord } from "../../src/modules/parsing/merge-parsed.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { findSectionSpans, titleSectionNumber, toDocLines } from "../../src/modules/parsing/sections.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";

/** A document of pages of lines, as the PDF reader gives them. */
function documentOf(pages: string[][]): SdsText {
  return {
    numPages: pages.length,
    hasTextLayer: true,
    pages: pages.map((lines, index) => ({
      number: index + 1,
      width: 612,
      height: 792,
      lines: lines.map((text, lineIndex) => ({ text, x: 40, y: 40 + lineIndex * 12, fontSize: 10 })),
    })),
  };
}

function sectionNumbers(lines: string[]): number[] {
  return findSectionSpans(toDocLines(documentOf([lines]).pages)).map((span) => span.number);
}

describe("section headings", () => {
  test.each([
    ["SECTION 2: HAZARDS IDENTIFICATION", 2],
    ["2. Hazard(s) identification", 2],
    ["2 HAZARDS IDENTIFICATION", 2],
    ["Section 2 - Hazards Identification", 2],
    ["SECTION 2 – HAZARD IDENTIFICATION", 2],
    ["SECTION 2 : HAZARD(S) IDENTIFICATION", 2],
    ["------SECTION 3: HAZARDS IDENTIFICATION ------", 2],
    ["Section 11- Toxicological Information", 11],
    ["*       Section 11: Toxicological Information", 11],
  ])("%s", (heading, expected) => {
    const printed = Number(/(\d+)/.exec(heading)![1]);
    const lines = printed === 3 ? ["1. Identification", "2. Composition/information on ingredients", heading] : [heading];
    expect(sectionNumbers(lines)).toContain(expected);
  });

  test("body lines that start with a number are not headings", () => {
    expect(sectionNumbers(["1. Identification", "1 Philips Parkway", "30 Bond Street", "10 Colonial Drive", "2. Hazards identification"])).toEqual([1, 2]);
  });

  test("references and repeated continuation headings do not split sections", () => {
    const numbers = sectionNumbers([
      "1. Identification",
      "2. Hazards identification",
      "3. Composition",
      "8. Exposure controls / personal protection",
      "8. Exposure controls / personal protection",
      "16. Other information",
      "Section 01: Company Mailing Address information was deleted.",
    ]);
    expect(numbers).toEqual([1, 2, 3, 8, 16]);
  });

  test("old ANSI order maps composition to 3 and hazards to 2", () => {
    expect(sectionNumbers(["1. Product identification", "2. COMPOSITION/INFORMATION ON INGREDIENTS", "3. HAZARD IDENTIFICATION", "4. FIRST-AID MEASURES"])).toEqual([1, 3, 2, 4]);
  });

  test("titles name their section", () => {
    expect(titleSectionNumber("Hazards Identification")).toBe(2);
    expect(titleSectionNumber("IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND OF THE")).toBe(1);
    expect(titleSectionNumber("Fire-fighting measures")).toBe(5);
  });
});

describe("parseSds on a small document", () => {
  const header = "Acme Degreaser    Revision Date 29-Jan-2018";
  const document = documentOf([
    [header, "1. Identification", "Product Name    Acme Degreaser", "Company", "Acme Chemicals Inc.", "2. Hazard(s) identification", "Signal Word", "Danger", "Hazard Statements", "Highly flammable liquid and vapor", "Page 1 of 2"],
    [header, "P210 Keep away from heat", "3. Composition/Information on Ingredients", "Ethyl alcohol    64-17-5    80 - 90", "4. First-aid measures", "Rinse.", "Page 2 of 2"],
  ]);
  const parsed = parseSds(document);

  test("reads identity, hazards and composition", () => {
    expect(parsed.product_name).toBe("Acme Degreaser");
    expect(parsed.manufacturer).toBe("Acme Chemicals Inc.");
    expect(parsed.revision_date).toBe("2018-01-29");
    expect(parsed.signal_word).toBe("DANGER");
    expect(parsed.h_codes).toEqual(["H225"]);
    expect(parsed.p_codes).toEqual(["P210"]);
    expect(parsed.pictograms).toEqual(["GHS02"]);
    expect(parsed.composition[0]).toMatchObject({ name: "Ethyl alcohol", cas_number: "64-17-5", concentration_min: 80, concentration_max: 90 });
  });

  test("page headers and footers are left out of section text", () => {
    const section2 = parsed.sections.find((section) => section.number === 2)!;
    expect(section2.text).not.toContain("Revision Date");
    expect(section2.text).not.toContain("Page 1 of 2");
    expect(section2.text).toContain("P210 Keep away from heat");
  });

  test("confidence is low when sections and key fields are missing", () => {
    expect(parsed.parse_confidence).toBeLessThan(0.8);
    const bare = parseSds(documentOf([["Some leaflet text that is long enough to count as a text layer ".repeat(3)]]));
    expect(bare.parse_confidence).toBeLessThan(0.3);
  });

  test("a document without a text layer needs OCR instead of an empty success", () => {
    const scan = parseSds({ ...documentOf([[]]), hasTextLayer: false });
    expect(scan.needs_ocr).toBe(true);
    expect(scan.parse_confidence).toBe(0);
    expect(scan.warnings[0]).toContain("OCR");
  });
});

describe("mergeParsedIntoRecord", () => {
  const parsed = { product_name: "Clorox Germicidal Bleach", manufacturer: "The Clorox Company", revision_date: "2018-07-24" };

  test("parsed values replace placeholders from a file name", () => {
    const result = mergeParsedIntoRecord({
      record: { product_name: "clorox", manufacturer: "clorox", revision_date: null },
      parsed,
      placeholderFields: { product_name: "filename", manufacturer: "placeholder" },
    });
    expect(result.updates).toEqual(parsed);
  });

  test("a value a person entered is never replaced", () => {
    const result = mergeParsedIntoRecord({
      record: { product_name: "Bleach (plant 2)", manufacturer: "clorox", revision_date: "2018-01-01" },
      parsed,
      placeholderFields: { product_name: "user", manufacturer: "filename", revision_date: "user" },
    });
    expect(result.overwrite).toEqual(["manufacturer"]);
  });

  test("nothing parsed, nothing changed", () => {
    const result = mergeParsedIntoRecord({
      record: { product_name: "x" },
      parsed: { product_name: null, manufacturer: null, revision_date: null },
      placeholderFields: { product_name: "filename" },
    });
    expect(result.overwrite).toEqual([]);
  });
});
