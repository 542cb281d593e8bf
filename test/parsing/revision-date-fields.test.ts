/**
 * Dates printed as separate day / month / year fields ("Jour: 04 / Mois: Mars / Année: 2015"), and date labels
 * whose wording runs on to a colon at the end of the line with the date below.
 */
import { describe, expect, test } from "bun:test";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";

describe("a date split into day, month and year fields", () => {
  test("fields on three lines under a preparation label that runs on to its colon (fr)", () => {
    const lines = [
      "Date de préparation de la fiche de données de sécurité du produit:",
      "Jour: 04",
      "Mois: Mars",
      "Année: 2015",
      "Fiche signalétique préparée par le Service de conformité",
    ];
    expect(findRevisionDate(lines, "day-first")?.value).toBe("2015-03-04");
  });

  test("fields on one line, in the languages", () => {
    expect(findRevisionDate(["Revision date:", "Day: 12  Month: 07  Year: 2019"], "month-first")?.value).toBe("2019-07-12");
    expect(findRevisionDate(["Überarbeitet am:", "Tag: 3 Monat: Mai Jahr: 2020"], "day-first")?.value).toBe("2020-05-03");
    expect(findRevisionDate(["Fecha de revisión:", "Día: 21 Mes: 10 Año: 2018"], "day-first")?.value).toBe("2018-10-21");
    expect(findRevisionDate(["Data di revisione:", "Giorno: 9 Mese: giugno Anno: 2017"], "day-first")?.value).toBe("2017-06-09");
    expect(findRevisionDate(["Herzieningsdatum:", "Dag: 1 Maand: 2 Jaar: 2021"], "day-first")?.value).toBe("2021-02-01");
    expect(findRevisionDate(["Data de revisão:", "Dia: 15 Mês: 11 Ano: 2016"], "day-first")?.value).toBe("2016-11-15");
    expect(findRevisionDate(["Data aktualizacji:", "Dzień: 30 Miesiąc: 04 Rok: 2022"], "day-first")?.value).toBe("2022-04-30");
  });

  test("a label running on to its colon never takes a previous version's date below it", () => {
    expect(findRevisionDate(["Revision date of the previous version:", "12/05/2014"], "month-first")).toBeNull();
  });

  test("a day field without month and year is not a date", () => {
    expect(findRevisionDate(["Revision date:", "Day: 12"], "month-first")).toBeNull();
  });
});
