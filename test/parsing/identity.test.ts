/**
 * Identity fields, dates, language, the new fields and the confidence model on small synthetic sheets written
 * in the eight languages (not copied from any real document).
 */
import { describe, expect, test } from "bun:test";
import { parseDate } from "../../src/modules/parsing/dates.ts";
import { findProductName } from "../../src/modules/parsing/identity.ts";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";
import { findManufacturer } from "../../src/modules/parsing/company-name.ts";
import { detectLanguageDetails } from "../../src/modules/parsing/language.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

describe("product name from the identifier label, in the languages", () => {
  test.each([
    ["de", ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "1.1 Produktidentifikator", "Handelsname :    Kalkreiniger Extra"]],
    ["fr", ["RUBRIQUE 1: Identification du mélange et de la société", "1.1    Identificateur de produit", "Nom du produit    Kalkreiniger Extra"]],
    ["es", ["SECCIÓN 1: Identificación de la mezcla y de la empresa", "1.1 Identificador del producto", "Nombre comercial: Kalkreiniger Extra"]],
    ["it", ["SEZIONE 1: Identificazione della miscela e della società", "1.1 Identificatore del prodotto", "Nome commerciale:    Kalkreiniger Extra"]],
    ["nl", ["RUBRIEK 1: Identificatie van het mengsel en van de onderneming", "1.1    Productidentificatie", "Handelsnaam    Kalkreiniger Extra"]],
    ["pt", ["SECÇÃO 1: Identificação da mistura e da sociedade/empresa", "1.1    Identificador do produto", "Designação comercial    Kalkreiniger Extra"]],
    ["pl", ["SEKCJA 1: Identyfikacja mieszaniny i identyfikacja przedsiębiorstwa", "1.1 Identyfikator produktu", "Nazwa handlowa: Kalkreiniger Extra"]],
  ])("%s", (_language, lines) => {
    expect(findProductName(lines)?.value).toBe("Kalkreiniger Extra");
    expect(findProductName(lines)!.confidence).toBeGreaterThanOrEqual(0.9);
  });

  test("the identifier on the line below its 1.1 heading, a catalogue code skipped", () => {
    expect(findProductName(["1.1 Produktidentifikator", "552969 T", "Zitronenaroma Typ B"])?.value).toBe("Zitronenaroma Typ B");
  });

  test("a regulatory subtitle is never the product name, even without a label", () => {
    const lines = ["Safety Data Sheet", "according to 1907/2006/EC, Article 31", "acc. to OSHA HCS", "Lemon Degreaser 500", "1 Identification"];
    const found = findProductName(lines, { headingLine: 4 });
    expect(found?.value).toBe("Lemon Degreaser 500");
    expect(found!.confidence).toBeLessThan(0.5);
  });

  test("a bulleted label is a label: '· Product Identifier:' is followed by the name", () => {
    expect(findProductName(["according to 1907/2006/EC, Article 31", "· Product Identifier:", "· Trade name: Lemon Degreaser 500"])?.value).toBe("Lemon Degreaser 500");
  });

  test("a bare 'Nom:' above the supplier names the product; a date label in the same column ends it", () => {
    const lines = ["1. Identification", "Nom:    Mastic Blanc Date de Révision:    4/11/2022", "Fabricant:    Exemple Inc.", "Nom: Exemple Inc."];
    expect(findProductName(lines)?.value).toBe("Mastic Blanc");
    expect(findManufacturer(lines)?.value).toBe("Exemple Inc.");
  });

  test("a name with an open bracket continues on the next line", () => {
    expect(findProductName(["Nom du produit    : RAID ÉCLAIR 2 (NO D'HOM", "30746 LOI P.A.)", "Utilisation recommandée : Insecticide"])?.value).toBe(
      "RAID ÉCLAIR 2 (NO D'HOM 30746 LOI P.A.)",
    );
  });

  test("a column header beside the label is not the name: the value is below", () => {
    expect(findProductName(["Nom du produit    Type de produit    Classification", "Balai Vert    Poudre    D2A"])?.value).toBe("Balai Vert");
  });
});

