/**
 * A form whose text layer gives its label column before its value column, each label with its colon and no value
 * beside it ("Product name:" / "Part number:" / "Company:" / then the values in the same order): the company is the
 * value in the company label's place, not the first line after that label (the product's name). Invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

function company(lines: string[]) {
  const parsed = parseSds(sheet(lines));
  return { value: parsed.manufacturer, confidence: parsed.evidence.manufacturer?.confidence ?? 0 };
}

const END = ["Emergency telephone: +1 555 0100", "2. HAZARDS IDENTIFICATION", "Not classified."];

describe("a column of labels before its column of values: the company label's own value", () => {
  test.each([
    ["en: four labels, the company last", ["MATERIAL SAFETY DATA SHEET", "SECTION 1 - CHEMICAL PRODUCT AND COMPANY IDENTIFICATION", "Product Name:", "Part Number:", "Family:", "Company:", "Quayside Ink Cartridge -- Blue", "77B1204", "Contains Ink", "Quayside Imaging Systems, Inc.", "14 Harbor Drive", "Portsmouth, NH 03801", ...END], "Quayside Imaging Systems, Inc."],
    ["en: three labels, the company in the middle", ["SAFETY DATA SHEET", "1. IDENTIFICATION", "Product name:", "Manufacturer:", "Product code:", "Dockside Rinse 40", "Dockside Cleaning Products LLC", "DR-40", "22 Pier Road, Mobile, AL 36602", ...END], "Dockside Cleaning Products LLC"],
    ["en: the supplier's fields stacked, a second office's block after them", ["Safety Data Sheet", "1. MATERIAL AND SUPPLY COMPANY IDENTIFICATION", "Product name:", "HARBOUR GREASE 2", "Supplier:", "ABN:", "Street Address:", "Telephone:", "Harbour Lubricants (Oceania) Pty Ltd", "12 345 678 901", "12 Wharf Road", "+61 3 0000 0000", "Sydney NSW 2000", "Emergency Telephone number:", "Harbour Lubricants (Islands) Ltd", "7 Quay Street", "Auckland", "2. HAZARDS IDENTIFICATION"], "Harbour Lubricants (Oceania) Pty Ltd"],
    ["de: Handelsname / Artikelnummer / Hersteller", ["SICHERHEITSDATENBLATT", "1. Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname:", "Artikelnummer:", "Hersteller:", "Kaifarbe Blau", "KF-204", "Kaiwerk Farben GmbH", "Kaiweg 9, 20457 Hamburg", "Notrufnummer: +49 40 000000", "2. Mögliche Gefahren"], "Kaiwerk Farben GmbH"],
    ["fr: Nom du produit / Référence / Fournisseur", ["FICHE DE DONNÉES DE SÉCURITÉ", "1. IDENTIFICATION DU PRODUIT ET DE LA SOCIÉTÉ", "Nom du produit :", "Référence :", "Fournisseur :", "Vernis du Quai", "VQ-12", "Chimie du Quai SARL", "12 rue du Port, 69002 Lyon", "Téléphone d'urgence : +33 1 00 00 00 00", "2. IDENTIFICATION DES DANGERS"], "Chimie du Quai SARL"],
  ])("%s", (_name, lines, expected) => {
    const found = company(lines as string[]);
    expect(found.value).toBe(expected as string);
    expect(found.confidence).toBeGreaterThanOrEqual(0.5);
    expect(found.confidence).toBeLessThanOrEqual(0.8);
  });
});

describe("a company label alone whose value is below it is still read as before", () => {
  test.each([
    ["en: the company label alone, its value below", ["SAFETY DATA SHEET", "1. IDENTIFICATION", "Product name: Dockside Rinse 40", "Manufacturer:", "Dockside Cleaning Products LLC", "22 Pier Road, Mobile, AL 36602", ...END], "Dockside Cleaning Products LLC"],
  ])("%s", (_name, lines, expected) => {
    expect(company(lines as string[]).value).toBe(expected as string);
  });
});

describe("one label stacked in two languages is no label column", () => {
  test.each([
    ["de/en: 'Firma:' over 'Company:'", ["Sicherheitsdatenblatt", "Safety Data Sheet", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "SECTION 1: Identification of the substance/mixture and of the company/undertaking", "1.1. Produktidentifikator", "1.1. Product identifier", "KAI PRIMER 20", "1.3. Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt", "1.3. Details of the supplier of the safety data sheet", "Firma:", "Company:", "Kaiwerk Bauchemie GmbH", "20457 Hamburg", "GERMANY", "Telefon: +49 40 000000", "ABSCHNITT 2: Mögliche Gefahren", "SECTION 2: Hazards identification"], "Kaiwerk Bauchemie GmbH"],
  ])("%s", (_name, lines, expected) => {
    const found = company(lines as string[]);
    expect(found.value).toBe(expected as string);
  });

  test("the German and English company labels keep the address and the sure reading", () => {
    const parsed = parseSds(sheet(["Sicherheitsdatenblatt", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "1.1. Produktidentifikator", "KAI PRIMER 20", "1.3. Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt", "Firma:", "Company:", "Kaiwerk Bauchemie GmbH", "Kaiweg 9", "20457 Hamburg", "Telefon: +49 40 000000", "ABSCHNITT 2: Mögliche Gefahren"]));
    expect(parsed.manufacturer).toBe("Kaiwerk Bauchemie GmbH");
    expect(parsed.supplier_address).not.toBeNull();
  });
});
