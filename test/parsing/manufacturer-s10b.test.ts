/**
 * Manufacturer defects of the fifth batch of external sheets: the product's name or its labelled row taken as the
 * company at 0.85. A label of another field, or the product's own name, is never the company. Synthetic lines only.
 */
import { describe, expect, test } from "bun:test";
import { notTheProduct } from "../../src/modules/parsing/identity-crosscheck.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet, SECTIONS_2_TO_4 } from "../helpers/sds-text.ts";

describe("the product's name is not the company", () => {
  test("a company reading equal to the product name gives way", () => {
    const product = { value: "Harbour Grease Plus", line: 3, confidence: 0.9 };
    expect(notTheProduct({ value: "Harbour  grease plus", line: 9, confidence: 0.85 }, product)).toBeNull();
    expect(notTheProduct({ value: "Harbour Lubricants GmbH", line: 9, confidence: 0.85 }, product)?.value).toBe("Harbour Lubricants GmbH");
  });
  test("a product read as a guess from the letterhead does not push out the company", () => {
    const guessed = { value: "Harbour Scientific", line: 0, confidence: 0.45 };
    expect(notTheProduct({ value: "HARBOUR SCIENTIFIC", line: 3, confidence: 0.85 }, guessed)?.value).toBe("HARBOUR SCIENTIFIC");
  });
  test("a column of labels over a column of values: the company label's first value below is the product", () => {
    const parsed = parseSds(sheet([
      "Produkt: Harbour Gleitfett Plus", "ABSCHNITT 1", "Bezeichnung des Stoffes bzw. des Gemisches und des Unternehmens",
      "Handelsname:", "Verwendung:", "Firma:", "Harbour Gleitfett Plus", "Schmierfett", ...SECTIONS_2_TO_4,
    ]));
    expect(parsed.manufacturer).not.toBe("Harbour Gleitfett Plus");
  });
});

describe("a product-name row is not the company", () => {
  test("under the section 1 title's wrapped 'company/undertaking', the trade-name row is passed by", () => {
    const parsed = parseSds(sheet([
      "SECTION 1: IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND OF THE", "COMPANY/UNDERTAKING", "1.1 Product identifier",
      "Trade name HARBOUR KILL EC 5+100 G U-TH", "Product code 0123456", "1.2 Relevant identified uses", "Use Insecticide",
      "1.3 Details of the supplier of the safety data sheet", "Supplier Harbour Crop AG", "Dockstraße 5", "12345 Hafenstadt",
      ...SECTIONS_2_TO_4,
    ]));
    expect(parsed.manufacturer).not.toMatch(/^Trade name/);
  });
});

describe("the supplier heading's wrapped end and a heading beside the middle of its value", () => {
  test("'… de la fiche de données de' / 'sécurité': the heading's last word is not the company", () => {
    const parsed = parseSds(sheet([
      "SECTION 1 – Identification de la substance / du mélange et de la société/entreprise", "Nom du produit :", "Harbour Isolant 7",
      "1.3", "Renseignements concernant le fournisseur de la fiche de données de", "sécurité", "Harbour Europe",
      "Havenstraat 4", "5145 RL Havenstad, Pays-Bas", ...SECTIONS_2_TO_4,
    ]));
    expect(parsed.manufacturer).toBe("Harbour Europe");
  });
  test("the value's first line above the heading, its address line below", () => {
    const parsed = parseSds(sheet([
      "Ficha de Dados de", "Segurança", "Data: 04/10/2023", "Edição: 01", "1. IDENTIFICAÇÃO DO PRODUTO E DA EMPRESA", "NOME E CÓDIGO DO PRODUTO Detergente Harbour", "NOME QUÍMICO NA",
      "UTILIZAÇÕES DA SUBSTÂNCIA Limpeza em Geral (Roupas, Superfícies)", "Harbour Química S.A. de C.V., Av. Puerto 12, Zona Industrial, C.P.",
      "DADOS DO FABRICANTE", "44940, Puerto Nuevo, México.", "TELEFONE DE EMERGÊNCIA +52 33 3540 2424", ...SECTIONS_2_TO_4,
    ]));
    expect(parsed.manufacturer).toBe("Harbour Química S.A. de C.V.");
    expect(parsed.evidence.manufacturer!.confidence).toBeLessThanOrEqual(0.6);
  });
});
