/**
 * Session 25: an English sheet whose cited rules and supplier's country write numeric dates in different orders (a US
 * maker's sheet citing an EU Directive) read an ambiguous revision date the rules' way at 0.85 — wrong where the
 * maker wrote its own way, and too sure to be reviewed. Now such a date is at most 0.7. Through the real parser;
 * invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { parsedOnce } from "../helpers/sds-text.ts";

const parsedOf = parsedOnce();

/** An English sheet citing `regime`, its section 1 holding `contact`, its revision date `date`. */
const sheetWith = (regime: string, contact: string[], date = "06/12/2009", extra: string[] = []) => [
  "SAFETY DATA SHEET",
  `Date revised: ${date}`,
  regime,
  "1. PRODUCT AND COMPANY IDENTIFICATION",
  "Product name: Larkspur Rod 7018",
  "Supplier: Larkspur Welding Supply, Inc.",
  ...contact,
  "2. HAZARDS IDENTIFICATION",
  "Signal word: Warning",
  ...extra,
  "3. COMPOSITION / INFORMATION ON INGREDIENTS",
  "Iron 7439-89-6 80-90 %",
];
const EU_DIRECTIVE = "This sheet complies with Directive 91/155/EEC.";
const OSHA = "Prepared according to OSHA HCS 29 CFR 1910.1200.";
const US_SUPPLIER = ["801 Foundry Avenue", "Hanover, PA 17331", "Telephone: 1-717-555-0101", "Emergency (CHEMTREC): 1-800-555-0199"];
const UK_SUPPLIER = ["12 Mill Lane, Harrowgate HG1 2AB, United Kingdom", "Telephone: +44 1632 960 123"];

const revision = (key: string, lines: string[]) => {
  const parsed = parsedOf(key, lines);
  return { value: parsed.revision_date, confidence: parsed.evidence.revision_date?.confidence ?? 0 };
};

describe("rules and supplier disagree on the date order", () => {
  test("a US supplier citing an EU Directive: the rules' reading, in doubt", () => {
    const read = revision("us-eu", sheetWith(EU_DIRECTIVE, US_SUPPLIER));
    expect(read.value).toBe("2009-12-06");
    expect(read.confidence).toBeLessThanOrEqual(0.7);
  });

  test("a UK supplier citing OSHA: the rules' reading, in doubt", () => {
    const read = revision("uk-osha", sheetWith(OSHA, UK_SUPPLIER));
    expect(read.value).toBe("2009-06-12");
    expect(read.confidence).toBeLessThanOrEqual(0.7);
  });
});

describe("no doubt where nothing disagrees or the date settles it", () => {
  test.each([
    ["a US supplier citing OSHA", OSHA, US_SUPPLIER, "06/12/2009", "2009-06-12"],
    ["a UK supplier citing an EU Directive", EU_DIRECTIVE, UK_SUPPLIER, "06/12/2009", "2009-12-06"],
    ["a supplier of no known country", EU_DIRECTIVE, ["Telephone: 555 0123"], "06/12/2009", "2009-12-06"],
    ["a date either order reads alike", EU_DIRECTIVE, US_SUPPLIER, "06/06/2009", "2009-06-06"],
    ["an unambiguous date", EU_DIRECTIVE, US_SUPPLIER, "16/12/2009", "2009-12-16"],
    ["a month name", EU_DIRECTIVE, US_SUPPLIER, "June 12, 2009", "2009-06-12"],
  ])("%s", (name, regime, contact, date, iso) => {
    const read = revision(`sure/${name}`, sheetWith(regime, contact, date));
    expect(read.value).toBe(iso);
    expect(read.confidence).toBeGreaterThan(0.7);
  });

  test("another date the sheet prints day first settles the order", () => {
    const read = revision("settled", sheetWith(EU_DIRECTIVE, US_SUPPLIER, "06/12/2009", ["Classification date: 23/11/2009"]));
    expect(read.value).toBe("2009-12-06");
    expect(read.confidence).toBeGreaterThan(0.7);
  });

  test("a sheet not in English keeps its language's order, undoubted", () => {
    const lines = [
      "FICHE DE DONNÉES DE SÉCURITÉ",
      "Date de révision : 06/12/2009",
      "Conforme au règlement (CE) n° 1907/2006",
      "RUBRIQUE 1 : IDENTIFICATION DU PRODUIT ET DE LA SOCIÉTÉ",
      "Nom du produit : Baguette Larkspur 7018",
      "Fournisseur : Larkspur Welding Supply, Inc.",
      ...US_SUPPLIER,
      "RUBRIQUE 2 : IDENTIFICATION DES DANGERS",
      "Mention d'avertissement : Attention",
    ];
    const read = revision("fr", lines);
    expect(read.value).toBe("2009-12-06");
    expect(read.confidence).toBeGreaterThan(0.7);
  });
});
