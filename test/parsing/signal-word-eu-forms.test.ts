/**
 * The signal word on EU-language sheets from authoring systems the corpus does not have (session 6): plural and
 * national label wordings, typographic apostrophes, quotes around the word, a word the text layer split, a table
 * whose first column is the signal-word label, bilingual labels. Synthetic sheets: section 1, section 2 with its
 * label elements, section 3.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const HEADINGS: Record<string, readonly [string, string, string, string]> = {
  de: ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "ABSCHNITT 2: Mögliche Gefahren", "2.2 Kennzeichnungselemente", "ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen"],
  fr: ["RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise", "RUBRIQUE 2: Identification des dangers", "2.2 Éléments d'étiquetage", "RUBRIQUE 3: Composition/informations sur les composants"],
  es: ["SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "SECCIÓN 2: Identificación de los peligros", "2.2 Elementos de la etiqueta", "SECCIÓN 3: Composición/información sobre los componentes"],
  it: ["SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa", "SEZIONE 2: Identificazione dei pericoli", "2.2 Elementi dell'etichetta", "SEZIONE 3: Composizione/informazioni sugli ingredienti"],
  nl: ["RUBRIEK 1: Identificatie van de stof of het mengsel en van de onderneming", "RUBRIEK 2: Identificatie van de gevaren", "2.2 Etiketteringselementen", "RUBRIEK 3: Samenstelling en informatie over de bestanddelen"],
  pt: ["SECÇÃO 1: Identificação da substância/mistura e da sociedade/empresa", "SECÇÃO 2: Identificação dos perigos", "2.2 Elementos do rótulo", "SECÇÃO 3: Composição/informação sobre os componentes"],
  pl: ["SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa", "SEKCJA 2: Identyfikacja zagrożeń", "2.2 Elementy oznakowania", "SEKCJA 3: Skład/informacja o składnikach"],
};

function parsed(language: string, labelElements: string[]) {
  const [section1, section2, elements, section3] = HEADINGS[language]!;
  return parseSds(sheet([section1, "1.1 Produkt X", section2, elements, ...labelElements, section3, "Ethanol    64-17-5    10 %"]));
}

/** The word and its confidence: read after its label, so never a guess from the hazard codes. */
function expectLabelled(language: string, lines: string[], word: "DANGER" | "WARNING") {
  const result = parsed(language, lines);
  expect(result.signal_word).toBe(word);
  expect(result.evidence.signal_word?.method).not.toBe("derived");
  expect(result.evidence.signal_word!.confidence).toBeGreaterThanOrEqual(0.8);
}

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
