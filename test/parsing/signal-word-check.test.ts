/**
 * The signal word is checked against what else the sheet says (round 3): the hazard codes it prints (GHS assigns
 * each code's category a signal word), other signal-word labels in section 2, and a statement that the product is
 * not classified. Confidence above 0.9 only when nothing contradicts the reading. Synthetic sheets.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const identity = ["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Harbour Cleaner", "Manufacturer: Harbour Chemicals Inc.", "Revision date: 2021-03-12"];
const tail = ["SECTION 3: Composition/information on ingredients", "Sodium hydroxide    1310-73-2    1-5 %", "SECTION 4: First-aid measures", "Rinse with water."];

function parse(section2: string[]) {
  return parseSds(sheet([...identity, "SECTION 2: Hazards identification", ...section2, ...tail]));
}

describe("signal word against the hazard codes", () => {
  test("a labelled word that agrees with the codes keeps its confidence", () => {
    const parsed = parse(["Signal word: Danger", "H314 Causes severe skin burns and eye damage."]);
    expect(parsed.signal_word).toBe("DANGER");
    expect(parsed.evidence.signal_word!.confidence).toBeGreaterThan(0.9);
  });

  test("'Warning' printed with codes that carry 'Danger' (H314) is kept as printed but not trusted", () => {
    const parsed = parse(["Signal word: Warning", "H314 Causes severe skin burns and eye damage.", "H290 May be corrosive to metals."]);
    expect(parsed.signal_word).toBe("WARNING");
    expect(parsed.evidence.signal_word!.confidence).toBeLessThanOrEqual(0.6);
    expect(parsed.needs_review_reasons.join(" ")).toContain("signal word");
  });

  test("'Gefahr' with codes that carry only 'Achtung' (H315, H319) is not trusted", () => {
    const parsed = parse(["Signalwort: Gefahr", "H315 Verursacht Hautreizungen.", "H319 Verursacht schwere Augenreizung."]);
    expect(parsed.signal_word).toBe("DANGER");
    expect(parsed.evidence.signal_word!.confidence).toBeLessThanOrEqual(0.6);
  });

  test("codes without a signal word of their own (H412, EUH208) say nothing against the word", () => {
    const parsed = parse(["Mention d'avertissement : Attention", "H317 Peut provoquer une allergie cutanée.", "H412 Nocif pour les organismes aquatiques.", "EUH208 Contient du limonène."]);
    expect(parsed.signal_word).toBe("WARNING");
    expect(parsed.evidence.signal_word!.confidence).toBeGreaterThan(0.9);
  });
});

describe("two signal words in section 2", () => {
  test("labels that disagree (US and EU label elements): neither is trusted", () => {
    const parsed = parse(["GHS-US labelling", "Signal word (GHS-US): Warning", "CLP labelling", "Signal word (CLP): Danger", "H226 Flammable liquid and vapour.", "H304 May be fatal if swallowed and enters airways."]);
    expect(parsed.evidence.signal_word!.confidence).toBeLessThanOrEqual(0.6);
  });
});

describe("a product that is not classified has no signal word", () => {
  test("a labelled word on a sheet that says it is not classified and prints no hazard code is not trusted", () => {
    const parsed = parse(["Classification: This mixture is not classified as hazardous.", "Label elements", "Signal word: Warning", "Hazard statements: none"]);
    expect(parsed.evidence.signal_word?.confidence ?? 0).toBeLessThanOrEqual(0.6);
  });

  test("a word alone near the California Proposition 65 text is never a signal word", () => {
    const parsed = parse(["Label elements", "Not classified.", "WARNING", "This product can expose you to chemicals including lead, which is known to the State of California to cause cancer."]);
    expect(parsed.signal_word).toBeNull();
  });
});

describe("signal word layouts", () => {
  test("'Hazard Word' as the label", () => {
    const parsed = parse(["GHS Label Elements", "Hazard Word    Danger", "Hazard Statements", "H226 Flammable liquid and vapour."]);
    expect(parsed.signal_word).toBe("DANGER");
  });

  test.each([
    ["en", "HAZARD STATEMENT(S): WARNING: Causes serious eye irritation.", "H319"],
    ["de", "Gefahrenhinweise: ACHTUNG! Verursacht schwere Augenreizung.", "H319"],
    ["es", "Indicaciones de peligro: PELIGRO: Provoca lesiones oculares graves.", "H318"],
  ])("%s: the word opening the hazard statements", (_language, line, code) => {
    const parsed = parse(["Classification: Eye Irrit. 2", line, `${code}`]);
    expect(parsed.signal_word).toBe(code === "H318" ? "DANGER" : "WARNING");
    expect(parsed.evidence.signal_word!.confidence).toBeLessThanOrEqual(0.9);
  });
});

describe("no signal word printed, hazard codes printed", () => {
  test("the word the codes carry is given as a guess (derived, below 0.5) and asks for review", () => {
    const parsed = parse(["Label elements", "Hazard statements", "H226 Flammable liquid and vapour.", "H304 May be fatal if swallowed and enters airways."]);
    expect(parsed.signal_word).toBe("DANGER");
    expect(parsed.evidence.signal_word).toMatchObject({ method: "derived", page: null });
    expect(parsed.evidence.signal_word!.confidence).toBeLessThan(0.5);
    expect(parsed.needs_review_reasons.join(" ")).toContain("signal word");
  });

  test("a sheet that says there is no signal word keeps none", () => {
    const parsed = parse(["Signal word: None", "H412 Harmful to aquatic life with long lasting effects.", "H303 May be harmful if swallowed."]);
    expect(parsed.signal_word).toBeNull();
  });

  test("codes that carry no word of their own give none", () => {
    const parsed = parse(["Hazard statements", "H412 Harmful to aquatic life with long lasting effects.", "EUH208 Contains limonene."]);
    expect(parsed.signal_word).toBeNull();
  });
});

describe("a signal word the codes cannot confirm", () => {
  test("a labelled word with no hazard code read claims at most 0.9", () => {
    const parsed = parse(["Mention d'avertissement : Danger", "Provoque de graves brûlures de la peau et des lésions oculaires."]);
    expect(parsed.signal_word).toBe("DANGER");
    expect(parsed.evidence.signal_word!.confidence).toBeLessThanOrEqual(0.9);
    expect(parsed.evidence.signal_word!.confidence).toBeGreaterThanOrEqual(0.7);
  });
});

describe("hazard codes that carry no signal word", () => {
  const noWordReason = "hazard statements (H-codes) were found but no signal word";

  test("EUH-only and chronic-aquatic-3 sheets have no signal word to miss: no review reason for it", () => {
    for (const codes of [["EUH208 Contains limonene. May produce an allergic reaction."], ["H412 Harmful to aquatic life with long lasting effects."]]) {
      const parsed = parse(["2.2 Label elements", "Hazard statements", ...codes]);
      expect(parsed.signal_word).toBeNull();
      expect(parsed.needs_review_reasons).not.toContain(noWordReason);
    }
  });

  test("codes that carry a word, with the sheet saying there is none, still ask for a look", () => {
    const parsed = parse(["Signal word: None", "H319 Causes serious eye irritation."]);
    expect(parsed.signal_word).toBeNull();
    expect(parsed.needs_review_reasons).toContain(noWordReason);
  });
});
