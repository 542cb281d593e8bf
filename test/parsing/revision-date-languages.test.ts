/**
 * Revision dates in the CLP languages (round 4): label variants, local date forms (Roman month numerals, Unicode
 * hyphens), and version or print dates never taken when a revision date is printed. Synthetic lines.
 */
import { describe, expect, test } from "bun:test";
import { findDates } from "../../src/modules/parsing/dates.ts";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";

describe("revision-date labels in the languages", () => {
  test.each([
    ["fr, feminine participle", ["Remplace la fiche du : 01/01/2020", "Modifiée le : 23/11/2026"]],
    ["fr, 'Révisée le'", ["Date d'impression : 30/11/2026    Révisée le : 23/11/2026"]],
    ["nl, 'Herziene versie'", ["Herziene versie: 23-11-2026"]],
    ["de, abbreviated 'Überarb. am'", ["Druckdatum: 30.11.2026", "Überarb. am: 23.11.2026"]],
    ["de, 'Überarbeitung:'", ["Überarbeitung: 23.11.2026    Druckdatum: 30.11.2026"]],
    ["it, 'Rev. 3 del'", ["Rev. 3 del 23/11/2026"]],
    ["de, print date before the revision on one line", ["Druckdatum: 30.11.2026    Überarbeitet am: 23.11.2026"]],
    ["es, print date first", ["Fecha de impresión: 30/11/2026", "Fecha de revisión: 23/11/2026"]],
    ["pl, issue and update", ["Data wydania: 01.01.2020    Data aktualizacji: 23.11.2026"]],
    ["nl, previous version after", ["Versie: 1.0    Herzieningsdatum: 23-11-2026    Datum van vorige uitgave: 01-01-2020"]],
    ["pt, month name", ["Data de revisão: 23 de novembro de 2026"]],
    ["it, month name", ["Data di revisione: 23 novembre 2026"]],
  ])("%s", (_name, lines) => {
    expect(findRevisionDate(lines as string[], "day-first")?.value).toBe("2026-11-23");
  });
});

describe("local date forms", () => {
  test("Roman month numerals (Polish, Italian, Czech sheets)", () => {
    expect(findDates("23.XI.2026", "day-first").map((d) => d.iso)).toEqual(["2026-11-23"]);
    expect(findDates("23/xi/2026", "day-first").map((d) => d.iso)).toEqual(["2026-11-23"]);
    expect(findDates("5 IV 2021", "day-first").map((d) => d.iso)).toEqual(["2021-04-05"]);
    expect(findRevisionDate(["Data aktualizacji: 23.XI.2026"], "day-first")?.value).toBe("2026-11-23");
  });

  test("Unicode hyphens and dashes between the parts", () => {
    expect(findDates("23‐11‐2026", "day-first").map((d) => d.iso)).toEqual(["2026-11-23"]);
    expect(findDates("2026–11–23").map((d) => d.iso)).toEqual(["2026-11-23"]);
  });

  test("a version number is not a Roman-numeral date", () => {
    expect(findDates("Version 1.V.2", "day-first")).toEqual([]);
  });
});

describe("a form's label with its date two lines down", () => {
  test("OSHA Form 174: 'Date Prepared' above a column's address line, the date on its own line below it", () => {
    const lines = ["Address (Number, Street, City, State, and ZIP Code)    Fax Number", "Rm. 706, New World Center", "Date Prepared", "Guangzhou Middle Avenue, Guangzhou", "3 January 2018", "Signature of Preparer (optional)"];
    expect(findRevisionDate(lines)).toMatchObject({ value: "2018-01-03", line: 4 });
    expect(findRevisionDate(lines)!.confidence).toBeLessThanOrEqual(0.75);
  });

  test("a date two lines down in running text, or after another label, is not taken", () => {
    expect(findRevisionDate(["Date Prepared", "Guangzhou Middle Avenue", "Shipped on 3 January 2018 to the customer"])).toBeNull();
    expect(findRevisionDate(["Revision date", "Print date:", "3 January 2018"])).toBeNull();
  });
});
