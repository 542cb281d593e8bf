/**
 * Signal-word and hazard-statement forms of real sheets read in session 8 (the new external set: Nordic sheets,
 * templates translated word for word, web transcripts of small suppliers' sheets). Synthetic sheets with invented
 * content: section 1, section 2 with its label elements, section 3.
 */
import { describe, expect, test } from "bun:test";
import { isKnownHazardCode } from "../../src/modules/parsing/ghs-statements.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { expectLabelled, parsed } from "../helpers/eu-label-elements.ts";
import { sheet } from "../helpers/sds-text.ts";

/** REACH Annex II headings of the Nordic languages: section 1, 2, 2.2 and 3. */
const NORDIC: Record<string, readonly [string, string, string, string]> = {
  sv: ["AVSNITT 1: Namnet på ämnet/blandningen och bolaget/företaget", "AVSNITT 2: Farliga egenskaper", "2.2 Märkningsuppgifter", "AVSNITT 3: Sammansättning/information om beståndsdelar"],
  da: ["PUNKT 1: Identifikation af stoffet/blandingen og af selskabet/virksomheden", "PUNKT 2: Fareidentifikation", "2.2 Mærkningselementer", "PUNKT 3: Sammensætning af/oplysning om indholdsstoffer"],
  no: ["AVSNITT 1: Identifikasjon av stoffet/stoffblandingen og av selskapet/foretaket", "AVSNITT 2: Fareidentifikasjon", "2.2 Merkingselementer", "AVSNITT 3: Sammensetning/opplysninger om bestanddeler"],
  fi: ["KOHTA 1: Aineen tai seoksen ja yhtiön tai yrityksen tunnistetiedot", "KOHTA 2: Vaaran yksilöinti", "2.2 Merkinnät", "KOHTA 3: Koostumus ja tiedot aineosista"],
};

function nordic(language: string, labelElements: string[]) {
  const [section1, section2, elements, section3] = NORDIC[language]!;
  return parseSds(sheet([section1, "1.1 Produkt X", section2, elements, ...labelElements, section3, "Etanol    64-17-5    10 %"]));
}

function expectNordic(language: string, lines: string[], word: "DANGER" | "WARNING") {
  const result = nordic(language, lines);
  expect(result.signal_word).toBe(word);
  expect(result.evidence.signal_word?.method).not.toBe("derived");
  expect(result.evidence.signal_word!.confidence).toBeGreaterThanOrEqual(0.8);
}

describe("Nordic labels and words", () => {
  test.each([
    ["fi", "'Huomiosana' with 'Vaara'", ["Huomiosana: Vaara", "H225 Erittäin helposti syttyvä neste ja höyry."], "DANGER"],
    ["fi", "'Huomiosana' with 'Varoitus', no colon", ["Huomiosana Varoitus", "H319 Ärsyttää voimakkaasti silmiä."], "WARNING"],
    ["fi", "the label column run into a pictogram label", ["Huomiosana: Varoitusmerkit: Vaara", "H304 Voi olla tappavaa nieltynä."], "DANGER"],
    ["no", "'Varselord' with 'Fare'", ["Varselord: Fare", "H314 Gir alvorlige etseskader på hud og øyne."], "DANGER"],
    ["no", "'Varselord' with 'Advarsel'", ["Varselord: Advarsel", "H315 Irriterer huden."], "WARNING"],
    ["da", "'Signalord' with 'Fare'", ["Signalord: Fare", "H225 Meget brandfarlig væske og damp."], "DANGER"],
    ["da", "'Signalord' with 'Farligt' (a translated template's word)", ["Farepiktogrammer: Signalord: Farligt", "H318 Forårsager alvorlig øjenskade."], "DANGER"],
    ["sv", "'Signalord' with 'Varning'", ["Signalord: Varning", "H319 Orsakar allvarlig ögonirritation."], "WARNING"],
    ["sv", "a labelling label whose whole value is the word ('Märkning: Fara')", ["Märkning: Fara", "H225 Mycket brandfarlig vätska och ånga."], "DANGER"],
    ["no", "'Merking: Advarsel'", ["Merking: Advarsel", "H319 Gir alvorlig øyeirritasjon."], "WARNING"],
  ])("%s %s", (language, _name, lines, word) => {
    expectNordic(language as string, lines as string[], word as "DANGER" | "WARNING");
  });

  test.each([
    ["sv", "Signalord: Inget"],
    ["da", "Signalord: Ingen"],
    ["no", "Varselord: Ikke relevant"],
    ["fi", "Huomiosana: Ei sovellettavissa"],
  ])("%s '%s' says there is none", (language, line) => {
    const result = nordic(language, [line, "Ej klassificerad."]);
    expect(result.signal_word).toBeNull();
    expect(result.evidence.signal_word?.text).toContain(line);
  });

  test("the hazard statements label of each Nordic language opens the statements (section 2 heading lost)", () => {
    for (const [label, code] of [["Faroangivelser", "H225"], ["Faresætninger", "H226"], ["Fareindikasjoner", "H315"], ["Vaaralausekkeet", "H319"]]) {
      const result = parseSds(sheet(["1 Produkt X", "Leverandør: Firma X", "Mærkningselementer", `${label}: ${code}`, "4 Førstehjælp", "Skyl med vand."]));
      expect(result.h_codes).toEqual([code!]);
    }
  });
});

