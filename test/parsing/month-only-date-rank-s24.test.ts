import { describe, expect, test } from "bun:test";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";

/**
 * Found on a development sheet (session 24): "Gültig ab: November 2013" (valid from, month and year only) beside
 * "Erstellt am: 6.11.2013" gave 2013-11-01 at 0.85, as if the day were printed. A date without its day is less precise
 * than a full date of another date label in the same month: the full one is taken (not certain); alone, a month-only
 * date claims at most 0.7.
 */
const reading = (languages: string[]) => ({ order: "day-first" as const, languages });

describe("a date printed without its day", () => {
  const SAME_MONTH: Array<[string, string[], string[]]> = [
    ["de, one line", ["Erstellt am: 8.3.2019   Gültig ab: März 2019   Version: 4"], ["de"]],
    ["de, two lines", ["Gültig ab: März 2019", "Erstellt am: 8.3.2019"], ["de"]],
    ["en", ["Revision date: March 2019   Date of issue: 8 March 2019"], ["en"]],
    ["fr", ["Date de révision : mars 2019", "Date d'émission : 08/03/2019"], ["fr"]],
    ["numeric month", ["Revision date: 03/2019", "Date of issue: 08.03.2019"], ["en"]],
  ];
  for (const [name, lines, languages] of SAME_MONTH) {
    test(`${name}: a full date of another label in the same month ranks above it`, () => {
      const found = findRevisionDate(lines, reading(languages));
      expect(found?.value).toBe("2019-03-08");
      expect(found!.confidence).toBeLessThanOrEqual(0.85);
    });
  }

  test("alone, it is kept at 0.7 at most", () => {
    const found = findRevisionDate(["Revision date: March 2019"], reading(["en"]));
    expect(found?.value).toBe("2019-03-01");
    expect(found!.confidence).toBeLessThanOrEqual(0.7);
  });

  test("a full date of another month leaves the revision label's month", () => {
    const found = findRevisionDate(["Revision date: March 2019", "Date of first issue: 12.05.2011"], reading(["en"]));
    expect(found?.value).toBe("2019-03-01");
  });

  test("a full revision date is untouched", () => {
    expect(findRevisionDate(["Revision date: 08.03.2019"], reading(["en"]))).toMatchObject({ value: "2019-03-08", confidence: 0.95 });
  });
});
