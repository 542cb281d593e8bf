/**
 * What an ingredient's name is not (session 34: 40 row names of the 209 corpus sheets were labels or cut cells, shown as
 * ingredients on the SDS page): a label closing on its colon above the rows ("Dangerous components:", "Gefährliche
 * Inhaltsstoffe:") with the name after the CAS number; a label-value cell above ("Gehalt (W/W): >= 25 %"); the rest of
 * a CAS label in another language ("CAS-Nummer:"); the bracket that opened a CAS number inside the name's cell ("Water
 * (CAS No. 7732-18-5)"); identifiers after the name in one cell ("ETHANOL ; REACH-Registrierungsnr. : 01-… ; EG-Nr. :");
 * a list's number ("3)Silica"). Rows in the shapes the corpus prints; invented where a name is.
 */
import { describe, expect, test } from "bun:test";
import { parseComposition } from "../../src/modules/parsing/composition.ts";

const namesOf = (lines: string[]) => parseComposition(lines).map((row) => row.name);

describe("the name after the CAS number, under a label", () => {
  test("'Dangerous components:' over 'CAS  name  classification  %' rows", () => {
    expect(namesOf([
      "Chemical characterization: Mixtures",
      "Dangerous components:",
      "64-17-5 Ethyl alcohol    Flam. Liq. 1, H224    90.0%",
      "67-56-1 Methanol    Flam. Liq. 2, H225;    Acute Tox. 3, H301    5.0%",
    ])).toEqual(["Ethyl alcohol", "Methanol"]);
  });
  test("'· Gefährliche Inhaltsstoffe:' over 'CAS: 64-17-5    Ethanol    5-15%'", () => {
    expect(namesOf(["· Beschreibung: Gemisch aus nachfolgend angeführten Stoffen.", "· Gefährliche Inhaltsstoffe:", "CAS: 64-17-5    Ethanol    5-15%", "EINECS: 200-578-6    Flam. Liq. 2, H225"]))
      .toEqual(["Ethanol"]);
  });
  test("'CAS# Description:' over '7440-23-5 Sodium'", () => {
    expect(namesOf(["Chemical characterization: Substances", "CAS# Description:", "7440-23-5 Sodium", "Identification number(s):"])).toEqual(["Sodium"]);
  });
});

describe("the name above a row of labelled cells", () => {
  test("'CAS-Nummer:' and 'Gehalt (W/W):' are no names: the name two lines up is", () => {
    expect(namesOf([
      "Aromatisches Polyisocyanat-Prepolymer",
      "Gehalt (W/W): >= 25 % - < 50 %    Eye Dam./Irrit. 2",
      "CAS-Nummer: 68958-67-8    Skin Sens. 1",
    ])).toEqual(["Aromatisches Polyisocyanat-Prepolymer"]);
  });
});

describe("a name cell holding more than the name", () => {
  test("the bracket of a CAS number inside the cell", () => {
    expect(namesOf(["Water (CAS No. 7732-18-5)    <50.0", "Propylene glycol (CAS No. 57-55-6)    <50.0"])).toEqual(["Water", "Propylene glycol"]);
  });
  test("identifiers after the name, parted by semicolons", () => {
    expect(namesOf(["ETHANOL ; REACH-Registrierungsnr. : 01-2119457610-43 ; EG-Nr. : 200-578-6; CAS-Nr. : 64-17-5"])).toEqual(["ETHANOL"]);
  });
  test("a list's number before the name", () => {
    expect(namesOf(["3)Silica    7631-86-9    10-30%"])).toEqual(["Silica"]);
  });
  test("names that hold brackets, semicolons' neighbours and leading numbers stay whole", () => {
    expect(namesOf([
      "Hydrocarbons, C9-C12, n-alkanes, isoalkanes, cyclics, aromatics (2-25%)    64742-48-9    10-20%",
      "1,2-Propanediol    57-55-6    1-5%",
      "Poly(oxy-1,2-ethanediyl)    9004-82-4    1-5%",
    ])).toEqual(["Hydrocarbons, C9-C12, n-alkanes, isoalkanes, cyclics, aromatics (2-25%)", "1,2-Propanediol", "Poly(oxy-1,2-ethanediyl)"]);
  });
});

describe("cells beside a row that are no names", () => {
  test("a hazard class in CLP's short form beside a labelled cell above ('Asp. Tox. 1'): the name above them is", () => {
    expect(namesOf([
      "Xylol",
      "Gehalt (W/W): >= 15 % - < 25 %    Asp. Tox. 1",
      "CAS-Nummer: 1330-20-7    Flam. Liq. 3",
      "STOT SE 3",
      "CAS-Nummer: 108-88-3",
    ])).toEqual(["Xylol", null]);
  });
  test("an EUH statement's code", () => {
    expect(namesOf(["EUH031", "7681-52-9    1-5%"])).toEqual([null]);
  });
  test("cells parted by drawn bars", () => {
    expect(namesOf(["| 7664-41-7 | 97.50-99.50% | Water |"])).toEqual(["Water"]);
  });
  test("a concentration before the name after the number", () => {
    expect(namesOf(["79-22-1    >= 99.0 - <= 100.0% methyl chloroformate"])).toEqual(["methyl chloroformate"]);
  });
});

test("a column header above the rows ('Percentage', '% BY WT.') and a note's mark before a name ('[1] metanol')", () => {
  expect(namesOf(["Percentage", "| 7732-18-5 | 97.50-99.50% |"])).toEqual([null]);
  expect(namesOf(["% BY WT.", "7732-18-5    60-70"])).toEqual([null]);
  expect(namesOf(["[1] metanol    67-56-1    1-5%"])).toEqual(["metanol"]);
});
