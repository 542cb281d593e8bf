/**
 * REACH's product label wrapped after its "or" ("Trade name or" / "designation of the mixture"), the name one space
 * after the first line ("Trade name or HARBOUR FLAVOR 20"): what our reader gives when a PDF sets the name's cell closer
 * to the label than a column gap (about 1.25 em). Found by the session-17 `narrow` cross-reading: the "or" was read
 * into the name ("or PEPSI FLAVOR", 0.7). The label's "or" is no part of the name. Eight languages; invented names.
 */
import { describe, expect, test } from "bun:test";
import { findProductName } from "../../src/modules/parsing/identity.ts";

/** Per language: the label's first line (ending on its "or") and its second line. */
const LABELS: Record<string, [string, string]> = {
  en: ["Trade name or", "designation of the mixture"],
  de: ["Handelsname oder", "Bezeichnung des Gemischs"],
  fr: ["Nom commercial ou", "désignation du mélange"],
  es: ["Nombre comercial o", "designación de la mezcla"],
  it: ["Nome commerciale o", "designazione della miscela"],
  nl: ["Handelsnaam of", "aanduiding van het mengsel"],
  pt: ["Nome comercial ou", "designação da mistura"],
  pl: ["Nazwa handlowa lub", "oznaczenie mieszaniny"],
};
const NAME = "HARBOUR FLAVOR 20";

describe("a product label wrapped after its 'or', the name one space after the first line (eight languages)", () => {
  for (const [language, [head, tail]] of Object.entries(LABELS)) {
    const lines = (row: string) => ["SECTION 1: Identification of the substance/mixture and of the company/undertaking", "1.1 Product identifier", row, tail, "Registration number -"];
    test(`${language}: '${head} ${NAME}' / '${tail}'`, () => {
      const gap = findProductName(lines(`${head}    ${NAME}`), { headingLine: 0 });
      const open = findProductName(lines(`${head} ${NAME}`), { headingLine: 0 });
      expect(gap?.value).toBe(NAME);
      expect(open?.value).toBe(NAME);
      expect(open!.confidence).toBeLessThanOrEqual(0.85);
    });
  }
  test("the label's second part after the 'or' is no name ('Trade name or designation of the mixture')", () => {
    expect(findProductName(["1.1 Product identifier", "Trade name or designation of the mixture", "Registration number -"], { headingLine: -1 })?.value ?? "").not.toMatch(/^designation/);
  });
});
