/**
 * A revision label whose value is the revision's number and then its month ("Révision n° 3 de juin 2010", "Revisione
 * N° 5 di Settembre 2021", "Revisión 4 - marzo 2018"), and a date label whose date follows a spaced dash ("Date
 * d'émission – Février 2014"). The first was read as 3 June 2010 at 0.95 (a number after "n°" is never a day); the
 * others dated nothing. Found probing old French sheets on invented sheets and in session 49's blind batch (an
 * Italian sheet's "Revisione N° 5 di Settembre 2021", a French one's "Date d'émission – Février 2014"), session 50. So
 * too a linking word alone before the month ("Revisione del giugno 2010", "Stand vom Juni 2010"), which dated nothing.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { findDates } from "../../src/modules/parsing/dates.ts";
import { sheet } from "../helpers/sds-text.ts";

const parsed = (line: string) => parseSds(sheet([
  "FICHE DE DONNÉES DE SÉCURITÉ", line, "1. IDENTIFICATION DU PRODUIT ET DE LA SOCIÉTÉ", "Nom commercial : Nettoyant Fennrow",
  "Fournisseur : Chimie du Port S.A.", "2. IDENTIFICATION DES DANGERS", "Xi Irritant", "3. COMPOSITION", "Alcool éthoxylé 5-10 %",
]));

describe("a revision's number, then its month", () => {
  test.each([
    ["Révision n° 3 de juin 2010", "2010-06-01"],
    ["Revision No. 3 of June 2010", "2010-06-01"],
    ["Revisione N° 5 di Settembre 2021", "2021-09-01"],
    ["Revisión 4 - marzo 2018", "2018-03-01"],
    ["Revisão nº 2 de março de 2015", "2015-03-01"],
  ])("%s: the revision's month, as a month-only date", (line, iso) => {
    const result = parsed(line);
    expect(result.revision_date).toBe(iso);
    expect(result.evidence.revision_date!.confidence).toBeLessThanOrEqual(0.7);
  });
  test("a number after 'n°' is never a day", () => {
    expect(findDates("Révision n° 3 de juin 2010", "day-first").map((date) => date.iso)).not.toContain("2010-06-03");
    expect(findDates("Revision No. 3 of June 2010", "month-first").map((date) => date.iso)).not.toContain("2010-06-03");
  });
  test.each([
    ["Révision : 3 juin 2010", "2010-06-03"],
    ["Révision : 3 de juin 2010", "2010-06-03"],
  ])("%s stays a day", (line, iso) => {
    expect(parsed(line).revision_date).toBe(iso);
  });
});

describe("a date label, a word that links it, its month", () => {
  test.each([
    ["Revisione del giugno 2010", "2010-06-01"],
    ["Révision du mois de juin 2010", "2010-06-01"],
    ["Stand vom Juni 2010", "2010-06-01"],
    ["Emitida en marzo de 2011", "2011-03-01"],
    ["Revisado em junho de 2010", "2010-06-01"],
  ])("%s", (line, iso) => {
    expect(parsed(line).revision_date).toBe(iso);
  });
  test("a previous version's month stays none", () => {
    expect(parsed("Remplace la version de juin 2009").revision_date).toBeNull();
  });
});

describe("a date label, a spaced dash, its date", () => {
  test.each([
    ["Date d'émission – Février 2014", "2014-02-01"],
    ["Date d'émission - Février 2014", "2014-02-01"],
    ["Fecha de emisión — marzo de 2011", "2011-03-01"],
    ["Date de révision – 12/06/2010", "2010-06-12"],
  ])("%s", (line, iso) => {
    expect(parsed(line).revision_date).toBe(iso);
  });
  test("a print date after a dash stays no revision date", () => {
    expect(parsed("Date d'impression – Février 2014").revision_date).toBeNull();
  });
});
