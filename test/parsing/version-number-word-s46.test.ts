/**
 * A version dated with its number word spelled out ("Versionsnummer 1 vom 20.07.2007", "Version – Nummer 1 vom …",
 * "Version number 3 of …", "Versione numero 3 del …"): the date is the version's, read as "Version 1 vom …" is. Before:
 * the number word stood between and no revision date was found (session 46's blind batch: a coffee-machine descaler's
 * German sheet).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const dated = (header: string) => [
  header,
  "Sicherheitsdatenblatt gemäß EG-Richtlinie 91/155/EWG",
  "1. Stoff-/Zubereitungs- und Firmenbezeichnung",
  "Handelsname: Harbour Entkalker Spezial",
  "Firmenbezeichnung: Harbour International GmbH",
  "2. Zusammensetzung / Angaben zu Bestandteilen",
  "3. Mögliche Gefahren",
  "Nicht eingestuft.",
];

describe("a version's date after its number word", () => {
  test.each([
    "Versionsnummer 1 vom 20.07.2007",
    "Version – Nummer 1 vom 20.07.2007 – Druckdatum 21.07.2007",
    "Versionsnummer 1 vom 20.07.2007    Druckdatum 21.07.2007",
    "Version number 3 of 20.07.2007",
    "Versione numero 3 del 20.07.2007",
  ])("%s", (header) => {
    expect(parseSds(sheet(dated(header))).revision_date).toBe("2007-07-20");
  });

  test("a version number alone dates nothing", () => {
    expect(parseSds(sheet(dated("Versionsnummer 1    Druckdatum 21.07.2007"))).revision_date).not.toBe("2007-07-20");
  });
});
