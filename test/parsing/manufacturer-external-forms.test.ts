/**
 * The company on section 1 shapes seen on real sheets outside our corpus (session 7, the external development set),
 * rebuilt with invented names: labels printed without their accents, a label one space from its value, a country
 * that is part of the legal name after the legal form, a name whose legal form is on the next line after several
 * words, a field label naming a party that is not the name, and Nordic company labels. Synthetic lines only.
 */
import { describe, expect, test } from "bun:test";
import { companyValue, findManufacturer } from "../../src/modules/parsing/company-name.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

function company(lines: string[]) {
  const parsed = parseSds(sheet(lines));
  return { value: parsed.manufacturer, confidence: parsed.evidence.manufacturer?.confidence ?? 0 };
}

describe("company labels printed without their accents are labels", () => {
  test.each([
    ["es 'Compania'", ["SECCION 1: IDENTIFICACION DEL PRODUCTO Y DE LA EMPRESA", "Nombre del producto: Enjuague 20", "Compania: Quimica del Puerto S.L.", "Calle Mayor 12", "SECCION 2: IDENTIFICACION DE LOS PELIGROS"], "Quimica del Puerto S.L."],
    ["es 'COMPANIA' in capitals", ["SECCION 1: IDENTIFICACION DEL PRODUCTO Y DE LA EMPRESA", "NOMBRE DEL PRODUCTO: ENJUAGUE 20", "COMPANIA: QUIMICA DEL PUERTO S.A.", "CALLE MAYOR 12", "SECCION 2: IDENTIFICACION DE LOS PELIGROS"], "QUIMICA DEL PUERTO S.A."],
    ["es 'COMPAÑIA' (the Ñ kept, the accent of the I dropped)", ["SECCION 1: IDENTIFICACION DEL PRODUCTO Y DE LA EMPRESA", "NOMBRE DEL PRODUCTO: ENJUAGUE 20", "COMPAÑIA: QUIMICA DEL PUERTO S.A.", "CALLE MAYOR 12", "SECCION 2: IDENTIFICACION DE LOS PELIGROS"], "QUIMICA DEL PUERTO S.A."],
    ["es 'Razon social'", ["SECCION 1: IDENTIFICACION", "Nombre del producto: Enjuague 20", "Razon social: Quimica del Puerto S.A.", "SECCION 2: IDENTIFICACION DE LOS PELIGROS"], "Quimica del Puerto S.A."],
    ["fr 'Societe'", ["RUBRIQUE 1: Identification du produit et de la societe", "Nom du produit : Rincage 20", "Societe : Chimie du Port SAS", "12 rue des Quais", "RUBRIQUE 2: Identification des dangers"], "Chimie du Port SAS"],
    ["pt 'Razao social'", ["SECAO 1: IDENTIFICACAO", "Nome do produto: Enxaguante 20", "Razao social: Quimica do Porto Ltda.", "Rua do Cais 12", "SECAO 2: IDENTIFICACAO DOS PERIGOS"], "Quimica do Porto Ltda."],
    ["pl 'Wytworca'", ["SEKCJA 1: Identyfikacja", "Nazwa handlowa: Plukanka 20", "Wytworca: Chemia Portowa Sp. z o.o.", "ul. Portowa 12", "SEKCJA 2: Identyfikacja zagrozen"], "Chemia Portowa Sp. z o.o."],
  ])("%s", (_name, lines, name) => {
    const found = company(lines);
    expect(found.value).toBe(name);
    expect(found.confidence).toBeGreaterThanOrEqual(0.85);
  });

  test("an accentless supplier heading opens the supplier block", () => {
    const lines = ["SECCION 1: IDENTIFICACION", "Nombre del producto: Enjuague 20", "1.3 Informacion sobre el proveedor", "Quimica del Puerto", "Calle Mayor 12", "28013 Madrid", "SECCION 2: IDENTIFICACION DE LOS PELIGROS"];
    expect(company(lines).value).toBe("Quimica del Puerto");
  });
});

