/**
 * Session 23: dates with an ordinal day. Most forms were read already ("20th October 2021", "1er octobre 2021", "1.º de
 * marzo de 2021"); these pin them, with the forms that were not: the ordinal's letters set apart as a superscript's run
 * of the text layer ("20 th October 2021", "October 20 th, 2021"), the Unicode superscript "1ᵉʳ", and "the 20th day of
 * October 2021". Negative twins: ordinals before other words ("4th edition", "the 2nd revision", "20th century") are no
 * dates. Invented lines.
 */
import { describe, expect, test } from "bun:test";
import { findDates } from "../../src/modules/parsing/dates.ts";

const isos = (text: string) => findDates(text, "day-first").map((date) => date.iso);

describe("an ordinal day", () => {
  test.each([
    ["20th October 2021", "2021-10-20"],
    ["20th of October 2021", "2021-10-20"],
    ["October 20th, 2021", "2021-10-20"],
    ["Oct. 1st 2021", "2021-10-01"],
    ["2nd May 2019", "2019-05-02"],
    ["3RD JUNE 2018", "2018-06-03"],
    ["22nd of June, 2020", "2020-06-22"],
    ["20th-Oct-2021", "2021-10-20"],
    ["20thOctober 2021 (glued)", "2021-10-20"],
    ["20 th October 2021 (superscript run apart)", "2021-10-20"],
    ["October 20 th, 2021 (superscript run apart)", "2021-10-20"],
    ["the 20th day of October, 2021", "2021-10-20"],
    ["1er octobre 2021 (fr)", "2021-10-01"],
    ["1 er octobre 2021 (fr, run apart)", "2021-10-01"],
    ["1ᵉʳ octobre 2021 (fr, superscript letters)", "2021-10-01"],
    ["1º de marzo de 2021 (es)", "2021-03-01"],
    ["1.º de março de 2021 (pt)", "2021-03-01"],
    ["1° maggio 2019 (it)", "2019-05-01"],
  ])("%s", (text, iso) => {
    expect(isos(text)).toEqual([iso]);
  });

  test.each([
    ["4th edition 2021"],
    ["the 2nd revision of 2021"],
    ["20th century 1990"],
    ["the 3rd day 2021"],
    ["1 st class 2020"],
  ])("no date: %s", (text) => {
    expect(isos(text)).toEqual([]);
  });
});
