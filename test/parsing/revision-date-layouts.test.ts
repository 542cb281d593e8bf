/**
 * Revision-date layouts seen on sheets the parser was not tuned on (round 3): a bare "Revision:" label, a header
 * row of labels with the values in the row below, "Date of last issue", and the document's language deciding how
 * an ambiguous numeric date is read. Synthetic lines, not copied from any real document.
 */
import { describe, expect, test } from "bun:test";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

describe("revision-date labels and layouts", () => {
  test("a bare 'Revision:' with its date", () => {
    expect(findRevisionDate(["Version number: GHS 2.2    Revision: 2020-01-19", "Replaces version of: 2019-11-25 (GHS 1)"])?.value).toBe("2020-01-19");
    expect(findRevisionDate(["Printing date 09.04.2013    Revision: 04.04.2013"], "day-first")?.value).toBe("2013-04-04");
  });

  test("'Revision 3' without a date is not a date label; the revision date further on is taken", () => {
    expect(findRevisionDate(["Revision 3", "Revision date: 2019-02-01"])?.value).toBe("2019-02-01");
  });

  test("a header row of labels with the values in the row below: the value under the revision label", () => {
    const lines = ["Version    Revision Date:    SDS Number:    Date of last issue: 11/21/2023", "1.3    11/30/2023    100000043318    Date of first issue: 09/24/2021"];
    const found = findRevisionDate(lines, "month-first");
    expect(found?.value).toBe("2023-11-30");
    expect(found!.line).toBe(1);
  });

  test("'Date of last issue' is the previous version's date, never the revision date", () => {
    expect(findRevisionDate(["Date of last issue: 11/21/2023"], "month-first")).toBeNull();
    expect(findRevisionDate(["Datum der letzten Ausgabe: 21.11.2023", "Ausgabedatum: 30.11.2023"], "day-first")?.value).toBe("2023-11-30");
  });

  test.each([
    ["it", ["Revisione n. 3 del 12/03/2021"], "2021-03-12"],
    ["nl", ["Herzieningsdatum 12-3-2021    Versie 1.2"], "2021-03-12"],
    ["de", ["Datum der Überarbeitung: 12.03.2021    Druckdatum: 15.04.2021"], "2021-03-12"],
    ["pt", ["Versão 2.0    Data de revisão 12.03.2021    Página 1 de 8"], "2021-03-12"],
    ["pl", ["Data sporządzenia: 01.02.2019", "Data aktualizacji: 2021-03-12"], "2021-03-12"],
    ["es", ["Fecha de impresión: 15/04/2021", "Fecha de revisión: 12-mar-2021"], "2021-03-12"],
    ["fr", ["Date d'impression : 15/04/2021    Date de révision : 12/03/2021"], "2021-03-12"],
  ])("%s footer and header forms", (_language, lines, iso) => {
    expect(findRevisionDate(lines, "day-first")?.value).toBe(iso);
  });
});

describe("the document's language decides how an ambiguous numeric date is read", () => {
  test("a French sheet that cites no EU regulation reads 03/04/2015 day first", () => {
    const parsed = parseSds(
      sheet([
        "FICHE DE DONNÉES DE SÉCURITÉ",
        "RUBRIQUE 1: Identification du produit et de la société",
        "Nom du produit : Nettoyant pour vitres",
        "Date de révision : 03/04/2015",
        "Fournisseur : Chimie du Nord Ltée",
        "RUBRIQUE 2: Identification des dangers",
        "Ne pas avaler. Tenir hors de portée des enfants. Éviter le contact avec les yeux et la peau.",
      ]),
    );
    expect(parsed.document_language).toBe("fr");
    expect(parsed.revision_date).toBe("2015-04-03");
  });

  test("a Spanish sheet written to US rules (OSHA HCS) reads 12/1/16 month first", () => {
    const parsed = parseSds(
      sheet([
        "HOJA DE DATOS DE SEGURIDAD",
        "Conforme a la norma de comunicación de riesgos de OSHA, 29 CFR 1910.1200",
        "SECCIÓN 1: Identificación del producto y de la empresa",
        "Nombre del producto: Limpiador de vidrios",
        "Fecha de Emisión: 12/1/16",
        "SECCIÓN 2: Identificación de los peligros",
        "Mantener fuera del alcance de los niños. Evitar el contacto con los ojos y la piel de las personas.",
      ]),
    );
    expect(parsed.document_language).toBe("es");
    expect(parsed.revision_date).toBe("2016-12-01");
  });

  test("an English sheet that cites no EU regulation reads 03/04/2015 month first", () => {
    const parsed = parseSds(sheet(["SAFETY DATA SHEET", "SECTION 1. Identification", "Product name: Glass Cleaner", "Revision date: 03/04/2015", "SECTION 2. Hazards identification"]));
    expect(parsed.revision_date).toBe("2015-03-04");
  });
});

describe("more revision labels and forms in the languages", () => {
  test.each([
    ["de", "Bearbeitungsdatum: 12.03.2021", "2021-03-12"],
    ["de", "Änderungsdatum: 12.03.2021", "2021-03-12"],
    ["de", "Revisionsdatum 12.03.21", "2021-03-12"],
    ["de", "Stand: 03/2021", "2021-03-01"],
    ["de", "Druckdatum 01.04.2021 Überarbeitet am 12.03.2021", "2021-03-12"],
    ["de", "Version 3    Datum 12.03.2021", "2021-03-12"],
    ["fr", "Date de modification : 12/03/2021", "2021-03-12"],
    ["es", "Fecha de modificación: 12/03/2021", "2021-03-12"],
    ["it", "Aggiornamento: 12/03/2021", "2021-03-12"],
    ["it", "Data modifica: 12/03/2021", "2021-03-12"],
    ["nl", "Revisie: 12-03-2021", "2021-03-12"],
    ["nl", "Datum laatste herziening: 12-03-2021", "2021-03-12"],
    ["nl", "Wijzigingsdatum: 12-03-2021", "2021-03-12"],
    ["pt", "Data de modificação: 12/03/2021", "2021-03-12"],
    ["pl", "Data ostatniej aktualizacji: 12.03.2021", "2021-03-12"],
    ["pl", "Data ostatniej zmiany: 12.03.2021", "2021-03-12"],
  ])("%s: %s", (_language, line, iso) => {
    expect(findRevisionDate([line], "day-first")?.value).toBe(iso);
  });

  test("a version number with dots is still not a date", () => {
    expect(findRevisionDate(["Überarbeitet am: Version 1.2.10"], "day-first")).toBeNull();
  });
});
