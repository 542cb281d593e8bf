/**
 * Section 1 run on into one line (session 37, kinds the external set showed): section 1's heading with 1.1's label
 * and the name after it ("1. IDENTIFICACIÓN DE LA SUSTANCIA O LA MEZCLA Y DE LA SOCIEDAD O LA EMPRESA 1.1 Identificador
 * del producto : Pato Agua Verde" gave "LA MEZCLA Y DE LA SOCIEDAD O LA EMPRESA" at 0.8; German's "BEZEICHNUNG DES
 * PRODUKTS BZW. DES UNTERNEHMENS" gave "BZW. DES UNTERNEHMENS"); a code's field before the name's ("Codice Denominazione
 * X", "Artículo número 114761 Denominación X"); the next field's CAS label or section 1's number closing the name
 * ("Eau de Chaux No.-CAS", "Yamalube 4T SJ 10W30 1.").
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const read = (lines: string[]) => {
  const parsed = parseSds(sheet(["SAFETY DATA SHEET", ...lines, "1.3 Supplier: Harbour Chemicals Ltd", "2. HAZARDS IDENTIFICATION", "Not classified."]));
  return { name: parsed.product_name, confidence: parsed.evidence.product_name?.confidence ?? 0 };
};
const nameOf = (lines: string[]) => read(lines).name;

describe("section 1's heading with 1.1's label run on after it: the label's value, never the heading's half", () => {
  test.each([
    ["1. IDENTIFICACIÓN DE LA SUSTANCIA O LA MEZCLA Y DE LA SOCIEDAD O LA EMPRESA 1.1 Identificador del producto : Harbour Agua Verde"],
    ["1. IDENTIFICAÇÃO DA SUBSTÂNCIA OU MISTURA E DA SOCIEDADE/EMPRESA 1.1 Identificador do produto : Harbour Agua Verde"],
    ["1. IDENTIFICAZIONE DELLA SOSTANZA O DELLA MISCELA E DELLA SOCIETÀ/IMPRESA 1.1 Identificatore del prodotto : Harbour Agua Verde"],
    ["1. IDENTIFICATION DE LA SUBSTANCE ET DE LA SOCIÉTÉ/L'ENTREPRISE 1.1 Identificateur de produit : Harbour Agua Verde"],
    ["1. IDENTIFICACIÓN DE LA SUSTANCIA O LA MEZCLA Y DE LA SOCIEDAD O LA EMPRESA    1.1 Identificador del producto : Harbour Agua Verde"],
  ])("%s", (line) => {
    expect(nameOf([line, "1.2 Usos pertinentes identificados : Limpieza"])).toBe("Harbour Agua Verde");
  });

  test("'Bezeichnung des Produkts bzw. des Unternehmens' holds a name label; its second half is no name", () => {
    const { name } = read(["PRO1 von Harbour3D BV", "1. BEZEICHNUNG DES PRODUKTS BZW. DES UNTERNEHMENS", "Thermoplastische Polymilchsäureverbindung"]);
    expect(name).not.toBe("BZW. DES UNTERNEHMENS");
    expect(nameOf(["1. BEZEICHNUNG DES STOFFS BZW. DES GEMISCHS UND DES UNTERNEHMENS", "Handelsname: Harbour Fugenweiß"])).toBe("Harbour Fugenweiß");
  });
});

describe("a code's field before the name's on 1.1's line: the name after its own label", () => {
  test.each([
    ["1.1 Identificazione della sostanza o preparato Codice Denominazione REAGENTE TEST ph PER ACQUE DOLCI", "REAGENTE TEST ph PER ACQUE DOLCI"],
    ["1.1 Identificador del producto Artículo número 114761 Denominación Test Hierro Método fotométrico Número de registro REACH Este producto es una mezcla.", "Test Hierro Método fotométrico"],
    ["1.1 Product identifier Product code 4711 Trade name Harbour Rinse 40", "Harbour Rinse 40"],
  ])("%s", (line, name) => {
    expect(nameOf(["1. IDENTIFICATION", line])).toBe(name);
  });

  test("a name holding a designation word after its own label keeps it whole", () => {
    expect(nameOf(["1. IDENTIFICATION", "Product name: Harbour Designation Marker 7"])).toBe("Harbour Designation Marker 7");
  });
});

describe("the next field's CAS or EC label, or section 1's number, closing the name", () => {
  test.each([
    ["Nom du produit Eau de Chaux No.-CAS", "Eau de Chaux"],
    ["Produktname: Harbour Kalkmilch CAS-Nr.", "Harbour Kalkmilch"],
    ["Nombre del producto: Harbour Cal Nº CE", "Harbour Cal"],
  ])("%s", (line, name) => {
    expect(nameOf(["1. IDENTIFICATION", "1.1 Product identifier", line, "7732-18-5 / 471-34-1"])).toBe(name);
  });

  test("an emulsifiable concentrate's 'EC' is the name's", () => {
    expect(nameOf(["1. IDENTIFICATION", "Product name: Harbour Decis 25 EC"])).toBe("Harbour Decis 25 EC");
  });

  test.each([
    [["Nombre del producto: Yamalube 4T SJ 10W30 1. Identificación de la sustancia o la mezcla y de la sociedad o la empresa"], "Yamalube 4T SJ 10W30"],
    [["Product name: Harbour Plaster 1.", "IDENTIFICATION OF THE SUBSTANCE AND OF THE COMPANY"], "Harbour Plaster"],
  ])("%p", (lines, name) => {
    expect(nameOf(lines)).toBe(name);
  });

  test("'Formula No. 1.' keeps its number", () => {
    expect(nameOf(["1. IDENTIFICATION", "Product name: Harbour Formula No. 1."])).toBe("Harbour Formula No. 1.");
  });
});

describe("a name wrapped to a line in small letters", () => {
  test("a name ending on a small-letter word goes on in the short small-letter line below, the next field after it", () => {
    const { name, confidence } = read([
      "SECTION 1: Identification of the substance/mixture and of the company/undertaking", "1.1 Product identifiers",
      "Product name : Harbour staining kit for the microscopic", "investigation of acid-fast bacteria (cold", "Product Number : 1.16450",
    ]);
    expect(name).toBe("Harbour staining kit for the microscopic investigation of acid-fast bacteria (cold");
    expect(confidence).toBeLessThan(0.9);
  });
  test.each([
    [["Product name : Harbour Bleach", "sodium hypochlorite solution", "Product Number : 4711"], "Harbour Bleach"],
    [["Product name : Harbour staining kit for the microscope.", "investigation of bacteria", "Product Number : 4711"], "Harbour staining kit for the microscope."],
    [["Product name : Harbour staining kit for the microscopic", "investigation of acid-fast bacteria", "of many kinds", "Product Number : 4711"], "Harbour staining kit for the microscopic"],
  ])("%p stays whole", (lines, name) => {
    expect(nameOf(["SECTION 1: Identification", "1.1 Product identifiers", ...lines])).toBe(name);
  });
});

describe("a heading joined to the name's field by a spaced dash", () => {
  test.each([
    ["1.1. Identificazione delle sostanze o i preparati - Nomi di prodotti: HARBOUR COMPLEX 13-10-12 - Sinonimi: Concime CE", "HARBOUR COMPLEX 13-10-12"],
    ["1.1 Identification des substances ou des préparations – Nom commercial : HARBOUR COMPLEX 13-10-12 – Synonymes : engrais CE", "HARBOUR COMPLEX 13-10-12"],
  ])("%s", (line, name) => {
    const { name: read_, confidence } = read(["1. IDENTIFICATION", line, "1.2. Uso della sostanza/ preparato - Scopo dei prodotti: agricoltura."]);
    expect(read_).toBe(name);
    expect(confidence).toBeLessThan(0.9);
  });
});

describe("a bare 'Product:' on section 1's heading line", () => {
  test.each([
    ["Section 1, Identification Product: Harbour Foods Baking Soda, KF ID# S24BS Manufacturer: Harbour Foods Corp", "Harbour Foods Baking Soda, KF ID# S24BS"],
    ["SECTION 1. IDENTIFICATION    Product: Harbour Foods Baking Soda", "Harbour Foods Baking Soda"],
    ["RUBRIQUE 1 : Identification    Produit : Harbour Bicarbonate", "Harbour Bicarbonate"],
  ])("%s", (line, name) => {
    expect(nameOf([line, "Recommended use: Leavening agent."])).toBe(name);
  });

  test("'… of the Product:' ends another label, not the name's", () => {
    const { name } = read(["SECTION 1: IDENTIFICATION Product Form: Intended Use of the Product: Restrictions on Use: Harbour Pacs Harbour Pacs Laundry Additive"]);
    expect(name).not.toBe("Restrictions on");
  });
});
