/**
 * One grouping of page furniture (repeated-lines.ts) for the two readers of a date printed there: a footer's shape
 * from three copies on (footer-date.ts), a date alone from two (running-header-date.ts). Each reader gives its key and
 * its least number of copies; groups come in the order their first copy stands.
 */
import { describe, expect, test } from "bun:test";
import { repeatedLines } from "../../src/modules/parsing/repeated-lines.ts";

const LINES = ["Page 1 of 3", "body", "2024-06-11", "Page 2 of 3", "2024-06-11", "body", "Page 3 of 3", "other"];
const shape = (line: string) => (/\d/.test(line) ? line.replace(/\d+/g, "#") : null);
const text = (line: string) => (/\d/.test(line) ? line : null);

describe("repeated lines", () => {
  test("grouped by the key, the groups in the order of their first copy", () => {
    expect(repeatedLines(LINES, { keyOf: shape, minCopies: 2 })).toEqual([[0, 3, 6], [2, 4]]);
  });
  test("a group with fewer copies than asked is left out", () => {
    expect(repeatedLines(LINES, { keyOf: shape, minCopies: 3 })).toEqual([[0, 3, 6]]);
    expect(repeatedLines(LINES, { keyOf: text, minCopies: 2 })).toEqual([[2, 4]]);
  });
  test("a group with more copies than allowed (a table's rows) is left out", () => {
    expect(repeatedLines(LINES, { keyOf: shape, minCopies: 2, maxCopies: 2 })).toEqual([[2, 4]]);
  });
  test("the key sees the line's index (a line under a label is no candidate)", () => {
    expect(repeatedLines(LINES, { keyOf: (line, index) => (index === 4 ? null : text(line)), minCopies: 2 })).toEqual([]);
  });
});
