/**
 * A date printed alone in the running header of each page ("3   2024-06-11": a version number and the date), on a
 * sheet that labels no date: read at low confidence (the sheet goes to review) from two pages on — never when a label
 * dates the sheet, never a print date's, never a date under a label or inside body text. Synthetic sheets only.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";

const PAGE_ONE = [
  "1. Identification",
  "Product name: Quillmoss Binder 7",
  "Supplier: Harrowgate Coatings Ltd",
  "2. Hazards identification",
  "H319 Causes serious eye irritation.",
  "3. Composition",
  "Ethanol 64-17-5 10-20%",
  "Propan-2-ol 67-63-0 1-5%",
  "Water 7732-18-5 70-80%",
];
const PAGE_TWO = [
  "4. First aid measures", "Rinse with water.", "5. Firefighting measures", "Use water spray.", "6. Accidental release measures",
  "Sweep up.", "7. Handling and storage", "Keep closed.", "8. Exposure controls", "Wear gloves.",
];

/** Two pages, each opening with the header lines given. */
function twoPages(header: readonly string[], pageOne = PAGE_ONE): SdsText {
  return {
    numPages: 2,
    hasTextLayer: true,
    pages: [pageOne, PAGE_TWO].map((body, page) => ({
      number: page + 1,
      width: 600,
      height: 800,
      lines: [...header, ...body, `${page + 1}`].map((text, index) => ({ text, x: 40, y: 40 + index * 12 })),
    })),
  };
}

describe("a date alone in the running header of two pages", () => {
  for (const [header, iso] of [
    ["3 2024-06-11", "2024-06-11"],
    ["11.06.2024", "2024-06-11"],
    ["11 juin 2024   2", "2024-06-11"],
    ["1.0   24/06/2024", "2024-06-24"],
  ] as const) {
    test(`"${header}" on both pages: ${iso}, at most 0.6`, () => {
      const parsed = parseSds(twoPages([header]));
      expect(parsed.revision_date).toBe(iso);
      expect(parsed.evidence.revision_date!.confidence).toBeLessThanOrEqual(0.6);
    });
  }
  test("a labelled revision date wins over the header's date", () => {
    const parsed = parseSds(twoPages(["3 2024-06-11"], ["Revision date: 02.02.2024", ...PAGE_ONE]));
    expect(parsed.revision_date).toBe("2024-02-02");
  });
  test("a first issue's labelled date wins over the header's date", () => {
    expect(parseSds(twoPages(["3 2024-06-11"], ["Date of first issue: 02.02.2020", ...PAGE_ONE])).revision_date).toBe("2020-02-02");
  });
  test("a date under a print label in the header is not the sheet's", () => {
    expect(parseSds(twoPages(["Printing date", "11.06.2024"])).revision_date).toBeNull();
    expect(parseSds(twoPages(["Printed:", "11.06.2024"])).revision_date).toBeNull();
  });
  test("the print date elsewhere on the sheet is not taken from a header either", () => {
    expect(parseSds(twoPages(["11.06.2024"], ["Print date 11.06.2024", ...PAGE_ONE])).revision_date).toBeNull();
  });
  // "Remplace la version du 22/11/2012" over "06/02/2014": the previous version's label dates itself on its own line, so
  // the date under it is the header's own (session 26).
  for (const above of [
    "Remplace la version du 22/11/2012",
    "Replaces version of 22.11.2012",
    "Ersetzt Version vom 22.11.2012",
    "Sustituye a la versión del 22/11/2012",
    "Sostituisce la versione del 22/11/2012",
    "Vervangt versie van 22-11-2012",
    "Substitui a versão de 22/11/2012",
    "Zastępuje wersję z 22.11.2012",
  ]) {
    test(`"${above}" over the header's date: the header's date, never the previous one`, () => {
      const parsed = parseSds(twoPages([above, "06.02.2014"]));
      expect(parsed.revision_date).toBe("2014-02-06");
      expect(parsed.evidence.revision_date!.confidence).toBeLessThanOrEqual(0.6);
    });
  }
  test("a previous version's label with no date of its own still claims the date under it", () => {
    expect(parseSds(twoPages(["Remplace la version du", "06.02.2014"])).revision_date).toBeNull();
    expect(parseSds(twoPages(["Supersedes:", "06.02.2014"])).revision_date).toBeNull();
  });
  test("a date in body text, or a month and year alone, is not a header's date", () => {
    expect(parseSds(twoPages(["Tested on 11.06.2024 by the lab"])).revision_date).toBeNull();
    // Since session 50 a date alone on the first page is read last of all (first-page-date.ts), below a header's 0.55.
    const month = parseSds(twoPages(["June 2024"]));
    expect(month.revision_date).toBe("2024-06-01");
    expect(month.evidence.revision_date!.confidence).toBeLessThanOrEqual(0.4);
  });
  test("on one page only, no date", () => {
    expect(parseSds({ ...twoPages([]), pages: twoPages(["3 2024-06-11"]).pages.slice(0, 1), numPages: 1 }).revision_date).toBeNull();
  });
});
