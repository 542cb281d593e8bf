/**
 * Signal-word forms checked across the languages in session 9: labels translated word for word, the words of
 * translated US templates, the Spanish inverted exclamation mark, a label cell with its qualifier heading a table
 * column, pictogram codes between the label and its word, and "none" as each language states it (also a dash).
 * Synthetic sheets with invented content.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { expectLabelled, parsed } from "../helpers/eu-label-elements.ts";
import { sheet } from "../helpers/sds-text.ts";

/** An English sheet with the given lines under 2.2. */
function english(labelElements: string[]) {
  return parseSds(sheet([
    "SECTION 1: Identification", "1.1 Product name: Testol 5", "SECTION 2: Hazards identification", "2.2 Label elements",
    ...labelElements, "SECTION 3: Composition/information on ingredients", "Ethanol    64-17-5    10 %",
  ]));
}

/** The Nordic sheets' section headings (section 1, 2, 2.2, 3). */
const NORDIC: Record<string, readonly string[]> = {
  sv: ["AVSNITT 1: Namnet på ämnet/blandningen", "AVSNITT 2: Farliga egenskaper", "2.2 Märkningsuppgifter", "AVSNITT 3: Sammansättning/information om beståndsdelar"],
  da: ["PUNKT 1: Identifikation af stoffet/blandingen", "PUNKT 2: Fareidentifikation", "2.2 Mærkningselementer", "PUNKT 3: Sammensætning af/oplysning om indholdsstoffer"],
  fi: ["KOHTA 1: Aineen tai seoksen tunnistetiedot", "KOHTA 2: Vaaran yksilöinti", "2.2 Merkinnät", "KOHTA 3: Koostumus ja tiedot aineosista"],
};

function sheetIn(language: string, labelElements: string[]) {
  if (language === "en") return english(labelElements);
  const nordic = NORDIC[language];
  if (!nordic) return parsed(language, labelElements);
  const [section1, section2, elements, section3] = nordic;
  return parseSds(sheet([section1!, "1.1 Produkt X", section2!, elements!, ...labelElements, section3!, "Etanol    64-17-5    10 %"]));
}

describe("labels and words as translated templates print them", () => {
  test.each([
    ["de", "Signal-Wort: Gefahr", "H225 Flüssigkeit und Dampf leicht entzündbar.", "DANGER"],
    ["fr", "Mot-signal : Attention", "H319 Provoque une sévère irritation des yeux.", "WARNING"],
    ["fr", "Mot signal : Danger", "H225 Liquide et vapeurs très inflammables.", "DANGER"],
    ["it", "Parola segnale: Pericolo", "H225 Liquido e vapori facilmente infiammabili.", "DANGER"],
    ["it", "Parola d'avvertimento: Attenzione", "H319 Provoca grave irritazione oculare.", "WARNING"],
    ["nl", "Waarschuwingswoord: Gevaar", "H225 Zeer licht ontvlambare vloeistof en damp.", "DANGER"],
    ["pt", "Palavra de sinalização: Atenção", "H319 Provoca irritação ocular grave.", "WARNING"],
    ["pl", "Słowo ostrzegawcze: Niebezpieczeństwo", "H225 Wysoce łatwopalna ciecz i pary.", "DANGER"],
    ["pl", "Słowo sygnałowe: Uwaga", "H319 Działa drażniąco na oczy.", "WARNING"],
    // ANSI Z535's "WARNING" as translated US templates render it.
    ["de", "Signalwort: Warnung", "H319 Verursacht schwere Augenreizung.", "WARNING"],
    ["pl", "Hasło ostrzegawcze: Ostrzeżenie", "H319 Działa drażniąco na oczy.", "WARNING"],
  ] as const)("%s '%s'", (language, line, code, word) => {
    expectLabelled(language, [line, code], word);
  });

  test("the system's name after the label without brackets ('Palabra de riesgo SGA', 'Signal word GHS')", () => {
    expectLabelled("es", ["Palabra de riesgo SGA     Peligro.", "H225 Líquido y vapores muy inflamables."], "DANGER");
    expect(english(["Signal word GHS: Warning", "H319 Causes serious eye irritation."]).signal_word).toBe("WARNING");
  });

  test("a labelling label's word with another field's label after it on the line (two-column form)", () => {
    const result = parsed("pl", ["Oznakowanie według (WE) 1272/2008 Oznakowanie: Uwaga Aktualizowano: 01/06/15", "H319 Działa drażniąco na oczy."]);
    expect(result.signal_word).toBe("WARNING");
    expect(result.evidence.signal_word?.method).toBe("text");
    const longer = parsed("de", ["Kennzeichnung: Gefahr für Kinder beachten", "EUH210 Sicherheitsdatenblatt auf Anfrage erhältlich."]);
    expect(longer.signal_word).toBeNull();
  });

  test("the Spanish word between inverted and closing exclamation marks, on the label's line or the next", () => {
    expectLabelled("es", ["Palabra de advertencia: ¡Peligro!", "H225 Líquido y vapores muy inflamables."], "DANGER");
    expectLabelled("es", ["Palabra de advertencia:", "¡Atención!", "H319 Provoca irritación ocular grave."], "WARNING");
  });
});

