/**
 * Session 33, fifth round: a Peruvian sheet prints its classification's codes but "Etiqueta SGA : Ninguna." (GHS label:
 * none) — the heading with its scheme beside it was not read as "the label has no elements", so a WARNING was derived
 * from the codes (a value where the truth has none). And a use label naming its object before the colon ("Uso previsto
 * del preparado:") did not end the name it ran into. Invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const sheetWith = (labelLine: string) => [
  "HOJA DE DATOS DE SEGURIDAD",
  "Fecha de revisión: 16/08/2016",
  "SECCIÓN 1: Identificación del producto",
  "Nombre comercial: Lavavajilla Puerto",
  "Fabricante: Química del Puerto S.A.C.",
  "SECCIÓN 2: Identificación de los peligros",
  "Clasificación SGA: Toxicidad aguda oral categoría 5 H303, Irritación ocular categoría 2B H320",
  labelLine,
  "SECCIÓN 3: Composición",
];

describe("a label heading with its scheme beside it, then 'none'", () => {
  test.each([
    "Etiqueta SGA : Ninguna.", "Elementos de la etiqueta SGA: Ninguno", "GHS label: None", "Kennzeichnung (CLP): entfällt", "Etiquetado (SGA): No requerido",
    "Kennzeichnung nach GHS: entfällt", "Kennzeichnung gemäß CLP: entfällt", "GHS-Kennzeichnung: entfällt", "Étiquetage selon le SGH : non applicable",
    "Etiquetado según SGA: no aplica",
  ])("%s: no signal word derived", (line) => {
    expect(parseSds(sheet(sheetWith(line))).signal_word).toBeNull();
  });

  test("without a 'none', the word is still derived from the codes (a guess)", () => {
    const parsed = parseSds(sheet(sheetWith("Etiqueta SGA:")));
    expect(parsed.signal_word).toBe("WARNING");
    expect(parsed.evidence.signal_word?.confidence).toBeLessThan(0.5);
  });
});

describe("a use label naming its object before the colon ends a name", () => {
  test.each(["Uso previsto del preparado: Mortero", "Uso previsto del producto: Mortero", "Uso previsto della miscela: Malta"])("%s", (field) => {
    const parsed = parseSds(sheet([
      "FICHA DE DATOS DE SEGURIDAD",
      "SECCIÓN 1: Identificación",
      `Nombre comercial: Puerto Tec 2C ${field}`,
      "Fabricante: Química del Puerto S.L.",
      "SECCIÓN 2: Identificación de los peligros",
    ]));
    expect(parsed.product_name).toBe("Puerto Tec 2C");
  });
});
