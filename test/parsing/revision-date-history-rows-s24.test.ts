/**
 * A revision history printed as rows without a header row ("Revision 1, 06/26/2014, first issue." / "Revision 2,
 * 07/08/2015, …"): each row is a revision label, its number and that revision's date. The newest row dates the
 * sheet — never the first row, the oldest, at the revision label's 0.95. Synthetic sheets, several languages.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";

const BODY = [
  "1. Identification",
  "Product name: Quillmoss Binder 7",
  "Supplier: Harrowgate Coatings Ltd",
  "2. Hazards identification",
  "H319 Causes serious eye irritation.",
  "16. Other information",
];

function sheet(lines: readonly string[]): SdsText {
  return {
    numPages: 1,
    hasTextLayer: true,
    pages: [{ number: 1, width: 600, height: 800, lines: [...BODY, ...lines].map((text, index) => ({ text, x: 40, y: 40 + index * 12 })) }],
  };
}

describe("revision history rows without a header row: the newest row", () => {
  for (const [language, rows, iso] of [
    ["en", ["SDS Revision History", "Revision 1, 03/14/2012, Original issue.", "Revision 2, 05/02/2017, New format.", "Revision 3, 11/20/2019, Emergency number updated."], "2019-11-20"],
    ["en, no title", ["Revision 1, 03/14/2012, Original issue.", "Revision 2, 05/02/2017, New format."], "2017-05-02"],
    ["en, newest first", ["Revision 3: 11/20/2019 - Emergency number updated.", "Revision 2: 05/02/2017 - New format.", "Revision 1: 03/14/2012 - Original issue."], "2019-11-20"],
    ["fr", ["Historique des révisions", "Révision 1, 14/03/2012, première édition.", "Révision 2, 02/05/2017, nouveau format."], "2017-05-02"],
    ["it", ["Revisione 1 - 14/03/2012 - prima emissione", "Revisione 2 - 02/05/2017 - nuovo formato"], "2017-05-02"],
    ["es", ["Revisión 1, 14/03/2012, primera edición.", "Revisión 2, 02/05/2017, nuevo formato."], "2017-05-02"],
    ["pt", ["Revisão 1, 14/03/2012, primeira emissão.", "Revisão 2, 02/05/2017, novo formato."], "2017-05-02"],
    ["de", ["Revision 1, 14.03.2012, Erstausgabe.", "Revision 2, 02.05.2017, neues Format."], "2017-05-02"],
  ] as const) {
    test(`${language}: ${iso}`, () => {
      const parsed = parseSds(sheet(rows));
      expect(parsed.revision_date).toBe(iso);
      expect(parsed.evidence.revision_date!.confidence).toBeLessThanOrEqual(0.9);
    });
  }
  test("a single revision row is the sheet's revision, as before", () => {
    expect(parseSds(sheet(["Revision 2, 05/02/2017"])).revision_date).toBe("2017-05-02");
  });
  test("a revision date label with its date stays the answer over history rows", () => {
    const parsed = parseSds(sheet(["Revision date: 02/06/2018", "Revision 1, 03/14/2012, Original issue.", "Revision 2, 05/02/2017, New format."]));
    expect(parsed.revision_date).toBe("2018-02-06");
  });
});

describe("revision history rows: how far the rows are walked (session 25: the walk is date-cells.ts' newestVersionRow)", () => {
  test("rows apart by one wrapped description line are one history", () => {
    const rows = ["Revision 1, 03/14/2012, Original issue.", "Revision 2, 05/02/2017, New format of sections 2, 8 and", "11 to meet the new rules.", "Revision 3, 11/20/2019, Phone number."];
    expect(parseSds(sheet(rows)).revision_date).toBe("2019-11-20");
  });
  test("two lines without a row end the history: a later row is not its row", () => {
    const rows = ["Revision 1, 03/14/2012, Original issue.", "Revision 2, 05/02/2017, New format.", "Prepared by the safety team.", "Reviewed by the quality team.", "Revision 9, 11/20/2019, Other list."];
    expect(parseSds(sheet(rows)).revision_date).toBe("2017-05-02");
  });
  test("a history longer than a version table's fifteen rows is walked to its end", () => {
    const rows = Array.from({ length: 18 }, (_, at) => `Revision ${at + 1}, 03/14/${2001 + at}, Update ${at + 1}.`);
    expect(parseSds(sheet(rows)).revision_date).toBe("2018-03-14");
  });
});
