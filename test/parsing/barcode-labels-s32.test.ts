/**
 * The product's bar code in 1.1 ("Barcode Number", "EAN-Code", "Code EAN", "Código de barras"): the label was unknown, so
 * it stayed in the name beside it or was read as the name in a row of labels (session 32, an Australian sheet of the
 * English fresh batch: "Barcode Number" at 0.7). Invented names.
 */
import { describe, expect, test } from "bun:test";
import { productOf } from "../helpers/sds-text.ts";

describe("a bar code's label after the name", () => {
  test.each([
    ["Trade name: Harbour Tacky Glue Barcode Number: 9300000000017", "Harbour Tacky Glue"],
    ["Handelsname: Hafenkleber EAN-Code: 4000000000017", "Hafenkleber"],
    ["Nom commercial : Colle du Port Code EAN : 3000000000017", "Colle du Port"],
    ["Nombre comercial: Pegamento Puerto Código de barras: 8400000000017", "Pegamento Puerto"],
  ])("%s", (line, name) => {
    expect(productOf(["SECTION 1: Identification", line, "Supplier: Harbour Chem Ltd"]).value).toBe(name);
  });

  test("a row of labels with the bar code's: its label is no name", () => {
    const found = productOf(["SECTION 1: Identification", "Product Name", "Barcode Number", "Harbour Tacky Glue", "Supplier: Harbour Chem Ltd"]);
    expect(found.value).not.toBe("Barcode Number");
  });
});
