/**
 * Bilingual sheets, round 3 (session 18, metamorphic family B): a telephone number or a flash point printed once per
 * language, the same in each and joined with " / " after the labels joined the same way ("Tel. / Tél.: 1 (215) 555-0142 /
 * 1 (215) 555-0142", "Flash point / Point d'éclair: -156°F (-104°C) / -156°F (-104°C)"), is read once and whole, over
 * the language lists bilingual sheets are printed in. Two different numbers (an office line and a 24 h line) and a
 * flash point's two units stay as printed. Invented numbers.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

const PAIRS = [["en", "fr"], ["en", "es"], ["fr", "en"], ["nl", "fr"], ["de", "fr"], ["de", "fr", "it"]];
const PHONE: Record<string, string> = { en: "Telephone", fr: "Tél.", es: "Teléfono", nl: "Telefoon", de: "Telefon", it: "Telefono" };
const EMERGENCY: Record<string, string> = {
  en: "Emergency telephone",
  fr: "Numéro d'appel d'urgence",
  es: "Teléfono de emergencia",
  nl: "Telefoonnummer voor noodgevallen",
  de: "Notrufnummer",
  it: "Numero telefonico di emergenza",
};
const FLASH: Record<string, string> = { en: "Flash point", fr: "Point d'éclair", es: "Punto de inflamación", nl: "Vlampunt", de: "Flammpunkt", it: "Punto di infiammabilità" };
const NUMBERS = ["1 (215) 555-0142", "+44 (0)1632 960 418", "(866) 555-0187", "+49 (0) 221 4907-1"];
const FLASH_POINTS = ["-156°F (-104°C)", "23 °C (73 °F)", "> 100 °C", "-18 °C"];

function contactSheet(labels: Record<string, string>, languages: string[], value: string, property = "Flash point: 62 °C"): string[] {
  return [
    "SECTION 1: IDENTIFICATION",
    "Product name: Zorbel Glass Wash",
    "Manufacturer: Quimbly Coatings Ltd.",
    "4410 Harlow Street, Brantvale, ON K2P 1L4",
    `${languages.map((language) => labels[language]).join(" / ")}: ${value}`,
    ...SECTIONS_2_TO_4,
    "SECTION 9: PHYSICAL AND CHEMICAL PROPERTIES",
    property,
  ];
}

const twice = (languages: string[], value: string) => languages.map(() => value).join(" / ");

describe("bilingual sheets: a telephone number printed once per language is read once, whole", () => {
  for (const languages of PAIRS) {
    for (const number of NUMBERS) {
      test(`${languages.join("/")}: supplier ${number}`, () => {
        const parsed = parseSds(sheet([...contactSheet(PHONE, languages, twice(languages, number)), "Emergency telephone: 0800 555 0100"]));
        expect(parsed.supplier_phone).toBe(number);
      });
      test(`${languages.join("/")}: emergency ${number}`, () => {
        const parsed = parseSds(sheet(contactSheet(EMERGENCY, languages, twice(languages, number))));
        expect(parsed.emergency_phone).toBe(number);
      });
    }
  }
});

describe("bilingual sheets: a flash point printed once per language is read once, whole, with its minus sign", () => {
  for (const languages of PAIRS) {
    for (const value of FLASH_POINTS) {
      test(`${languages.join("/")}: ${value}`, () => {
        const label = languages.map((language) => FLASH[language]).join(" / ");
        const parsed = parseSds(sheet(contactSheet(PHONE, ["en"], "+1 514 555 0100", `${label}:    ${twice(languages, value)}`)));
        expect(parsed.flash_point).toBe(value);
      });
    }
  }
});

describe("two different values stay two", () => {
  test("an office line and a 24 h line after one label", () => {
    const parsed = parseSds(sheet(contactSheet(EMERGENCY, ["en", "fr"], "1 (215) 555-0142 / 1 (800) 555-0199")));
    expect(parsed.emergency_phone).not.toBe("1 (215) 555-0142");
  });
  test("an area code before a slash is part of the number", () => {
    const parsed = parseSds(sheet(contactSheet(PHONE, ["de"], "0221 / 4907-1")));
    expect(parsed.supplier_phone).toBe("0221 / 4907-1");
  });
  test("a flash point's two units are one value", () => {
    const parsed = parseSds(sheet(contactSheet(PHONE, ["en"], "+1 514 555 0100", "Flash point:    -18 °C / 0 °F")));
    expect(parsed.flash_point).toBe("-18 °C / 0 °F");
  });
});

describe("bilingual sheets: a number's wording printed once per language, the number after each", () => {
  for (const languages of PAIRS) {
    test(`${languages.join("/")}: the English wording repeated`, () => {
      const value = languages.map(() => "24 Hour Emergency Phone: (866) 555-0187").join(" / ");
      const parsed = parseSds(sheet(contactSheet(EMERGENCY, languages, value)));
      expect(parsed.emergency_phone).toBe("(866) 555-0187");
    });
  }
});
