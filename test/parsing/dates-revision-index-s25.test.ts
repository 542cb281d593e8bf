/**
 * Session 25: French sheets date their revision index ("Indice N° 8 du 23/04/2010", the index the sheet is at, and
 * "Annule et remplace l'indice N° 7 du 23/11/2005", the one it replaces); the index was not a version word, so no date
 * was read. Through the real parser; invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { revisionDateUnder } from "../helpers/sds-text.ts";

describe("a revision index with its date", () => {
  test.each([
    [["Indice N° 4 du 23/04/2019"], "2019-04-23"],
    [["Indice n°4 du 23/04/2019", "Annule et remplace l'indice n°3 du 22/11/2015"], "2019-04-23"],
    [["Annule et remplace l'indice N° 3 du 22/11/2015", "Indice N° 4 du 23/04/2019"], "2019-04-23"],
    [["Indice 4 du 23 avril 2019", "Imprimé le 03/05/2019"], "2019-04-23"],
  ])("%j", (lines, iso) => {
    expect(revisionDateUnder(lines)).toBe(iso);
  });
});
