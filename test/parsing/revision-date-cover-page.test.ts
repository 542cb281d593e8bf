/**
 * A cover page before the sheet (a cover letter, a product information sheet, a compound file's first part) with a
 * revision date of its own, and the sheet's own revision date on the pages where its section 1 starts: the sheet's
 * date is the sheet's (session 22: a 5-page product safety information sheet's "Revised: January 29, 2015" was read
 * over its attached SDS's "Revision Date: 10-November-2012"). Not sure, so at most 0.85. A cover's date is still read
 * when the sheet's pages print none. Synthetic sheets in eight languages.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";
import { LANGUAGES } from "../helpers/revision-date-sweep.ts";

const EIGHT = ["en", "de", "fr", "es", "it", "nl", "pt", "pl"] as const;

const page = (number: number, texts: readonly string[]) => ({
  number,
  width: 600,
  height: 800,
  lines: texts.map((text, index) => ({ text, x: 40, y: 40 + index * 12 })),
});

function coverThenSheet(code: (typeof EIGHT)[number], coverDate: string, sheetDate: string | null): SdsText {
  const words = LANGUAGES[code]!;
  const revision = words.revision;
  const cover = ["PRODUCT SAFETY INFORMATION SHEET", `${revision[0]}: ${coverDate}`, "Brightfloor Cleaner 500", "Part    Material", "Bottle    HDPE", "Cap    PP"];
  const header = sheetDate ? [`${revision[1] ?? revision[0]}: ${sheetDate}`] : [];
  return {
    numPages: 3,
    hasTextLayer: true,
    pages: [
      page(1, cover),
      page(2, [...header, words.headings[0], words.product, words.headings[1], ...words.body]),
      page(3, [...header, words.headings[2], "Ethanol    64-17-5    10-20 %", words.headings[3], "Rinse with water."]),
    ],
  };
}

describe("a cover page's revision date gives way to the sheet's own", () => {
  for (const code of EIGHT) {
    test(`${code}: the sheet's date, not the cover's`, () => {
      const parsed = parseSds(coverThenSheet(code, "2015-01-29", "2012-11-10"));
      expect(parsed.revision_date).toBe("2012-11-10");
      expect(parsed.evidence.revision_date!.confidence).toBeLessThanOrEqual(0.85);
    });
    test(`${code}: the cover's date when the sheet's pages print none`, () => {
      expect(parseSds(coverThenSheet(code, "2015-01-29", null)).revision_date).toBe("2015-01-29");
    });
  }
});
