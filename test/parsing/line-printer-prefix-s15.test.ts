/**
 * A line printer's form code before every line (old mainframe MSDSs: "D1 COMMON NAME: …", "D1    2245 AIR PARK
 * DRIVE"), session 15: the code is taken off so that each line's label opens it, and the fields read as on any sheet.
 * Invented company, address and numbers.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { withoutLinePrefix } from "../../src/modules/parsing/line-prefix.ts";
import { sheet } from "../helpers/sds-text.ts";

const BODY = [
  "MATERIAL SAFETY DATA SHEET",
  "SECTION 1 - CHEMICAL PRODUCT AND COMPANY IDENTIFICATION",
  "COMMON NAME: HARBOR GLASS CLEANER, PART #210",
  "MANUFACTURER'S NAME: HARBOR CHEMICAL CORPORATION",
  "    1234 INDUSTRIAL PARKWAY",
  "    SPRINGFIELD, ILLINOIS 62701",
  "EMERGENCY TELEPHONE NUMBERS: 1-800-555-0199",
  "===============================================================",
  "SECTION 2 - COMPOSITION, INFORMATION ON INGREDIENTS",
  "ISOPROPANOL    CAS# 67-63-0    5-10%",
  "SECTION 3 - HAZARDS IDENTIFICATION",
  "CAUSES EYE IRRITATION.",
  "SECTION 9 PHYSICAL AND CHEMICAL PROPERTIES",
  "BOILING POINT: 212 DEG. F",
  "APPEARANCE: CLEAR LIQUID",
];

describe("a line printer's form code before every line", () => {
  test.each(["D1", "P2", "01", "A12"])("the code %s is taken off: address and state read as without it", (code) => {
    const plain = parseSds(sheet(BODY));
    // A rule line has the code run into it ("D1=====").
    const coded = parseSds(sheet(BODY.map((line) => (line.startsWith("=") ? `${code}${line}` : `${code} ${line}`))));
    expect(coded.supplier_address).toBe(plain.supplier_address);
    expect(coded.supplier_address).toBe("1234 INDUSTRIAL PARKWAY, SPRINGFIELD, ILLINOIS 62701");
    expect(coded.physical_state).toBe("liquid");
    expect(coded.manufacturer).toBe(plain.manufacturer);
    expect(coded.emergency_phone).toBe(plain.emergency_phone);
  });

  test("lines that only some of a page open with the same number keep it", () => {
    const lines = BODY.map((line, index) => (index % 2 === 0 ? `12 ${line}` : line));
    const page = withoutLinePrefix(sheet(lines).pages)[0]!;
    expect(page.lines.map((line) => line.text)).toEqual(lines);
  });

  test("a short page is left as it is", () => {
    const lines = BODY.slice(0, 6).map((line) => `D1 ${line}`);
    expect(withoutLinePrefix(sheet(lines).pages)[0]!.lines.map((line) => line.text)).toEqual(lines);
  });
});
