/**
 * A company label whose own value is a post box ("Fournisseur : BP 12", "Supplier: PO Box 398", "Hersteller: Postfach
 * 10 20"): a post box, in every language's words, is the party's address, never its name ("BP 12" and "PO" were read
 * as the company). The name is the line beside it: above the label (a centred label's value column printed from its
 * top), else below it, a guess; or none. Invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { companyValue } from "../../src/modules/parsing/company-value.ts";
import { sheet } from "../helpers/sds-text.ts";

function company(lines: string[]) {
  const parsed = parseSds(sheet(lines));
  return { value: parsed.manufacturer, confidence: parsed.evidence.manufacturer?.confidence ?? 0 };
}

describe("a post box is no company's name", () => {
  test.each(["BP 12", "B.P. 45", "PO Box 398", "P.O. Box 398", "P. O. Box 7", "Box 1203", "Postfach 10 20", "Postbus 398", "Apartado 5", "Apdo. 17", "Casella postale 4", "Caixa Postal 77", "Case postale 31", "Skrytka pocztowa 9", "Postboks 140", "PO Box 398, Mobile, AL 36602"])("%s", (text) => {
    expect(companyValue(text)).toBeNull();
    expect(companyValue(`Supplier: ${text}`)).toBeNull();
  });

  test("a name before its post box is still the name", () => {
    expect(companyValue("Dockside Cleaning Products LLC, PO Box 398")).toBe("Dockside Cleaning Products LLC");
  });
});

const HEAD: Record<string, string[]> = {
  en: ["SAFETY DATA SHEET", "1. IDENTIFICATION", "Product name: Dockside Rinse 40"],
  fr: ["FICHE DE DONNÉES DE SÉCURITÉ", "1. IDENTIFICATION DU PRODUIT ET DE LA SOCIÉTÉ", "Nom du produit : Vernis du Quai"],
  de: ["SICHERHEITSDATENBLATT", "1. Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname: Kaifarbe Blau"],
  nl: ["VEILIGHEIDSINFORMATIEBLAD", "1. Identificatie van de stof of het mengsel en van de onderneming", "Handelsnaam: Kadelak Wit"],
  es: ["FICHA DE DATOS DE SEGURIDAD", "1. Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "Nombre del producto: Barniz del Muelle"],
  it: ["SCHEDA DI DATI DI SICUREZZA", "1. Identificazione della sostanza o della miscela e della società/impresa", "Nome del prodotto: Vernice del Molo"],
};
const TAIL: Record<string, string[]> = {
  en: ["Emergency telephone: +1 555 0100", "2. HAZARDS IDENTIFICATION"],
  fr: ["Téléphone d'urgence : +33 1 00 00 00 00", "2. IDENTIFICATION DES DANGERS"],
  de: ["Notrufnummer: +49 40 000000", "2. Mögliche Gefahren"],
  nl: ["Telefoonnummer voor noodgevallen: +31 10 000 0000", "2. Identificatie van de gevaren"],
  es: ["Teléfono de emergencia: +34 91 000 00 00", "2. Identificación de los peligros"],
  it: ["Numero telefonico di emergenza: +39 02 0000 0000", "2. Identificazione dei pericoli"],
};

describe("the company on the line above a label whose value is a post box", () => {
  test.each([
    ["fr: 'Fournisseur : BP 12'", "fr", "Chimie du Quai SARL", "Fournisseur : BP 12", "69002 Lyon"],
    ["en: 'Supplier: PO Box 398'", "en", "Dockside Cleaning Products LLC", "Supplier: PO Box 398", "Mobile, AL 36602"],
    ["de: 'Hersteller: Postfach 10 20'", "de", "Kaiwerk Farben GmbH", "Hersteller: Postfach 10 20", "20457 Hamburg"],
    ["nl: 'Leverancier: Postbus 398'", "nl", "Kadewerk Lakken B.V.", "Leverancier: Postbus 398", "2700 AJ Zoetermeer"],
    ["es: 'Proveedor: Apartado 5'", "es", "Barnices del Muelle S.L.", "Proveedor: Apartado 5", "28001 Madrid"],
    ["it: 'Fornitore: Casella postale 4'", "it", "Vernici del Molo S.r.l.", "Fornitore: Casella postale 4", "20100 Milano"],
  ])("%s", (_name, language, name, label, town) => {
    const found = company([...HEAD[language]!, name, label, town, ...TAIL[language]!]);
    expect(found.value).toBe(name);
    expect(found.confidence).toBeLessThanOrEqual(0.8);
  });
});

describe("the company on the line below a label whose value is a post box: a guess", () => {
  test.each([
    ["en: 'Supplier: PO Box 398'", "en", "Supplier: PO Box 398", "Dockside Cleaning Products", "Mobile, AL 36602"],
    ["fr: 'Fournisseur : BP 12'", "fr", "Fournisseur : BP 12", "Chimie du Quai", "69002 Lyon"],
    ["de: 'Hersteller: Postfach 10 20'", "de", "Hersteller: Postfach 10 20", "Kaiwerk Farben", "20457 Hamburg"],
  ])("%s", (_name, language, label, name, town) => {
    const found = company([...HEAD[language]!, label, name, town, ...TAIL[language]!]);
    expect(found.value).toBe(name);
    expect(found.confidence).toBeLessThanOrEqual(0.6);
  });
});

describe("no name beside the post box: no company from it", () => {
  test.each([
    ["en", "Supplier: PO Box 398", "Mobile, AL 36602"],
    ["fr", "Fournisseur : BP 12", "69002 Lyon"],
    ["nl", "Leverancier: Postbus 398", "2700 AJ Zoetermeer"],
  ])("%s", (language, label, town) => {
    const found = company([...HEAD[language]!, label, town, ...TAIL[language]!]);
    expect(found.value ?? "").not.toMatch(/^(?:PO|BP|Postbus)\b/);
  });
});
