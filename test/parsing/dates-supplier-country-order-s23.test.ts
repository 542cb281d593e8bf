/**
 * Session 23: ambiguous numeric dates (03/10/2014) on an English sheet that cites no country's rules were read month
 * first even when section 1 showed a day-first supplier (a UK or Indian dialling prefix, a country's name ending the
 * address); and EU Directives cited with other languages' initials ("1999/45/EEC", "67/548/EWG", "91/155/CEE") did not
 * count as EU rules. Through the real parser; invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { documentDateOrder } from "../../src/modules/parsing/document-date-order.ts";
import { parsedOnce } from "../helpers/sds-text.ts";

const parsedOf = parsedOnce();

/** An English sheet without any regime, its section 1 holding `contact` lines and the date "04/09/2019". */
const sheetWith = (contact: string[], regime: string[] = []) => [
  "SAFETY DATA SHEET",
  "Revision date: 04/09/2019",
  "1. IDENTIFICATION OF THE PRODUCT AND THE COMPANY",
  "Product name: Fenwick Deck Sealer",
  "Supplier: Fenwick Coatings Ltd",
  ...contact,
  "2. HAZARDS IDENTIFICATION",
  ...regime,
  "Not classified as hazardous.",
  "3. COMPOSITION / INFORMATION ON INGREDIENTS",
  "Water-based acrylic dispersion.",
];
const DAY_FIRST = "2019-09-04";
const MONTH_FIRST = "2019-04-09";

describe("the supplier's country decides where no rules do", () => {
  test.each([
    ["a UK prefix", ["Telephone: +44 (0) 1632 960 123"]],
    ["a UK prefix with 00", ["Tel. 0044 1632 960123"]],
    ["an Indian prefix with a space after the plus", ["Phone: + 91-22-5550-1234"]],
    ["an Australian prefix", ["Ph: +61 3 5550 1234"]],
    ["a South African prefix", ["Tel: +27 11 555 0123"]],
    ["a country's name ending the address", ["12 Mill Lane, Harrowgate HG1 2AB, United Kingdom"]],
    ["an Indian address", ["Plot 14, Industrial Estate, Pune 411001, India"]],
    ["a UK number and CHEMTREC's international line", ["Telephone: +44 1632 960 123", "Emergency (CHEMTREC): +1 703 555 0100"]],
  ])("%s → day first", (_name, contact) => {
    expect(parsedOf(`day/${_name}`, sheetWith(contact)).revision_date).toBe(DAY_FIRST);
  });

  test.each([
    ["no country shown", ["Telephone: 555 0123"]],
    ["a US number", ["Telephone: (555) 555-0123"]],
    ["a US toll-free number", ["Customer service 1-800-555-0123"]],
    ["+1", ["Telephone: +1 555 555 0123"]],
    ["a US address", ["100 Main Street, Springfield, OH 45501, USA"]],
    ["a US number and a UK office: both, so nothing decides", ["Telephone: (555) 555-0123", "UK office: +44 1632 960 123"]],
    ["a UK emergency line only", ["Emergency telephone: +44 1632 960 999"]],
    ["a year-first country (Japan) is left out", ["Telephone: +81 3 5555 0123"]],
  ])("%s → month first (the English default)", (_name, contact) => {
    expect(parsedOf(`month/${_name}`, sheetWith(contact)).revision_date).toBe(MONTH_FIRST);
  });

  test("a US regime cited wins over a day-first supplier", () => {
    expect(parsedOf("osha-uk", sheetWith(["Telephone: +44 1632 960 123"], ["Classified according to OSHA HCS 29 CFR 1910.1200"])).revision_date).toBe(MONTH_FIRST);
  });

  // Session 38: a North American supplier's sheet in French or Spanish writes dates month first (a Canadian French
  // sheet's 12/05/2014 was 12 May, a US maker's Spanish 8/1/2015 was 1 August); any other country keeps the language's order.
  test("a sheet not in English keeps its language's order, but for a North American supplier", () => {
    expect(documentDateOrder(["Fiche de données de sécurité"], "fr", ["Tél. : +1 555 555 0123"])).toBe("month-first");
    expect(documentDateOrder(["Fiche de données de sécurité"], "fr", ["Tél. : +33 1 55 55 01 23"])).toBe("day-first");
    expect(documentDateOrder(["Fiche de données de sécurité"], "fr", [])).toBe("day-first");
  });
});

describe("EU Directives cited with any language's initials are EU rules", () => {
  test.each([
    ["1999/45/EEC"], ["67/548/EWG"], ["91/155/CEE"], ["1999/45/CE"], ["1999/45/EG"], ["67/548/EEG"], ["1999/45/ES"], ["2001/58/EY"],
    ["1999/45/WE"], ["88/379/EEC"],
  ])("Classification (%s)", (cited) => {
    expect(documentDateOrder([`Classification (${cited}): Not classified.`], "en")).toBe("day-first");
    expect(parsedOf(`eu/${cited}`, sheetWith(["Telephone: 555 0123"], [`Classification (${cited})`])).revision_date).toBe(DAY_FIRST);
  });

  test.each([["2199/45/EEC"], ["1999/45/ECHO"], ["1999/45"], ["67/548 EEC units"]])("not a Directive: %s", (text) => {
    expect(documentDateOrder([text], "en")).toBe("month-first");
  });
});
