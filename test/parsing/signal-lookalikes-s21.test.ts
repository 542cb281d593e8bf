/**
 * Words that are signal words in one language and everyday words in a sheet's text, on sheets that have no GHS signal
 * word (session 21): a note opening "Attention:" / "Achtung:" / "Uwaga:", a lone "Warning" heading a note, old
 * directive (67/548, 1999/45) R-phrase wording ("Danger of …", "Gefahr ernster …"), Prop 65, a word in another
 * section. Each with its twin that does carry the word. Synthetic sheets in eight languages.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { LANGUAGES, parsedIn } from "../helpers/signal-none-sheets.ts";
import { sheet } from "../helpers/sds-text.ts";

const codes = Object.keys(LANGUAGES);

/** A note opening with the language's warning word, a hazard word after its colon ("Warning: danger of slipping …"). */
const NOTES: Record<string, string> = {
  en: "Warning: danger of slipping on spilled product.",
  de: "Achtung: Gefahr des Ausrutschens bei verschüttetem Produkt.",
  fr: "Attention : danger de glissade en cas de produit renversé.",
  es: "Atención: peligro de resbalar con el producto derramado.",
  it: "Attenzione: pericolo di scivolamento con il prodotto versato.",
  nl: "Waarschuwing: gevaar voor uitglijden bij gemorst product.",
  pt: "Atenção: perigo de escorregar no produto derramado.",
  pl: "Uwaga: niebezpieczeństwo poślizgnięcia na rozlanym produkcie.",
};

/** A note below a lone warning word ("Attention !" / "Ne pas mélanger …"). */
const NOTE_LINES: Record<string, string> = {
  en: "Do not mix with other products.",
  de: "Nicht mit anderen Produkten mischen.",
  fr: "Ne pas mélanger avec d'autres produits.",
  es: "No mezclar con otros productos.",
  it: "Non miscelare con altri prodotti.",
  nl: "Niet mengen met andere producten.",
  pt: "Não misturar com outros produtos.",
  pl: "Nie mieszać z innymi produktami.",
};

describe("a note opening with the warning word, a hazard word after its colon: no word", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    test(`${code} in 2.3`, () => {
      const result = parsedIn(code, [language.notClassified], [`${language.label}: –`, NOTES[code]!]);
      expect(result.signal_word).toBeNull();
    });
    test(`${code} with no label`, () => {
      const result = parsedIn(code, [language.notClassified], [NOTES[code]!]);
      expect(result.signal_word).toBeNull();
    });
  }
  test("twin: one signal word used as the other's label, alone after it, is read (\"Avvertenza: Pericolo\")", () => {
    const result = parsedIn("it", ["Flam. Liq. 2, H225"], ["Attenzione: Pericolo", "H225 Liquido e vapori facilmente infiammabili."]);
    expect(result.signal_word).toBe("DANGER");
  });
});

describe("a lone warning word heading a note on a sheet not classified, no hazard codes: no word", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    for (const word of [language.warning, `${language.warning}!`, language.warning.toUpperCase()]) {
      test(`${code} "${word}"`, () => {
        const result = parsedIn(code, [language.notClassified], [`${language.pictograms}: –`, word, NOTE_LINES[code]!]);
        expect(result.signal_word).toBeNull();
      });
    }
    test(`${code} twin: the lone word over a hazard statement is read`, () => {
      const result = parsedIn(code, ["Eye Irrit. 2, H319"], [`${language.pictograms}: GHS07`, language.warning, language.h319]);
      expect(result.signal_word).toBe("WARNING");
    });
    test(`${code} twin: an old directive's "not classified" beside a CLP label with its word and codes`, () => {
      const result = parsedIn(code, [language.notClassified], ["GHS07", language.warning, language.h319]);
      expect(result.signal_word).toBe("WARNING");
    });
  }
});

describe("old directive (67/548/EEC, 1999/45/EC) sheets: R-phrase wording is not a signal word", () => {
  const oldSheets: Record<string, string[]> = {
    en: ["Indication of danger: Xn Harmful", "R48/20 Harmful: danger of serious damage to health by prolonged exposure through inhalation.", "Danger of serious damage to health by prolonged exposure"],
    de: ["Gefahrenbezeichnung: Xn Gesundheitsschädlich", "R48/20 Gesundheitsschädlich: Gefahr ernster Gesundheitsschäden bei längerer Exposition durch Einatmen.", "Gefahr ernster Gesundheitsschäden bei längerer Exposition"],
    fr: ["Indications de danger : Xn Nocif", "R48/20 Nocif : risque d'effets graves pour la santé en cas d'exposition prolongée par inhalation.", "Danger d'effets graves pour la santé"],
    es: ["Indicaciones de peligro: Xn Nocivo", "R48/20 Nocivo: riesgo de efectos graves para la salud en caso de exposición prolongada por inhalación.", "Peligro de efectos graves para la salud"],
    it: ["Indicazioni di pericolo: Xn Nocivo", "R48/20 Nocivo: pericolo di gravi danni per la salute in caso di esposizione prolungata per inalazione.", "Pericolo di gravi danni per la salute"],
    nl: ["Gevaarsaanduiding: Xn Schadelijk", "R48/20 Schadelijk: gevaar voor ernstige schade aan de gezondheid bij langdurige blootstelling bij inademing.", "Gevaar voor ernstige schade aan de gezondheid"],
    pt: ["Indicações de perigo: Xn Nocivo", "R48/20 Nocivo: risco de efeitos graves para a saúde em caso de exposição prolongada por inalação.", "Perigo de efeitos graves para a saúde"],
    pl: ["Oznaczenie zagrożenia: Xn Szkodliwy", "R48/20 Działa szkodliwie: stwarza poważne zagrożenie dla zdrowia w następstwie długotrwałego narażenia drogą oddechową.", "Niebezpieczeństwo poważnych szkód dla zdrowia"],
  };
  for (const code of codes) {
    test(code, () => {
      const result = parsedIn(code, ["Xn; R48/20"], oldSheets[code]!);
      expect(result.signal_word).toBeNull();
    });
  }
});

