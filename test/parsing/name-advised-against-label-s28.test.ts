/**
 * Session 28: 1.2's labels printed in a row and read below the name's label as the name ("Algemene omschrijving
 * Toepassing Ontraden gebruik", wrong at 0.85): a value naming the uses advised against is a label in every template,
 * never a product or company, and is worth no more than a label (0.45). The restrictions' words stay a name's
 * ("Restriction Enzyme Buffer"). Through the real parser; invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { isLabelValue } from "../../src/modules/parsing/label-values.ts";
import { productOf } from "../helpers/sds-text.ts";

describe("a value naming the uses advised against is a label", () => {
  test.each([
    "Algemene omschrijving Toepassing Ontraden gebruik",
    "Uses advised against",
    "Identified uses    Uses advised against",
    "Utilisations déconseillées",
    "Verwendungen, von denen abgeraten wird",
    "Usos desaconsejados",
    "Usi sconsigliati",
    "Usos desaconselhados",
  ])("%s", (value) => {
    expect(isLabelValue(value)).toBe(true);
  });

  test.each(["Restriction Enzyme Buffer", "Harbour Rinse 40", "Quillmoss Against Rust 7"])("not: %s", (value) => {
    expect(isLabelValue(value)).toBe(false);
  });

  // A guard (it held before session 28 too): whatever of the row is read below the name's label, it is not confident.
  test("read below the name's label, it is not confident", () => {
    const read = productOf(["1.1 Product identifier", "Trade name", "1.2 Relevant identified uses", "General description    Application    Uses advised against", "Harbour Rinse 40"]);
    expect(read.value).not.toContain("advised against");
    expect(read.confidence).toBeLessThanOrEqual(0.45);
  });
});
