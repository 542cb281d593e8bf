/**
 * Session 25: a 1.1 sub-heading worded beyond the vocabulary's phrases ("Identificación de la sustancia o el preparado",
 * "Identification of the substance or the preparation", a language the parser does not read) left the product unread
 * even with the name printed right under it or beside it. Section 1's sub-section 1.1 is the product identifier by its
 * number, so such a heading now heads the name, at most 0.75. Through the real parser; invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { productOf } from "../helpers/sds-text.ts";

/** A sheet whose section 1 opens with `heading` (section 1's title before it) and `body`. */
const sheetUnder = (heading: string, body: string[]) => [
  "SAFETY DATA SHEET",
  "1. IDENTIFICATION OF THE SUBSTANCE/PREPARATION AND OF THE COMPANY",
  heading,
  ...body,
  "1.2 Use",
  "Fertiliser for leaf feeding",
  "1.3 Supplier",
  "Agroverde Bio S.L.",
];

describe("a 1.1 heading of words the vocabulary does not hold heads the name", () => {
  test.each([
    ["es", "1.1 Identificación de la sustancia o el preparado"],
    ["en", "1.1 Identification of the substance or the preparation"],
    // (session 36: "Identificación del preparado" is a label of the vocabulary now, read above 0.75; another one-noun heading)
    ["es, one noun", "1.1. Identificación de la formulación"],
    ["fr", "1.1 Identification de la substance ou la préparation"],
    // (session 38: "Identifikace látky nebo přípravku" is a 1.1 heading of the vocabulary now, read above 0.75; a wording it does not hold)
    ["cs", "1.1 Identifikace chemické látky nebo přípravku"],
    ["et", "1.1 Aine või segu identifitseerimine"],
  ])("%s: the name on the next line", (_language, heading) => {
    const read = productOf(sheetUnder(heading, ["Folimax Plus"]));
    expect(read.value).toBe("Folimax Plus");
    expect(read.confidence).toBeLessThanOrEqual(0.75);
    expect(read.confidence).toBeGreaterThan(0);
  });

  test("the name beside the heading, across a column gap", () => {
    expect(productOf(sheetUnder("1.1 Identificación de la sustancia o el preparado      FOLIMAX", [])).value).toBe("FOLIMAX");
  });

  test("the heading's words wrapped onto the next line are passed over", () => {
    expect(productOf(sheetUnder("1.1 Identificación de la sustancia o el", ["preparado", "Folimax Plus"])).value).toBe("Folimax Plus");
  });
});

describe("what stands under such a heading and is no name", () => {
  test.each([
    ["a sentence describing the preparation", ["La préparation est un mélange d'eau et de glycol."]],
    ["a row of labels whose values were lost", ["Produktform Handelsname Produktcode"]],
    ["the company", ["Agroverde Bio S.L."]],
    ["the next sub-section", []],
    ["a label with its value", ["Trade name : Folimax Plus"]],
  ])("%s", (name, body) => {
    const read = productOf(sheetUnder("1.1 Identificación de la sustancia o el preparado", body));
    if (name === "a label with its value") expect(read).toEqual({ value: "Folimax Plus", confidence: expect.any(Number) });
    else expect(read.value).toBeNull();
  });
});
