/**
 * A page count before a month and year across a cell gap ("Page 1 de 3      Juin 2010", a footer on every page) was read
 * as a day of that month (3 June 2010): a day and its month are never parted by a column gap. Found probing the
 * unlabelled month and year of French pre-GHS sheets' footers on invented sheets (session 49).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { findDates } from "../../src/modules/parsing/dates.ts";
import { linesOverPages } from "../helpers/sds-text.ts";

const order = "day-first";

describe("a day and its month are not parted by a cell gap", () => {
  test.each([
    ["Page 1 de 3      Juin 2010", "2010-06"],
    ["Page 2 of 3      June 2010", "2010-06"],
    ["Seite 1 von 3      Juni 2010", "2010-06"],
  ])("%s", (line, month) => {
    const dates = findDates(line, order);
    expect(dates).toHaveLength(1);
    expect(dates[0]!.monthOnly).toBe(true);
    expect(dates[0]!.iso.slice(0, 7)).toBe(month);
  });
  test.each(["3 juin 2010", "3. Juni 2010", "3 - juin - 2010", "3rd June 2010", "3  juin 2010"])("%s stays a day", (text) => {
    expect(findDates(text, order)[0]?.iso).toBe("2010-06-03");
  });
});

describe("the footer of every page", () => {
  test("'Page N de 3      Juin 2010' dates the sheet June 2010", () => {
    const body = (n: number) => [`SECTION ${n} - PARTIE ${n}`, "Texte de la partie."];
    const lines = [
      "FICHE SIGNALÉTIQUE", "SECTION 1 - IDENTIFICATION DU PRODUIT", "Nom du produit : Nettoyant Fennrow", "Fabricant : Chimie du Port Inc.",
      "SECTION 2 - INGRÉDIENTS DANGEREUX", "Aucun.", "Page 1 de 3      Juin 2010", ...body(3), ...body(4), "Page 2 de 3      Juin 2010",
      ...body(5), ...body(6), "Page 3 de 3      Juin 2010",
    ];
    expect(parseSds(linesOverPages(lines, 3)).revision_date).toBe("2010-06-01");
  });
});
