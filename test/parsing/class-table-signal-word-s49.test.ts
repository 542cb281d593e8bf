/**
 * A classification table with a signal word per hazard class (Chile's NCh 2245 and Brazil's NBR 14725 templates:
 * "Peligro    Categoría    Símbolo    Palabra de advertencia    Indicación de peligro …" over one row per class; session
 * 49's blind batch read none from a Chilean disinfectant's "Sólidos comburentes … Peligro" / "Toxicidad aguda …
 * Atención" / "Corrosión … Peligro"). The product's word is the most severe of its classes' (GHS: where "Danger"
 * applies, "Warning" does not appear), whichever row comes first, in the languages.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";
import type { SignalWord } from "../../src/modules/parsing/types.ts";

const signal = (header: string[], rows: string[]) => {
  const parsed = parseSds(sheet([
    "HOJA DE DATOS DE SEGURIDAD", "Sección 1: Identificación del producto químico y de la empresa", "Nombre del producto: Aquazix Plus",
    "Proveedor: Químicos del Sur S.A.", "Sección 2: Identificación de los peligros", ...header, ...rows, "Sección 3: Composición",
  ]));
  return { word: parsed.signal_word, confidence: parsed.evidence.signal_word?.confidence };
};

const ES_HEADER = ["Peligro     Categoría     Símbolo     Palabra de advertencia     Indicación de peligro     Consejos de prudencia"];
const ES_SPLIT_HEADER = ["Peligro     Categoría     Símbolo     Palabra de     Indicación de     Consejos de prudencia", "de peligro     advertencia     peligro"];

describe("a signal word per hazard class", () => {
  test.each([
    ["es, the label on one line, Warning first", ES_HEADER, ["Toxicidad aguda     Categoría 4     Atención     H302 Nocivo en caso de ingestión.     P264", "Corrosión cutánea     Categoría 1B     Peligro     H314 Provoca graves quemaduras.     P280"], "DANGER"],
    ["es, the label split over two lines", ES_SPLIT_HEADER, ["Sólidos comburentes     Categoría 2     Peligro     Puede agravar un incendio.     P210", "Toxicidad aguda     Categoría 4     Atención     Nocivo en caso de ingestión.     P264", "Corrosión     Categoría 1     Peligro     Provoca graves quemaduras.     P280"], "DANGER"],
    ["pt", ["Classe de perigo     Categoria     Palavra de advertência     Frase de perigo"], ["Corrosão/irritação da pele     3     Atenção     H316", "Toxicidade aguda - Oral     3     Perigo     H301"], "DANGER"],
    ["en", ["Hazard class     Category     Signal word     Hazard statement"], ["Acute toxicity (oral)     4     Warning     H302", "Eye irritation     2A     Warning     H319"], "WARNING"],
  ] as [string, string[], string[], SignalWord][])("%s", (_, header, rows, word) => {
    expect(signal(header, rows).word).toBe(word);
  });
  test("one row keeps its word as the table column gave it", () => {
    expect(signal(ES_HEADER, ["Toxicidad aguda     Categoría 4     Atención     H302 Nocivo en caso de ingestión.     P264"]).word).toBe("WARNING");
  });
});