describe("a company label one space from its value (no colon, no column gap)", () => {
  test.each([
    ["es 'Proveedor Química Portuaria' under 1.3", ["1. IDENTIFICACIÓN DE LA SUSTANCIA O LA MEZCLA Y DE LA SOCIEDAD O LA EMPRESA", "Identificación de la mezcla: ENJUAGUE 20", "1.3. Datos del proveedor de la ficha de datos de seguridad", "Proveedor Química Portuaria", "http://www.example.com", "1.4. Teléfono de emergencia", "2. IDENTIFICACIÓN DE LOS PELIGROS"], "Química Portuaria"],
    ["fr 'Fournisseur Chimie du Port'", ["RUBRIQUE 1: Identification", "Nom du produit : Rinçage 20", "1.3. Renseignements concernant le fournisseur de la fiche de données de sécurité", "Fournisseur Chimie du Port", "12 rue des Quais 69002 Lyon", "RUBRIQUE 2: Identification des dangers"], "Chimie du Port"],
    ["de 'Hersteller' with the whole address on the line", ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname: Spülmittel 20", "Hersteller Hafenchemie GmbH Hafenstraße 12 20457 Hamburg", "ABSCHNITT 2: Mögliche Gefahren"], "Hafenchemie GmbH"],
    ["en 'Supplier Harbour Coatings Ltd'", ["SECTION 1: Identification of the substance/mixture and of the company/undertaking", "Product name: Rinse 20", "Supplier Harbour Coatings Ltd", "12 Dock Road", "SECTION 2: Hazards identification"], "Harbour Coatings Ltd"],
  ])("%s", (_name, lines, name) => {
    const found = company(lines);
    expect(found.value).toBe(name);
    expect(found.confidence).toBeLessThanOrEqual(0.8);
    expect(found.confidence).toBeGreaterThanOrEqual(0.7);
  });

  test.each([
    ["a heading that starts with a company word", ["1. Identification", "Product name: Rinse 20", "Supplier Information", "Harbour Coatings Ltd", "12 Dock Road"]],
    ["a sentence after a company word", ["1. Identification", "Product name: Rinse 20", "Company Harbour Coatings Ltd", "12 Dock Road"]],
  ])("%s still gives the company", (_name, lines) => {
    expect(company(lines).value).toBe("Harbour Coatings Ltd");
  });

  test("a label word and another label are not a name ('Supplier Address')", () => {
    expect(company(["1. Identification", "Product name: Rinse 20", "Supplier Address", "12 Dock Road", "Company: Harbour Coatings Ltd"]).value).toBe("Harbour Coatings Ltd");
  });
});

describe("a country that is part of the legal name after the legal form", () => {
  test.each([
    ["Química del Puerto S.A. Chile", "Química del Puerto S.A. Chile"],
    ["Quimica del Puerto S.A. Argentina", "Quimica del Puerto S.A. Argentina"],
    ["Química do Porto S.A. Brasil", "Química do Porto S.A. Brasil"],
    // a town or a country after a comma, or a street, is the address
    ["Hafenchemie GmbH, Deutschland", "Hafenchemie GmbH"],
    ["Hafenchemie GmbH Hamburg", "Hafenchemie GmbH"],
    ["Química del Puerto S.A. Chile, Av. Principal 85", "Química del Puerto S.A. Chile"],
    ["Química del Puerto S.A. (España)", "Química del Puerto S.A."],
  ])("%s", (text, name) => {
    expect(companyValue(text)).toBe(name);
  });

  test("beside a company label", () => {
    const lines = ["1. IDENTIFICACIÓN DEL PRODUCTO QUÍMICO Y DE LA EMPRESA", "Nombre del producto : Enjuague 20", "Compañía : Química del Puerto S.A. Chile", "Av. Principal 85", "8941077 Santiago de Chile", "Chile", "2. IDENTIFICACIÓN DE LOS PELIGROS"];
    expect(company(lines).value).toBe("Química del Puerto S.A. Chile");
  });
});

describe("a name that continues on the next line", () => {
  test("several words before the legal form on the next line, in the value column", () => {
    const lines = ["RUBRIEK 1: Identificatie van de stof of het mengsel en van de vennootschap/onderneming", "Handelsnaam: Spoelmiddel 20", "Leverancier:    Havenchemie Nederland", "    Industriële Producten B.V.", "    Havenstraat 12", "RUBRIEK 2: Identificatie van de gevaren"];
    expect(findManufacturer(lines, { headingLine: 0 })?.value).toBe("Havenchemie Nederland Industriële Producten B.V.");
  });

  test("under the supplier heading", () => {
    const lines = ["SEZIONE 1: Identificazione", "Nome commerciale: Risciacquo 20", "1.3 Informazioni sul fornitore della scheda di dati di sicurezza", "Chimica Portuale", "Industriale Lombarda S.p.A.", "Via del Porto 12", "20100 Milano", "SEZIONE 2: Identificazione dei pericoli"];
    expect(company(lines).value).toBe("Chimica Portuale Industriale Lombarda S.p.A.");
  });

  test("a second company with its own legal form below a complete name is not joined", () => {
    const lines = ["1. Identification", "Product name: Rinse 20", "Manufacturer:    Harbour Coatings Inc.", "    Seaside Trading GmbH", "    12 Dock Road"];
    expect(findManufacturer(lines, { headingLine: 0 })?.value).toBe("Harbour Coatings Inc.");
  });
});

describe("a field label naming a party is not part of the name", () => {
  test.each([
    ["de 'Anschrift des Herstellers'", ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname: Spülmittel 20", "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt", "Anschrift des Herstellers", "Hafenchemie GmbH", "Hafenstraße 12", "20457 Hamburg", "ABSCHNITT 2: Mögliche Gefahren"], "Hafenchemie GmbH"],
    ["fr 'Adresse du fabricant'", ["RUBRIQUE 1: Identification", "Nom du produit : Rinçage 20", "1.3 Renseignements concernant le fournisseur de la fiche de données de sécurité", "Adresse du fabricant", "Chimie du Port SAS", "12 rue des Quais", "RUBRIQUE 2: Identification des dangers"], "Chimie du Port SAS"],
  ])("%s", (_name, lines, name) => {
    expect(company(lines).value).toBe(name);
  });
});

describe("company labels beyond the eight languages", () => {
  test.each([
    ["pt 'Companhia'", ["SECÇÃO 1: Identificação", "Nome comercial: Enxaguante 20", "Companhia        Química do Porto, Lda.", "        Rua do Cais 12", "SECÇÃO 2: Identificação dos perigos"], "Química do Porto, Lda."],
    ["sv 'Leverantör'", ["AVSNITT 1: Namnet på ämnet/blandningen och bolaget/företaget", "Produktnamn: Sköljmedel 20", "Leverantör:    Hamnkemi AB", "    Hamngatan 12", "AVSNITT 2: Farliga egenskaper"], "Hamnkemi AB"],
    ["da 'Leverandør'", ["PUNKT 1: Identifikation af stoffet/blandingen og af selskabet/virksomheden", "Handelsnavn: Skyllemiddel 20", "Leverandør:    Havnekemi A/S", "    Havnegade 12", "PUNKT 2: Fareidentifikation"], "Havnekemi A/S"],
  ])("%s", (_name, lines, name) => {
    const found = company(lines);
    expect(found.value).toBe(name);
    expect(found.confidence).toBeGreaterThanOrEqual(0.85);
  });
});

describe("a gloss in brackets after a name without a legal form", () => {
  test.each([
    ["Harbour Drilling Fluids (Fluidos de perforación Harbour)", "Harbour Drilling Fluids"],
    ["Harbour Coatings (a division of Seaside Inc.)", "Harbour Coatings"],
    ["Harbour Coatings (UK)", "Harbour Coatings (UK)"],
    ["Harbour Chemicals (Shanghai) Co., Ltd.", "Harbour Chemicals (Shanghai) Co., Ltd."],
  ])("%s", (text, name) => {
    expect(companyValue(text)).toBe(name);
  });
});

test("a party's field label under the company's label is not the name ('Proveedor' / 'Dirección del proveedor')", () => {
  const lines = ["1. Identificación del producto químico y de la empresa", "Nombre del producto: Diluyente 20", "Proveedor", "Dirección del proveedor", "Número de teléfono de proveedor", "2. Identificación de los peligros"];
  expect(company(lines).value).not.toBe("Dirección del proveedor");
  expect(companyValue("Supplier phone number")).toBeNull();
});

describe("the manufacturer's block under its heading in the languages, no label", () => {
  test.each([
    ["es 'Información del fabricante'", ["1. IDENTIFICACIÓN", "Nombre del producto: Enjuague 20", "Información del fabricante", "Química del Puerto", "Calle Mayor 12", "28013 Madrid", "2. IDENTIFICACIÓN DE LOS PELIGROS"], "Química del Puerto"],
    ["fr 'Renseignements sur le fabricant'", ["1. IDENTIFICATION", "Nom du produit : Rinçage 20", "Renseignements sur le fabricant", "Chimie du Port", "12 rue des Quais", "69002 Lyon", "2. IDENTIFICATION DES DANGERS"], "Chimie du Port"],
    ["de 'Angaben zum Hersteller'", ["1. Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname: Spülmittel 20", "Angaben zum Hersteller", "Hafenchemie", "Hafenstraße 12", "20457 Hamburg", "2. Mögliche Gefahren"], "Hafenchemie"],
  ])("%s", (_name, lines, name) => {
    expect(company(lines).value).toBe(name);
  });
});

describe("made, imported or sold by, in the languages", () => {
  test.each(["Imported by", "Importado por", "Importé par", "Importiert von", "Importato da", "Geïmporteerd door", "Importowane przez", "Hergestellt für", "Fabricado para", "Commercialisé par", "Proveedor de la ficha de datos de seguridad", "Dostawca karty charakterystyki"])("'%s:' and the name below", (label) => {
    const found = company(["1. Identification", "Product name: Rinse 20", `${label}:`, "Harbour Coatings", "12 Dock Road", "Springfield SP1 2AB", "2. Hazards identification"]);
    expect(found.value).toBe("Harbour Coatings");
    expect(found.confidence).toBeGreaterThanOrEqual(0.8);
  });

  test.each([
    ["Distribué au Canada par: Harbour Coatings Ltd", "Harbour Coatings Ltd"],
    ["Distribuido en México por: Química del Puerto S.A. de C.V.", "Química del Puerto S.A. de C.V."],
  ])("%s", (text, name) => {
    expect(companyValue(text)).toBe(name);
  });
});

test.each([
  ["nl 'Naam' and a column gap", ["RUBRIEK 1: Identificatie", "Handelsnaam: Spoelmiddel 20", "1.3 Details betreffende de verstrekker van het veiligheidsinformatieblad", "Naam    Havenchemie", "Adres    Havenstraat 12", "RUBRIEK 2: Identificatie van de gevaren"], "Havenchemie"],
  ["en 'Name:' without a legal form", ["SECTION 1: Identification", "Product name: Rinse 20", "1.3 Details of the supplier of the safety data sheet", "Name: Harbour Coatings", "Address: 12 Dock Road", "SECTION 2: Hazards identification"], "Harbour Coatings"],
])("the supplier block's name field: %s", (_name, lines, name) => {
  const found = company(lines);
  expect(found.value).toBe(name);
  expect(found.confidence).toBeGreaterThanOrEqual(0.85);
});

test("a contact's 'Name:' further down the supplier block is not the company", () => {
  const lines = ["SECTION 1: Identification", "Product name: Rinse 20", "1.3 Details of the supplier of the safety data sheet", "Harbour Coatings Ltd", "12 Dock Road", "Springfield SP1 2AB", "Contact person", "Name: John Smith", "SECTION 2: Hazards identification"];
  expect(company(lines).value).toBe("Harbour Coatings Ltd");
});
