/**
 * A synthetic sweep of section finding (session 11): the EU's official languages (Irish aside) × the heading forms
 * sheets print (Annex II's own, without the colon, in capitals, numbered without the word, a bar's cells, split, with a
 * dash, wrapped, a page header between heading and body or between a split heading's parts, section 2's heading lost) ×
 * the signal word's place under 2.2 (after its label, both words; the label in capitals; alone below the pictograms). Cases are built by test/helpers/section-headings-sweep.ts; misses are
 * counted by (language, field, form).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { FORMS, LANGUAGES, PLACEMENTS, runCase, sweepCases, type SweepResult } from "../helpers/section-headings-sweep.ts";
import { sheet } from "../helpers/sds-text.ts";
import { missesByClass } from "../helpers/sweep-misses.ts";

const CASES = sweepCases();

/** A wrong value given above 0.9: what must never come out. */
const wrongAndSure = (results: readonly SweepResult[]) =>
  results.filter((result) => result.value && result.value !== result.truth && result.confidence > 0.9).map((result) => `${result.language} ${result.layout} ${result.form}: ${result.value}`);


describe("section-headings sweep", () => {
  const results = CASES.flatMap(runCase);

  test(`the 16 sections, the signal word, the codes and the language of every case (${CASES.length} sheets)`, () => {
    expect(missesByClass(results)).toEqual({});
  });

  test("no wrong value above 0.9", () => {
    expect(wrongAndSure(results)).toEqual([]);
  });
});

describe("section 2 found by its first sub-section when its heading ran into the line before", () => {
  for (const language of LANGUAGES) {
    test(language.code, () => {
      const heading = (n: number) => (language.order === "word-first" ? `${language.word} ${n}: ${language.titles[n - 1]}` : `${n}. ${language.word} ${language.titles[n - 1]}`);
      const lines = [
        heading(1),
        `${language.sub["1.1"]}: Glimmerfix 40`,
        `${language.sub["1.4"]}: +49 30 0000000 ${heading(2)}`,
        `2.1 ${language.sub["2.1"]}`,
        "Flam. Liq. 2, Eye Irrit. 2",
        `2.2 ${language.sub["2.2"]}`,
        `${language.signalLabel}: ${language.danger}`,
        "H225 …",
        "H319 …",
        heading(3),
        "Xylol    1330-20-7    10-20 %    H226 H304",
      ];
      const parsed = parseSds(sheet(lines));
      expect(parsed.sections.map((section) => section.number)).toEqual([1, 2, 3]);
      expect(parsed.h_codes).toEqual(["H225", "H319"]);
      expect(parsed.evidence.h_codes!.confidence).toBe(0.9);
    });
  }
});

describe("miss classes the sweep found", () => {
  const numbers = (lines: string[]) => parseSds(sheet(lines)).sections.map((section) => section.number);

  test("a title wrapped after a first part that names another section: cs 'ODDÍL 2: Identifikace' / 'nebezpečnosti'", () => {
    const parsed = parseSds(sheet(["ODDÍL 1: Identifikace látky/směsi a", "společnosti/podniku", "Glimmerfix 40", "ODDÍL 2: Identifikace", "nebezpečnosti",
      "H225 …", "ODDÍL 3: Složení/informace", "o složkách", "Xylol    1330-20-7    10-20 %    H226 H304"]));
    // The first parts of 1 and 3 name their own sections: only section 2's title needs its second line.
    expect(parsed.sections.map((section) => [section.number, section.title])).toEqual([[1, "Identifikace látky/směsi a"], [2, "Identifikace nebezpečnosti"], [3, "Složení/informace"]]);
    expect(parsed.h_codes).toEqual(["H225"]);
  });

  test("a numbered title wrapped before the word that names it: de '5. Maßnahmen zur' / 'Brandbekämpfung'", () => {
    expect(numbers(["4. Erste-Hilfe-Maßnahmen", "Frischluft.", "5. Maßnahmen zur", "Brandbekämpfung", "Wasser.", "6. Maßnahmen bei", "unbeabsichtigter Freisetzung", "Aufnehmen."]))
      .toEqual([4, 5, 6]);
  });

  test("a key–value row after a numbered label is no wrapped title: '2) Manufacturer.    X' / 'SECTION 2: …'", () => {
    expect(numbers(["SECTION 1", "1) Product name.    Zorbex 40", "2) Manufacturer.    Fictional Chemicals Ltd", "SECTION 2: Hazards identification", "H225 …"]))
      .toEqual([1, 2]);
  });

  test("a bar's number cell on a line of its own, the title alone below it: '2' / 'HAZARDS IDENTIFICATION'", () => {
    expect(numbers(["1", "IDENTIFICATION", "Glimmerfix 40", "2", "HAZARDS IDENTIFICATION", "H225 …", "3", "COMPOSITION/INFORMATION ON INGREDIENTS", "Xylol 1330-20-7"]))
      .toEqual([1, 2, 3]);
  });

  test("a number alone above a line that names another section is no heading (a table's cell)", () => {
    expect(numbers(["SECTION 1: Identification", "Glimmerfix 40", "SECTION 2: Hazards identification", "H225 …", "3", "First aid kit nearby.", "SECTION 3: Composition"]))
      .toEqual([1, 2, 3]);
  });

  test("hr and sl titles without the 'g' of 'toxicolog-': '11. Toksikološke informacije', '12. Ekološki podatki'", () => {
    expect(numbers(["10. Stabilnost i reaktivnost", "-", "11. Toksikološke informacije", "-", "12. Ekološki podatki", "-", "13. Zbrinjavanje", "-"])).toEqual([10, 11, 12, 13]);
  });

  test("a heading's word and number alone at several pages' foot is a heading, not a repeated page footer", () => {
    const page = (number: number, lines: string[]) => ({ number, width: 600, height: 800, lines: lines.map((text, index) => ({ text, x: 40, y: 40 + index * 12 })) });
    const parsed = parseSds({
      numPages: 3,
      hasTextLayer: true,
      pages: [
        page(1, ["Glimmerfix 40    Version 2.0", "SECTION 1:", "Identification", "Glimmerfix 40", "SECTION 2:", "1 / 3"]),
        page(2, ["Glimmerfix 40    Version 2.0", "Hazards identification", "Signal word: Danger", "H225 …", "SECTION 3:", "2 / 3"]),
        page(3, ["Glimmerfix 40    Version 2.0", "Composition/information on ingredients", "Xylol    1330-20-7    10-20 %    H226", "3 / 3"]),
      ],
    });
    expect(parsed.sections.map((section) => [section.number, section.title])).toEqual([[1, "Identification"], [2, "Hazards identification"], [3, "Composition/information on ingredients"]]);
    expect(parsed.h_codes).toEqual(["H225"]);
  });

  test("Maltese: 'TAQSIMA 2: Identifikazzjoni tal-perikli', and the document's language", () => {
    const parsed = parseSds(sheet(["TAQSIMA 1: Identifikazzjoni tas-sustanza/taħlita u tal-kumpanija/impriża", "Il-prodott jintuża għat-tindif u għandu jinżamm 'il bogħod mis-sħana.",
      "TAQSIMA 2: Identifikazzjoni tal-perikli", "H225 …", "TAQSIMA 3: Kompożizzjoni/informazzjoni dwar l-ingredjenti", "Xylol    1330-20-7    10-20 %    H226"]));
    expect(parsed.sections.map((section) => section.number)).toEqual([1, 2, 3]);
    expect(parsed.h_codes).toEqual(["H225"]);
    expect(parsed.document_language).toBe("mt");
  });
});
