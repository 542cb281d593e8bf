/**
 * A date of one-digit day or month and a two-digit year parted by dots ("Überarbeitet am: 4.3.22", "Data aktualizacji:
 * 4.3.22"), as a form field filled by hand or a short date format prints it. Elsewhere such digits are a version
 * ("Version 1.2.10"), so findDates leaves them; right after a date label, and with no other date in the label's value,
 * they are the date (day first, as a dotted date always is). Before: none found.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { polishSheet, spanishSheet } from "../helpers/letters-sheets.ts";
import { sheet } from "../helpers/sds-text.ts";

const germanSheet = (dateLine: string): string[] => [
  "SICHERHEITSDATENBLATT",
  "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens",
  "1.1 Produktidentifikator",
  "Handelsname: Kesselreiniger 40",
  "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt",
  "Firma: Chemie Nord GmbH",
  dateLine,
  "ABSCHNITT 2: Mögliche Gefahren",
  "2.2 Kennzeichnungselemente",
  "Signalwort: Achtung",
  "Gefahrenhinweise: H319 Verursacht schwere Augenreizung.",
  "ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen",
  "Ethanol    CAS: 64-17-5    10 - 20 %",
  "ABSCHNITT 4: Erste-Hilfe-Maßnahmen",
];
const withDateLine = (base: readonly string[], label: RegExp, dateLine: string): string[] => base.map((line) => (label.test(line) ? dateLine : line));

describe("a dotted date with a one-digit part and a two-digit year after a date label", () => {
  for (const [printed, iso] of [["4.3.22", "2022-03-04"], ["04.3.22", "2022-03-04"], ["4.03.22", "2022-03-04"], ["28.2.19", "2019-02-28"], ["1.12.98", "1998-12-01"]] as const) {
    test(`"Überarbeitet am: ${printed}" reads ${iso}`, () => {
      expect(parseSds(sheet(germanSheet(`Überarbeitet am: ${printed}`))).revision_date).toBe(iso);
    });
  }
  test("in Polish and Spanish, and with the value in the label's next cell", () => {
    expect(parseSds(sheet(withDateLine(polishSheet("Środek X"), /^Data sporządzenia/, "Data aktualizacji: 4.3.22"))).revision_date).toBe("2022-03-04");
    expect(parseSds(sheet(withDateLine(spanishSheet("Limpiador X", "Química Sur S.A."), /^Fecha de revisión/, "Fecha de revisión    4.3.22    Versión 2"))).revision_date).toBe("2022-03-04");
  });

  test("another date in the same value is read instead (the short form there is a version)", () => {
    expect(parseSds(sheet(germanSheet("Version / Überarbeitet am: 1.2.10 / 04.03.2022"))).revision_date).toBe("2022-03-04");
  });
  test("not after a date label: a version stays a version", () => {
    expect(parseSds(sheet(germanSheet("Version: 4.3.22"))).revision_date).toBeNull();
    expect(parseSds(sheet(germanSheet("Überarbeitet am: 04.03.2022    Version 4.3.22"))).revision_date).toBe("2022-03-04");
  });
  test("not a date where a part cannot be one, or the digits run on", () => {
    expect(parseSds(sheet(germanSheet("Überarbeitet am: 4.13.22"))).revision_date).toBeNull();
    expect(parseSds(sheet(germanSheet("Überarbeitet am: 4.3.221"))).revision_date).toBeNull();
    expect(parseSds(sheet(germanSheet("Überarbeitet am: 4.3.22.1"))).revision_date).toBeNull();
  });
});
