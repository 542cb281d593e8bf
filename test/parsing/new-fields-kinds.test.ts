/**
 * Kinds of layout the newer-fields sweep and probes of real wordings found unread (session 11), one test each,
 * named after what broke: the value and its confidence as the reader gives them.
 */
import { describe, expect, test } from "bun:test";
import { findPhysicalState } from "../../src/modules/parsing/properties.ts";
import { findFlashPoint } from "../../src/modules/parsing/flash-point.ts";
import { findSupplierAddress } from "../../src/modules/parsing/supplier-address.ts";
import { findSupplierPhone } from "../../src/modules/parsing/supplier-contacts.ts";
import { findEmergencyPhone } from "../../src/modules/parsing/emergency-phone.ts";
import { findRecommendedUse } from "../../src/modules/parsing/use.ts";

describe("emergency and supplier telephones", () => {
  test.each([
    ["a header row of telephone columns, the emergency's the second", ["Company Phone    Emergency Phone", "(217) 555-0100    1-800-424-9300"], "1-800-424-9300", 0.8],
    ["'Emergencies' as the label", ["Medical Emergencies: 1-866-767-5089", "Transportation Emergencies: CHEMTREC 1-800-424-9300"], "1-866-767-5089", 0.9],
    ["Czech 1.4", ["1.4 Telefonní číslo pro naléhavé situace", "Toxikologické informační středisko: +420 224 919 293"], "+420 224 919 293", 0.8],
    ["a Danish poison line named without a label", ["Tlf.: +45 33 55 12 34", "Giftlinjen: +45 82 12 12 12"], "+45 82 12 12 12", 0.75],
  ])("emergency: %s", (_name, lines, phone, confidence) => {
    const found = findEmergencyPhone(lines as string[], { from: 0 });
    expect(found?.value).toBe(phone as string);
    expect(found?.confidence).toBe(confidence as number);
  });

  test.each([
    ["beside an emergency cell that has its own number", ["Emergency Phone: (800) 424-9300    Phone: (217) 555-0100"], "(217) 555-0100", 0.8],
    ["the company's column of a header row beside the emergency's", ["Company Phone    Emergency Phone", "(217) 555-0100    1-800-424-9300"], "(217) 555-0100", 0.7],
    ["'Toll Free' as the label", ["Acme Inc.", "123 Main St", "Springfield, IL 62701", "Toll Free: 1-800-555-0100"], "1-800-555-0100", 0.85],
    ["'For more information' as the label", ["Acme Inc.", "123 Main St", "Springfield, IL 62701", "For more information: 1-800-555-0100"], "1-800-555-0100", 0.85],
    ["a label opening the contacts' column beside the address", ["Acme Ltd", "12 Harbour Road          Information: +44 113 496 0000", "Leeds LS1 4AB          Fax: +44 113 496 0009"], "+44 113 496 0000", 0.8],
    ["never the fax beside the address", ["Acme Ltd", "12 Harbour Road          Fax: +44 113 496 0009", "Leeds LS1 4AB"], undefined, undefined],
    ["before an emergency mention that has its own number", ["Acme Inc.", "123 Main St, Springfield, IL 62701", "Phone: (217) 555-0100 (for emergencies: 1-800-424-9300)"], "(217) 555-0100", 0.75],
    ["'Switchboard' as the label", ["Acme Ltd", "12 Harbour Road", "Leeds LS1 4AB", "Switchboard: +44 113 496 0000"], "+44 113 496 0000", 0.85],
    ["a non-emergency line in the plural", ["Acme Inc.", "123 Main St", "Springfield, IL 62701", "Phone (non-emergencies): (217) 555-0100"], "(217) 555-0100", 0.85],
  ])("supplier: %s", (_name, lines, phone, confidence) => {
    const found = findSupplierPhone(lines as string[], 0);
    expect(found?.value).toBe(phone as string);
    expect(found?.confidence).toBe(confidence as number);
  });

  test.each([
    ["a header row whose emergency cell names no telephone", ["Emergency Contact    Phone", "CHEMTREC    1-800-424-9300"]],
    ["an emergency cell without its number heading the cell beside it", ["24 Hour Emergency    Phone: 1-800-424-9300"]],
    ["a number an emergency word qualifies after it", ["Phone: 1-800-424-9300 (Emergency)"]],
  ])("no supplier telephone: %s", (_name, lines) => {
    expect(findSupplierPhone(lines as string[], null)).toBeNull();
  });
});

