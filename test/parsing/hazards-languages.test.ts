/**
 * Signal words and codes in section 2, in the languages the parser reads, on small synthetic text.
 */
import { describe, expect, test } from "bun:test";
import { extractHazardCodes, extractPrecautionCodes, findSignalWord } from "../../src/modules/parsing/hazards.ts";
import { findSignalWordFinding } from "../../src/modules/parsing/signal-word.ts";

describe("signal word labels in each language", () => {
  test.each([
    ["de", ["Signalwort:    Gefahr"], "DANGER"],
    ["de, qualifier", ["Signalwort (CLP)    : Achtung"], "WARNING"],
    ["de, next line", ["Signalwort", "Achtung"], "WARNING"],
    ["fr", ["· Mention d'avertissement Attention"], "WARNING"],
    ["fr, next line", ["Mention d'avertissement", "Danger"], "DANGER"],
    ["fr CA", ["mot indicateur    Avertissement"], "WARNING"],
    ["fr, label wrapped over two lines", ["- Mention    attention", "d'avertissement", "- Pictogrammes"], "WARNING"],
    ["es", ["Palabra de advertencia    Atención"], "WARNING"],
    ["es, next line", ["Palabra de advertencia:", "Peligro", "Frases H:"], "DANGER"],
    ["es, aviso", ["Palabra de Aviso: ADVERTENCIA"], "WARNING"],
    ["it", ["Avvertenza: Pericolo"], "DANGER"],
    ["it", ["Avvertenze    Attenzione"], "WARNING"],
    ["nl", ["Signaalwoord: Gevaar"], "DANGER"],
    ["nl", ["- Signaalwoord    waarschuwing"], "WARNING"],
    ["pt", ["- Palavra-sinal    atenção"], "WARNING"],
    ["pt", ["Palavra-sinal: Perigo"], "DANGER"],
    ["pl", ["- Hasło ostrzegawcze    niebezpieczeństwo"], "DANGER"],
    ["pl", ["Hasło ostrzegawcze: Uwaga"], "WARNING"],
    ["en, (s)", ["Signal Word(s): Danger"], "DANGER"],
    ["en, GHS-US", ["Signal word (GHS-US)    : Warning"], "WARNING"],
    ["en, upper case", ["SIGNALWORT    GEFAHR"], "DANGER"],
  ])("%s", (_case, lines, expected) => {
    expect(findSignalWord(lines)).toBe(expected as "DANGER" | "WARNING");
  });

  test.each([
    [["Signalwort (CLP)    : Keine"]],
    [["Signalwort entfällt"]],
    [["Palabra de advertencia Ninguno."]],
    [["- Signaalwoord    niet vereist"]],
    [["Mention d'avertissement    Aucun(e)"]],
    [["Hasło ostrzegawcze: nie dotyczy"]],
    [["Signal Word (GHS-US)    :", "Hazard Statements (GHS-US)    : None Required"]],
  ])("a stated absence means none: %p", (lines) => {
    expect(findSignalWord(lines)).toBeNull();
  });

  test("a stated absence is reported with its evidence line", () => {
    expect(findSignalWordFinding(["Label elements", "Signalwort (CLP)    : Keine"])).toMatchObject({ word: null, lineIndex: 1 });
  });

  test("a label with a known word is confident, a lone word is a guess", () => {
    expect(findSignalWordFinding(["Signal word: Danger"])!.confidence).toBeGreaterThanOrEqual(0.9);
    expect(findSignalWordFinding(["GHS label elements", "Danger", "Hazard statements"])!.confidence).toBeLessThan(0.9);
  });
});

describe("words that are not the GHS signal word", () => {
  test("a California Proposition 65 WARNING", () => {
    const lines = ["Label elements", "Hazard statements: Not classified", "WARNING", "This product can expose you to chemicals known to the State of California to cause cancer."];
    expect(findSignalWord(lines)).toBeNull();
    expect(findSignalWord(["GHS label elements", "Not classified", "WARNING. Cancer - https://www.p65warnings.ca.gov/."])).toBeNull();
  });
  test("a pictogram's name that begins with a signal word", () => {
    expect(findSignalWord(["Pictogrammes de danger", "GHS08 Danger pour la santé", "Mentions de danger"])).toBeNull();
  });
  test("a lone word split by the text layer is still read", () => {
    expect(findSignalWord(["GHS Label elements, including precautionary statements", "Dange r", "Haz ard statem ents"])).toBe("DANGER");
  });
  test("a lone German word inside the label elements", () => {
    expect(findSignalWord(["2.2 Kennzeichnungselemente", "Gefahr", "H225 Flüssigkeit und Dampf leicht entzündbar."])).toBe("DANGER");
  });
});

describe("codes", () => {
  test("combined codes printed in shorthand", () => {
    expect(extractPrecautionCodes("P305+351+338: IF IN EYES ... P337+313")).toEqual(["P305", "P351", "P338", "P337", "P313"]);
    expect(extractHazardCodes("H302+332 Harmful if swallowed or if inhaled")).toEqual(["H302", "H332"]);
  });
  test("codes are found whatever the language around them", () => {
    expect(extractHazardCodes("H225    Flüssigkeit und Dampf leicht entzündbar.\nEUH208 Enthält Linalool.")).toEqual(["H225", "EUH208"]);
    expect(extractPrecautionCodes("P301+P310    En caso de ingestión, llamar inmediatamente")).toEqual(["P301", "P310"]);
  });
});
