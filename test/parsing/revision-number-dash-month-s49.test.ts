/**
 * A revision number, a spaced dash and a month with its year ("Rév. 3 – juin 2010", "Rev. 3 - June 2010") was read as a
 * date (3 June 2010) at 0.95: a day parted from its month by a spaced dash is a date only where the month and year are
 * parted the same way ("3 - juin - 2010"). Found probing French pre-GHS forms on invented sheets (session 49).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { findDates } from "../../src/modules/parsing/dates.ts";
import { sheet } from "../helpers/sds-text.ts";

const dated = (line: string) => parseSds(sheet([
  "FICHE SIGNALÉTIQUE", line, "SECTION 1 - IDENTIFICATION DU PRODUIT", "Nom du produit : Nettoyant Fennrow", "Fabricant : Chimie du Port Inc.",
  "SECTION 2 - INGRÉDIENTS DANGEREUX", "Aucun.", "SECTION 3 - DONNÉES PHYSIQUES", "État physique : liquide",
])).revision_date;

describe("a number, a spaced dash, a month and a year", () => {
  test.each([
    ["Rév. 3 – juin 2010", "2010-06-01"],
    ["Rev. 3 - June 2010", "2010-06-01"],
  ])("%s: the month of revision 3", (line, iso) => {
    expect(dated(line)).toBe(iso);
  });
  // Session 49 read none here; session 50 reads a revision label's number and its month (revision-number-then-month-s50).
  test("'Revisión 4 - marzo 2018' is no 4 March: the month of revision 4", () => {
    expect(dated("Revisión 4 - marzo 2018")).toBe("2018-03-01");
  });
  test.each(["3 - juin - 2010", "3-juin-2010", "3 juin 2010", "03-Jun-2010"])("%s stays a date", (text) => {
    expect(findDates(text, "day-first")[0]?.iso).toBe("2010-06-03");
  });
});