describe("supplier address", () => {
  test.each([
    ["a UK postcode that ends like a legal form (AB)", ["Nordvik Chemicals Ltd, 12 Harbour Road, Leeds LS1 4AB, United Kingdom", "Tel: +44 113 496 0000"], "12 Harbour Road, Leeds LS1 4AB, United Kingdom"],
    ["a Dutch postcode's letters (AB)", ["Nordvik Chemie B.V., Havenweg 12, 3011 AB Rotterdam, Nederland", "Tel: +31 10 555 12 34"], "Havenweg 12, 3011 AB Rotterdam, Nederland"],
    ["a telephone after a middle dot, without a colon", ["Acme GmbH", "Hafenstraße 4 · 20457 Hamburg · Tel. +49 40 3861-0 · Fax +49 40 3861-100"], "Hafenstraße 4 · 20457 Hamburg"],
    ["a telephone after a dash on the name's line", ["Acme S.r.l. - Via Roma 12 - 20121 Milano (MI) - Tel. 02 8765 4321 - Fax 02 8765 4322"], "Via Roma 12 - 20121 Milano (MI)"],
  ])("%s", (_name, lines, address) => {
    const found = findSupplierAddress(lines as string[], 0);
    expect(found?.value).toBe(address as string);
    expect(found?.confidence).toBe(0.65);
  });

  test.each([
    ["de", ["Firma: Acme GmbH", "Straße/Postfach: Hafenstraße 4", "PLZ/Ort: 20457 Hamburg", "Telefon: +49 40 3861-0"], "Hafenstraße 4, 20457 Hamburg"],
    ["de, with the country", ["Firma: Acme GmbH", "Straße: Hafenstraße 4", "Nat.-Kennz./PLZ/Ort: D-20457 Hamburg", "Land: Deutschland"], "Hafenstraße 4, D-20457 Hamburg, Deutschland"],
    ["fr", ["Société : Acme SAS", "Rue/Boîte postale : 12 rue des Lilas", "Code postal/Ville : 69003 Lyon", "Tél : 04 72 00 11 22"], "12 rue des Lilas, 69003 Lyon"],
    ["es", ["Empresa: Acme S.L.", "Calle: Calle Mayor 12", "Código postal/Ciudad: 28013 Madrid", "Teléfono: 91 555 12 34"], "Calle Mayor 12, 28013 Madrid"],
    ["pl", ["Firma: Acme Sp. z o.o.", "Ulica: ul. Portowa 12", "Kod pocztowy/Miejscowość: 80-001 Gdańsk", "Telefon: +48 58 555 12 34"], "ul. Portowa 12, 80-001 Gdańsk"],
    ["en", ["Company: Acme Ltd", "Street: 12 Harbour Road", "City: Leeds LS1 4AB", "Country: United Kingdom"], "12 Harbour Road, Leeds LS1 4AB, United Kingdom"],
  ])("the address's own form fields (%s)", (_language, lines, address) => {
    const found = findSupplierAddress(lines as string[], 0);
    expect(found?.value).toBe(address as string);
    expect(found?.confidence).toBe(0.75);
  });
});

