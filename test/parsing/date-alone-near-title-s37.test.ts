/**
 * A date alone on its line among a sheet's first lines, on a sheet that labels no date (session 37, a blind batch's
 * older Italian sheet: "NOME DEL PRODOTTO: ESSO ANTIFREEZE" / "05/06/2003" / "FORNITORE: …" gave none; two older Dutch
 * sheets of the external set the same): the version's date, a guess (0.5) that sends the sheet to review. Not when two
 * such lines stand there, under a label waiting for its value, or with a print date's words.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const parse = (head: string[]) => parseSds(sheet([
  ...head, "FORNITORE: Harbour Lubricants Europe bvba", "B-2030 Antwerp, Belgium", "2. IDENTIFICAZIONE DEI PERICOLI", "Nessuno.",
]));
const title = ["SCHEDA DI SICUREZZA", "1. IDENTIFICAZIONE DEL PRODOTTO E DELLA SOCIETÀ", "NOME DEL PRODOTTO: HARBOUR ANTIFREEZE"];

describe("a date alone on its line near the title", () => {
  test.each([["05/06/2003", "2003-06-05"], ["17.04.2007", "2007-04-17"], ["- 15 april 2002 -", "2002-04-15"]])("'%s'", (line, iso) => {
    const parsed = parse([...title, line]);
    expect(parsed.revision_date).toBe(iso);
    expect(parsed.evidence.revision_date!.confidence).toBeLessThanOrEqual(0.5);
  });

  test("two dates alone could be any two: none is taken", () => {
    expect(parse([...title, "05/06/2003", "12/11/2004"]).revision_date).toBeNull();
  });
  test("under a label waiting for its value, or with a print date's words, the date is not the version's", () => {
    expect(parse([...title, "Druckdatum:", "05/06/2003"]).revision_date).toBeNull();
    expect(parse([...title, "05/06/2003 (data di stampa)"]).revision_date).toBeNull();
    // under any date's words the label readers weighed the date already ("Issued on request", a bare "Date" heading a column)
    expect(parse([...title, "Issued on request", "05/06/2003"]).revision_date).toBeNull();
    expect(parse([...title, "Data", "05/06/2003"]).revision_date).toBeNull();
  });
  test("a date a print label dates elsewhere on the sheet is the print's, not the version's", () => {
    const parsed = parseSds(sheet([...title, "05/06/2003", "FORNITORE: Harbour Lubricants Europe bvba", "2. IDENTIFICAZIONE DEI PERICOLI", "Nessuno.", "Data di stampa: 05/06/2003"]));
    expect(parsed.revision_date).toBeNull();
  });
  test("a labelled date is read before it", () => {
    expect(parse([...title, "05/06/2003", "Data di revisione: 12/11/2004"]).revision_date).toBe("2004-11-12");
  });
});
