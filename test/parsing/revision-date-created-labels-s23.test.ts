/**
 * Session 23: "created" date labels — "SDS Created 12th March 2021", "Date created", "Created on", the participle
 * with its linking word in the languages ("Créé le", "Creado el", "Creato il", "Criado em", "Aangemaakt op", "Skapad
 * den", "Oprettet", "Opprettet", "Luotu", "Utworzono") — that read no date before. A creation date is the sheet's first
 * issue: taken only when no revision, issue or preparation date is printed, at 0.6. Synthetic sheets only.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

function sheetWith(dateLines: string[]): { value: string; confidence: number | undefined } | null {
  const parsed = parseSds(sheet([
    "SAFETY DATA SHEET",
    ...dateLines,
    "1. Identification",
    "Product name: Fennrow Balm 3",
    "2. Hazards identification",
    "H319 Causes serious eye irritation.",
    "3. Composition",
    "Ethanol 64-17-5 10-20%",
  ]));
  return parsed.revision_date === null ? null : { value: parsed.revision_date, confidence: parsed.evidence.revision_date?.confidence };
}

const CREATED = [
  "SDS Created", "Sheet created", "Date created:", "Created on", "Created:", "Date of creation:", "Créé le", "Créée le",
  "Creado el", "Creada el", "Creato il", "Creata il", "Criado em", "Criada em", "Aangemaakt op", "Aanmaakdatum:",
  "Datum aanmaak:", "Angelegt am", "Skapad den", "Oprettet den", "Opprettet:", "Luotu:", "Luontipäivämäärä:",
];

describe("a creation label alone dates the sheet, as a first issue (0.6)", () => {
  for (const label of CREATED) {
    test(`"${label} 14.05.2019"`, () => {
      const date = sheetWith([`${label} 14.05.2019`]);
      expect(date?.value).toBe("2019-05-14");
      expect(date?.confidence).toBe(0.6);
    });
  }
  test("with an ordinal day: 'SDS Created 14th May 2019'", () => {
    expect(sheetWith(["SDS Created 14th May 2019"])?.value).toBe("2019-05-14");
  });
  test("pl 'Utworzono dnia' dates the sheet's drawing up, like 'Data utworzenia'", () => {
    expect(sheetWith(["Utworzono dnia: 14.05.2019"])?.value).toBe("2019-05-14");
  });
});

describe("a creation date gives way to the sheet's other dates", () => {
  test.each([
    [["SDS Created 01.02.2015", "Revision date: 14.05.2019"]],
    [["Revised: 14.05.2019    Created: 01.02.2015"]],
    [["Créé le 01.02.2015", "Date de révision : 14.05.2019"]],
    [["Creado el 01.02.2015", "Fecha de emisión: 14.05.2019"]],
    [["Aangemaakt op 01.02.2015", "Herzien op: 14.05.2019"]],
    [["Date created: 01.02.2015", "Date of issue: 14.05.2019"]],
  ])("%j", (lines) => {
    expect(sheetWith(lines)?.value).toBe("2019-05-14");
  });
  test("'Created by' a person is no date label", () => {
    expect(sheetWith(["Created by: Fennrow Lab"])).toBeNull();
  });
});
