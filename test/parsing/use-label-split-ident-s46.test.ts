/**
 * "Ident ified use: SU24 Scientific research" (a text layer that split the label's long word): the use label still reads
 * its value. A twin of session 46's identification-number labels: "Ident" is no label of its own, so a split "Identified"
 * is not cut at it (the spacing family's "long split in labels" found the slip).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const useSheet = (useLine: string) => [
  "SAFETY DATA SHEET",
  "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
  "1.1 Product identifier",
  "Product name: Harbour Acid",
  "1.2 Relevant identified uses of the substance or mixture and uses advised against",
  useLine,
  "1.3 Details of the supplier of the safety data sheet",
  "Company: Harbour Ltd",
  "SECTION 2: Hazards identification",
  "Not classified.",
  "SECTION 3: Composition/information on ingredients",
];

describe("a use label whose long word the layer split", () => {
  test.each([
    ["Ident ified use: SU24 Scientific research and development", "Scientific research and development"],
    ["Ident ified uses    : Laboratory chemicals, Manufacture of substances", "Laboratory chemicals, Manufacture of substances"],
  ])("%s", (line, use) => {
    expect(parseSds(sheet(useSheet(line))).recommended_use).toBe(use);
  });
});
