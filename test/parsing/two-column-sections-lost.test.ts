/**
 * Two-column pages losing sections (family P's "h two columns | sections"; real two-column sheets print the same):
 * - the last page of a sheet in columns, its right column shorter than its left (the sheet ends there): the rows below
 *   the right column's end are the left column's, so the page is read at the sheet's columns all the same — else a
 *   right-column heading is read inside a left-column line and lost;
 * - headings numbered "10.) Stability" (a number, its stop and a bracket) mark a page's columns as "10." does.
 * Invented sheets printed as real two-column PDFs (test/helpers/pdf-reprint.ts) and read back through the reader.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { extractPdfText } from "../../src/shared/pdf/pdf-text.ts";
import { reprint } from "../helpers/pdf-reprint.ts";
import { sheet } from "../helpers/sds-text.ts";

const TITLES = {
  en: ["Identification", "Hazards identification", "Composition", "First aid measures", "Firefighting measures", "Accidental release measures",
    "Handling and storage", "Exposure controls", "Physical and chemical properties", "Stability and reactivity", "Toxicological information",
    "Ecological information", "Disposal considerations", "Transport information", "Regulatory information", "Other information"],
  de: ["Bezeichnung des Stoffs", "Mögliche Gefahren", "Zusammensetzung", "Erste-Hilfe-Maßnahmen", "Maßnahmen zur Brandbekämpfung",
    "Maßnahmen bei unbeabsichtigter Freisetzung", "Handhabung und Lagerung", "Expositionsbegrenzung", "Physikalische und chemische Eigenschaften",
    "Stabilität und Reaktivität", "Toxikologische Angaben", "Umweltbezogene Angaben", "Hinweise zur Entsorgung", "Angaben zum Transport",
    "Rechtsvorschriften", "Sonstige Angaben"],
  fr: ["Identification", "Identification des dangers", "Composition", "Premiers secours", "Mesures de lutte contre l'incendie",
    "Mesures en cas de dispersion accidentelle", "Manipulation et stockage", "Contrôle de l'exposition", "Propriétés physiques et chimiques",
    "Stabilité et réactivité", "Informations toxicologiques", "Informations écologiques", "Considérations relatives à l'élimination",
    "Informations relatives au transport", "Informations réglementaires", "Autres informations"],
} as const;
type Language = keyof typeof TITLES;

const PROSE = {
  en: ["Keep the container tightly closed and dry.", "Store in a cool and well ventilated place.", "Wear protective gloves and eye protection."],
  de: ["Behälter dicht geschlossen und trocken halten.", "An einem kühlen, gut belüfteten Ort lagern.", "Schutzhandschuhe und Augenschutz tragen."],
  fr: ["Conserver le récipient bien fermé et au sec.", "Stocker dans un endroit frais et bien ventilé.", "Porter des gants et une protection oculaire."],
} as const;
const ENTRY = { en: ["Entry", "listed"], de: ["Eintrag", "gelistet"], fr: ["Entrée", "répertoriée"] } as const;

/**
 * Sections 1–14 of a few lines each, section 15 a long list of entries, section 16 a few: in two columns, the last page
 * holds the list down its left column and on in its right, which ends with section 16 about two thirds down.
 */
function sheetLines(language: Language, heading: (number: number, title: string) => string): string[] {
  const lines: string[] = [];
  TITLES[language].forEach((title, index) => {
    lines.push(heading(index + 1, title));
    const entries = index === 14 ? 80 : index === 15 ? 6 : 0;
    const [entry, listed] = ENTRY[language];
    for (let k = 0; k < entries; k++) lines.push(`${entry} ${k + 1}:    ${listed}`);
    if (entries === 0) for (let k = 0; k < 12; k++) lines.push(k % 3 === 2 ? `${entry} ${k}:    ${PROSE[language][k % 3]}` : PROSE[language][k % 3]!);
  });
  return lines;
}

async function inTwoColumns(lines: string[]) {
  const printed = await reprint(sheet(lines), "h two columns", "Sheet");
  return extractPdfText(printed.bytes);
}

const ALL_SECTIONS = Array.from({ length: 16 }, (_, index) => index + 1);

describe("two columns: the last page, its right column shorter than its left", () => {
  for (const language of ["en", "de", "fr"] as const) {
    test(`${language}: a heading in the short right column is found, read after the left column`, async () => {
      // The number set in a box before the title in capitals (a heading form the parser knows).
      const text = await inTwoColumns(sheetLines(language, (number, title) => `${number}    ${title.toUpperCase()}`));
      expect(parseSds(text).sections.map((section) => section.number)).toEqual(ALL_SECTIONS);
      const last = text.pages[text.pages.length - 1]!.lines.map((line) => line.text);
      const [entry] = ENTRY[language];
      // The left column's entries all come before the right column's heading.
      const heading = last.findIndex((line) => line.startsWith("16"));
      expect(heading).toBeGreaterThan(0);
      expect(last.slice(heading + 1).some((line) => line.includes(`${entry} 40:`))).toBe(false);
    });
  }
});

describe("two columns: headings numbered with a stop and a bracket", () => {
  for (const language of ["en", "de", "fr"] as const) {
    test(`${language}: "10.) Title" headings mark the columns, every section is found`, async () => {
      const text = await inTwoColumns(sheetLines(language, (number, title) => `${number}.) ${title}`));
      expect(parseSds(text).sections.map((section) => section.number)).toEqual(ALL_SECTIONS);
    });
  }

  test("the same sheet headed \"SECTION 10: Title\" (control)", async () => {
    const text = await inTwoColumns(sheetLines("en", (number, title) => `SECTION ${number}: ${title}`));
    expect(parseSds(text).sections.map((section) => section.number)).toEqual(ALL_SECTIONS);
  });
});
