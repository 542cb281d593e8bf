/**
 * Session 25: a sheet for several products labels them in the plural ("Handelsnamen" / "Demotec 90, Demotec 95");
 * plural labels were unknown, so the label itself was taken as the product (0.85) or no name was read ("Trade names:
 * X" gave none). The plural name labels in the languages, and Italian's short "Nome sostanza". Through the real
 * parser; invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { productOf } from "../helpers/sds-text.ts";

describe("plural name labels", () => {
  test.each([
    ["en", "Trade names:"], ["en", "Product names:"], ["en", "Trade name(s):"], ["de", "Handelsnamen:"], ["de", "Produktnamen:"],
    ["fr", "Noms commerciaux :"], ["es", "Nombres comerciales:"], ["it", "Nomi commerciali:"], ["nl", "Productnamen:"],
    ["pt", "Nomes comerciais:"], ["pl", "Nazwy handlowe:"], ["it", "Nome sostanza:"],
  ])("%s %s beside the name", (_language, label) => {
    expect(productOf(["SAFETY DATA SHEET", "1. IDENTIFICATION", `${label} Folimax 40`, "Supplier: Harbour Chem Ltd"]).value).toBe("Folimax 40");
  });

  test("the label on its own line, the names under it: never the label", () => {
    const read = productOf(["1. Stoff-/Zubereitungs- und Firmenbezeichnung", "Angaben zum Produkt", "Handelsnamen", "Folimax 40, Folimax 45", "Hersteller: Harbour Chem GmbH"]);
    expect(read.value).not.toBe("Handelsnamen");
    expect(read.value).toContain("Folimax 40");
  });
});
