/**
 * Revision dates, session 9: date forms, labels and layouts of the languages the parser reads that it did not know
 * yet, and which date wins when several are printed. Synthetic lines, invented names.
 */
import { describe, expect, test } from "bun:test";
import { findDates } from "../../src/modules/parsing/dates.ts";
import { documentDateOrder } from "../../src/modules/parsing/document-date-order.ts";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";
import { expectLinearGrowth } from "../helpers/growth.ts";

const MARCH_12 = "2021-03-12";

describe("date forms", () => {
  test.each([
    ["an English ordinal with 'of'", "12th of March 2021", MARCH_12],
    ["month first with hyphens", "Mar-12-2021", MARCH_12],
    ["month first, full name, hyphens", "March-12-2021", MARCH_12],
    ["year first with the month's name", "2021-Mar-12", MARCH_12],
    ["year first with the month's name and slashes", "2021/März/12", MARCH_12],
    ["Latin American month first with 'de'", "MARZO 12 DE 2021", MARCH_12],
    ["month and year after a comma", "March, 2021", "2021-03-01"],
    ["Austrian 'Feber'", "12. Feber 2021", "2021-02-12"],
    ["French 'aoû.'", "12 aoû. 2021", "2021-08-12"],
    ["Finnish abbreviation", "12. maalisk. 2021", MARCH_12],
    ["Finnish partitive", "12. joulukuuta 2021", "2021-12-12"],
    ["a Portuguese ordinal with its dot", "1.º de março de 2021", "2021-03-01"],
  ])("%s: %s", (_name, text, iso) => {
    expect(findDates(text, "day-first").map((date) => date.iso)).toEqual([iso]);
  });

  test("a year, a month and a number parted by spaces are no year-first date", () => {
    expect(findDates("ISO 9001:2015 Mar 3", "day-first")).toEqual([]);
    expect(findDates("Edition 2019 May 5 persons", "day-first")).toEqual([]);
    expect(findDates("Regulation 2015/830 of 28 May 2015").map((date) => date.iso)).toEqual(["2015-05-28"]);
  });

  test("day, month name and two-digit year parted by spaces: a date right after a label only", () => {
    expect(findRevisionDate(["Revision date: 12 Mar 21"], "day-first")?.value).toBe(MARCH_12);
    expect(findDates("12 Mar 21", "day-first")).toEqual([]);
  });
});

describe("labels in the languages", () => {
  test.each([
    ["en, 'Date of reissue'", ["Date of reissue: 12/03/2021"]],
    ["en, 'Date of review'", ["Date of review: 12/03/2021"]],
    ["de, 'Aktualisierungsdatum'", ["Aktualisierungsdatum: 12.03.2021"]],
    ["de, 'Letzte Aktualisierung'", ["Letzte Aktualisierung: 12.03.2021"]],
    ["de, 'Überarbeitungsstand'", ["Überarbeitungsstand: 12.03.2021"]],
    ["de, 'Bearbeitungsstand'", ["Bearbeitungsstand: 12.03.2021"]],
    ["de, 'Revisionsstand'", ["Revisionsstand: 12.03.2021"]],
    ["pt, 'Data da elaboração'", ["Data da elaboração: 12/03/2021"]],
    ["pl, 'Rewizja'", ["Rewizja: 12.03.2021"]],
    ["sv, 'Bearbetad'", ["Bearbetad: 2021-03-12"]],
    ["sv, 'Ändrad'", ["Ändrad: 2021-03-12"]],
    ["da, 'Ændret'", ["Ændret: 12-03-2021"]],
    ["no, 'Endret'", ["Endret: 12.03.2021"]],
    ["no, 'Utgitt'", ["Utgitt: 12.03.2021"]],
    ["fi, 'Versio 3 (…)'", ["Versio 3 (12.3.2021)"]],
    ["fi, the revision beside the last issue ('Viimeisin julkaisupäivä')", ["Viimeisin julkaisupäivä: 1.1.2020    Muutettu viimeksi: 12.3.2021"]],
    ["no, 'Versjon 3 fra'", ["Versjon 3 fra 12.03.2021"]],
    ["sv, 'Utgåva 3 av'", ["Utgåva 3 av 2021-03-12"]],
    ["en, 'Version 3 of'", ["Version 3 of 12/03/2021"]],
  ])("%s", (_name, lines) => {
    expect(findRevisionDate(lines, "day-first")?.value).toBe(MARCH_12);
  });
});

