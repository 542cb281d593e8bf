/**
 * Hazard-code forms checked in session 9: combined, spaced and suffixed codes, EUH codes kept apart, and codes that
 * are not the product's (section 3's ingredient classifications, section 16's full texts). Synthetic sheets.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

/** A sheet whose section 2 holds the given lines, with ingredient codes in section 3 and a full-text list in 16. */
function withSection2(lines: string[]) {
  return parseSds(sheet([
    "SECTION 1: Identification", "1.1 Product name: Testol 7", "SECTION 2: Hazards identification", ...lines,
    "SECTION 3: Composition/information on ingredients",
    "Xylene    1330-20-7    10-20 %    Flam. Liq. 3, H226; Acute Tox. 4, H312, H332",
    "Toluene    108-88-3    < 5 %    H225 H304 H361d H373",
    "SECTION 4: First aid measures", "Rinse with water.",
    "SECTION 16: Other information", "Full text of the H-statements in section 3:",
    "H225 Highly flammable liquid and vapour.", "H304 May be fatal if swallowed and enters airways.", "EUH066 Repeated exposure may cause skin dryness or cracking.",
  ]));
}

describe("code forms in section 2", () => {
  test.each([
    ["a combined code", "H302+H312+H332 Harmful if swallowed, in contact with skin or if inhaled.", ["H302", "H312", "H332"]],
    ["a combined code with its later letters left out", "H302+312+332", ["H302", "H312", "H332"]],
    ["codes with a space after the letter", "H 302 Harmful if swallowed. H 319 Causes serious eye irritation.", ["H302", "H319"]],
    ["a code with a no-break space after the letter", "H\u00a0319 Causes serious eye irritation.", ["H319"]],
    ["a reproductive-toxicity suffix", "H360Fd May damage fertility. Suspected of damaging the unborn child.", ["H360Fd"]],
    ["an EUH code kept apart", "H226 Flammable liquid and vapour. EUH066 Repeated exposure may cause skin dryness or cracking.", ["EUH066", "H226"]],
    ["an EUH code spaced", "EUH 208 Contains a sensitising substance. May produce an allergic reaction.", ["EUH208"]],
  ])("%s", (_name, line, codes) => {
    const result = withSection2(["Hazard statements:", line]);
    expect(result.h_codes).toEqual(codes);
  });
});

describe("codes that are not the product's", () => {
  test("section 3's ingredient codes and section 16's full texts stay out", () => {
    const result = withSection2(["2.2 Label elements", "Signal word: Warning", "H319 Causes serious eye irritation."]);
    expect(result.h_codes).toEqual(["H319"]);
    expect(result.signal_word).toBe("WARNING");
  });

  test("P-codes of combined statements are all kept", () => {
    const result = withSection2(["H319 Causes serious eye irritation.", "P305+P351+P338 IF IN EYES: Rinse cautiously.", "P 280 Wear eye protection."]);
    expect(result.p_codes).toEqual(["P280", "P305", "P338", "P351"]);
  });

  test.each([
    ["its title without a number", ["Composition/information on ingredients"]],
    ["its German title without a number", ["Zusammensetzung / Angaben zu Bestandteilen"]],
    ["only the table's CAS header", ["Chemical name    CAS No.    Concentration    Classification"]],
  ])("a composition whose heading the section finder missed (%s) adds no codes", (_name, heading) => {
    const result = parseSds(sheet([
      "SECTION 1: Identification", "1.1 Product name: Testol 8", "SECTION 2: Hazards identification", "2.2 Label elements",
      "Signal word: Warning", "H319 Causes serious eye irritation.", "P280 Wear eye protection.", ...heading,
      "Xylene    1330-20-7    10-20 %    Flam. Liq. 3, H226; Acute Tox. 4, H312", "Toluene    108-88-3    < 5 %    H225 H304",
      "SECTION 4: First aid measures", "Rinse with water.",
    ]));
    expect(result.h_codes).toEqual(["H319"]);
    expect(result.p_codes).toEqual(["P280"]);
  });

  test("a table of the components named on the label, inside 2.2, keeps the statements after it", () => {
    const result = withSection2([
      "2.2 Label elements", "Signal word: Danger", "H225 Highly flammable liquid and vapour.", "Hazardous components for labelling:",
      "Name    CAS No.    %", "Methanol    67-56-1    < 3 %", "H301 Toxic if swallowed.", "P210 Keep away from heat.",
    ]);
    expect(result.h_codes).toEqual(["H225", "H301"]);
  });

  test("a components table without codes inside 2.2 keeps the supplemental statement after it", () => {
    const result = withSection2([
      "2.2 Label elements", "H317 May cause an allergic skin reaction.", "Contains:", "Name    CAS No.    EC No.",
      "Methylisothiazolinone    2682-20-4    220-239-6", "EUH208 Contains a sensitising substance. May produce an allergic reaction.",
    ]);
    expect(result.h_codes).toEqual(["EUH208", "H317"]);
  });

  test("an ingredients table before any code (old US sheets) keeps section 2's codes", () => {
    const result = withSection2([
      "Ingredient    CAS No.    %", "Sodium hydroxide    1310-73-2    5 %", "Signal word: Danger", "H314 Causes severe skin burns and eye damage.",
    ]);
    expect(result.h_codes).toEqual(["H314"]);
  });
});
