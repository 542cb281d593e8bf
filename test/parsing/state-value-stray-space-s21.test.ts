/**
 * A physical state's word split by a text layer's letter spacing (session 21, metamorphic `--spacing` S2: 72 of 84
 * sheets lost the state when every word of five letters or more carried a stray space). The states' words are a closed
 * list, like month names, so the state's reader may have them rejoined: "Li quid" is "Liquid" in any of the languages.
 * Other values stay as printed (a product name's "A erosol" says the layer splits words). Invented products and companies.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { joinStateWords, joinStraySpaces } from "../../src/modules/parsing/stray-spaces.ts";
import { sheet } from "../helpers/sds-text.ts";

const SECTIONS = (label: string, value: string) => [
  "SECTION 1: Identification",
  "Product name: Harbor Glass Clean 210",
  "SECTION 2: Hazards identification",
  "Signal word: Warning",
  "H319 Causes serious eye irritation.",
  "SECTION 9: Physical and chemical properties",
  `${label}: ${value}`,
  "Odour: mild",
  "SECTION 10: Stability and reactivity",
];

describe("a physical state word split by a stray space is read", () => {
  test.each([
    ["Physical state", "Li quid", "liquid"],
    ["Physical state", "Liqui d", "liquid"],
    ["Appearance", "Cl ear, li quid", "liquid"],
    ["Physical state", "So lid", "solid"],
    ["Form", "Po wder", "solid"],
    ["Physical state", "Aer osol", "aerosol"],
    ["Aggregatzustand", "fl üssig", "liquid"],
    ["État physique", "Liqui de", "liquid"],
    ["Estado físico", "Lí quido", "liquid"],
    ["Stato fisico", "Li quido", "liquid"],
  ])("%s: %s → %s", (label, value, state) => {
    expect(parseSds(sheet(SECTIONS(label, value))).physical_state).toBe(state);
  });
});

describe("what stays as printed", () => {
  test.each([
    // Both parts are words, or the capital opens a part after a part that is not all capitals: a name.
    "Product name: Li Quid Gloss",
    "Product name: Solid Base",
    // Not a state's word when joined.
    "Use: Cl eaning agent",
    // A state's word in another field's value: joined only where the state is read.
    "Product name: Harbor Odorless A erosol",
  ])("%s", (printed) => expect(joinStraySpaces(printed)).toBe(printed));
});

describe("a part that is a state's word itself is not rejoined", () => {
  // "Liquido s pray": the state and the next word's split, not "Liquidos pray" (a plural no state regex reads; metamorphic
  // family L, it: the state lost on 4 variants of one sheet before this rule).
  test.each([
    ["Stato fisico", "Liquido s pray", "Liquido spray"],
    ["Estado físico", "Líquido s pray", "Líquido spray"],
    ["Physical state", "Liquid s pray", "Liquid spray"],
  ])("%s: %s → %s, liquid", (label, value, joined) => {
    expect(joinStateWords(value)).toBe(joined);
    expect(parseSds(sheet(SECTIONS(label, value))).physical_state).toBe("liquid");
  });
  test("a month is rejoined as before", () => {
    expect(joinStraySpaces("Revision date: Decem ber 23, 2015")).toBe("Revision date: December 23, 2015");
  });
});
