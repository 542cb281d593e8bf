/**
 * A sentence under the supplier's block is no part of its address: "Please read this safety data sheet carefully
 * before you use the product." had been joined to "12 Harbour Road, Leeds LS1 4AB", and a sheet whose only lines under
 * the company are a date and a sentence gave the sentence as the address (the SDS page in Chromium showed a kit's
 * storage advice as its supplier's address). A line of six words or more in small letters that ends with a full stop
 * ends the block; addresses with small words of their own keep them ("Zone industrielle de la Plaine", "Via della
 * Stazione 12").
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const sectionOne = (...block: string[]) => sheet(["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Harbour Degreaser 40", "Company: Harbour Chemicals Ltd", ...block, "SECTION 2: Hazards identification", "Signal word: Warning"]);

describe("a sentence under the supplier's block", () => {
  test("ends the address", () => {
    expect(parseSds(sectionOne("12 Harbour Road", "Leeds LS1 4AB", "Please read this safety data sheet carefully before you use the product.", "Telephone: +44 113 496 0000")).supplier_address).toBe("12 Harbour Road, Leeds LS1 4AB");
  });

  test("is no address at all", () => {
    expect(parseSds(sectionOne("Effective date: 12.03.2021", "Keep the container closed and store it in a cool and dry place.")).supplier_address).toBeNull();
  });

  test("an address's own small words stay", () => {
    expect(parseSds(sectionOne("Zone industrielle de la Plaine de l'Ain", "01150 Saint-Vulbas", "France")).supplier_address).toBe("Zone industrielle de la Plaine de l'Ain, 01150 Saint-Vulbas, France");
    expect(parseSds(sectionOne("Via della Stazione 12", "20100 Milano MI", "Telefono: +39 02 555 0100")).supplier_address).toBe("Via della Stazione 12, 20100 Milano MI");
  });
});
