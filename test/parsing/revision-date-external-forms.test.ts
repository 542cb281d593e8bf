/**
 * Revision dates in shapes seen on real sheets outside the corpus (session 7's external development set): label
 * wordings that agree with a feminine noun ("Fecha / actualizada el", "Revista em"), "in force from" labels, the
 * "last revision / last issue" dates of templates that print both ("Fecha de revisión" and "Fecha de la última
 * revisión"), a month and year joined by "de" ("mayo de 2017"), a version or revision number with its date right
 * after it ("Versión 04 Julio 2019", "Rev 1 20/02/2017"), the version's date under it, and month abbreviations.
 * Every language where the wording exists; synthetic lines, invented names.
 */
import { describe, expect, test } from "bun:test";
import { findDates } from "../../src/modules/parsing/dates.ts";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const REVISED = "2021-03-12";
const revisionOf = (lines: string[]) => findRevisionDate(lines, "day-first")?.value ?? null;

describe("labels that agree with a feminine noun (the sheet, la ficha / a ficha / la scheda)", () => {
  test.each([
    ["es, page header 'Fecha / actualizada el'", ["Fecha / actualizada el: 12.03.2021 Versión: 3.0"]],
    ["es", ["Revisada el: 12/03/2021"]],
    ["es", ["Actualizada: 12/03/2021"]],
    ["es", ["Modificada el: 12/03/2021"]],
    ["pt, page header 'Data / Revisada em'", ["Data / Revisada em: 12.03.2021 Versão: 3.0"]],
    ["pt", ["Revista em: 12/03/2021"]],
    ["pt", ["Atualizada em: 12/03/2021"]],
    ["pt", ["Actualizada em: 12/03/2021"]],
    ["pt", ["Alterada em: 12/03/2021"]],
    ["it", ["Revisionata il: 12/03/2021"]],
    ["it", ["Modificata il: 12/03/2021"]],
    ["fr", ["Date / mise à jour le: 12.03.2021 Version: 3.0"]],
    ["nl", ["Datum / bijgewerkt op: 12.03.2021 Versie: 3.0"]],
  ])("%s: %j", (_language, lines) => {
    expect(revisionOf(lines)).toBe(REVISED);
  });
});

describe("'in force from' labels: the version's effective date", () => {
  test.each([
    ["es", ["VIGENCIA: 12-03-2021"]],
    ["es", ["Vigente desde: 12/03/2021"]],
    ["pt", ["Vigência: 12/03/2021"]],
    ["pt", ["Em vigor desde: 12/03/2021"]],
    ["it", ["In vigore dal: 12/03/2021"]],
    ["nl", ["Geldig vanaf: 12-03-2021"]],
    ["pl", ["Obowiązuje od: 12.03.2021"]],
  ])("%s: %j", (_language, lines) => {
    expect(revisionOf(lines)).toBe(REVISED);
  });

  test.each([
    ["es", ["Vigencia hasta: 12-03-2026"]],
    ["pt", ["Válida até: 12/03/2026"]],
    ["nl", ["Geldig tot: 12-03-2026"]],
    ["pl", ["Ważna do: 12.03.2026"]],
  ])("%s: 'valid until' is never the revision date: %j", (_language, lines) => {
    expect(revisionOf(lines)).toBeNull();
  });
});

describe("the previous version's date: 'last issue' and, beside a revision date, 'last revision'", () => {
  test.each([
    ["en", ["Date of last issue: 01/02/2020", "Revision Date: 12/03/2021"]],
    ["es", ["Fecha de la última revisión: 01/02/2020", "Fecha de revisión: 12/03/2021"]],
    ["es, last revision printed after", ["Fecha de revisión: 12/03/2021", "Fecha de la última revisión: 01/02/2020"]],
    ["fr", ["Date de dernière parution: 01/02/2020", "Date de révision: 12/03/2021"]],
    ["fr, last revision", ["Date de la dernière révision : 01/02/2020", "Date de révision : 12/03/2021"]],
    ["it", ["Data dell'ultima revisione: 01/02/2020", "Data di revisione: 12/03/2021"]],
    ["pt", ["Data da última revisão: 01/02/2020", "Data de revisão: 12/03/2021"]],
    ["nl", ["Datum laatste herziening: 01-02-2020", "Herzieningsdatum: 12-03-2021"]],
  ])("%s: %j", (_language, lines) => {
    expect(revisionOf(lines)).toBe(REVISED);
  });

  test.each([
    ["fr", "Date de dernière parution : 01/02/2020"],
    ["fr", "Date de la dernière édition : 01/02/2020"],
    ["es", "Fecha de la última emisión: 01/02/2020"],
    ["es", "Fecha de última edición: 01/02/2020"],
    ["it", "Data dell'ultima edizione: 01/02/2020"],
    ["it", "Data ultima emissione: 01/02/2020"],
    ["nl", "Datum laatste uitgave: 01-02-2020"],
    ["pt", "Data da última edição: 01/02/2020"],
    ["pt", "Data da última emissão: 01/02/2020"],
    ["pl", "Data ostatniego wydania: 01.02.2020"],
    ["de", "Letzte Ausgabe: 01.02.2020"],
  ])("%s: '%s' (the previous issue) is never the revision date", (_language, line) => {
    expect(revisionOf([line])).toBeNull();
  });

  test("a 'last revision' label alone is the sheet's revision date", () => {
    expect(revisionOf(["Fecha de la última revisión: 12/03/2021"])).toBe(REVISED);
    expect(revisionOf(["Date of last revision: 12.03.2021"])).toBe(REVISED);
  });
});

