/**
 * The company on section 1 forms seen on real de / it / nl / pl / pt sheets of session 7's second external set
 * (web-page transcripts): authoring-template sub-headings used as the company label, company lines under the 1.3
 * heading without a label, street names glued to a German "-str." suffix, old national-format labels. Synthetic
 * lines with invented names, laid out as the PDF prints them.
 */
import { describe, expect, test } from "bun:test";
import { companyValue } from "../../src/modules/parsing/company-name.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

function company(lines: string[]) {
  const parsed = parseSds(sheet(lines));
  return { value: parsed.manufacturer, confidence: parsed.evidence.manufacturer?.confidence ?? 0 };
}

const DE1 = "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens";
const DE2 = ["ABSCHNITT 2: Mögliche Gefahren", "2.1 Einstufung des Stoffs oder Gemischs"];
const NL1 = "RUBRIEK 1: Identificatie van de stof of het mengsel en van de vennootschap/onderneming";
const NL2 = ["RUBRIEK 2: Identificatie van de gevaren", "2.1 Indeling van de stof of het mengsel"];
const PL1 = "SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa";
const PL2 = ["SEKCJA 2: Identyfikacja zagrożeń", "2.1 Klasyfikacja substancji lub mieszaniny"];
const IT1 = "SEZIONE 1. Identificazione della sostanza o della miscela e della società/impresa";
const IT2 = ["SEZIONE 2. Identificazione dei pericoli", "2.1. Classificazione della sostanza o della miscela"];
const PT1 = "SECÇÃO 1: Identificação da substância/mistura e da sociedade/empresa";
const PT2 = ["SECÇÃO 2: Identificação dos perigos", "2.1. Classificação da substância ou mistura"];

describe("a template's company sub-heading, the name on the next line", () => {
  test.each([
    ["nl 'BEDRIJFSIDENTIFICATIE'", [NL1, "1.1 Productidentificatie", "Productbenaming: Kade Hars 12", "1.3 Details betreffende de verstrekker van het veiligheidsinformatieblad", "BEDRIJFSIDENTIFICATIE", "KADEWERK BENELUX B.V.", "HAVENWEG 5", "4542 NM TERNEUZEN", ...NL2], "KADEWERK BENELUX B.V."],
    ["pl 'NAZWA FIRMY'", [PL1, "1.1 Identyfikatory produktu", "Nazwa produktu Kade Żywica 12", "1.3 Dane dotyczące dostawcy karty charakterystyki", "NAZWA FIRMY", "Kadewerk LLC", "1000 Harbor Street", ...PL2], "Kadewerk LLC"],
    ["de 'FIRMENBEZEICHNUNG'", [DE1, "1.1 Produktidentifikator", "Handelsname: Kade Harz 12", "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt", "FIRMENBEZEICHNUNG", "Kadewerk Deutschland GmbH", "Hafenweg 5", ...DE2], "Kadewerk Deutschland GmbH"],
  ])("%s", (_name, lines, expected) => {
    const found = company(lines as string[]);
    expect(found.value).toBe(expected as string);
    expect(found.confidence).toBeGreaterThanOrEqual(0.75);
  });
});

