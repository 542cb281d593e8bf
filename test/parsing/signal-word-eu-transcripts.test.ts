/**
 * The signal word in label wordings and layouts of real EU-language sheets read in session 7 round 2 (web-page
 * transcripts of de, it, nl, pt, pl and fr sheets): authoring-system labels the vocabulary lacked, the value after
 * an empty label on the same line, a label whose hyphen the text layer spaced, the word named in a sentence.
 * Synthetic sheets with invented content: section 1, section 2 with its label elements, section 3.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { expectLabelled, parsed } from "../helpers/eu-label-elements.ts";
import { sheet } from "../helpers/sds-text.ts";

describe("label wordings of authoring systems", () => {
  test.each([
    ["it", "'Codici di avvertenza'", ["Pittogrammi : GHS05", "Codici di avvertenza : Pericolo", "Codici di indicazioni di pericolo: H314 - Provoca gravi ustioni cutanee e gravi lesioni oculari."], "DANGER"],
    ["it", "'Codice di avvertenza'", ["Codice di avvertenza: Attenzione", "H319 Provoca grave irritazione oculare."], "WARNING"],
    ["pl", "'Słowo sygnalizacyjne'", ["Słowo sygnalizacyjne: Niebezpieczeństwo", "H304 Połknięcie i dostanie się przez drogi oddechowe może grozić śmiercią."], "DANGER"],
    ["pt", "'Palavra - sinal' with a spaced hyphen", ["Palavra - sinal: Atenção", "H319 Provoca irritação ocular grave."], "WARNING"],
    ["nl", "'Signaal woord' split by the text layer", ["Signaal woord: Gevaar", "H225 Licht ontvlambare vloeistof en damp."], "DANGER"],
    ["de", "'S ignalwort' split by the text layer", ["S ignalwort: Achtung", "H317 Kann allergische Hautreaktionen verursachen."], "WARNING"],
  ])("%s %s", (language, _name, lines, word) => {
    expectLabelled(language as string, lines as string[], word as "DANGER" | "WARNING");
  });
});

describe("layouts", () => {
  test("the value after an empty pictogram label on the same line", () => {
    expectLabelled("de", ["Gefahrenpiktogramme : Signalwort : Gefahr Gefahrenhinweise : H290 H314", "Sicherheitshinweise : P280"], "DANGER");
    expectLabelled("it", ["Pittogrammi: Avvertenze: Pericolo Indicazioni di pericolo: H225", "Consigli di prudenza: P210"], "DANGER");
    expectLabelled("fr", ["Pictogrammes de danger : Mention d'avertissement : Attention Mentions de danger : H319"], "WARNING");
  });

  test("a combined label ending its line, the word on the next", () => {
    expectLabelled("it", ["Pittogrammi, codice di avvertenza", "Pericolo", "Codici di indicazioni di pericolo:", "H225 - Liquido e vapori facilmente infiammabili."], "DANGER");
  });

  test("a label word in running text without a signal word after it is no label", () => {
    const result = parsed("it", ["Pittogrammi: GHS07", "Leggere le avvertenze riportate in etichetta prima dell'uso.", "Attenzione", "H319 Provoca grave irritazione oculare."]);
    expect(result.signal_word).toBe("WARNING");
  });

  test("the word named in a sentence of the label elements", () => {
    expectLabelled("pt", ["O produto é etiquetado com a palavra - sinal ATENÇÃO de acordo com o Regulamento (CE) n.º 1272/2008.", "Advertências de perigo:", "H351 Suspeito de provocar cancro."], "WARNING");
  });

  test("the label and value printed after the pictogram codes in one cell", () => {
    expectLabelled("it", ["Pittogrammi di pericolo", "GHS05", "Avvertenza Pericolo", "Indicazioni di pericolo", "H314 Provoca gravi ustioni cutanee e gravi lesioni oculari."], "DANGER");
    expectLabelled("nl", ["Gevarenpictogram Signaalwoord Waarschuwing Gevarenaanduidingen H226 Ontvlambare vloeistof en damp."], "WARNING");
  });
});

describe("hazard statements under an authoring system's label", () => {
  test("'Codici di indicazioni di pericolo' opens the statements when the section 2 heading was not found", () => {
    const result = parseSds(sheet([
      "1. Identificazione della sostanza o della miscela e della società/impresa",
      "1.1 Identificazione del prodotto: Solvente Q",
      "1.4 Telefono per le emergenze: 0000-000000 2. Identificazione dei pericoli",
      "Codici di indicazioni di pericolo:",
      "H225 - Liquido e vapori facilmente infiammabili.",
      "H319 - Provoca grave irritazione oculare.",
      "3. Composizione/informazioni sugli ingredienti",
      "Acetone    67-64-1    100 %",
    ]));
    expect(result.h_codes).toEqual(["H225", "H319"]);
  });
});

describe("the word's cell merged with the next label", () => {
  test("a word opening the hazard-statements label's line, the pictograms being images", () => {
    const result = parsed("pt", ["Símbolos:", "Perigo Indicações de perigo:", "H226 Líquido e vapor inflamáveis.", "H372 Afeta os órgãos após exposição prolongada ou repetida."]);
    expect(result.signal_word).toBe("DANGER");
    expect(result.evidence.signal_word?.method).not.toBe("derived");
  });

  test("a labelling label whose value is only the word", () => {
    expectLabelled("pl", ["Oznakowanie według (WE) 1272/2008", "Oznakowanie: Uwaga", "Zwroty wskazujące rodzaj zagrożenia (H): H302 Działa szkodliwie po połknięciu."], "WARNING");
  });

  test("a labelling label with a sentence after it gives no word", () => {
    const result = parsed("fr", ["Étiquetage : Attention, ne pas mélanger avec d'autres produits.", "Mentions de danger : néant"]);
    expect(result.signal_word).toBeNull();
  });
});

describe("worded hazard statements under short labels", () => {
  test.each([
    ["de", "H-Sätze:", "Verursacht schwere Augenreizung."],
    ["fr", "Phrases H :", "Provoque une sévère irritation des yeux."],
    ["it", "Frasi H:", "Provoca grave irritazione oculare."],
    ["nl", "H-zinnen:", "Veroorzaakt ernstige oogirritatie."],
    ["pt", "Frases H", "Provoca irritação ocular grave."],
    ["pt", "Indicações de perigo:", "Provoca irritação ocular grave."],
    ["pl", "Zwroty H:", "Działa drażniąco na oczy."],
  ])("%s '%s'", (language, label, statement) => {
    const result = parsed(language, [label, statement]);
    expect(result.h_codes).toEqual(["H319"]);
  });
});

describe("'not required' and 'not applicable' after the label mean no signal word", () => {
  test.each([
    ["de", "Signalwort: nicht zutreffend"],
    ["fr", "Mention d'avertissement : Néant"],
    ["fr", "Mention d'avertissement : non requise"],
    ["it", "Avvertenza: non richiesta"],
    ["nl", "Signaalwoord: niet nodig"],
    ["pt", "Palavra-sinal: não requerida"],
    ["pt", "Palavra-sinal: Não exigido"],
    ["pl", "Hasło ostrzegawcze: nie jest wymagane"],
    ["pl", "Hasło ostrzegawcze: nie ma zastosowania"],
  ])("%s '%s'", (language, line) => {
    // A word below the label (a supplemental phrase's "Attention" printed alone) is not taken as the label's value.
    const words: Record<string, string> = { de: "Achtung", fr: "Attention", it: "Attenzione", nl: "Waarschuwing", pt: "Atenção", pl: "Uwaga" };
    const result = parsed(language, [line, words[language]!]);
    expect(result.signal_word).toBeNull();
    expect(result.evidence.signal_word?.text).toBe(line);
  });
});
