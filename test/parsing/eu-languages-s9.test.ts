/**
 * Sheets in the EU's other official languages (session 9): cs, sk, hu, ro, el, bg, hr, sl, lt, lv, et. Their section
 * headings (REACH Annex II as replaced by Regulation (EU) 2020/878), signal words and signal-word labels (CLP), and the
 * fallback that reads the H- and P-codes of a sheet whose headings are in a language the parser does not know.
 * Products, companies and all other text are invented; the headings and signal words are the regulations' wording.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { REVIEW_BELOW } from "../../src/modules/parsing/confidence.ts";
import { sheet } from "../helpers/sds-text.ts";

/** A sheet in an invented language: nothing in it is a heading or label the parser knows. */
const INVENTED = [
  "ZORBAL FIKA DATU",
  "Produ: Glimmerfix 40",
  "KAPTO 1: Nomo de la varo kaj firmao",
  "Firmao: Quellbrand Teknik",
  "3 Rue Lafayette, 75000 Somewhere",
  "KAPTO 2: Danĝeroj de la varo",
  "Klaso: Flam. Liq. 2",
  "H225 Tre brulema likvaĵo kaj vaporo.",
  "H319 Kaŭzas gravan okulan inciton.",
  "P210 Tenu for de varmo.",
  "P305+P351+P338 Se en okulojn: …",
  "KAPTO 3: Konsisto de la varo",
  "Xylolo 1330-20-7 10-20 % H226 H304 H312",
  "KAPTO 4: Unua helpo",
  "Lavu per akvo.",
  "KAPTO 16: Alia informo",
  "H226 Brulema likvaĵo kaj vaporo.",
  "H304 Povas esti mortiga.",
];

describe("codes of a sheet whose section 2 was not found", () => {
  const parsed = parseSds(sheet(INVENTED));

  test("the H- and P-codes printed before the composition are read", () => {
    expect(parsed.h_codes).toEqual(["H225", "H319"]);
    expect(parsed.p_codes).toEqual(["P210", "P305", "P338", "P351"]);
  });

  test("the ingredients' codes (section 3) and section 16's full texts are not taken", () => {
    expect(parsed.h_codes).not.toContain("H226");
    expect(parsed.h_codes).not.toContain("H304");
    expect(parsed.h_codes).not.toContain("H312");
  });

  test("the codes are trusted less and the sheet asks for review", () => {
    expect(parsed.evidence.h_codes!.confidence).toBeLessThan(REVIEW_BELOW);
    expect(parsed.evidence.p_codes!.confidence).toBeLessThan(REVIEW_BELOW);
    expect(parsed.needs_review_reasons.join(" ")).toMatch(/uncertain|no signal word/);
  });

  test("a heading numbered 3 with its word after the number ends the label part", () => {
    const lines = ["ZORBAL FIKA DATU", "1 KAPTOJ Nomo", "Glimmerfix", "2 KAPTOJ Danĝeroj", "H315 Teksto.", "3 KAPTOJ", "Konsisto", "Acetono 67-64-1 H225 H319"];
    const codes = parseSds(sheet(lines)).h_codes;
    expect(codes).toEqual(["H315"]);
  });

  test("a sheet whose headings are known keeps reading section 2 only", () => {
    const lines = ["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Glimmerfix", "SECTION 2: Hazards identification", "H319 Causes serious eye irritation.", "SECTION 3: Composition/information on ingredients", "Acetone 67-64-1 H225"];
    const parsed = parseSds(sheet(lines));
    expect(parsed.h_codes).toEqual(["H319"]);
    expect(parsed.evidence.h_codes!.confidence).toBe(0.9);
  });
});
