/**
 * A numeric date with one separator printed twice ("Überarbeitet am: 26..06.2012", "Fecha de revisión: 26//06/2012"),
 * a typing slip real sheets carry: read as the date it was meant to be. Before: the revision date was not read and the
 * sheet's creation date stood in for it (session 46's blind batch: a Swiss descaler's German sheet).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const dated = (dateLine: string) => [
  "Sicherheitsdatenblatt gemäss Verordnung (EG) Nr. 1907/2006",
  dateLine,
  "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens",
  "1.1 Produktidentifikator",
  "Handelsname: Harbour Entkalker",
  "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt",
  "Hersteller: Harbour Chemie AG",
  "ABSCHNITT 2: Mögliche Gefahren",
  "Das Gemisch ist nicht als gefährlich eingestuft.",
  "ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen",
];

describe("a date with a doubled separator", () => {
  test.each([
    ["Erstellt am: 10.06.2010 Überarbeitet am: 26..06.2012", "2012-06-26"],
    ["Überarbeitet am: 26.06..2012", "2012-06-26"],
    ["Fecha de revisión: 26//06/2012", "2012-06-26"],
    ["Date de révision : 26/06//2012", "2012-06-26"],
  ])("%s", (line, iso) => {
    expect(parseSds(sheet(dated(line))).revision_date).toBe(iso);
  });

  test("a version number with two dots stays no date", () => {
    expect(parseSds(sheet(dated("Version 1..2 Überarbeitet am: 26.06.2012"))).revision_date).toBe("2012-06-26");
  });
});
