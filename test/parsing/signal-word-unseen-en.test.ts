/**
 * The signal word on English layouts the parser has not seen (US OSHA HCS, WHMIS 2015, EU REACH in English,
 * Australian, Asian export sheets): the places authoring systems print it, and the words that only look like it.
 * Synthetic sheets.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const identity = ["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Harbour Cleaner", "Manufacturer: Harbour Chemicals Inc.", "Revision date: 2021-03-12"];
const parse = (section2: string[]) =>
  parseSds(sheet([...identity, "SECTION 2: Hazards identification", ...section2, "SECTION 3: Composition/information on ingredients", "Water    7732-18-5    90 %", "SECTION 4: First-aid measures", "Rinse with water."]));

describe("the signal word where English sheets print it", () => {
  test.each([
    ["after its label with an exclamation mark", ["Signal Word: DANGER!", "H314 Causes severe skin burns and eye damage."], "DANGER"],
    ["after a GHS label", ["GHS Signal Word:    Warning", "H319 Causes serious eye irritation."], "WARNING"],
    ["after a (GHS-US) qualifier", ["Signal word (GHS-US)    : Danger", "H225 Highly flammable liquid and vapour."], "DANGER"],
    ["in a table cell beside the pictogram", ["Pictogram    Signal word    Hazard statements", "GHS07    Warning    H319 Causes serious eye irritation."], "WARNING"],
    ["on the line below its label", ["2.2 Label elements", "Signal Word:", "DANGER", "H318 Causes serious eye damage."], "DANGER"],
    ["alone in the label elements", ["2.2 Label elements", "GHS05", "Danger", "H318 Causes serious eye damage."], "DANGER"],
  ])("%s", (_place, section2, word) => {
    expect(parse(section2 as string[]).signal_word).toBe(word as "DANGER" | "WARNING");
  });

  test.each([
    ["the word on the line above its label (a value cell set higher than the label)", ["2.2 Label elements", "Warning", "Signal word", "Hazard statements", "Causes serious eye irritation."], "WARNING"],
    ["a header row whose pictogram cell has no text below it", ["Hazard pictogram(s)    Signal word    Hazard statement(s)", "Danger    H225 Highly flammable liquid and vapour."], "DANGER"],
  ])("%s is read, not derived from the codes", (_layout, section2, word) => {
    const parsed = parse(section2 as string[]);
    expect(parsed.signal_word).toBe(word as "DANGER" | "WARNING");
    expect(parsed.evidence.signal_word).toMatchObject({ method: "text", page: 1 });
  });

  test("a word above its label is not taken from an emergency overview", () => {
    const parsed = parse(["Emergency overview", "WARNING", "Signal word", "Classification: Not classified"]);
    expect(parsed.signal_word).toBeNull();
  });

  test("\"Not applicable\" after the label means the sheet has none", () => {
    const parsed = parse(["Classification: Not classified", "2.2 Label elements", "Signal word: Not applicable", "Hazard statements: Not applicable"]);
    expect(parsed.signal_word).toBeNull();
    expect(parsed.evidence.signal_word?.text).toContain("Not applicable");
  });

  test("\"Not Hazardous\" / \"None required\" after the label mean none", () => {
    for (const value of ["Not Hazardous", "None required", "No signal word"]) {
      const parsed = parse(["Not Classified", "2.2 Label elements", `Signal Word (GHS-US)    : ${value}`, "Hazard Statements (GHS-US)    : None Required"]);
      expect(parsed.signal_word).toBeNull();
      expect(parsed.evidence.signal_word?.text ?? "").toContain(value);
    }
  });
});

describe("a label the text layer split between letters", () => {
  test.each([
    ["\"Sig nal W ord: Danger\"", ["H225 Highly flammable liquid and vapour.", "Sig nal W ord: Danger"], "DANGER"],
    ["the word split too, in its cell", ["H225 Highly flammable liquid and vapour.", "Sig nal word    Dan ger"], "DANGER"],
    ["the word on the next line", ["H225 Highly flammable liquid and vapour.", "Sig nal wor d", "Dange r"], "DANGER"],
  ])("%s is read, at most 0.85", (_layout, section2, word) => {
    const parsed = parse(section2 as string[]);
    expect(parsed.signal_word).toBe(word as "DANGER");
    expect(parsed.evidence.signal_word).toMatchObject({ method: "text" });
    expect(parsed.evidence.signal_word!.confidence).toBeLessThanOrEqual(0.85);
  });

  test("\"Sig nal word: Not applicable\" says there is none", () => {
    const parsed = parse(["Not classified", "Sig nal word: Not applicable"]);
    expect(parsed.signal_word).toBeNull();
    expect(parsed.evidence.signal_word?.text).toContain("Not applicable");
  });
});

describe("words that only look like the signal word", () => {
  test("\"danger\" ending the wrapped CLP label \"Tactile warning of danger\" is not a signal word", () => {
    const parsed = parse([
      "2.1 Classification of the substance or mixture",
      "Classification according to Directive 1999/45/EC [DPD]    Xi, R36/38",
      "2.2 Label elements",
      "Risk phrases    R36/38 - Irritating to eyes and skin.",
      "EUH206 Warning! Do not use together with other products. May release dangerous gases (chlorine).",
      "Supplemental label    Not applicable.",
      "elements",
      "Tactile warning of    Not applicable.",
      "danger",
    ]);
    expect(parsed.signal_word).toBeNull();
  });

  test("a word that continues the line above (\"… in case of\" / \"danger\") is not a signal word", () => {
    const parsed = parse(["2.2 Label elements", "H319 Causes serious eye irritation.", "Keep the emergency number at hand in case of", "danger"]);
    expect(parsed.signal_word).not.toBe("DANGER");
  });
});
