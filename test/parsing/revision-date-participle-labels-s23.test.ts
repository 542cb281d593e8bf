/**
 * Participle date labels — issued, revised, reworked, updated, drawn up "on" — that read nothing before session 23:
 * "Uitgegeven: …", "Rielaborato il" over its date, "Publié le", "Bearbejdet den" …, on the label's line or the next,
 * and a label ending in the word that links it to its date ("Issued on" / "12.03.2021") with its date on the next
 * line. Each takes the rank of the labels like it: an issue or preparation date gives way to a printed revision date.
 * Synthetic sheets only.
 */
import { describe, expect, test } from "bun:test";
import { revisionDateUnder } from "../helpers/sds-text.ts";

const revisionDate = revisionDateUnder;

const PARTICIPLES = [
  "Uitgegeven", "Gepubliceerd op", "Bewerkt op", "Rielaborato il", "Rivisto il", "Pubblicato il", "Elaborato il",
  "Publié le", "Retravaillé le", "Élaboré le", "Publicado el", "Reelaborado el", "Preparado el", "Publicado em",
  "Preparado em", "Ausgegeben", "Herausgegeben am", "Opracowano dnia", "Sporządzono", "Zrewidowano", "Utgiven den",
  "Udgivet den", "Bearbejdet den", "Omarbeidet", "Julkaistu", "Upraveno dne", "Upravené dňa", "Reworked on",
];

describe("participle date labels in the languages", () => {
  for (const label of PARTICIPLES) {
    test(`"${label}: 14/05/2019" and "${label}" over "14.05.2019"`, () => {
      expect(revisionDate([`${label}: 14/05/2019`])).toBe("2019-05-14");
      expect(revisionDate([label, "14.05.2019"])).toBe("2019-05-14");
    });
  }
});

describe("a label ending in its linking word, the date on the next line", () => {
  for (const label of ["Issued on", "Updated on", "Revisado em", "Aktualizacja dnia", "Zpracováno dne", "Vypracované dňa", "Změněno dne"]) {
    test(`"${label}" over "14.05.2019"`, () => {
      expect(revisionDate([label, "14.05.2019"])).toBe("2019-05-14");
    });
  }
  test("a linking word followed by another word is not a label's end ('Issued on request' over a date)", () => {
    expect(revisionDate(["Issued on request", "14.05.2019"])).toBeNull();
  });
});

describe("an issue or preparation participle gives way to a revision date", () => {
  test("'Uitgegeven' beside 'Herzien op': the revision date", () => {
    expect(revisionDate(["Uitgegeven: 14/05/2010", "Herzien op: 02/03/2015"])).toBe("2015-03-02");
  });
  test("'Elaborato il' beside 'Rielaborato il': the reworked date", () => {
    expect(revisionDate(["Elaborato il 01.02.2009", "Rielaborato il 11.10.2012"])).toBe("2012-10-11");
  });
  test("a print date beside 'Rielaborato il' is not taken", () => {
    expect(revisionDate(["Rielaborato il", "11.10.2012", "Data di stampa", "29.01.2013"])).toBe("2012-10-11");
  });
});
