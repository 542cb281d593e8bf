/**
 * Revision dates in shapes seen on real sheets of session 8's external sets, rebuilt with invented lines: the issue's
 * participle "Ausgestellt am", "entry into force", "released / approved" and "compiled" labels in every language, a form number
 * "dt." its date, the label "Reviewed:", dates with "del" before the year ("18 de julio del 2023"), ordinals in
 * capitals ("12TH FEB 2020"), day, month and year parted by spaces after a label ("Reviewed: 24 07 2006"), a signer's initials after a date ("04.05.15/AB"), a version number with a colon before
 * its date ("Versione 4: giugno 2014"), a revision number whose date is linked on the next line ("Revisione: 4" /
 * "del 12/03/2021"), a legal act's date after a label word of running text, and the date order of English sheets
 * that name Australia's Poisons Schedule or the UK's CHIP Regulations.
 */
import { describe, expect, test } from "bun:test";
import { findDates } from "../../src/modules/parsing/dates.ts";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const REVISED = "2021-03-12";
const revisionOf = (lines: string[]) => findRevisionDate(lines, "day-first")?.value ?? null;

describe("the issue's participle in German", () => {
  test.each([
    [["Ausgestellt am 12.03.2021"]],
    [["Sicherheitsdatenblatt    Ausgestellt am: 12.03.2021    Seite 1 von 6"]],
    [["Ausgestellt: 12.03.2021"]],
  ])("%j", (lines) => {
    expect(revisionOf(lines)).toBe(REVISED);
  });

  test("a revision date wins over it", () => {
    expect(revisionOf(["Ausgestellt am 01.02.2019", "Überarbeitet am 12.03.2021"])).toBe(REVISED);
  });
});

describe("'entry into force' labels: the version's effective date", () => {
  test.each([
    ["fr-CA, the date on the next line", ["Entrée en vigueur :", "le 12 mars 2021"]],
    ["fr", ["En vigueur le : 12/03/2021"]],
    ["en", ["Effective: 03/12/2021"]],
    ["en", ["Effective as of March 12, 2021"]],
    ["de", ["In Kraft ab: 12.03.2021"]],
    ["es", ["Entrada en vigor: 12/03/2021"]],
    ["it", ["Data di entrata in vigore: 12/03/2021"]],
    ["nl", ["Ingangsdatum: 12-03-2021"]],
    ["pt", ["Data de entrada em vigor: 12/03/2021"]],
    ["pl", ["Data wejścia w życie: 12.03.2021"]],
  ])("%s: %j", (language, lines) => {
    expect(findRevisionDate(lines, language === "en" ? "month-first" : "day-first")?.value ?? null).toBe(REVISED);
  });
});

describe("the release or approval of this version", () => {
  test.each([
    ["de, a quality-managed footer with the signer's initials", ["Datei: SDB Klebstoff 7.docx Freigabe: 12.03.21/AB Vers. 2 erstellt: 12.03.21/CD"]],
    ["de", ["Freigegeben: 12.03.2021"]],
    ["en", ["Approved on: 12/03/2021"]],
    ["en", ["Released: 12/03/2021"]],
    ["fr", ["Date d'approbation : 12/03/2021"]],
    ["es", ["Aprobada el: 12/03/2021"]],
    ["it", ["Approvato il: 12/03/2021"]],
    ["nl", ["Goedgekeurd op: 12-03-2021"]],
    ["pt", ["Aprovado em: 12/03/2021"]],
    ["pl", ["Zatwierdzono: 12.03.2021"]],
  ])("%s: %j", (_language, lines) => {
    expect(revisionOf(lines)).toBe(REVISED);
  });
});

describe("the sheet's compilation date (a preparation date)", () => {
  test.each([
    ["en", ["Date of compilation: 12 March 2021"]],
    ["en", ["Compiled on: 12/03/2021"]],
    ["fr", ["Date de compilation : 12/03/2021"]],
    ["pt", ["Data de compilação: 12/03/2021"]],
    ["es", ["Compilado el: 12/03/2021"]],
    ["it", ["Compilata il: 12/03/2021"]],
    ["de", ["Zusammengestellt am: 12.03.2021"]],
    ["nl", ["Datum van samenstelling: 12-03-2021"]],
    ["sv", ["Sammanställd den: 2021-03-12"]],
  ])("%s: %j", (_language, lines) => {
    expect(revisionOf(lines)).toBe(REVISED);
  });

  test("a revision date wins over it", () => {
    expect(revisionOf(["Date of compilation: 01/02/2019", "Revision date: 12/03/2021"])).toBe(REVISED);
  });
});

describe("a form number 'dt.' (dated) its date, and 'Reviewed:'", () => {
  test.each([
    [["MATERIAL SAFETY DATA SHEET F/C 012/ABC dt. 12-3-2021 Rev 1.2"]],
    [["Form QA-7 Dtd. 12.03.2021"]],
    [["Page 1 of 4    Reviewed: 12.03.2021    Printed: 20.05.2021"]],
  ])("%j", (lines) => {
    expect(revisionOf(lines)).toBe(REVISED);
  });
});