describe("where the word stands", () => {
  test.each([
    ["en", "Pictograms    Signal word (GHS-US)    Hazard statements", "GHS02    Danger    H225 Highly flammable liquid and vapour.", "DANGER"],
    ["de", "Piktogramme    Signalwort (CLP)    Gefahrenhinweise", "GHS07    Achtung    H319 Verursacht schwere Augenreizung.", "WARNING"],
    ["nl", "Pictogrammen    Signaalwoord(en)    Gevarenaanduidingen", "GHS02    Gevaar    H225 Zeer licht ontvlambare vloeistof en damp.", "DANGER"],
    ["sv", "Faropiktogram    Signalord (CLP)    Faroangivelser", "GHS07    Varning    H319 Orsakar allvarlig ögonirritation.", "WARNING"],
  ] as const)("%s: a label cell with its qualifier or plural heads the column ('%s')", (language, header, row, word) => {
    const result = sheetIn(language, [header, row]);
    expect(result.signal_word).toBe(word);
    expect(result.evidence.signal_word?.method).toBe("text");
    expect(result.evidence.signal_word!.confidence).toBeGreaterThanOrEqual(0.8);
  });

  test("the pictograms' codes between the label and its word: the word is still the label's", () => {
    const result = parsed("de", ["Signalwort:", "GHS02    GHS07", "Gefahr", "H225 Flüssigkeit und Dampf leicht entzündbar."]);
    expect(result.signal_word).toBe("DANGER");
    expect(result.evidence.signal_word!.confidence).toBeGreaterThanOrEqual(0.85);
  });

  test.each([
    ["en", "Hazard pictograms: GHS02 GHS07 Danger", "H225 Highly flammable liquid and vapour.", "DANGER"],
    ["de", "Gefahrenpiktogramme GHS07 Achtung", "H319 Verursacht schwere Augenreizung.", "WARNING"],
    ["fr", "Pictogrammes de danger : GHS05 Danger", "H314 Provoque de graves brûlures de la peau et de graves lésions des yeux.", "DANGER"],
  ] as const)("%s: the word ending the pictograms' line without a label of its own ('%s')", (language, line, code, word) => {
    const result = sheetIn(language, [line, code]);
    expect(result.signal_word).toBe(word);
    expect(result.evidence.signal_word?.method).toBe("text");
    expect(result.evidence.signal_word!.confidence).toBeLessThanOrEqual(0.8);
  });

  test.each([
    ["es", "Pictogramas de peligro    Peligro", "H225 Líquido y vapores muy inflamables.", "DANGER"],
    ["pl", "Piktogramy określające rodzaj zagrożenia:    Uwaga", "H319 Działa drażniąco na oczy.", "WARNING"],
  ] as const)("%s: the word beside a pictograms' label whose images left no text ('%s')", (language, line, code, word) => {
    const result = sheetIn(language, [line, code]);
    expect(result.signal_word).toBe(word);
    expect(result.evidence.signal_word!.confidence).toBeLessThanOrEqual(0.8);
  });

  test("a pictograms' label that ends on a signal word is no word ('Pictogrammes de danger')", () => {
    const result = parsed("fr", ["Pictogrammes de danger", "GHS07", "EUH210 Fiche de données de sécurité disponible sur demande."]);
    expect(result.signal_word).toBeNull();
  });

  test("a labelled word later in the label elements wins over a word beside the pictograms", () => {
    const result = english(["Hazard pictograms    Danger", "Signal word: Warning", "H319 Causes serious eye irritation."]);
    expect(result.signal_word).toBe("WARNING");
  });

  test.each([
    ["de", "Signalwort: GHS02 Gefahr", "DANGER"],
    ["it", "Avvertenza:    GHS07    Attenzione", "WARNING"],
    ["en", "Signal word: [Danger]", "DANGER"],
  ] as const)("%s: the word after the pictograms' codes or in brackets ('%s')", (language, line, word) => {
    const result = sheetIn(language, [line, word === "DANGER" ? "H225 x" : "H319 x"]);
    expect(result.signal_word).toBe(word);
    expect(result.evidence.signal_word?.method).toBe("text");
  });

  test("the label followed only by the pictograms' codes, the word on the next line", () => {
    const result = parsed("nl", ["Signaalwoord: GHS02", "Gevaar", "H225 Zeer licht ontvlambare vloeistof en damp."]);
    expect(result.signal_word).toBe("DANGER");
    expect(result.evidence.signal_word!.confidence).toBeGreaterThanOrEqual(0.85);
  });

  test("a pictogram line ending with a word that is not a signal word gives none", () => {
    const result = english(["Hazard pictograms: GHS07 Exclamation", "EUH210 Safety data sheet available on request."]);
    expect(result.signal_word).toBeNull();
  });

  test("a dash between the label and its word only separates them", () => {
    expect(english(["Signal word - Danger", "H225 Highly flammable liquid and vapour."]).signal_word).toBe("DANGER");
  });
});

