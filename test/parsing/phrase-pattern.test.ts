import { describe, expect, test } from "bun:test";
import { foldAccents, wordsPattern } from "../../src/modules/parsing/date-label-patterns.ts";
import { escapeRegExp, literalWordsPattern } from "../../src/modules/parsing/phrase-pattern.ts";
import { FIRST_ISSUE_WORDS, NOT_REVISION_WORDS } from "../../src/modules/parsing/vocabulary/date-words.ts";

/** The words joined by "|" as they are: what literalWordsPattern must match as. */
const plain = (words: readonly string[]) => words.map(escapeRegExp).join("|");

/** The first match of each pattern in each text, as [index, text] (or null). */
function firstMatches(pattern: string, flags: string, texts: readonly string[]) {
  const regex = new RegExp(pattern, flags);
  return texts.map((text) => {
    const match = regex.exec(text);
    return match ? [match.index, match[0]] : null;
  });
}

describe("literalWordsPattern: words as a tree of their shared beginnings", () => {
  test("the same first match as the words joined by '|': prefixes, shared starts, escaped characters, case", () => {
    const words = ["print", "printed", "printing", "previous", "prochain", "u.s.a.", "usa", "u.s.a", "next", "nächste", "NEXT", "c++", "(c)"];
    const texts = [
      "Printed: 12.03.2021",
      "date of previous version",
      "PRINTING DATE",
      "Made in U.S.A. 2020",
      "usa, canada",
      "nächste Überprüfung",
      "next revision",
      "copyright (C) 2019",
      "c++ and more",
      "nothing here",
      "",
    ];
    for (const flags of ["iu", "u", "i"]) {
      expect(firstMatches(literalWordsPattern(words), flags, texts)).toEqual(firstMatches(plain(words), flags, texts));
    }
    // The tree writes a shared beginning once (where the first letters differ under case folding: "next" and "NEXT"
    // both match at one place, so that list stays a plain alternation at its top).
    const lower = words.filter((word) => word !== "NEXT");
    expect(literalWordsPattern(lower).length).toBeLessThan(plain(lower).length);
    expect(literalWordsPattern(lower)).toContain("pr(?:");
    expect(firstMatches(literalWordsPattern(lower), "iu", texts)).toEqual(firstMatches(plain(lower), "iu", texts));
  });

  test("no words: nothing matches", () => {
    expect(new RegExp(literalWordsPattern([]), "u").test("anything")).toBe(false);
  });

  test("the date words' patterns match where their plain lists do, in the languages", () => {
    const texts = [
      "druckdatum: 01.02.2020",
      "date d'impression : 03/04/2021",
      "fecha de la primera emision: 2019-05-06",
      "vervangt versie van 18.11.2022",
      "valid until 2025-01-01",
      "data di revisione: 12/03/2021",
      "datum revize 2020-01-01",
      "ημερομηνια εκτυπωσης 2020",
      "修订日期 打印日期",
      "supersedes: 2018-01-01",
      "revision date: 2021-02-03",
    ];
    for (const words of [NOT_REVISION_WORDS, FIRST_ISSUE_WORDS]) {
      const before = new RegExp(`(?<![\\p{L}])(?:${plain(words.map(foldAccents))})`, "iu");
      expect(texts.map((text) => wordsPattern(words).exec(text)?.[0] ?? null)).toEqual(texts.map((text) => before.exec(text)?.[0] ?? null));
    }
    expect(wordsPattern(NOT_REVISION_WORDS).test("revision date: 2021-02-03")).toBe(false);
    expect(wordsPattern(NOT_REVISION_WORDS).test("Druckdatum: 01.02.2020")).toBe(true);
  });
});
