/**
 * The revision number the SDS page shows beside the revision date ("revised 2023-07-12 · revision 3.1"). Session 35: a
 * Dutch tune sheet showed "revision 18.11.2022", the date of the version its "Vervangt versie 18.11.2022" replaces.
 * A replaced or previous version's number is not the sheet's, and a date after a version word is no number.
 */
import { describe, expect, test } from "bun:test";
import { findRevisionNumber } from "../../src/modules/parsing/version-history.ts";

describe("the sheet's revision number", () => {
  test.each([
    ["Revision date: 12.07.2023 Version 3.1", "3.1"],
    ["Revision No. 4", "4"],
    ["Versie: 2.0    Datum van uitgave: 12.07.2023", "2.0"],
    ["Version 3.0 vom 12.03.2021", "3.0"],
    ["Versione n. 3 del 12/03/2021", "3"],
    ["Überarbeitet am: 12.03.2021    Version: 5.2", "5.2"],
    ["Print date: 01.01.2024 Version 3.1", "3.1"],
    ["Revisions-Nr.: 1,08 - Ersetzt die Version: 1,07    D - DE    Druckdatum: 19.02.2019", "1,08"],
    ["Überarbeitet am :    25.08.2016    Version (Überarbeitung) :    3.0.0 (2.0.0)", "3.0.0"],
    ["Révision n° 3 du 12/03/2021", "3"],
    ["Date d'émission : 09-janv.-2015    Date de révision : 07-avr.-2015    Version 2", "2"],
  ])("'%s' → %s", (line, number) => {
    expect(findRevisionNumber(["SAFETY DATA SHEET", line])).toBe(number);
  });

  test.each([
    "Datum van uitgave: 12.07.2023 Vervangt versie 18.11.2022",
    "Revision date: 12.07.2023    Supersedes version: 2.0",
    "Ersetzt Version: 1.0 vom 01.01.2020",
    "Remplace la version : 4.1",
    "Previous version: 1.2",
    "Version 2022-11-18",
    "Versión: 18/11/2022",
    "Date de révision : 07-avr.-2015",
    "Pool Essentials Chlorinating Liquid    Date de révision 11-juil.-2016",
    "Fecha de revisión: 3 de marzo de 2021",
  ])("'%s' gives none", (line) => {
    expect(findRevisionNumber(["SAFETY DATA SHEET", line])).toBeNull();
  });

  test("the sheet's own number after a replaced one on the same line", () => {
    expect(findRevisionNumber(["Vervangt versie: 1.0    Versie: 2.0"])).toBe("2.0");
  });
});
