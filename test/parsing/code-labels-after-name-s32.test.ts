/**
 * Section 1's fields run into the name's line (session 32, probes of kinds the external set showed): an article or
 * reference number whose label is abbreviated with a full stop ("Art.Nr. 4711", "Réf. 4711", "Cod. 4711") was read as
 * part of the name at 0.95; a supplier label after a name ending in a number ("HARBOUR RINSE 40 SUPPLIER: …") gave no
 * supplier. Invented names throughout.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { productOf, SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

const HEADING = "SECTION 1: IDENTIFICATION";

describe("a code's abbreviated label and the code after the name", () => {
  test.each([
    ["Product name: Harbour Rinse 40 Art.Nr. 4711", "Harbour Rinse 40"],
    ["Handelsname: Hafenglanz 40 Art.Nr. 4711", "Hafenglanz 40"],
    ["Handelsname: Hafenglanz Kat.-Nr. 4711-A", "Hafenglanz"],
    ["Nom commercial : Brillant 40 Réf. 4711", "Brillant 40"],
    ["Trade name: Harbour Rinse 40 Ref. HR-40/5", "Harbour Rinse 40"],
    ["Nome commerciale: Porto Brillante Cod. 4711", "Porto Brillante"],
    ["Trade name: Harbour Rinse Cat. No. 4711", "Harbour Rinse"],
  ])("%s", (line, name) => {
    const found = productOf([HEADING, line, "Supplier: Harbour Chem Ltd"]);
    expect(found.value).toBe(name);
    // the end of the name was found by a cut, not printed: no sure reading
    expect(found.confidence).toBeLessThanOrEqual(0.8);
  });

  test.each([
    ["a number in the name after 'No.'", "Trade name: Harbour Formula No. 5", "Harbour Formula No. 5"],
    ["an abbreviation inside the name, no code after it", "Trade name: Harbour Art. Deco Paint", "Harbour Art. Deco Paint"],
    ["a code inside the name, words after it", "Trade name: Harbour Ref. 4711 Cleaner", "Harbour Ref. 4711 Cleaner"],
  ])("stays whole: %s", (_kind, line, name) => {
    expect(productOf([HEADING, line, "Supplier: Harbour Chem Ltd"]).value).toBe(name);
  });
});

describe("a supplier's label after a name that ends in a number, on one line", () => {
  test.each([
    ["TRADE NAME: HARBOUR RINSE 40 SUPPLIER: HARBOUR CHEM LTD", "HARBOUR CHEM LTD"],
    ["Nombre comercial: Brillo 300 Proveedor: Química del Puerto S.L.", "Química del Puerto S.L."],
  ])("%s", (line, company) => {
    const parsed = parseSds(sheet([HEADING, line, ...SECTIONS_2_TO_4]));
    expect(parsed.manufacturer).toBe(company);
    expect(parsed.evidence.manufacturer?.confidence ?? 0).toBeLessThanOrEqual(0.75);
  });
});
