/**
 * The first generation of OSHA HCS 2012 sheets (seen on a real external sheet, session 7, rebuilt with invented
 * names) prints no signal-word label: the GHS word heads the emergency overview ("DANGER:") over the GHS hazard
 * statements in capitals, with the pictograms and a hazard class / category table below. Old MSDSs open their overview
 * the same way with their own sentences, and those keep giving no GHS signal word.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

function parsed(section2: string[]) {
  return parseSds(sheet(["1.  PRODUCT AND COMPANY IDENTIFICATION", "Product name: Bond X 50ML", "2.  HAZARDS IDENTIFICATION", ...section2, "3.  COMPOSITION / INFORMATION ON INGREDIENTS", "Acrylic acid    79-10-7    1 - 5"]));
}

const OVERVIEW = ["EMERGENCY OVERVIEW", "DANGER:", "CAUSES SKIN IRRITATION.", "MAY CAUSE AN ALLERGIC SKIN", "REACTION.", "CAUSES SERIOUS EYE DAMAGE."];
const LABEL_PARTS = ["PICTOGRAM(S)", "Precautionary Statements", "Prevention:", "Wear protective gloves. Wear eye and face protection."];

describe("the GHS word heading an HCS 2012 emergency overview", () => {
  test("with the hazard class / category table: the word is read, not only derived from the codes", () => {
    const result = parsed([...OVERVIEW, "HAZARD CLASS    HAZARD CATEGORY", "SKIN IRRITATION    2", "SERIOUS EYE DAMAGE    1", "SKIN SENSITIZATION    1", ...LABEL_PARTS]);
    expect(result.signal_word).toBe("DANGER");
    expect(result.evidence.signal_word!.method).not.toBe("derived");
    expect(result.evidence.signal_word!.confidence).toBeGreaterThanOrEqual(0.75);
    expect(result.h_codes).toEqual(["H315", "H317", "H318"]);
  });

  test("without the table: the statements under the word give the codes", () => {
    const result = parsed([...OVERVIEW, ...LABEL_PARTS]);
    expect(result.signal_word).toBe("DANGER");
    expect(result.h_codes).toEqual(["H315", "H317", "H318"]);
  });
});

describe("what stays without a GHS signal word", () => {
  test("an old MSDS's overview: its own sentences under the word, no GHS label content", () => {
    const result = parsed(["EMERGENCY OVERVIEW", "WARNING!", "FLAMMABLE LIQUID AND VAPOR.", "CAUSES EYE IRRITATION.", "POTENTIAL HEALTH EFFECTS", "Eyes: Causes eye irritation."]);
    expect(result.signal_word).toBeNull();
    expect(result.h_codes).toEqual([]);
  });

  test("an overview word over sentences that are not GHS statements", () => {
    const result = parsed(["EMERGENCY OVERVIEW", "CAUTION:", "MAY CAUSE EYE, SKIN AND RESPIRATORY TRACT IRRITATION.", "HMIS Hazard Category    1", "PICTOGRAM(S)"]);
    expect(result.signal_word).toBeNull();
  });

  test("a Proposition 65 warning", () => {
    const result = parsed(["GHS label elements", "Signal word: None", "PICTOGRAM(S)", "WARNING:", "This product can expose you to chemicals known to the State of California to cause cancer."]);
    expect(result.signal_word).toBeNull();
  });
});

describe("the same template in Canadian French", () => {
  test("'ATTENTION:' over the statements in capitals without accents, the class / category table in French", () => {
    const result = parsed(["VUE D'ENSEMBLE DE TOUS LES CAS D'URGENCE", "ATTENTION:", "CAUSE UNE IRRITATION CUTANEE ET OCULAIRE.", "PEUT PROVOQUER UNE ALLERGIE CUTANEE.", "CLASSE DE RISQUE    CATEGORIE DE RISQUE", "IRRITATION CUTANEE    2", "IRRITATION DES YEUX    2B", "SENSIBILISATION DE LA PEAU    1", "PICTOGRAMME(S)", "Conseils de prudence", "Prévention:", "Porter des gants de protection."]);
    expect(result.signal_word).toBe("WARNING");
    expect(result.evidence.signal_word!.method).not.toBe("derived");
    expect(result.h_codes).toEqual(["H315", "H317", "H320"]);
  });

  test("the class / category table alone gives every class's code", () => {
    const result = parsed(["CLASSE DE RISQUE    CATEGORIE DE RISQUE", "IRRITATION CUTANEE    2", "IRRITATION DES YEUX    2B", "SENSIBILISATION DE LA PEAU    1", "PICTOGRAMME(S)"]);
    expect(result.h_codes).toEqual(["H315", "H317", "H320"]);
  });
});