describe("label words of the national formats", () => {
  test.each([
    ["pl 'Firma spółki' (Italian template in Polish)", [PL1, "1.1. Identyfikator produktu", "Nazwa    KADE 200", "1.3. Dane dotyczące dostawcy karty charakterystyki", "Firma spółki    KADEWERK S.p.A.", "Adres    Via Lunga, 10", ...PL2], "KADEWERK S.p.A."],
    ["pl old 'Nazwa, adres i numer telefonu producenta:'", ["1. IDENTYFIKACJA PREPARATU/ IDENTYFIKACJA PRODUCENTA I DYSTRYBUTORA", "Nazwa i/lub kod produktu: Kade Olej 25", "Nazwa, adres i numer telefonu producenta: Kadewerk AB, Box 100, 20021 Malmö, Sweden, Tel. +46 40 100000", "Nazwa, adres i numer telefonu dystrybutora: Kade Polska Sp. z o.o. ul. Długa 1 62-081 Poznań", "2. SKŁAD I INFORMACJA O SKŁADNIKACH"], "Kadewerk AB"],
    ["de 'Hersteller:' with a Czech legal form", [DE1, "1.1 Produktkennzeichen", "Produktname: NATRIUMLAUGE 50%", "Detailangaben zum Lieferanten des Sicherheitsdatenblatts", "Hersteller: KADEWERK a.s.", "Ort des Unternehmens oder Sitz: ul. Práce 1, 27711 Neratovice", ...DE2], "KADEWERK a.s."],
    ["de 'Firma' with a branch ('ZN der')", [DE1, "1.1 Produktidentifikator", "Handelsname : Kade Beize", "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt", "Firma              : kade chemie- ZN der Kadewerk Holding GmbH", "                     Hafenweg 40", "Telefon            : +49 2166 0000", ...DE2], "kade chemie- ZN der Kadewerk Holding GmbH"],
    ["pt Brazilian '- Empresa:' bullet", ["SEÇÃO 1. IDENTIFICAÇÃO", "1.1 Identificadores do produto", "- Nome do produto: Kade nitrato", "1.3 Identificação do fornecedor da ficha de dados de segurança", "- Empresa: Kadewerk S/A", "VIA DE ACESSO SUL KM 30", "SEÇÃO 2. IDENTIFICAÇÃO DE PERIGOS"], "Kadewerk S/A"],
  ])("%s", (_name, lines, expected) => {
    const found = company(lines as string[]);
    expect(found.value).toBe(expected as string);
    expect(found.confidence).toBeGreaterThanOrEqual(0.75);
  });
});

describe("the company line under the 1.3 heading, no label", () => {
  test.each([
    ["it: name, street and town on one line joined by ' - '", [IT1, "1.1. Identificatore del prodotto", "Nome commerciale : KADESOL", "1.3. Informazioni sul fornitore della scheda di dati di sicurezza", "KADEWERK CHEMICALS s.n.c. - Via Lunga, 44 - 26010 CAPRALBA (CR) - ITALY", "tel. +39 0373 000000", "1.4. Numero telefonico di emergenza", ...IT2], "KADEWERK CHEMICALS s.n.c."],
    ["it: old heading 'IDENTIFICAZIONE DELLA SOCIETA’/DELL’IMPRESA'", ["1 IDENTIFICAZIONE DELLA SOSTANZA/DEL PREPARATO E DELLA SOCIETÀ/DELL’IMPRESA", "1.1 IDENTIFICAZIONE DELLA SOSTANZA O DEL PREPARATO", "ALCOOL KADE", "1.3 IDENTIFICAZIONE DELLA SOCIETA’/DELL’IMPRESA", "KADE S.p.a.", "VIA LUNGA NR. 3", "25064 GUSSAGO BRESCIA", "2 IDENTIFICAZIONE DEI PERICOLI"], "KADE S.p.a."],
    ["pt: a name without legal form, the street on the same line", [PT1, "1.1. Identificador do produto KADE-SOL POWDER", "1.3. Identificação do fornecedor da ficha de dados de segurança", "Kadewerk Pharma UK 980 Long West Road", "Brentford, Middlesex TW8 9GS UK", "1.4. Número de telefone de emergência", ...PT2], "Kadewerk Pharma UK"],
    ["de: the name beside the 1.3 heading", [DE1, "1.1. Produktidentifikator", "Kade Fixierung", "1.3. Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt    Kadewerk AG & Co. KGaA", "Kadewerkstr. 67", "40589 Düsseldorf Deutschland", "1.4. Notrufnummer", ...DE2], "Kadewerk AG & Co. KGaA"],
    ["nl: Belgian bilingual legal form", [NL1, "1.1. Productidentificatie", "Productnaam : WC-Gel Kade 1L", "1.3. Details betreffende de verstrekker van het veiligheidsinformatieblad", "Etn/Ets Fr. Kadewerk N.V/ S.A", "Havensteenweg 196 - 1500 Halle - Belgium", "1.4. Telefoonnummer voor noodgevallen", ...NL2], "Etn/Ets Fr. Kadewerk N.V/ S.A"],
  ])("%s", (_name, lines, expected) => {
    const found = company(lines as string[]);
    expect(found.value).toBe(expected as string);
  });
});

