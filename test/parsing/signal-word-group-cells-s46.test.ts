/**
 * A signal-word row with a cell for each hazard group (physical, health, environment), as Brazilian NBR 14725 forms
 * print it: "Palavra de Advertência:    Não se aplica    Atenção    Não se aplica". The one word among cells that say
 * none is the product's. Before: the first cell's "not applicable" answered for the row (session 46's blind batch: a
 * cyanoacrylate adhesive's Brazilian sheet).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SignalWord } from "../../src/modules/parsing/types.ts";
import { sheet } from "../helpers/sds-text.ts";

const brazilian = (row: string) => [
  "FICHA DE INFORMAÇÕES DE SEGURANÇA DE PRODUTO QUÍMICO",
  "SEÇÃO 1: IDENTIFICAÇÃO DO PRODUTO E DA EMPRESA",
  "NOME DO PRODUTO: Adesivo Harbour 100",
  "EMPRESA: Harbour Química Ltda",
  "SEÇÃO 2: IDENTIFICAÇÃO DOS PERIGOS",
  "Líquido Combustível – Categoria 4 – H227",
  "Lesões oculares graves/irritação ocular: 2B H320",
  "ELEMENTOS APROPRIADOS DE ROTULAGEM:",
  "Pictograma:    Não exigido    Não exigido",
  row,
  "Frase de Perigo:    H227    H320",
  "SEÇÃO 3: COMPOSIÇÃO E INFORMAÇÕES SOBRE OS INGREDIENTES",
];

describe("one word among cells that say none", () => {
  test.each<[string, SignalWord]>([
    ["Palavra de Advertência:    Não se aplica    Atenção    Não se aplica", "WARNING"],
    ["Palavra de Advertência: Não se aplica Atenção Não se aplica", "WARNING"],
    ["Palavra de Advertência:    Perigo    Não se aplica    Não se aplica", "DANGER"],
    ["Palavra de Advertência:    Não aplicável    Não aplicável    Perigo", "DANGER"],
    ["Signal word:    Not applicable    Warning    Not applicable", "WARNING"],
    ["Palabra de advertencia:    No aplica    Atención    No aplica", "WARNING"],
  ])("%s", (row, word) => {
    expect(parseSds(sheet(brazilian(row))).signal_word).toBe(word);
  });
});

describe("twins keep their reading", () => {
  test("every cell none: no word", () => {
    expect(parseSds(sheet(brazilian("Palavra de Advertência:    Não se aplica    Não se aplica    Não se aplica"))).signal_word).toBeNull();
  });
  test("both words among none cells (a form's options): no word read from the row", () => {
    expect(parseSds(sheet(brazilian("Palavra de Advertência:    Perigo    Atenção    Não se aplica"))).signal_word).not.toBe("WARNING");
  });
  test("\"Keine Gefahr\" (no hazard) is no word", () => {
    const lines = brazilian("Signalwort: Keine Gefahr").map((line) => (line.startsWith("Líquido") || line.startsWith("Lesões") || line.startsWith("Frase") ? "" : line));
    expect(parseSds(sheet(lines)).signal_word).toBeNull();
  });
});
