/**
 * A product name that opens a parenthesis it does not close ("OFF! AREA BUG SPRAY (REG. NO. 25181" / "P.C.P. ACT)") was
 * cut where its line broke: the parenthesis says so whatever the layout says. When the next line is one plain cell that
 * closes it, the name goes on there (joined, 0.85 at most, as any wrapped end); when no line closes it, the name stands
 * but is never above 0.8. Before: the cut name at 0.95 whenever the label's line did not reach its column's edge (the
 * metamorphic hyphens family: a label broken over two lines, its value below or beside).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet, SECTIONS_2_TO_4 } from "../helpers/sds-text.ts";

const withIdentity = (identity: string[]): string[] => [
  "SAFETY DATA SHEET",
  "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
  ...identity,
  "Manufacturer: North Chemicals Ltd.",
  "Revision date: 12.03.2021",
  ...SECTIONS_2_TO_4,
];

describe("a product name left with a parenthesis open", () => {
  test("goes on over the next line that closes it, below a label wrapped over two lines", () => {
    const parsed = parseSds(sheet(withIdentity(["Product", "name: GARDEN SPRAY (YARD & DECK) (REG. NO. 25181", "P.C.P. ACT)", "Recommended use: Insecticide"])));
    expect(parsed.product_name).toBe("GARDEN SPRAY (YARD & DECK) (REG. NO. 25181 P.C.P. ACT)");
    expect(parsed.evidence.product_name!.confidence).toBeLessThanOrEqual(0.85);
  });

  test("in German and French too", () => {
    const german = parseSds(sheet(withIdentity(["Handels-", "name: Gartenspray (Zulassungs-Nr.", "0245-61)", "Verwendung: Insektizid"])));
    expect(german.product_name).toBe("Gartenspray (Zulassungs-Nr. 0245-61)");
    const french = parseSds(sheet(withIdentity(["Nom du", "produit : PULVÉRISATEUR JARDIN (NO D'HOM", "30746 LOI P.A.)", "Utilisation : Insecticide"])));
    expect(french.product_name).toBe("PULVÉRISATEUR JARDIN (NO D'HOM 30746 LOI P.A.)");
  });

  test("beside the first part of a label broken over two lines, the label's second part between", () => {
    const parsed = parseSds(sheet(withIdentity(["Prod-    GARDEN SPRAY (YARD & DECK) (REG. NO. 25181", "uct name:", "P.C.P. ACT)", "Recommended use: Insecticide"])));
    expect(parsed.product_name).toBe("GARDEN SPRAY (YARD & DECK) (REG. NO. 25181 P.C.P. ACT)");
    expect(parsed.evidence.product_name!.confidence).toBeLessThanOrEqual(0.85);
  });

  test("where no line closes it, the name stands but is not above 0.8", () => {
    const parsed = parseSds(sheet(withIdentity(["Product name: GARDEN SPRAY (YARD & DECK) (REG. NO. 25181", "Recommended use: Insecticide"])));
    expect(parsed.product_name).toBe("GARDEN SPRAY (YARD & DECK) (REG. NO. 25181");
    expect(parsed.evidence.product_name!.confidence).toBeLessThanOrEqual(0.8);
  });

  test("a name whose parentheses close stays as sure; one a next line of its own parenthesis does not close is not above 0.8", () => {
    const closed = parseSds(sheet(withIdentity(["Product name: GARDEN SPRAY (YARD & DECK)", "Recommended use: Insecticide"])));
    expect(closed.product_name).toBe("GARDEN SPRAY (YARD & DECK)");
    expect(closed.evidence.product_name!.confidence).toBeGreaterThan(0.9);
    const own = parseSds(sheet(withIdentity(["Product name: GARDEN SPRAY (YARD", "(for outdoor use)", "Recommended use: Insecticide"])));
    expect(own.product_name).toStartWith("GARDEN SPRAY (YARD");
    expect(own.evidence.product_name!.confidence).toBeLessThanOrEqual(0.8);
  });
});