describe("which of several dates is the current version's", () => {
  test("a 'last revision' date older than the preparation date is the previous version's: the preparation date, at most 0.85", () => {
    const found = findRevisionDate(["DATE OF PREPARATION:    March 12, 2021", "DATE OF LAST REVISION:    July 6, 2016"], "month-first");
    expect(found?.value).toBe(REVISED);
    expect(found!.confidence).toBeLessThanOrEqual(0.85);
  });

  test("a 'last revision' date newer than the issue date is the sheet's revision date", () => {
    expect(revisionOf(["Date of issue: 01/02/2010", "Date of last revision: 12/03/2021"])).toBe(REVISED);
  });

  test.each([
    ["en, the revision date left empty", ["SDS Original Date of Preparation: March 12, 2021", "SDS Revision Date:"], "month-first"],
    ["en, month and year", ["16.2 Original : March 2021", "Revised :", "End of SDS"], "month-first"],
    ["fr", ["Date de première émission : 12/03/2021"], "day-first"],
    ["es", ["Fecha de la primera emisión: 12/03/2021"], "day-first"],
    ["it", ["Data di prima emissione: 12/03/2021"], "day-first"],
  ])("the first issue's date is the only date: taken, at most 0.6 (%s)", (_name, lines, order) => {
    const found = findRevisionDate(lines, order as "day-first" | "month-first");
    expect(found?.value.startsWith("2021-03")).toBe(true);
    expect(found!.confidence).toBeLessThanOrEqual(0.6);
  });

  test("the first issue's date gives way to any other date, and a print date is never taken", () => {
    expect(revisionOf(["Date de première émission : 01/02/2020", "Date : 12/03/2021"])).toBe(REVISED);
    expect(revisionOf(["Date of first issue: 01/02/2020", "Version 2.0 12.03.2021"])).toBe(REVISED);
    expect(revisionOf(["Print date: 15/04/2021"])).toBeNull();
  });

  test.each([
    ["en", ["Safety Data Sheet dated March 12, 2021, Revision:    3.0"], "month-first"],
    ["de", ["Sicherheitsdatenblatt vom 12.03.2021"], "day-first"],
    ["it", ["Scheda di dati di sicurezza del 12/03/2021"], "day-first"],
    ["pl", ["Karta charakterystyki z dnia 12.03.2021"], "day-first"],
  ])("the sheet named with its date (%s)", (_name, lines, order) => {
    expect(findRevisionDate(lines, order as "day-first" | "month-first")?.value).toBe(REVISED);
  });
});

describe("month and year joined by 'de' (es, pt)", () => {
  test.each([
    ["es", ["Revisión: marzo de 2021 - Versión: 5"]],
    ["pt", ["Data de revisão: março de 2021"]],
    ["pt, without accents", ["Data de revisao: marco de 2021"]],
  ])("%s: %j", (_language, lines) => {
    expect(revisionOf(lines)).toBe("2021-03-01");
  });

  test("the day is unknown: not above 0.85", () => {
    expect(findRevisionDate(["Revisión: marzo de 2021"], "day-first")!.confidence).toBeLessThanOrEqual(0.85);
  });

  test("a year after a word that is no month is no date", () => {
    expect(findDates("Decreto 1609 de 2002", "day-first")).toEqual([]);
  });
});

describe("a version or revision number with its date right after it", () => {
  test.each([
    ["es, month and year", ["HOJA DE DATOS DE SEGURIDAD     Versión 04 Marzo 2021"], "2021-03"],
    ["en", ["Version 3.1 12.03.2021"], REVISED],
    ["en, footer", ["Issued by: QA/Rev 1 12/03/2021 Page 1/5"], REVISED],
    ["en, revision number", ["Rev 3 12.03.2021"], REVISED],
    ["it, edition", ["Edizione n. 3 del 12/03/2021"], REVISED],
    ["pl, edition", ["Wydanie 3 z dnia 12.03.2021"], REVISED],
    ["es, edition", ["Edición 3 de fecha 12/03/2021"], REVISED],
    ["fr, edition", ["Édition 3 du 12/03/2021"], REVISED],
  ])("%s: %j", (_language, lines, iso) => {
    expect(revisionOf(lines)!.startsWith(iso)).toBe(true);
  });

  test("a version's date is trusted less than a labelled one and gives way to it", () => {
    expect(findRevisionDate(["Version 3.1 12.03.2021"], "day-first")!.confidence).toBeLessThanOrEqual(0.85);
    expect(revisionOf(["Version 2 01.02.2020", "Revision date: 12.03.2021"])).toBe(REVISED);
  });

  test("versions listed row by row: the newest row is the current version", () => {
    expect(revisionOf(["Version 1.0 01.02.2015 Erstausgabe", "Version 2.0 12.03.2021 Abschnitt 2 geändert"])).toBe(REVISED);
    expect(revisionOf(["Version 1 du 01/02/2015 : création", "Version 2 du 12/03/2021 : rubrique 8"])).toBe(REVISED);
  });

  test("a version number and a page count are no date", () => {
    expect(revisionOf(["Version 3.1 Page 1/5"])).toBeNull();
    expect(revisionOf(["Rev 2 12 pages"])).toBeNull();
  });
});

