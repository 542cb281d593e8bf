/**
 * A synthetic sweep of the damage OCR does to section headings (session 12): the headings of sections 2, 3 and 4 in
 * 8 languages, printed "WORD n: Title", each read with ONE kind of damage tesseract does to a heading in a band or a
 * box (specks read as cells before it, a rule glued on as a bracket or a letter, a mark between the word and the
 * number, a letter of the word misread, noise cells after it, the word lost with specks before the number, the number
 * read as a look-alike, the title's I read as l), put into a small sheet read by OCR and parsed.
 */
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { mergeOcrPages } from "../../src/modules/sds/sds-ocr.models.ts";
import type { OcrPage } from "../../src/shared/ocr/ocr-page.ts";

type Language = { word: string; titles: Readonly<Record<1 | 2 | 3 | 4, string>> };

export const HEADING_LANGUAGES: Readonly<Record<string, Language>> = {
  en: { word: "SECTION", titles: { 1: "Identification", 2: "Hazards identification", 3: "Composition/information on ingredients", 4: "First aid measures" } },
  de: { word: "ABSCHNITT", titles: { 1: "Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", 2: "Mögliche Gefahren", 3: "Zusammensetzung/Angaben zu Bestandteilen", 4: "Erste-Hilfe-Maßnahmen" } },
  fr: { word: "RUBRIQUE", titles: { 1: "Identification de la substance/du mélange et de la société", 2: "Identification des dangers", 3: "Composition/informations sur les composants", 4: "Premiers secours" } },
  es: { word: "SECCIÓN", titles: { 1: "Identificación de la sustancia o la mezcla y de la sociedad", 2: "Identificación de los peligros", 3: "Composición/información sobre los componentes", 4: "Primeros auxilios" } },
  it: { word: "SEZIONE", titles: { 1: "Identificazione della sostanza o della miscela e della società", 2: "Identificazione dei pericoli", 3: "Composizione/informazioni sugli ingredienti", 4: "Misure di primo soccorso" } },
  nl: { word: "RUBRIEK", titles: { 1: "Identificatie van de stof of het mengsel en van de onderneming", 2: "Identificatie van de gevaren", 3: "Samenstelling en informatie over de bestanddelen", 4: "Eerstehulpmaatregelen" } },
  pt: { word: "SECÇÃO", titles: { 1: "Identificação da substância/mistura e da sociedade", 2: "Identificação dos perigos", 3: "Composição/informação sobre os componentes", 4: "Primeiros socorros" } },
  pl: { word: "SEKCJA", titles: { 1: "Identyfikacja substancji/mieszaniny i identyfikacja spółki", 2: "Identyfikacja zagrożeń", 3: "Skład/informacja o składnikach", 4: "Środki pierwszej pomocy" } },
};

/** A digit's look-alike as OCR reads a section number alone (none for 3). */
const NUMBER_LOOK_ALIKE: Readonly<Record<number, string>> = { 2: "Z", 4: "A" };

/** One kind of damage to "WORD n: Title": the damaged line, or null where it does not apply. */
export const HEADING_DAMAGE: Readonly<Record<string, (word: string, n: number, title: string) => string | null>> = {
  "cells before": (word, n, title) => `TT    ${word} ${n}: ${title}`,
  "bracket glued": (word, n, title) => `[7 ${word} ${n}: ${title}`,
  "parenthesis glued": (word, n, title) => `(${word} ${n}: ${title}`,
  "quote glued": (word, n, title) => `“${word} ${n}: ${title}`,
  "rule read as L": (word, n, title) => `L${word} ${n}: ${title}`,
  "quote before the number": (word, n, title) => `${word}’${n}: ${title}`,
  "semicolon after the number": (word, n, title) => `${word} ${n}; ${title}`,
  "bracket between": (word, n, title) => `${word} [    ${n} ${title}`,
  "a letter of the word misread": (word, n, title) => `${word.slice(0, 3)}I${word.slice(4)} ${n}: ${title}`,
  "a letter of the word lost": (word, n, title) => `${word.slice(0, 2)}${word.slice(3)} ${n}: ${title}`,
  "noise after": (word, n, title) => `${word} ${n}: ${title}    ©    Tm A`,
  "word lost, cells before": (_word, n, title) => `Sa    a    ${n} ${title}`,
  "number a look-alike": (_word, n, title) => (NUMBER_LOOK_ALIKE[n] ? `${NUMBER_LOOK_ALIKE[n]} ${title}` : null),
  "title's I read as l": (word, n, title) => (title.startsWith("I") ? `${word} ${n}: l${title.slice(1)}` : null),
};

export type HeadingSweepCase = { language: string; section: 2 | 3 | 4; form: string; line: string };

export function headingSweepCases(): HeadingSweepCase[] {
  const cases: HeadingSweepCase[] = [];
  for (const [language, { word, titles }] of Object.entries(HEADING_LANGUAGES)) {
    for (const section of [2, 3, 4] as const) {
      for (const [form, damage] of Object.entries(HEADING_DAMAGE)) {
        const line = damage(word, section, titles[section]);
        if (line) cases.push({ language, section, form, line });
      }
    }
  }
  return cases;
}

/** The sections a small sheet read by OCR gives when the case's heading is damaged and the others are not. */
export function sectionsFound(sweepCase: HeadingSweepCase): number[] {
  const { word, titles } = HEADING_LANGUAGES[sweepCase.language]!;
  const heading = (n: 1 | 2 | 3 | 4) => (n === sweepCase.section ? sweepCase.line : `${word} ${n}: ${titles[n]}`);
  const lines = [heading(1), "Alpha Lotion", "Acme Chemie GmbH", heading(2), "H319", "EUH208", heading(3), "Ethanol    64-17-5    10-20", "Water    7732-18-5    60-80", heading(4), "Water, 15 min."];
  const page: OcrPage = { number: 1, width: 595, height: 842, confidence: 0.9, dpi: 300, languages: "eng",
    lines: lines.map((text, index) => ({ text, y: 40 + index * 14, x: 40, confidence: 0.9 })) };
  const text = { numPages: 1, hasTextLayer: false, pages: [{ number: 1, width: 595, height: 842, lines: [] }], unreadablePages: [{ page: 1, reason: "no_text" as const }] };
  return parseSds(mergeOcrPages(text, new Map([[1, page]]))).sections.map((section) => section.number);
}
