/**
 * OSHA HCS's "Product identifier used on the label" as a US maker's Spanish, Canadian French and Portuguese sheets print
 * it ("Identificador del producto utilizado en la etiqueta:", "Identificateur du produit utilisé sur l'étiquette:"),
 * beside another label in a row of two with their values on the next row, or alone over its value. Before: unknown, so
 * the product name came from the sheet's title (0.45). Seen on session 45's blind batch (a US battery maker's sheet).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const batterySheet = (labelRow: string, valueRow: string) => [
  "HOJA DE DATOS DE SEGURIDAD DE PRODUCTOS",
  "Formulario SDS 829515H SP",
  "1. IDENTIFICACIÓN",
  labelRow,
  valueRow,
  "Otros medios de identificación:",
  "Batería industrial",
  "Nombre/dirección del fabricante:    Teléfono:",
  "Hawker Powersource, Inc.    423-238-5700",
  "2. IDENTIFICACIÓN DE PELIGROS",
  "Palabra de advertencia: ¡PELIGRO!",
  "H314 Provoca quemaduras graves en la piel y lesiones oculares graves.",
  "3. COMPOSICIÓN/INFORMACIÓN SOBRE LOS INGREDIENTES",
  "Hexafluorofosfato de litio    21324-40-3    1-5 %",
  "4. PRIMEROS AUXILIOS",
];

describe("the product identifier used on the label, translated", () => {
  test.each([
    ["Identificador del producto utilizado en la etiqueta:    Familia/clasificación química:", "Batería de ion litio (módulo)    Batería recargable (módulo)"],
    ["Identificador del producto utilizado en la etiqueta:", "Batería de ion litio (módulo)"],
    ["Identificador de producto usado en la etiqueta:", "Batería de ion litio (módulo)"],
    ["Identificateur du produit utilisé sur l'étiquette :    Famille chimique :", "Batería de ion litio (módulo)    Batterie rechargeable"],
    ["Identificador do produto utilizado no rótulo:", "Batería de ion litio (módulo)"],
  ])("%s", (labelRow, valueRow) => {
    const parsed = parseSds(sheet(batterySheet(labelRow, valueRow)));
    expect(parsed.product_name).toBe("Batería de ion litio (módulo)");
    expect(parsed.evidence.product_name!.confidence).toBeGreaterThanOrEqual(0.75);
  });
});
