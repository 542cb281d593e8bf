/**
 * Section headings in the EU's languages and in older numbering schemes, on small synthetic documents.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { findSectionSpans, toDocLines } from "../../src/modules/parsing/sections.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";

function documentOf(pages: string[][]): SdsText {
  return {
    numPages: pages.length,
    hasTextLayer: true,
    pages: pages.map((lines, index) => ({
      number: index + 1,
      width: 595,
      height: 842,
      lines: lines.map((text, lineIndex) => ({ text, x: 40, y: 40 + lineIndex * 12, fontSize: 10 })),
    })),
  };
}

const spansOf = (lines: string[]) => findSectionSpans(toDocLines(documentOf([lines]).pages));
const printedNumbers = (lines: string[]) => parseSds(documentOf([lines])).sections.map((section) => section.number);

describe("headings with the section word of each language", () => {
  test.each([
    ["de", ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "ABSCHNITT 2: Mögliche Gefahren", "! ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen"]],
    ["fr", ["RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise", "RUBRIQUE 2: Identification des dangers", "RUBRIQUE 3: Composition/informations sur les composants"]],
    ["es", ["SECCIÓN 1. Identificación de la sustancia o la mezcla", "SECCION 2 -- IDENTIFICACION DE RIESGOS", "Sección 3 - Composición/información sobre los componentes"]],
    ["it", ["SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa", "SEZIONE 2: Identificazione dei pericoli", "SEZIONE 3: Composizione/informazioni sugli ingredienti"]],
    ["nl", ["RUBRIEK 1: Identificatie van de stof of het mengsel en van de onderneming", "RUBRIEK 2: Identificatie van de gevaren", "RUBRIEK 3: Samenstelling en informatie over de bestanddelen"]],
    ["pt", ["SECÇÃO 1: Identificação da substância/mistura e da sociedade/empresa", "SECÇÃO 2: Identificação dos perigos", "SECÇÃO 3: Composição/informação sobre os componentes"]],
    ["pl", ["SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa", "SEKCJA 2: Identyfikacja zagrożeń", "SEKCJA 3: Skład/informacja o składnikach"]],
  ])("%s", (_language, headings) => {
    const lines = headings.flatMap((heading) => [heading, "text of the section"]);
    expect(spansOf(lines).map((span) => span.number)).toEqual([1, 2, 3]);
  });

  test("numbered titles without the section word are recognised by their meaning", () => {
    const lines = ["1 Identification de la substance/du mélange", "2 Identification des dangers", "3. Information sur les composants", "4. Premiers secours", "15. INFORMATIONS RÉGLEMENTAIRES"];
    expect(spansOf(lines).map((span) => span.number)).toEqual([1, 2, 3, 4, 15]);
  });

  test("a reference to a section inside a sentence is not a heading", () => {
    const lines = ["RUBRIEK 1: Identificatie", "RUBRIEK 2: Identificatie van de gevaren", "Zie RUBRIEK 16 voor de volledige tekst.", "RUBRIEK 16: Overige informatie"];
    expect(spansOf(lines).map((span) => span.printedNumber)).toEqual([1, 2, 16]);
  });

  test("words the text layer split apart still name their section", () => {
    expect(spansOf(["1. IDENT IFICAT ION", "2. HAZARDS IDENT IFICAT ION", "11. T OXICOLOGICAL INFORM AT ION"]).map((span) => span.number)).toEqual([1, 2, 11]);
  });
});

describe("older numbering schemes", () => {
  test("Roman numerals, also in a small-caps font's mixed case", () => {
    const lines = ["Section i    ► identification du produit", "Section iI    ► ingrédientS dangereux", "Section iII    ► propriétéS phySiqueS", "Section iV    ► riSqueS d’incendie"];
    expect(printedNumbers(lines)).toEqual([1, 2, 3, 4]);
  });

  test("a nine-section MSDS is reported with its own numbers, its ingredients section read as composition", () => {
    const lines = ["SECTION I", "Manufacturer's Name: Acme", "Section II - Hazardous Ingredients", "Silica    7631-86-9    10", "Section III - Physical Data", "Section IX - Special Precautions"];
    const parsed = parseSds(documentOf([lines]));
    expect(parsed.sections.map((section) => section.number)).toEqual([1, 2, 3, 9]);
    expect(parsed.composition.map((row) => row.cas_number)).toEqual(["7631-86-9"]);
  });

  test("spelled-out numbers", () => {
    expect(printedNumbers(["Section One: Product Identification", "Section Two: Hazard Identification", "Section Three: Composition"])).toEqual([1, 2, 3]);
  });

  test("a fifteen-section MSDS keeps 14 and 15 as printed", () => {
    const lines = ["1. PRODUCT AND COMPANY IDENTIFICATION", "2. COMPOSITION/INFORMATION ON INGREDIENTS", "3. HAZARDS IDENTIFICATION", "13. DISPOSAL CONSIDERATIONS", "14. REGULATORY INFORMATION", "15. OTHER INFORMATION"];
    expect(printedNumbers(lines)).toEqual([1, 2, 3, 13, 14, 15]);
  });

  test("Chinese GB/T headings", () => {
    expect(spansOf(["第1部分 化学品及企业标识", "第2部分 危险性概述", "第3部分 成分/组成信息"]).map((span) => span.printedNumber)).toEqual([1, 2, 3]);
  });
});
