/**
 * Revision dates in forms seen on real de/it/nl/pt/pl/fr sheets transcribed on document-sharing sites (session 7,
 * round 2): a run of date labels followed by as many dates ("Ausgabe: Rev.: 10. 06. 2004 25. 05. 2015" — each label
 * takes the date in its place), update labels in the past participle ("Aktualizowano: 01/06/15", "Mis à jour le"),
 * issue labels in the participle ("Emessa il", "Emitida em") and a label pair whose first half is the bare word
 * "Date" ("Date / Mise à jour le:"). Synthetic lines, invented names.
 */
import { describe, expect, test } from "bun:test";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const revisionOf = (lines: string[]) => findRevisionDate(lines, "day-first");

describe("a run of date labels, then as many dates in the same order", () => {
  test.each([
    ["issue, then revision", ["SAFETY SHEET gem. (EG) 1907/2006 NORVALIT 40 Ausgabe: Rev.: 10. 06. 2004 25. 05. 2015 Seite: 1/8"], "2015-05-25"],
    ["print, then revision", ["Druckdatum: Überarbeitet am: 08.05.2019 05.09.2018"], "2018-09-05"],
    ["revision, then print", ["Überarbeitet am: Druckdatum: 05.09.2018 08.05.2019"], "2018-09-05"],
    ["revision, then supersedes", ["Data revisione: Sostituisce: 12/03/2021 01/02/2019"], "2021-03-12"],
    ["three labels", ["Data wydania: Data aktualizacji: Data druku: 01.02.2015 12.03.2021 14.03.2021"], "2021-03-12"],
    ["values on the next line", ["Datum uitgifte: Herzieningsdatum:", "01-02-2015 12-03-2021"], "2021-03-12"],
  ])("%s", (_name, lines, expected) => {
    const found = revisionOf(lines as string[]);
    expect(found?.value).toBe(expected as string);
    expect(found!.confidence).toBeLessThanOrEqual(0.9);
  });

  test("a single label keeps the first date after it", () => {
    expect(revisionOf(["Revisionsdatum: 12.03.2021 Version 3 (ersetzt 01.02.2019)"])?.value).toBe("2021-03-12");
  });

  test("a run whose dates do not match the labels' count is not read by place", () => {
    const found = revisionOf(["Ausgabe: Rev.: 25.05.2015"]);
    expect(found === null || found.confidence <= 0.9).toBe(true);
  });

  test("whole sheet: the header's label pair", () => {
    const parsed = parseSds(
      sheet([
        "SICHERHEITSDATENBLATT gem. (EG) 1907/2006 NORVALIT 40 Ausgabe: Rev.: 10. 06. 2004 25. 05. 2015 Seite: 1/8",
        "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens",
        "1.1 Produktidentifikator",
        "Handelsname: NORVALIT 40",
        "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt",
        "Hersteller: Quendrolin s.r.o.",
        "ABSCHNITT 2: Mögliche Gefahren",
      ]),
    );
    expect(parsed.revision_date).toBe("2015-05-25");
  });
});

describe("update and issue labels in the participle", () => {
  test.each([
    ["pl", ["Oznakowanie: Uwaga Aktualizowano: 12/03/21 Strona 1 z 11"]],
    ["pl", ["Zmieniono: 12.03.2021"]],
    ["fr", ["Mis à jour le : 12/03/2021"]],
    ["fr", ["Actualisé le : 12/03/2021"]],
    ["fr", ["Date / Mise à jour le: 12.03.2021"]],
    ["de", ["Aktualisiert: 12.03.2021"]],
    ["nl", ["Geactualiseerd op: 12-03-2021"]],
    ["pt", ["Atualizada: 12/03/2021"]],
    ["it", ["Aggiornata: 12/03/2021"]],
  ])("%s %s", (_language, lines) => {
    expect(revisionOf(lines as string[])?.value).toBe("2021-03-12");
  });

  test.each([
    ["it", ["Emessa il 12/03/2021"]],
    ["it", ["Emesso il: 12/03/2021"]],
    ["es", ["Emitida el: 12/03/2021"]],
    ["pt", ["Emitida em: 12/03/2021"]],
    ["nl", ["Uitgegeven op: 12-03-2021"]],
    ["de", ["Ausgegeben am: 12.03.2021"]],
    ["pl", ["Wydano: 12.03.2021"]],
  ])("issue: %s %s", (_language, lines) => {
    expect(revisionOf(lines as string[])?.value).toBe("2021-03-12");
  });

  test("a revision date wins over an issue participle", () => {
    expect(revisionOf(["Emessa il 01/10/2010", "Data revisione: 12/03/2021"])?.value).toBe("2021-03-12");
  });
});

describe("a version or edition word right before a whole date", () => {
  test.each([
    ["pt", "Edição: 12/03/2021"],
    ["pt", "Versão: 12/03/2021"],
    ["es", "Edición: 12/03/2021"],
    ["it", "Edizione: 12/03/2021"],
    ["nl", "Uitgave: 12-03-2021"],
    ["pl", "Wydanie: 12.03.2021"],
    ["en", "Version: 12-03-2021"],
  ])("%s %s: the whole date, not its day as a version number", (_language, line) => {
    expect(revisionOf([line])?.value).toBe("2021-03-12");
  });

  test.each([
    ["Version 2 – 12/03/2021", "2021-03-12"],
    ["Versão 3/12-03-2021", "2021-03-12"],
    ["Edição nº 3 / 12.03.2021", "2021-03-12"],
  ])("a version number and its date stay read as before: %s", (line, expected) => {
    expect(revisionOf([line])?.value).toBe(expected);
  });
});

describe("more label wordings", () => {
  test.each([
    ["de", ["Bearbeitet: 12.03.2021"]],
    ["de", ["Erstellt: 01.02.2015 Geändert: 12.03.2021"]],
    ["de", ["Revidiert am: 12.03.2021"]],
    ["nl", ["Wijziging: 12/03/2021"]],
    ["pt", ["Data emissão: 12/03/2021"]],
    ["pt", ["Data edição: 12/03/2021"]],
    ["pl", ["Data przeglądu: 12.03.2021"]],
    ["fr", ["Date de sortie: 12/03/2021"]],
    ["es", ["Ficha de datos de seguridad del 12/3/2021, revisión 2"]],
    ["pt", ["Ficha de dados de segurança de 12/3/2021, revisão 2"]],
    ["nl", ["Veiligheidsinformatieblad van 12/3/2021, herziening 2"]],
    ["pl", ["Karta charakterystyki dla 12/3/2021, przegląd 2"]],
    ["de", ["Freigabedatum: 12.03.2021"]],
    ["nl", ["Datum vrijgave: 12-03-2021"]],
    ["pl", ["Data zatwierdzenia: 12.03.2021"]],
    ["pt", ["Data de aprovação: 12/03/2021"]],
    ["de", ["Erstelldatum: 12.03.2021"]],
    ["de", ["Informationsstand: 12.03.2021"]],
    ["de", ["Datum der Bearbeitung: 12.03.2021"]],
    ["it", ["Data agg.: 12/03/2021"]],
    ["nl", ["Datum opmaak: 12-03-2021"]],
  ])("%s %s", (_language, lines) => {
    expect(revisionOf(lines as string[])?.value).toBe("2021-03-12");
  });
});
