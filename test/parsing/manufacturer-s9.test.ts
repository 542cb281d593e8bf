/**
 * The company on shapes of real sheets from outside the team (session 9, the external development set), rebuilt with
 * invented names: the supplier heading and the block's first row set on one line, one space apart; a label glued to or
 * leading the name; a short form in brackets after the legal form; an address whose street word comes first; labels and
 * streets that are no name. Synthetic lines only.
 */
import { describe, expect, test } from "bun:test";
import { companyValue } from "../../src/modules/parsing/company-name.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

function company(lines: string[]) {
  const parsed = parseSds(sheet([...lines, ...SECTIONS_2_TO_4]));
  return { value: parsed.manufacturer, confidence: parsed.evidence.manufacturer?.confidence ?? 0 };
}

describe("the supplier heading and the company on one line, one space apart", () => {
  test.each([
    [
      "en, a label before the name",
      ["SECTION 1: Identification of the substance/mixture and of the company/undertaking", "1.1. Product identifier Product name Rinse 20",
        "1.3. Details of the supplier of the safety data sheet Supplier The Harbour Paint Company Ltd Harbour House Unit 1 Dock Lane Bristol BS1 4DJ"],
      "The Harbour Paint Company Ltd",
    ],
    [
      "de, the heading's wording up to 'bereitstellt', two labels",
      ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "1.1 Produktidentifikator Handelsname: Spülmittel 20",
        "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt Hersteller / Lieferant Hafenchemie GmbH & Co. KG Hafenweg 5 D-20457 Hamburg"],
      "Hafenchemie GmbH & Co. KG",
    ],
    [
      "de, a label with its qualifier in brackets and a name in small letters",
      ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "1.1 Produktidentifikator Handelsname: Spülmittel 20",
        "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt Lieferant (Hersteller/Importeur/Händler) hafenchemie GmbH"],
      "hafenchemie GmbH",
    ],
    [
      "it, no label",
      ["SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa", "1.1. Identificatore del prodotto Nome commerciale: Risciacquo 20",
        "1.3. Informazioni sul fornitore della scheda di dati di sicurezza CHIMICA PORTUALE S.r.l. Via del Porto, 4 20100 Milano"],
      "CHIMICA PORTUALE S.r.l.",
    ],
    [
      "nl, the party's address label",
      ["RUBRIEK 1: Identificatie van de stof of het mengsel en van de vennootschap/onderneming", "1.1 Productidentificatie Handelsnaam: Spoelmiddel 20",
        "1.3 Details betreffende de verstrekker van het veiligheidsinformatieblad Leverancier adres Havenchemie BV Havenweg 5 3011 AB Rotterdam"],
      "Havenchemie BV",
    ],
    [
      "no, a heading the parser did not know",
      ["AVSNITT 1: Identifikasjon av stoffet/stoffblandingen og selskapet/foretaket", "1.1 Produktidentifikator Produktnavn: Skyllemiddel 20",
        "1.3 Informasjon om leverandøren av sikkerhetsdatabladet Havnekjemi AS Havnegata 5 0150 Oslo"],
      "Havnekjemi AS",
    ],
    [
      "pl, labels closed with a full stop",
      ["SEKCJA 1. Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa.", "1.1. Identyfikator produktu. Nazwa. Płukanka 20",
        "1.3. Dane dotyczące dostawcy karty charakterystyki. Firma spółki. CHEMIA PORTOWA S.A. Adres. ul. Portowa 5 80-001 Gdańsk"],
      "CHEMIA PORTOWA S.A.",
    ],
  ])("%s", (_name, lines, name) => {
    const found = company(lines);
    expect(found.value).toBe(name);
    expect(found.confidence).toBe(0.8);
  });

  test("a name without a legal form that an address follows is a guess (0.6)", () => {
    const lines = ["RUBRIQUE 1: Identification du mélange et de la société/l'entreprise", "1.1 Identificateur de produit Nom du produit : Rinçage 20",
      "1.3 Renseignements concernant le fournisseur de la fiche de données de sécurité Chimie du Port", "12 rue des Quais", "69002 Lyon"];
    expect(company(lines)).toEqual({ value: "Chimie du Port", confidence: 0.6 });
  });

  test("a heading whose wording goes on ('o fabricante') is no name: the company below is", () => {
    const lines = ["SECCIÓN 1: Identificación de la mezcla y del proveedor", "1.1 Nombre del producto: Enjuague 20", "1.3 Datos del proveedor o fabricante",
      "QUÍMICA PORTUARIA S.A. DE C.V.", "Calle del Muelle 12"];
    expect(company(lines).value).toBe("QUÍMICA PORTUARIA S.A. DE C.V.");
  });

  test("a heading run on into a text in small letters gives no name", () => {
    const lines = ["SECÇÃO 1: Identificação", "1.1 Nome do produto: Enxaguante 20", "1.3 Identificação do fornecedor da ficha de dados de segurançaficha da ficha"];
    expect(company(lines).value).toBeNull();
  });
});

