/**
 * A classification table whose column header "Palabra advertencia" (signal word) wraps its last word onto a line of
 * its own ("Característica Categoría Palabra" / "Advertencia"): Spanish "advertencia" is also a signal word, but here
 * it ends the header, not the product's word. Before: WARNING read from the header (0.6) where every row's word and
 * the codes say DANGER (session 47's blind batch: a Chilean fuel distributor's petrol).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const section2 = (labelLines: readonly string[], rows: readonly string[]) => [
  "HOJA DE DATOS DE SEGURIDAD",
  "1. IDENTIFICACIÓN DEL PRODUCTO QUÍMICO Y DE LA EMPRESA",
  "Nombre del producto: Harbour Gasolina 97",
  "Proveedor: Harbour Combustibles S.A.",
  "2. IDENTIFICACIÓN DE LOS PELIGROS",
  "Clasificación SGA",
  ...labelLines,
  ...rows,
  "3. COMPOSICIÓN/INFORMACIÓN SOBRE LOS COMPONENTES",
];
const ROWS = [
  "Indicación de Peligro",
  "Líquido Inflamable Categoría 1 Peligro H224 Líquido y vapores extremadamente inflamables",
  "Irritación cutánea Categoría 2 Atención H315 Provoca irritación cutánea",
  "Carcinogenicidad Categoría 1A Peligro H350 Puede provocar cáncer",
];

describe("a signal-word column header wrapped onto its own line", () => {
  test("'Palabra' / 'Advertencia' ends the header: the word is not WARNING", () => {
    const parsed = parseSds(sheet(section2(["Característica Categoría Palabra", "Advertencia"], ROWS)));
    expect(parsed.h_codes).toEqual(["H224", "H315", "H350"]);
    expect(parsed.signal_word).toBe("DANGER");
  });

  test("the header's label alone, wrapped ('Palabra' / 'advertencia'), is no word either", () => {
    expect(parseSds(sheet(section2(["Palabra", "advertencia"], ROWS))).signal_word).toBe("DANGER");
  });

  test("'Advertencia' under the whole label is the product's word", () => {
    const parsed = parseSds(sheet(section2(["Palabra de advertencia", "Advertencia"], ["Indicaciones de peligro", "H315 Provoca irritación cutánea"])));
    expect(parsed.signal_word).toBe("WARNING");
  });
});
