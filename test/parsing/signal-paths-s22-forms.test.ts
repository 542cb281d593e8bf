/**
 * Session 22's path sweep, part 2: forms that gave a signal word without a label of its own on sheets of products that
 * have none, each with its twin that carries the word: a word opening a row of codes that carry none ("Attention
 * EUH210 …"), a note's word opening the statements' value that says there are none, a note's word run into the
 * signal-word label's line that says there is none, a sheet classified only under a regime without signal words (the
 * EU's old Directives with their R-phrases, Canada's WHMIS 1988), a supplemental EU statement's own "Warning!" printed
 * without its code. Eight languages where the form has them.
 */
import { describe, expect, test } from "bun:test";
import { GHS_HAZARD_STATEMENTS } from "../../src/shared/ghs/hazard-statements.ts";
import { CLP_STATEMENT_TABLES } from "../../src/shared/ghs/statement-languages.ts";
import { LANGUAGES, NOTE, parsedSheet } from "../helpers/signal-path-sheets.ts";

const codes = Object.keys(LANGUAGES);

/** EUH210 as each language prints it. */
const EUH210: Record<string, string> = {
  en: "EUH210 Safety data sheet available on request.", de: "EUH210 Sicherheitsdatenblatt auf Anfrage erhältlich.",
  fr: "EUH210 Fiche de données de sécurité disponible sur demande.", es: "EUH210 Puede solicitarse la ficha de datos de seguridad.",
  it: "EUH210 Scheda dati di sicurezza disponibile su richiesta.", nl: "EUH210 Veiligheidsinformatieblad op verzoek verkrijgbaar.",
  pt: "EUH210 Ficha de segurança fornecida a pedido.", pl: "EUH210 Karta charakterystyki dostępna na żądanie.",
};

describe("a word opening a row whose only code carries no word: none", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    const labelElements = language.headings[3];
    test(code, () => {
      expect(parsedSheet(code, [labelElements, `${language.warning}    ${EUH210[code]!}`]).signal_word).toBeNull();
    });
    test(`${code} twin: the word opening the row of a statement that carries it`, () => {
      expect(parsedSheet(code, [labelElements, `${language.warning}    ${language.h319}`]).signal_word).toBe("WARNING");
    });
  }
});

describe("the statements' label answered with none after a note's word: none", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    const labelElements = language.headings[3];
    for (const none of language.nones.slice(0, 3)) {
      test(`${code} "${none}"`, () => {
        expect(parsedSheet(code, [labelElements, `${language.statements}: ${language.warning}: ${none}`]).signal_word).toBeNull();
      });
    }
    test(`${code} twin: the word opening the statements' value`, () => {
      const statement = language.h319.replace(/^H319 /, "");
      expect(parsedSheet(code, [labelElements, `${language.statements}: ${language.warning}: ${statement}`]).signal_word).toBe("WARNING");
    });
  }
});

describe("a note's word run into the signal-word label's line that says there is none: none", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    const labelElements = language.headings[3];
    for (const none of language.nones.slice(0, 3)) {
      test(`${code} "${none}"`, () => {
        expect(parsedSheet(code, [labelElements, `${language.warning}! ${language.label}: ${none}`, NOTE[code]!]).signal_word).toBeNull();
      });
    }
    test(`${code} twin: the word's cell before its label, the label's own cell empty`, () => {
      expect(parsedSheet(code, [labelElements, `${language.pictograms} ${language.danger.toUpperCase()}! ${language.label}`, "H225"]).signal_word).toBe("DANGER");
    });
  }
});