describe("cancelled and replaced versions are never the revision date", () => {
  test.each([
    ["es, 'Anula a la versión del'", ["Anula a la versión del: 01/01/2020", "Fecha: 12/03/2021"]],
    ["fr, 'Annule et remplace la version du'", ["Annule et remplace la version du : 01/01/2020", "Date : 12/03/2021"]],
    ["it, 'Annulla e sostituisce la versione del'", ["Annulla la versione del: 01/01/2020", "Data: 12/03/2021"]],
    ["en, 'Cancels version of'", ["Cancels version of: 01/01/2020", "Date: 12/03/2021"]],
  ])("%s", (_name, lines) => {
    expect(findRevisionDate(lines, "day-first")?.value).toBe(MARCH_12);
  });
});

describe("dates in the page furniture, when no label dates the sheet", () => {
  test("a footer that dates the sheet beside its language", () => {
    const found = findRevisionDate(["Acme Widget Cleaner", "SECTION 1: Identification", "12/03/2021 EN (English) 1/7"], "day-first");
    expect(found?.value).toBe(MARCH_12);
    expect(found!.confidence).toBeLessThanOrEqual(0.7);
    expect(findRevisionDate(["Texte", "12/03/2021 FR (français CA) Page 1"], "day-first")?.value).toBe(MARCH_12);
  });

  test("a header or footer repeated on the pages with the same date", () => {
    const lines = [1, 2, 3].flatMap((page) => [`Acme Widget Cleaner    marzo 2021    Página ${page} de 3`, "Texto de la página"]);
    const found = findRevisionDate(lines, "day-first");
    expect(found?.value).toBe("2021-03-01");
    expect(found!.confidence).toBeLessThanOrEqual(0.6);
  });

  test("a line printed twice is no page furniture; a print stamp with its time never", () => {
    expect(findRevisionDate(["Acme 12.03.2021 Seite 1", "Acme 12.03.2021 Seite 2"], "day-first")).toBeNull();
    const stamped = [1, 2, 3].map((page) => `12.03.2021 10:15    Acme Widget Cleaner    ${page}/3`);
    expect(findRevisionDate(stamped, "day-first")).toBeNull();
  });

  test.each([
    ["a print date", "Data druku 15.04.2021"],
    ["a superseded version's date", "Vervangt 05.05.2019"],
    ["a download date", "Downloaded 15/04/2021"],
  ])("never %s repeated on the pages", (_name, furniture) => {
    const lines = [1, 2, 3].flatMap((page) => [`${furniture}    ${page}/3`, "Body text"]);
    expect(findRevisionDate(lines, "day-first")).toBeNull();
  });

  test("a labelled date wins over the furniture's", () => {
    const lines = ["Revision date: 01/02/2021", ...[1, 2, 3].map((page) => `12/03/2021 EN (English) ${page}/3`)];
    expect(findRevisionDate(lines, "day-first")?.value).toBe("2021-02-01");
  });
});

describe("the order of an ambiguous numeric date", () => {
  test.each([
    ["en, 'dd/mm/yyyy' on a US-style sheet", ["Revision date (dd/mm/yyyy): 12/03/2021"], "month-first", MARCH_12],
    ["en, 'mm/dd/yyyy' on a day-first sheet", ["Revision date (mm/dd/yyyy): 03/12/2021"], "day-first", MARCH_12],
    ["fr, 'jj/mm/aaaa'", ["Date de révision (jj/mm/aaaa) : 12/03/2021"], "month-first", MARCH_12],
    ["it, 'gg/mm/aaaa'", ["Data revisione (gg/mm/aaaa): 12/03/2021"], "month-first", MARCH_12],
    ["de, a bare 'Datum (TT/MM/JJJJ):'", ["Datum (TT/MM/JJJJ): 12/03/2021"], "month-first", MARCH_12],
  ] as const)("a printed format hint decides: %s", (_name, lines, usual, iso) => {
    expect(findRevisionDate([...lines], usual)?.value).toBe(iso);
  });

  test.each([
    ["Mexico", "Hoja de datos de seguridad conforme a la NOM-018-STPS-2015"],
    ["Chile", "Hoja de datos de seguridad según NCh 2245:2015"],
    ["Brazil", "FISPQ conforme ABNT NBR 14725-4:2014"],
    ["Colombia", "Conforme al Decreto 1496 de 2018"],
  ])("a Latin American country's rules: day first, though OSHA is cited (%s)", (_name, rules) => {
    const lines = ["HOJA DE DATOS DE SEGURIDAD", rules, "Límites de exposición: OSHA PEL 5 mg/m3", "Fecha de revisión: 09/04/2021"];
    expect(documentDateOrder(lines, "es")).toBe("day-first");
    expect(documentDateOrder(lines.filter((line) => line !== rules), "es")).toBe("month-first");
  });
});