describe("no signal word, as each language states it", () => {
  test.each([
    ["en", "Signal word: Nil"],
    ["en", "Signal word: —"],
    ["en", "Signal word: (none)"],
    ["de", "Signalwort: Keines"],
    ["de", "Signalwort: –"],
    ["fr", "Mention d'avertissement : Pas de mention d'avertissement"],
    ["es", "Palabra de advertencia: Sin palabra de advertencia"],
    ["es", "Palabra de advertencia: No procede"],
    ["it", "Avvertenza: Non prevista"],
    ["nl", "Signaalwoord: N.v.t."],
    ["pt", "Palavra-sinal: Sem palavra-sinal"],
    ["pl", "Hasło ostrzegawcze: Nie stosuje się"],
    ["sv", "Signalord: Inte tillämpligt"],
    ["da", "Signalord: Ikke anvendelig"],
    ["fi", "Huomiosana: Ei mitään"],
  ] as const)("%s '%s'", (language, line) => {
    const result = sheetIn(language, [line, "EUH210 Safety data sheet available on request."]);
    expect(result.signal_word).toBeNull();
    expect(result.evidence.signal_word?.text).toContain(line.split(":")[0]!);
  });

  test("a dash alone on the line after the label", () => {
    const result = english(["Signal word", "-", "EUH210 Safety data sheet available on request."]);
    expect(result.signal_word).toBeNull();
    expect(result.evidence.signal_word?.text).toContain("Signal word");
  });

  test("'none' beside hazard codes that carry a word keeps its value but not its confidence", () => {
    const result = english(["Signal word: None", "H225 Highly flammable liquid and vapour."]);
    expect(result.signal_word).toBeNull();
    expect(result.evidence.signal_word!.confidence).toBeLessThanOrEqual(0.6);
    expect(result.needs_review_reasons.join(" ")).toContain("states no signal word");
  });
});

describe("words that are not the label's", () => {
  test.each([
    ["fr", ["EUH211", "Attention !", "Des gouttelettes respirables dangereuses peuvent se former lors de la pulvérisation."]],
    ["de", ["Ergänzende Gefahrenmerkmale:", "Achtung!", "Enthält Blei."]],
    ["it", ["EUH208 Contiene X. Può provocare una reazione allergica.", "Attenzione!", "Contiene piombo."]],
    ["es", ["Información suplementaria:", "¡Atención!", "Al utilizarse, puede formarse polvo respirable peligroso."]],
  ] as const)("%s: a supplemental EU statement opening with the word, wrapped after it", (language, lines) => {
    const result = parsed(language, [...lines]);
    expect(result.signal_word).toBeNull();
  });

  test("a lone word of a Proposition 65 warning in French or Spanish", () => {
    const fr = parsed("fr", ["AVERTISSEMENT", "Ce produit peut vous exposer au benzène, identifié par l'État de Californie comme cancérogène.", "H319 Provoque une sévère irritation des yeux."]);
    expect(fr.evidence.signal_word?.method).toBe("derived");
    const es = parsed("es", ["ADVERTENCIA", "Este producto puede exponerle al benceno, que el Estado de California sabe que causa cáncer.", "H319 Provoca irritación ocular grave."]);
    expect(es.evidence.signal_word?.method).toBe("derived");
  });

  test("a lone '¡Atención!' in the label elements is the word", () => {
    const result = parsed("es", ["Pictogramas de peligro:", "GHS07", "¡Atención!", "Indicaciones de peligro:", "H319 Provoca irritación ocular grave."]);
    expect(result.signal_word).toBe("WARNING");
    expect(result.evidence.signal_word?.method).toBe("text");
  });
});
