/**
 * The form's "pure substance / mixture" field with the adjective repeated ("Reiner Stoff/reines Gemisch: Gemisch",
 * "Substance pure/mélange pur"), run into the name's line: the field's label, not the name's words. Before, "DROP PLUS
 * Reiner Stoff/reines Gemisch Gemisch" was the name at 0.8 (session 48's fourth blind round).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const named = (line: string) => parseSds(sheet([
  "SICHERHEITSDATENBLATT", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "1.1. Produktidentifikator", line,
  "1.3. Einzelheiten zum Lieferanten", "Lieferant: Klebwerk Hafen GmbH", "ABSCHNITT 2: Mögliche Gefahren",
])).product_name;

describe("the pure substance / mixture field run into the name's line", () => {
  test.each([
    ["Produktbezeichnung DROP PLUS Reiner Stoff/reines Gemisch Gemisch", "DROP PLUS"],
    ["Produktbezeichnung: DROP PLUS Reiner Stoff/reines Gemisch: Gemisch", "DROP PLUS"],
    ["Produktbezeichnung: DROP PLUS     Reiner Stoff/reines Gemisch:     Gemisch", "DROP PLUS"],
  ])("%s", (line, name) => {
    expect(named(line)).toBe(name);
  });
});
