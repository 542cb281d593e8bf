/**
 * A company's name whose bracket opens on the label's line and closes on the next ("Empresa: Federal-Mogul (formerly" /
 * "Wagner Brake Products)"), or is cut by the next field run into the line ("Federal-Mogul (formely Nombre comercial:
 * …"): the name ends before the bracket it opened. Before, "Federal-Mogul (formely" at 0.9 (session 48's fifth blind
 * round).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const company = (lines: readonly string[]) => parseSds(sheet([
  "HOJA DE DATOS DE SEGURIDAD", "1. IDENTIFICACIÓN", "Nombre del producto: Líquido para frenos DOT 3", ...lines, "Dirección: Av. Siempre Viva 123",
  "2. IDENTIFICACIÓN DE LOS PELIGROS",
])).manufacturer;

describe("a company's bracket left open at its line's end", () => {
  test.each([
    [["Empresa: Federal-Mogul (formely Nombre comercial: LIQUIDO PARA FRENOS HIDRÁULICOS"], "Federal-Mogul"],
    [["Empresa: Federal-Mogul (formerly", "Wagner Brake Products)"], "Federal-Mogul"],
    [["Fabricante: Frenos del Puerto (antes", "Frenos Harbour)"], "Frenos del Puerto"],
  ])("%j", (lines, name) => {
    expect(company(lines)).toBe(name);
  });

  test("a short form in closed brackets stays", () => {
    expect(company(["Empresa: Harbour Europe BV (HEBV)"])).toBe("Harbour Europe BV (HEBV)");
  });
});