describe("supplier: field labels are not values", () => {
  test("'Company name of supplier' with the name on the next line", () => {
    expect(findManufacturer(["Company name of supplier", "Northwind Coatings Ltd.", "12 Harbour Road"])?.value).toBe("Northwind Coatings Ltd.");
  });
  test("the 1.3 heading's continuation 'of the safety data sheet' is not the supplier", () => {
    const lines = ["1.3 Details of the supplier", "of the safety data sheet", "Northwind Coatings Ltd.", "12 Harbour Road"];
    expect(findManufacturer(lines)?.value).toBe("Northwind Coatings Ltd.");
  });
  test("German supplier block: the label lines are skipped, the name ends with its legal form", () => {
    const lines = [
      "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt",
      "Lieferant (Hersteller/Importeur/Alleinvertreter/nachgeschalteter",
      "Anwender/Händler)",
      "Beispiel Chemie GmbH + Co. KG Industriestraße 5 12345 Musterstadt",
      "Telefon : +49 123 4567-0",
    ];
    expect(findManufacturer(lines)?.value).toBe("Beispiel Chemie GmbH + Co. KG");
  });
  test.each([
    ["es", "Nombre de la empresa    Química Ejemplo S.A."],
    ["fr", "Fournisseur : Exemple Chimie SARL"],
    ["it", "Ragione sociale: Esempio Chimica S.p.A."],
    ["nl", "Leverancier    Voorbeeld Chemie B.V."],
    ["pt", "Fornecedor: Exemplo Química Lda"],
    ["pl", "Nazwa firmy: Przykład Chemia Sp. z o.o."],
  ])("%s label with value", (_language, line) => {
    const found = findManufacturer(["1.3 ...", line]);
    expect(found?.value).toBe(line.split(/:\s*|\s{3,}/).pop()!);
    expect(found!.confidence).toBeGreaterThanOrEqual(0.9);
  });
  test("a short name after its label ('MANUFACTURER: 3M') is kept", () => {
    expect(findManufacturer(["MANUFACTURER: 3M", "DIVISION: ABRASIVES"])?.value).toBe("3M");
  });
});

describe("dates", () => {
  test.each([
    ["12. März 2021", "2021-03-12"],
    ["12 mars 2021", "2021-03-12"],
    ["11-juil.-2016", "2016-07-11"],
    ["12 de marzo de 2021", "2021-03-12"],
    ["12 marzo 2021", "2021-03-12"],
    ["12 maart 2021", "2021-03-12"],
    ["12 de março de 2021", "2021-03-12"],
    ["12 marca 2021", "2021-03-12"],
    ["07-Okt-2018", "2018-10-07"],
    ["Mar 12/2015", "2015-03-12"],
    ["Oct. 15, 2016", "2016-10-15"],
    ["12.07.2023", "2023-07-12"],
    ["2020-01-19", "2020-01-19"],
  ])("%s → %s", (text, iso) => expect(parseDate(text)).toBe(iso));

  test("labels: preparation, issuance on the next line, a bare Date:", () => {
    expect(findRevisionDate(["Date Prepared: Mar 12/2015"])?.value).toBe("2015-03-12");
    expect(findRevisionDate(["Date of Issuance", "05/09/2014"])?.value).toBe("2014-05-09");
    expect(findRevisionDate(["Date: Oct. 15, 2016"])?.value).toBe("2016-10-15");
    expect(findRevisionDate(["Date of preparation 2019-02-01"])?.value).toBe("2019-02-01");
    expect(findRevisionDate(["Date prepared: June 2001"])).toMatchObject({ value: "2001-06-01" });
    expect(findRevisionDate(["Date prepared: June 2001"])!.confidence).toBeLessThan(0.9);
  });
  test("revision beats issue beats preparation; print, previous and superseded dates never count", () => {
    const lines = ["Date of preparation: 01.01.2015", "Date of issue: 02.02.2016", "Print date: 09.09.2020", "Revision date: 03.03.2017"];
    expect(findRevisionDate(lines)?.value).toBe("2017-03-03");
    expect(findRevisionDate(["Date of last issue: 2016-01-01", "Supersedes: 2015-01-01", "Issue date: 2017-05-05"])?.value).toBe("2017-05-05");
  });
  test.each([
    ["de", ["Überarbeitet am : 25.08.2016    Druckdatum : 30.08.2016"], "2016-08-25"],
    ["de", ["Druckdatum: 01.09.2020", "Bearbeitet am: 07-Okt-2018"], "2018-10-07"],
    ["fr", ["Date d'impression 11/14/2018", "Date de révision 11-juil.-2016"], "2016-07-11"],
    ["es", ["Fecha de impresión: 27/06/2019", "Fecha de revisión: 26/06/2019"], "2019-06-26"],
    ["it", ["Data di revisione: 12/03/2021", "Sostituisce la revisione del: 01/01/2019"], "2021-03-12"],
    ["nl", ["Datum van uitgave: 12.07.2023    Vervangt versie 18.11.2022"], "2023-07-12"],
    ["pt", ["Data de revisão: 12 de março de 2021"], "2021-03-12"],
    ["pl", ["Data aktualizacji: 12 marca 2021", "Data wydania: 01.01.2020"], "2021-03-12"],
  ])("%s labels", (_language, lines, iso) => expect(findRevisionDate(lines, "day-first")?.value).toBe(iso));
  test("a sheet written to EU rules reads ambiguous numeric dates day first", () => {
    const parsed = parseSds(sheet(["Sicherheitsdatenblatt gemäß Verordnung (EG) Nr. 1907/2006", "Ausgabedatum: 01/06/2016"]));
    expect(parsed.revision_date).toBe("2016-06-01");
  });
});

