/**
 * A legal form split by a stray space ("HARBOUR C ORPORATION", "Harbour Chemie Gmb H"), as text layers that set letters
 * apart print it: closed as the labels' stray spaces are (stray-spaces.ts), the legal forms being part of the words the
 * join looks up. Session 35 moved the legal forms into vocabulary/legal-forms.ts and the join stopped seeing them; the
 * metamorphic spacing family showed it (217 → 228 misses: the company's line read as the product, no supplier read).
 */
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { joinStraySpaces } from "../../src/modules/parsing/stray-spaces.ts";
import { sheet } from "../helpers/sds-text.ts";

describe("a legal form split by a stray space", () => {
  test.each([["HARBOUR C ORPORATION", "HARBOUR CORPORATION"], ["HARBOUR CORPO RATION", "HARBOUR CORPORATION"]])("'%s' is closed", (split, joined) => {
    expect(joinStraySpaces(split)).toBe(joined);
  });

  test("the company's line under a heading row is the supplier, not the product", () => {
    const parsed = parseSds(sheet([
      "Safety data sheet", "Methyl Ethyl Ketone 99.5%", "Revision date : 2006/01/06    Page: 1/8",
      "1. Substance/preparation and company identification", "C ompany    24 Hour Emergency Response Information",
      "HARBOUR C ORPORATION    CHEMTREC: (800) 424-9300", "100 Campus Drive    HARBOUR HOTLINE: (800) 832-4357",
      "Florham Park, NJ 07932", "2. COMPOSITION/INFORMATION ON INGREDIENTS", "methyl ethyl ketone    78-93-3    90 - 100",
      "3. HAZARDS IDENTIFICATION", "Not classified.",
    ]));
    expect(parsed.manufacturer).toBe("HARBOUR CORPORATION");
    expect(parsed.product_name).toBe("Methyl Ethyl Ketone 99.5%");
  });
});

/**
 * The join's word list (label-vocabulary.ts, which the OCR look-alike repair reads too) names the vocabulary modules one
 * by one, so a module split out of another (as legal-forms.ts was) or added later is not read until it is named. Every
 * module is named there or left out here on purpose.
 */
describe("the stray-space join's word list", () => {
  const notRead = new Set([
    "codeless-hazard-statements.ts", // hazard statements' wording, read by the hazards reader, not labels
    "cross-reference-words.ts", // pointers ("see", "siehe") that a value may hold
    "date-label-forms.ts", // functions that print a date label's forms, no list of words
    "other-identifier-labels.ts", // read through identity-labels.ts, which re-exports its list
    "printed-spellings.ts", // folded lists' words with their letters, for lost-letters.ts alone
    "weekdays.ts", // a date's weekday, a value's word
  ]);
  test("reads every vocabulary module or leaves it out on purpose", () => {
    const source = readFileSync(new URL("../../src/modules/parsing/label-vocabulary.ts", import.meta.url), "utf8");
    const modules = readdirSync(new URL("../../src/modules/parsing/vocabulary/", import.meta.url)).filter((name) => name.endsWith(".ts"));
    expect(modules.length).toBeGreaterThan(10);
    for (const name of modules.filter((module) => !notRead.has(module))) expect(source).toContain(`./vocabulary/${name}`);
  });
});
