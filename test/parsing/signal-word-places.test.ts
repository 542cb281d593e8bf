/**
 * Where a signal word may be read (round 4): the label elements (2.2) win over words elsewhere in section 2; a
 * word standing among the precautionary statements is not the signal word; sections 15 and 16 (Prop 65
 * warnings, revision notes) are never read for it. Synthetic sheets, several languages.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const identity = ["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Harbour Cleaner", "Manufacturer: Harbour Chemicals Inc.", "Revision date: 2021-03-12"];
const parse = (section2: string[], after: string[] = []) =>
  parseSds(sheet([...identity, "SECTION 2: Hazards identification", ...section2, "SECTION 3: Composition/information on ingredients", "Water    7732-18-5    90 %", "SECTION 4: First-aid measures", "Rinse with water.", ...after]));

describe("the signal word's place", () => {
  test("the labelled word in the label elements wins over an emergency overview's word before it", () => {
    const parsed = parse(["2.1 Classification", "Emergency overview", "WARNING! Causes eye irritation.", "2.2 Label elements", "Signal word: Danger", "H318 Causes serious eye damage."]);
    expect(parsed.signal_word).toBe("DANGER");
  });

  test.each([
    ["en", ["2.2 Label elements", "GHS label elements", "Hazard statements", "H319 Causes serious eye irritation.", "Precautionary statements", "P101 If medical advice is needed, have product container or label at hand.", "Warning"]],
    ["fr", ["2.2 Éléments d'étiquetage", "Mentions de danger", "H319 Provoque une sévère irritation des yeux.", "Conseils de prudence", "P305+P351+P338 EN CAS DE CONTACT AVEC LES YEUX: rincer avec précaution.", "Attention"]],
    ["de", ["2.2 Kennzeichnungselemente", "Gefahrenhinweise", "H319 Verursacht schwere Augenreizung.", "Sicherheitshinweise", "P264 Nach Gebrauch Hände gründlich waschen.", "Achtung"]],
    ["es", ["2.2 Elementos de la etiqueta", "Indicaciones de peligro", "H319 Provoca irritación ocular grave.", "Consejos de prudencia", "P280 Llevar gafas de protección.", "Atención"]],
  ])("%s: a word standing among the precautionary statements is not the signal word", (_lang, section2) => {
    const parsed = parse(section2 as string[]);
    expect(parsed.evidence.signal_word?.method ?? null).not.toBe("text");
  });

  test("a lone word in the label elements is still read, also when precautionary statements follow", () => {
    const parsed = parse(["2.2 Label elements", "GHS07", "Warning", "H319 Causes serious eye irritation.", "Precautionary statements", "P264 Wash hands thoroughly after handling.", "2.3 Other hazards", "Danger of slipping on spilled product."]);
    expect(parsed.signal_word).toBe("WARNING");
  });

  test("sections 15 and 16 are never read for the signal word", () => {
    const prop65 = parse(["Classification: Not classified", "Signal word: None"], ["SECTION 15: Regulatory information", "California Proposition 65", "WARNING", "SECTION 16: Other information", "Signal word: Warning"]);
    expect(prop65.signal_word).toBeNull();
    const noneInSection2 = parse(["Classification: Not classified"], ["SECTION 16: Other information", "Signal word: Danger"]);
    expect(noneInSection2.signal_word).toBeNull();
  });
});

describe("two labelled words in section 2", () => {
  test.each([
    ["en", ["2.1 Classification", "Emergency overview    Signal word: Warning", "2.2 Label elements", "Signal word: Danger", "Hazard statements: H318 Causes serious eye damage."], "DANGER"],
    ["de", ["2.1 Einstufung", "Signalwort (alte Kennzeichnung): Achtung", "2.2 Kennzeichnungselemente", "Signalwort: Gefahr", "H318 Verursacht schwere Augenschäden."], "DANGER"],
    ["fr", ["2.1 Classification", "Mention d'avertissement (SIMDUT 1988) : Attention", "2.2 Éléments d'étiquetage", "Mention d'avertissement : Danger", "H318 Provoque des lésions oculaires graves."], "DANGER"],
  ])("%s: the one in the label elements (2.2) is the signal word", (_lang, section2, word) => {
    expect(parse(section2 as string[]).signal_word).toBe(word as "DANGER");
  });
});

describe("signal-word labels with a plural in brackets", () => {
  test.each([
    ["fr", "Mention(s) d'avertissement : Danger", "DANGER"],
    ["es", "Palabra(s) de advertencia: Atención", "WARNING"],
    ["it", "Avvertenza(e): Pericolo", "DANGER"],
  ])("%s", (_lang, line, word) => {
    expect(parse(["2.2 Label elements", line as string]).signal_word).toBe(word as "DANGER");
  });
});
