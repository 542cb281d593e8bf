/**
 * A label glued to the cell before it, without a space (session 36, the blind batch's "1.1. Identificatore del
 * prodottoNome commerciale : GALLOVIN", whose chemical name below became the product): read as if a column gap stood
 * before the label (glued-labels.ts). Only a label of section 1 closed by its colon with a value after it.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { gluedLabelApart } from "../../src/modules/parsing/glued-labels.ts";
import { sheet } from "../helpers/sds-text.ts";

const productOf = (line: string) => parseSds(sheet([
  "SAFETY DATA SHEET", "SECTION 1: Identification", line, "Nome chimico: TANNINO CAS: 1401-55-4", "1.3 Details of the supplier",
  "Harbour SpA", "SECTION 2: Hazards identification", "Not classified.",
])).product_name;

describe("a label glued to the text before it", () => {
  test.each([
    ["1.1. Identificatore del prodottoNome commerciale : HARBOURVIN"],
    ["1.1. Product identifierNom commercial : HARBOURVIN"],
    ["1.1. Product identifierTrade name : HARBOURVIN"],
    ["1.1 ProduktidentifikatorHandelsname: HARBOURVIN"],
    ["1.1 Identificador del productoNombre comercial: HARBOURVIN"],
  ])("'%s'", (line) => {
    expect(productOf(line)).toBe("HARBOURVIN");
  });
});

describe("what is no glued label", () => {
  test.each([
    ["a capital inside a name", "Harbour PermaFlo DC: Base"],
    ["a legal form", "Harbour GmbH: Hafenweg 4"],
    ["a label printed after its value (a row read backwards)", "HarbourvinIdentificador del producto:1.1"],
    ["a label with nothing after its colon", "ES-00063Nº inscripción del producto:"],
  ])("%s: '%s'", (_kind, line) => {
    expect(gluedLabelApart(line)).toBe(line);
  });
  test("the gap is set before the label", () => {
    expect(gluedLabelApart("1.1. Identificatore del prodottoNome commerciale : X")).toBe("1.1. Identificatore del prodotto    Nome commerciale : X");
  });
});
