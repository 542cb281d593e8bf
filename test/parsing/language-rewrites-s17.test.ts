/**
 * Kinds of miss found by the language rewrites (metamorphic family L, session 17: English tune sheets rewritten in the
 * other seven languages, `metamorphic-tune.ts --languages`). Each is a sweep over the eight languages through parseSds
 * or findRevisionDate, on synthetic sheets with invented names:
 * - the producer as the manufacturer's label ("Productor", "Produtor", "Produzent" …);
 * - the company as a bare label ("Przedsiębiorstwo    X"): read as the label, never taken for the name;
 * - the issue date's label in its Dutch long form ("Datum van uitgifte");
 * - a preparation date's label alone on its line, the date below it ("Elaborado el" / "3 de enero de 2018"), also
 *   with the year's word after it ("03.01.2018 r.");
 * - a "last revision" label in its short form ("Letzte Überarbeitung", "Ostatnia aktualizacja") that dates the
 *   previous version: the current (preparation) date is read, never the older one with confidence.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

const COMPANY = "Quillmore Reagents GmbH";
const sectionOne = (label: string, gap: string) => [
  "SAFETY DATA SHEET",
  "SECTION 1: Identification",
  "Product name: Brightwell Degreaser 40",
  `${label}${gap}${COMPANY}`,
  "Larchweg 12, 12345 Ostheim",
  ...SECTIONS_2_TO_4,
];

const PRODUCER: ReadonlyArray<readonly [string, string]> = [
  ["en", "Producer"], ["de", "Produzent"], ["fr", "Producteur"], ["es", "Productor"], ["it", "Produttore"], ["nl", "Producent"],
  ["pt", "Produtor"], ["pl", "Producent"],
];
const COMPANY_WORD: ReadonlyArray<readonly [string, string]> = [
  ["en", "Company"], ["de", "Unternehmen"], ["fr", "Entreprise"], ["es", "Empresa"], ["it", "Azienda"], ["nl", "Onderneming"],
  ["pt", "Empresa"], ["pl", "Przedsiębiorstwo"],
];

describe("the manufacturer after a producer or company label, in the eight languages", () => {
  for (const [language, label] of [...PRODUCER, ...COMPANY_WORD]) {
    for (const [layout, gap] of [["colon", ": "], ["column", "    "]] as const) {
      test(`${language} '${label}' (${layout})`, () => {
        const parsed = parseSds(sheet(sectionOne(label, gap)));
        expect(parsed.manufacturer).toBe(COMPANY);
      });
    }
  }
});

const ADDRESS_OF: Readonly<Record<string, string>> = { en: "Address", de: "Anschrift", fr: "Adresse", es: "Dirección", it: "Indirizzo", nl: "Adres", pt: "Morada", pl: "Adres" };

describe("a bare company label in a label column under a supplier sub-heading: the name, never the label", () => {
  for (const [language, label] of COMPANY_WORD) {
    test(`${language} '${label}'`, () => {
      const lines = [
        "Safety Data Sheet", "Brightwell Degreaser 40    January 26, 2023", "Section 1 - IDENTIFICATION", "Product Identifier:    Brightwell Degreaser 40",
        "Manufacturer/Importer/Supplier/Distributor Information:", `${label}    Larchmont Group, Division of Quillmore Industries Corporation`,
        `${ADDRESS_OF[language]}    PO Box 1426, Ostheim, 12345`, ...SECTIONS_2_TO_4,
      ];
      const parsed = parseSds(sheet(lines));
      expect(parsed.manufacturer).toBe("Larchmont Group, Division of Quillmore Industries Corporation");
    });
  }
});

const ISSUE: ReadonlyArray<readonly [string, string, string]> = [
  ["en", "Date of issue:", "03/12/2026"], ["de", "Datum der Ausgabe:", "03.12.2026"], ["fr", "Date d'émission :", "03/12/2026"],
  ["es", "Fecha de emisión:", "03/12/2026"], ["it", "Data di emissione:", "03/12/2026"], ["nl", "Datum van uitgifte:", "03-12-2026"],
  ["pt", "Data de emissão:", "03/12/2026"], ["pl", "Data wydania:", "03.12.2026"],
];

describe("the issue date's label in the eight languages", () => {
  test.each(ISSUE)("%s '%s'", (_language, label, date) => {
    expect(findRevisionDate([`${label} ${date}`], "day-first")?.value).toBe("2026-12-03");
  });
});

const PREPARED: ReadonlyArray<readonly [string, string, string]> = [
  ["en", "Date prepared", "3 January 2018"], ["de", "Erstellt am", "3. Januar 2018"], ["fr", "Établi le", "3 janvier 2018"],
  ["es", "Elaborado el", "3 de enero de 2018"], ["it", "Compilato il", "3 gennaio 2018"], ["nl", "Opgesteld op", "3 januari 2018"],
  ["pt", "Elaborado em", "3 de janeiro de 2018"], ["pl", "Data sporządzenia", "3 stycznia 2018"],
  // Polish and Bulgarian write the year's word after a date: "03.01.2018 r." (roku), "03.01.2018 г." (година)
  ["pl", "Data sporządzenia", "03.01.2018 r."], ["pl", "Data opracowania", "3 stycznia 2018 r."], ["bg", "Дата на изготвяне", "03.01.2018 г."],
];

describe("a preparation date's label alone on its line, its date below, in the eight languages", () => {
  test.each(PREPARED)("%s '%s'", (_language, label, date) => {
    expect(findRevisionDate([label, date], "day-first")?.value).toBe("2018-01-03");
    expect(findRevisionDate([label, "Larchweg Business Park", date], "day-first")?.value).toBe("2018-01-03");
  });
});

const LAST: ReadonlyArray<readonly [string, string, string]> = [
  ["en", "Last revision", "Date of preparation"], ["de", "Letzte Überarbeitung", "Erstellungsdatum"],
  ["fr", "Dernière révision", "Date d'établissement"], ["es", "Última revisión", "Fecha de elaboración"],
  ["it", "Ultima revisione", "Data di compilazione"], ["nl", "Laatste herziening", "Datum opstelling"],
  ["pt", "Última revisão", "Data de elaboração"], ["pl", "Ostatnia aktualizacja", "Data sporządzenia"],
  ["de", "Datum der letzten Überarbeitung", "Erstellungsdatum"], ["fr", "Date de la dernière révision", "Date d'établissement"],
  ["es", "Fecha de la última revisión", "Fecha de elaboración"], ["it", "Data dell'ultima revisione", "Data di compilazione"],
  ["nl", "Datum laatste herziening", "Datum opstelling"], ["pt", "Data da última revisão", "Data de elaboração"],
  ["pl", "Data ostatniej aktualizacji", "Data sporządzenia"],
];

describe("a 'last revision' date older than the preparation date, in the eight languages", () => {
  test.each(LAST)("%s '%s' under '%s'", (_language, last, prepared) => {
    for (const lines of [[`${prepared}: 10.03.2015`, `${last}: 06.07.2011`], [`${last.toUpperCase()}:    06.07.2011`, `${prepared.toUpperCase()}:    10.03.2015`]]) {
      const found = findRevisionDate(lines, "day-first");
      expect(found?.value).toBe("2015-03-10");
    }
  });
});

const SECTION_1_TITLES: ReadonlyArray<readonly [string, string]> = [
  ["en", "Identification of the substance/mixture and of the company/undertaking"],
  ["de", "Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens"],
  ["fr", "Identification de la substance/du mélange et de la société/l'entreprise"],
  ["es", "Identificación de la sustancia o la mezcla y de la sociedad o la empresa"],
  ["it", "Identificazione della sostanza o della miscela e della società/impresa"],
  ["nl", "Identificatie van de stof of het mengsel en van de onderneming"],
  ["pt", "Identificação da substância/mistura e da sociedade/empresa"],
  ["pl", "Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa"],
];

describe("section 1's Annex II title in capitals: its company half is never the product's name", () => {
  for (const [language, title] of SECTION_1_TITLES) {
    for (const form of [(text: string) => `1. ${text.toLocaleUpperCase()}`, (text: string) => `1 ${text.toLocaleUpperCase()}`]) {
      test(`${language} '${form(title)}'`, () => {
        const lines = [
          "Safety Data Sheet", "Brightwell Degreaser 40", "Revision date : 06.01.2026    Page: 1/8", form(title),
          "Company    24 Hour Emergency Response Information", "QUILLMORE CORPORATION    CHEMTREC: (800) 424-9300", "100 Larch Drive",
          "2. HAZARDS IDENTIFICATION", "Signal word: Warning", "H319 Causes serious eye irritation.", "3. COMPOSITION/INFORMATION ON INGREDIENTS",
          "Ethanol 64-17-5 10-20%", "4. FIRST AID MEASURES", "Rinse with water.",
        ];
        expect(parseSds(sheet(lines)).product_name).toBe("Brightwell Degreaser 40");
      });
    }
  }
});
