import { describe, expect, test } from "bun:test";
import { repairOcrHeading } from "../../src/modules/parsing/ocr-heading-repair";
import { parseSds } from "../../src/modules/parsing/parse-sds";
import { mergeOcrPages } from "../../src/modules/sds/sds-ocr.models";
import type { OcrPage } from "../../src/shared/ocr/ocr-page";

/** A scan of one page whose lines OCR read as given, parsed the way the sds_ocr job does it. */
function parseOcrPage(lines: string[]) {
  const page: OcrPage = {
    number: 1, width: 595, height: 842, confidence: 0.8, dpi: 300, languages: "eng",
    lines: lines.map((text, index) => ({ text, y: 40 + index * 12, x: 40, confidence: 0.8 })),
  };
  const text = { numPages: 1, hasTextLayer: false, pages: [{ number: 1, width: 595, height: 842, lines: [] }], unreadablePages: [{ page: 1, reason: "no_text" as const }] };
  return parseSds(mergeOcrPages(text, new Map([[1, page]])));
}

describe("a section heading with noise before it, as OCR reads a band or a box", () => {
  test("cells and marks before the section word go, in every language", () => {
    expect(repairOcrHeading("TTT    TT SECTION 2: Hazards identification")).toBe("SECTION 2: Hazards identification");
    expect(repairOcrHeading("[7    SECTION 8: EXPOSURE CONTROLS/PERSONAL PROTECTION")).toBe("SECTION 8: EXPOSURE CONTROLS/PERSONAL PROTECTION");
    expect(repairOcrHeading("“SECCIÓN 13 — CONSIDERACIONES RELATIVAS A LA ELIMINACIÓN    ~~    0")).toBe("SECCIÓN 13: CONSIDERACIONES RELATIVAS A LA ELIMINACIÓN");
    expect(repairOcrHeading("(ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen    ©    Tm A")).toBe("ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen");
    expect(repairOcrHeading("Kw)    RUBRIQUE 4: Premiers secours")).toBe("RUBRIQUE 4: Premiers secours");
    expect(repairOcrHeading("--=--SEZIONE 5: Misure di lotta antincendio ------")).toBe("SEZIONE 5: Misure di lotta antincendio");
  });

  test("a rule glued to the word, or one letter of it lost or misread, when the title names that section", () => {
    expect(repairOcrHeading("LABSCHNITT 4: Erste-Hilfe-Maßnahmen")).toBe("ABSCHNITT 4: Erste-Hilfe-Maßnahmen");
    expect(repairOcrHeading("FIT Abschiitt 5: MASSNAHMEN ZUR BRANDBEKÄMPFUNG")).toBe("Abschnitt 5: MASSNAHMEN ZUR BRANDBEKÄMPFUNG");
    expect(repairOcrHeading("[77 Rubriek 6: Maatregelen bij accidenteel vrijkomen van de stof")).toBe("Rubriek 6: Maatregelen bij accidenteel vrijkomen van de stof");
    expect(repairOcrHeading("E ección 7 Manipulación y almacenamiento")).toBe("Seccion 7: Manipulación y almacenamiento");
    expect(repairOcrHeading("Sekcjja 8: Kontrola narażenia/środki ochrony indywidualnej")).toBe("Sekcja 8: Kontrola narażenia/środki ochrony indywidualnej");
    // A damaged word whose title names another section (or none) stays as read.
    expect(repairOcrHeading("FIT Abschiitt 5: Zusammensetzung")).toBe("FIT Abschiitt 5: Zusammensetzung");
  });

  test("a mark between the word and its number, or the number glued on as a look-alike", () => {
    expect(repairOcrHeading("7 ‘Abschnitt 1; BEZEICHNUNG DES STOFFS BZW. DES GEMISCHS")).toBe("Abschnitt 1: BEZEICHNUNG DES STOFFS BZW. DES GEMISCHS");
    expect(repairOcrHeading("[7 Abschnitt’3: ZUSAMMENSETZUNG/ANGABEN ZU BESTANDTEILEN")).toBe("Abschnitt 3: ZUSAMMENSETZUNG/ANGABEN ZU BESTANDTEILEN");
    expect(repairOcrHeading("SECCIÓN: 7    MANEJO Y ALMACENAMIENTO")).toBe("SECCIÓN 7: MANEJO Y ALMACENAMIENTO");
    expect(repairOcrHeading("ABSCHNITT [    6 Maßnahmen bei unbeabsichtigter Freisetzung")).toBe("ABSCHNITT 6: Maßnahmen bei unbeabsichtigter Freisetzung");
    expect(repairOcrHeading("CTT    SECTIONT HANDLING AND STORAGE © ~~ ©")).toBe("SECTION 7: HANDLING AND STORAGE");
    expect(repairOcrHeading("e    a. Sección9 Propiedades físicas y químicas    OOO")).toBe("Sección 9: Propiedades físicas y químicas");
  });

  test("Roman numbers after the word read with look-alikes, also after noise", () => {
    expect(repairOcrHeading("Free    SECTION |    » IDENTIFICATION DU PRODUIT")).toBe("SECTION 1: IDENTIFICATION DU PRODUIT");
    expect(repairOcrHeading("CESSE    SECTION Vill    =    MESURES PRÉVENTIVES")).toBe("SECTION 8: MESURES PRÉVENTIVES");
    // One mark alone may be II or III with strokes lost: only when the title names section 1.
    expect(repairOcrHeading("gaa    SECTION i    » INGREDIENTS DANGEREUX    bn")).toBe("gaa    SECTION i    » INGREDIENTS DANGEREUX    bn");
  });

  test("a numbered heading after noise, its number a look-alike, its title's I read as l, i or \\", () => {
    expect(repairOcrHeading("Diageo    hh    as    2 HAZARDSIDENTIFICATION    Ee")).toBe("2 HAZARDSIDENTIFICATION");
    expect(repairOcrHeading(". 3.COMPOSITION/INFORMATION SUR LES COMPOSANTS    |    7]")).toBe("3 COMPOSITION/INFORMATION SUR LES COMPOSANTS");
    expect(repairOcrHeading("§ Fire-fighting measures")).toBe("5 Fire-fighting measures");
    expect(repairOcrHeading("? Handling and storage")).toBe("7 Handling and storage");
    expect(repairOcrHeading("TT    BExposure controls/personal protection")).toBe("8 Exposure controls/personal protection");
    expect(repairOcrHeading(".. GAccidentalreleasemeasures")).toBe("6 Accidentalreleasemeasures");
    expect(repairOcrHeading("1. identification du produit et de la société")).toBe("1 Identification du produit et de la société");
    expect(repairOcrHeading("2. \\dentificación de los peligros")).toBe("2 Identificación de los peligros");
    expect(repairOcrHeading("2 Hazard(s} identification")).toBe("2 Hazard(s) identification");
  });

  test("headings printed plain and lines that are no heading stay as read", () => {
    for (const line of [
      "SECTION 2: Hazards identification",
      "ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen",
      "3. Composition/information on ingredients",
      "SECTION 1    PRODUCT AND COMPANY IDENTIFICATION",
      "Refer to section 8 for personal protection",
      "see section 8 Exposure controls",
      "Wortlaut der H-Sätze: siehe Abschnitt 16.",
      "Refer to protective measures listed in Sections 8 and 13.",
      "2.1 Classification of the substance or mixture",
      "Eye Irrit.    2    H319",
      "Water    7732-18-5    60-80",
      "A first aid kit should be kept near the place of work in case of an accident.",
      "Category 2    Hazards identification",
    ]) expect(repairOcrHeading(line)).toBe(line);
  });
});