describe("an address or a label is never the company", () => {
  test.each([
    ["a German street glued to '-str.' under the heading", [DE1, "1.1. Produktidentifikator", "Kade Fixierung", "1.3. Einzelheiten zum Lieferanten, der das S icherheitsdatenblatt bereitstellt Kadewerk AG & Co. KGaA", "Kadewerkstr. 67", "40589 Düsseldorf Deutschland", "1.4. Notrufnummer", ...DE2]],
    ["a Portuguese e-mail label", [PT1, "Nome do Produto", "1.3 Identificação do fornecedor da ficha de dados de segurança", "Tipo do produto :", "Endereço electrónico da pessoa responsável por este SDS", ":", "1.4 Número de telefone de emergência", ...PT2]],
  ])("%s", (_name, lines) => {
    const found = company(lines as string[]);
    expect(found.value === null || !/str\.|Endereço/i.test(found.value)).toBe(true);
  });
});

describe("a long line that ends in a company is not its name", () => {
  test("a heading, labels and a use run together before the name", () => {
    const found = company([
      "1. IDENTYFIKACJA MIESZANINY IDENTYFIKACJA PRZEDSIĘBIORSTWA Nazwa handlowa Zastosowanie Producent/dystrybutor Posypka do posadzek betonowych. Stosuje się na świeżo wylewane posadzki. Kadewerk Polska sp. z o.o.",
      "ul. Okrężna 16, 44-100 Gliwice",
      "Telefon: +48 32 000 00 00",
      ...PL2,
    ]);
    expect(found.value === null || found.value.split(/\s+/).length <= 14).toBe(true);
  });
});

describe("the 1999/45 'name, address and telephone of the manufacturer' label in the languages", () => {
  const value = "Kadewerk AB, Box 100, 20021 Malmö, Sverige";
  test.each([
    ["de", "1. Bezeichnung des Stoffes bzw. der Zubereitung und des Unternehmens", "Handelsname: Kade Öl 25", "Name, Anschrift und Telefonnummer des Herstellers", "2. Zusammensetzung/Angaben zu Bestandteilen"],
    ["it", "1. Identificazione del preparato e della società", "Nome commerciale: Kade Olio 25", "Nome, indirizzo e numero di telefono del produttore", "2. Composizione/informazione sugli ingredienti"],
    ["nl", "1. Identificatie van het preparaat en van de onderneming", "Handelsnaam: Kade Olie 25", "Naam, adres en telefoonnummer van de fabrikant", "2. Samenstelling en informatie over de bestanddelen"],
    ["pt", "1. Identificação da preparação e da sociedade", "Nome comercial: Kade Óleo 25", "Nome, morada e telefone do fabricante", "2. Composição/informação sobre os componentes"],
    ["fr", "1. Identification de la préparation et de la société", "Nom commercial: Kade Huile 25", "Nom, adresse et téléphone du fabricant", "2. Composition/informations sur les composants"],
  ])("%s", (_language, title, product, label, next) => {
    const found = company([title, product, `${label}: ${value}`, next]);
    expect(found.value).toBe("Kadewerk AB");
    expect(found.confidence).toBeGreaterThanOrEqual(0.9);
  });

  test("a numbered section title is never the company", () => {
    const found = company(["1. Bezeichnung des Stoffes bzw. der Zubereitung und des Unternehmens", "Handelsname: Kade Öl 25", "Kadestraße 5", "2. Zusammensetzung/Angaben zu Bestandteilen"]);
    expect(found.value).toBeNull();
  });
});

