/**
 * Session 18 (old photocopied scans): a signal word printed alone on its line, with specks, a smudge or a pen stroke
 * beside it read as a cell of marks ("Danger    ~~", "—    Gefahr"): the word no longer stands alone and is not read.
 * Eight languages' words under their label-elements heading, each with the noise cells OCR makes of such marks.
 */
import { describe, expect, test } from "bun:test";
import { repairSignalWordLine } from "../../src/modules/parsing/ocr-signal-word.ts";
import { parseScan } from "../helpers/ocr-scan.ts";
import { expectLinearGrowth } from "../helpers/growth.ts";

/** Per language: section 2's heading, the label elements' heading, the two words as printed, the statements' heading. */
const LANGUAGES: Readonly<Record<string, { heading: string; elements: string; words: readonly [string, string]; statements: string }>> = {
  en: { heading: "SECTION 2: HAZARDS IDENTIFICATION", elements: "2.2 Label elements", words: ["Danger", "Warning"], statements: "Hazard statements" },
  de: { heading: "ABSCHNITT 2: Mögliche Gefahren", elements: "2.2 Kennzeichnungselemente", words: ["Gefahr", "Achtung"], statements: "Gefahrenhinweise" },
  fr: { heading: "RUBRIQUE 2: Identification des dangers", elements: "2.2 Éléments d'étiquetage", words: ["Danger", "Attention"], statements: "Mentions de danger" },
  es: { heading: "SECCIÓN 2: Identificación de los peligros", elements: "2.2 Elementos de la etiqueta", words: ["Peligro", "Atención"], statements: "Indicaciones de peligro" },
  it: { heading: "SEZIONE 2: Identificazione dei pericoli", elements: "2.2 Elementi dell'etichetta", words: ["Pericolo", "Attenzione"], statements: "Indicazioni di pericolo" },
  nl: { heading: "RUBRIEK 2: Identificatie van de gevaren", elements: "2.2 Etiketteringselementen", words: ["Gevaar", "Waarschuwing"], statements: "Gevarenaanduidingen" },
  pt: { heading: "SECÇÃO 2: Identificação dos perigos", elements: "2.2 Elementos do rótulo", words: ["Perigo", "Atenção"], statements: "Advertências de perigo" },
  pl: { heading: "SEKCJA 2: Identyfikacja zagrożeń", elements: "2.2 Elementy oznakowania", words: ["Niebezpieczeństwo", "Uwaga"], statements: "Zwroty wskazujące rodzaj zagrożenia" },
};

/** How the marks beside the word are read: a cell after it, a cell before it, or both. */
const NOISE: readonly ((word: string) => string)[] = [
  (w) => `${w}    ~~`, (w) => `${w}    —`, (w) => `${w}    _`, (w) => `${w}    =`, (w) => `${w}    »`, (w) => `${w}    ..`,
  (w) => `${w}    ~    .`, (w) => `—    ${w}`, (w) => `~~    ${w}    '`, (w) => `${w.toUpperCase()}    ~~`,
];

const cases = Object.entries(LANGUAGES).flatMap(([language, l]) => l.words.flatMap((word, i) => NOISE.map((noise) => ({
  language, line: noise(word), truth: i === 0 ? "DANGER" : "WARNING",
  lines: ["SAFETY DATA SHEET", "SECTION 1: IDENTIFICATION", "Product name: Nordclean Floor Polish", "Manufacturer: Nordwerk Chemie GmbH",
    l.heading, l.elements, noise(word), l.statements, "SECTION 3: COMPOSITION"],
}))));

describe("a signal word alone on its line beside a cell of marks (8 languages)", () => {
  test("each word is read as the signal word, as it is without the marks", () => {
    const misses: string[] = [];
    for (const c of cases) {
      const parsed = parseScan([c.lines]);
      if (parsed.signal_word !== c.truth) misses.push(`${c.language} ${JSON.stringify(c.line)} → ${parsed.signal_word}`);
    }
    expect(misses).toEqual([]);
    expect(cases.length).toBe(160);
  });

  test("a word with words, digits or codes beside it is left as read", () => {
    for (const line of ["Danger    Keep away from heat", "Warning    H319", "Danger    2", "Attention    ~~    please read", "Gefahr —  Explosion"]) {
      expect(repairSignalWordLine(line)).toBe(line);
    }
  });

  test("a word that is no signal word beside marks is left as read", () => {
    for (const line of ["Dangerous    ~~", "Flammable    —", "Note    ~~"]) expect(repairSignalWordLine(line)).toBe(line);
  });

  test("a hostile line (thousands of mark cells) is read in linear time", () => {
    const line = (size: number) => `Danger${"    ~~".repeat(size)}`;
    expect(repairSignalWordLine(line(50_000))).toBe("Danger");
    expect(repairSignalWordLine(`${line(50_000)}    x`)).toBe(`${line(50_000)}    x`);
    expectLinearGrowth((size) => repairSignalWordLine(line(size)), 1_000);
    expectLinearGrowth((size) => repairSignalWordLine(`${line(size)}    x`), 1_000);
  });
});
