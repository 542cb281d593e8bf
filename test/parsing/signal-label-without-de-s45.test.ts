/**
 * The signal word's label without its preposition ("Palabra Advertencia    Peligro    Peligro    Peligro", an Argentine
 * butane sheet's table row with the word under each hazard class; "Palavra advertência: Perigo"): read as "Palabra de
 * advertencia" is. Before: no word read beside it, the word derived from the codes (0.45, flagged).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const gasSheet = (signalLine: string, statements = "Indicación de Peligro     H220 Gas extremadamente inflamable.     H280 Contiene gas a presión; puede explotar si se calienta.") => [
  "HOJA DE DATOS DE SEGURIDAD",
  "1. IDENTIFICACION DEL PRODUCTO Y DE LA EMPRESA",
  "Nombre del producto: Butano Comercial",
  "Proveedor: Gases del Plata S.A.",
  "Fecha de revisión: 08.02.2017",
  "2. IDENTIFICACION DEL PELIGRO O PELIGROS",
  "Pictograma",
  signalLine,
  statements,
  "3. COMPOSICION/INFORMACION SOBRE LOS COMPONENTES",
  "n-Butano    106-97-8    >90 %",
  "4. PRIMEROS AUXILIOS",
];

describe("the signal word's label without its preposition", () => {
  test.each([
    ["Palabra Advertencia     Peligro     Peligro     Peligro", "DANGER"],
    ["Palabra advertencia     Atención", "WARNING"],
    ["PALABRA ADVERTENCIA: PELIGRO", "DANGER"],
    ["Palavra advertência     Perigo", "DANGER"],
  ] as const)("%s", (line, word) => {
    const parsed = parseSds(sheet(gasSheet(line)));
    expect(parsed.signal_word).toBe(word);
    expect(parsed.evidence.signal_word!.method).toBe("text");
  });
});