describe("the Czech template's 'Name or trade name' under its supplier label", () => {
  test.each([
    ["nl", "RUBRIEK 1: Identificatie van de stof of het mengsel en van de vennootschap/onderneming", "Leverancier", "Naam of handelsnaam", "Adres"],
    ["pt", "SECÇÃO 1: Identificação da substância/mistura e da sociedade/empresa", "Fornecedor", "Nome ou designação comercial", "Endereço"],
    ["de", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Lieferant", "Name oder Handelsname", "Adresse"],
    ["pl", "SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa", "Dostawca", "Nazwa lub nazwa handlowa", "Adres"],
    ["en", "SECTION 1: Identification of the substance/mixture and of the company/undertaking", "Supplier", "Name or trade name", "Address"],
  ])("%s", (_language, title, party, label, address) => {
    const found = company([title, "1.1 Product identifier", "Kade 25", "1.3 Details of the supplier of the safety data sheet", party, `${label}    KADEWERK s.r.o.`, `${address}    Hlavní 902, Praha 9`, "2.1 Classification"]);
    expect(found.value).toBe("KADEWERK s.r.o.");
  });
});

describe("legal forms of the member states end the name", () => {
  test.each([
    ["Kade Chemie Gesellschaft mbH Hafenweg 5", "Kade Chemie Gesellschaft mbH"],
    ["Kade Chemie UG (haftungsbeschränkt) Hafenweg 5", "Kade Chemie UG (haftungsbeschränkt)"],
    ["Kade Agricola Soc. Coop. Via Lunga 3", "Kade Agricola Soc. Coop."],
    ["KADE S.C.A.R.L. Via Roma 1", "KADE S.C.A.R.L."],
    ["Kade Chimica S.r.l.s. Via Roma 1", "Kade Chimica S.r.l.s."],
    ["Kade Handel C.V. Havenweg 5", "Kade Handel C.V."],
  ])("%s", (text, expected) => {
    expect(companyValue(text)).toBe(expected);
  });
});

describe("a supplier block printed as one paragraph, each field closed with a full stop", () => {
  test.each([
    ["fr", ["RUBRIQUE 1 : IDENTIFICATION DE LA SUBSTANCE/DU MÉLANGE ET DE LA SOCIÉTÉ/L'ENTREPRISE", "Nom du produit : KADE NET", "1.3. Renseignements concernant le fournisseur de la fiche de données de sécurité", "Raison Sociale : KADE CHIMIE. Adresse : 5 rue du Port. 75001 PARIS. France.", "RUBRIQUE 2 : IDENTIFICATION DES DANGERS"], "KADE CHIMIE"],
    ["it", ["SEZIONE 1. Identificazione della sostanza o della miscela e della società/impresa", "Nome commerciale : KADE", "1.3. Informazioni sul fornitore della scheda di dati di sicurezza", "Ragione Sociale : KADE CHIMICA. Indirizzo : Via Lunga 5. 20100 MILANO. Italia.", "SEZIONE 2. Identificazione dei pericoli"], "KADE CHIMICA"],
  ])("%s", (_language, lines, expected) => {
    expect(company(lines as string[]).value).toBe(expected as string);
  });
});

describe("the party that places it on the market or holds its authorisation", () => {
  test.each(["Responsabile dell'immissione in commercio", "Verantwoordelijke voor het in de handel brengen", "Titular da autorização", "Zulassungsinhaber"])("%s", (label) => {
    const found = company(["1. Identification", "Trade name: Kade 25", "1.3 Details of the supplier of the safety data sheet", `${label}:   Kade Chemie GmbH`, "Hafenweg 5", "D-20457 Hamburg", "2. Hazards identification"]);
    expect(found.value).toBe("Kade Chemie GmbH");
  });

  test.each(["Hafenweg 5", "Kadestraße 12a", "Havenlaan 200", "Kerkstraat 7"])("a street '%s' is never a company", (street) => {
    expect(companyValue(street)).toBeNull();
  });
});

describe("the supplier block's heading in other authoring systems' words", () => {
  test.each([
    "1.3 Detailangaben zum Lieferanten des Sicherheitsdatenblatts", "1.3 Dati relativi al fornitore della scheda di dati di sicurezza",
    "1.3 Details van de leverancier van het veiligheidsinformatieblad", "1.3 Gegevens betreffende de leverancier van het veiligheidsinformatieblad",
    "1.3 Detalhes do fornecedor da ficha de dados de segurança", "1.3 Dane o dostawcy karty charakterystyki",
  ])("%s", (heading) => {
    const found = company(["SECTION 1", "Trade name: Kade 25", "1.2 Use: cleaner", heading, "Kade Holding", "Kade Chemie GmbH", "Hafenweg 5", "D-20457 Hamburg", "1.4 Emergency telephone number", "SECTION 2"]);
    expect(found.value).toBe("Kade Chemie GmbH");
    expect(found.confidence).toBeGreaterThanOrEqual(0.85);
  });
});

describe("1.2's uses are never the company", () => {
  test.each(["Utilizações pelos consumidores Utilizações profissionais", "Usi professionali", "Utilisations industrielles", "Zastosowania zidentyfikowane"])("%s", (text) => {
    expect(companyValue(text)).toBeNull();
  });
});
