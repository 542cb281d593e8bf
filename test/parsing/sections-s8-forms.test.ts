/**
 * Section detection where a missing heading costs the hazard fields (session 8, the new external set): section 2
 * whose heading was not read starts at its first sub-section; the Norwegian "DEL 2:" heading; a change marker between a
 * heading's number and title ("2. ♣ IDENTIFICATION DES DANGERS"); a code column's lone
 * codes near a page's top or bottom are no page furniture. Synthetic sheets with invented content.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";
import { sheet } from "../helpers/sds-text.ts";

describe("section 2 from its first sub-section when its heading was not read", () => {
  test.each([
    ["es", "1. IDENTIFICACIÓN DE LA SUSTANCIA O PREPARADO Y DE LA SOCIEDAD", "2.1. Clasificación de la sustancia o de la mezcla", "3. COMPOSICIÓN/INFORMACIÓN SOBRE LOS COMPONENTES"],
    ["de", "1 Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "2.1 Einstufung des Stoffs oder Gemischs", "3 Zusammensetzung/Angaben zu Bestandteilen"],
    ["nl", "1 Identificatie van de stof of het mengsel en van de onderneming", "2.1. Indeling van de stof of het mengsel:", "3 Samenstelling en informatie over de bestanddelen"],
    ["no", "AVSNITT 1: Identifikasjon av stoffet/stoffblandingen og av selskapet/foretaket", "2.1 Klassifisering av stoffet eller stoffblandingen", "AVSNITT 3: Sammensetning/opplysninger om bestanddeler"],
    ["fi", "KOHTA 1: Aineen tai seoksen ja yhtiön tai yrityksen tunnistetiedot", "2.1 Aineen tai seoksen luokitus", "KOHTA 3: Koostumus ja tiedot aineosista"],
    ["en", "1. IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND OF THE COMPANY", "2.2 Label elements", "3. COMPOSITION/INFORMATION ON INGREDIENTS"],
  ])("%s", (_language, section1, subsection, section3) => {
    const result = parseSds(sheet([
      section1, "Product X-12", "Supplier ACME", subsection, "H315 H319", "P280 P305+P351+P338", section3, "X    64-17-5    10 %    H225",
    ]));
    expect(result.h_codes).toEqual(["H315", "H319"]);
    expect(result.p_codes).toEqual(["P280", "P305", "P338", "P351"]);
    expect(result.sections.map((section) => section.number)).toEqual([1, 2, 3]);
  });

  test("a printed section 2 heading keeps its place; a 2.1 line of another kind starts nothing", () => {
    const withHeading = parseSds(sheet([
      "1. Identification", "Product X-12", "2.1 Classification of the substance or mixture", "2. Hazards identification", "H319", "3. Composition/information on ingredients", "X    64-17-5    10 %    H225",
    ]));
    expect(withHeading.h_codes).toEqual(["H319"]);
    const tableRow = parseSds(sheet([
      "1. Identification", "Product X-12", "2.1 Packaging 5 litre cans", "H319", "3. Composition/information on ingredients", "X    64-17-5    10 %    H225",
    ]));
    expect(tableRow.sections.map((section) => section.number)).not.toContain(2);
  });

  test("with no later heading, the section found by its sub-section reaches 60 lines", () => {
    const filler = Array.from({ length: 70 }, (_, index) => `Line ${index + 1} of the sheet.`);
    const result = parseSds(sheet(["1. Identification", "Product X-12", "2.2 Label elements", "H302", ...filler, "H400 in a later table"]));
    expect(result.h_codes).toEqual(["H302"]);
  });
});

describe("the Norwegian 'DEL n:' heading", () => {
  test("'DEL 2: Fareidentifikasjon' is section 2", () => {
    const result = parseSds(sheet([
      "DEL 1: Identifikasjon av stoffet/stoffblandingen og av selskapet/foretaket", "Produkt X-12", "DEL 2: Fareidentifikasjon",
      "Varselord: Fare", "H318 Gir alvorlig øyeskade.", "DEL 3: Sammensetning/opplysninger om bestanddeler", "X    64-17-5    10 %    H225",
    ]));
    expect(result.sections.map((section) => section.number)).toEqual([1, 2, 3]);
    expect(result.h_codes).toEqual(["H318"]);
    expect(result.signal_word).toBe("DANGER");
  });

  test("'del' without a colon or a section's title is no heading (Spanish 'del 12 de mayo')", () => {
    const result = parseSds(sheet([
      "SECCIÓN 1: Identificación de la sustancia", "Producto X-12", "Fecha de revisión: martes", "del 12 de mayo de 2015",
      "SECCIÓN 2: Identificación de los peligros", "H319", "SECCIÓN 3: Composición", "X    64-17-5    10 %",
    ]));
    expect(result.sections.map((section) => section.number)).toEqual([1, 2, 3]);
  });
});

describe("a change marker between the number and the title", () => {
  test("'2. ♣ IDENTIFICATION DES DANGERS', '1. * Bezeichnung …' are headings", () => {
    const fr = parseSds(sheet([
      "1. IDENTIFICATION DE LA SUBSTANCE/DU MÉLANGE ET DE LA SOCIÉTÉ", "Nom du produit : X-12", "2. ♣ IDENTIFICATION DES DANGERS", "H226",
      "3. ♣ COMPOSITION/INFORMATIONS SUR LES COMPOSANTS", "X    64-17-5    10 %    H225",
    ]));
    expect(fr.sections.map((section) => section.number)).toEqual([1, 2, 3]);
    expect(fr.h_codes).toEqual(["H226"]);
    const de = parseSds(sheet([
      "1. * Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname: X-12", "2. * Mögliche Gefahren", "H319",
      "3. * Zusammensetzung/Angaben zu Bestandteilen", "X    64-17-5    10 %    H225",
    ]));
    expect(de.sections.map((section) => section.number)).toEqual([1, 2, 3]);
    expect(de.h_codes).toEqual(["H319"]);
  });
});

describe("lone codes near a page's top or bottom", () => {
  test("a code column's cells are read on every page, though with digits ignored they repeat", () => {
    const page = (number: number, texts: string[]) => ({ number, width: 600, height: 800, lines: texts.map((text, index) => ({ text, x: 40, y: 40 + index * 12 })) });
    const text: SdsText = {
      numPages: 2,
      hasTextLayer: true,
      pages: [
        page(1, ["SECTION 1: Identification", "Product X-12", "SECTION 2: Hazards identification", "Signal word: Danger", "H318", "Precautionary statements", "P102"]),
        page(2, ["P280", "P261", "P305+351+338", "Conserver hors de portée.", "SECTION 3: Composition", "X    64-17-5    10 %", "P501"]),
      ],
    };
    const result = parseSds(text);
    expect(result.p_codes).toEqual(["P102", "P261", "P280", "P305", "P338", "P351"]);
  });
});

describe("Norwegian numbered headings in the wordings sheets print", () => {
  // "Brannslukkingstiltak" beside the official "Brannslokkingstiltak"; "Sluttbehandling" (disposal), whose
  // "-handling" must not make it section 7 (handling and storage).
  const titles = [
    "Identifikasjon av stoffet/stoffblandingen og av selskapet/foretaket", "Fareidentifikasjon", "Sammensetning/opplysninger om bestanddeler",
    "Førstehjelpstiltak", "Brannslukkingstiltak", "Tiltak ved utilsiktet utslipp", "Håndtering og lagring", "Eksponeringskontroll/personlig verneutstyr",
    "Fysiske og kjemiske egenskaper", "Stabilitet og reaktivitet", "Toksikologiske opplysninger", "Økologiske opplysninger", "Sluttbehandling",
    "Transportopplysninger", "Opplysninger om bestemmelser", "Andre opplysninger",
  ];
  test.each([["as printed", false], ["upper case", true]] as const)("%s: all 16 sections", (_form, upper) => {
    const lines = titles.flatMap((title, index) => [`${index + 1}. ${upper ? title.toUpperCase() : title}`, `Tekst om punkt ${index + 1}.`]);
    expect(parseSds(sheet(lines)).sections.map((section) => section.number)).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
  });
});
