/**
 * An Italian template's title line with its date and revision ("Scheda di dati di sicurezza del 14/11/2017, revisione
 * 1"), in its translations (session 49's blind batch: a Portuguese edition's only date, "Ficha de Segurança de
 * 14/11/2017, revisão 1" in its page header, none found). Each language's sheet title names the sheet with its date.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const dated = (line: string) => parseSds(sheet([
  "Pagina n. 1 / 12", line, "SECTION 1: Identification", "Product name: Fennrow 3", "SECTION 2: Hazards identification", "Not classified.",
  "SECTION 3: Composition",
])).revision_date;

describe("the sheet's title with its date and revision", () => {
  test.each([
    "Scheda di dati di sicurezza del 14/11/2017, revisione 1",
    "Ficha de Segurança de 14/11/2017, revisão 1",
    "Ficha de dados de segurança de 14/11/2017, revisão 1",
    "Ficha de Informações de Segurança de 14/11/2017, revisão 1",
    "Ficha de datos de seguridad del 14/11/2017, revisión 1",
    "Ficha de seguridad del 14/11/2017, revisión 1",
    "Fiche de données de sécurité du 14/11/2017, révision 1",
    "Fiche de sécurité du 14/11/2017, révision 1",
    "Safety data sheet of 14/11/2017, revision 1",
    "Sicherheitsdatenblatt vom 14/11/2017, Revision 1",
    "Veiligheidsinformatieblad van 14/11/2017, revisie 1",
    "Karta charakterystyki z dnia 14/11/2017, wersja 1",
  ])("%s", (line) => {
    expect(dated(line)).toBe("2017-11-14");
  });
  test("a sheet of a product is no date", () => {
    expect(dated("Safety data sheet of Fennrow 3, revision 1")).toBeNull();
  });
});
