/**
 * German's editing noun as a date label (session 49's blind batch: a Swiss toner sheet's only date, "Bearbeitung:
 * 24/04/2014" under its title, none found), as "Überarbeitung" and "Änderung" were and "Bearbeitungsdatum" and
 * "bearbeitet am" are.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const dated = (lines: readonly string[]) => parseSds(sheet([
  "SICHERHEITSDATENBLATT", ...lines, "1. Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Produktname: Toner Schwarz",
  "Lieferant: Hafen Druck AG", "2. Mögliche Gefahren", "Nicht klassifiziert.", "7. Handhabung und Lagerung", "Bei der Bearbeitung: Staubbildung vermeiden.",
]));

describe("the editing noun as a date label", () => {
  test.each([
    [["Bearbeitung: 24/04/2014"], "2014-04-24"],
    [["Bearbeitung: 24.04.2014", "Druckdatum: 02.03.2020"], "2014-04-24"],
    [["Erstellt: 01.02.2010", "Bearbeitung: 24.04.2014"], "2014-04-24"],
  ])("%j", (lines, iso) => {
    expect(dated(lines).revision_date).toBe(iso);
  });
  test("the handling's words in section 7 date nothing", () => {
    expect(dated([]).revision_date).toBeNull();
  });
});
