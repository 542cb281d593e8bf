/**
 * Hostile pages (session 17, `npm run bench:parse-growth`): one uploaded PDF must not hold the job worker. A page of the
 * reader's size (its cap is 1,000,000 characters) made of one heading repeated had each supplier-block heading read its
 * block again — sixteen readings of the eight lines below it — so 20,000 heading lines took ~15 s on the development
 * machine (now ~1-2.5 s). The checks time a page and one eight times its size (test/helpers/growth.ts): linear, not a
 * time limit that flakes on a loaded machine.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { expectLinearGrowth } from "../helpers/growth.ts";
import { sheet } from "../helpers/sds-text.ts";

const SUPPLIER_HEADINGS = [
  "Details of the supplier of the safety data sheet",
  "1.3 Details of the supplier of the safety data sheet",
  "Angaben zum Anbieter des Sicherheitsdatenblattes",
  "Informations concernant le fournisseur de la fiche de données de sécurité",
];

describe("a page of one supplier-block heading repeated stays cheap to read", () => {
  for (const heading of SUPPLIER_HEADINGS) {
    const page = (size: number) => {
      const lines = Array.from({ length: size }, () => heading);
      return parseSds(sheet(["SECTION 1: Identification", ...lines, "SECTION 2: Hazards identification", "H319 Causes serious eye irritation."]));
    };
    test(`20,000 lines of '${heading}' are read, in time that grows linearly`, () => {
      expect(page(20_000).h_codes).toEqual(["H319"]);
      expectLinearGrowth(page, 1_000);
    }, 60_000);
  }
});

describe("a page of section headings repeated stays cheap to read", () => {
  // The chain of headings with increasing numbers compared every candidate with every earlier one: 100,000 lines of
  // "SECTION 1" (the reader's 1,000,000 characters) took well over 10 s; now each looks at the 16 numbers (~2.6 s).
  const page = (size: number) => {
    const lines = Array.from({ length: size }, () => "SECTION 1");
    return parseSds(sheet([...lines, "SECTION 2: Hazards identification", "H319 Causes serious eye irritation.", "SECTION 3: Composition", "Ethanol 64-17-5 10-20%"]));
  };
  test("100,000 'SECTION 1' lines, then sections 2 and 3, are read in time that grows linearly", () => {
    expect(page(100_000).sections.map((section) => section.number)).toEqual([1, 2, 3]);
    expectLinearGrowth(page, 5_000);
  }, 120_000);
});
