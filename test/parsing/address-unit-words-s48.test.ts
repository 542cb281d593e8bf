/**
 * A supplier named with no label, over its address (session 48's blind batch: "Occidental Chemical Chile Limitada" /
 * "Nueva de Lyon 072, Piso 10" / "Santiago, Chile" under section 1's heading, none found). Two words the vocabulary
 * lacked: "Limitada", the legal form of Chile's, Brazil's and Portugal's limited companies written out, and the floor,
 * office or building of a street line in the languages ("Piso 10", "Oficina 301", "3º andar", "Bâtiment B", "Gebäude
 * 5", "Piano 2") — an address's words, as "Suite 300" and "Floor 2" were.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";
import { COMPANY_SUFFIX, isAddressLine } from "../../src/modules/parsing/company-shapes.ts";

const underHeading = (heading: string, company: string, street: string, town: string) => parseSds(sheet([
  heading, company, street, town, "Teléfono: (56) 2 718 5060", "2. Identificación de los peligros", "No clasificado.",
]));

describe("a company over an address with a floor or an office", () => {
  test.each([
    ["1. PRODUCTO QUÍMICO E IDENTIFICACIÓN DE LA COMPAÑÍA", "Occidental Chemical Chile Limitada", "Nueva de Lyon 072, Piso 10", "Santiago, Chile"],
    ["1. IDENTIFICACIÓN DEL PRODUCTO Y DE LA EMPRESA", "Químicos del Sur S.A.", "Los Conquistadores 1700, Oficina 301", "Providencia, Santiago"],
    ["1. IDENTIFICAÇÃO DO PRODUTO E DA EMPRESA", "Tintas Atlântico Limitada", "Rua Alegre 55, 3º andar", "Lisboa"],
    ["1. IDENTIFICATION DU PRODUIT ET DE LA SOCIÉTÉ", "Chimie du Port SA", "Quai Ouest 12, Bâtiment B", "Le Havre"],
    ["1. BEZEICHNUNG DES STOFFES UND DES UNTERNEHMENS", "Hafen Chemie GmbH", "Industriepark 4, Gebäude 5", "Hamburg"],
  ])("%s: %s", (heading, company, street, town) => {
    expect(underHeading(heading, company, street, town).manufacturer).toBe(company);
  });
});

describe("the words", () => {
  test("Limitada ends a company's name", () => {
    expect(COMPANY_SUFFIX.test("Occidental Chemical Chile Limitada")).toBe(true);
    expect(COMPANY_SUFFIX.test("Indústrias Químicas Limitada")).toBe(true);
  });
  test.each(["Nueva de Lyon 072, Piso 10", "Los Conquistadores 1700, Oficina 301", "Rua Alegre 55, 3º andar", "Gebäude 5", "Piano 2, Scala B"])("%s is an address's line", (line) => {
    expect(isAddressLine(line)).toBe(true);
  });
  test.each(["Piso antideslizante", "Oficina técnica", "Edificio industrial"])("%s, with no number, is no address", (line) => {
    expect(isAddressLine(line)).toBe(false);
  });
});
