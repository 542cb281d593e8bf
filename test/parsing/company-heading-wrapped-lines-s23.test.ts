/**
 * A 1.3 supplier heading wrapped over several lines of its label column, one cell per line ("1.3 Informazioni sul
 * fornitore" / "della scheda di dati di" / "sicurezza" / "Kadewerk Italia Srl"): the wording's continuation lines are
 * the heading's, never the start of the company's name; and a heading run on into the block's first row, the sheet's
 * name in a language the heading tail did not know (Romanian "fișei cu date de securitate"), then a maker's label and
 * the name. Invented names, laid out as such sheets print them.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

function company(lines: string[]) {
  const parsed = parseSds(sheet(lines));
  return { value: parsed.manufacturer, confidence: parsed.evidence.manufacturer?.confidence ?? 0 };
}

const IT1 = ["SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa", "1.1 Identificatore del prodotto", "Kade Colla 7"];
const IT2 = ["1.4 Numero telefonico di emergenza", "SEZIONE 2: Identificazione dei pericoli"];
const EN1 = ["SECTION 1: Identification of the substance/mixture and of the company/undertaking", "1.1 Product identifier", "Harbour Glue 7"];
const EN2 = ["1.4 Emergency telephone number", "SECTION 2: Hazards identification"];
const DE1 = ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "1.1 Produktidentifikator", "Hafen Kleber 7"];
const DE2 = ["1.4 Notrufnummer", "ABSCHNITT 2: Mögliche Gefahren"];
const FR1 = ["RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise", "1.1 Identificateur de produit", "Colle du Port 7"];
const FR2 = ["1.4 Numéro d'appel d'urgence", "RUBRIQUE 2: Identification des dangers"];
const RO1 = ["SECȚIUNEA 1: Identificarea substanței/amestecului și a societății/întreprinderii", "1.1 Element de identificare a produsului", "Kade Lac 7"];
const RO2 = ["SECȚIUNEA 2: Identificarea pericolelor"];

describe("a supplier heading wrapped over several lines, the company below", () => {
  test.each([
    ["it: the sheet's name over two lines", [...IT1, "1.3 Informazioni sul fornitore", "della scheda di dati di", "sicurezza", "Kadewerk Italia Srl", "Via Lunga 5", "I - 50053 Empoli (FI)", ...IT2], "Kadewerk Italia Srl"],
    ["en: 'of the safety data' / 'sheet'", [...EN1, "1.3 Details of the supplier", "of the safety data", "sheet", "Harbour Coatings Ltd", "12 Dock Road", ...EN2], "Harbour Coatings Ltd"],
    ["de: the verb on a line of its own", [...DE1, "1.3 Einzelheiten zum Lieferanten,", "der das Sicherheitsdatenblatt", "bereitstellt", "Hafenchemie GmbH", "Hafenweg 5", "20457 Hamburg", ...DE2], "Hafenchemie GmbH"],
    ["fr: 'de la fiche de données de' / 'sécurité'", [...FR1, "1.3 Renseignements concernant le fournisseur", "de la fiche de données de", "sécurité", "Chimie du Port SARL", "12 rue du Quai", "44000 Nantes", ...FR2], "Chimie du Port SARL"],
  ])("%s", (_name, lines, expected) => {
    const found = company(lines as string[]);
    expect(found.value).toBe(expected as string);
    expect(found.confidence).toBeGreaterThanOrEqual(0.8);
  });
});

describe("a heading run on into the block's first row, a maker's label before the name", () => {
  test.each([
    ["ro: 'fișei cu date de securitate Producător'", [...RO1, "1.3 Detalii privind furnizorul fișei cu date de securitate Producător Kadewerk Paints Ltd. Strada Portului 4", "1.4 Număr de telefon care poate fi apelat în caz de urgență", ...RO2], "Kadewerk Paints Ltd."],
    ["ro: cedilla letters ('fişei')", [...RO1, "1.3 Detalii privind furnizorul fişei cu date de securitate Producător Kadewerk Paints Ltd.", "Strada Portului 4", ...RO2], "Kadewerk Paints Ltd."],
  ])("%s", (_name, lines, expected) => {
    const found = company(lines as string[]);
    expect(found.value).toBe(expected as string);
    expect(found.confidence).toBeGreaterThanOrEqual(0.6);
  });
});

describe("an address label whose value opens with the company, under the 1.3 heading", () => {
  const ES1 = ["SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "1.1 Identificador del producto", "Nombre comercial:    Pegamento Puerto"];
  const ES2 = ["1.4 Teléfono de emergencia    +34 91 000 00 00", "SECCIÓN 2: Identificación de los peligros"];
  test.each([
    ["es 'Dirección'", [...ES1, "1.3 Datos del proveedor de la ficha de datos de seguridad", "Dirección    kadewerke GmbH & Co. KG", "             Hafenstraße 1", "             D-72178 Hafenstadt", "Teléfono:    +49 7443 12-0", ...ES2], "kadewerke GmbH & Co. KG"],
    ["en 'Address:'", [...EN1, "1.3 Details of the supplier of the safety data sheet", "Address:    Harbour Coatings Ltd", "            12 Dock Road", "            Springfield SP1 2AB", ...EN2], "Harbour Coatings Ltd"],
    ["de 'Anschrift'", [...DE1, "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt", "Anschrift    Hafenchemie GmbH", "             Hafenweg 5", "             20457 Hamburg", ...DE2], "Hafenchemie GmbH"],
  ])("%s", (_name, lines, expected) => {
    const found = company(lines as string[]);
    expect(found.value).toBe(expected as string);
    expect(found.confidence).toBeGreaterThanOrEqual(0.8);
    expect(found.confidence).toBeLessThanOrEqual(0.9);
  });

  test("es 'Datos de proveedor …' (no article), the company beside the heading", () => {
    const found = company([...ES1, "1.3 Datos de proveedor de la ficha de datos de seguridad    KADEPUR, S.L.U.", "C/ Mayor 12, 28001 Madrid", ...ES2]);
    expect(found.value).toBe("KADEPUR, S.L.U.");
    expect(found.confidence).toBeGreaterThanOrEqual(0.8);
  });
});

describe("the heading run on into an address label and the company (one space apart)", () => {
  test.each([
    ["es", ["SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "1.1 Identificador del producto", "Nombre comercial: Pegamento Puerto", "1.3 Datos del proveedor de la ficha de datos de seguridad Dirección kadewerke GmbH & Co. KG Hafenstraße 1 D-72178 Hafenstadt Teléfono: +49 7443 12-0", "1.4 Teléfono de emergencia +34 91 000 00 00", "SECCIÓN 2: Identificación de los peligros"], "kadewerke GmbH & Co. KG"],
    ["en", [...EN1, "1.3 Details of the supplier of the safety data sheet Address: Harbour Coatings Ltd 12 Dock Road Springfield SP1 2AB", ...EN2], "Harbour Coatings Ltd"],
  ])("%s", (_name, lines, expected) => {
    const found = company(lines as string[]);
    expect(found.value).toBe(expected as string);
    expect(found.confidence).toBeGreaterThanOrEqual(0.6);
  });
  test("no legal form: not taken from an address", () => {
    const found = company([...EN1, "1.3 Details of the supplier of the safety data sheet Address: Harbour Road 12 Springfield SP1 2AB", ...EN2]);
    expect(found.value).not.toBe("Harbour Road");
  });
});

test("it 'Dettagli del fornitore della scheda dati di sicurezza', the company run on after it", () => {
  const found = company([...IT1, "1.3. Dettagli del fornitore della scheda dati di sicurezza Kadewerk B.V. P.O. Box 8097, 6710 AB EDE THE NETHERLANDS Tel: +31 318 000000", ...IT2]);
  expect(found.value).toBe("Kadewerk B.V.");
  expect(found.confidence).toBeGreaterThanOrEqual(0.8);
});
