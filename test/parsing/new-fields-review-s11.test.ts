/**
 * What the review of session 11's newer fields (telephones, address, use, physical state, flash point) found read
 * wrongly, one test each, named after what broke: the value and its confidence as the reader gives them.
 */
import { describe, expect, test } from "bun:test";
import { findPhysicalState } from "../../src/modules/parsing/properties.ts";
import { findFlashPoint } from "../../src/modules/parsing/flash-point.ts";
import { detectLanguage } from "../../src/modules/parsing/language.ts";
import { findSupplierAddress } from "../../src/modules/parsing/supplier-address.ts";
import { findSupplierPhone, isEmergencyLine } from "../../src/modules/parsing/supplier-contacts.ts";
import { findEmergencyPhone } from "../../src/modules/parsing/emergency-phone.ts";
import { findRecommendedUse } from "../../src/modules/parsing/use.ts";

const HEADING_1_2 = "1.2 Relevant identified uses of the substance or mixture and uses advised against";

describe("physical state: an aerosol denied or only mentioned is no aerosol", () => {
  test.each([
    ["denied in brackets with an article", ["Physical state: Liquid (not an aerosol)"], "liquid", 0.9],
    ["'aerosol-free'", ["Form: Liquid, aerosol-free pump spray"], "liquid", 0.75],
    ["'aerosolfrei'", ["Form: Flüssigkeit, aerosolfrei"], "liquid", 0.75],
    ["an aerosol's formation in a warning", ["Appearance: Clear liquid. Avoid aerosol formation."], "liquid", 0.75],
    ["an aerosol mist", ["Appearance: Clear liquid, may form aerosol mist."], "liquid", 0.75],
    ["a form line nearby denying an aerosol", ["Physical state: Liquid", "Form: Pump spray, not an aerosol"], "liquid", 0.9],
    ["a form line nearby naming an aerosol after another word", ["Physical state: Liquid", "Form: Pump spray, aerosol-free"], "liquid", 0.9],
    ["German 'kein'", ["Aggregatzustand: Flüssig (kein Aerosol)"], "liquid", 0.9],
    ["Spanish 'no es un'", ["Estado físico: Líquido (no es un aerosol)"], "liquid", 0.9],
    ["French 'pas un'", ["État physique : Liquide (ce n'est pas un aérosol)"], "liquid", 0.9],
    ["Dutch 'geen'", ["Fysische toestand: Vloeistof (geen aerosol)"], "liquid", 0.9],
  ])("%s", (_name, lines, state, confidence) => {
    const found = findPhysicalState(lines as string[]);
    expect(found?.value).toBe(state as string);
    expect(found?.confidence).toBe(confidence as number);
  });

  test.each([
    ["a form line nearby that is an aerosol", ["Physical state: Liquid", "Form: Aerosol"], "aerosol", 0.8],
    ["an aerosol as the state", ["Physical state: Aerosol"], "aerosol", 0.9],
    ["an aerosol in brackets", ["Physical state: Liquid (aerosol)"], "aerosol", 0.75],
  ])("still an aerosol: %s", (_name, lines, state, confidence) => {
    const found = findPhysicalState(lines as string[]);
    expect(found?.value).toBe(state as string);
    expect(found?.confidence).toBe(confidence as number);
  });
});

describe("use: another field's value under the 1.2 heading is no use", () => {
  test.each([
    ["Manufacturer", [HEADING_1_2, "Manufacturer: Acme Ltd"]],
    ["Supplier", [HEADING_1_2, "Supplier: Acme Ltd"]],
    ["Product code", [HEADING_1_2, "Product code: ABC-123"]],
    ["Hersteller", [HEADING_1_2, "Hersteller: Acme GmbH"]],
  ])("%s", (_name, lines) => {
    expect(findRecommendedUse(lines as string[])).toBeNull();
  });

  test("an unknown label's value under the heading is still the use", () => {
    // "Application area" became a use label of its own in session 21 (USE_LABELS_FORMS): an unknown one stands here.
    expect(findRecommendedUse([HEADING_1_2, "Purpose: Floor cleaner"])).toEqual({ value: "Floor cleaner", line: 1, confidence: 0.6 });
    expect(findRecommendedUse([HEADING_1_2, "Application area: Floor cleaner"])).toEqual({ value: "Floor cleaner", line: 1, confidence: 0.8 });
  });

  test("a joining word earlier in a sentence makes no 1.2 heading", () => {
    expect(findRecommendedUse(["Use in cleaning products. Uses advised against: none", "Professional use"])).toBeNull();
  });
});

