/**
 * Section 1 whose labels a template closes with a full stop instead of a colon ("Fabricante. Diken de México SA de CV",
 * "Nombre del producto. X", a Mexican template seen on an external sheet in session 30; session 32 took it). The name
 * and the company were not read, or the label was read as part of the name. A full stop after a label is the label's
 * end only where the sheet does it for several fields: one line "Manufacturer. Refer to the supplier named below." is
 * a sentence (test/parsing/label-lines-s8.test.ts), and "Artikelnr. X 4711" an abbreviation's stop. Invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const TEMPLATES: ReadonlyArray<[language: string, lines: string[], product: string, company: string, address: string]> = [
  ["es", [
    "HOJA DE DATOS DE SEGURIDAD",
    "Sección 1. Identificación del producto y de la empresa",
    "Nombre del producto. Pegamento Rápido 300",
    "Uso recomendado. Adhesivo de contacto",
    "Fabricante. Adhesivos Norteños SA de CV",
    "Dirección. Av. Industria 45, Monterrey, N.L.",
    "Teléfono de emergencia. 800 000 0000",
    "Sección 2. Identificación de los peligros",
    "Palabra de advertencia: Peligro",
    "H225 Líquido y vapores muy inflamables.",
    "Sección 3. Composición",
    "Acetona 67-64-1 30-50%",
    "Sección 4. Primeros auxilios",
  ], "Pegamento Rápido 300", "Adhesivos Norteños SA de CV", "Av. Industria 45, Monterrey, N.L."],
  ["en", [
    "SAFETY DATA SHEET",
    "SECTION 1. Identification",
    "1.1. Product name. Harbour Rinse 40",
    "1.2. Recommended use. Cleaning agent for hulls",
    "1.3. Manufacturer. Harbour Chem Ltd",
    "Address. 12 Dock Road, Portsmouth PO1 3AA",
    "1.4. Emergency telephone. +44 23 9200 0000",
    "SECTION 2. Hazards identification",
    "Signal word: Warning",
    "H319 Causes serious eye irritation.",
    "SECTION 3. Composition",
    "Ethanol 64-17-5 10-20%",
    "SECTION 4. First aid measures",
  ], "Harbour Rinse 40", "Harbour Chem Ltd", "12 Dock Road, Portsmouth PO1 3AA"],
  ["de", [
    "SICHERHEITSDATENBLATT",
    "ABSCHNITT 1. Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens",
    "Handelsname. Hafenglanz 40",
    "Verwendung. Reinigungsmittel",
    "Hersteller. Hafenchemie GmbH",
    "Anschrift. Kaistraße 4, 20457 Hamburg",
    "Notrufnummer. +49 40 000000",
    "ABSCHNITT 2. Mögliche Gefahren",
    "Signalwort: Achtung",
    "H319 Verursacht schwere Augenreizung.",
    "ABSCHNITT 3. Zusammensetzung",
    "Ethanol 64-17-5 10-20%",
    "ABSCHNITT 4. Erste-Hilfe-Maßnahmen",
  ], "Hafenglanz 40", "Hafenchemie GmbH", "Kaistraße 4, 20457 Hamburg"],
];

describe("a template closing each label of section 1 with a full stop", () => {
  for (const [language, lines, product, company, address] of TEMPLATES) {
    test(`${language}: the name, the company and the address are read after their labels`, () => {
      const parsed = parseSds(sheet(lines));
      expect(parsed.product_name).toBe(product);
      expect(parsed.manufacturer).toBe(company);
      expect(parsed.supplier_address).toBe(address);
      // The evidence shows the line as printed, full stop and all.
      expect(parsed.evidence.product_name?.text).toContain(`. ${product}`);
    });
  }
});

describe("the same template in the other languages", () => {
  const sheetOf = (heading: string, labels: [string, string, string, string], values: [string, string, string, string], section2: string[]) => [
    heading, ...labels.map((label, index) => `${label}. ${values[index]}`), ...section2,
  ];
  test.each([
    ["fr", sheetOf("RUBRIQUE 1. Identification", ["Nom du produit", "Utilisation", "Fournisseur", "Adresse"], ["Brillant Port 40", "Nettoyant", "Chimie du Port SAS", "4 quai Nord, 13002 Marseille"], ["RUBRIQUE 2. Identification des dangers", "Mention d'avertissement : Attention", "RUBRIQUE 3. Composition", "Éthanol 64-17-5 10-20 %"]), "Brillant Port 40", "Chimie du Port SAS", "4 quai Nord, 13002 Marseille"],
    ["it", sheetOf("SEZIONE 1. Identificazione", ["Nome commerciale", "Uso", "Fornitore", "Indirizzo"], ["Porto Brillante 40", "Detergente", "Porto Chimica S.r.l.", "Via del Porto 4, 20100 Milano"], ["SEZIONE 2. Identificazione dei pericoli", "Avvertenza: Attenzione", "SEZIONE 3. Composizione", "Etanolo 64-17-5 10-20 %"]), "Porto Brillante 40", "Porto Chimica S.r.l.", "Via del Porto 4, 20100 Milano"],
    // the street's abbreviation in lower case after the address's stop, on a sheet that closes its labels so
    ["pl", sheetOf("SEKCJA 1. Identyfikacja", ["Nazwa handlowa", "Zastosowanie", "Dostawca", "Adres"], ["Blask Portu 40", "Środek czyszczący", "Chemia Portowa Sp. z o.o.", "ul. Portowa 4, 80-001 Gdańsk"], ["SEKCJA 2. Identyfikacja zagrożeń", "Hasło ostrzegawcze: Uwaga", "SEKCJA 3. Skład", "Etanol 64-17-5 10-20 %"]), "Blask Portu 40", "Chemia Portowa Sp. z o.o.", "ul. Portowa 4, 80-001 Gdańsk"],
  ])("%s", (_language, lines, product, company, address) => {
    const parsed = parseSds(sheet(lines));
    expect(parsed.product_name).toBe(product);
    expect(parsed.manufacturer).toBe(company);
    expect(parsed.supplier_address).toBe(address);
  });
});

describe("a full stop after a label word that is not the sheet's way of closing labels", () => {
  test("two such lines are sentences, not a template", () => {
    const parsed = parseSds(sheet([
      "SAFETY DATA SHEET",
      "SECTION 1: Identification",
      "Product name. See below.",
      "Manufacturer. Refer to the supplier named below.",
      "Trade name: Zorbex Cleaner 40",
    ]));
    expect(parsed.manufacturer).not.toBe("Refer to the supplier named below.");
    expect(parsed.product_name).toBe("Zorbex Cleaner 40");
  });

  test("abbreviations closed by a full stop (Tel., Fax., Nr.) do not make a template of a sentence", () => {
    const parsed = parseSds(sheet([
      "SAFETY DATA SHEET",
      "SECTION 1: Identification",
      "Trade name: Zorbex Cleaner 40",
      "Tel. 040 123456",
      "Fax. 040 123457",
      "Nr. 4711",
      "Manufacturer. Refer to the supplier named below.",
      "Supplier: Zorbex Chemicals Ltd",
    ]));
    expect(parsed.manufacturer).toBe("Zorbex Chemicals Ltd");
  });
});
