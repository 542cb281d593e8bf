/**
 * The regulation words are one global regex (label-tiers.ts REGULATION, kept global for replace): a `.test` on it
 * keeps its lastIndex, so the same test on the next value could start mid-text and miss (two callers did not reset
 * it). mentionsRegulation tests without state: the same answer however often and in whatever order it is asked.
 */
import { describe, expect, test } from "bun:test";
import { mentionsRegulation } from "../../src/modules/parsing/label-tiers.ts";

describe("a regulation named in a value", () => {
  test("asked again, the answer stays", () => {
    const long = "Safety data sheet according to Regulation (EC) No 1907/2006 (REACH)";
    const short = "Regulation (EC) No 1907/2006";
    expect([mentionsRegulation(long), mentionsRegulation(long), mentionsRegulation(short), mentionsRegulation(short)]).toEqual([true, true, true, true]);
  });

  test("a name is no regulation", () => {
    expect(mentionsRegulation("Harbour Rinse 40")).toBe(false);
  });
});
