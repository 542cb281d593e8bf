/**
 * A revision or preparation participle with the preposition of a month ("Révisée en juin 2010", "Revised in June 2010",
 * "Actualizada en marzo 2018", "Überarbeitet im Juni 2010", "Aggiornata a giugno 2010"): the participles were labels with
 * the preposition of a day ("Révisée le", "Revised on", "Überarbeitet am"), and a month after the other preposition
 * dated nothing. Found probing French pre-GHS forms on invented sheets (session 49); a month's date, as after "Révisé :".
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const dated = (lines: string[]) => parseSds(sheet([
  "SAFETY DATA SHEET", ...lines, "SECTION 1 - IDENTIFICATION", "Product name: Fennrow Cleaner", "Supplier: Harbour Chemicals Ltd",
  "SECTION 2 - HAZARDS", "Not classified.", "SECTION 3 - COMPOSITION",
])).revision_date;

describe("a participle and a month's preposition", () => {
  test.each([
    "Révisée en juin 2010", "Révisé en juin 2010", "Mise à jour en juin 2010", "Revised in June 2010", "Updated in June 2010",
    "Revisada en junio de 2010", "Actualizada en junio 2010", "Überarbeitet im Juni 2010", "Aktualisiert im Juni 2010",
    "Aggiornata a giugno 2010", "Revisionata a giugno 2010", "Revisada em junho de 2010", "Atualizada em junho de 2010",
    "Herzien in juni 2010", "Bijgewerkt in juni 2010",
  ])("%s", (line) => {
    expect(dated([line])).toBe("2010-06-01");
  });
  test.each(["Préparée en juin 2010", "Prepared in June 2010", "Elaborada en junio de 2010", "Erstellt im Juni 2010"])("%s (a preparation's month)", (line) => {
    expect(dated([line])).toBe("2010-06-01");
  });
  test("the revision's month ranks above the preparation's", () => {
    expect(dated(["Préparée en mars 2007", "Révisée en juin 2010"])).toBe("2010-06-01");
  });
  test("a sentence's month after 'in' is no date label", () => {
    expect(dated(["Revised in line with Regulation (EU) 2015/830."])).toBeNull();
  });
});