describe("tables of versions", () => {
  test.each([
    ["de, a revision label heading the date column", ["Version    Revisionsdatum    Änderungen", "1.0    01.01.2015    Neu", "2.0    12.03.2021    Abschnitt 2"]],
    ["fr, the newest row first", ["Version    Date de révision    Modifications", "2    12/03/2021    Section 2", "1    01/01/2015    Nouvelle"]],
    ["nl", ["Versie    Herzieningsdatum    Wijzigingen", "1.0    01-01-2015    Nieuw", "2.0    12-03-2021    Rubriek 2"]],
    ["da, 'Version / Dato'", ["Version    Dato    Ændringer", "1.0    01.01.2015    Ny", "2.0    12.03.2021    Punkt 2"]],
    ["no, 'Versjon / Dato'", ["Versjon    Dato    Endringer", "1.0    01.01.2015    Ny", "2.0    12.03.2021    Punkt 2"]],
    ["fi, 'Versio / Päivämäärä'", ["Versio    Päivämäärä    Muutokset", "1.0    1.1.2015    Uusi", "2.0    12.3.2021    Kohta 2"]],
    ["en, 'Rev. No. / Date'", ["Rev. No.    Date    Changes", "1    01/01/2015    New", "2    12/03/2021    Section 2"]],
    ["en, 'Edition / Date'", ["Edition    Date    Changes", "1    01/01/2015    New", "2    12/03/2021    Section 2"]],
  ])("the newest row's date, never above 0.8: %s", (_name, lines) => {
    const found = findRevisionDate(lines, "day-first");
    expect(found?.value).toBe(MARCH_12);
    expect(found!.confidence).toBeLessThanOrEqual(0.8);
  });

  test("a header row over one row of values is no table of versions", () => {
    const found = findRevisionDate(["Version    Revision date    Print date", "2.0    2021-03-12    2021-04-15", "SECTION 1: Identification"], "day-first");
    expect(found?.value).toBe(MARCH_12);
    expect(found!.confidence).toBeGreaterThan(0.8);
  });
});

describe("date labels joined by slashes, with as many dates", () => {
  test.each([
    ["en, issue and revision", ["Date of issue / Date of revision: 01.01.2020 / 12.03.2021"]],
    ["es, one 'Fecha' for both", ["Fecha de emisión / revisión: 01/01/2020 / 12/03/2021"]],
    ["fr, one 'Date' for both", ["Date d'émission / de révision : 01/01/2020 / 12/03/2021"]],
    ["en, revision before print", ["Revision date / Print date: 12.03.2021 / 15.04.2021"]],
    ["de, print before revision", ["Druckdatum / Überarbeitet am: 15.04.2021 / 12.03.2021"]],
    ["en, superseded before revision", ["Supersedes / Revision date: 01.01.2020 / 12.03.2021"]],
    ["it, the dates on the next line", ["Data di emissione / Data di revisione:", "01/01/2020 / 12/03/2021"]],
  ])("each label takes the date in its place, at most 0.8: %s", (_name, lines) => {
    const found = findRevisionDate(lines, "day-first");
    expect(found?.value).toBe(MARCH_12);
    expect(found!.confidence).toBeLessThanOrEqual(0.8);
  });

  test("one date after slashed labels belongs to all of them: a previous issue's stays excluded", () => {
    expect(findRevisionDate(["Date of previous issue / revision: 01.01.2020", "Date: 12.03.2021"], "day-first")?.value).toBe(MARCH_12);
  });
});

describe("a bare 'Date' heading a column", () => {
  test.each([
    ["en", ["Version    Date    Print date", "3    12.03.2021    15.04.2021"]],
    ["nl", ["Versie    Datum    Afdrukdatum", "3    12-03-2021    15-04-2021"]],
    ["pl", ["Wersja    Data    Data druku", "3    12.03.2021    15.04.2021"]],
    ["en, beside a product code", ["Product code    Date    Page", "AB-12    12.03.2021    1 of 8"]],
  ])("the cell below it when it holds only a date, at 0.6: %s", (_name, lines) => {
    const found = findRevisionDate(lines, "day-first");
    expect(found?.value).toBe(MARCH_12);
    expect(found!.confidence).toBeLessThanOrEqual(0.6);
  });

  test("over rows of versions, the newest row's", () => {
    const lines = ["Version    Datum    Ändringar", "1.0    2015-01-01    Första utgåvan", "2.0    2021-03-12    Avsnitt 2"];
    expect(findRevisionDate(lines, "day-first")?.value).toBe(MARCH_12);
  });

  test("a 'Date' alone on its line is no header cell", () => {
    expect(findRevisionDate(["Date", "12.03.2021"], "day-first")).toBeNull();
  });
});

