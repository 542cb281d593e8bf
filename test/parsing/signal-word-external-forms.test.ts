/**
 * Signal-word labels seen on real sheets from outside the corpus (session 7), rebuilt with invented products: 3M's
 * Canadian French "Terme d'avertissement" and its Latin American Spanish "Palabra de la señal", the word on the label's
 * line or on the next one, pictogram names after it. Before, these were read only as a lone word (0.7).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

function parsed(section2: string[]) {
  return parseSds(sheet(["SECTION 1 : Identification", "1.1 Identifiant du produit", "Colle X", "SECTION 2 : identification des dangers", ...section2, "SECTION 3 : Composition", "Ethanol    64-17-5    10 %"]));
}

describe("label wordings of one manufacturer's templates", () => {
  test.each([
    ["fr-CA 'Terme d'avertissement', word below", ["2.2. Éléments d'étiquette", "Terme d'avertissement", "Danger", "Symboles :", " Corrosion |  Point d'exclamation |"], "DANGER"],
    ["fr-CA 'Terme d'avertissement', same line", ["2.2. Éléments d'étiquette", "Terme d'avertissement : Attention", "Mentions de danger", "Provoque une sévère irritation des yeux."], "WARNING"],
    ["es 'Palabra de la señal', word below", ["2.2. Elementos en la etiqueta", "Palabra de la señal", "Peligro", "Símbolos", "Flama | Peligro para la salud ||"], "DANGER"],
    ["es 'Palabra de la señal', same line", ["2.2. Elementos en la etiqueta", "Palabra de la señal: Atención", "H319 Provoca irritación ocular grave."], "WARNING"],
  ])("%s", (_case, lines, word) => {
    const result = parsed(lines as string[]);
    expect(result.signal_word).toBe(word as "DANGER" | "WARNING");
    expect(result.evidence.signal_word!.confidence).toBeGreaterThanOrEqual(0.8);
  });

  test("the label saying none still means none", () => {
    expect(parsed(["Terme d'avertissement : Aucun", "Mentions de danger : Aucune"]).signal_word).toBeNull();
  });
});
