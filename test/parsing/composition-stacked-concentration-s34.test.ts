/**
 * A composition printed as stacked records, one field a line (ChemGes, Lisam and older German software): the name, the
 * identifiers with the CAS number, and the concentration on a labelled line of its own — below the numbers
 * ("Concentration    <    100    %-b.w.") or between the name and the numbers ("Gehalt (W/W): >= 25 % - < 50 %").
 * Session 34: an SDS's page showed such rows without their concentration. Invented rows in those shapes.
 */
import { describe, expect, test } from "bun:test";
import { parseComposition } from "../../src/modules/parsing/composition.ts";

const concentrationsOf = (lines: string[]) => parseComposition(lines).map((row) => [row.concentration_min, row.concentration_max]);

describe("a concentration on its own labelled line of the ingredient's record", () => {
  test("below the numbers", () => {
    expect(concentrationsOf([
      "Hazardous ingredients",
      "NAPHTHA, HYDROTREATED HEAVY",
      "EC no.    265-150-3 Index no.    649-327-00-6    CAS no.    64742-48-9",
      "Concentration    <      100       %-b.w.",
      "Classification    Xn; R65",
      "2-BUTOXYETHANOL",
      "EC no.    203-905-0    CAS no.    111-76-2",
      "Konzentration    10 - 20    %",
    ])).toEqual([[0, 100], [10, 20]]);
  });
  test("between the name and the numbers", () => {
    expect(concentrationsOf([
      "Aromatisches Polyisocyanat-Prepolymer",
      "Gehalt (W/W): >= 25 % - < 50 %    Eye Dam./Irrit. 2",
      "CAS-Nummer: 68958-67-8    Skin Sens. 1",
      "Xylol",
      "Gehalt (W/W): >= 15 % - < 25 %    Asp. Tox. 1",
      "CAS-Nummer: 1330-20-7    Flam. Liq. 3",
    ])).toEqual([[25, 50], [15, 25]]);
  });
});

describe("what stays another record's", () => {
  test("the record before's concentration above a name on the numbers' line", () => {
    expect(concentrationsOf([
      "Ethanol    CAS no.    64-17-5",
      "Concentration    10 - 20 %",
      "Propan-2-ol    CAS no.    67-63-0",
    ])).toEqual([[10, 20], [null, null]]);
  });
  test("a concentration on the row's own line wins", () => {
    expect(concentrationsOf(["Ethanol    64-17-5    5 - 10 %", "Concentration    10 - 20 %"])).toEqual([[5, 10]]);
  });
});
