/**
 * A section 1 heading whose title wraps after "of the" ("SECTION 1: Identification of the substance/mixture and of the" /
 * "company/undertaking"): the second line is the heading's, not a "Company" label. The company reader took it for one
 * and read the product's name two lines below as the company (session 35, an external Austrian sheet: no supplier read).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const supplierOf = (heading: string[]) => parseSds(sheet([
  "Safety data sheet in accordance with regulation (EC) No 1907/2006",
  ...heading,
  "1.1. Product identifier",
  "bellaVIT",
  "1.2. Relevant identified uses of the substance or mixture and uses advised against",
  "Viscous cleanser with high scrubbing power.",
  "1.3. Details of the supplier of the safety data sheet",
  "Address/Manufacturer",
  "HARBOUR HYGIENE International GmbH",
  "Lunastrasse 5",
  "A-5700 Zell am See",
  "SECTION 2: Hazards identification",
  "Signal word: Warning",
  "H319 Causes serious eye irritation.",
  "SECTION 3: Composition/information on ingredients",
  "Ethanol 64-17-5 10-20 %",
  "SECTION 4: First aid measures",
]));

describe("a section 1 title's second line is no label", () => {
  test.each([
    [["SECTION 1: Identification of the substance/mixture and of the", "company/undertaking"]],
    [["SECTION 1: IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND OF THE", "COMPANY/UNDERTAKING"]],
    [["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des", "Unternehmens"]],
    [["SECTION 1: Identification of the substance/mixture and of the company/undertaking"]],
  ])("%j", (heading) => {
    const parsed = supplierOf(heading);
    expect(parsed.manufacturer).toBe("HARBOUR HYGIENE International GmbH");
    expect(parsed.product_name).toBe("bellaVIT");
  });
});
