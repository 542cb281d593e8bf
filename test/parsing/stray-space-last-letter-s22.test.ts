/**
 * A label word split before its last letter by the text layer's letter spacing ("Physical stat e", "Estado físic o",
 * "Stato fisic o"), where the last letter is a word in some language's common words (pt "e", es "o"): the letter is
 * a fragment, so the label is rejoined and its value read (session 22). The metamorphic spacing family's k=-1 variant
 * found it. Through parseSds; invented values.
 */
import { describe, expect, test } from "bun:test";
import { parseForms } from "../helpers/property-forms-sheet.ts";
import { FIELD_LANGUAGES } from "../helpers/new-fields-words.ts";
import { joinStraySpaces } from "../../src/modules/parsing/stray-spaces.ts";

const CASES: [language: string, label: string, value: string, state: string][] = [
  ["en", "Physical stat e", "Liquid", "liquid"],
  ["en", "Physica l stat e", "Solid", "solid"],
  ["es", "Estado físic o", "Líquido", "liquid"],
  ["it", "Stato fisic o", "Liquido", "liquid"],
  ["pt", "Estado físic o", "Líquido", "liquid"],
  ["fr", "État physiqu e", "Liquide", "liquid"],
  ["pl", "Stan skupieni a", "ciecz", "liquid"],
];

describe("a state label split before its last letter", () => {
  for (const [language, label, value, state] of CASES) {
    test(`${language} "${label}"`, () => {
      const w = FIELD_LANGUAGES[language]!;
      expect(parseForms(language, [`1.2 ${w.useHeading}`, w.use], [`${label}: ${value}`]).physical_state).toBe(state);
    });
  }
});

describe("a one-letter word stays a word inside a line, and ending a label wrapped after it", () => {
  // Counting every such letter a fragment (the first version) joined Italian "non è" into a split "none"; counting it
  // so at any line's end (the second) joined Romanian "identificare a" of a wrapped label into "identificarea".
  const lines = [
    "Il prodotto non è pericoloso.",
    "La miscela non è classificata come pericolosa.",
    "Produto não é perigoso e não é classificado.",
    "Stato fisico e colore: liquido",
    "Element de identificare a",
    "Element de identificare a        AX-7",
  ];
  for (const line of lines) {
    test(line, () => {
      expect(joinStraySpaces(line)).toBe(line);
    });
  }
});
