/**
 * The validation's participle with its linking word as a date label (session 49's blind batch: a Canadian French MSDS's
 * only date, "Validée le 2/24/2004." in section 1, none found), as "Validation date", "Date de validation" and "Fecha de
 * validación" were: the languages' "validated on".
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const dated = (line: string) => parseSds(sheet([
  "SAFETY DATA SHEET", "Section 1. Identification", "Product name : Fennrow 3", "Supplier : Harbour Chemicals Inc.", line,
  "Section 2. Hazards identification", "Not classified.", "Section 3. Composition",
])).revision_date;

describe("validated on a date", () => {
  test.each([
    "Validée le 2/24/2004.", "Validé le : 24/02/2004", "Validated on 2/24/2004", "Validado el 24/02/2004", "Validada el: 24/02/2004",
    "Validato il 24/02/2004", "Validata il 24/02/2004", "Validado em 24/02/2004", "Validada em 24/02/2004", "Gevalideerd op 24-02-2004",
    "Validiert am 24.02.2004",
  ])("%s", (line) => {
    expect(dated(line)).toBe("2004-02-24");
  });
  test("validated by a person dates nothing", () => {
    expect(dated("Validée par : Service réglementaire")).toBeNull();
  });
});
