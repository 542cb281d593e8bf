/**
 * Australia's supplementary hazard statements (AUH001 … AUH071, WHS Regulations), the EUH statements' counterparts:
 * read by their printed code from section 2, printed in English, and never made up from an EU sheet's wording.
 * Synthetic sheets with invented products and suppliers.
 */
import { describe, expect, test } from "bun:test";
import { findStatementsInText, readStatements } from "../../src/modules/parsing/ghs-statements.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { AUSTRALIAN_HAZARD_STATEMENTS, statementText } from "../../src/shared/ghs/index.ts";
import { sheet } from "../helpers/sds-text.ts";

/** An Australian-style sheet (WHS Regulations) whose label elements are `statements`. */
function australianSheet(statements: string[]) {
  return parseSds(sheet([
    "SECTION 1 IDENTIFICATION OF THE MATERIAL AND SUPPLIER", "Product name POOL-KLEAR 9", "Supplier Kanga Chemicals Pty Ltd",
    "SECTION 2 HAZARDS IDENTIFICATION", "Classification of the substance or mixture", "HAZARDOUS CHEMICAL. According to the WHS Regulations.",
    "Label elements", "Signal word DANGER", "Hazard statement(s)", ...statements,
    "SECTION 3 COMPOSITION/INFORMATION ON INGREDIENTS", "Sodium hypochlorite    7681-52-9    10-15 %",
    "SECTION 4 FIRST AID MEASURES", "Rinse with water.",
  ]));
}

describe("AUH codes in section 2", () => {
  test("an AUH code printed with its statement is reported, beside the H codes, with the English statement", () => {
    const result = australianSheet(["H314 Causes severe skin burns and eye damage.", "AUH031 Contact with acid liberates toxic gas."]);
    expect(result.h_codes).toEqual(["AUH031", "H314"]);
    expect(result.hazard_statements).toContainEqual({ code: "AUH031", text: "Contact with acid liberates toxic gas" });
  });

  test("several AUH codes, one spaced ('AUH 066'), each read as itself and never as the H code inside it", () => {
    const result = australianSheet([
      "H225 Highly flammable liquid and vapour.", "AUH019 May form explosive peroxides.", "AUH 066 Repeated exposure may cause skin dryness and cracking.",
    ]);
    expect(result.h_codes).toEqual(["AUH019", "AUH066", "H225"]);
    // The AUH019 wording is also EUH019's: printed with its AUH code, it is not the EU statement too.
    expect(result.h_codes).not.toContain("EUH019");
  });

  test("a code the Australian list does not have (AUH059) is not a code", () => {
    expect(australianSheet(["H314 Causes severe skin burns and eye damage.", "AUH059 Hazardous to the ozone layer."]).h_codes).toEqual(["H314"]);
  });
});

describe("statements printed as words never become AUH codes", () => {
  test("an EU statement printed without its code keeps its EUH code", () => {
    expect(findStatementsInText("Contact with acids liberates toxic gas.")).toEqual(["EUH031"]);
    expect(findStatementsInText("May form explosive peroxides.")).toEqual(["EUH019"]);
    expect(findStatementsInText("Repeated exposure may cause skin dryness or cracking.")).toEqual(["EUH066"]);
  });

  test("no AUH wording is read from words alone, also where it is the EU's word for word", () => {
    for (const text of Object.values(AUSTRALIAN_HAZARD_STATEMENTS)) {
      expect(readStatements(`${text}.`).codes.filter((code) => code.startsWith("AUH")), text).toEqual([]);
    }
  });

  test("an EU sheet's statements block, words only, maps to EUH codes as before", () => {
    const result = parseSds(sheet([
      "SECTION 1: Identification of the substance/mixture and of the company/undertaking", "1.1 Product identifier: Bleichmittel X",
      "SECTION 2: Hazards identification", "2.2 Label elements", "Signal word: Danger", "Hazard statements",
      "Causes severe skin burns and eye damage.", "Contact with acids liberates toxic gas.",
      "SECTION 3: Composition/information on ingredients", "Sodium hypochlorite    7681-52-9    5-10 %",
    ]));
    expect(result.h_codes).toEqual(["EUH031", "H314"]);
  });
});

describe("AUH statements in other languages", () => {
  test("English text by code; no CLP text in another language, so callers show the English (see the station test)", () => {
    expect(statementText("AUH031")).toBe("Contact with acid liberates toxic gas.");
    expect(statementText("H314+AUH031")).toBe("Causes severe skin burns and eye damage. Contact with acid liberates toxic gas.");
    for (const lang of ["es", "fr", "de", "it", "nl", "pt", "pl"] as const) expect(statementText("AUH031", lang), lang).toBeNull();
  });
});
