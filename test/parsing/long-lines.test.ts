/**
 * A text layer can put a whole document on one baseline (a hostile or broken PDF: up to the reader's 1,000,000
 * characters). Several label searches cost the square of a line's length, so such a line kept the parse — and the
 * appliance's job worker with it — busy for minutes to hours (a 300,000-character line of "Product name / ": over
 * three minutes). The parser reads any line longer than real SDS lines ever are (the longest in 223 corpus documents:
 * 308 characters) as lines of at most MAX_LINE_CHARS, cut at a space. Synthetic text.
 */
import { describe, expect, test } from "bun:test";
import { boundLines, MAX_LINE_CHARS } from "../../src/modules/parsing/line-bounds.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

describe("lines longer than any SDS line", () => {
  test("are cut at spaces into lines of at most MAX_LINE_CHARS; nothing but the spaces at the cuts is lost", () => {
    const long = Array.from({ length: 5_000 }, (_, index) => `word${index}`).join(" ");
    const [page] = boundLines(sheet(["Short line", long, "Another short line"]).pages);
    const texts = page!.lines.map((line) => line.text);
    expect(texts[0]).toBe("Short line");
    expect(texts.at(-1)).toBe("Another short line");
    const pieces = texts.slice(1, -1);
    expect(pieces.length).toBeGreaterThanOrEqual(Math.ceil(long.length / MAX_LINE_CHARS));
    expect(pieces.every((piece) => piece.length <= MAX_LINE_CHARS)).toBe(true);
    expect(pieces.join(" ")).toBe(long);
    // In reading order, below the line they came from and above the next.
    const ys = page!.lines.map((line) => line.y);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
  });

  test("a run without spaces is cut at the limit", () => {
    const [page] = boundLines(sheet(["x".repeat(2 * MAX_LINE_CHARS + 500)]).pages);
    expect(page!.lines.map((line) => line.text.length)).toEqual([MAX_LINE_CHARS, MAX_LINE_CHARS, 500]);
  });

  test("a document of ordinary lines is given back as it is", () => {
    const pages = sheet(["SECTION 1: Identification", "Product name: Harbour Gel", "y".repeat(MAX_LINE_CHARS)]).pages;
    expect(boundLines(pages)).toBe(pages);
  });

  test.each([
    ["a label repeated with slashes", "Product name / ".repeat(20_000)],
    ["a signal-word label repeated", "Signal word: ".repeat(20_000)],
    ["a supersedes label repeated before one date", `${"Supersedes: MSDS dated ".repeat(10_000)}01/01/2020`],
  ])("a hostile document of three 250,000-character lines (%s) is parsed", (_kind, line) => {
    const parsed = parseSds(sheet(["SECTION 1: Identification", "Product name: Harbour Gel", line, "SECTION 2: Hazards identification", line, "H225", "SECTION 3: Composition", line]));
    expect(parsed.product_name).toBe("Harbour Gel");
    expect(parsed.h_codes).toContain("H225");
  }, 60_000);
});
