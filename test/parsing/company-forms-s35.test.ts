/**
 * The supplier's name as external sheets print it (session 35): the limited partnership's form without a space after
 * "Co." ("ANDREAS STIHL AG & Co.KG" was cut to "ANDREAS STIHL AG"), "distributed by" in the languages before the name
 * without a colon ("Vertrieb durch Henry Schein Inc" was kept whole).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const supplierOf = (line: string) => parseSds(sheet([
  "SAFETY DATA SHEET", "SECTION 1: Identification", "1.1 Product identifier", "Product name: Harbour Rinse 40",
  "1.3 Details of the supplier of the safety data sheet", line, "Hafenstrasse 1, 20457 Hamburg", "1.4 Emergency telephone number",
])).manufacturer;

describe("the supplier's name", () => {
  test.each([
    ["Harbour Werkzeug AG & Co.KG", "Harbour Werkzeug AG & Co.KG"],
    ["Harbour Chemie GmbH & Co.KG.", "Harbour Chemie GmbH & Co.KG."],
    ["Harbour Chemie GmbH & Co. KG", "Harbour Chemie GmbH & Co. KG"],
    ["Vertrieb durch Harbour Dental Inc", "Harbour Dental Inc"],
    ["Distribué par Harbour Dental SAS", "Harbour Dental SAS"],
    ["Distribuito da Harbour Dental Srl", "Harbour Dental Srl"],
    ["Distribuido por Harbour Dental S.A.", "Harbour Dental S.A."],
  ])("'%s'", (line, name) => {
    expect(supplierOf(line)).toBe(name);
  });
});

describe("an office's name before the company's on its line", () => {
  test.each([
    ["US Headquarters Harbour Canada, Inc.", "Harbour Canada, Inc."],
    ["Ústredie spoločnosti Harbour Laboratories Inc", "Harbour Laboratories Inc"],
    ["Siège social Harbour Chimie SAS", "Harbour Chimie SAS"],
  ])("'%s'", (line, name) => {
    expect(supplierOf(line)).toBe(name);
  });
  test("an office's name over the company's line is no name ('Canadian Headquarters')", () => {
    expect(supplierOf("Canadian Headquarters")).toBeNull();
  });
});
