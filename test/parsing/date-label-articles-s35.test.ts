/**
 * A date label with another article or preposition than the one the vocabulary lists: "Data da Publicação" beside "Data
 * de publicação", "Fecha de la emisión" beside "Fecha de emisión", "Date of publication" beside "Publication date",
 * "Datum van de herziening" beside "Datum van herziening". Each language joins its date noun to the event with several
 * forms (the article fused or not, elided before a vowel), and a template may print any of them (session 35: an
 * external Portuguese sheet's "Data da Publicação: 27/12/2017" gave no revision date).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

const dateOf = (line: string) => {
  const parsed = parseSds(sheet(["SECTION 1: Identification", "Product name: Harbour Rinse 40", "Supplier: Harbour Chemicals Ltd", line, ...SECTIONS_2_TO_4]));
  return { value: parsed.revision_date, confidence: parsed.evidence.revision_date?.confidence ?? 0 };
};

describe("a date label read with any of its language's articles", () => {
  test.each([
    ["pt", "Data da Publicação: 27/12/2017"],
    ["pt", "Data da Edição: 27/12/2017"],
    ["pt", "Data da Modificação: 27/12/2017"],
    ["pt", "Data do Documento Revisado: 27/12/2017"],
    ["it", "Data della revisione: 27/12/2017"],
    ["it", "Data dell'emissione: 27/12/2017"],
    ["it", "Data della pubblicazione: 27/12/2017"],
    ["it", "Data dell'aggiornamento: 27/12/2017"],
    ["it", "Data della compilazione: 27/12/2017"],
    ["es", "Fecha de la revisión: 27/12/2017"],
    ["es", "Fecha de la emisión: 27/12/2017"],
    ["es", "Fecha de la publicación: 27/12/2017"],
    ["es", "Fecha de la actualización: 27/12/2017"],
    ["es", "Fecha de la elaboración: 27/12/2017"],
    ["fr", "Date de la publication : 27/12/2017"],
    ["fr", "Date de l'émission : 27/12/2017"],
    ["fr", "Date de la mise à jour : 27/12/2017"],
    ["fr", "Date de l'édition : 27/12/2017"],
    ["nl", "Datum van de herziening: 27-12-2017"],
    ["nl", "Datum van publicatie: 27-12-2017"],
    ["nl", "Datum van de uitgifte: 27-12-2017"],
    ["de", "Datum der Veröffentlichung: 27.12.2017"],
    ["de", "Veröffentlichungsdatum: 27.12.2017"],
    ["en", "Date of publication: 27/12/2017"],
    ["en", "Date of the revision: 27/12/2017"],
    ["en", "Date of release: 27/12/2017"],
    ["en", "Date of update: 27/12/2017"],
  ])("%s %s", (_language, line) => {
    const found = dateOf(line);
    expect(found.value).toBe("2017-12-27");
    expect(found.confidence).toBeGreaterThanOrEqual(0.85);
  });

  test("a superseded date in any of those forms stays out ('Data da Publicação: … Substitui a data: …')", () => {
    expect(dateOf("Data da Publicação: 27/12/2017 Substitui a data: 25/10/2016").value).toBe("2017-12-27");
    expect(dateOf("Fecha de la revisión: 27/12/2017   Fecha de la versión anterior: 25/10/2016").value).toBe("2017-12-27");
  });
});

describe("date labels the vocabulary lacked (an external set's sheets, session 35)", () => {
  test.each([
    ["de", "Vorbereitungsdatum: 22-03-2017", "2017-03-22"],
    ["en", "Safety Data Sheet (SDS) dated 28/03/2024", "2024-03-28"],
    ["en", "SDS COMPLETED: 25TH MARCH 2015 REVISION: N/A VERSION: 01 SUPERSEDES: N/A", "2015-03-25"],
    ["es", "Fecha de validación: 16/08/2016", "2016-08-16"],
    ["es", "Vigente: 2013/08/06", "2013-08-06"],
    ["de", "Gültig: 06.08.2013", "2013-08-06"],
    ["es", "Ficha de datos de seguridad con fecha del: 14/12/2021 - Revisión 2", "2021-12-14"],
    ["fr", "Fiche de données de sécurité en date du 14/12/2021", "2021-12-14"],
  ])("%s %s", (_language, line, date) => {
    expect(dateOf(line).value).toBe(date);
  });

  test("a sheet dated that another replaces, or a date the legislation holds from, is not the sheet's", () => {
    expect(dateOf("Revision date: 03.12.2021   Supersedes SDS dated 01/01/2010").value).toBe("2021-12-03");
    expect(dateOf("Fecha de revisión: 03.12.2021   Sustituye a la ficha con fecha del 01/01/2010").value).toBe("2021-12-03");
    expect(dateOf("Gültig bis: 01.01.2030   Stand: 03.12.2021").value).toBe("2021-12-03");
    expect(dateOf("Revision date of previous version: 01.01.2010   Issue date: 03.12.2021").value).toBe("2021-12-03");
  });
});

describe("a revision's number without its abbreviation's stop, then its date", () => {
  test.each([
    ["it", "Emessa il 01/02/2016‐Rev n. 1 del 25/10/2016", "2016-10-25"],
    ["de", "Rev nr. 3 vom 12.03.2021    Ausgabedatum: 01.01.2020", "2021-03-12"],
  ])("%s '%s'", (_language, line, date) => {
    expect(dateOf(line).value).toBe(date);
  });
});

describe("a revision date's label over the sheet's later revisions, one a line", () => {
  test("cs 'Datum revize: 30.11.2010' / 'Revize č.2: 20.12. 2012' / 'Revize č. 3: 8.1.2015': the newest", () => {
    const parsed = parseSds(sheet(["BEZPEČNOSTNÍ LIST", "Datum vydání: 21. 4. 2008", "Datum revize: 30.11.2010", "Revize č.2: 20.12. 2012", "Revize č. 3: 8.1.2015",
      "ODDÍL 1: Identifikace látky/směsi a společnosti/podniku", "Obchodní název: Harbour Rinse 40", ...SECTIONS_2_TO_4]));
    expect(parsed.revision_date).toBe("2015-01-08");
    expect(parsed.evidence.revision_date?.confidence).toBeLessThanOrEqual(0.85);
  });
  test("en 'Revision date: 12.03.2021' over an older version's row stays", () => {
    expect(dateOf("Revision date: 12.03.2021").value).toBe("2021-03-12");
    const parsed = parseSds(sheet(["SECTION 1: Identification", "Product name: Harbour Rinse 40", "Revision date: 12.03.2021", "Revision 2: 01.01.2015", ...SECTIONS_2_TO_4]));
    expect(parsed.revision_date).toBe("2021-03-12");
  });
});

describe("the sheet numbered with its date", () => {
  test.each([
    ["it", "Sostanza: ALCOOL ETILICO DENATURATO DS SDS n° 4 del 30/12/2010", "2010-12-30"],
    ["it", "Scheda n. 4 del 30/12/2010", "2010-12-30"],
    ["fr", "FDS n° 3 du 25/03/2021", "2021-03-25"],
    ["de", "SDB Nr. 5 vom 12.03.2021", "2021-03-12"],
  ])("%s '%s'", (_language, line, date) => {
    const found = dateOf(line);
    expect(found.value).toBe(date);
    expect(found.confidence).toBeLessThanOrEqual(0.85);
  });
  test("a sheet's code alone dates nothing ('MSDS No. 19 E')", () => {
    expect(dateOf("MSDS No. 19 E").value).toBeNull();
  });
});
