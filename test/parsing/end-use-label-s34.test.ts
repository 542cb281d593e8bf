/**
 * US MSDS forms' "End use" label ("END USE    Grinding wheel"): the recommended use, and another field's label that ends
 * the name above it — a text layer whose cell gaps closed to one space had run the name on into it ("Rubber Bonded
 * Grinding Wheels END USE Grinding wheel"; session 34, bench:parse-crossread's narrow reading). Invented names.
 */
import { expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet, SECTIONS_2_TO_4 } from "../helpers/sds-text.ts";

const parsedOf = (lines: string[]) => parseSds(sheet(["SAFETY DATA SHEET", "SECTION 1 – IDENTIFICATION", ...lines, "MANUFACTURER    Harbour Abrasives Inc.", ...SECTIONS_2_TO_4]));

test.each([
  ["a column gap", ["PRODUCT NAME    Harbour Grinding Wheels", "END USE    Grinding wheel"]],
  ["one space", ["PRODUCT NAME Harbour Grinding Wheels", "END USE Grinding wheel"]],
  ["a colon", ["Product name: Harbour Grinding Wheels", "End use: Grinding wheel"]],
])("'End use' after %s is the use, not the name's rest", (_form, lines) => {
  const parsed = parsedOf(lines);
  expect(parsed.product_name).toBe("Harbour Grinding Wheels");
  expect(parsed.recommended_use).toBe("Grinding wheel");
});
