/**
 * Ingredient names seen wrong on corpus sheets' SDS pages (session 35, tune sheets of the corpus): a stacked record's
 * CAS label in French ("Numéro de CAS: 5421-46-5") read as the name "Numéro de"; a header line citing the CLP
 * Regulation ("Einstufung gemäß Verordnung (EG) Nr. 1272/2008 [CLP]") above a row the CAS number opens, read as the
 * name of ethanol; a header "· No CAS Désignation" read as "No Désignation"; a name that wraps with a hyphen onto the
 * line of its number ("isodecylalcoholen, geëthoxy-" / "leerd, gepropoxyleerd    37251-67-5") read as its tail; a
 * stacked record's concentration under a "percentage range" label. Rows in the shapes those sheets print, names invented
 * where the shape allows.
 */
import { describe, expect, test } from "bun:test";
import { parseComposition } from "../../src/modules/parsing/composition.ts";

const namesOf = (lines: string[]) => parseComposition(lines).map((row) => row.name);

describe("a CAS label is no name", () => {
  test.each([
    ["fr", "Numéro de CAS: 5421-46-5"],
    ["es", "Número de CAS: 5421-46-5"],
    ["pl", "Numer CAS: 5421-46-5"],
    ["en", "CAS Registry Number: 5421-46-5"],
  ])("%s stacked record '%s' under its name", (_language, casLine) => {
    expect(namesOf(["Thioglycolate d'ammonium", casLine, "Formule chimique: C2H7O2NS"])).toEqual(["Thioglycolate d'ammonium"]);
  });

  test.each([
    ["fr", "· No CAS Désignation"],
    ["de", "CAS-Nr. Bezeichnung"],
    ["en", "CAS No. Chemical name"],
    ["es", "N° CAS Nombre"],
  ])("%s header '%s' over a row the number opens", (_language, header) => {
    expect(namesOf(["3 Composition/informations sur les composants", header, "106-46-7 1,4-dichlorobenzène", "· Numéro CE: 203-400-5"])).toEqual(["1,4-dichlorobenzène"]);
  });
});

describe("a line citing a regulation is no name", () => {
  test("'Einstufung gemäß Verordnung (EG) Nr. 1272/2008 [CLP]' over 'CAS  name  %' rows", () => {
    expect(namesOf([
      "CAS-Nr.    Bezeichnung    Anteil",
      "EG-Nr.    Index-Nr.    REACH-Nr.",
      "Einstufung gemäß Verordnung (EG) Nr. 1272/2008 [CLP]",
      "64-17-5    Ethanol (vgl. Ethylalkohol)    80-82 %",
      "200-578-6    603-002-00-5    01-2119457610-43",
      "Flam. Liq. 2, Eye Irrit. 2; H225 H319",
      "7732-18-5    Wasser    10-15 %",
    ])).toEqual(["Ethanol (vgl. Ethylalkohol)", "Wasser"]);
  });
  test.each([
    "Classification according to Regulation (EC) No 1272/2008 [CLP]",
    "Classification selon le règlement (CE) n° 1272/2008",
    "Clasificación según el Reglamento (CE) nº 1272/2008",
  ])("'%s' above a record whose number has no name beside it", (header) => {
    expect(namesOf([header, "    67-63-0    200-661-7    10 - 20 %"])).toEqual([null]);
  });
});

describe("a name wrapped onto its number's line", () => {
  test("a hyphen at the end of the name's first line: the name goes on (the hyphen kept, as a chemical name's own)", () => {
    expect(namesOf([
      "Naam van de stof    Identificatie    Gew.-%    Indeling overeenkomstig GHS",
      "Water    CAS No    ≥ 90",
      "7732-18-5",
      "isodecylalcoholen, geëthoxy-    CAS No    0,05 – < 0,5    Skin Irrit. 2 / H315",
      "leerd, gepropoxyleerd    37251-67-5    Eye Dam. 1 / H318",
      "Aquatic Acute 1 / H400",
    ])).toEqual(["Water", "isodecylalcoholen, geëthoxy-leerd, gepropoxyleerd"]);
  });
  test("a name of its own on the number's line stays its own", () => {
    expect(namesOf(["Ethanol    CAS No    10 – 20", "64-17-5", "Methanol    67-56-1    1 – 5"])).toEqual(["Ethanol", "Methanol"]);
  });
});

describe("a stacked record's percentage range", () => {
  test.each([
    ["fr", "Gamme de pourcentage: 30-45", 30, 45],
    ["en", "Percentage range: 30-45", 30, 45],
    ["en", "Percent: 30-45", 30, 45],
    ["es", "Porcentaje: 30-45", 30, 45],
  ])("%s '%s'", (_language, line, min, max) => {
    const [row] = parseComposition(["Thioglycolate d'ammonium", "Numéro de CAS: 5421-46-5", "Formule chimique: C2H7O2NS", line]);
    expect([row?.concentration_min, row?.concentration_max]).toEqual([min, max]);
  });
});

