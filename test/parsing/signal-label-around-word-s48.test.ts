/**
 * A signal-word label wrapped over two lines in its cell, its word set at the cell's middle height: the reader, going
 * by height, prints the label's first half, the word, then the label's second half ("Palavra de" / "PERIGO" /
 * "advertência:"). Before, the label's second half was read as the word ("advertência" is WARNING in Spanish sheets)
 * over a DANGER the sheet prints (session 48's blind batch: a Brazilian FISPQ).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

/** The codes agree with the word: H222 (an extremely flammable aerosol) needs DANGER, H302 alone WARNING. */
const CODES = { DANGER: ["H222 – Aerossol extremamente inflamável.", "H302 – Nocivo se ingerido."], WARNING: ["H302 – Nocivo se ingerido."] };

const withLabel = (label: readonly string[], word: "DANGER" | "WARNING" = "DANGER") => parseSds(sheet([
  "1. IDENTIFICAÇÃO", "Nome do produto: Aerocid Prata", "Nome da empresa: União Química S/A",
  "2. IDENTIFICAÇÃO DE PERIGOS", "2.2 Elementos de rotulagem do GHS", "Pictogramas:",
  ...label,
  ...CODES[word], "3. COMPOSIÇÃO",
]));

describe("a signal-word label wrapped around its word", () => {
  test.each([
    [["Palavra de", "PERIGO", "advertência:"], "DANGER"],
    [["Palavra de", "ATENÇÃO", "advertência:"], "WARNING"],
    [["Palabra de", "PELIGRO", "advertencia:"], "DANGER"],
    [["Palabra de", "ATENCIÓN", "advertencia:"], "WARNING"],
    [["Mention", "DANGER", "d'avertissement :"], "DANGER"],
  ])("%j: %s, read as the label's word", (label, word) => {
    const parsed = withLabel(label, word as "DANGER" | "WARNING");
    expect(parsed.signal_word as string | null).toBe(word);
    expect(parsed.evidence.signal_word?.confidence).toBeGreaterThanOrEqual(0.9);
  });

  test("a label wrapped with its word on its second line is read as before", () => {
    expect(withLabel(["Palavra de", "advertência: PERIGO"]).signal_word).toBe("DANGER");
  });
});
