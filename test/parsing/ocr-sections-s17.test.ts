/**
 * Section numbers on scans (session 17): a heading's number OCR read as a mark or a letter with no digit value
 * ("SECTION & - Accidental release measures", "SECTiON®:", "SECTIONS Exposure controls" for 8), a two-digit number
 * that lost its leading 1 ("1. Toxicological information", "SECTION 3: Disposal considerations"), a mark read after
 * the number ("SECTION 2% Hazards identification"), and a damaged Roman number of a 16-section sheet ("SECTION Xl! —
 * DISPOSAL CONSIDERATIONS", read XII). The number is taken from the title only when the title names one section.
 */
import { describe, expect, test } from "bun:test";
import { repairOcrHeading } from "../../src/modules/parsing/ocr-heading-repair";
import { parseSds } from "../../src/modules/parsing/parse-sds";
import { mergeOcrPages } from "../../src/modules/sds/sds-ocr.models";
import type { OcrPage } from "../../src/shared/ocr/ocr-page";
import { HEADING_LANGUAGES } from "../helpers/ocr-heading-sweep";

/** Titles of sections 6, 8, 11 and 13 in the sweep's 8 languages (each names its one section). */
const MORE_TITLES: Readonly<Record<string, Readonly<Record<6 | 8 | 11 | 13, string>>>> = {
  en: { 6: "Accidental release measures", 8: "Exposure controls/personal protection", 11: "Toxicological information", 13: "Disposal considerations" },
  de: { 6: "Maßnahmen bei unbeabsichtigter Freisetzung", 8: "Begrenzung und Überwachung der Exposition/Persönliche Schutzausrüstungen", 11: "Toxikologische Angaben", 13: "Hinweise zur Entsorgung" },
  fr: { 6: "Mesures à prendre en cas de dispersion accidentelle", 8: "Contrôles de l'exposition/protection individuelle", 11: "Informations toxicologiques", 13: "Considérations relatives à l'élimination" },
  es: { 6: "Medidas en caso de vertido accidental", 8: "Controles de exposición/protección individual", 11: "Información toxicológica", 13: "Consideraciones relativas a la eliminación" },
  it: { 6: "Misure in caso di rilascio accidentale", 8: "Controllo dell'esposizione/protezione individuale", 11: "Informazioni tossicologiche", 13: "Considerazioni sullo smaltimento" },
  nl: { 6: "Maatregelen bij het accidenteel vrijkomen van de stof of het mengsel", 8: "Maatregelen ter beheersing van blootstelling/persoonlijke bescherming", 11: "Toxicologische informatie", 13: "Instructies voor verwijdering" },
  pt: { 6: "Medidas em caso de fuga acidental", 8: "Controlo da exposição/proteção individual", 11: "Informação toxicológica", 13: "Considerações relativas à eliminação" },
  pl: { 6: "Postępowanie w przypadku niezamierzonego uwolnienia do środowiska", 8: "Kontrola narażenia/środki ochrony indywidualnej", 11: "Informacje toksykologiczne", 13: "Postępowanie z odpadami" },
};

type Sheet = { word: string; titles: Record<number, string> };
const sheetOf = (language: string): Sheet => {
  const { word, titles } = HEADING_LANGUAGES[language]!;
  return { word, titles: { ...titles, ...MORE_TITLES[language]! } };
};

/** The sections a sheet read by OCR gives, its heading of `section` read as `damaged`, the others plain. */
function sectionsWith(sheet: Sheet, section: number, damaged: string): number[] {
  const lines = Object.entries(sheet.titles).flatMap(([n, title]) => [
    Number(n) === section ? damaged : `${sheet.word} ${n}: ${title}`, `Text of part ${n}.`,
  ]);
  const page: OcrPage = { number: 1, width: 595, height: 842, confidence: 0.9, dpi: 300, languages: "eng",
    lines: lines.map((text, index) => ({ text, y: 40 + index * 14, x: 40, confidence: 0.6 })) };
  const scan = { numPages: 1, hasTextLayer: false, pages: [{ number: 1, width: 595, height: 842, lines: [] }], unreadablePages: [{ page: 1, reason: "no_text" as const }] };
  return parseSds(mergeOcrPages(scan, new Map([[1, page]]))).sections.map((s) => s.number);
}

