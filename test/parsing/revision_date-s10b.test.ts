/**
 * Revision-date gaps of the fifth batch of external sheets: a run of date labels without colons before as many dates,
 * and the next review date in either gender and in the other languages. Synthetic lines only.
 */
import { describe, expect, test } from "bun:test";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";

describe("a run of date labels without colons, then as many dates", () => {
  test("each label takes the date in its place (Swedish issue and revision dates)", () => {
    const found = findRevisionDate(["AVSNITT 1: Namnet på blandningen Utgivningsdatum Revisionsdatum 12.04.2011 07.09.2016", "1.1 Produktbeteckning"], "day-first");
    expect(found?.value).toBe("2016-09-07");
    expect(found!.confidence).toBeLessThanOrEqual(0.8);
  });
  test("the same in German", () => {
    expect(findRevisionDate(["Erstellungsdatum Überarbeitungsdatum 01.02.2020 03.04.2021"], "day-first")?.value).toBe("2021-04-03");
  });
  test("a print date's label first: its word is that label's, not the revision label's", () => {
    expect(findRevisionDate(["Druckdatum Revisionsdatum 01.02.2020 03.04.2021"], "day-first")?.value).toBe("2021-04-03");
    expect(findRevisionDate(["Utskriftsdatum Revisionsdatum 01.02.2020 03.04.2021"], "day-first")?.value).toBe("2021-04-03");
  });
  test("a 'next' before the label is no label of its own: the label stays a next review's", () => {
    expect(findRevisionDate(["Nächstes Revisionsdatum 01.02.2025 01.02.2026", "Revisionsdatum: 01.01.2021"], "day-first")?.value).toBe("2021-01-01");
  });
  test("a lone label keeps its own date", () => {
    expect(findRevisionDate(["Produkt Harbour Klar Revisionsdatum 07.09.2016 Sida 1 av 4"], "day-first")?.value).toBe("2016-09-07");
  });
  test("fewer dates than labels: the run is not read, the label keeps the date after it", () => {
    expect(findRevisionDate(["Utgivningsdatum Revisionsdatum 07.09.2016 Version 3"], "day-first")?.value).toBe("2016-09-07");
  });
});

describe("the next review's date is not the revision date", () => {
  const cases: Array<[string, string]> = [
    ["pt, masculine", "Data próximo revisão: 04/10/2024"],
    ["es, masculine", "Fecha próximo revisión: 04/10/2024"],
    ["es, siguiente", "Siguiente revisión: 04/10/2024"],
    ["fr, masculine", "Prochain révision : 04/10/2024"],
    ["it, masculine", "Prossimo aggiornamento: 04/10/2024"],
    ["sv", "Nästa revisionsdatum: 2024-10-04"],
    ["da", "Næste revisionsdato: 04.10.2024"],
    ["no", "Neste revisjonsdato: 04.10.2024"],
    ["cs", "Příští revize: 04.10.2024"],
    ["hu", "Következő felülvizsgálat dátuma: 2024.10.04"],
  ];
  for (const [name, line] of cases) {
    test(name, () => {
      const found = findRevisionDate([line, "Fecha de revisión: 04/10/2021"], "day-first");
      expect(found?.value).toBe("2021-10-04");
    });
  }
});

describe("'Initial Date': the first issue's date, the revision date only when no other date is printed", () => {
  test("alone, it is read, as a last resort", () => {
    const found = findRevisionDate(["Safety Data Sheet according to HSNO Regulations Initial Date: 11/09/2014 S.GHS.NZL.EN"], "day-first");
    expect(found?.value).toBe("2014-09-11");
    expect(found!.confidence).toBeLessThanOrEqual(0.6);
  });
  test("in the other languages", () => {
    expect(findRevisionDate(["Fecha inicial: 11/09/2014"], "day-first")?.value).toBe("2014-09-11");
    expect(findRevisionDate(["Data początkowa: 11.09.2014"], "day-first")?.value).toBe("2014-09-11");
  });
  test("beside a revision date, the revision date wins", () => {
    expect(findRevisionDate(["Fecha inicial: 11/09/2014 Fecha de revisión: 01/02/2016"], "day-first")?.value).toBe("2016-02-01");
    expect(findRevisionDate(["Initial Date: 11/09/2014", "Revision Date: 01/02/2016"], "day-first")?.value).toBe("2016-02-01");
  });
});
