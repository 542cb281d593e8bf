/**
 * The newer fields in forms the metamorphic sweep of session 14 found unread (scripts/metamorphic-tune.ts
 * --new-fields, test/helpers/metamorphic-fields.ts): the supplier's telephone printed only in a repeated page footer,
 * a 1.2 heading whose last words wrap alone onto the next line above a use label with its value below, a footnote
 * mark after a use label in a column layout, a qualified appearance label with its value on the line below, and a
 * telephone label closed by its colon with the number below (outside section 1, a longer label, inside 1.4), and an
 * address label far below the line the company's name was read from (a page header's "Company name:" cell). Synthetic sheets with invented names and numbers.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { findPhysicalState } from "../../src/modules/parsing/properties.ts";
import { findSupplierAddress } from "../../src/modules/parsing/supplier-address.ts";
import { findRecommendedUse } from "../../src/modules/parsing/use.ts";
import { findSupplierPhone } from "../../src/modules/parsing/supplier-contacts.ts";
import { findEmergencyPhone } from "../../src/modules/parsing/emergency-phone.ts";
import { pagedSheet, SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

const SECTION_1 = (heading: string, supplier: string, emergency: string) => [heading, "Product name: Zentorin Klar 5", supplier, "Zentor Chemie GmbH", "Kastanienweg 7", "D-12345 Beispielstadt", emergency];

describe("supplier telephone only in a repeated page footer", () => {
  test.each([
    ["en", SECTION_1("SECTION 1: Identification", "Supplier:", "Emergency telephone: +49 551 19240"), "Zentor Chemie GmbH    Tel. +49 30 1234567    www.zentor.example", "+49 30 1234567"],
    ["de", SECTION_1("ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Lieferant:", "Notrufnummer: +49 551 19240"), "Zentor Chemie GmbH · Kastanienweg 7 · 12345 Beispielstadt · Telefon: +49 30 1234567", "+49 30 1234567"],
    ["fr", SECTION_1("RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise", "Fournisseur :", "Numéro d'appel d'urgence : +33 1 45 42 59 59"), "Zentor SAS    Tél. : +33 4 72 00 00 00    Page", "+33 4 72 00 00 00"],
    ["es", SECTION_1("SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "Proveedor:", "Teléfono de emergencia: +34 91 562 04 20"), "Zentor S.L. | Teléfono: +34 93 000 00 00 | www.zentor.example", "+34 93 000 00 00"],
    ["pl", SECTION_1("SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa", "Dostawca:", "Numer telefonu alarmowego: 112"), "Zentor Sp. z o.o.    tel. +48 22 000 00 00", "+48 22 000 00 00"],
  ])("%s: the footer's number is the supplier's, a guess", (_language, section1, footer, phone) => {
    const parsed = parseSds(pagedSheet([...section1, ...SECTIONS_2_TO_4], footer));
    expect(parsed.supplier_phone).toBe(phone);
    expect(parsed.evidence.supplier_phone?.confidence ?? 1).toBeLessThanOrEqual(0.7);
  });

  test("an emergency number or a fax in the footer is not the supplier's", () => {
    const body = [...SECTION_1("SECTION 1: Identification", "Supplier:", "Product use: Cleaner"), ...SECTIONS_2_TO_4];
    expect(parseSds(pagedSheet(body, "Zentor Chemie GmbH    Emergency telephone: +49 551 19240")).supplier_phone).toBeNull();
    expect(parseSds(pagedSheet(body, "Zentor Chemie GmbH    Fax: +49 30 7654321")).supplier_phone).toBeNull();
    expect(parseSds(pagedSheet(body, "Zentor Chemie GmbH    24h Notruf / Emergency: +49 551 19240    Tel. +49 30 1234567")).supplier_phone).toBe("+49 30 1234567");
  });

  test("a number with a dash before its last digits, and a bracketed country code after an abbreviated label", () => {
    const body = [...SECTION_1("SECTION 1: Identification", "Supplier:", "Emergency telephone: +49 551 19240"), ...SECTIONS_2_TO_4];
    expect(parseSds(pagedSheet(body, "ZENTOR S.A. DE C.V.    Tel. 555 37 96 - 99")).supplier_phone).toBe("555 37 96 - 99");
    expect(parseSds(pagedSheet(body, "Zentor GmbH - Kastanienweg 7 - Tel. (+49) (0) 2203 5555 000")).supplier_phone).toBe("(+49) (0) 2203 5555 000");
    expect(findSupplierPhone(["Zentor GmbH", "Tel. (+49) 30 1234567"], 0)?.value).toBe("(+49) 30 1234567");
  });

  test("a footer of the company's contacts without labels: the whole number of ten digits, a guess", () => {
    const body = ["SECTION 1: Identification", "Product name: Zentorin Oil", "Manufacturer's Name: Zentor, Incorporated", "PO Box 12, Harbourtown, MN 55440", "Emergency telephone: 1-800-555-0199", ...SECTIONS_2_TO_4];
    const parsed = parseSds(pagedSheet(body, "Zentor Foods & Oils / Box 5600 / Harbourtown, MN 55440 / 866-555-2787 / qa@zentor.example"));
    expect(parsed.supplier_phone).toBe("866-555-2787");
    expect(parsed.evidence.supplier_phone!.confidence).toBeLessThanOrEqual(0.5);
    // Another company's footer, or a postal code alone, gives nothing.
    expect(parseSds(pagedSheet(body, "Printed by Other Press Ltd / 866-555-2787")).supplier_phone).toBeNull();
    expect(parseSds(pagedSheet(body, "Zentor Foods & Oils / Box 5600 / Harbourtown, MN 55440-1234")).supplier_phone).toBeNull();
  });

  test("a number in section 1 comes first", () => {
    const body = [...SECTION_1("SECTION 1: Identification", "Supplier:", "Telephone: +49 40 5555555"), ...SECTIONS_2_TO_4];
    expect(parseSds(pagedSheet(body, "Zentor Chemie GmbH    Tel. +49 30 1234567")).supplier_phone).toBe("+49 40 5555555");
  });
});

describe("recommended use under a heading whose last words wrapped alone", () => {
  test.each([
    [["1.2. Relevant identified uses of the substance or mixture and uses advised", "against", "Recommended use:", "Floor cleaner.", "Restriction on use: none"], "Floor cleaner."],
    [["Utilisation recommandée du produit chimique et restrictions en matière", "d’utilisation", "Utilisation recommandée :", "Détartrant.", "Utilisations déconseillées    aucune"], "Détartrant."],
    [["1.2 Relevante geïdentificeerde gebruiken van de stof of het mengsel en ontraden", "gebruik", "Geïdentificeerde gebruiken:", "Ontkalker."], "Ontkalker."],
    [["1.2 Usos pertinentes identificados de la sustancia o de la mezcla y usos", "desaconsejados", "Uso recomendado:", "Desincrustante."], "Desincrustante."],
    // With no label below, the value is under the wrapped words.
    [["1.2. Relevant identified uses of the substance and uses advised", "against", "Descaler for kettles", "1.3 Details of the supplier"], "Descaler for kettles"],
  ])("%j → %s", (lines, use) => {
    expect(findRecommendedUse(lines)?.value).toBe(use);
  });

  test("a lower-case use below a label standing alone is still read", () => {
    expect(findRecommendedUse(["Recommended use", "cleaner."])?.value).toBe("cleaner.");
    expect(findRecommendedUse(["Trade name", "Zentorin 60", "Use", "rust remover", "Identification of the supplier"])?.value).toBe("rust remover");
    expect(findRecommendedUse(["Verwendung des Stoffs/des Gemischs", "entkalker"])?.value).toBe("entkalker");
  });
});

test.each([
  ["Relevante geïdentificeerde gebruiken: Ontkalker", "Ontkalker"],
  ["Geïdentificeerde gebruiken    Ontkalker", "Ontkalker"],
])("nl plural use labels: %s", (line, use) => {
  expect(findRecommendedUse([line])?.value).toBe(use);
});

describe("a label naming the use and its restrictions alone with its colon, the use below", () => {
  test.each([
    [["Recommended use of the chemical and restrictions on use:", "Product Use/Restriction:", "Grinding wheel.", "Manufacturer Name:    Zentor Abrasives Inc."], "Grinding wheel."],
    [["Uso recomendado y restricciones:", "Pintura para madera", "Fabricante: Zentor S.A."], "Pintura para madera"],
    [["Verwendung und Einschränkungen:", "Entkalker für Kaffeemaschinen"], "Entkalker für Kaffeemaschinen"],
  ])("%j → %s", (lines, use) => {
    const found = findRecommendedUse(lines);
    expect(found?.value).toBe(use);
    expect(found!.confidence).toBeLessThanOrEqual(0.7);
  });

  test("a label line below is not the use", () => {
    expect(findRecommendedUse(["Product Use/Restriction:", "Manufacturer Name: Zentor Abrasives Inc."])).toBeNull();
  });
});

describe("a footnote mark after a use label in a column layout", () => {
  test.each([
    [["Recommended use*    Floor polish"], "Floor polish"],
    [["Uso recomendado¹    Pintura para madera"], "Pintura para madera"],
    [["Verwendung des Stoffs/des Gemischs*    Entkalker"], "Entkalker"],
  ])("%j → %s", (lines, use) => {
    expect(findRecommendedUse(lines)?.value).toBe(use);
  });
});

describe("a qualified appearance label alone on its line, the value below", () => {
  test.each([
    [["Appearance and colour:", "White liquid", "Odour: mild"], "liquid"],
    [["Aussehen und Farbe:", "weißes Pulver", "Geruch: mild"], "solid"],
    [["Aspect et couleur :", "liquide incolore"], "liquid"],
    [["Aspecto y color:", "Pasta blanca"], "paste"],
  ])("%j → %s", (lines, state) => {
    const found = findPhysicalState(lines);
    expect(found?.value).toBe(state);
    expect(found!.confidence).toBeLessThanOrEqual(0.75);
  });

  test("the line below that is another state label is not the value", () => {
    expect(findPhysicalState(["Appearance and colour:", "Physical state: liquid"])).toEqual(expect.objectContaining({ value: "liquid", confidence: 0.9 }));
  });
});

describe("a telephone label closed by its colon, the number on the line below", () => {
  const withTransport = (label: string, number: string) => [
    "SECTION 1: Identification", "Product name: Zentorin 60", "Supplier: Zentor Ltd", "Telephone: +44 1632 960 100",
    ...SECTIONS_2_TO_4, "SECTION 14: Transport information", "UN: Not applicable    Class: None", label, number, "SECTION 15: Regulatory information",
  ];
  test.each([
    ["Emergency telephone number (transport only):", "+1 613 555 6666 (collect)", "+1 613 555 6666"],
    ["Numéro d’urgence (TMD seulement) :", "613-555-6666 (frais virés)", "613-555-6666"],
    ["Notrufnummer:", "+49 551 19240", "+49 551 19240"],
    ["Teléfono de emergencia:", "+34 91 562 04 20", "+34 91 562 04 20"],
  ])("outside section 1: %s / %s → a guess", (label, number, phone) => {
    const parsed = parseSds(sheet(withTransport(label, number)));
    expect(parsed.emergency_phone).toBe(phone);
    expect(parsed.evidence.emergency_phone!.confidence).toBeLessThanOrEqual(0.6);
  });

  test("outside section 1 a label with a sentence below it gives nothing", () => {
    expect(parseSds(sheet(withTransport("In an emergency:", "Call the fire brigade on 112 and leave the room.")) ).emergency_phone).toBeNull();
  });

  test.each([
    // A telephone word inside a longer label, the number below it.
    [["Zentor Ltd", "1 Quay Road, Harbourtown", "Emergency telephone number: +44 1632 960 999", "Technical telephone number:", "(555) 252-0100 M-F 9am-5pm"], "(555) 252-0100"],
    [["Zentor GmbH", "Emergency telephone: +49 551 19240", "Technische Telefonnummer:", "+49 30 555 0100"], "+49 30 555 0100"],
    // The supplier named inside 1.4, its telephone label alone with the number below.
    [["1.4 Notrufnummer", "Giftinformationszentrum", "Telefonnummer: +49 551 19240", "Lieferant", "Telefonnummer:", "040-5555-0"], "040-5555-0"],
    [["1.4 Emergency telephone number", "Poison Centre", "Telephone number: +44 1632 960 999", "Supplier", "Telephone number:", "0860 555 908"], "0860 555 908"],
  ])("section 1: %j → %s", (lines, phone) => {
    expect(findSupplierPhone(lines, 0)?.value).toBe(phone);
  });
});

describe("an address label far below the line the company was read from", () => {
  const FILLER = ["1. Identification", "Product name    ZENTOR FLAVOR 12", "Product code    12-34", "Recommended use    Flavouring", "Restrictions    None", "Zentor Inc."];
  test.each([
    ["Address: 12 Quay Road", "Harbourtown, NY 10577 USA", "12 Quay Road, Harbourtown, NY 10577 USA"],
    ["Adresse : 12, rue des Lilas", "69000 Lyon", "12, rue des Lilas, 69000 Lyon"],
    ["Dirección: C/ Mayor, 15", "08001 Barcelona", "C/ Mayor, 15, 08001 Barcelona"],
    ["Indirizzo: Via Roma 1", "20121 Milano (MI)", "Via Roma 1, 20121 Milano (MI)"],
    ["Adres: ul. Lipowa 3", "00-950 Warszawa", "ul. Lipowa 3, 00-950 Warszawa"],
  ])("%s / %s", (label, town, address) => {
    const lines = ["Company name: Zentor Inc.    Product name: ZENTOR FLAVOR 12", "Version 1.0", "Page 1 of 4", ...FILLER, label, town, "Phone: +1 555 555 0100"];
    const found = findSupplierAddress(lines, 0);
    expect(found?.value).toBe(address);
    expect(found!.confidence).toBeLessThanOrEqual(0.7);
  });
});

test.each([
  ["Phone: 800-555-0100 (Emergency) / +44 1632 960 000", "800-555-0100"],
  ["Tel. +49 30 1234567 (Notruf 24h) / +49 30 7654321", "+49 30 1234567"],
  ["Tél. : 01 40 00 00 00 (urgence 24h/24) - 01 40 00 00 01", "01 40 00 00 00"],
])("the number an emergency word qualifies in brackets comes before a second number after it: %s", (line, phone) => {
  expect(findEmergencyPhone([line])?.value).toBe(phone);
});
