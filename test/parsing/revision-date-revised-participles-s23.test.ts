/**
 * Session 23: the bare "revised" participle and its family as a date label, without the word that links it to its
 * date ("Revisionato: 16.07.2009", "Revisado: …", "Révisé : …", "Herzien: …"), and a run of bare labels in cells apart
 * ("Data di stampa    Revisionato" over "17.07.2009 16.07.2009"): each label takes the date in its place, so the
 * print date is never read as the revision date. Invented sheets, through the real parser.
 */
import { describe, expect, test } from "bun:test";
import { revisionDateUnder } from "../helpers/sds-text.ts";

const revisionDate = revisionDateUnder;

const REVISED = [
  "Revisionato", "Revisionata", "Revisionado", "Revisionada", "Revisado", "Revisada", "Revisto", "Revista", "Révisé",
  "Révisée", "Überarbeitet", "Herzien", "Zrewidowano", "Zrewidowana",
];

describe("the bare 'revised' participle is a revision date's label", () => {
  for (const label of REVISED) {
    test(`"${label}: 16.07.2009" and "${label}" over "16.07.2009"`, () => {
      expect(revisionDate([`${label}: 16.07.2009`])).toBe("2009-07-16");
      expect(revisionDate([`${label} 16.07.2009`])).toBe("2009-07-16");
    });
  }
});

describe("a print date's label and a bare 'revised' label in cells apart, their dates below in the same order", () => {
  const runs: [string, string][] = [
    ["Data di stampa", "Revisionato"],
    ["Fecha de impresión", "Revisado"],
    ["Data de impressão", "Revisto"],
    ["Date d'impression", "Révisé"],
    ["Druckdatum", "Überarbeitet"],
    ["Afdrukdatum", "Herzien"],
    ["Data wydruku", "Zrewidowano"],
  ];
  for (const [print, revised] of runs) {
    test(`"${print}    ${revised}" over "17.07.2009 16.07.2009"`, () => {
      expect(revisionDate([`${print}    ${revised}`, "17.07.2009    16.07.2009"])).toBe("2009-07-16");
      expect(revisionDate([`Versione 1.0    ${print}    ${revised}`, "17.07.2009    16.07.2009"])).toBe("2009-07-16");
    });
  }
  test("the revision first, the print date second: the first date", () => {
    expect(revisionDate(["Revisionato    Data di stampa", "16.07.2009    17.07.2009"])).toBe("2009-07-16");
  });
});

describe("the same run on one line", () => {
  test("'Data di stampa Revisionato 17.07.2009 16.07.2009': the second date", () => {
    expect(revisionDate(["Data di stampa Revisionato 17.07.2009 16.07.2009"])).toBe("2009-07-16");
  });
  test("'Revisionato: 16.07.2009' beside a print date", () => {
    expect(revisionDate(["Data di stampa: 17.07.2009    Revisionato: 16.07.2009"])).toBe("2009-07-16");
  });
});
