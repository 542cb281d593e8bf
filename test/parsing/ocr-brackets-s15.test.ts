import { describe, expect, test } from "bun:test";
import { repairOcrLines } from "../../src/modules/parsing/ocr-repair";
import { parseScan } from "../helpers/ocr-scan";

/**
 * A round bracket read as a brace ("EN {English US)", "Medical Emergency {8 am - 5 pm EST)", "(YARD & DECK}"): a footer
 * that dates the sheet beside its language's name is no longer one (session 15, tune scans), nor is a bracketed part of
 * a name or label read as such. Written round when the brace pairs with a round bracket.
 */
const FOOTERS: Readonly<Record<string, string>> = {
  en: "EN (English US)", de: "DE (Deutsch)", fr: "FR (français)", es: "ES (español)", it: "IT (italiano)", nl: "NL (Nederlands)", pt: "PT (português)", pl: "PL (polski)",
};

const sheet = (footer: string) => ["SECTION 1: Identification", "Product name:    Lotion Alpha", "Company:    Nordwerk Chemie GmbH",
  `5/16/2015    ${footer}    Page 1 of 8`, "SECTION 2: Hazards identification", "Signal word:    Warning"];

describe("a bracket read as a brace", () => {
  for (const [language, footer] of Object.entries(FOOTERS)) {
    test(`${language}: the footer's date beside the language's name is read`, () => {
      expect(parseScan([sheet(footer)]).revision_date).toBe("2015-05-16");
      for (const damaged of [footer.replace("(", "{"), footer.replace(")", "}"), footer.replace(" (", "{")]) {
        expect([damaged, parseScan([sheet(damaged)]).revision_date]).toEqual([damaged, "2015-05-16"]);
      }
    });
  }

  test("only a brace that pairs with a round bracket; braces of their own stay", () => {
    expect(repairOcrLines(["Medical Emergency {8 am - 5 pm EST):    800.841.3904"]).lines[0]).toBe("Medical Emergency (8 am - 5 pm EST):    800.841.3904");
    expect(repairOcrLines(["OFF! AREA BUG SPRAY (YARD & DECK}"]).lines[0]).toBe("OFF! AREA BUG SPRAY (YARD & DECK)");
    for (const line of ["Formula {C2H6O} liquid", "see {1} and (2)", "(a) {b} c"]) expect(repairOcrLines([line]).lines[0]).toBe(line);
  });
});
