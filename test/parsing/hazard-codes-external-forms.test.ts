/**
 * Hazard codes in forms seen on real sheets from outside the corpus (session 7), rebuilt with invented names: a
 * printed code followed by its own wording in a variant the tables do not hold, where a shorter official statement
 * sits inside that wording ("H304 Puede ser mortal en caso de ingestión y de penetración …" holds H300's "Mortal en
 * caso de ingestión").
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

function hCodes(section2: string[]): string[] {
  return parseSds(sheet(["1. Identification", "Product name: Primer X", "2. Hazards identification", ...section2, "3. Composition", "Ethanol    64-17-5    10 %"])).h_codes;
}

describe("a printed code's own wording adds no other code", () => {
  test.each([
    ["es, variant of H304 holding H300", ["Palabra de advertencia : Peligro", "Indicaciones de peligro : H225 Líquido y vapores muy inflamables.", "H304 Puede ser mortal en caso de ingestión y de", "penetración en las vías respiratorias.", "Consejos de prudencia : P301 + P310"], ["H225", "H304"]],
    ["en, variant of H304 holding H300", ["Signal word: Danger", "Hazard statements:", "H304 May be fatal if swallowed and if it enters airways.", "H226 Flammable liquid and vapour.", "Precautionary statements:"], ["H226", "H304"]],
    ["fr, variant of H373 holding H372's start", ["Mention d'avertissement : Attention", "Mentions de danger :", "H373 Risque présumé d'effets graves pour les organes à la suite d'expositions répétées.", "Conseils de prudence :"], ["H373"]],
  ])("%s", (_case, lines, expected) => {
    expect(hCodes(lines)).toEqual(expected);
  });

  test("a statement printed without its code after a coded one is still read", () => {
    expect(hCodes(["Signal word: Danger", "Hazard statements:", "H225 Highly flammable liquid and vapour.", "Causes serious eye irritation.", "Precautionary statements:"])).toEqual(["H225", "H319"]);
  });

  test("statements printed as words only are read as before", () => {
    expect(hCodes(["Signal word: Danger", "Hazard statements:", "Highly flammable liquid and vapour.", "May be fatal if swallowed and enters airways.", "Precautionary statements:"])).toEqual(["H225", "H304"]);
  });
});

describe("Canadian (WHMIS 2015) French wordings that differ from CLP's", () => {
  test("statements printed as words only, HPR wording", () => {
    expect(hCodes(["Terme d'avertissement", "Danger", "Mentions de danger", "Nocif en cas d'ingestion. Provoque des lésions oculaires graves. Peut provoquer une réaction", "allergique cutanée.", "Mises en garde"])).toEqual(["H302", "H317", "H318"]);
  });
});

describe("one manufacturer's statement labels (3M Latin American Spanish, 3M Canadian French)", () => {
  test("'DECLARACIONES DE PELIGRO' opens the statements printed as words, 'DECLARACIONES DE PRECAUCIÓN' closes them", () => {
    expect(hCodes(["Palabra de la señal", "Peligro", "DECLARACIONES DE PELIGRO:", "Aerosol extremadamente inflamable.", "Provoca irritación ocular grave.", "DECLARACIONES DE PRECAUCIÓN", "Prevención:", "Mantener alejado del calor."])).toEqual(["H222", "H319"]);
  });

  test("'Mises en garde' closes the statements: the block is read to its end", () => {
    const result = parseSds(sheet(["1. Identification", "Product name: Primer X", "2. Hazards identification", "Terme d'avertissement", "Danger", "Mentions de danger", "Nocif en cas d'ingestion. Provoque des lésions oculaires graves.", "Mises en garde", "Renseignements généraux :", "Tenir hors de portée des enfants.", "3. Composition", "Ethanol    64-17-5    10 %"]));
    expect(result.h_codes).toEqual(["H302", "H318"]);
    expect(result.evidence.h_codes!.confidence).toBe(0.75);
  });
});

