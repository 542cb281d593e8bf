import { describe, expect, test } from "bun:test";
import { findStatementsInText } from "../../src/modules/parsing/ghs-statements.ts";
import {
  extractHazardCodes,
  extractPrecautionCodes,
  findSignalWord,
  parseHazards,
  splitCombinedCode,
} from "../../src/modules/parsing/hazards.ts";

describe("hazard and precautionary codes", () => {
  test("combined codes are split", () => {
    expect(extractHazardCodes("H302 + H332  Harmful if swallowed or if inhaled.")).toEqual(["H302", "H332"]);
    expect(extractHazardCodes("H300+H310+H330")).toEqual(["H300", "H310", "H330"]);
    expect(extractPrecautionCodes("P305 + P351 + P338 IF IN EYES: ... P303+P361+P353")).toEqual(["P305", "P351", "P338", "P303", "P361", "P353"]);
    expect(splitCombinedCode("H300+H330")).toEqual(["H300", "H330"]);
  });
  test("suffixed codes keep their suffix", () => {
    expect(extractHazardCodes("H360FD May damage fertility. H350i May cause cancer by inhalation. H361d")).toEqual(["H360FD", "H350i", "H361d"]);
    expect(extractHazardCodes("H360D - May damage the unborn child")).toEqual(["H360D"]);
  });
  test("text glued to a code is not a suffix, and unknown codes are dropped", () => {
    expect(extractHazardCodes("H315Causes skin irritation. H999 H12345")).toEqual(["H315"]);
    expect(extractPrecautionCodes("protection.P301 + P310: P999")).toEqual(["P301", "P310"]);
  });
  test("EUH codes", () => {
    expect(extractHazardCodes("EUH066 Repeated exposure may cause skin dryness")).toEqual(["EUH066"]);
  });
});

describe("signal word", () => {
  test("on the label's line or the line after it", () => {
    expect(findSignalWord(["Signal word  Danger"])).toBe("DANGER");
    expect(findSignalWord(["· Signal Word: WARNING"])).toBe("WARNING");
    expect(findSignalWord(["Signal Word:", "Danger", "Hazard Statement:"])).toBe("DANGER");
    expect(findSignalWord(["Signal word", "WARNING"])).toBe("WARNING");
  });
  test("'None' and 'Not applicable' mean none", () => {
    expect(findSignalWord(["Signal word  None."])).toBeNull();
    expect(findSignalWord(["Signal Word:  Not applicable."])).toBeNull();
    expect(findSignalWord(["Signal word", "Not applicable.", "Symbols"])).toBeNull();
  });
  test("a lone word counts only inside GHS label content", () => {
    expect(findSignalWord(["GHS Label elements, including precautionary statements", "Warning", "Hazard Statements"])).toBe("WARNING");
    expect(findSignalWord(["EMERGENCY OVERVIEW", "WARNING", "EXTREMELY FLAMMABLE LIQUID AND VAPOUR"])).toBeNull();
  });
});

describe("statements printed as words", () => {
  test("map to their codes, longest statement first", () => {
    expect(findStatementsInText("May cause damage to organs through prolonged or repeated exposure")).toEqual(["H373"]);
    expect(findStatementsInText("Causes damage to organs").sort()).toEqual(["H370"]);
    expect(findStatementsInText("Highly flammable liquid and vapour.\nCauses serious eye irritation.").sort()).toEqual(["H225", "H319"]);
    expect(findStatementsInText("Harmful if swallowed or if inhaled").sort()).toEqual(["H302", "H332"]);
  });
  test("only the hazard statements block of section 2 is read", () => {
    const hazards = parseHazards([
      "Signal word  Danger",
      "Hazard Statements",
      "Causes severe skin burns and eye damage",
      "Precautionary Statements - Prevention",
      "Wash face, hands and any exposed skin thoroughly after handling.",
      "Other information",
      "Very toxic to aquatic life with long lasting effects.",
    ]);
    expect(hazards.hCodes).toEqual(["H314"]);
    expect(hazards.signalWord).toBe("DANGER");
  });
});
