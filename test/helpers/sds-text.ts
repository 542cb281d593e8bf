import { test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { ParsedSds, SdsText } from "../../src/modules/parsing/types.ts";

/** A one-page text layer of the given lines, one under the other at the left margin: what synthetic parser tests read. */
export function sheet(lines: string[]): SdsText {
  return linesOverPages(lines, 1);
}

/**
 * A one-page text layer of one-cell lines at x 40, 12 points apart, each with where it ends (x1, points): a column whose
 * lines the reader measured, for the tests of values wrapped at a column's edge.
 */
export function columnPage(rows: ReadonlyArray<readonly [text: string, x1: number]>): SdsText {
  return { numPages: 1, hasTextLayer: true, pages: [{ number: 1, width: 612, height: 792, lines: rows.map(([text, x1], index) => ({ text, x: 40, x1, y: 60 + index * 12 })) }] };
}

/** A text layer of `pages` pages holding the given lines in order, spread evenly over them, each page as `sheet` sets it. */
export function linesOverPages(lines: readonly string[], pages: number): SdsText {
  const perPage = Math.ceil(lines.length / pages);
  return {
    numPages: pages,
    hasTextLayer: true,
    pages: Array.from({ length: pages }, (_, page) => ({
      number: page + 1,
      width: 600,
      height: 800,
      lines: lines.slice(page * perPage, (page + 1) * perPage).map((text, index) => ({ text, x: 40, y: 40 + index * 12 })),
    })),
  };
}

/** Sections 2–4 of a small sheet: placed after a test's section 1, it ends section 1 where a real sheet's does. */
export const SECTIONS_2_TO_4 = [
  "SECTION 2: Hazards identification",
  "Signal word: Warning",
  "H319 Causes serious eye irritation.",
  "SECTION 3: Composition/information on ingredients",
  "Ethanol 64-17-5 10-20%",
  "SECTION 4: First aid measures",
  "Rinse with water.",
];

const LATER_PAGES = [["SECTION 5: Firefighting measures", "Use water spray."], ["SECTION 9: Physical and chemical properties", "Physical state: liquid"]];

/** A sheet of three pages: the body on page 1, later sections on pages 2 and 3, the footer line at the bottom of every page. */
export function pagedSheet(body: readonly string[], footer: string, pages = 3): SdsText {
  const texts = [body, ...LATER_PAGES];
  return {
    numPages: pages,
    hasTextLayer: true,
    pages: Array.from({ length: pages }, (_, page) => ({
      number: page + 1,
      width: 600,
      height: 800,
      lines: [
        ...texts[page]!.map((text, index) => ({ text, x: 40, y: 40 + index * 12 })),
        { text: footer, x: 40, y: 780, fontSize: 7 },
      ],
    })),
  };
}

/** The product name parseSds reads from a sheet of the given lines followed by `rest`, and its confidence (0 when none). */
export function productOf(lines: string[], rest: readonly string[] = SECTIONS_2_TO_4): { value: string | null; confidence: number } {
  const parsed = parseSds(sheet([...lines, ...rest]));
  return { value: parsed.product_name, confidence: parsed.evidence.product_name?.confidence ?? 0 };
}

/**
 * For a coverage table's cases: a case named in `gaps` (a wording the parser does not read yet) runs as `test.failing`,
 * so the file passes today and the gap stays named until the parser reads it (then bun reports it and it comes out).
 */
export function checkWithGaps(gaps: ReadonlySet<string>): (name: string, fn: () => void) => void {
  return (name, fn) => (gaps.has(name) ? test.failing : test)(name, fn);
}

/** Parses each synthetic sheet once per key: a table's cases check several fields of the same sheet. */
export function parsedOnce(): (key: string, lines: string[]) => ParsedSds {
  const cache = new Map<string, ParsedSds>();
  return (key, lines) => {
    let parsed = cache.get(key);
    if (!parsed) cache.set(key, (parsed = parseSds(sheet(lines))));
    return parsed;
  };
}


/** The product and company parseSds reads from a one-page sheet of the given lines, each with its confidence (0 when none). */
export function identityOf(lines: string[]): { product: string | null; productConfidence: number; company: string | null; companyConfidence: number } {
  const parsed = parseSds(sheet(lines));
  return {
    product: parsed.product_name,
    productConfidence: parsed.evidence.product_name?.confidence ?? 0,
    company: parsed.manufacturer,
    companyConfidence: parsed.evidence.manufacturer?.confidence ?? 0,
  };
}

/** The revision date parseSds reads when the given date lines stand above a small sheet's sections 1–3 (a title first). */
export function revisionDateUnder(dateLines: string[]): string | null {
  return parseSds(sheet([
    "SAFETY DATA SHEET",
    ...dateLines,
    "1. Identification",
    "Product name: Quillmoss Binder 7",
    "2. Hazards identification",
    "H319 Causes serious eye irritation.",
    "3. Composition",
    "Ethanol 64-17-5 10-20%",
  ])).revision_date;
}