describe("the cell right after a number that opens its row", () => {
  test("a concentration opening the name's cell is the row's concentration, not the name's start", () => {
    const [row] = parseComposition(["CAS Number    Weight %    Chemical name", "616-47-7    >= 99.0 - <= 100.0% 1-methylimidazole"]);
    expect(row?.name).toBe("1-methylimidazole");
    expect([row?.concentration_min, row?.concentration_max]).toEqual([99, 100]);
  });
  test("a later cell of the row is another column's: the name above stays the row's", () => {
    expect(namesOf(["LINALOOL", "78-70-6    NA    201-134-4    0-1    NA    NA    NF    NA ALLERGEN"])).toEqual(["LINALOOL"]);
  });
});

describe("a substance's stacked identity: labels set off from their values by a colon", () => {
  test("'Molecular weight    : 324.42 g/mol' and 'Formula    : …' over 'CAS-No.    : 130-95-0' are no names", () => {
    expect(namesOf(["3.1    Substances", "Formula    : C20H24N2O2", "Molecular weight    : 324.42 g/mol", "CAS-No.    : 130-95-0", "EC-No.    : 205-003-2"]))
      .toEqual([null]);
  });
  test("a name label's value is the name ('Chemical name    : Quinine')", () => {
    expect(namesOf(["Chemical name    : Quinine", "CAS-No.    : 130-95-0"])).toEqual(["Quinine"]);
    expect(namesOf(["Bezeichnung    : Chinin", "CAS-Nr.    : 130-95-0"])).toEqual(["Chinin"]);
  });
});

describe("cells that are no name", () => {
  test("'Not Available' in the CAS column beside a list of the numbers an ingredient may carry", () => {
    expect(namesOf(["Not Available    0.1-90    interchangeable low viscosity base oil", "Not Available    64742-53-6 (01-2119480375-34), 64742-54-7 (01-2119484627-25),"]))
      .toEqual(["interchangeable low viscosity base oil", "interchangeable low viscosity base oil"]);
  });
  test("'RTECS No.' in a header over a row the number opens", () => {
    expect(namesOf(["CHEMICAL NAME(S)    CAS No.    RTECS No.    EINECS No.    %", "7732-18-5    ZC0110000    231-791-2    50-70    NA"])).toEqual([null]);
  });
});

describe("a stacked record's concentration among its further fields", () => {
  test("'Gamme de pourcentage' four lines under the number, the next record's name ending the reach", () => {
    const rows = parseComposition([
      "Thioglycolate d'ammonium",
      "Numéro de CAS: 5421-46-5",
      "Formule chimique: C2H7O2NS",
      "Classification SGH: Acute Tox. 5-Orl, H303; Skin Irrit. 2, H315; Resp. Sens.",
      "1, H334; Aquatic Chronic 3, H412",
      "Gamme de pourcentage: 30-45",
      "Unités de pourcentages: poids / poids",
      "Acide thioglycolique",
      "Gamme de pourcentage: 1-5",
      "Numéro de CAS: 68-11-1",
    ]);
    expect(rows.map((row) => [row.name, row.concentration_min, row.concentration_max])).toEqual([["Thioglycolate d'ammonium", 30, 45], ["Acide thioglycolique", 1, 5]]);
  });
});

describe("a row printed over two lines", () => {
  test("the name's line above the number carries the concentration ('Water    CAS No    ≥ 90' / '7732-18-5')", () => {
    const [row] = parseComposition(["Naam van de stof    Identificatie    Gew.-%", "Water    CAS No    ≥ 90", "7732-18-5"]);
    expect([row?.name, row?.concentration_min, row?.concentration_max]).toEqual(["Water", 90, 100]);
  });
});

describe("concentration forms", () => {
  test.each([
    [">= 10.0 < 15.0%", 10, 15],
    [">=2.5 < 5.0%", 2.5, 5],
  ])("'%s': the upper bound's sign its only separator", (text, min, max) => {
    const [row] = parseComposition([`Hexan-1-Ol    111-27-3    ${text}    Acute Tox. 4, H302`]);
    expect([row?.concentration_min, row?.concentration_max]).toEqual([min, max]);
  });
  test("a range with the classification after a comma in its cell ('75.75 – 95, Not Classified')", () => {
    const [row] = parseComposition(["Petroleum distillates, solvent dewaxed    (CAS No) 64742-65-0    75.75 – 95, Not Classified"]);
    expect([row?.concentration_min, row?.concentration_max]).toEqual([75.75, 95]);
  });
});