describe("a signal word without its own label", () => {
  test("one signal word used as the other's label ('Advarsel: Fare', a template translated word for word)", () => {
    expectNordic("no", ["Farepiktogrammer: Advarsel: Fare Fareindikasjoner: H315: Irriterer huden. H318: Gir alvorlig øyeskade."], "DANGER");
    expectLabelled("es", ["Pictogramas: Advertencia: Peligro", "H225 Líquido y vapores muy inflamables."], "DANGER");
  });

  test("the word after a pictogram's name, glued to the first hazard code ('Bombona de gas Atención: H280')", () => {
    const es = parsed("es", ["Bombona de gas Atención: H280 Contiene gas a presión; peligro de explosión en caso de calentamiento."]);
    expect(es.signal_word).toBe("WARNING");
    expect(es.evidence.signal_word?.method).toBe("text");
    const de = parsed("de", ["Flamme Gefahr: H225 Flüssigkeit und Dampf leicht entzündbar."]);
    expect(de.signal_word).toBe("DANGER");
    expect(de.evidence.signal_word?.method).toBe("text");
  });

  test("the word ending a statements label is no signal word ('Mentions de danger : H319', 'Uttalande om fara:')", () => {
    for (const [language, line] of [["fr", "Mentions de danger : H319 Provoque une sévère irritation des yeux."], ["es", "Indicaciones de peligro: H319 Provoca irritación ocular grave."], ["it", "Indicazioni di pericolo: H319 Provoca grave irritazione oculare."]] as const) {
      const result = parsed(language, [line]);
      expect(result.evidence.signal_word?.method ?? "derived").toBe("derived");
    }
    const sv = nordic("sv", ["Uttalande(n) om fara:     H412: Skadliga långtidseffekter för vattenlevande organismer."]);
    expect(sv.signal_word).toBeNull();
  });
});

describe("label forms", () => {
  test("a second label after the slash that the vocabulary does not know ('Signalwort / Gefahrenbezeichnung: Achtung')", () => {
    const result = parsed("de", ["Piktogramm / Gefahrensymbol: GHS07 Signalwort / Gefahrenbezeichnung: Achtung Enthält: Acrylat. Gefahr! Klebt Haut in Sekunden."]);
    expect(result.signal_word).toBe("WARNING");
    expect(result.evidence.signal_word?.method).toBe("text");
  });

  test("nl 'Signaal woorden' in two words inside a run of text", () => {
    expectLabelled("nl", ["Label elementen: Veroorzaakt huidirritatie Signaal woorden: WAARSCHUWING GHS07 H315 Veroorzaakt huidirritatie"], "WARNING");
  });

  test("a label of several words printed without its spaces ('HasłoOstrzegawcze Niebezpieczeństwo')", () => {
    expectLabelled("pl", ["X100 Strona 2 / 9 HasłoOstrzegawcze Niebezpieczeństwo Zwrotywskazującenarodzajzagrożenia H304-Połknięciemożegrozićśmiercią"], "DANGER");
    expectLabelled("fr", ["Mentiond'avertissement: Attention", "H319 Provoque une sévère irritation des yeux."], "WARNING");
  });
});

describe("Australian supplementary statements (AUH)", () => {
  test("an AUH code is read as itself, never as another code, and kept when the statement table knows it", () => {
    const result = parseSds(sheet([
      "SECTION 1 IDENTIFICATION", "Product name X-CHLOR 12", "SECTION 2 HAZARDS IDENTIFICATION", "Hazard statement(s)",
      "H290 May be corrosive to metals. H314 Causes severe skin burns and eye damage. AUH031 Contact with acid liberates toxic gas",
      "SECTION 3 COMPOSITION/INFORMATION ON INGREDIENTS", "Sodium hypochlorite    7681-52-9    10-15 %",
    ]));
    expect(result.h_codes).toEqual(isKnownHazardCode("AUH031") ? ["AUH031", "H290", "H314"] : ["H290", "H314"]);
  });
});
