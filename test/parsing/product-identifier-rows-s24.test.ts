/**
 * Under section 1.1's heading, a row that opens with another identifier's label ("Codes produit 15020689", "Product
 * codes 4711", "UFI …", "Numéro FDS 0042"; singular or plural, with or without a colon) is never the product's name:
 * the name label's row below it gives the name. "Identifiant du produit : X" is 1.1's identifier label in French.
 * Invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

function product(lines: string[]) {
  const parsed = parseSds(sheet(lines));
  return { value: parsed.product_name, confidence: parsed.evidence.product_name?.confidence ?? 0 };
}

const FR = ["FICHE DE DONNÉES DE SÉCURITÉ", "Section 1 : IDENTIFICATION DE LA SUBSTANCE/DU MÉLANGE ET DE LA SOCIÉTÉ/L’ENTREPRISE", "1.1 Identificateur de produit"];
const FR_END = ["1.2 Utilisations identifiées pertinentes", "Section 2 : IDENTIFICATION DES DANGERS"];
const EN = ["SAFETY DATA SHEET", "Section 1: IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND OF THE COMPANY/UNDERTAKING", "1.1 Product identifier"];
const EN_END = ["1.2 Relevant identified uses", "Section 2: HAZARDS IDENTIFICATION"];
const DE = ["SICHERHEITSDATENBLATT", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "1.1 Produktidentifikator"];
const DE_END = ["1.2 Relevante identifizierte Verwendungen", "ABSCHNITT 2: Mögliche Gefahren"];
const ES = ["FICHA DE DATOS DE SEGURIDAD", "SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "1.1 Identificador del producto"];
const ES_END = ["1.2 Usos pertinentes identificados", "SECCIÓN 2: Identificación de los peligros"];
const IT = ["SCHEDA DI DATI DI SICUREZZA", "SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa", "1.1 Identificatore del prodotto"];
const IT_END = ["1.2 Usi pertinenti identificati", "SEZIONE 2: Identificazione dei pericoli"];
const NL = ["VEILIGHEIDSINFORMATIEBLAD", "RUBRIEK 1: Identificatie van de stof of het mengsel en van de vennootschap/onderneming", "1.1 Productidentificatie"];
const NL_END = ["1.2 Relevant geïdentificeerd gebruik", "RUBRIEK 2: Identificatie van de gevaren"];
const PT = ["FICHA DE DADOS DE SEGURANÇA", "SECÇÃO 1: Identificação da substância/mistura e da sociedade/empresa", "1.1 Identificador do produto"];
const PT_END = ["1.2 Utilizações identificadas relevantes", "SECÇÃO 2: Identificação dos perigos"];

describe("an identifier's row above the name label's row under 1.1", () => {
  test.each([
    ["fr: plural code label, one space", [...FR, "Codes produit 15020689", "Nom du produit QX-7 GEL DU PORT", "Substance pure/mélange Mélange", ...FR_END], "QX-7 GEL DU PORT"],
    ["fr: plural mark in brackets", [...FR, "Code(s) produit 15020689", "Nom du produit QX-7 GEL DU PORT", ...FR_END], "QX-7 GEL DU PORT"],
    ["fr: the sheet's number", [...FR, "Numéro FDS 0042", "Nom du produit QX-7 GEL DU PORT", ...FR_END], "QX-7 GEL DU PORT"],
    ["en: UFI", [...EN, "UFI X3K0-70PA-A00K-1234", "Product name QX-7 HARBOUR GEL", ...EN_END], "QX-7 HARBOUR GEL"],
    ["de: plural compound", [...DE, "Produktcodes 15020689", "Produktname QX-7 HAFENGEL", ...DE_END], "QX-7 HAFENGEL"],
    ["de: article numbers", [...DE, "Artikelnummern 4711, 4712", "Produktname QX-7 HAFENGEL", ...DE_END], "QX-7 HAFENGEL"],
    ["es: plural", [...ES, "Códigos de producto 15020689", "Nombre del producto QX-7 GEL PUERTO", ...ES_END], "QX-7 GEL PUERTO"],
    ["it: plural in -i", [...IT, "Codici prodotto 15020689", "Nome del prodotto QX-7 GEL PORTO", ...IT_END], "QX-7 GEL PORTO"],
    ["nl: plural compound", [...NL, "Productcodes 15020689", "Productnaam QX-7 HAVENGEL", ...NL_END], "QX-7 HAVENGEL"],
    ["pt: plural", [...PT, "Códigos do produto 15020689", "Nome do produto QX-7 GEL PORTO", ...PT_END], "QX-7 GEL PORTO"],
  ])("%s", (_name, lines, expected) => {
    const found = product(lines as string[]);
    expect(found.value).toBe(expected as string);
    expect(found.confidence).toBeGreaterThanOrEqual(0.75);
  });

  test("with colons the name label's row is read surely", () => {
    const found = product([...FR, "Codes produit : 15020689", "Nom du produit : QX-7 GEL DU PORT", ...FR_END]);
    expect(found).toEqual({ value: "QX-7 GEL DU PORT", confidence: 0.95 });
  });

  test("an identifier's row alone under 1.1 gives no name", () => {
    expect(product([...EN, "Product codes 15020689", ...EN_END]).value).toBeNull();
  });

  test("a name on its own line under 1.1 above the code's row stays the name", () => {
    expect(product([...EN, "Harbour Gel QX", "Product codes 15020689", ...EN_END]).value).toBe("Harbour Gel QX");
  });
});

describe("'Identifiant du produit :' is 1.1's identifier label", () => {
  const heading = ["FICHE DE DONNEES DE SECURITE", "SECTION 1 : Identification de la substance/mélange et de la société/entreprise"];
  test.each([
    ["under '1.1 Identification du produit'", [...heading, "1.1 Identification du produit", "Identifiant du produit : Chlorure du Port", "Formule chimique : Cl2", ...FR_END]],
    ["on the sub-section's line", [...heading, "1.1 Identification du produit Identifiant du produit : Chlorure du Port", "Formule chimique : Cl2", ...FR_END]],
    ["alone, 'de produit'", [...heading, "Identifiant de produit : Chlorure du Port", "Formule chimique : Cl2", ...FR_END]],
  ])("%s", (_name, lines) => {
    const found = product(lines as string[]);
    expect(found.value).toBe("Chlorure du Port");
    expect(found.confidence).toBeGreaterThanOrEqual(0.8);
  });
});
