/**
 * Session 26, kinds from the second fresh batch (measured blind first): a telephone number whose area code a spaced en
 * dash sets off ("+46(0)40 – 23 13 10", "040 – 23 13 10", as Nordic sheets print them), and a company one space after
 * a list of the party's roles ("Importador/Proveedor Harrowgate Comercial S.A."). Invented names and numbers.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { textLayer } from "../../scripts/plain-text-layer.ts";
import { firstPhone } from "../../src/modules/parsing/phone-shapes.ts";

describe("an area code set off by a spaced en dash", () => {
  test.each([
    ["+46(0)40 – 23 13 10", "+46(0)40 – 23 13 10"],
    ["Tel: 040 – 555 13 10", "040 – 555 13 10"],
    ["Telefon +47 – 22 55 13 10", "+47 – 22 55 13 10"],
  ])("%s", (line, number) => {
    expect(firstPhone(line)).toBe(number);
  });
  test("a postcode before a spaced dash and a whole number after it: the number alone", () => {
    expect(firstPhone("Ottawa, ON K1G 5P4 – 613-555-0100")).toBe("613-555-0100");
  });
  test("the supplier's number under the address, and the address without it (sv)", () => {
    const parsed = parseSds(textLayer([
      "SÄKERHETSDATABLAD", "AVSNITT 1: Namnet på ämnet/blandningen och bolaget/företaget", "1.1. Produktbeteckning", "Produktnamn     Quillfen Spray",
      "1.3. Närmare upplysningar om den som tillhandahåller säkerhetsdatablad", "Leverantör", "Harrowgate AB", "Hamngatan 8C", "SE-252 25 Helsingborg",
      "SWEDEN", "+46(0)40 – 23 13 10", "info@harrowgate.example", "1.4. Telefonnummer för nödsituationer", "Giftinformationen 010-456 67 00.",
      "AVSNITT 2: Farliga egenskaper",
    ]));
    expect(parsed.supplier_phone).toBe("+46(0)40 – 23 13 10");
    expect(parsed.supplier_address).toBe("Hamngatan 8C, SE-252 25 Helsingborg, SWEDEN");
  });
});

describe("a company one space after a list of the party's roles", () => {
  const companyOf = (line: string) => parseSds(textLayer([
    "HOJA DE DATOS DE SEGURIDAD", "1. Identificación de la sustancia química y del proveedor", "Nombre del producto Nitrato de potasio", line,
    "Los Militares 4290,", "Las Condes, Santiago, Chile.", "Teléfono 56 (2) 555 25 25", "2. Información sobre la sustancia o mezcla",
  ]));
  test.each([
    ["Importador/Proveedor Harrowgate Comercial S.A.", "Harrowgate Comercial S.A."],
    ["Importer/Supplier Harrowgate Trading Ltd", "Harrowgate Trading Ltd"],
    ["Hersteller/Lieferant Harrowgate Chemie GmbH", "Harrowgate Chemie GmbH"],
  ])("%s", (line, company) => {
    const parsed = companyOf(line);
    expect(parsed.manufacturer).toBe(company);
    expect(parsed.evidence.manufacturer!.confidence).toBeLessThanOrEqual(0.8);
  });
  test("a role list before words that are no company with a legal form is not read so", () => {
    const parsed = companyOf("Manufacturer/Supplier Information");
    expect(parsed.manufacturer).not.toBe("Information");
    // Whatever else is guessed on a sheet that names no company goes to review.
    expect(parsed.evidence.manufacturer?.confidence ?? 0).toBeLessThanOrEqual(0.55);
  });
});

describe("Chile's 'Fono' for the telephone (batch 26c)", () => {
  const sheet = (lines: readonly string[]) => parseSds(textLayer([
    "HOJA DE DATOS DE SEGURIDAD", "Sección 1 : Identificación del producto y del proveedor", "Nombre del producto : FLOCULANTE QX", "Proveedor : Harrowgate Química S.A.",
    "Dirección : Limache 3117, Viña del Mar, Chile.", ...lines, "Sección 2 : Composición",
  ]));
  test.each([
    [["Fono: 32-555 8300 Fax: 32-555 8344"], "32-555 8300"],
    [["Fono del Proveedor     (56) 22 555 9000"], "(56) 22 555 9000"],
    [["Fono del proveedor 5558300 (oficinas centrales)"], "5558300"],
  ] as const)("%j", (lines, number) => {
    expect(sheet(lines).supplier_phone).toBe(number);
  });
  test("'Fono emergencia' is the emergency line", () => {
    const parsed = sheet(["Fono: 32-555 8300", "Fono emergencia     9 5557 7915"]);
    expect(parsed.emergency_phone).toBe("9 5557 7915");
    expect(parsed.supplier_phone).toBe("32-555 8300");
  });
});

describe("an address label qualified by the office it names (batch 26c)", () => {
  test.each([
    ["Dirección Comercial Callao 2970 Oficina 808, Las Condes - Santiago", "Callao 2970 Oficina 808, Las Condes - Santiago"],
    ["Business address: 12 Harbour Road, Portown PT1 2AB", "12 Harbour Road, Portown PT1 2AB"],
    ["Postanschrift: Hafenstraße 12, 20457 Hamburg", "Hafenstraße 12, 20457 Hamburg"],
  ])("%s", (line, address) => {
    const parsed = parseSds(textLayer([
      "SECCIÓN 1: IDENTIFICACIÓN DEL PRODUCTO Y DEL PROVEEDOR", "Nombre del producto: CEMENTO QX", "Proveedor: Harrowgate Asfaltos S.A.", line,
      "Teléfono 56 - 35 - 555 5500", "SECCIÓN 2: INFORMACIÓN SOBRE LA MEZCLA",
    ]));
    expect(parsed.supplier_address).toBe(address);
  });
});
