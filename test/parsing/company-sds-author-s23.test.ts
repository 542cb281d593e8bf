/**
 * The sheet's author is not its supplier: a "responsible for the safety data sheet / prepared by / competent person"
 * label inside the supplier block names a consultancy or a person, and its value never outranks the supplier's. And a
 * supplier's address label whose value opens with a name before the first comma, a street or PO box after it, gives
 * that name, legal form or not. Invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

function company(lines: string[]) {
  const parsed = parseSds(sheet(lines));
  return { value: parsed.manufacturer, confidence: parsed.evidence.manufacturer?.confidence ?? 0 };
}

describe("the supplier's address block, then the author's", () => {
  test.each([
    ["it", ["SCHEDA DI DATI DI SICUREZZA", "SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa", "1.1 Identificatore del prodotto", "Nome commerciale : PORTO Liquido antigelo", "1.3 Informazioni sul fornitore della scheda di dati di sicurezza", "1.3.1 Indirizzo della ditta / fornitore :", "Portomar®, Casella postale 12, NL-1234 AB Havenstad", "Telefono : +31 000 000 000", "1.3.2 Responsabile della scheda di dati di sicurezza:", "Schedatest AG, Hafenstraße 27, D-12345 Hafenstadt", "1.4 Numero telefonico di emergenza", "SEZIONE 2: Identificazione dei pericoli"], "Portomar®"],
    ["en", ["SAFETY DATA SHEET", "SECTION 1: Identification of the substance/mixture and of the company/undertaking", "1.1 Product identifier", "Trade name : HARBOUR Coolant", "1.3 Details of the supplier of the safety data sheet", "Supplier's address :", "Harbourpart, PO Box 73, 7050 AB Havenstad", "Telephone : +31 000 000 000", "Responsible for the safety data sheet :", "Sheetwriters GmbH, Hafenstraße 27, 12345 Hafenstadt", "1.4 Emergency telephone number", "SECTION 2: Hazards identification"], "Harbourpart"],
    ["de", ["SICHERHEITSDATENBLATT", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "1.1 Produktidentifikator", "Handelsname : HAFEN Kühlmittel", "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt", "Anschrift des Lieferanten :", "Hafenteile, Postfach 12 34, 12345 Hafenstadt", "Telefon : +49 000 000 000", "Verantwortlich für das Sicherheitsdatenblatt :", "Datenblattbüro AG, Hafenstraße 27, 12345 Hafenstadt", "1.4 Notrufnummer", "ABSCHNITT 2: Mögliche Gefahren"], "Hafenteile"],
    ["fr", ["FICHE DE DONNÉES DE SÉCURITÉ", "RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise", "1.1 Identificateur de produit", "Nom commercial : PORT Liquide de refroidissement", "1.3 Renseignements concernant le fournisseur de la fiche de données de sécurité", "Adresse du fournisseur :", "Portpièces, 12 rue du Quai, 75001 Paris", "Téléphone : +33 1 00 00 00 00", "Responsable de la fiche de données de sécurité :", "Fichesconseil SA, 27 avenue du Port, 69001 Lyon", "1.4 Numéro d'appel d'urgence", "RUBRIQUE 2: Identification des dangers"], "Portpièces"],
    ["es", ["FICHA DE DATOS DE SEGURIDAD", "SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "1.1 Identificador del producto", "Nombre comercial : PUERTO Refrigerante", "1.3 Datos del proveedor de la ficha de datos de seguridad", "Dirección del proveedor :", "Puertopiezas, Apartado de correos 12, 28001 Madrid", "Teléfono : +34 900 000 000", "Preparado por :", "Fichasasesores S.L., Calle del Puerto 27, 08001 Barcelona", "1.4 Teléfono de emergencia", "SECCIÓN 2: Identificación de los peligros"], "Puertopiezas"],
  ])("%s", (_lang, lines, expected) => {
    const found = company(lines as string[]);
    expect(found.value).toBe(expected as string);
    // A name without a legal form: from the address label 0.7, from a supplier's label read as such 0.85.
    expect(found.confidence).toBeLessThanOrEqual(0.85);
  });
});

describe("the author's label alone does not hide a supplier labelled as such", () => {
  test("a supplier with its legal form, then 'Prepared by' a consultancy: the supplier", () => {
    const found = company(["SAFETY DATA SHEET", "1. Identification of the substance/mixture and of the company/undertaking", "Trade name: HARBOUR Coolant", "1.3 Details of the supplier of the safety data sheet", "Harbour Coolants Ltd", "12 Dock Road", "Portown ME1 2AB", "SDS prepared by:", "Sheetwriters GmbH", "2. Hazards identification"]);
    expect(found.value).toBe("Harbour Coolants Ltd");
  });
  test("only the author's block under the heading: never read as the supplier surely", () => {
    const found = company(["SAFETY DATA SHEET", "1. Identification of the substance/mixture and of the company/undertaking", "Trade name: HARBOUR Coolant", "1.3 Details of the supplier of the safety data sheet", "Responsible for the safety data sheet:", "Sheetwriters GmbH, Hafenstraße 27, 12345 Hafenstadt", "2. Hazards identification"]);
    if (found.value === "Sheetwriters GmbH") expect(found.confidence).toBeLessThan(0.8);
  });
});
