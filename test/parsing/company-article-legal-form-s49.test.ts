/**
 * A company whose name opens with an article and its legal form ("LA CORPORATION SANSIN", a Quebec maker; session 49's
 * blind batch read "LA CORPORATION" at 0.9, and "La Corporation" after a label at 0.92): the legal form opens the name,
 * as it does without the article ("Corporation Sansin"), and the name goes on after it.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const maker = (line: string) => parseSds(sheet([
  "SAFETY DATA SHEET", "1. Identification", "Product name: Fennrow 3", line, "Address: 111 MacNab Avenue", "2. Hazards identification",
  "Not classified.", "3. Composition",
])).manufacturer;

describe("an article and a legal form open the name", () => {
  test.each([
    ["Manufacturer: La Corporation Sansin", "La Corporation Sansin"],
    ["Manufacturer: LA CORPORATION SANSIN", "LA CORPORATION SANSIN"],
    ["Fabricant : La Corporation Sansin.", "La Corporation Sansin"],
    ["Manufacturer: The Corporation Harbour", "The Corporation Harbour"],
    ["Fabricante: La Corporación Harbour", "La Corporación Harbour"],
  ])("%s", (line, name) => {
    expect(maker(line)).toBe(name);
  });
  test("a name that ends in its legal form keeps its end", () => {
    expect(maker("Manufacturer: Harbour Corporation")).toBe("Harbour Corporation");
    expect(maker("Manufacturer: La Harbour Corporation 111 MacNab Avenue")).toBe("La Harbour Corporation");
  });
});
