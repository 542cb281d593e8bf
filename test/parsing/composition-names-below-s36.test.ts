/**
 * An ingredient table that prints each name on the line below its numbers (a tune sheet's table: "7732-18-5    …    50-70"
 * / "WATER / AQUA" / "67762-27-0    …    10-15" / "CETEARYL ALCOHOL"): every row took the name of the row before it and the
 * first none. Read from below when the table shows it (composition-names-below.ts); tables printing names above, and
 * stacked records, as before.
 */
import { describe, expect, test } from "bun:test";
import { parseComposition } from "../../src/modules/parsing/composition.ts";

const names = (lines: string[]) => parseComposition(lines).map((row) => [row.cas_number, row.name]);

describe("a table printing each name below its numbers", () => {
  const header = "CHEMICAL NAME(S)    CAS No.    RTECS No.    EINECS No.    %    TLV    STEL";
  test("each row reads the name below it", () => {
    expect(names([
      header,
      "7732-18-5    ZC0110000    231-791-2    50-70    NA    NA", "WATER / AQUA",
      "67762-27-0    NA    267-008-6    10-15    NA    NA", "CETEARYL ALCOHOL",
      "NA    NA    NA    0.1-10    NA    NA", "PROPRIETARY", "BLEND",
      "5274-68-0    NA    226-097-1    1-5    NA    NA", "LAURETH-4",
      "PROPYLENE GLYCOL    57-55-6    TY2000000    200-338-0    1-5    NA", "Skin Irrit. 3; Eye Irrit. 2; H316; H320",
      "78-70-6    NA    201-134-4    0-1    NA    NA ALLERGEN", "LINALOOL",
    ])).toEqual([
      ["7732-18-5", "WATER / AQUA"], ["67762-27-0", "CETEARYL ALCOHOL"], ["5274-68-0", "LAURETH-4"],
      ["57-55-6", "PROPYLENE GLYCOL"], ["78-70-6", "LINALOOL"],
    ]);
  });
});

describe("tables read as before", () => {
  test("names above their numbers", () => {
    expect(names([
      "Chemical name    CAS No.    %", "Ethanol", "64-17-5    10 - 20", "Propan-2-ol", "67-63-0    5 - 10", "Water", "7732-18-5    70 - 85",
    ])).toEqual([["64-17-5", "Ethanol"], ["67-63-0", "Propan-2-ol"], ["7732-18-5", "Water"]]);
  });
  test("stacked records: the record's first line names it, the label below the number is no name", () => {
    expect(names([
      "Denominazione della sostanza    Identificatore    % In peso",
      "ammonio xilene solfonato    Nr CAS    5 – < 10    Eye Irrit. 2 / H319", "26447-10-9", "Nr CE", "943-024-5",
      "Undecanolo, etossilato    Nr CAS    1 – < 5    Acute Tox. 4 / H302", "34398-01-1", "Nr CE", "500-084-3",
    ])).toEqual([["26447-10-9", "ammonio xilene solfonato"], ["34398-01-1", "Undecanolo, etossilato"]]);
  });
  test("one row with a name below is not enough to read a table so", () => {
    expect(names(["Chemical name    CAS No.    %", "7732-18-5    70 - 85", "Water"])).toEqual([["7732-18-5", null]]);
  });
});

describe("in such a table, a name wrapped below its own row's line", () => {
  test("goes on below, though the next row prints no name of its own (it reads the name below it)", async () => {
    const { parseSds } = await import("../../src/modules/parsing/parse-sds.ts");
    const { sheet } = await import("../helpers/sds-text.ts");
    const parsed = parseSds(sheet([
      "SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Harbour Tint 4", "Company: Harbour Ltd",
      "SECTION 2: Hazards identification", "Not classified.", "SECTION 3: Composition/information on ingredients",
      "CHEMICAL NAME(S)    CAS No.    RTECS No.    EINECS No.    %    TLV    STEL",
      "7732-18-5    ZC0110000    231-791-2    50-70    NA    NA", "WATER / AQUA",
      "67762-27-0    NA    267-008-6    10-15    NA    NA", "CETEARYL ALCOHOL",
      "N,N-BIS(2-HYDROXYETHYL)-P-    54381-16-7    NA    259-134-5    0-1    NA", "PHENYLENEDIAMINE SULFATE",
      "2835-95-2    NA    220-618-6    0-1    NA    NA", "4-AMINO-2-HYDROXYTOLUENE",
      "SECTION 4: First aid measures",
    ]));
    expect(parsed.composition.map((row) => [row.cas_number, row.name])).toEqual([
      ["7732-18-5", "WATER / AQUA"], ["67762-27-0", "CETEARYL ALCOHOL"],
      ["54381-16-7", "N,N-BIS(2-HYDROXYETHYL)-P-PHENYLENEDIAMINE SULFATE"], ["2835-95-2", "4-AMINO-2-HYDROXYTOLUENE"],
    ]);
  });
});