describe("a label before the name in its cell is not the name's", () => {
  test.each([
    ["a label in capitals glued to the name", "SUPPLIERHarbour Biotech, Inc.", "Harbour Biotech, Inc."],
    ["a company label and a font's '!' for its colon", "FABRICANTE ! QUÍMICA PORTUARIA S.A. DE C.V.", "QUÍMICA PORTUARIA S.A. DE C.V."],
    ["a phrase and its colon over a label", "Producent/Leverandør: For yderligere oplysninger om denne SDS: HAVNEKEMI B.V.", "HAVNEKEMI B.V."],
    ["en, a phrase before a name with a legal form", "For further information on this SDS: Harbour Chemical B.V.", "Harbour Chemical B.V."],
  ])("%s", (_name, text, name) => {
    expect(companyValue(text)).toBe(name);
  });

  test.each([
    ["cs", "DODAVATELSKA CHEMIE S.R.O."],
    ["de", "FIRMATECH GMBH"],
    ["nl", "PRODUCENTEN HANDEL BV"],
  ])("%s: a name in capitals that begins with a label's word is whole (no small letter follows, so nothing is glued on)", (_language, name) => {
    expect(companyValue(name)).toBe(name);
  });

  test("a company label alone is no name, though its 'company' is a legal form", () => {
    expect(companyValue("Registered company name")).toBeNull();
  });
});

describe("the name's end", () => {
  test("a short form in capitals in brackets after the legal form belongs to the name", () => {
    expect(companyValue("Harbour Lubricants Europe, a division of Harbour Petroleum, BVBA (HLE) Hafenweg 5")).toBe(
      "Harbour Lubricants Europe, a division of Harbour Petroleum, BVBA (HLE)",
    );
  });

  test.each([
    ["fr, 'Rue'", "CHIMIE DU PORT (CDP) Rue des Quais, Z.I. du Port 69002 LYON", "CHIMIE DU PORT (CDP)"],
    ["de, 'Postfach'", "Havenchem Postfach 12 34 Hamburg", "Havenchem"],
    ["it, 'Via'", "Chimica Portuale Via del Porto 4 20100 Milano", "Chimica Portuale"],
  ])("a name without a legal form ends where its street's word begins (%s)", (_name, text, name) => {
    expect(companyValue(text)).toBe(name);
  });

  test("a street word inside a name without a number after it does not cut it", () => {
    expect(companyValue("Harbour Place Chemicals")).toBe("Harbour Place Chemicals");
  });
});

describe("labels and streets are no name", () => {
  test.each([
    ["it street", "Via Roma, 4"],
    ["es street ('C/')", "C/ Mayor 12"],
    ["nl street glued to its word", "Havenkade 1"],
    ["fr label of the product", "Nom et/ou code du produit"],
    ["it address label", "Località e Stato"],
  ])("%s", (_name, text) => {
    expect(companyValue(text)).toBeNull();
  });

  test("a founding year is no house number", () => {
    expect(companyValue("Harbour Colours Since 1820")).toBe("Harbour Colours Since 1820");
  });

  test("a column of labels over the values: an address label is not taken for the name", () => {
    const lines = ["SEZIONE 1: Identificazione della miscela e della società/impresa", "1.1. Identificatore del prodotto Nome commerciale: Risciacquo 20",
      "1.3.", "Informazioni sul fornitore della scheda di dati di sicurezza", "Ragione Sociale", "Indirizzo", "Località e Stato", "Telefono", "1.4.",
      "Chimica Portuale S.r.l.", "Via del Porto, 4", "20100 Milano (MI) – ITALIA"];
    const found = company(lines);
    expect(found.value).not.toBe("Località e Stato");
    if (found.value !== "Chimica Portuale S.r.l.") expect(found.confidence).toBeLessThanOrEqual(0.9);
  });
});

test("a supplier labelled on a cover page gives way to the company section 1's supplier heading opens with (≤ 0.85)", () => {
  const lines = ["Produktnummer: 6076", "Lieferant: Einkaufsgenossenschaft des Hafenhandels", "Hafenweg 47 CH-3400 Burgdorf", "Titelblatt",
    "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "1.1 Produktidentifikator Handelsname: Feuerlöscher 2 kg",
    "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt PORTO ANTINCENDIO S.P.A.", "Via del Porto, 4 27020 Pavia"];
  const found = company(lines);
  expect(found.value).toBe("PORTO ANTINCENDIO S.P.A.");
  expect(found.confidence).toBeLessThanOrEqual(0.85);
});

describe("a supplier heading wrapped over two lines, the company below it", () => {
  test.each([
    ["en", ["SECTION 1. PRODUCT AND COMPANY IDENTIFICATION", "Product name : Harbour Coolant 50/50", "Details of the supplier of the safety data", "sheet", "Harbour Fluids LLC", "100 Harbour Way", "Springfield, OH 45501"], "Harbour Fluids LLC"],
    ["de", ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname : Kühlerschutz 50", "Einzelheiten zum Lieferanten, der das", "Sicherheitsdatenblatt bereitstellt", "Hafenchemie GmbH", "Hafenweg 5", "20457 Hamburg"], "Hafenchemie GmbH"],
  ])("%s: the heading's wrapped end is not the start of the company's name", (_language, lines, expected) => {
    expect(company(lines).value).toBe(expected);
  });
});
