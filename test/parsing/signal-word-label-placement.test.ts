/**
 * Where the signal-word label stands and what it carries: in a later cell of its line (after the pictograms), with a
 * long qualifier before the colon ("(according to Regulation (EC) No 1272/2008)", "as per GHS", "gemäß Verordnung …"),
 * after a "Label:" lead. The word is read after its label, not derived from the codes (the sheets print none).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

function expectLabelled(lines: string[], word: "DANGER" | "WARNING") {
  const result = parseSds(sheet(["1. Identification", "Product name: Cleaner X", "2. Hazards identification", "2.2 Label elements", ...lines, "3. Composition", "Ethanol    64-17-5    10 %"]));
  expect(result.signal_word).toBe(word);
  expect(result.evidence.signal_word!.method).not.toBe("derived");
  expect(result.evidence.signal_word!.confidence).toBeGreaterThanOrEqual(0.8);
}

describe("the label in a later cell of its line", () => {
  test.each([
    ["en", ["Pictograms: GHS02 GHS07    Signal word: Danger", "Hazard statements: see section 16"], "DANGER"],
    ["en", ["Hazard pictograms (CLP)    Signal word (CLP)    Warning"], "WARNING"],
    ["fr", ["Pictogrammes de danger (CLP) :    GHS02    Mention d'avertissement (CLP) :    Danger"], "DANGER"],
    ["it", ["Pittogrammi:    GHS02    Avvertenze:    Pericolo"], "DANGER"],
    ["de", ["Gefahrenpiktogramme: GHS07    Signalwort: Achtung"], "WARNING"],
  ])("%s %j", (_language, lines, word) => {
    expectLabelled(lines as string[], word as "DANGER" | "WARNING");
  });
});

describe("a qualifier between the label and its colon", () => {
  test.each([
    [["Signal word (according to Regulation (EC) No 1272/2008): Danger"], "DANGER"],
    [["Signal word as per GHS: Danger"], "DANGER"],
    [["Signal word - GHS/CLP: Warning"], "WARNING"],
    [["Signalwort gemäß Verordnung (EG) Nr. 1272/2008: Gefahr"], "DANGER"],
    [["Mention d'avertissement selon le règlement (CE) n° 1272/2008 : Attention"], "WARNING"],
    [["Label: Signal word Danger"], "DANGER"],
  ])("%j", (lines, word) => {
    expectLabelled(lines as string[], word as "DANGER" | "WARNING");
  });
});

describe("what a later cell or a qualifier does not make a signal word", () => {
  test("a header row of labels: the word is read from the row below as before", () => {
    expectLabelled(["Pictogram    Signal word    Hazard statements", "GHS07    Warning    Causes serious eye irritation."], "WARNING");
  });

  test("a sentence naming the signal word is no label", () => {
    const result = parseSds(sheet(["1. Identification", "Product name: Cleaner X", "2. Hazards identification", "This product requires no signal word: see the label    Warning signs are not applicable", "3. Composition", "Ethanol    64-17-5    10 %"]));
    expect(result.signal_word).toBeNull();
  });
});