describe("recommended use", () => {
  test.each([
    ["the value after the combined heading's colon", ["1.2 Relevant identified uses of the substance or mixture and uses advised against: Floor cleaner", "1.3 Details of the supplier of the safety data sheet"], "Floor cleaner", 0.7],
    ["an unknown label before the value under the heading (es)", ["1.2 Usos pertinentes identificados de la sustancia o de la mezcla y usos desaconsejados", "Usos relevantes: Detergente", "Usos desaconsejados: Ninguno"], "Detergente", 0.6],
    ["a description and use label (it)", ["1.2 Usi identificati pertinenti della sostanza o miscela e usi sconsigliati", "Descrizione/Utilizzo: Detergente"], "Detergente", 0.8],
    ["'pertinent' for 'relevant'", ["1.2 Pertinent identified uses of the substance or mixture and uses advised against", "Cleaning agent"], "Cleaning agent", 0.6],
    ["the heading joined by 'och' (sv)", ["1.2 Relevanta identifierade användningar av ämnet eller blandningen och användningar som det avråds från", "Golvrengöringsmedel"], "Golvrengöringsmedel", 0.6],
    ["the heading wrapped before its label ends (fi)", ["1.2 Aineen tai seoksen merkitykselliset tunnistetut", "käytöt ja käytöt, joita ei suositella", "Lattianpuhdistusaine"], "Lattianpuhdistusaine", 0.6],
    ["a sector named as a label under the heading stays whole", ["1.2 Relevant identified uses of the substance or mixture and uses advised against", "Industrial uses: Uses of substances as such or in preparations at industrial sites"], "Industrial uses: Uses of substances as such or in preparations at industrial sites", 0.5],
  ])("%s", (_name, lines, value, confidence) => {
    const found = findRecommendedUse(lines as string[]);
    expect(found?.value).toBe(value as string);
    expect(found?.confidence).toBe(confidence as number);
  });

  test("the next sub-section's heading under the combined heading is never the use", () => {
    const lines = ["1.2 Relevante identifizierte Verwendungen des Stoffs oder Gemischs und Verwendungen, von denen abgeraten wird: Bodenreiniger", "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt"];
    expect(findRecommendedUse(lines)?.value).toBe("Bodenreiniger");
    expect(findRecommendedUse(["1.2 Relevante identifizierte Verwendungen des Stoffs oder Gemischs und Verwendungen, von denen abgeraten wird", lines[1]!])).toBeNull();
  });
});

describe("physical state", () => {
  test.each([
    ["an aerosol can: the state of its contents and its form beside it", ["Physical state    Liquid", "Form    Aerosol"], "aerosol", 0.8],
    ["two states named by the state label, the form names the aerosol", ["Appearance", "Physical state    Gas/Liquid mixture.", "Form    Aerosol. Liquefied gas. Clear liquid."], "aerosol", 0.8],
    ["two states named and nothing else: not sure", ["Physical state    Gas/Liquid mixture."], "gas", 0.75],
    ["an aerosol far from the state (another section's line) does not count", ["Physical state    Liquid", "Colour    blue", "Odour    none", "pH    7", "Melting point    n.a.", "Boiling point    100 °C", "Flash point    > 100 °C", "Density    1.0", "Solubility    soluble", "Form    Aerosol"], "liquid", 0.9],
    ["'Physical Appearance' as the label", ["Physical Appearance: Liquid"], "liquid", 0.75],
    ["an aerosol named after the liquid in the value", ["Form: liquid (aerosol)"], "aerosol", 0.75],
    ["an aerosol denied is no aerosol", ["Physical state: Liquid (non-aerosol trigger spray)"], "liquid", 0.9],
    ["'Konsistenz' as the label", ["Konsistenz: pastös"], "paste", 0.75],
    ["'Lieferform' as the label", ["Lieferform: Pulver"], "solid", 0.75],
    ["Czech", ["Skupenství: kapalina"], "liquid", 0.9],
    ["Portuguese aerosol", ["Estado físico: aerossol"], "aerosol", 0.9],
  ])("%s", (_name, lines, value, confidence) => {
    const found = findPhysicalState(lines as string[]);
    expect(found?.value).toBe(value as string);
    expect(found?.confidence).toBe(confidence as number);
  });
});

describe("flash point", () => {
  test.each([
    ["a method after the unit without brackets", ["Flash point    93 °C (199 °F) Pensky-Martens Closed Cup"], "93 °C (199 °F)"],
    ["a method after a dash", ["Flash point: 23°C (73.4°F) - closed cup"], "23°C (73.4°F)"],
    ["a standard after the value", ["Flammpunkt: >100 °C DIN 51758"], ">100 °C"],
    ["Czech", ["Bod vzplanutí: 61,5 °C"], "61,5 °C"],
  ])("%s", (_name, lines, value) => {
    expect(findFlashPoint(lines as string[])?.value).toBe(value as string);
  });

  test("'not applicable' in Czech is no value", () => {
    expect(findFlashPoint(["Bod vzplanutí: Nevztahuje se"])).toBeNull();
  });
});
