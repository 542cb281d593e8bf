/**
 * Date labels sheets print that the vocabulary lacked: the effective date in a German noun phrase ("Datum des
 * Inkrafttretens", Monsanto's template) and word for word in Italian and Portuguese ("Data effettiva", "Data
 * efetiva"); a Swiss template's creation and reworking dates ("Anlegedatum: … Nachbearbeitungsdatum: …"). Before: no
 * revision date on those sheets (session 47, from the external set's misses).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const dated = (dateLine: string) => [
  "Sicherheitsdatenblatt",
  dateLine,
  "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens",
  "Handelsname: Harbour Entkalker",
  "Hersteller: Harbour Chemie AG",
  "ABSCHNITT 2: Mögliche Gefahren",
  "Das Gemisch ist nicht als gefährlich eingestuft.",
  "ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen",
];

describe("effective, creation and reworking date labels", () => {
  test.each([
    ["Seite: 1 / 10 Datum des Inkrafttretens: 14.10.2014", "2014-10-14"],
    ["Data effettiva: 29.09.2011", "2011-09-29"],
    ["Data efetiva: 29/09/2011", "2011-09-29"],
    ["Anlegedatum: 20.01.2003", "2003-01-20"],
    ["Anlegedatum: 20.01.2003 Nachbearbeitungsdatum: 24.03.2004 Druckdatum: 22.05.2004", "2004-03-24"],
  ])("%s", (line, iso) => {
    expect(parseSds(sheet(dated(line))).revision_date).toBe(iso);
  });
});
