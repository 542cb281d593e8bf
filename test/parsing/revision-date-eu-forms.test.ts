/**
 * Revision dates on EU-language sheets from authoring systems the corpus does not have (session 6): the label
 * wordings each language's SDS software prints (revision, update, issue, version, preparation dates; print,
 * previous, superseded and next dates never), labels printed without their accents, date forms (month names
 * without accents, two-digit years with a month name, Korean), a version with its date, CJK labels inside longer
 * words, and layouts (several dates on a line, a date in a replaced version's note, a version history table).
 * Synthetic lines.
 */
import { describe, expect, test } from "bun:test";
import { findDates } from "../../src/modules/parsing/dates.ts";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const REVISED = "2021-03-12";
const revisionOf = (lines: string[]) => findRevisionDate(lines, "day-first")?.value ?? null;

describe("label wordings per language", () => {
  test.each([
    ["de", ["Fassung vom 12.03.2021"]],
    ["de", ["Version 3.0 vom 12.03.2021"]],
    ["de", ["Versionsdatum: 12.03.2021"]],
    ["fr", ["Date de la version : 12/03/2021"]],
    ["fr", ["Version 3 du 12/03/2021"]],
    ["fr", ["Établie le : 12/03/2021"]],
    ["fr", ["Version : 3.0 (12/03/2021)"]],
    ["es", ["Actualizado: 12/03/2021"]],
    ["es", ["Última actualización: 12/03/2021"]],
    ["es", ["Versión: 3 del 12/03/2021"]],
    ["es", ["Fecha de la versión: 12/03/2021"]],
    ["it", ["Versione 3.0 del 12/03/2021"]],
    ["it", ["Aggiornato al: 12/03/2021"]],
    ["it", ["Data versione: 12/03/2021"]],
    ["nl", ["Versiedatum: 12-03-2021"]],
    ["nl", ["Gewijzigd op: 12-03-2021"]],
    ["nl", ["Versie 3.0 van 12-03-2021"]],
    ["pt", ["Data de actualização: 12/03/2021"]],
    ["pt", ["Atualizado em: 12/03/2021"]],
    ["pt", ["Versão 3 de 12/03/2021"]],
    ["pl", ["Data wystawienia: 12.03.2021"]],
    ["pl", ["Wersja: 3.0 z dnia 12.03.2021"]],
    ["pl", ["Data wersji: 12.03.2021"]],
    ["fr, last modification", ["Date de la dernière modification : 12/03/2021"]],
    ["es, last modification", ["Fecha de la última modificación: 12/03/2021"]],
    ["it, last modification", ["Data ultima modifica: 12/03/2021"]],
    ["pt, change date", ["Data de alteração: 12/03/2021"]],
    ["de, last changed", ["Zuletzt geändert: 12.03.2021"]],
    ["fr, the sheet's date", ["Date de la FDS : 12/03/2021"]],
    ["de, the sheet's date", ["Datum SDB: 12.03.2021"]],
    ["es, the sheet's date", ["Fecha de la HDS: 12/03/2021"]],
    ["nl, the sheet's date", ["Datum VIB: 12-03-2021"]],
    ["pl, the sheet's date", ["Data karty: 12.03.2021"]],
    ["fr, preparation (Date de réalisation)", ["Date de réalisation : 12/03/2021"]],
    ["it, preparation without 'di'", ["Data compilazione: 12/03/2021"]],
    ["it, drafting date", ["Data di stesura: 12/03/2021"]],
  ])("%s: %j", (_language, lines) => {
    expect(revisionOf(lines)).toBe(REVISED);
  });

  test("a version's date is trusted less than a labelled revision date, and gives way to one", () => {
    expect(findRevisionDate(["Version 3.0 vom 12.03.2021"], "day-first")!.confidence).toBeLessThanOrEqual(0.85);
    expect(revisionOf(["Version 2.0 vom 01.01.2020", "Überarbeitet am: 12.03.2021"])).toBe(REVISED);
  });
});

describe("labels printed without their accents", () => {
  test.each([
    ["fr", "MISE A JOUR : 12/03/2021"],
    ["fr", "Date de mise a jour : 12/03/2021"],
    ["es", "FECHA DE ACTUALIZACION: 12/03/2021"],
    ["pt", "DATA DE REVISAO: 12/03/2021"],
    ["pt", "DATA DE EMISSAO: 12/03/2021"],
    ["pl", "DATA SPORZADZENIA: 12.03.2021"],
    ["de", "Uberarbeitet am: 12.03.2021"],
  ])("%s: %s", (_language, line) => {
    expect(revisionOf([line])).toBe(REVISED);
  });

  test.each([
    ["fr", "DATE D'IMPRESSION : 15/04/2021"],
    ["fr", "Date de la version precedente : 01/01/2020"],
    ["es", "FECHA DE IMPRESION: 15/04/2021"],
    ["pt", "DATA DE IMPRESSAO: 15/04/2021"],
  ])("%s: '%s' is never the revision date", (_language, line) => {
    expect(revisionOf([line])).toBeNull();
  });
});

