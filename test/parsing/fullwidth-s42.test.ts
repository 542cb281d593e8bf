/**
 * Digits and Latin letters printed in their fullwidth forms (U+FF10–FF19, U+FF21–FF3A, U+FF41–FF5A), as Japanese,
 * Chinese and Korean sheets and their OCR often print numbers and codes: "ＣＡＳ：６７－６４－１", "Ｈ２２５",
 * "２０２１－０３－１２". pdf.js gives them as printed; the parser read no CAS number, no date and no code there.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";
import { englishSheet } from "../helpers/letters-sheets.ts";

/** ASCII digits, letters and the signs between digits in their fullwidth forms. */
const fullwidth = (text: string) => text.replace(/[0-9A-Za-z]|(?<=\d)[-./](?=\d)/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));

describe("digits and Latin letters in their fullwidth forms", () => {
  test("CAS numbers, dates and codes read as the same in narrow forms", () => {
    const right = englishSheet("Harbour Degreaser 40", "Harbour Chemicals Ltd");
    const wide = right.map((line) => (/^(Effective date|Hazard statements|Acetone)/.test(line) ? line.replace(/(?<=: ).*/, fullwidth) : line));
    expect(wide.some((line) => /６７－６４－１/.test(line))).toBe(true);
    const want = parseSds(sheet(right));
    const got = parseSds(sheet(wide));
    expect(got.composition.map((row) => row.cas_number)).toEqual(["67-64-1"]);
    expect(got.revision_date).toBe(want.revision_date);
    expect(got.h_codes).toEqual(want.h_codes);
    expect(got.evidence.h_codes?.text).toContain("H225");
  });

  test("CJK punctuation stays as printed (the labels' fullwidth colon is read as it is); the digits read narrow", () => {
    const got = parseSds(sheet(["SECTION 1: Identification", "产品名称：硝酸", "Supplier: Harbour Chemicals Ltd", "修订日期：２０１６－０６－０１", "SECTION 2: Hazards identification", "SECTION 3: Composition"]));
    expect(got.revision_date).toBe("2016-06-01");
    expect(got.evidence.revision_date?.text).toBe("修订日期：2016-06-01");
  });
});
