/**
 * A value run into the next cell's telephone label ("Product Name: Harbour Degreaser 20 Phone Number:", the number on
 * the row below): what our reader gives when a PDF sets the next cell closer than a column gap (about 1.25 em). Found
 * by the session-17 `narrow` cross-reading (the product name was lost). A telephone label with its colon ends the
 * value, as another field's label does. Eight languages; invented products.
 */
import { describe, expect, test } from "bun:test";
import { findProductName } from "../../src/modules/parsing/identity.ts";
import { cutAtOtherLabel } from "../../src/modules/parsing/value-end-labels.ts";

/** Per language: a product-name label, a telephone label, an emergency telephone label. */
const ROWS: Record<string, [string, string, string]> = {
  en: ["Product name", "Phone number", "Emergency phone"],
  de: ["Produktname", "Telefonnummer", "Notrufnummer"],
  fr: ["Nom du produit", "Numéro de téléphone", "Numéro d'appel d'urgence"],
  es: ["Nombre del producto", "Número de teléfono", "Teléfono de emergencia"],
  it: ["Nome del prodotto", "Numero di telefono", "Numero telefonico di emergenza"],
  nl: ["Productnaam", "Telefoonnummer", "Telefoonnummer voor noodgevallen"],
  pt: ["Nome do produto", "Número de telefone", "Telefone de emergência"],
  pl: ["Nazwa produktu", "Numer telefonu", "Numer telefonu alarmowego"],
};
const NAME = "Harbour Degreaser 20";

describe("a product name run into the next cell's telephone label (eight languages)", () => {
  for (const [language, [label, phone, emergency]] of Object.entries(ROWS)) {
    for (const next of [phone, emergency]) {
      test(`${language}: '${label}: ${NAME} ${next}:'`, () => {
        const found = findProductName(["1.1 Product identifier", `${label}: ${NAME} ${next}:`, "Company name: Brightwater Chemicals Ltd. (555) 727-8524"]);
        expect(found?.value).toBe(NAME);
      });
    }
  }
  test("a telephone word without its colon stays in the name ('Harbour Phone Cleaner')", () => {
    expect(findProductName(["Product name: Harbour Phone Cleaner"])?.value).toBe("Harbour Phone Cleaner");
  });
});

describe("a telephone label that is the whole cell stays whole (the value is below it)", () => {
  test.each(["Número de Telefone de emergência:", "Numéro de Téléphone d'urgence:", "Número de teléfono de emergencia:"])("'%s'", (cell) => {
    expect(cutAtOtherLabel(cell)).toBe(cell);
  });
});