describe("dates that are never the revision date", () => {
  test.each([
    ["de", ["ersetzt Version 2 vom 01.01.2020"]],
    ["fr", ["Remplace la version 2 du 01/01/2020"]],
    ["it", ["Sostituisce la revisione: 2 (Data revisione 01/01/2020)"]],
    ["es", ["Fecha de la próxima revisión: 12/03/2024"]],
    ["de", ["Nächste Überarbeitung: 12.03.2024"]],
    ["fr", ["Date de la prochaine révision : 12/03/2024"]],
    ["zh", ["打印日期：2021-04-15"]],
    ["zh", ["有效日期：2024-03-12"]],
    ["es, changes compared to an earlier version", ["Actualización: cambios respecto a la versión del 01/01/2020"]],
    ["nl, changes compared to an earlier version", ["Herziening: wijzigingen ten opzichte van de versie van 01-01-2020"]],
    ["de, changes compared to an earlier version", ["Überarbeitung: Änderungen gegenüber der Version vom 01.01.2020"]],
    ["de, changes since an earlier version", ["Änderungen seit der Version vom 01.01.2020"]],
    ["fr, changes since an earlier version", ["Modifications depuis la version du 01/01/2020"]],
  ])("%s: %j", (_language, lines) => {
    expect(revisionOf(lines)).toBeNull();
  });

  test("it: the replaced revision's date in brackets is skipped, the current one below is taken", () => {
    expect(revisionOf(["Sostituisce la revisione: 2 (Data revisione 01/01/2020)", "Revisione n. 3", "Data revisione 12/03/2021"])).toBe(REVISED);
  });

  test("es: the next review date before the revision date", () => {
    expect(revisionOf(["Fecha de la próxima revisión: 12/03/2024    Fecha de revisión: 12/03/2021"])).toBe(REVISED);
  });
});

describe("date forms", () => {
  test.each([
    ["12-mars-21", "2021-03-12"],
    ["07-Okt-18", "2018-10-07"],
    ["07-avr.-15", "2015-04-07"],
    ["12/mar/21", "2021-03-12"],
    ["12.Mär.21", "2021-03-12"],
    ["12. Marz 2021", "2021-03-12"],
    ["12 pazdziernika 2021", "2021-10-12"],
    ["12 juill. 2021", "2021-07-12"],
    ["12 Fevereiro 2021", "2021-02-12"],
    ["2021년 3월 12일", "2021-03-12"],
  ])("%s", (printed, iso) => {
    expect(findDates(printed, "day-first").map((date) => date.iso)).toEqual([iso]);
  });

  test("a two-digit year needs like separators on both sides of the month: running text is not a date", () => {
    expect(findDates("12 mars 21 personnes", "day-first")).toEqual([]);
    expect(findDates("Version 12-mai-2", "day-first")).toEqual([]);
  });

  test("a bare 'Date' with a month name right after it", () => {
    expect(revisionOf(["Date 12 mars 2021"])).toBe(REVISED);
  });
});

describe("Chinese, Japanese and Korean labels", () => {
  test.each([
    ["zh, inside a longer word", ["最新修订日期：2021-03-12"]],
    ["zh, preparation", ["编制日期: 2021-03-12"]],
    ["zh, glyphs set apart", ["修 订 日 期 ： 2021年3月12日"]],
    ["zh, first preparation then revision", ["最初编制日期：2015-01-01", "修订日期：2021-03-12"]],
    ["ja", ["改訂日：2021年3月12日"]],
    ["ko", ["개정일자 : 2021.03.12"]],
    ["ko, Korean date", ["최종 개정일자 : 2021년 3월 12일"]],
  ])("%s", (_name, lines) => {
    expect(revisionOf(lines)).toBe(REVISED);
  });
});

describe("layouts", () => {
  test("a version history table is read when no date label gives a date: the newest row", () => {
    const lines = ["16. Sonstige Angaben", "Änderungshistorie", "Version    Datum    Änderungen", "1.0    01.02.2015    Erstausgabe", "2.0    12.03.2021    Abschnitt 2, 8 geändert", "Abkürzungen: …"];
    const found = findRevisionDate(lines, "day-first");
    expect(found).toMatchObject({ value: REVISED, line: 4 });
    expect(found!.confidence).toBeLessThanOrEqual(0.7);
  });

  test("a labelled revision date wins over the history table", () => {
    expect(revisionOf(["Révision : 12/03/2021", "Révision    Date    Modifications", "1    01/01/2015    Création", "2    05/05/2018    Rubrique 2"])).toBe(REVISED);
  });

  test("the date only in the page header of every page of a French sheet", () => {
    const header = "FDS n° 1234    Date de révision : 12/03/2021    Page 1/2";
    const parsed = parseSds({
      numPages: 2,
      hasTextLayer: true,
      pages: [
        ["FICHE DE DONNÉES DE SÉCURITÉ", header, "RUBRIQUE 1: Identification", "Nom du produit : X", "RUBRIQUE 2: Identification des dangers"],
        ["FICHE DE DONNÉES DE SÉCURITÉ", header.replace("1/2", "2/2"), "RUBRIQUE 3: Composition", "RUBRIQUE 16: Autres informations"],
      ].map((lines, index) => sheet(lines).pages.map((page) => ({ ...page, number: index + 1 }))[0]!),
    });
    expect(parsed.revision_date).toBe(REVISED);
  });

  test("a header row whose cells do not line up with the row of dates below: a guess, never above 0.7", () => {
    const found = findRevisionDate(["Date d'impression    Date de révision    Page", "15/04/2021    12/03/2021"], "day-first");
    expect(found!.confidence).toBeLessThanOrEqual(0.7);
    expect(findRevisionDate(["Date d'impression    Date de révision", "15/04/2021    12/03/2021"], "day-first")).toMatchObject({ value: REVISED });
  });

  test("de: print date, revision date and version on one line; the date on the next line of a column", () => {
    expect(revisionOf(["Druckdatum: 15.04.2021    Überarbeitet am: 12.03.2021    Version 3"])).toBe(REVISED);
    expect(revisionOf(["Bearbeitungsdatum:    Druckdatum:", "12.03.2021    15.04.2021"])).toBe(REVISED);
  });
});
