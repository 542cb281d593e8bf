/**
 * A sheet that prints two revision dates under revision labels, in different places (a cover page or a second
 * document's header "Revised: January 29, 2015", the SDS's own "Revision Date: 10-November-2012"; or a review date
 * before the revision date when the text comes in another order): which one is the sheet's is not sure, so the date
 * read is not above 0.9, whatever its order in the text. Found by giving the parser the tune sheets as pdftotext -raw
 * lays them out (session 17): the first label's date won at 0.95. Synthetic sheets in eight languages.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";
import { LANGUAGES } from "../helpers/revision-date-sweep.ts";

const EIGHT = ["en", "de", "fr", "es", "it", "nl", "pt", "pl"] as const;

function sheetWith(code: (typeof EIGHT)[number], first: string, second: string, labels: readonly [string, string]) {
  const words = LANGUAGES[code]!;
  return sheet([
    words.headings[0],
    words.product,
    `${labels[0]}: ${first}`,
    words.headings[1],
    ...words.body,
    words.headings[2],
    "Ethanol    64-17-5    10-20 %",
    words.headings[3],
    `${labels[1]}: ${second}`,
  ]);
}

describe("two revision labels with different dates: neither is sure", () => {
  for (const code of EIGHT) {
    const revision = LANGUAGES[code]!.revision;
    const labels = [revision[0]!, revision[1] ?? revision[0]!] as const;
    test(`${code}: '${labels[0]}' 2015-01-29 and '${labels[1]}' 2012-11-10`, () => {
      const parsed = parseSds(sheetWith(code, "2015-01-29", "2012-11-10", labels));
      expect(parsed.revision_date).not.toBeNull();
      expect(parsed.evidence.revision_date!.confidence).toBeLessThanOrEqual(0.9);
    });
    test(`${code}: in the other order too`, () => {
      const parsed = parseSds(sheetWith(code, "2012-11-10", "2015-01-29", labels));
      expect(parsed.evidence.revision_date!.confidence).toBeLessThanOrEqual(0.9);
    });
    test(`${code}: the same date under both labels stays sure`, () => {
      const parsed = parseSds(sheetWith(code, "2015-01-29", "2015-01-29", labels));
      expect(parsed.revision_date).toBe("2015-01-29");
      expect(parsed.evidence.revision_date!.confidence).toBeGreaterThan(0.9);
    });
  }
});