const LANGUAGES = Object.keys(HEADING_LANGUAGES);

describe("a heading's number read as a mark or letter with no digit of its own: the one section its title names", () => {
  const forms: Record<string, (word: string, n: number, title: string) => string> = {
    "ampersand": (word, _n, title) => `D1    ${word} & - ${title}`,
    "registered mark glued": (word, _n, title) => `TTT    ${word}®: ${title}`,
    "percent": (word, _n, title) => `${word} % ${title}`,
    "S glued": (word, _n, title) => `|    ${word}S ${title}`,
    "hash": (word, _n, title) => `${word} # ${title}`,
  };
  const cases = LANGUAGES.flatMap((language) => ([6, 8] as const).flatMap((n) => Object.entries(forms).map(([form, make]) => ({ language, n, form, make }))));
  test.each(cases)("$language $form, section $n", ({ language, n, make }) => {
    const sheet = sheetOf(language);
    const line = make(sheet.word, n, sheet.titles[n]!);
    expect(repairOcrHeading(line, 0.6)).toBe(`${sheet.word} ${n}: ${sheet.titles[n]}`);
    expect(sectionsWith(sheet, n, line)).toContain(n);
  });

  test("a title naming two sections or none, a reference, a sentence: left as read", () => {
    for (const language of LANGUAGES) {
      const { word, titles } = sheetOf(language);
      for (const line of [`${word} & Alpha Lotion`, `See ${word} & ${titles[6]}`, `${word} & ${titles[6]} apply here and elsewhere in this sheet as it says.`]) {
        expect(repairOcrHeading(line, 0.6)).toBe(line);
      }
    }
    expect(repairOcrHeading("SECTION & Hazards identification", 0.6)).toBe("SECTION & Hazards identification");
    expect(repairOcrHeading("SECTION & Zinc oxide", 0.6)).toBe("SECTION & Zinc oxide");
    expect(repairOcrHeading("SECTIONS EXPOSURE CONTROLS - PERSONAL PROTECTION.", 0.5)).toBe("SECTION 8: EXPOSURE CONTROLS - PERSONAL PROTECTION.");
    expect(repairOcrHeading("SECTIONS Exposure controls apply.", 0.5)).toBe("SECTIONS Exposure controls apply.");
  });
});

describe("a two-digit number that lost its leading 1: 11 or 13 when the title names that section", () => {
  const cases = LANGUAGES.flatMap((language) => ([11, 13] as const).flatMap((n) => [
    { language, n, form: "bare", make: (_word: string, title: string) => `${n - 10}. ${title}` },
    { language, n, form: "with the word", make: (word: string, title: string) => `${word} ${n - 10}: ${title}` },
  ]));
  test.each(cases)("$language $form, section $n", ({ language, n, make }) => {
    const sheet = sheetOf(language);
    const line = make(sheet.word, sheet.titles[n]!);
    expect(repairOcrHeading(line, 0.9)).toEndWith(`${n}${line.startsWith(sheet.word) ? ":" : ""} ${sheet.titles[n]}`);
    expect(sectionsWith(sheet, n, line)).toContain(n);
  });

  test("a title that names its own number, or none, or a sentence: left as read", () => {
    for (const line of ["1. Identification", "3. Composition/information on ingredients", "1. Zinc oxide", "3. Disposal considerations must follow local rules."]) {
      expect(repairOcrHeading(line, 0.9)).toBe(line);
    }
  });
});

describe("a mark read after the number", () => {
  test.each(LANGUAGES)("%s: SECTION 2% Title", (language) => {
    const sheet = sheetOf(language);
    const line = `${sheet.word} 2% ${sheet.titles[2]}. oo Ln rd a i i`;
    expect(repairOcrHeading(line, 0.4)).toStartWith(`${sheet.word} 2: ${sheet.titles[2]}`);
    expect(sectionsWith(sheet, 2, line)).toContain(2);
  });
});