describe("a sheet classified only under the old Directives (R-phrases, symbol letters), a lone word: none", () => {
  const dpd: Record<string, string[]> = {
    en: ["Classification according to Directive 1999/45/EC: Xi; R36", "Hazard symbol: Xi Irritant"],
    de: ["Einstufung gemäß Richtlinie 1999/45/EG: Xi; R36", "Gefahrensymbol: Xi Reizend"],
    fr: ["Classification selon la directive 1999/45/CE : Xi; R36", "Symbole de danger : Xi Irritant"],
    es: ["Clasificación según la Directiva 1999/45/CE: Xi; R36", "Símbolo de peligro: Xi Irritante"],
    it: ["Classificazione secondo la direttiva 1999/45/CE: Xi; R36", "Simbolo di pericolo: Xi Irritante"],
    nl: ["Indeling volgens Richtlijn 1999/45/EG: Xi; R36", "Gevarensymbool: Xi Irriterend"],
    pt: ["Classificação segundo a Diretiva 1999/45/CE: Xi; R36", "Símbolo de perigo: Xi Irritante"],
    pl: ["Klasyfikacja zgodnie z dyrektywą 1999/45/WE: Xi; R36", "Symbol zagrożenia: Xi Produkt drażniący"],
  };
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    const [, , classification, labelElements] = language.headings;
    test(code, () => {
      expect(parsedSheet(code, [classification, ...dpd[code]!, labelElements, language.warning, "R36"]).signal_word).toBeNull();
    });
    test(`${code}: the R-phrase alone names the regime`, () => {
      expect(parsedSheet(code, [classification, "Xi; R36/38", labelElements, language.danger, NOTE[code]!]).signal_word).toBeNull();
    });
    test(`${code} twin: a sheet of the change-over years, old classification and the CLP label with its statement`, () => {
      expect(parsedSheet(code, [classification, ...dpd[code]!, labelElements, language.warning, language.h319]).signal_word).toBe("WARNING");
    });
  }
});

describe("a sheet classified under WHMIS 1988 (a class and division), a lone word: none", () => {
  const cases: Record<string, string[]> = {
    en: ["WHMIS classification: D2B - Toxic material causing other toxic effects", "Label elements", "Warning", "Eye irritant"],
    fr: ["Classification SIMDUT : D2B - Matière toxique ayant d'autres effets", "Éléments d'étiquetage", "Attention", "Irritant pour les yeux"],
  };
  for (const [code, lines] of Object.entries(cases)) {
    test(code, () => {
      expect(parsedSheet(code, lines).signal_word).toBeNull();
    });
    test(`${code} twin: WHMIS 2015 (GHS) with its statement`, () => {
      const language = LANGUAGES[code]!;
      const twin = [code === "en" ? "WHMIS 2015 classification: Eye Irrit. 2A" : "Classification SIMDUT 2015 : Eye Irrit. 2A", lines[1]!, lines[2]!, language.h319];
      expect(parsedSheet(code, twin).signal_word).toBe("WARNING");
    });
  }
});

describe("a supplemental EU statement's own word, the statement printed without its code: none", () => {
  // EUH201A, EUH206, EUH211 and EUH212 open with "Warning!" in every language ("Achtung!", "¡Atención!", "Uwaga!").
  const tables: Record<string, Readonly<Record<string, string>>> = { en: GHS_HAZARD_STATEMENTS, ...CLP_STATEMENT_TABLES };
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    const labelElements = language.headings[3];
    for (const euh of ["EUH201A", "EUH206", "EUH211", "EUH212"]) {
      const statement = tables[code]![euh]!;
      test(`${code} ${euh} after the statements' label`, () => {
        expect(parsedSheet(code, [labelElements, `${language.statements}: ${statement}`]).signal_word).toBeNull();
      });
      test(`${code} ${euh} under an empty signal-word label`, () => {
        expect(parsedSheet(code, [labelElements, `${language.label}:`, statement]).signal_word).toBeNull();
      });
    }
    test(`${code} twin: the word under the empty-looking label, then the EU statement with its code`, () => {
      const result = parsedSheet(code, [labelElements, `${language.label}:`, language.warning, language.h319, `EUH211 ${tables[code]!.EUH211!}`]);
      expect(result.signal_word).toBe("WARNING");
    });
  }
});
