/**
 * A sheet that prints a revision date label with no date we can read beside or under it ("Revision Date:" ending a
 * header line, its value set elsewhere on the page): the sheet has a revision date we did not read, so an issue or
 * preparation date found elsewhere may be an older version's — kept, but at most 0.7 (to review). Synthetic sheets.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";

function sheet(lines: readonly string[]): SdsText {
  return {
    numPages: 1,
    hasTextLayer: true,
    pages: [{ number: 1, width: 600, height: 800, lines: lines.map((text, index) => ({ text, x: 40, y: 40 + index * 12 })) }],
  };
}

const body = (issueLabel: string, issueDate: string) => [
  "1. Identification",
  "Product name: Quillmoss Binder 7",
  "Supplier: Harrowgate Coatings Ltd",
  "2. Hazards identification",
  "H319 Causes serious eye irritation.",
  "16. Other information",
  issueLabel,
  issueDate,
];

describe("an empty revision date label: a date of another kind is not sure", () => {
  for (const [language, header, issueLabel, issueDate, iso] of [
    ["en", ["Issue Date:", "Revision Date:", "Quillmoss Binder 7"], "Issue date", "March 14, 2012", "2012-03-14"],
    ["en, one line", ["SDS No. 4471     Revision Date:"], "Date of issue: 03/14/2012", "", "2012-03-14"],
    ["fr", ["Date d'émission :", "Date de révision :", "Quillmoss Binder 7"], "Date d'émission", "14 mars 2012", "2012-03-14"],
    ["de", ["Ausgabedatum:", "Überarbeitet am:", "Quillmoss Binder 7"], "Ausgabedatum", "14.03.2012", "2012-03-14"],
    ["es", ["Fecha de emisión:", "Fecha de revisión:", "Quillmoss Binder 7"], "Fecha de emisión", "14/03/2012", "2012-03-14"],
    ["it", ["Data di emissione:", "Data di revisione:", "Quillmoss Binder 7"], "Data di emissione", "14/03/2012", "2012-03-14"],
  ] as const) {
    test(`${language}: ${iso} at most 0.7`, () => {
      const parsed = parseSds(sheet([...header, ...body(issueLabel, issueDate)].filter(Boolean)));
      expect(parsed.revision_date).toBe(iso);
      expect(parsed.evidence.revision_date!.confidence).toBeLessThanOrEqual(0.7);
    });
  }
  test("an issue date on a sheet without a revision label keeps its confidence", () => {
    const parsed = parseSds(sheet(body("Issue date", "March 14, 2012")));
    expect(parsed.evidence.revision_date!.confidence).toBeGreaterThan(0.85);
  });
  test("a previous revision's empty label does not lower it", () => {
    const parsed = parseSds(sheet(["Previous revision date:", ...body("Issue date", "March 14, 2012")]));
    expect(parsed.evidence.revision_date!.confidence).toBeGreaterThan(0.85);
  });
  for (const line of ["Issue date: 03/14/2012     Revision No.: 0     Revision date:", "Erstellt am: 14.03.2012 Version: 1.0 Überarbeitet am:"]) {
    test(`a form's revision field left blank beside the issue date keeps it sure: "${line}"`, () => {
      const parsed = parseSds(sheet([line, ...body("", "")].filter(Boolean)));
      expect(parsed.revision_date).toBe("2012-03-14");
      expect(parsed.evidence.revision_date!.confidence).toBeGreaterThan(0.8);
    });
  }
  test("a revision label with its date is read as before", () => {
    const parsed = parseSds(sheet(["Revision Date: 04/11/2017", ...body("Issue date", "March 14, 2012")]));
    expect(parsed.revision_date).toBe("2017-04-11");
  });
});