describe("a damaged Roman number of a 16-section sheet: the title's section when one stroke off", () => {
  test.each([
    ["SECTION Xl! — DISPOSAL CONSIDERATIONS", "SECTION 13: DISPOSAL CONSIDERATIONS"],
    ["SECTION Xl — TOXICOLOGICAL INFORMATION", "SECTION 11: TOXICOLOGICAL INFORMATION"],
    ["SECTION X|I — TOXICOLOGICAL INFORMATION", "SECTION 11: TOXICOLOGICAL INFORMATION"],
    ["SECTION Xi — ECOLOGICAL INFORMATION", "SECTION 12: ECOLOGICAL INFORMATION"],
  ])("%s", (line, written) => {
    expect(repairOcrHeading(line, 0.9)).toBe(written);
  });

  test("below X (the 8- and 9-section sheets, whose titles differ) the Roman number stays as read", () => {
    expect(repairOcrHeading("SECTION ll - HAZARDOUS INGREDIENTS", 0.9)).toBe("SECTION 2: HAZARDOUS INGREDIENTS");
    expect(repairOcrHeading("SECTION lll - PHYSICAL DATA", 0.9)).toBe("SECTION 3: PHYSICAL DATA");
  });

  test("a sheet that skips a section keeps its own numbers: a clean digit, a clean Roman number", () => {
    expect(repairOcrHeading("Section 5.    Accidental Release Measures", 0.96)).toBe("Section 5.    Accidental Release Measures");
    expect(repairOcrHeading("Section 8.    Physical and Chemical Properties", 0.96)).toBe("Section 8.    Physical and Chemical Properties");
    expect(repairOcrHeading("SECTION XII — DISPOSAL CONSIDERATIONS", 0.9)).toBe("SECTION 12: DISPOSAL CONSIDERATIONS");
  });
});

describe("a Roman number's strokes read as look-alikes of I and V, the title naming that section", () => {
  test.each([
    ["SECTION VIL ~~ » HANDLING AND STORAGE    an", "SECTION 7: HANDLING AND STORAGE"],
    ["Fanny    SECTION]    » PRODUCT IDENTIFICATION:    -    a", "SECTION 1: PRODUCT IDENTIFICATION:"],
    ["Section I¥ - First aid measures", "Section 4: First aid measures"],
  ])("%s", (line, written) => {
    expect(repairOcrHeading(line, 0.6)).toBe(written);
  });

  test("a number read with these look-alikes needs its title (old sheets' titles name other sections: left as read)", () => {
    expect(repairOcrHeading("SECTION VIL ~~ » REACTIVITY DATA    an", 0.6)).toBe("SECTION VIL ~~ » REACTIVITY DATA    an");
    expect(repairOcrHeading("Section I¥ - Fire and Explosion Hazard Data", 0.6)).toBe("Section I¥ - Fire and Explosion Hazard Data");
  });

  test("a lone look-alike that is no Roman stroke by itself needs its title", () => {
    expect(repairOcrHeading("SECTION L - REACTIVITY DATA", 0.6)).toBe("SECTION L - REACTIVITY DATA");
    expect(repairOcrHeading("SECTION ¥ - REACTIVITY DATA", 0.6)).toBe("SECTION ¥ - REACTIVITY DATA");
    expect(repairOcrHeading("SECTION ¥ - FIRE AND EXPLOSION DATA", 0.6)).toBe("SECTION 5: FIRE AND EXPLOSION DATA");
  });
});

