/**
 * Section 1 as a form whose labels have no colons, its fields run into one line (a text layer that lost the column
 * gaps, or a paragraph-like layout): "Section 1. IDENTIFICATION OF THE MATERIAL AND SUPPLIER Product Name Harbour Oil
 * 32 Product Code 300 Product Uses Hydraulic Oil Company Name Harbour Pty Ltd Address …" (session 31: external sheets
 * in English, Italian, Portuguese and German read no name or no company). Invented names throughout.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { productOf, SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

const companyOf = (lines: string[]) => {
  const parsed = parseSds(sheet([...lines, ...SECTIONS_2_TO_4]));
  return { value: parsed.manufacturer, confidence: parsed.evidence.manufacturer?.confidence ?? 0 };
};

describe("a company label one space from a name with its legal form, inside a line", () => {
  test.each([
    ["en", "Section 1. IDENTIFICATION OF THE MATERIAL AND SUPPLIER", "Product Name Harbour Oil 32 Product Code 300 Product Uses Hydraulic Oil Company Name Harbour Pty Ltd Address 30 Harbour St, Sunshine West, VIC 3020 Telephone Number (03) 9999 0000", "Harbour Pty Ltd"],
    ["it", "1. IDENTIFICAZIONE DELLA MISCELA E DELLA SOCIETÀ", "Nome commerciale Porto Brillante Uso Detergente per pavimenti Fornitore Porto Chimica S.r.l. Via del Porto 4, 20100 Milano Telefono 02 999999", "Porto Chimica S.r.l."],
    ["de", "1. BEZEICHNUNG DES GEMISCHS UND DES UNTERNEHMENS", "Handelsname Hafen Glanz Verwendung Reinigungsmittel Lieferant Hafen Chemie GmbH Hafenstraße 4, 20457 Hamburg Telefon 040 999999", "Hafen Chemie GmbH"],
    ["pt", "1. IDENTIFICAÇÃO DO PRODUTO E DA EMPRESA", "Nome do produto Tinta Porto Uso recomendado Tinta para paredes Nome da empresa TINTAS PORTO INDUSTRIAL LTDA Endereço Rua do Porto 10, São Paulo", "TINTAS PORTO INDUSTRIAL LTDA"],
  ])("%s", (_language, heading, line, company) => {
    const found = companyOf([heading, line]);
    expect(found.value).toBe(company);
    // no colon marks where the label ends: never a sure reading
    expect(found.confidence).toBeLessThanOrEqual(0.7);
  });
});

describe("what is not a company label one space from its name", () => {
  test("a supplier named in a sentence", () => {
    expect(companyOf(["1. IDENTIFICATION", "Product Name Harbour Oil 32 For more information contact the supplier Harbour Pty Ltd in writing"]).value).not.toBe("Harbour Pty Ltd in writing");
  });
  test("a row of labels before its values: the company label after a name label", () => {
    const found = companyOf(["1. IDENTIFICATION OF THE SUBSTANCE/PREPARATION AND OF THE COMPANY Trade Name Name of the Company Harbour Enamel Harbour Paints Ltd., Harbour House, Mumbai"]);
    expect(found.value).not.toBe("Harbour Enamel Harbour Paints Ltd.");
  });
  test("a heading's COMPANY in capitals before a name label", () => {
    const found = companyOf(["1. IDENTIFICATION OF THE PRODUCT AND COMPANY Product Name Harbour Oil 32 Harbour Pty Ltd"]);
    expect(found.value).not.toBe("Product Name Harbour Oil 32 Harbour Pty Ltd");
  });
});

describe("a name label one space from its name on section 1's heading line", () => {
  test("the next field's label ends the name (0.7)", () => {
    const found = productOf(["Section 1. IDENTIFICATION OF THE MATERIAL AND SUPPLIER Product Name Harbour Oil ISO 32 Product Code 300 Product Uses Hydraulic Oil"]);
    expect(found).toEqual({ value: "Harbour Oil ISO 32", confidence: 0.7 });
  });
  test("the identifier's label over the name's label: the name's label gives the name", () => {
    const found = productOf(["SECTION 1 Identification Product Identifier Product name Harbour-Seal Synonyms Not Available Other means of identification Not Available"]);
    expect(found.value).toBe("Harbour-Seal");
  });
  test("a heading in capitals holding a name label's words is no label", () => {
    const found = productOf(["1. IDENTIFICACIÓN DEL PRODUCTO QUÍMICO PELIGROSO Y DEL PROVEEDOR. TIPO DE SUSTANCIA: MEZCLA", "Nombre comercial: DESINFECTANTE PUERTO"]);
    expect(found.value).toBe("DESINFECTANTE PUERTO");
  });
  test("without the next field's label, no name is read there", () => {
    const found = productOf(["Section 1. IDENTIFICATION OF THE MATERIAL AND SUPPLIER Product Name Harbour Oil ISO 32"]);
    expect(found.value === null || found.confidence < 0.7).toBe(true);
  });
});

describe("the use's other labels end a name before their colon", () => {
  test("es 'Usos recomendados :'", () => {
    const found = productOf(["Sección 1: Identificación del producto químico y de la empresa Identificación del producto químico : A.W. PUERTO PLUS 22, 32, 46 Usos recomendados : Aceite hidráulico anti - desgaste"]);
    expect(found.value).toBe("A.W. PUERTO PLUS 22, 32, 46");
  });
  test("nl 'Productgebruik :' (the name's value no longer holds the use)", () => {
    const found = productOf(["SECTION 1: Identification", "Productnaam : Havenspoeling 4 Productgebruik : Beschermt, reinigt"]);
    expect(found.value).toBe("Havenspoeling 4");
  });
  test("before no colon, a longer list's label stays in the name", () => {
    const found = productOf(["SECTION 1: Identification", "Product name: Harbour Application Area Cleaner"]);
    expect(found.value).toBe("Harbour Application Area Cleaner");
  });
});
