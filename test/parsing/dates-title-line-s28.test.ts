/**
 * Session 28: a date printed on the sheet's title line, with no label, on a sheet that labels no date and repeats no
 * dated header ("FICHE DE DONNÉES DE SÉCURITÉ    23.09.2016    Page 1 sur 9"): read as a guess (0.55), the last place
 * a revision date comes from. Never a law's date on the line ("… 1907/2006 of 18 December 2006"), a print stamp, or
 * a date a label gives elsewhere. Through the real parser; invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

function dateOf(top: string[], body: string[] = []) {
  const parsed = parseSds(sheet([
    ...top,
    "1. Identification", "Product name: Quillmoss Binder 7", ...body,
    "2. Hazards identification", "H319 Causes serious eye irritation.",
    "3. Composition", "Ethanol 64-17-5 10-20%",
  ]));
  return { value: parsed.revision_date, confidence: parsed.evidence.revision_date?.confidence ?? 0 };
}

describe("a date on the sheet's title line", () => {
  test.each([
    ["FICHE DE DONNÉES DE SÉCURITÉ     23.09.2016     Page 1 sur 9", "2016-09-23"],
    ["Fiche de données de sécurité 23.09.16", "2016-09-23"],
    ["FICHA DE DATOS DE SEGURIDAD     NITRATO 34.5     22 Febrero 2008", "2008-02-22"],
    ["SICHERHEITSDATENBLATT     23.09.2016", "2016-09-23"],
    ["Safety Data Sheet     23/09/2016     Page 1 of 9", "2016-09-23"],
    ["SCHEDA DI DATI DI SICUREZZA     23/09/2016", "2016-09-23"],
    ["VEILIGHEIDSINFORMATIEBLAD     23-09-2016", "2016-09-23"],
  ])("%s", (title, iso) => {
    const read = dateOf([title]);
    expect(read.value).toBe(iso);
    expect(read.confidence).toBeLessThan(0.7);
  });

  test.each([
    ["a law's date", "Safety data sheet according to Regulation (EC) No 1907/2006 of 18 December 2006"],
    ["a law's date (fr)", "Fiche de données de sécurité selon le règlement (CE) n° 1907/2006 du 18 décembre 2006"],
    ["a print stamp", "Safety Data Sheet     printed 23/09/2016"],
    ["a download stamp with a time", "Safety Data Sheet     23/09/2016 10:42"],
    ["two dates", "Safety Data Sheet     01/02/2010     23/09/2016"],
  ])("not: %s", (_kind, title) => {
    expect(dateOf([title]).value).toBeNull();
  });
  test("no title on the line: not the title line's date (0.55), only a date alone in its cell on the first page (0.45)", () => {
    const read = dateOf(["Quillmoss Binder 7     23/09/2016"]);
    expect(read.value).toBe("2016-09-23");
    expect(read.confidence).toBeLessThanOrEqual(0.45);
  });

  test("a labelled date elsewhere is the sheet's", () => {
    expect(dateOf(["Safety Data Sheet     01/02/2010"], ["Revision date: 23/09/2016"]).value).toBe("2016-09-23");
  });
});