describe("supplier telephone", () => {
  test.each([
    ["its own emergency number in a later cell", ["Acme Inc.", "Phone: 1-800-424-9300 (24-hour emergency)   International emergency: +1 703 527 3887"]],
    ["its own emergency number in a later clause", ["Acme Inc.", "Telephone: 1-800-424-9300 (CHEMTREC, emergencies only); outside USA emergency: +1 703 527 3887"]],
    ["an emergency's line abroad beside it (Tel. outside USA)", ["Emergency telephone: 1-800-424-9300    Tel. outside USA: +1 703 527 3887"]],
    ["an emergency's line abroad beside it (International phone)", ["CHEMTREC: 1-800-424-9300    International phone: +1 703 527 3887"]],
    ["an emergency's line abroad beside it (Int'l)", ["Emergency: 1-800-424-9300    Int'l: +1 703 527 3887"]],
    ["a VAT number after a telephone label without its own number", ["Acme Ltd", "12 Harbour Road    Information:    VAT no. GB 123 4567 89"]],
    ["a fax after a telephone label without its own number", ["Acme Ltd", "12 Harbour Road    Phone:    Fax: +44 113 496 0009"]],
  ])("none: %s", (_name, lines) => {
    expect(findSupplierPhone(lines as string[], null)).toBeNull();
  });

  test.each([
    ["a column gap after the number", ["Acme Inc.", "123 Main St          Customer service:   1-800-555-0100   8 - 17 CET"], "1-800-555-0100", 0.8],
    ["a road whose name holds 'fax'", ["Acme Ltd, 12 Faxfleet Road, Goole DN14 7SS, 01430 555 0120"], "01430 555 0120", 0.6],
    ["the number in the next cell after a label standing alone", ["Acme Ltd", "12 Harbour Road    Information:    +44 113 496 0000"], "+44 113 496 0000", 0.8],
  ])("%s", (_name, lines, phone, confidence) => {
    const found = findSupplierPhone(lines as string[], 0);
    expect(found?.value).toBe(phone as string);
    expect(found?.confidence).toBe(confidence as number);
  });

  test("a toxicology department is no poison centre", () => {
    expect(isEmergencyLine("Abteilung Toxikologie, Tel.: +49 40 3861-0")).toBe(false);
    expect(findEmergencyPhone(["Abteilung Toxikologie, Tel.: +49 40 3861-0"], { from: 0 })).toBeNull();
    expect(findSupplierPhone(["Acme GmbH", "Abteilung Toxikologie, Tel.: +49 40 3861-0"], 0)).toEqual({ value: "+49 40 3861-0", line: 1, confidence: 0.75 });
  });

  test.each([
    ["Czech", "Toxikologické informační středisko: +420 224 919 293", "+420 224 919 293"],
    ["Slovak", "Národné toxikologické informačné centrum: +421 2 5477 4166", "+421 2 5477 4166"],
    ["Hungarian", "Egészségügyi Toxikológiai Tájékoztató Szolgálat: +36 80 201 199", "+36 80 201 199"],
  ])("a poison centre by its name (%s)", (_name, line, phone) => {
    expect(findEmergencyPhone([line], { from: 0 })).toEqual({ value: phone, line: 0, confidence: 0.75 });
  });
});

describe("supplier address: one labelled part joins the block", () => {
  test.each([
    ["Kraj", ["Chemia Sp. z o.o.", "ul. Kwiatowa 5", "00-001 Warszawa", "Kraj: Polska", "Tel.: +48 22 555 01 00"], "ul. Kwiatowa 5, 00-001 Warszawa, Polska"],
    ["Country", ["Acme Ltd", "12 Harbour Road", "Leeds LS1 4XY", "Country: United Kingdom", "Tel: +44 113 496 0000"], "12 Harbour Road, Leeds LS1 4XY, United Kingdom"],
    ["Paese", ["Acme S.r.l.", "Via Roma 12", "20121 Milano (MI)", "Paese: Italia", "Tel: +39 02 8765 4321"], "Via Roma 12, 20121 Milano (MI), Italia"],
    ["Postfach", ["Acme GmbH", "Hafenstraße 4", "20457 Hamburg", "Postfach: 10 20 30", "Tel.: +49 40 3861-0"], "Hafenstraße 4, 20457 Hamburg, Postfach 10 20 30"],
  ])("%s", (_name, lines, address) => {
    expect(findSupplierAddress(lines as string[], 0)).toEqual({ value: address as string, line: 1, confidence: 0.65 });
  });

  test("two labelled parts are the address", () => {
    expect(findSupplierAddress(["Firma: Acme GmbH", "Straße/Postfach: Hafenstraße 4", "PLZ/Ort: 20457 Hamburg", "Telefon: +49 40 3861-0"], 0)).toEqual({
      value: "Hafenstraße 4, 20457 Hamburg",
      line: 1,
      confidence: 0.75,
    });
  });
});

describe("flash point", () => {
  test("a method abbreviation with its last dot after the unit", () => {
    expect(findFlashPoint(["Flash point: 23 °C c.c."])).toEqual({ value: "23 °C", line: 0, confidence: 0.85 });
  });
});

describe("Maltese common words", () => {
  test.each([
    ["Spanish, a short line", "Tal como se indica: mal uso"],
    ["Spanish", "Composición: mezcla de sustancias tal como se indica a continuación. Evitar el contacto con la piel y los ojos, mal uso del producto."],
    ["German", "Bei Verschlucken sofort Arzt hinzuziehen und mal das Etikett vorzeigen. Im Tal lagern, nicht in der Nähe von Zündquellen."],
  ])("%s text with 'tal'/'mal' is not Maltese", (_name, text) => {
    expect(detectLanguage(text)).not.toBe("mt");
  });
});
