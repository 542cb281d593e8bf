/**
 * A PDF that holds more than one safety data sheet: a two-part product's sheets one after the other (an epoxy kit's
 * resin and hardener), a supplier's sheets bound in one file. The parser reads the first sheet, and the record is the
 * first sheet's; the second's hazards were dropped without a word (a kit's corrosive hardener, H314, read as nothing).
 * Now the sheet says so and waits for a person, naming the other sheet, its page and the hazard codes the record lacks.
 * A sheet printed again in another language (a Canadian sheet's French half) is no second product.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { englishSheet, frenchSheet, hardenerSheet, withSectionBodies as long } from "../helpers/letters-sheets.ts";
import { linesOverPages } from "../helpers/sds-text.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";

const english = (k: number) => `Keep the container closed and store it in a cool place, line ${k}.`;
const french = (k: number) => `Conserver le récipient bien fermé dans un endroit frais, ligne ${k}.`;
/** Sheets one after the other, each over its own pages. */
const bound = (...sheets: (readonly string[])[]): SdsText => {
  const pages = sheets.flatMap((lines) => linesOverPages(lines, 4).pages).map((page, index) => ({ ...page, number: index + 1 }));
  return { numPages: pages.length, hasTextLayer: true, pages };
};

const PART_A = long(englishSheet("Epoxy Kit Part A Resin", "Harbour Chemicals Ltd"), english);
const PART_B = long(hardenerSheet("Epoxy Kit Part B Hardener", "Harbour Chemicals Ltd"), english);

describe("a PDF holding more than one safety data sheet", () => {
  test("a kit's two sheets: the first sheet's values, and the second named with its page and the hazard codes the record lacks", () => {
    const got = parseSds(bound(PART_A, PART_B));
    expect(got).toMatchObject({ product_name: "Epoxy Kit Part A Resin", h_codes: ["H225"] });
    expect(got.composition.map((row) => row.cas_number)).toEqual(["67-64-1"]);
    expect(got.warnings).toContain(`the PDF holds more than one safety data sheet: another begins on page 5 ("Epoxy Kit Part B Hardener"), with hazard codes this record lacks (H314); the values here are the first sheet's`);
    expect(got.needs_review_reasons).toContain(`the PDF holds more than one safety data sheet (another, "Epoxy Kit Part B Hardener", begins on page 5): check which product this record is for, and upload the other sheets apart`);
  });

  test("a sheet alone, or a sheet and its French half, holds one", () => {
    const alone = parseSds(bound(PART_A));
    expect(alone.warnings.some((warning) => warning.includes("more than one safety data sheet"))).toBe(false);
    const bilingual = parseSds(bound(PART_A, long(frenchSheet("Epoxy Kit Part A Resin", "Harbour Chemicals Ltd"), french)));
    expect(bilingual.product_name).toBe("Epoxy Kit Part A Resin");
    expect(bilingual.warnings.some((warning) => warning.includes("more than one safety data sheet"))).toBe(false);
    expect(bilingual.needs_review_reasons.some((reason) => reason.includes("more than one safety data sheet"))).toBe(false);
    // The same sheet bound twice.
    expect(parseSds(bound(PART_A, PART_A)).warnings.some((warning) => warning.includes("more than one safety data sheet"))).toBe(false);
  });

  test("a kit's parts under the kit's one name: the second says so where it adds hazard codes", () => {
    const hardener = PART_B.map((line) => line.replace("Epoxy Kit Part B Hardener", "Epoxy Kit Part A Resin"));
    const got = parseSds(bound(PART_A, hardener));
    expect(got.warnings).toContain(`the PDF holds more than one safety data sheet: another begins on page 5 ("Epoxy Kit Part A Resin"), with hazard codes this record lacks (H314); the values here are the first sheet's`);
  });

  test("an exposure scenario's annex after the sheet, its parts numbered 1 to 3, names no product: no other sheet", () => {
    const part = (k: number) => Array.from({ length: 20 }, (_, line) => `The annex's text on worker exposure, part ${k}, line ${line + 1}.`);
    const annex = ["ANNEX: EXPOSURE SCENARIO 1", "SECTION 1: Title section", ...part(1), "SECTION 2: Operational conditions", ...part(2), "SECTION 3: Estimation", ...part(3)];
    const got = parseSds(bound(PART_A, annex));
    expect(got.product_name).toBe("Epoxy Kit Part A Resin");
    expect(got.warnings.some((warning) => warning.includes("more than one safety data sheet"))).toBe(false);
  });
});