describe("day, month and year parted by single spaces right after a label", () => {
  test.each([
    [["Page 1 of 4    Reviewed: 12 03 2021    Printed: 20 05 2021"]],
    [["Revisionsdatum: 12 3 2021"]],
  ])("%j", (lines) => {
    expect(revisionOf(lines)).toBe(REVISED);
  });

  test("a longer run of numbers after the label is no date", () => {
    expect(revisionOf(["Revision: 12 03 2021 45 67"])).toBeNull();
  });

  test("such digits elsewhere on the line are no date", () => {
    expect(findDates("Tel. 0800 12 03 2021", "day-first")).toEqual([]);
  });
});

describe("date forms", () => {
  test.each([
    ["es, 'del' before the year", "18 de julio del 2023", "2023-07-18"],
    ["es, month and year with 'del'", "julio del 2023", "2023-07-01"],
    ["en, an ordinal in capitals", "12TH FEB 2020", "2020-02-12"],
    ["en, an ordinal in capitals, month first", "FEB 12TH, 2020", "2020-02-12"],
    ["a signer's initials after the date", "12.03.21/AB", "2021-03-12"],
  ])("%s: %s", (_form, printed, iso) => {
    expect(findDates(printed, "day-first").map((date) => date.iso)).toEqual([iso]);
  });

  test("a date followed by a slash and a digit is still no date of its own run", () => {
    expect(findDates("12.03.21/4", "day-first")).toEqual([]);
  });

  test("es: a 'last revision' in a page header with the date after a comma", () => {
    expect(revisionOf(["Hoja de datos de seguridad según NOM-018-STPS-2015; Última revisión, 12 de marzo del 2021"])).toBe(REVISED);
  });
});

describe("a version or revision number and its date", () => {
  test.each([
    ["it, a colon after the version number", ["Versione 4: marzo 2021"], "2021-03-01"],
    ["en", ["Version 2.1: 12/03/2021"], REVISED],
    ["it, the date linked on the next line", ["Revisione: 4", "del 12/03/2021"], REVISED],
    ["de", ["Überarbeitung: 3", "vom 12.03.2021"], REVISED],
    ["fr", ["Révision : 5", "du 12/03/2021"], REVISED],
    ["es", ["Revisión: 2", "de fecha 12/03/2021"], REVISED],
    ["nl", ["Herziening: 2", "van 12-03-2021"], REVISED],
    ["pl", ["Wersja 3", "z dnia 12.03.2021"], REVISED],
  ])("%s: %j", (_language, lines, iso) => {
    expect(revisionOf(lines)).toBe(iso);
  });

  test("a revision number over a line that is not its date gives nothing", () => {
    expect(revisionOf(["Revisione: 4", "Il prodotto 12/03/2021 è stato aggiornato"])).toBeNull();
  });
});

describe("a legal act's date after a label word of running text is not the sheet's", () => {
  test.each([
    ["es", ["FICHA 12 FECHA: 12/03/2021 Revisión: 03", "Decreto N° 40 del 01/02/2004, actualizado por la Resolución N° 70 del 25/08/2004"]],
    ["en", ["Date: 12/03/2021", "Annex II of Regulation 1907/2006 as updated by Regulation (EU) 2015/830 of 28 May 2015"]],
    ["pt", ["Data: 12/03/2021", "Norma atualizada pela Portaria n° 12 de 20/06/2004"]],
    ["de", ["Datum: 12.03.2021", "Anhang II geändert durch Verordnung (EU) 2015/830 vom 28.05.2015"]],
  ])("%s: %j", (_language, lines) => {
    expect(revisionOf(lines)).toBe(REVISED);
  });

  test("a regulation in the label's bracket before its colon keeps the date", () => {
    expect(revisionOf(["Date de révision (règlement 2015/830) : 12/03/2021"])).toBe(REVISED);
  });
});

describe("which way an English sheet writes 03/04/2021: Poisons Schedule and CHIP", () => {
  const englishSheet = (rules: string) =>
    parseSds(sheet(["SAFETY DATA SHEET", "Issue Date: 03/04/2021", "SECTION 1: Identification", "Product name: Clean 7", rules, "SECTION 2: Hazard(s) identification"]));
  test.each([
    ["Australia's Poisons Schedule field", "Hazardous Nature Poisons Schedule Not listed."],
    ["the UK's CHIP Regulations", "Classification under CHIP: not classified."],
  ])("%s: day first", (_country, rules) => {
    expect(englishSheet(rules).revision_date).toBe("2021-04-03");
  });

  test("'chip' as a word of the text: month first", () => {
    expect(englishSheet("Recommended use: removes chip marks from wood").revision_date).toBe("2021-03-04");
  });
});
