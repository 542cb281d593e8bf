/**
 * Session 18 (old photocopied scans): a label whose first letters a dark border or a punch hole in the left margin
 * took ("ANUFACTURER: 3M", "RODUCT NAME: …", "SUE DATE: …"): the label is no longer known and its value not read.
 * Eight languages' product, company and revision-date labels, each with one or two letters cut (two letters of the
 * first word left at least), in capitals and as printed, after a colon and before a value cell.
 */
import { describe, expect, test } from "bun:test";
import { repairCutLabel } from "../../src/modules/parsing/ocr-cut-label.ts";
import { parseScan } from "../helpers/ocr-scan.ts";
import { expectLinearGrowth } from "../helpers/growth.ts";

const LANGUAGES: Readonly<Record<string, { product: string; company: string; date: string }>> = {
  en: { product: "Product name", company: "Manufacturer", date: "Revision date" },
  de: { product: "Handelsname", company: "Hersteller", date: "Überarbeitet am" },
  fr: { product: "Nom du produit", company: "Fabricant", date: "Date de révision" },
  es: { product: "Nombre del producto", company: "Fabricante", date: "Fecha de revisión" },
  it: { product: "Nome del prodotto", company: "Fabbricante", date: "Data di revisione" },
  nl: { product: "Handelsnaam", company: "Fabrikant", date: "Herzieningsdatum" },
  pt: { product: "Nome do produto", company: "Fabricante", date: "Data de revisão" },
  pl: { product: "Nazwa handlowa", company: "Producent", date: "Data aktualizacji" },
};

const VALUES = { product: "Nordclean Floor Polish 40", company: "Nordwerk Chemie GmbH", date: "14.03.2019" };
const TRUTH = { product: "Nordclean Floor Polish 40", company: "Nordwerk Chemie GmbH", date: "2019-03-14" };
type Field = keyof typeof VALUES;

/** How the label and value stand: after a colon, or in a column of their own. */
const LAYOUTS: Readonly<Record<string, (label: string, value: string) => string>> = {
  colon: (label, value) => `${label}: ${value}`,
  columns: (label, value) => `${label}    ${value}`,
};

const page = (lines: Record<Field, string>) => ["SAFETY DATA SHEET", "SECTION 1: IDENTIFICATION", lines.product, lines.company,
  "Address: Hafenstrasse 12, 20457 Hamburg", lines.date, "SECTION 2: HAZARDS IDENTIFICATION", "Signal word: Warning"];

const cases = Object.entries(LANGUAGES).flatMap(([language, labels]) => (["product", "company", "date"] as const).flatMap((field) =>
  // What is left of the first word is two letters or more ("m du produit" is too little to tell).
  [1, 2].filter((cut) => labels[field].split(" ")[0]!.length - cut >= 2).flatMap((cut) => [false, true].flatMap((capitals) => Object.entries(LAYOUTS).map(([layout, write]) => {
    const label = capitals ? labels[field].toUpperCase() : labels[field];
    const lines = Object.fromEntries((["product", "company", "date"] as const).map((f) =>
      [f, write(f === field ? label.slice(cut) : labels[f], VALUES[f])])) as Record<Field, string>;
    return { language, field, cut, capitals, layout, lines };
  })))));

const valueOf = (parsed: ReturnType<typeof parseScan>, field: Field) =>
  field === "product" ? parsed.product_name : field === "company" ? parsed.manufacturer : parsed.revision_date;

describe("a label whose first letters the page's edge took (8 languages)", () => {
  test("each field is read as with its whole label", () => {
    const misses: string[] = [];
    for (const c of cases) {
      const parsed = parseScan([page(c.lines)]);
      if (valueOf(parsed, c.field) !== TRUTH[c.field]) misses.push(`${c.language} ${JSON.stringify(c.lines[c.field])} → ${valueOf(parsed, c.field)}`);
    }
    expect(misses).toEqual([]);
    expect(cases.length).toBe(188);
  });

  test("a known label, a short word or a line that no letters make a label stays as read", () => {
    for (const line of ["Manufacturer: Nordwerk", "Use: cleaning", "ATE: 12.03.2019", "anger    ~~", "Nordwerk Chemie GmbH",
      "ontains: sodium hydroxide", "ress the button", "roduction site: Hamburg"]) {
      expect(repairCutLabel(line)).toBe(line);
    }
  });

  test("a hostile line (a long first word, long lines) is read in linear time", () => {
    const lines = [(size: number) => "a".repeat(size * 10), (size: number) => `anufacturer${" x".repeat(size * 5)}`, (size: number) => `${"anufacturer ".repeat(size)}: x`];
    for (const line of lines) expectLinearGrowth((size) => repairCutLabel(line(size)), 2_500);
  });
});
