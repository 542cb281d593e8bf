/**
 * Session 26's end review mended: inputs the review ran that the session's rules read wrong (each read right at the
 * session's start). Numbers whose last group an hours word follows keep their digits; "Eco" under a company is no
 * "& Co."; the Nordic address-part labels split only a Nordic form's line; a company under a sector is no use; 112 is
 * read only as a called or labelled number. Invented names and numbers.
 */
import { describe, expect, test } from "bun:test";
import { firstPhone } from "../../src/modules/parsing/phone-shapes.ts";
import { findEmergencyPhone } from "../../src/modules/parsing/emergency-phone.ts";
import { findManufacturer } from "../../src/modules/parsing/company-name.ts";
import { findRecommendedUse } from "../../src/modules/parsing/use.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { textLayer } from "../../scripts/plain-text-layer.ts";

describe("an hours word after a number takes none of the number's digits", () => {
  test.each([
    ["1-800-555-0199 Hours: 8-5 CST", "1-800-555-0199"],
    ["Tel. 02 66101029 h24", "02 66101029"],
    ["+49 30 5551234 Uhr", "+49 30 5551234"],
    ["(800) 555-0199 hours of operation", "(800) 555-0199"],
    ["+33 1 45 42 59 59 heures ouvrables", "+33 1 45 42 59 59"],
    ["+46 8 555 10 00 t.o.m.", "+46 8 555 10 00"],
    // the hours themselves are still cut
    ["+43 (1) 555 12 12 (0-24 Uhr)", "+43 (1) 555 12 12"],
    ["(800) 555-0199 24hr", "(800) 555-0199"],
  ])("%s", (line, number) => {
    expect(firstPhone(line)).toBe(number);
  });
  test("an Italian poison centre's 'h24' after its number, under the emergency label: whole, at 0.9", () => {
    expect(findEmergencyPhone(["1.4 Numero telefonico di emergenza: 02 66101029 h24"])).toEqual({ value: "02 66101029", line: 0, confidence: 0.9 });
  });
});

describe("a word that only begins like '& Co.'", () => {
  test.each(["Eco", "ECO", "yco", "Etco"])("%s under the company stays apart", (word) => {
    expect(findManufacturer(["1.3 Details of the supplier", "Supplier: Harrowgate Chemie GmbH", word])?.value).toBe("Harrowgate Chemie GmbH");
  });
});

describe("Nordic address-part labels on other addresses", () => {
  test.each([
    ["Anschrift: Am Alten Ort 5 Land Brandenburg 14513 Teltow", "Am Alten Ort 5 Land Brandenburg 14513 Teltow"],
    ["Address: Unit 4 Green Land Estate, By Pass Road, Leeds LS1 4AB", "Unit 4 Green Land Estate, By Pass Road, Leeds LS1 4AB"],
  ])("%s", (line, address) => {
    const parsed = parseSds(textLayer(["1. Identification", "1.1 Product name: Quillfen", "1.3 Supplier", "Harrowgate GmbH", line, "1.4 Emergency: +49 30 5551234", "2. Hazards"]));
    expect(parsed.supplier_address).toBe(address);
  });
});

describe("under a sector, what is no use", () => {
  test("a company's name: the sector is read", () => {
    expect(findRecommendedUse(["Recommended use:", "Industrial use only", "Harrowgate Ltd"])?.value).toBe("Industrial use only");
  });
});

describe("112 only as a number called or labelled", () => {
  test.each([
    [["1.4 Emergency telephone number:", "Page 1 of 112"]],
    [["1.4 Emergency telephone number: not available", "Product code 112 (see label)"]],
  ])("%j: none", (lines) => {
    expect(findEmergencyPhone(lines)).toBeNull();
  });
  test.each([
    [["1.4 Nödtelefonnummer", "Ring 112"]],
    [["Nødnummer: 112"]],
    [["1.4 Notrufnummer", "Rufen Sie 112 an"]],
    [["1.4 Emergency telephone number", "112"]],
    [["1.4 Numéro d'appel d'urgence : appelez le 112"]],
  ])("%j: 112", (lines) => {
    expect(findEmergencyPhone(lines)?.value).toBe("112");
  });
});
