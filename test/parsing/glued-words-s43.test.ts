/**
 * A text layer that runs a cell's words together (glued-words.ts): a font or generator that sets words apart by moving the
 * pen too little for a reader to see a space. A French Canadian sheet of the corpus prints every line holding its curly
 * apostrophe so ("Vued’ensembledesprocéduresd’urgence"). Printed so, the tune sheets lost sections whose titles hold an
 * apostrophe ("1Identificationdelasubstance/…", "RUBRIQUEV–MESURESDELUTTECONTREL'INCENDIE"), labels ("Nomduproduit",
 * "Dated'émission") and dates ("29denoviembrede2016"), and names run together were read at 0.92–0.95
 * (scripts/metamorphic-tune.ts --spaces: 953 misses of 15,276 checks, 34 wrong above 0.9).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { findSectionSpans, toDocLines } from "../../src/modules/parsing/sections.ts";
import { withGluedWordsParted } from "../../src/modules/parsing/glued-words.ts";
import type { SdsTextPage } from "../../src/modules/parsing/types.ts";
import { expectLinearGrowth } from "../helpers/growth.ts";
import { sheet } from "../helpers/sds-text.ts";
import { frenchSheet } from "../helpers/letters-sheets.ts";

const FRENCH = frenchSheet("Nettoyant Rapide 40", "Produits Havre Limitée");

const WORD_SPACE = /(?<=\S) (?=\S)/g;
/** Every line that holds an apostrophe run together, as the corpus's sheet prints it. */
const besideApostrophes = (lines: readonly string[]) => lines.map((line) => (/['’]/.test(line) ? line.replace(WORD_SPACE, "") : line));
/** Every cell's words run together. */
const everywhere = (lines: readonly string[]) => lines.map((line) => line.replace(WORD_SPACE, ""));

const FIELDS = ["product_name", "manufacturer", "revision_date", "signal_word", "h_codes", "document_language"] as const;
const RUN_TOGETHER_WARNING = "runs words together";

const page = (texts: readonly string[]): SdsTextPage[] => [{ number: 1, width: 612, height: 792, lines: texts.map((text, index) => ({ text, x: 40, y: 60 + index * 12 })) }];
const partedLines = (texts: readonly string[]) => withGluedWordsParted(page(texts))[0]!.lines.map((line) => line.text);

describe("a text layer that runs words together", () => {
  test("the sheet as printed reads in full (the reference)", () => {
    const got = parseSds(sheet(FRENCH));
    expect(got).toMatchObject({ product_name: "Nettoyant Rapide 40", manufacturer: "Produits Havre Limitée", revision_date: "2016-11-29", signal_word: "DANGER", document_language: "fr" });
    expect(got.sections.map((section) => section.number)).toEqual([1, 2, 3, 4, 5, 8, 9, 13]);
    expect(got.warnings.some((warning) => warning.includes(RUN_TOGETHER_WARNING))).toBe(false);
  });

  test("lines run together beside their apostrophes: labels, headings and the signal word read as on the sheet", () => {
    const want = parseSds(sheet(FRENCH));
    const got = parseSds(sheet(besideApostrophes(FRENCH)));
    expect(got.warnings.some((warning) => warning.includes(RUN_TOGETHER_WARNING))).toBe(true);
    for (const field of FIELDS) expect({ field, value: got[field] }).toEqual({ field, value: want[field] });
    // The telephone's line holds apostrophes: its number as printed, run together.
    expect(got.emergency_phone).toBe("+16135550100");
    // Sections 1, 5, 8 and 13 print their numbers run into titles that hold an apostrophe; the titles as the sheet means them.
    expect(got.sections.map((section) => section.number)).toEqual([1, 2, 3, 4, 5, 8, 9, 13]);
    expect(got.sections.map((section) => section.title)).toEqual(want.sections.map((section) => section.title));
  });

  test("every cell run together: the labels and the date read; names as printed, sent to a person with the reason", () => {
    const got = parseSds(sheet(everywhere(FRENCH)));
    expect(got).toMatchObject({ revision_date: "2016-11-29", signal_word: "DANGER", h_codes: ["H314"], product_name: "NettoyantRapide40", manufacturer: "ProduitsHavreLimitée" });
    expect(got.sections.map((section) => section.number)).toEqual([1, 2, 3, 4, 5, 8, 9, 13]);
    expect(got.evidence.product_name?.confidence).toBe(0.6);
    expect(got.evidence.manufacturer?.confidence).toBe(0.6);
    expect(got.needs_review_reasons).toContain(`the product name "NettoyantRapide40" may have lost the spaces between its words (the PDF's text layer runs words together): check it against the sheet`);
  });

  test("the run-together phrases, a heading's number and a date's words are set apart, the letters as printed", () => {
    const lines = partedLines(["Nomduproduit    :RAID MAX", "MANUFACTURER'SNAME:    Harbour Inc.", "Dated'émission11/24/2015", "Fechaderevisión29denoviembrede2016", "13Considérationsrelativesàl’élimination", "DATEOFLASTREVISION:    October13,2015"]);
    expect(lines).toEqual(["Nom du produit    :RAID MAX", "MANUFACTURER'S NAME:    Harbour Inc.", "Date d'émission 11/24/2015", "Fecha de revisión 29 de noviembre de 2016", "13 Considérations relatives à l’élimination", "DATE OF LAST REVISION:    October 13,2015"]);
  });

  test("a sound sheet's own spellings stay: compounds, two words run together by habit, addresses, codes", () => {
    const sound = ["Signalwort: Gefahr", "Tradename/Synonym    :    DPX-E9636 25SG", "Manufacturer/Supplier    :    DuPont", "E-Mail: SafetyDataSheets@harbour.com", "This safety datasheet complies with Regulation (EC) No. 1907/2006", "Sicherheitsdatenblatt gemäß Verordnung (EG) Nr. 1907/2006", "H225Highly flammable liquid and vapour. Page2/8 Mai2021", "Nom du produit: Nettoyant"];
    const pages = page(sound);
    expect(withGluedWordsParted(pages)).toBe(pages);
    // Read as a whole sheet too: nothing is parted and no warning is given.
    expect(parseSds(sheet(sound)).warnings.some((warning) => warning.includes(RUN_TOGETHER_WARNING))).toBe(false);
  });
});

describe("a heading whose number or section word runs into its title", () => {
  const spans = (heads: readonly string[]) =>
    findSectionSpans(toDocLines(page(heads.flatMap((head) => [head, "Texte de la rubrique."])))).map((span) => span.number);

  test("read where the title names that very section", () => {
    expect(spans(["RUBRIQUE1Identificationdelasubstance/dumélangeetdelasociété/l'entreprise", "2 Identification des dangers", "3 Composition/informations sur les composants", "8Controllidell'esposizione/dellaprotezioneindividuale"])).toEqual([1, 2, 3, 8]);
    expect(spans(["RUBRIQUEI-IDENTIFICATIONDELASUBSTANCE/DUMÉLANGEETDELASOCIÉTÉ/L'ENTREPRISE", "RUBRIQUE II – IDENTIFICATION DES DANGERS", "RUBRIQUEV–MESURESDELUTTECONTREL'INCENDIE"])).toEqual([1, 2, 5]);
  });

  test("a number run into another word is no heading", () => {
    expect(spans(["1 Identification de la substance/du mélange", "2 Identification des dangers", "3Mcompany Scotch-Brite", "9Propanolsolution", "10 Stabilité et réactivité"])).toEqual([1, 2, 10]);
  });
});

describe("a hostile page of run-together phrases stays cheap to read", () => {
  // Every label run together on a page of the reader's size: 20,000 lines, or one line (cut into the parser's bounded lines).
  const LABELS = "Nomduproduit:Harbour Numérod'appeld'urgence:112";
  const read = (lines: readonly string[]) => parseSds(sheet(["RUBRIQUE 1: Identification", ...lines, "RUBRIQUE 2: Identification des dangers", "H319 Provoque une sévère irritation des yeux."]));
  test("20,000 lines of run-together labels are read, in time that grows linearly", () => {
    const page = (size: number) => read(Array.from({ length: size }, () => LABELS));
    expect(page(20_000).h_codes).toEqual(["H319"]);
    expectLinearGrowth(page, 1_000);
  }, 120_000);
  test("one line of 20,000 run-together labels is read, in time that grows linearly", () => {
    const page = (size: number) => read([`${LABELS} `.repeat(size)]);
    expect(page(20_000).h_codes).toEqual(["H319"]);
    expectLinearGrowth(page, 500);
  }, 120_000);
});
