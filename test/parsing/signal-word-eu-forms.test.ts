/**
 * The signal word on EU-language sheets from authoring systems the corpus does not have (session 6): plural and
 * national label wordings, typographic apostrophes, quotes around the word, a word the text layer split, a table
 * whose first column is the signal-word label, bilingual labels. Synthetic sheets: section 1, section 2 with its
 * label elements, section 3.
 */
import { describe, expect, test } from "bun:test";
import { expectLabelled, parsed } from "../helpers/eu-label-elements.ts";

describe("label wordings", () => {
  test.each([
    ["de", "plural 'Signalwörter'", ["Signalwörter: Achtung", "H319 Verursacht schwere Augenreizung."], "WARNING"],
    ["fr", "plural 'Mentions d'avertissement'", ["Mentions d'avertissement : Attention", "H319 Provoque une sévère irritation des yeux."], "WARNING"],
    ["fr", "plural with a typographic apostrophe", ["Mentions d’avertissement (CLP) : Danger", "H225 Liquide et vapeurs très inflammables."], "DANGER"],
    ["fr", "'Mot d'avertissement' (Canada)", ["Mot d'avertissement : Attention", "H319 Provoque une sévère irritation des yeux."], "WARNING"],
    ["fr", "'Mot de signalisation' (Canada)", ["Mot de signalisation : Danger", "H225 Liquide et vapeurs très inflammables."], "DANGER"],
    ["es", "plural 'Palabras de advertencia'", ["Palabras de advertencia: Atención", "H319 Provoca irritación ocular grave."], "WARNING"],
    ["it", "'Parola di segnalazione' (Switzerland)", ["Parola di segnalazione: Pericolo", "H225 Liquido e vapori facilmente infiammabili."], "DANGER"],
    ["nl", "plural 'Signaalwoorden'", ["Signaalwoorden: Waarschuwing", "H319 Veroorzaakt ernstige oogirritatie."], "WARNING"],
    ["pt", "plural 'Palavras-sinal'", ["Palavras-sinal: Atenção", "H319 Provoca irritação ocular grave."], "WARNING"],
    ["pt", "'Palavra de sinal'", ["Palavra de sinal: Perigo", "H225 Líquido e vapor facilmente inflamáveis."], "DANGER"],
    ["pl", "plural 'Hasła ostrzegawcze'", ["Hasła ostrzegawcze: Uwaga", "H319 Działa drażniąco na oczy."], "WARNING"],
  ])("%s %s", (language, _name, lines, word) => {
    expectLabelled(language as string, lines as string[], word as "DANGER" | "WARNING");
  });
});

describe("value forms", () => {
  test("the word in quotes", () => {
    expectLabelled("fr", ["Mention d'avertissement : « Attention »", "H319 Provoque une sévère irritation des yeux."], "WARNING");
    expectLabelled("de", ["Signalwort: „Gefahr“", "H225 Flüssigkeit und Dampf leicht entzündbar."], "DANGER");
  });

  test("a word the text layer split inside its cell", () => {
    expectLabelled("pl", ["Hasło ostrzegawcze:    Niebezpiecze ństwo", "H225 Wysoce łatwopalna ciecz i pary."], "DANGER");
    expectLabelled("de", ["Signalwort    Ac htung    ", "H319 Verursacht schwere Augenreizung."], "WARNING");
  });

  test("a split word is joined only when it fills its cell: a sentence is not read as a word", () => {
    const result = parsed("de", ["Signalwort: Gef ahr beachten und H-Sätze lesen"]);
    expect(result.signal_word).toBeNull();
  });
});

describe("layouts", () => {
  test("a table whose first column is the signal-word label, the word in the row below", () => {
    expectLabelled("fr", ["Mention d'avertissement    Mentions de danger", "Danger    H225 Liquide et vapeurs très inflammables."], "DANGER");
    expectLabelled("es", ["Palabra de advertencia    Indicaciones de peligro", "Atención    H319 Provoca irritación ocular grave."], "WARNING");
  });

  test("a table row whose pictogram cell is an image: the one cell below that is only a signal word", () => {
    const result = parsed("de", ["Piktogramme    Signalwort    Gefahrenhinweise", "Gefahr    H225 Flüssigkeit und Dampf leicht entzündbar."]);
    expect(result.signal_word).toBe("DANGER");
    expect(result.evidence.signal_word).toMatchObject({ method: "text", confidence: 0.75 });
  });

  test("the word alone on the line just above its label (a row whose value cell sits higher)", () => {
    const result = parsed("fr", ["Pictogrammes de danger", "GHS02", "Danger", "Mention d'avertissement", "Mentions de danger", "H225 Liquide et vapeurs très inflammables."]);
    expect(result.signal_word).toBe("DANGER");
    // Read in the label's own pass (the word and the label it stands above, as evidence), below a same-line value.
    expect(result.evidence.signal_word).toMatchObject({ method: "text", text: "Danger / Mention d'avertissement" });
    expect(result.evidence.signal_word!.confidence).toBeLessThanOrEqual(0.8);
  });

  test("a word two lines above the label is not its value", () => {
    const result = parsed("de", ["Achtung", "Gefahrenpiktogramme", "Signalwort", "Gefahrenhinweise"]);
    expect(result.signal_word).toBeNull();
  });

  test.each([
    ["fr", ["Signal word / Mention d'avertissement : Danger / Danger", "H225 Liquide et vapeurs très inflammables."], "DANGER"],
    ["fr", ["Mention d’avertissement / Signal word : Attention / Warning", "H319 Provoque une sévère irritation des yeux."], "WARNING"],
    ["es", ["Palabra de advertencia / Signal word: Peligro / Danger", "H225 Líquido y vapores muy inflamables."], "DANGER"],
    ["fr", ["Mot indicateur / Signal word : Attention", "H319 Provoque une sévère irritation des yeux."], "WARNING"],
  ])("bilingual label (%s) %#", (language, lines, word) => {
    expectLabelled(language as string, lines as string[], word as "DANGER" | "WARNING");
  });

  test.each([
    ["de", "Signalwörter: entfällt"],
    ["fr", "Mentions d'avertissement : Aucune"],
    ["es", "Palabras de advertencia: Ninguna"],
    ["pt", "Palavras-sinal: Nenhuma"],
    ["pl", "Hasła ostrzegawcze: Brak"],
  ])("%s: '%s' means none", (language, line) => {
    const result = parsed(language, [line]);
    expect(result.signal_word).toBeNull();
    expect(result.evidence.signal_word?.confidence ?? 0).toBeGreaterThanOrEqual(0.85);
  });
});
