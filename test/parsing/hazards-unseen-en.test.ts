/**
 * Hazard codes and the "not classified" statement on English layouts the parser has not seen (US OSHA HCS, WHMIS
 * 2015, EU REACH in English, Australian, Asian export sheets). Synthetic sheets.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const identity = ["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Harbour Cleaner", "Manufacturer: Harbour Chemicals Inc.", "Revision date: 2021-03-12"];
const parse = (section2: string[]) =>
  parseSds(sheet([...identity, "SECTION 2: Hazards identification", ...section2, "SECTION 3: Composition/information on ingredients", "Water    7732-18-5    90 %", "SECTION 4: First-aid measures", "Rinse with water."]));

describe("H-codes in English layouts", () => {
  test.each([
    ["combined codes with spaces", ["Hazard statements", "H302 + H312 + H332 Harmful if swallowed, in contact with skin or if inhaled."], ["H302", "H312", "H332"]],
    ["codes glued to their text", ["Hazard statements", "H225Highly flammable liquid and vapour.", "H319Causes serious eye irritation."], ["H225", "H319"]],
    ["suffixed codes glued to their text", ["Hazard statements", "H360FDMay damage fertility. May damage the unborn child.", "H350iMay cause cancer by inhalation.", "H361dSuspected of damaging the unborn child.", "H300Fatal if swallowed."], ["H300", "H350i", "H360FD", "H361d"]],
    ["codes with a space or hyphen after the letter", ["Signal word: Warning", "Hazard statements: H 302, H-315", "EUH 066"], ["EUH066", "H302", "H315"]],
    ["codes in a classification table", ["Classification    Category    Hazard statement", "Flam. Liq.    2    H225", "Eye Irrit.    2    H319"], ["H225", "H319"]],
    ["codes in brackets after the class", ["Flammable liquids, Category 2 (H225)", "Eye irritation, Category 2A (H319)"], ["H225", "H319"]],
  ])("%s", (_layout, section2, codes) => {
    expect(parse(section2 as string[]).h_codes).toEqual(codes as string[]);
  });

  test("statements printed only as words are mapped inside the statements block", () => {
    const parsed = parse(["Signal word: Warning", "Hazard statements:", "Causes skin irritation.", "Causes serious eye irritation.", "Precautionary statements:", "Wash hands thoroughly after handling."]);
    expect(parsed.h_codes).toEqual(["H315", "H319"]);
  });

  test.each([
    ["\"Hazard phrases\"", ["Signal word: Warning", "Hazard phrases:", "Causes skin irritation.", "Causes serious eye irritation."], ["H315", "H319"]],
    ["\"GHS Hazard Phrases\", statements on the label's line", ["GHS Hazard Phrases:    Causes skin irritation. Causes serious eye irritation."], ["H315", "H319"]],
    ["\"H-Statements\"", ["H-Statements:", "Causes skin irritation."], ["H315"]],
    ["bullets", ["Hazard statements", "• Causes skin irritation", "• Causes serious eye irritation"], ["H315", "H319"]],
    ["a combined statement", ["Hazard statements", "Harmful if swallowed or if inhaled.", "Causes skin irritation."], ["H302", "H315", "H332"]],
    ["organs and route in brackets", ["Hazard statements", "May cause damage to organs (liver, kidney) through prolonged or repeated exposure (oral).", "Suspected of causing cancer (inhalation)."], ["H351", "H373"]],
    ["a value column", ["Hazard statement(s)    Causes skin irritation.", "    Causes serious eye irritation."], ["H315", "H319"]],
    ["capitals", ["HAZARD STATEMENTS:", "CAUSES SKIN IRRITATION.", "CAUSES SERIOUS EYE IRRITATION."], ["H315", "H319"]],
    ["a combined statement without its second \"if\" (US)", ["Hazard statements", "Harmful if swallowed or inhaled.", "Fatal in contact with skin or inhaled."], ["H302", "H310", "H330", "H332"]],
    ["semicolons on one line", ["Hazard Statements: Harmful if swallowed; Causes serious eye irritation; May cause respiratory irritation"], ["H302", "H319", "H335"]],
  ])("statements printed only as words after %s", (_layout, section2, codes) => {
    expect(parse(section2 as string[]).h_codes).toEqual(codes as string[]);
  });

  test("the block ends at \"Other information\" and \"Unknown acute toxicity\" (US sheets' closing parts of 2.2)", () => {
    const parsed = parse(["Signal word: Warning", "Hazard statements", "Causes serious eye irritation.", "Other information", "Harmful to aquatic life.", "Unknown acute toxicity", "May be harmful if swallowed."]);
    expect(parsed.h_codes).toEqual(["H319"]);
  });

  test("statement words outside the statements block (health effects) are not mapped", () => {
    const parsed = parse(["Not classified", "Potential health effects", "Eyes: Causes serious eye irritation."]);
    expect(parsed.h_codes).toEqual([]);
  });
});

describe("how sure codes read from statement wording are", () => {
  test("a block read to its last word as known statements: 0.75; one with a sentence the tables lack: 0.6", () => {
    const complete = parse(["Signal word: Danger", "Hazard statements: Extremely flammable aerosol.", "Contains gas under pressure; may explode if heated.", "Precautionary statements"]);
    expect(complete.h_codes).toEqual(["H222", "H280"]);
    expect(complete.evidence.h_codes).toMatchObject({ method: "statement-text", confidence: 0.75 });
    const partial = parse(["Signal word: Danger", "Hazard statements: Extremely flammable aerosol.", "Vapours may irritate the nose and throat.", "Precautionary statements"]);
    expect(partial.evidence.h_codes).toMatchObject({ method: "statement-text", confidence: 0.6 });
  });

  test("a signal word opening the block (\"HAZARD STATEMENT(S): WARNING: …\") is no unread statement", () => {
    const parsed = parse(["HAZARD STATEMENT(S): WARNING: Causes serious eye irritation.", "PRECAUTIONARY STATEMENT(S): Wash hands thoroughly after handling."]);
    expect(parsed.h_codes).toEqual(["H319"]);
    expect(parsed.evidence.h_codes!.confidence).toBe(0.75);
  });

  test("OSHA statements without a code (combustible dust, simple asphyxiant) count as read", () => {
    const parsed = parse(["Signal word: Warning", "Hazard statements:", "May form combustible dust concentrations in air.", "Causes serious eye irritation.", "Precautionary statements"]);
    expect(parsed.h_codes).toEqual(["H319"]);
    expect(parsed.evidence.h_codes!.confidence).toBe(0.75);
  });

  test("\"hazard statement\" inside a sentence does not open a statements block", () => {
    const parsed = parse(["Signal word: Warning", "Hazard statement: Causes serious eye irritation.", "NOTE: other hazard information (such as hazard statement from previous MSDS) is reproduced in Section 15.", "Toxic if swallowed."]);
    expect(parsed.h_codes).toEqual(["H319"]);
    expect(parsed.evidence.h_codes!.confidence).toBe(0.75);
  });
});

describe("a sheet that says its product is not classified", () => {
  test.each([
    "This product is not considered hazardous by the 2012 OSHA Hazard Communication Standard (29 CFR 1910.1200).",
    "No need for classification according to GHS criteria for this product.",
    "This material is not hazardous according to regulatory guidelines (see (M)SDS Section 15).",
    "This mixture is classified as not hazardous according to regulation (EC) 1272/2008 [GHS]",
    "The product does not require a hazard warning label in accordance with GHS criteria.",
  ])("%s", (line) => {
    const parsed = parse(["2.1 Classification of the substance or mixture", line]);
    expect(parsed.signal_word).toBeNull();
    expect(parsed.h_codes).toEqual([]);
    expect(parsed.needs_review_reasons.join(" ")).not.toContain("not classified");
  });
});
