/**
 * Session 28: "Registered company name", as an authoring service's templates print it in their other languages
 * ("Registrierter Firmenname    MG …", "Geregistreerde bedrijfsnaam    Celsis B.V."): the label was not known, so the
 * label's words were read as part of the name, or the name only as a guess. Through the real parser; invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet, SECTIONS_2_TO_4 } from "../helpers/sds-text.ts";

function companyOf(line: string) {
  const parsed = parseSds(sheet([
    "SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Nordlys 500",
    "1.3 Details of the supplier of the safety data sheet", line, "Harbour Road 1, 1000 Town", ...SECTIONS_2_TO_4,
  ]));
  return { value: parsed.manufacturer, confidence: parsed.evidence.manufacturer?.confidence ?? 0 };
}

describe("the registered company name's label in other languages", () => {
  test.each([
    ["Registrierter Firmenname     Quillmoss Chemicals UK Ltd", "Quillmoss Chemicals UK Ltd"],
    ["Registrierter Firmenname: Quillmoss Chemicals UK Ltd", "Quillmoss Chemicals UK Ltd"],
    ["Registrierter Firmenname Quillmoss Chemicals UK Ltd", "Quillmoss Chemicals UK Ltd"],
    ["Geregistreerde bedrijfsnaam     Quillmoss B.V.", "Quillmoss B.V."],
    ["Geregistreerde bedrijfsnaam Quillmoss B.V.", "Quillmoss B.V."],
    ["Registrerat företagsnamn     Quillmoss AB", "Quillmoss AB"],
    ["Nazwa zarejestrowanej firmy     Quillmoss Sp. z o.o.", "Quillmoss Sp. z o.o."],
    ["Registrovaný název společnosti     Quillmoss s.r.o.", "Quillmoss s.r.o."],
    ["Denumire înregistrată     Quillmoss S.R.L.", "Quillmoss S.R.L."],
  ])("%s", (line, name) => {
    const read = companyOf(line);
    expect(read.value).toBe(name);
    expect(read.confidence).toBeGreaterThanOrEqual(0.8);
  });
});
