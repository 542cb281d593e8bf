/**
 * A label in capitals closed by a colon inside a run-on value: a form that prints its labels in capitals ("PRODUCT
 * NAME:", "APPLICATION OF SUBSTANCE:", "MANUFACTURED BY:") and whose text layer runs section 1 into one line has labels
 * no vocabulary lists; after a name in mixed case they end the name (session 31: an external English sheet's product
 * read as "Baldwins Ink Ground APPLICATION OF SUBSTANCE: To be used as …" at 0.6). Invented names throughout.
 */
import { describe, expect, test } from "bun:test";
import { cutAtRunOnLabel } from "../../src/modules/parsing/run-on-labels.ts";
import { productOf } from "../helpers/sds-text.ts";

describe("words in capitals closed by a colon end a mixed-case name", () => {
  test.each([
    ["Harbour Ink Ground APPLICATION OF SUBSTANCE: To be used as an etching ground", "Harbour Ink Ground"],
    ["Harbour Rinse Aid INTENDED PURPOSE: dishwashers", "Harbour Rinse Aid"],
    ["Hafen Reiniger GEBINDEGRÖSSE: 10 l", "Hafen Reiniger"],
    ["Limpiador Puerto PRESENTACIÓN: garrafa de 5 l", "Limpiador Puerto"],
    ["Harbour Paste - PACK SIZES : 1 kg, 5 kg", "Harbour Paste"],
  ])("%s", (value, name) => expect(cutAtRunOnLabel(value)).toEqual({ value: name, cut: true }));

  test("through the parser, a section 1 run into one line", () => {
    const found = productOf([
      "SECTION 1. CHEMICAL PRODUCT AND COMPANY IDENTIFICATION PRODUCT NAME: Harbour Ink Ground APPLICATION OF SUBSTANCE: To be used as an etching ground. MANUFACTURED BY: Harbour Printmakers Ltd CONTACT INFORMATION: CONTACT: A. Harbour",
    ]);
    expect(found.value).toBe("Harbour Ink Ground");
  });
});

describe("a chemical name qualified as the usual one ends the trade name whole", () => {
  test.each([
    ["HARBOURPANS n-pentane T Common chemical name : Pentane", "HARBOURPANS n-pentane T"],
    ["HAFENPAN T Gebräuchlicher chemischer Name: Pentan", "HAFENPAN T"],
    ["PORTOPAN T Nom chimique usuel : Pentane", "PORTOPAN T"],
  ])("%s", (value, name) => expect(cutAtRunOnLabel(value)).toEqual({ value: name, cut: true }));
});

describe("what stays whole", () => {
  test.each([
    // a name in capitals: its words are no clue where a label starts
    "HARBOUR INK GROUND ETCHING GRADE: fine",
    // short capitals before a colon: a part, a resin type
    "Harbour Epoxy KIT A: Resin",
    "Harbour 2K PU: Base",
    "Harbour Sealant UV: clear",
    // capitals without a colon
    "Harbour Cleaner EXTRA STRONG",
  ])("%s", (value) => expect(cutAtRunOnLabel(value)).toEqual({ value, cut: false }));
});