describe("a version or edition with its month", () => {
  test.each([
    ["en, a dash between", ["Version 3 – March 2021"]],
    ["es, a hyphen between", ["Versión 3 - Marzo 2021"]],
    ["en, a slash between", ["Rev. 3 / Mar 2021"]],
    ["en, 'Edition:'", ["Edition: March 2021"]],
    ["fr, 'Édition :'", ["Édition : mars 2021"]],
    ["it, 'Edizione:'", ["Edizione: marzo 2021"]],
    ["pl, 'Wydanie:'", ["Wydanie: marzec 2021"]],
    ["nl, 'Uitgave:'", ["Uitgave: maart 2021"]],
  ])("%s", (_name, lines) => {
    expect(findRevisionDate(lines, "day-first")?.value).toBe("2021-03-01");
  });

  test("a version number, a comma and the date", () => {
    expect(findRevisionDate(["Version 3, 12.03.2021"], "day-first")?.value).toBe(MARCH_12);
  });

  test("a spaced slash between a number and a month is no day and month", () => {
    expect(findDates("3 / Mar 2021", "day-first").map((date) => date.iso)).toEqual([]);
    expect(findDates("3/Mar/2021", "day-first").map((date) => date.iso)).toEqual(["2021-03-03"]);
  });
});

describe("more labels and date forms", () => {
  test.each([
    ["fr, the sheet's abbreviation with its date", ["FDS du 12/03/2021"], MARCH_12],
    ["fr, 'Édité le'", ["Édité le 12/03/2021"], MARCH_12],
    ["es, a bare 'Emitido:'", ["Emitido: 12/03/2021"], MARCH_12],
    ["nl, a bare 'Gewijzigd:'", ["Gewijzigd: 12-03-2021"], MARCH_12],
    ["it, 'Redatta il'", ["Redatta il 12/03/2021"], MARCH_12],
    ["fr, a replaced sheet's date is not the sheet's", ["Remplace la fiche du : 01/01/2020", "Date : 12/03/2021"], MARCH_12],
    ["ja, a Reiwa date", ["改訂日：令和3年3月12日"], MARCH_12],
    ["ja, a Heisei date", ["作成日 平成30年4月1日"], "2018-04-01"],
    ["ja, the era's first year", ["改訂 令和元年5月7日"], "2019-05-07"],
    ["ja, the revision number before the revision date", ["改訂番号：3 改訂日：2021年3月12日"], MARCH_12],
    ["ja, a print date first", ["印刷日：2021年4月15日", "作成日：2021年3月12日"], MARCH_12],
    ["zh, '修改时间'", ["修改时间：2021-03-12"], MARCH_12],
    ["zh, '填表时间'", ["填表时间：2021年3月12日"], MARCH_12],
    ["ko, '수정일자'", ["수정일자: 2021.03.12"], MARCH_12],
  ])("%s", (_name, lines, iso) => {
    expect(findRevisionDate(lines, "day-first")?.value).toBe(iso);
  });
});

describe("speed", () => {
  test("a long sheet of repeated table rows is read in linear time", () => {
    const lines = (size: number) => Array.from({ length: size }, (_, row) => `Row ${row}    12.5 mg/m3    ${(row % 28) + 1}/${(row % 12) + 1}/2021    Note / Other : 3 / 4`);
    expectLinearGrowth((size) => findRevisionDate(lines(size), "day-first"), 2_500);
  });
});

describe("a row of labels led by another field's, over its values", () => {
  test.each([
    ["de, revision before print", ["Sicherheitsdatenblatt gemäß Verordnung (EG) Nr. 1907/2006 Handelsname : Überarbeitet am : Druckdatum :", "Acme Handgel 500 ml 12.03.2021 15.04.2021"]],
    ["de, print before revision", ["Handelsname : Druckdatum : Überarbeitet am :", "Acme Handgel 500 ml 15.04.2021 12.03.2021"]],
  ])("the date labels' dates end the row below: %s", (_name, lines) => {
    const found = findRevisionDate(lines, "day-first");
    expect(found?.value).toBe(MARCH_12);
    expect(found!.confidence).toBeLessThanOrEqual(0.7);
  });

  test("dates that do not end the row are not placed", () => {
    expect(findRevisionDate(["Product name: Revision date: Print date:", "Acme Gel 12/03/2021 15/04/2021 Page 1"], "day-first")).toBeNull();
  });
});
