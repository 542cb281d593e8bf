/**
 * The growth check of the hostile-input tests (test/helpers/growth.ts) must be able to fail: work that rereads what
 * came before grows like the square of its size and is refused, work done once per item passes.
 */
import { describe, expect, test } from "bun:test";
import { growthRatio } from "../helpers/growth.ts";

let sink = 0;
const linear = (size: number) => {
  for (let at = 0; at < size * 2_000; at++) sink = (sink + at) % 1_000_003;
};
const quadratic = (size: number) => {
  for (let at = 0; at < size; at++) for (let back = 0; back < at; back++) sink = (sink + back) % 1_000_003;
};

describe("the growth check", () => {
  test("passes work that grows with its size", () => {
    expect(growthRatio(linear, 2_000, 8)).toBeLessThan(32);
  }, 60_000);

  test("refuses work that grows with the square of its size", () => {
    expect(growthRatio(quadratic, 200, 8)).toBeGreaterThan(32);
  }, 60_000);
});
