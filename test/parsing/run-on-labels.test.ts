/**
 * cutAtRunOnLabel: where another section 1 field's label starts inside a value (a two-column form's next label on the
 * value's line). Invented names throughout.
 */
import { describe, expect, test } from "bun:test";
import { cutAtRunOnLabel, startsWithFieldLabel } from "../../src/modules/parsing/run-on-labels.ts";
import { expectLinearGrowth } from "../helpers/growth.ts";

describe("a label of another field inside a value is cut off", () => {
  const cases: [string, string][] = [
    ["Harbour Carpet Cleaner Product number 4711 Internal identification HX9", "Harbour Carpet Cleaner"],
    ["HarbourBond Extra Chemical Name Not Applicable", "HarbourBond Extra"],
    ["NITROGEN MONOXIDE EC INDEX No Alternative names nitric oxide REACH Registration No XXXX", "NITROGEN MONOXIDE"],
    ["PORTO Codice commerciale: 12.004 Tipo di prodotto ed impiego: detergente", "PORTO"],
    ["HAFENBENZIN Handelsname Hafenbenzin nach Norm", "HAFENBENZIN"],
    ["Harbour Lime Tablets Synonyms l Lime tabs; HX tabs", "Harbour Lime Tablets"],
    ["HAFEN BLÖCKE - Version des Dokuments 03/19 -", "HAFEN BLÖCKE"],
    ["HARBOURCIDE 200 g/l EC, STABILISE Remplace FDS/Mars 2011", "HARBOURCIDE 200 g/l EC, STABILISE"],
    ["Ácido Harbour 12% Tipo(s) do produto: Harbourcid 12%", "Ácido Harbour 12%"],
    ["HARBOUR GEL Productbeschrijving: Basis met additieven", "HARBOUR GEL"],
    ["Harbour Rinse Fornitore: Harbour S.r.l.", "Harbour Rinse"],
    ["Harbour Rinse 40 Recommended use Rinse aid", "Harbour Rinse 40"],
    ["Harbour Rinse 40 Numéro CAS 64-17-5", "Harbour Rinse 40"],
    ["Harbour Rinse 40 Nombre comercial Harbour Rinse", "Harbour Rinse 40"],
    ["Harbour Rinse 40 Kod produktu HX40", "Harbour Rinse 40"],
    ["Harbour Rinse 40 Revision date 01.02.2023", "Harbour Rinse 40"],
    ["Harbour Rinse 40 Supersedes 2019-04-01", "Harbour Rinse 40"],
  ];
  for (const [value, name] of cases) {
    test(value, () => expect(cutAtRunOnLabel(value)).toEqual({ value: name, cut: true }));
  }

  test("a label glued to the value's last word at the value's end (the column gap lost)", () => {
    expect(cutAtRunOnLabel("Harbour AdditiveProduct identifier")).toEqual({ value: "Harbour Additive", cut: true });
  });
});

describe("a name that holds a label's word stays whole", () => {
  const names = [
    "Harbour Product Cleaner",
    "Harbour Emergency Eyewash",
    "HARBOUR 400 g/l EC",
    "Harbour Application Gel",
    "Cleaner for Product Code Readers",
    "Harbour Version 2",
    "Harbour Trade Gel",
    "harbour rinse product number one",
    "AccuHarbour Blue Tablets",
    "Product number 4711",
  ];
  for (const name of names) {
    test(name, () => expect(cutAtRunOnLabel(name)).toEqual({ value: name, cut: false }));
  }

  test("a glued label that does not end the value is none", () => {
    expect(cutAtRunOnLabel("HarbourProduct identifier plus")).toEqual({ value: "HarbourProduct identifier plus", cut: false });
  });

  test("a column of labels before its values is not cut into a label", () => {
    expect(cutAtRunOnLabel("Productcode Producttype Harbour Rinse 40 HX40")).toEqual({ value: "Productcode Producttype Harbour Rinse 40 HX40", cut: false });
  });
});

describe("a value that opens with another field's label and its colon", () => {
  test("is another field", () => {
    expect(startsWithFieldLabel("Produktkode : HX40")).toBe(true);
    expect(startsWithFieldLabel("Synonyms: Harbour tabs")).toBe(true);
  });
  test("a name is not", () => {
    expect(startsWithFieldLabel("Harbour Rinse 40")).toBe(false);
    expect(startsWithFieldLabel("Part A: Harbour Epoxy Resin")).toBe(false);
  });
});

describe("speed: a long run-on line is scanned once", () => {
  test("a 200 000-character value without a label", () => {
    const long = (size: number) => "Harbour word ".repeat(size);
    expect(cutAtRunOnLabel(long(15_000)).cut).toBe(false);
    expectLinearGrowth((size) => cutAtRunOnLabel(long(size)), 2_000);
  });
});