describe("the version's date on the line under it", () => {
  test("a cell 'Versione 4' over a cell holding only a date: a guess, at most 0.7", () => {
    const found = findRevisionDate(["SCHEDA DI DATI DI SICUREZZA    Versione 4", "Prodotto Alfa    marzo 2021"], "day-first");
    expect(found?.value).toBe("2021-03-01");
    expect(found!.confidence).toBeLessThanOrEqual(0.7);
  });

  test("a version over another label's date is not its date", () => {
    expect(revisionOf(["Version 4.1", "Print Date 15.04.2021"])).toBeNull();
    expect(revisionOf(["Version 4.1", "Revision Date 12.03.2021"])).toBe(REVISED);
  });
});

describe("a label wrapped after its first word", () => {
  test.each([
    ["pl", ["Data", "aktualizacji: 12.03.2021"]],
    ["de", ["Datum der", "Überarbeitung: 12.03.2021"]],
    ["nl", ["Datum van", "herziening: 12-03-2021"]],
  ])("%s: %j", (_language, lines) => {
    expect(revisionOf(lines)).toBe(REVISED);
  });
});

describe("printed-on dates in the participle forms of each language are never the revision date", () => {
  test.each([
    ["de", ["Gedruckt am: 15.04.2021"]],
    ["es", ["Fecha impreso: 15/04/2021"]],
    ["pt", ["Data impresso: 15/04/2021"]],
    ["nl", ["Datum afgedrukt: 15-04-2021"]],
    ["pl", ["Data wydruku: 15.04.2021"]],
  ])("%s: %j", (_language, lines) => {
    expect(revisionOf(lines)).toBeNull();
  });
});

describe("a header row of labels over a row of dates that do not line up", () => {
  test.each([
    ["fr", ["Date d'impression    Date de révision    Page", "15/04/2021    12/03/2021"]],
    ["de", ["Druckdatum    Version    Überarbeitet am", "15.04.2021    12.03.2021"]],
    ["es", ["Fecha de impresión    Número de HDS    Fecha de revisión    Página", "15/04/2021    12/03/2021"]],
  ])("%s: the date in the label's place among the date cells, still a guess (at most 0.7)", (_language, lines) => {
    const found = findRevisionDate(lines, "day-first");
    expect(found?.value).toBe(REVISED);
    expect(found!.confidence).toBeLessThanOrEqual(0.7);
  });
});

describe("month abbreviations", () => {
  test.each([
    ["12 sett. 2021", "2021-09-12"],
    ["12 genn. 2021", "2021-01-12"],
    ["12 febbr. 2021", "2021-02-12"],
  ])("it: %s", (printed, iso) => {
    expect(findDates(printed, "day-first").map((date) => date.iso)).toEqual([iso]);
  });
});

describe("which way an English sheet writes 03/04/2021: the country whose rules it follows", () => {
  const englishSheet = (rules: string) =>
    parseSds(sheet(["SAFETY DATA SHEET", "Issue Date: 03/04/2021", "SECTION 1: Identification", "Product name: Clean 7", rules, "SECTION 2: Hazard(s) identification"]));
  test.each([
    ["Australia", "Prepared in accordance with the Model Code of Practice of Safe Work Australia"],
    ["Australia, WHS", "Hazardous chemical according to the Work Health and Safety Regulations 2011"],
    ["Australia, transport", "Classified as not dangerous according to the Australian Dangerous Goods (ADG) Code"],
    ["New Zealand", "Classified according to the HSNO Act 1996"],
    ["United Kingdom", "Classification according to GB CLP and UK REACH"],
    ["South Africa", "Prepared according to SANS 10234"],
  ])("%s: day first", (_country, rules) => {
    expect(englishSheet(rules).revision_date).toBe("2021-04-03");
  });

  test("a US sheet (OSHA HCS): month first", () => {
    expect(englishSheet("This product is hazardous according to OSHA 29 CFR 1910.1200").revision_date).toBe("2021-03-04");
  });

  test("a sheet that names no country's rules: month first in English", () => {
    expect(englishSheet("Recommended use: cleaner").revision_date).toBe("2021-03-04");
  });
});
