/**
 * The IUPAC name's label (session 49's blind batch: an Italian gas supplier's "1.1 Identificatore del prodotto" /
 * "Denominazione IUPAC ARGON" was read "IUPAC ARGON" at 0.85, the bare "Denominazione" taken for the label): the
 * substance's name under its IUPAC label in the languages, a chemical name's label, read whole; a trade name beside it
 * stays the product's.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const named = (heading: string, lines: string[]) => parseSds(sheet(["SAFETY DATA SHEET", heading, ...lines, "2. Hazards identification", "Not classified.", "3. Composition"])).product_name;

describe("the IUPAC name's label", () => {
  test.each([
    ["1.1 Identificatore del prodotto", "Denominazione IUPAC ARGON"],
    ["1.1 Identificatore del prodotto", "Nome IUPAC ARGON"],
    ["1.1 Product identifier", "IUPAC name ARGON"],
    ["1.1 Identificador del producto", "Nombre IUPAC ARGON"],
    ["1.1 Identificateur de produit", "Nom IUPAC ARGON"],
    ["1.1 Produktidentifikator", "IUPAC-Name ARGON"],
  ])("%s / %s", (heading, line) => {
    expect(named(heading, [line, "Numero CAS 7440-37-1"])).toBe("ARGON");
  });
  test("a trade name beside it is the product's", () => {
    expect(named("1.1 Product identifier", ["Trade name: Argon 4.6 compressed", "IUPAC name ARGON", "CAS number: 7440-37-1"])).toBe("Argon 4.6 compressed");
  });
});