describe("document language", () => {
  test.each([
    ["de", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens. Von Hitze fernhalten und nicht mit der Haut in Berührung bringen, die Verpackung ist zu schließen."],
    ["fr", "RUBRIQUE 1: Identification de la substance et de la société. Tenir hors de portée des enfants et éviter le contact avec les yeux pour la sécurité."],
    ["es", "SECCIÓN 1: Identificación de la mezcla y de la empresa. Mantener fuera del alcance de los niños, con la hoja de datos de seguridad para el usuario."],
    ["it", "SEZIONE 1: Identificazione della miscela e della società. Tenere fuori dalla portata dei bambini, non disperdere nell'ambiente delle acque che sono vicine."],
    ["nl", "RUBRIEK 1: Identificatie van het mengsel en van de onderneming. Buiten het bereik van kinderen houden en niet met de ogen in aanraking brengen."],
    ["pt", "SECÇÃO 1: Identificação da mistura e da sociedade. Manter fora do alcance das crianças, não respirar os vapores e usar luvas de proteção com a ficha."],
    ["pl", "SEKCJA 1: Identyfikacja mieszaniny i identyfikacja przedsiębiorstwa. Chronić przed dziećmi, nie wdychać par i stosować rękawice ochronne oraz odzież."],
    ["en", "SECTION 1: Identification of the substance and of the company. Keep out of reach of children and avoid contact with the eyes for safety."],
  ])("%s", (language, text) => expect(detectLanguageDetails(text).language).toBe(language));

  test("a bilingual English/French sheet reports English as the main language and notes French", () => {
    const text = Array.from({ length: 6 }, () =>
      "Section 2 Hazards identification / Rubrique 2 Identification des dangers. Keep out of reach of children and wash the hands after use. / Tenir hors de portée des enfants.",
    ).join("\n");
    expect(detectLanguageDetails(text)).toMatchObject({ language: "en", also: "fr" });
  });
});

const GERMAN_SHEET = [
  "Sicherheitsdatenblatt gemäß Verordnung (EG) Nr. 1907/2006",
  "Überarbeitet am: 12.03.2021",
  "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens",
  "1.1 Produktidentifikator",
  "Handelsname: Kalkreiniger Extra",
  "UFI: N1QV-R02N-K00H-EQ6T",
  "1.2 Relevante identifizierte Verwendungen des Stoffs oder Gemischs und Verwendungen, von denen abgeraten wird",
  "Empfohlene Verwendung    Reinigungsmittel",
  "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt",
  "Beispiel Chemie GmbH",
  "Industriestraße 5",
  "12345 Musterstadt",
  "Telefon: +49 123 4567-0",
  "1.4 Notrufnummer",
  "Giftnotruf Berlin: +49 30 30686 700",
  "ABSCHNITT 2: Mögliche Gefahren",
  "2.1 Einstufung des Stoffs oder Gemischs",
  "Signalwort: Gefahr",
  "H314 Verursacht schwere Verätzungen der Haut und schwere Augenschäden.",
  "ABSCHNITT 9: Physikalische und chemische Eigenschaften",
  "Aggregatzustand: flüssig",
  "Flammpunkt: 18,5 °C",
];

describe("new fields and evidence", () => {
  const parsed = parseSds(sheet(GERMAN_SHEET));
  test("identity fields with their evidence", () => {
    expect(parsed.product_name).toBe("Kalkreiniger Extra");
    expect(parsed.manufacturer).toBe("Beispiel Chemie GmbH");
    expect(parsed.revision_date).toBe("2021-03-12");
    expect(parsed.document_language).toBe("de");
    expect(parsed.evidence.product_name).toMatchObject({ page: 1, text: "Handelsname: Kalkreiniger Extra", method: "text" });
    expect(parsed.evidence.revision_date!.confidence).toBeGreaterThanOrEqual(0.9);
  });
  test("emergency and supplier telephone, address, UFI, use", () => {
    expect(parsed.emergency_phone).toBe("+49 30 30686 700");
    expect(parsed.supplier_phone).toBe("+49 123 4567-0");
    expect(parsed.supplier_address).toBe("Industriestraße 5, 12345 Musterstadt");
    expect(parsed.ufi).toBe("N1QV-R02N-K00H-EQ6T");
    expect(parsed.recommended_use).toBe("Reinigungsmittel");
    for (const field of ["emergency_phone", "supplier_phone", "supplier_address", "ufi", "recommended_use"] as const) {
      expect(parsed.evidence[field]?.page).toBe(1);
    }
  });
  test("section 9: physical state normalised, flash point as printed", () => {
    expect(parsed.physical_state).toBe("liquid");
    expect(parsed.flash_point).toBe("18,5 °C");
  });
  test.each([
    ["Physical state: Powder", "solid"],
    ["État physique : Aérosol", "aerosol"],
    ["Estado físico: Pasta", "paste"],
    ["Stato fisico: gassoso", "gas"],
    ["Fysische toestand: vloeibaar", "liquid"],
    ["Stan skupienia: ciecz", "liquid"],
  ])("%s → %s", (line, state) => expect(parseSds(sheet(["9.1", line])).physical_state).toBe(state));
  test("a flash point that does not apply is null; HNOC 'None known' is null", () => {
    const other = parseSds(sheet(["Flash point: Not applicable", "Hazards not otherwise classified (HNOC): None known."]));
    expect(other.flash_point).toBeNull();
    expect(other.hazards_not_otherwise_classified).toBeNull();
    expect(parseSds(sheet(["Hazards not otherwise classified: Combustible dust"])).hazards_not_otherwise_classified).toBe("Combustible dust");
  });
});

describe("confidence and needs_review", () => {
  test("a guessed product name (from the title, no label) is below 0.5 and asks for review", () => {
    const parsed = parseSds(sheet(["Safety Data Sheet", "Lemon Degreaser 500", "1. Identification", "Revision date: 2020-01-01"]));
    expect(parsed.product_name).toBe("Lemon Degreaser 500");
    expect(parsed.evidence.product_name!.confidence).toBeLessThan(0.5);
    expect(parsed.needs_review_reasons.some((reason) => reason.includes("product name"))).toBe(true);
  });
  test("every missing key field is named", () => {
    const parsed = parseSds(sheet(["Safety Data Sheet", "Page 1 of 1"]));
    expect(parsed.needs_review_reasons).toEqual(
      expect.arrayContaining(["no product name was found", "no supplier was found", "no revision date was found"]),
    );
    expect(parsed.needs_review_reasons.some((reason) => reason.includes("section 2"))).toBe(true);
  });
  test("a complete sheet read from labels needs no review for identity", () => {
    const parsed = parseSds(sheet(GERMAN_SHEET));
    expect(parsed.needs_review_reasons.filter((reason) => /product|supplier|revision/.test(reason))).toEqual([]);
  });
});
