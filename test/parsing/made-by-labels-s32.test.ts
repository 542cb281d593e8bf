/**
 * "Made by" labels in the languages' other participles and with "and distributed" (session 32: "Prodotto e distribuito
 * da:", "Fabbricato da:", "Producido por:" gave no supplier where "Prodotto da:" and "Fabricado por:" did). Invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

describe("a 'made by' label before the company", () => {
  test.each([
    ["Prodotto e distribuito da: Porto Chimica s.r.l.", "Porto Chimica s.r.l."],
    ["Fabbricato da: Porto Chimica s.r.l.", "Porto Chimica s.r.l."],
    ["Producido por: Química del Puerto S.A.", "Química del Puerto S.A."],
    ["Fabricado y distribuido por: Química del Puerto S.A.", "Química del Puerto S.A."],
    ["Produit par : Chimie du Port SAS", "Chimie du Port SAS"],
    ["Manufactured and distributed by: Harbour Chem Inc.", "Harbour Chem Inc."],
    ["Vervaardigd door: Havenchemie B.V.", "Havenchemie B.V."],
  ])("%s", (line, company) => {
    const parsed = parseSds(sheet(["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Harbour Rinse 40", line, ...SECTIONS_2_TO_4]));
    expect(parsed.manufacturer).toBe(company);
  });
});
