/**
 * A section heading whose colon was read as a semicolon ("Section One; Product Identification", "SECTION 2; HAZARDS
 * IDENTIFICATION", "ABSCHNITT 3; Zusammensetzung"), as OCR reads a colon in a small or worn print, and as some
 * generators print it: the heading is read as with its colon. Before: no section found on such a sheet (the
 * metamorphic OCR family's "colon read as semicolon" lost all 16 sections of one sheet).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const TITLES: Record<string, string[]> = {
  en: ["Product Identification", "Hazards Identification", "Composition/Information on Ingredients", "First Aid Measures"],
  de: ["Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Mögliche Gefahren", "Zusammensetzung/Angaben zu Bestandteilen", "Erste-Hilfe-Maßnahmen"],
  fr: ["Identification du produit et de la société", "Identification des dangers", "Composition/informations sur les composants", "Premiers secours"],
  es: ["Identificación del producto y de la empresa", "Identificación de los peligros", "Composición/información sobre los componentes", "Primeros auxilios"],
};
const WORD: Record<string, string> = { en: "Section", de: "ABSCHNITT", fr: "RUBRIQUE", es: "SECCIÓN" };
const SPELLED = ["One", "Two", "Three", "Four"];

const headings = (language: string, heading: (index: number, title: string) => string) =>
  TITLES[language]!.flatMap((title, index) => [heading(index, title), "Text of the section."]);
const numbers = (lines: string[]) => parseSds(sheet(lines)).sections.map((section) => section.number);

describe("a section heading with a semicolon after its number", () => {
  for (const language of Object.keys(TITLES)) {
    test(`${language}: the section word, its number and a semicolon`, () => {
      expect(numbers(headings(language, (index, title) => `${WORD[language]} ${index + 1}; ${title}`))).toEqual([1, 2, 3, 4]);
      expect(numbers(headings(language, (index, title) => `${WORD[language]!.toUpperCase()} ${index + 1} ; ${title.toUpperCase()}`))).toEqual([1, 2, 3, 4]);
    });
  }

  test("a number spelled out, and a number alone before its title", () => {
    expect(numbers(headings("en", (index, title) => `Section ${SPELLED[index]}; ${title}`))).toEqual([1, 2, 3, 4]);
    expect(numbers(headings("en", (index, title) => `${index + 1}; ${title.toUpperCase()}`))).toEqual([1, 2, 3, 4]);
  });

  test("a sentence that cites a section before a semicolon is no heading", () => {
    const lines = [...headings("en", (index, title) => `Section ${index + 1}: ${title}`)];
    lines.splice(3, 0, "Section 8; wear gloves as described there.");
    expect(numbers(lines)).toEqual([1, 2, 3, 4]);
  });
});