const english = (section2: string[], later: string[] = []) =>
  parseSds(sheet([
    "SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Harbour Soap", "SECTION 2: Hazards identification", ...section2,
    "SECTION 3: Composition/information on ingredients", "Glycerol    56-81-5    5 %", "SECTION 4: First-aid measures", "Rinse with water.", ...later,
  ]));

describe("US and Canadian texts on sheets with no signal word", () => {
  test.each([
    ["a Prop 65 warning in section 2", ["Classification: Not classified", "Signal word: None", "WARNING: This product can expose you to chemicals including", "titanium dioxide, which is known to the State of California to cause cancer."]],
    ["a lone WARNING over a Prop 65 text", ["This product is not a hazardous chemical as defined by the OSHA Hazard Communication Standard (GHS).", "WARNING", "This product can expose you to chemicals including titanium dioxide, which is known to", "the State of California to cause cancer. For more information go to www.P65Warnings.ca.gov."]],
    ["an old MSDS overview far above a lone word", ["EMERGENCY OVERVIEW", "Appearance: clear liquid.", "Not classified under GHS.", "Odour: mild.", "CAUTION!", "WARNING!", "Avoid contact with eyes."]],
    ["a caution note", ["Not a hazardous substance or mixture according to the Globally Harmonized System (GHS).", "Caution: Avoid contact with eyes."]],
  ])("%s", (_kind, section2) => {
    expect(english(section2 as string[]).signal_word).toBeNull();
  });

  test("a word in section 14 or 16 is not section 2's", () => {
    const result = english(["Not a hazardous substance or mixture according to the Globally Harmonized System (GHS).", "Signal word: Not applicable"], [
      "SECTION 14: Transport information", "Label: DANGER - not regulated", "SECTION 16: Other information", "Revision note: Signal word changed from Warning to None.",
    ]);
    expect(result.signal_word).toBeNull();
  });
});

describe("codes that carry no signal word (EUH, aquatic H411–H413, H362) beside a lone warning word: no word", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    test(`${code} EUH210 on a sheet not classified`, () => {
      const result = parsedIn(code, [language.notClassified], ["EUH210 Safety data sheet available on request.", `${language.warning}!`, NOTE_LINES[code]!]);
      expect(result.signal_word).toBeNull();
    });
    test(`${code} H412 only`, () => {
      const result = parsedIn(code, ["Aquatic Chronic 3, H412"], ["H412", language.warning, NOTE_LINES[code]!]);
      expect(result.signal_word).toBeNull();
    });
    test(`${code} twin: H410 carries the word`, () => {
      const result = parsedIn(code, ["Aquatic Chronic 1, H410"], ["GHS09", language.warning, "H410"]);
      expect(result.signal_word).toBe("WARNING");
    });
  }
});

describe("other systems' signal words beside GHS text: no GHS word", () => {
  test.each([
    ["a Canadian consumer (CCCR) label, CAUTION and its French ATTENTION", ["Classification: Not a WHMIS controlled product.", "GHS label elements: see below", "CAUTION", "ATTENTION", "EYE IRRITANT / IRRITANT POUR LES YEUX"]],
    ["a US EPA pesticide label's signal word", ["This product is a pesticide registered by the US EPA and is exempt from OSHA GHS labelling.", "EPA label signal word:", "WARNING", "KEEP OUT OF REACH OF CHILDREN"]],
  ])("%s", (_kind, section2) => {
    expect(english(section2 as string[]).signal_word).toBeNull();
  });

  test("twin: an HCS 2012 label after the overview keeps its word", () => {
    const result = english(["EMERGENCY OVERVIEW", "Appearance: clear liquid.", "Label elements", "Pictograms: GHS07", "Warning", "H319 Causes serious eye irritation."]);
    expect(result.signal_word).toBe("WARNING");
  });

  test("twin: a word in the label elements beside a precautionary statement keeps it", () => {
    const result = english(["Label elements", "GHS07", "Warning", "H319 Causes serious eye irritation.", "Precautionary statements", "P305+P351+P338 IF IN EYES: Rinse cautiously with water for several minutes."]);
    expect(result.signal_word).toBe("WARNING");
  });
});

describe("outside section 2 (read when section 2 gives nothing): the same rule", () => {
  test("a word used as a label in section 1 on a sheet not classified, no codes: no word", () => {
    const [section1, section2, part1, , section3] = LANGUAGES.it!.headings;
    const result = parseSds(sheet([section1, "1.1 Prodotto X", "Attenzione: Pericolo", section2, part1, LANGUAGES.it!.notClassified, section3, "Etanolo    64-17-5    < 1 %"]));
    expect(result.signal_word).toBeNull();
  });
  test("twin: a signal-word label in section 1 is read", () => {
    const [section1, section2, part1, , section3] = LANGUAGES.it!.headings;
    const result = parseSds(sheet([section1, "1.1 Prodotto X", "Avvertenza: Pericolo", section2, part1, "Flam. Liq. 2, H225", section3, "Etanolo    64-17-5    < 1 %"]));
    expect(result.signal_word).toBe("DANGER");
  });
});