describe("a heading whose number OCR lost (its band or box read as specks): the one section its title names", () => {
  const forms: Record<string, (word: string, title: string) => string> = {
    "capitals after specks": (_word, title) => `MUIR    ${title.toUpperCase()}    a    a`,
    "capitals after a box's marks": (_word, title) => `[]    ${title.toUpperCase()}`,
    "a full stop left of the number": (_word, title) => `. ${title}`,
    "capitals after a mark": (_word, title) => `¢ ${title.toUpperCase()}`,
    "specks glued after": (_word, title) => `TTT    ${title.toUpperCase()} © © 000]`,
  };
  const cases = LANGUAGES.flatMap((language) => ([6, 8, 11] as const).flatMap((n) => Object.entries(forms).map(([form, make]) => ({ language, n, form, make }))));
  test.each(cases)("$language $form, section $n", ({ language, n, make }) => {
    const sheet = sheetOf(language);
    const line = make(sheet.word, sheet.titles[n]!);
    expect(repairOcrHeading(line, 0.5, line.startsWith("[]"))).toMatch(new RegExp(`^${n} `));
    expect(sectionsWith(sheet, n, line)).toContain(n);
  });

  test("a title naming two sections or none, mixed case without the number's stop, a label, a sentence, one word: left as read", () => {
    for (const line of ["HAZARDS IDENTIFICATION", "Accidental release measures", "HANDLING AND STORAGE: Keep cool.", "ACCIDENTAL RELEASE MEASURES MUST BE TAKEN AT ONCE BY ALL STAFF ON SITE NOW",
      "IDENTIFICATION", "See Accidental release measures", "FIRST AID MEASURES    Eye contact: rinse with water", ". Accidental release measures are described below.", "2 COMPOSITION/INFORMATION ON INGREDIENTS", "2.    COMPOSITION/INFORMATION ON INGREDIENTS",
      "COMPANY IDENTIFICATION", "FIRE FIGHTING MEASURES", "Di    INGREDIENT NAME    % BY WEIGHT    CAS NUMBER", "DI EYES - MOVE INDIVIDUAL AWAY FROM EXPOSURE AND INTO FRESH AIR.",
      "Di    SARA 302 COMPONENTS - 40 CFR 355 APPENDIX A", "DI    WITH ALL APPLICABLE LOCAL, STATE AND FEDERAL REGULATIONS.",
      "Loe    TT    RN    AAZARDS IDENTIFICATION.    aT"]) {
      expect(repairOcrHeading(line, 0.5)).toBe(line);
    }
    // A word glued before the title on a line read well is the sentence's, not a speck.
    expect(repairOcrHeading("THE FOLLOWING FIRST AID RECOMMENDATIONS ARE BASED ON AN ASSUMPTION THAT", 0.96)).toBe("THE FOLLOWING FIRST AID RECOMMENDATIONS ARE BASED ON AN ASSUMPTION THAT");
  });
});

describe("a heading's number read into its title (the band's columns run together)", () => {
  const cases = LANGUAGES.flatMap((language) => ([6, 8] as const).flatMap((n) => [
    { language, n, form: "after the first word", make: (_word: string, title: string) => `${title.split(" ")[0]} ${n}.    ${title.split(" ").slice(1).join(" ")}` },
    { language, n, form: "with the word", make: (word: string, title: string) => `${word} ${title.split(" ")[0]!.toUpperCase()} ${n}    ${title.split(" ").slice(1).join(" ").toUpperCase()}    00    0 ino il cid    i` },
  ]));
  test.each(cases)("$language $form, section $n", ({ language, n, make }) => {
    const sheet = sheetOf(language);
    const line = make(sheet.word, sheet.titles[n]!);
    expect(repairOcrHeading(line, 0.8)).toMatch(new RegExp(`(?:^|: |^${sheet.word} )?${n}:? `));
    expect(sectionsWith(sheet, n, line)).toContain(n);
  });

  test("a row with a number in a cell, or a title naming another section, stays", () => {
    for (const line of ["Water 6.    release measures", "Accidental 5.    release measures", "Ethanol 6    10-20 %", "Product 1    Alpha Lotion"]) {
      expect(repairOcrHeading(line, 0.8)).toBe(line);
    }
  });
});
