/**
 * A supplier's address that opens with its building's name ("Dock House", "Unit 4", "Immeuble Le Phare", "Edificio
 * Faro"), printed on the company's line: the building ends the company's name and opens the address. Invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

function company(lines: string[]) {
  const parsed = parseSds(sheet(lines));
  return { value: parsed.manufacturer, confidence: parsed.evidence.manufacturer?.confidence ?? 0 };
}

const EN1 = ["SAFETY DATA SHEET", "1. IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND OF THE COMPANY/UNDERTAKING", "1.1 Product identifier: Quay Mortar 20", "1.3 Details of the supplier of the safety data sheet"];
const EN2 = ["1.4 Emergency telephone number: +44 1234 567890", "2. HAZARDS IDENTIFICATION"];

describe("a building's name after the company, then the street", () => {
  test.each([
    ["en: '… House'", [...EN1, "Quayside Cement and lime Anchor House, Dock Lane, Bristol BS1 4AB", ...EN2], "Quayside Cement and lime"],
    ["en: '… Park'", [...EN1, "Harbour Mortars Riverside Park, Wharf Road, Leeds LS1 4AB", ...EN2], "Harbour Mortars"],
    ["en: 'Unit 4'", [...EN1, "Harbour Sealants Unit 4, Wharf Road, Leeds LS1 4AB", ...EN2], "Harbour Sealants"],
    ["en: '… Business Centre'", [...EN1, "Seaside Grouts Marina Business Centre, Quay Street, Hull HU1 2AB", ...EN2], "Seaside Grouts"],
    ["de: 'Haus …'", ["SICHERHEITSDATENBLATT", "1. Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname: Kaimörtel 20", "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt", "Kaibau Mörtelwerk Haus Elbblick, Kaiweg 9, 20457 Hamburg", "1.4 Notrufnummer: +49 40 000000", "2. Mögliche Gefahren"], "Kaibau Mörtelwerk"],
    ["fr: 'Immeuble …'", ["FICHE DE DONNÉES DE SÉCURITÉ", "1. IDENTIFICATION DE LA SUBSTANCE/DU MÉLANGE ET DE LA SOCIÉTÉ/L'ENTREPRISE", "Nom du produit : Mortier du Quai", "1.3 Renseignements concernant le fournisseur de la fiche de données de sécurité", "Chimie du Quai Immeuble Le Phare, 12 rue du Port, 69002 Lyon", "1.4 Numéro d'appel d'urgence : +33 1 00 00 00 00", "2. IDENTIFICATION DES DANGERS"], "Chimie du Quai"],
    ["es: 'Edificio …'", ["FICHA DE DATOS DE SEGURIDAD", "1. IDENTIFICACIÓN DE LA SUSTANCIA O LA MEZCLA Y DE LA SOCIEDAD O LA EMPRESA", "Nombre del producto: Mortero Bahía", "1.3 Datos del proveedor de la ficha de datos de seguridad", "Químicas Bahía Edificio Faro, C/ Mayor 12, 28001 Madrid", "1.4 Teléfono de emergencia: +34 900 000 000", "2. IDENTIFICACIÓN DE LOS PELIGROS"], "Químicas Bahía"],
  ])("%s", (_name, lines, expected) => {
    expect(company(lines as string[]).value).toBe(expected as string);
  });
});

describe("a building word that is the name's own stays", () => {
  test.each([
    ["en: 'Harbour Building Products'", [...EN1, "Harbour Building Products, Wharf Road, Leeds LS1 4AB", ...EN2], "Harbour Building Products"],
    ["en: a legal form after 'House'", [...EN1, "Anchor House Ltd, Dock Lane, Bristol BS1 4AB", ...EN2], "Anchor House Ltd"],
    ["en: the building's name alone before the street", [...EN1, "Harbour Mortars", "Anchor House, Dock Lane, Bristol BS1 4AB", ...EN2], "Harbour Mortars"],
  ])("%s", (_name, lines, expected) => {
    expect(company(lines as string[]).value).toBe(expected as string);
  });
});
