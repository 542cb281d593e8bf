/**
 * The supplier's block as the external set's sheets print it (session 36): a party's role alone on its line ("Only
 * representative", "Downstream user", "Alleinvertreter in der EU") was read as the company's name at 0.45–0.55; a
 * multinational template's "Contact national" / "Contacto nacional" the same; Spanish "Responsable de la puesta en el
 * mercado:" was no label (no supplier read); the official Dutch "Identificatie van de vennootschap/onderneming" was no
 * heading over "Naam : …" (none read); an industrial estate ("Pol. Ind. Castilla") after the name was read into it.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const supplierOf = (heading: string, lines: string[]) => parseSds(sheet([
  "SAFETY DATA SHEET", "SECTION 1: Identification", "1.1 Product identifier", "Product name: Harbour Rinse 40",
  heading, ...lines, "1.4 Emergency telephone number", "+49 40 123456", "SECTION 2: Hazards identification",
])).manufacturer;

describe("a party's role alone on its line is a label, not the party's name", () => {
  test.each([
    ["Only representative"], ["Downstream user"], ["Only representative for the EU"], ["Alleinvertreter in der EU"],
    ["Representante exclusivo en la UE"], ["Importer for the UK"],
  ])("'%s'", (role) => {
    expect(supplierOf("1.3 Details of the supplier of the safety data sheet", [role])).toBeNull();
  });

  test("the role before its party's name and a colon is the name's label", () => {
    expect(supplierOf("1.3 Details of the supplier of the safety data sheet", ["Only representative: Harbour Chemie GmbH"])).toBe("Harbour Chemie GmbH");
    expect(supplierOf("1.3 Details of the supplier of the safety data sheet", ["Only representative in the EU: Harbour Chemie GmbH"])).toBe("Harbour Chemie GmbH");
  });

  test("the supplier above its only representative's block is still read", () => {
    expect(supplierOf("1.3 Details of the supplier of the safety data sheet", [
      "Harbour Clean Chemie AG", "Industriestrasse 4, 8000 Zürich", "Only representative in the EU", "Harbour Chemie GmbH",
    ])).toBe("Harbour Clean Chemie AG");
  });
});

describe("a template's 'national contact' label is no name", () => {
  test.each([["Contact national"], ["Contacto nacional"], ["National contact"], ["Nationaler Kontakt"]])("'%s'", (label) => {
    expect(supplierOf("1.3 Details of the supplier of the safety data sheet", [label])).toBeNull();
  });
});

describe("the party placing the product on the market, in Spanish", () => {
  test.each([
    ["Responsable de la puesta en el mercado: Harbour Cosmética, S.L."],
    ["Responsable puesta en el mercado: Harbour Cosmética, S.L."],
  ])("'%s'", (line) => {
    expect(supplierOf("1.3 Datos del proveedor de la ficha de datos de seguridad", [line, "Calle Mayor 4, 46380 Cheste"])).toBe("Harbour Cosmética, S.L.");
  });
});

describe("REACH's 'company/undertaking' as the block's heading, in its official words", () => {
  test.each([
    ["1.3 Identificatie van de vennootschap/onderneming", "Naam : Harbour Verf BV", "Volledig adres : Postbus 29, Ferwert"],
    ["1.3 Identificatie van de vennootschap / onderneming", "Naam : Harbour Verf BV", "Volledig adres : Postbus 29, Ferwert"],
  ])("'%s'", (heading, name, address) => {
    expect(supplierOf(heading, [name, address])).toBe("Harbour Verf BV");
  });
});

describe("an industrial estate after the name on its line begins the address", () => {
  test.each([
    ["Harbour Química, S.L. Pol. Ind. Castilla, 46380 Cheste", "Harbour Química, S.L."],
    ["Harbour Química S.L. P.I. Sur, 46380 Cheste", "Harbour Química S.L."],
    ["Harbour Chimica S.r.l. Zona Industriale 4, 36066 Sandrigo", "Harbour Chimica S.r.l."],
  ])("'%s'", (line, name) => {
    expect(supplierOf("1.3 Details of the supplier of the safety data sheet", [line])).toBe(name);
  });
});
