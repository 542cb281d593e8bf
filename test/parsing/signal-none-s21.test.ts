/**
 * Sheets that have no GHS signal word but print text that looks like one (session 21): the label with a "none" value in
 * its many forms and layouts, in eight languages, and the twins of each layout that do carry the word (which must keep
 * it). Synthetic sheets of sections 1–4 in each language's REACH Annex II headings; the product not classified.
 */
import { describe, expect, test } from "bun:test";
import { type Language, LANGUAGES, parsedIn } from "../helpers/signal-none-sheets.ts";

const codes = Object.keys(LANGUAGES);
/** A note under a lone warning word. */
const NOTE_TEXT = "Keep out of reach of children.";

/** The none value and the word, in each layout: the label's line, the next line, a later cell, a bilingual label. */
const layouts: ReadonlyArray<readonly [string, (language: Language, value: string) => string[]]> = [
  ["on the label's line", (l, value) => [`${l.label}: ${value}`]],
  ["in the next cell", (l, value) => [`${l.label}    ${value}`]],
  ["on the line below the label", (l, value) => [`${l.label}:`, value]],
  ["in a later cell of the pictograms' line", (l, value) => [`${l.pictograms}: –    ${l.label}: ${value}`]],
  ["after an English label (bilingual)", (l, value) => [`Signal word / ${l.label}: ${value}`]],
];

describe("a signal-word label stating none: no word", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    for (const none of language.nones) {
      for (const [layout, lines] of layouts) {
        test(`${code} "${none}" ${layout}`, () => {
          const result = parsedIn(code, [language.notClassified], [...lines(language, none), `${language.statements}: –`]);
          expect(result.signal_word).toBeNull();
        });
      }
    }
  }
});

describe("a none value, then a lone word heading a note below: no word", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    for (const none of language.nones) {
      test(`${code} "${none}" over a lone "${language.warning}"`, () => {
        const result = parsedIn(code, [language.notClassified], [`${language.label}: ${none}`, language.warning, "Keep out of reach of children."]);
        expect(result.signal_word).toBeNull();
      });
    }
  }
});

describe("twins: the same layouts with the word keep it", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    for (const [word, signal] of [[language.warning, "WARNING"], [language.danger, "DANGER"]] as const) {
      for (const [layout, lines] of layouts) {
        test(`${code} "${word}" ${layout}`, () => {
          const result = parsedIn(code, ["Eye Irrit. 2, H319"], [...lines(language, word), language.h319]);
          expect(result.signal_word).toBe(signal);
        });
      }
    }
  }
});

/** A sentence after the label saying, in words the vocabulary need not know, that the product carries no word. */
const SENTENCES: Record<string, string> = {
  en: "This product does not require a signal word according to CLP.",
  de: "Das Gemisch ist gemäß CLP-Verordnung kennzeichnungsfrei.",
  fr: "Le produit n'est pas soumis à l'étiquetage selon le CLP.",
  es: "El producto está exento de etiquetado según CLP.",
  it: "Il prodotto è esente da etichettatura secondo il CLP.",
  nl: "Het product is vrijgesteld van etikettering volgens CLP.",
  pt: "O produto está isento de rotulagem segundo o CLP.",
  pl: "Produkt zwolniony z oznakowania zgodnie z CLP.",
};

describe("a sentence after the label, then a lone word heading a note: no word", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    test(code, () => {
      const result = parsedIn(code, [language.notClassified], [`${language.label}: ${SENTENCES[code]}`, language.warning, "Keep out of reach of children."]);
      expect(result.signal_word).toBeNull();
    });
  }

  test("twin: the label alone on its line, the word below it, is read", () => {
    for (const code of codes) {
      const language = LANGUAGES[code]!;
      const result = parsedIn(code, ["Eye Irrit. 2, H319"], [`${language.label}:`, language.warning, language.h319]);
      expect(result.signal_word).toBe("WARNING");
    }
  });
});

describe("a header row of labels is no answer: the word in the cell below is read", () => {
  test("\"Signal word    Hazard statements\" over the word", () => {
    for (const code of codes) {
      const language = LANGUAGES[code]!;
      const result = parsedIn(code, ["Eye Irrit. 2, H319"], [`${language.label}    ${language.statements}`, "GHS07", language.warning, language.h319]);
      expect(result.signal_word).toBe("WARNING");
      expect(result.evidence.signal_word?.method).toBe("text");
    }
  });
});

/** "Not a hazardous substance or mixture" and the like, printed as the label's value on the line below it. */
const NOT_HAZARDOUS: Record<string, string> = {
  en: "Not a hazardous substance or mixture.",
  de: "Kein gefährlicher Stoff oder Gemisch.",
  fr: "Pas une substance ou un mélange dangereux.",
  es: "No es una sustancia o mezcla peligrosa.",
  it: "Non è una sostanza o miscela pericolosa.",
  nl: "Geen gevaarlijke stof of mengsel.",
  pt: "Não é uma substância ou mistura perigosa.",
  pl: "Nie jest substancją ani mieszaniną niebezpieczną.",
};

describe("a sentence on the line below a label alone: the label is answered, a lone word further down is not its", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    test(`${code} "${NOT_HAZARDOUS[code]}"`, () => {
      const result = parsedIn(code, [], [language.label, NOT_HAZARDOUS[code]!, language.warning, NOTE_TEXT]);
      expect(result.signal_word).toBeNull();
      expect(result.evidence.signal_word?.method ?? "none").not.toBe("derived");
    });
    test(`${code} a sentence not in the vocabulary`, () => {
      const result = parsedIn(code, [], [language.label, SENTENCES[code]!, language.warning, NOTE_TEXT]);
      expect(result.signal_word).toBeNull();
    });
  }
});
