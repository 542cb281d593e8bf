/**
 * A number after a house number in the cell before it ("Robert-Koch Straße 40    0551-19240", a table of poison
 * centres: country, organisation, address, number) is the next cell's alone (a corpus sheet of session 35 gave
 * "40    0551-19240"). A country code set off by a gap ("+44    113 496 0000") still opens its number.
 */
import { describe, expect, test } from "bun:test";
import { firstPhone } from "../../src/modules/parsing/phone-shapes.ts";

describe("a number after a cell gap", () => {
  test.each([
    ["Deutschland    Giftinformationszentrum-Nord    Robert-Koch Straße 40    0551-19240", "0551-19240"],
    ["Rue de la Loi 12    +32 70 245 245", "+32 70 245 245"],
    ["+44    113 496 0000", "+44    113 496 0000"],
  ])("'%s'", (line, phone) => {
    expect(firstPhone(line)).toBe(phone);
  });
});