describe("a scan whose section headings OCR framed with noise", () => {
  const sheet = (heading3: string, heading4: string) => [
    "TT    SECTION 1: Identification",
    "Product name:    Lotion Alpha",
    "SECTION 2: Hazards identification",
    "Signal word:    Warning",
    "H319    Causes serious eye irritation.",
    heading3,
    "Chemical name    CAS No.    %",
    "Ethanol    64-17-5    10-20",
    "Water    7732-18-5    60-80",
    heading4,
    "Eye contact: rinse with water.",
  ];

  test("section 3's table is read in section 3 and its bounds end at section 4", () => {
    const parsed = parseOcrPage(sheet("[7 SECTION’3: COMPOSITION/INFORMATION ON INGREDIENTS    |", "LSECTION 4: FIRST AID MEASURES"));
    expect(parsed.sections.map((s) => s.number)).toEqual([1, 2, 3, 4]);
    expect(parsed.composition.map((row) => row.cas_number)).toEqual(["64-17-5", "7732-18-5"]);
    expect(parsed.evidence.composition?.confidence).toBeLessThanOrEqual(0.85);
  });

  test("in German and Spanish as well", () => {
    const de = parseOcrPage(sheet("(ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen    ©    a", "FIT Abschnit 4: Erste-Hilfe-Maßnahmen"));
    expect(de.sections.map((s) => s.number)).toContain(3);
    expect(de.sections.map((s) => s.number)).toContain(4);
    const es = parseOcrPage(sheet("“SECCIÓN 3 — Composición/información sobre los componentes", "e    a. Sección4 Primeros auxilios"));
    expect(es.sections.map((s) => s.number)).toContain(3);
    expect(es.sections.map((s) => s.number)).toContain(4);
  });
});

describe("section 3 found but no CAS number read in it", () => {
  test("a substance's CAS number labelled before the first-aid part is its composition, trusted as a reading outside section 3", () => {
    const parsed = parseOcrPage([
      "SECTION 1: Identification",
      "Product name:    Sodium sulfate",
      "CAS-No    7757-82-6",
      "SECTION 2: Hazards identification",
      "Not a hazardous substance.",
      "SECTION 3: Composition/information on ingredients",
      "Component    CAS-No    Weight %",
      "Sodum sufate    776782-G    >95",
      "SECTION 4: First aid measures",
      "Rinse with water.",
    ]);
    expect(parsed.composition.map((row) => row.cas_number)).toEqual(["7757-82-6"]);
    expect(parsed.evidence.composition?.confidence).toBeLessThanOrEqual(0.5);
  });

  test("a CAS number printed after the first-aid part is not taken", () => {
    const parsed = parseOcrPage([
      "SECTION 3: Composition/information on ingredients",
      "Component    CAS-No    Weight %",
      "Sodum sufate    776782-G    >95",
      "SECTION 4: First aid measures",
      "Rinse with water.",
      "SECTION 8: Exposure controls",
      "Component    CAS-No    TWA",
      "Sodium sulfate    7757-82-6    10 mg/m3",
    ]);
    expect(parsed.composition).toEqual([]);
  });
});
