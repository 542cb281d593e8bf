/**
 * Section 1's fields run into one line, each "label : value", the name's label after another field's value ("Forma del
 * producto : Mezcla Razón comercial : X Código de producto : Y", session 32's fresh batch; the English form read no
 * name either). Invented names.
 */
import { describe, expect, test } from "bun:test";
import { productOf } from "../helpers/sds-text.ts";

describe("a name label after another field's value on one line", () => {
  test.each([
    ["en", ["SECTION 1: Identification", "Product form : Mixture Trade name : Harbour Clean Product code : PA00185363"], "Harbour Clean"],
    ["en, colons without spaces", ["SECTION 1: Identification", "Product form: Mixture Trade name: Harbour Clean"], "Harbour Clean"],
    ["es", ["SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "1.1. Identificador del producto Forma del producto : Mezcla Razón comercial : Brillo Puerto Multiusos Código de producto : PA001"], "Brillo Puerto Multiusos"],
    ["fr", ["RUBRIQUE 1: Identification", "Forme du produit : Mélange Nom commercial : Brillant Port Code du produit : BP-40"], "Brillant Port"],
  ])("%s", (_case, lines, name) => {
    const found = productOf(lines);
    expect(found.value).toBe(name);
    // no line start or column gap marks the label: never a sure reading
    expect(found.confidence).toBeLessThanOrEqual(0.7);
  });

  test("a name label in a sentence after a field is no label", () => {
    expect(productOf(["SECTION 1: Identification", "Use: cleaning. For the product name see the label"]).value).toBeNull();
  });
});
