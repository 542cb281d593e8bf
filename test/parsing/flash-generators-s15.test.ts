/**
 * The flash point in 9.1 layouts the sweeps did not hold (session 15), in eight languages: a header row of property
 * labels with the values on the row below, the label's qualifier on a line of its own before the value ("Flash point"
 * / "(closed cup)" / "62 °C"), the test method in a column before the value without a colon ("Flash point    closed
 * cup    62 °C"), and the degree sign an OCR reading took for a letter o or a zero ("62 oC", "62 0C"). Invented values.
 */
import { describe, expect, test } from "bun:test";
import { findFlashPoint } from "../../src/modules/parsing/flash-point.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { FIELD_LANGUAGES } from "../helpers/new-fields-words.ts";
import { sheet } from "../helpers/sds-text.ts";

const LANGUAGES = ["en", "de", "fr", "es", "it", "nl", "pt", "pl"] as const;
const gap = "          ";
const LAYOUTS = ["header-row", "qualifier-below", "method-column-first", "ocr-degree-o", "ocr-degree-zero"] as const;

function linesOf(language: string, layout: (typeof LAYOUTS)[number]): string[] {
  const w = FIELD_LANGUAGES[language]!;
  const label = w.flashLabels[0]!;
  const boiling = w.boiling.slice(0, w.boiling.indexOf(":")).split(" ").slice(0, 2).join(" ");
  if (layout === "header-row") return [`${label}${gap}${boiling}${gap}pH`, `62 °C${gap}100 °C${gap}7`];
  if (layout === "qualifier-below") return [label, `(${w.closedCup})`, "62 °C"];
  if (layout === "method-column-first") return [`${label}${gap}${w.closedCup}${gap}62 °C`];
  if (layout === "ocr-degree-o") return [`${label}: 62 oC`];
  return [`${label}: 62 0C`];
}

const CASES = LANGUAGES.flatMap((language) => LAYOUTS.map((layout) => ({ language, layout, lines: [`9.1 ${FIELD_LANGUAGES[language]!.propertiesHeading}`, ...linesOf(language, layout)] })));

describe("flash point: header rows, a qualifier below the label, a method column first, an OCR degree sign", () => {
  test.each(CASES)("$language $layout → 62 °C, below 0.9", ({ lines }) => {
    const found = findFlashPoint(lines);
    expect(found?.value).toBe("62 °C");
    expect(found!.confidence).toBeLessThan(0.9);
  });

  test.each(LANGUAGES)("%s: the header-row layout read by parseSds in a whole sheet", (language) => {
    const w = FIELD_LANGUAGES[language]!;
    const lines = [w.sections[0], `1.1 ${w.product}`, w.sections[1], w.hazardLine, w.sections[2], w.sections[3], `9.1 ${w.propertiesHeading}`, ...linesOf(language, "header-row")];
    expect(parseSds(sheet(lines)).flash_point).toBe("62 °C");
  });

  test("a zero run into the number stays a digit ('620C')", () => {
    expect(findFlashPoint(["Flash point: 620C"])?.value).toBe("620C");
  });

  test.each([
    [["Flash point    Boiling point    pH", "Not applicable    100 °C    7"], null],
    [["Flash point    Not applicable", "Boiling point    100 °C"], null],
    [["Flash point    Boiling point    Melting point", "Not applicable    100 °C    -5 °C"], null],
  ])("no value where the flash point's cell holds none, nor from the next row of a two-column table: %j", (lines, value) => {
    expect(findFlashPoint(lines)?.value ?? null).toBe(value);
  });
});
