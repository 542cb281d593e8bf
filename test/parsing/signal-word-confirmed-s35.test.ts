/**
 * A signal word alone on its line in section 2 with no label, no code and no label heading ("¡Atención!" over "Provoca
 * irritación ocular grave.", an external Colombian sheet, session 35): GHS label content all the same when section 2
 * prints a GHS hazard statement's wording in any language. Without such wording a lone word stays unread (a word with
 * nothing to confirm it).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const signalOf = (section2: string[]) => parseSds(sheet([
  "HOJA DE DATOS DE SEGURIDAD", "SECCIÓN 1: IDENTIFICACIÓN", "Nombre del producto: Champú Puerto 40", "Fabricante: Química del Puerto S.A.S.",
  "SECCIÓN 2: IDENTIFICACIÓN DE PELIGROS", ...section2, "SECCIÓN 3: COMPOSICIÓN", "Etanol 64-17-5 10-20 %", "SECCIÓN 4: PRIMEROS AUXILIOS",
])).signal_word;

describe("a lone signal word confirmed by a statement's wording", () => {
  test.each([
    [["¡Atención!", "Índice de riesgo (NFPA)", "Provoca irritación ocular grave."], "WARNING"],
    [["¡PELIGRO!", "Provoca lesiones oculares graves."], "DANGER"],
    [["ATENCIÓN", "Puede ser nocivo en caso de ingestión."], "WARNING"],
  ])("%j", (section2, word) => {
    expect(signalOf(section2) as string | null).toBe(word);
  });
  test("without a statement's wording the word stays unread", () => {
    expect(signalOf(["¡Atención!", "Manténgase fuera del alcance de los niños."])).toBeNull();
    expect(signalOf(["¡Atención!", "Producto no peligroso."])).toBeNull();
  });
});
