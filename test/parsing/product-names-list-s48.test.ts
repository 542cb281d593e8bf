/**
 * A name label over several products' names parted by semicolons ("NOMBRES COMERCIALES:" / "Soda Cáustica líquida al
 * 50% Grado Membrana; Soda Cáustica líquida al 50% Grado" / "Diafragma; …"): one sheet for a family of grades. Which
 * one names the sheet, the list does not say: the value is read, but not as certain (0.6), so the sheet goes to review
 * (session 48's blind batch: read at 0.9, the truth the substance's own line).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const SHEETS = [
  ["HOJA DE DATOS DE SEGURIDAD", "1. PRODUCTO QUÍMICO E IDENTIFICACIÓN DE LA COMPAÑÍA", "Proveedor: Cloro Sur Limitada", "NOMBRES COMERCIALES:",
    "Soda Cáustica líquida al 50% Grado Membrana; Soda Cáustica líquida al 50% Grado", "Diafragma; Soda Cáustica líquida al 32% Grado Especial.",
    "2. IDENTIFICACIÓN DE LOS PELIGROS", "Palabra de advertencia: Peligro", "H314 Provoca graves quemaduras en la piel y lesiones oculares graves."],
  ["SAFETY DATA SHEET", "1. Identification", "Supplier: Harbour Alkali Ltd", "Trade names: Caustic Soda Liquid 50% Membrane Grade; Caustic Soda Liquid 32% Special Grade",
    "2. Hazards identification", "Signal word: Danger", "H314 Causes severe skin burns and eye damage."],
  ["SICHERHEITSDATENBLATT", "1. Bezeichnung des Stoffes und des Unternehmens", "Lieferant: Hafen Alkali GmbH", "Handelsnamen: Natronlauge 50 % Membranqualität; Natronlauge 32 % Sonderqualität",
    "2. Mögliche Gefahren", "Signalwort: Gefahr", "H314 Verursacht schwere Verätzungen der Haut und schwere Augenschäden."],
];

describe("a name label over a list of products", () => {
  test.each(SHEETS.map((lines) => [lines[0]!, lines]))("%s: read, sent to review", (_, lines) => {
    const parsed = parseSds(sheet(lines as string[]));
    expect(parsed.product_name).toContain(";");
    expect(parsed.evidence.product_name?.confidence).toBeLessThanOrEqual(0.6);
    expect(parsed.needs_review_reasons.some((reason) => reason.includes("product name") && reason.includes("several names"))).toBe(true);
  });

  test("one name is as sure as before", () => {
    const parsed = parseSds(sheet(["SAFETY DATA SHEET", "1. Identification", "Product name: Harbour Rinse 40", "Supplier: Harbour Alkali Ltd", "2. Hazards identification"]));
    expect(parsed.evidence.product_name?.confidence).toBeGreaterThan(0.9);
  });

  test("a name and its synonyms, opening with other words, are no family of grades", () => {
    const parsed = parseSds(sheet(["FICHA DE DATOS DE SEGURIDAD", "1. Identificación", "Nombre comercial: Hidróxido de calcio; Cal hidratada; Alto calcio",
      "Proveedor: Cales del Norte S.A.", "2. Identificación de los peligros"]));
    expect(parsed.product_name).toBe("Hidróxido de calcio; Cal hidratada; Alto calcio");
    expect(parsed.evidence.product_name?.confidence).toBeGreaterThan(0.9);
  });
});
