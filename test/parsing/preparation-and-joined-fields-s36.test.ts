/**
 * Section 1 as older and run-on sheets print it (session 36, kinds the external set showed): 1.1's title of the
 * Directive 2001/58 sheets "Identification of the preparation" in the other languages, closed by a colon before the name
 * ("1.1 Identification de la préparation: X", "1.1 Identificatie van het preparaat: X": no name was read), and fields
 * run on one line joined by a spaced dash ("Product name: Acetone - CAS No.: 67-64-1" gave "Acetone -" at 0.95; a name
 * ending in digits before the dash gave none).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const productOf = (title: string, line: string, company: string) => parseSds(sheet([
  "SAFETY DATA SHEET", title, ...line.split("\n"), company, "2 HAZARDS IDENTIFICATION", "Not classified.",
])).product_name;

describe("1.1 'Identification of the preparation' in the languages, the name after its colon", () => {
  test.each([
    ["1 IDENTIFICATION DE LA PREPARATION ET DE LA SOCIETE", "1.1 Identification de la préparation: Harbour Bite 6160J", "1.3 Identification de la société: Harbour Dental GmbH"],
    ["1 IDENTIFICATIE VAN HET PREPARAAT EN VAN DE ONDERNEMING", "1.1 Identificatie van het preparaat: Harbour Bite 6160J", "1.3 Identificatie van de onderneming: Harbour Dental GmbH"],
    ["1 IDENTIFICACIÓN DEL PREPARADO Y DE LA EMPRESA", "1.1 Identificación del preparado: Harbour Bite 6160J", "1.3 Identificación de la empresa: Harbour Dental GmbH"],
    ["1 IDENTIFICAZIONE DEL PREPARATO E DELLA SOCIETÀ", "1.1 Identificazione del preparato: Harbour Bite 6160J", "1.3 Identificazione della società: Harbour Dental GmbH"],
    ["1 IDENTIFICAÇÃO DA PREPARAÇÃO E DA EMPRESA", "1.1 Identificação da preparação: Harbour Bite 6160J", "1.3 Identificação da empresa: Harbour Dental GmbH"],
    ["1 IDENTYFIKACJA PREPARATU I PRZEDSIĘBIORSTWA", "1.1 Identyfikacja preparatu: Harbour Bite 6160J", "1.3 Identyfikacja przedsiębiorstwa: Harbour Dental GmbH"],
    ["1 IDENTIFICATION OF THE PREPARATION AND OF THE COMPANY", "1.1 Identification of the preparation: Harbour Bite 6160J", "1.3 Company identification: Harbour Dental GmbH"],
  ])("%s", (title, line, company) => {
    expect(productOf(title, line, company)).toBe("Harbour Bite 6160J");
  });

  test("the title alone, its name on a label of its own below, reads that label's value", () => {
    expect(productOf("1. IDENTIFICAZIONE DELLA SOSTANZA / PREPARATO E DELLA SOCIETÀ", "1.1. Identificazione del preparato\nNomi di prodotti: HARBOUR COMPLEX 13-10-12", "1.3. Identificazione della società: Harbour Agro S.r.l."))
      .toBe("HARBOUR COMPLEX 13-10-12");
  });
});

describe("fields run on one line, joined by a spaced dash: the join belongs to neither", () => {
  const title = "1 IDENTIFICATION OF THE SUBSTANCE/PREPARATION AND OF THE COMPANY";
  const company = "1.3 Company identification: Harbour Agro Ltd";
  test.each([
    ["Product name: Acetone - CAS No.: 67-64-1", "Acetone"],
    ["Product name: HARBOUR COMPLEX 13-10-12 - Synonyms: EC fertiliser", "HARBOUR COMPLEX 13-10-12"],
    ["- Product name: HARBOUR COMPLEX - Synonyms: EC fertiliser", "HARBOUR COMPLEX"],
    ["1.1. Identificazione del preparato - Nomi di prodotti: HARBOUR COMPLEX 13-10-12 - Sinonimi: Concime CE", "HARBOUR COMPLEX 13-10-12"],
    ["Product name: Acetone | CAS No.: 67-64-1", "Acetone"],
    ["Product name: Acetone; CAS No.: 67-64-1", "Acetone"],
  ])("'%s'", (line, name) => {
    expect(productOf(title, line, company)).toBe(name);
  });

  test("a dash inside the name stays ('Harbour Klar - Konzentrat')", () => {
    expect(productOf(title, "Product name: Harbour Klar - Konzentrat", company)).toBe("Harbour Klar - Konzentrat");
  });
});

describe("other fields run on one line with the next: the join is cut with the next field", () => {
  const identity = ["SAFETY DATA SHEET", "SECTION 1: Identification", "1.1 Product identifier", "Product name: Harbour Rinse 40"];
  test.each([
    ["Firma: Harbour Chemie GmbH | Straße: Hafenweg 4", "Harbour Chemie GmbH"],
    ["Manufacturer: Harbour Chemicals - Telephone: +44 113 496 0000", "Harbour Chemicals"],
  ])("the supplier: '%s'", (line, name) => {
    expect(parseSds(sheet([...identity, "1.3 Details of the supplier of the safety data sheet", line, "SECTION 2: Hazards identification"])).manufacturer).toBe(name);
  });

  test.each([
    ["Recommended use: Degreaser - Restrictions on use: None known"],
    ["Recommended use: Degreaser | Uses advised against: None"],
  ])("the use: '%s'", (line) => {
    expect(parseSds(sheet([...identity, "1.2 Relevant identified uses", line, "SECTION 2: Hazards identification"])).recommended_use).toBe("Degreaser");
  });

  test.each([["Flash point: 62 °C - Method: closed cup"], ["Flash point: 62 °C | Auto-ignition temperature: 240 °C"]])("the flash point: '%s'", (line) => {
    const parsed = parseSds(sheet([...identity, "1.3 Details of the supplier", "Harbour Chemicals Ltd", "SECTION 2: Hazards identification", "Not classified.",
      "SECTION 9: Physical and chemical properties", line, "SECTION 10: Stability and reactivity"]));
    expect(parsed.flash_point).toBe("62 °C");
  });
});
