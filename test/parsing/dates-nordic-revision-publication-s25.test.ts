/**
 * Session 25: a Swedish sheet printed "Publiceringsdatum: 2023-06-26 Omarbetning datum: 2023-04-13" under a subtitle
 * "… ändrad genom förordning (EU) 2020/878"; neither the publication's label nor the revision's noun ("Omarbetning
 * datum", "Omarbetningsdatum") was known, so the subtitle's "ändrad" (amended) took the publication date at 0.95.
 * Through the real parser; invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { revisionDateUnder } from "../helpers/sds-text.ts";

describe("the Nordic revision's noun and the publication date", () => {
  test.each([
    [["Publiceringsdatum: 2023-06-26 Omarbetning datum: 2023-04-13"], "2023-04-13"],
    [["Omarbetningsdatum: 2023-04-13", "Publiceringsdatum: 2023-06-26"], "2023-04-13"],
    [["enligt förordning (EG) 1907/2006 ändrad genom förordning (EU) 2020/878 Publiceringsdatum: 2023-06-26 Omarbetningsdatum: 2023-04-13"], "2023-04-13"],
    [["Publiceringsdatum: 2023-06-26"], "2023-06-26"],
    [["Omarbejdningsdato: 2023-04-13", "Publiceringsdato: 2023-06-26"], "2023-04-13"],
  ])("%j", (lines, iso) => {
    expect(revisionDateUnder(lines)).toBe(iso);
  });
});
