/**
 * The supplier's address and telephones as forms and unseen templates print them (session 15), in eight languages:
 * - a form's header row with the address label and the next column's label ("Address (Number, Street, City, State,
 *   and ZIP Code)    Fax Number", OSHA Form 174 and its copies), the neighbour column's number and label interleaved
 *   with the address lines below;
 * - one line of name, address and telephone parted by "|" or "·";
 * - US/Canadian form fields with a State or Province field;
 * - a telephone number in which an OCR reading took the digit 0 for the letter O ("(8OO) 555-0199");
 * - the supplier's number under a "Non-Emergency" label.
 * Companies, addresses and numbers are invented (tests/helpers/new-fields-words.ts).
 */
import { describe, expect, test } from "bun:test";
import { normalizeName } from "../../src/modules/parsing/accuracy.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { findSupplierAddress } from "../../src/modules/parsing/supplier-address.ts";
import { findSupplierPhone } from "../../src/modules/parsing/supplier-contacts.ts";
import { findEmergencyPhone } from "../../src/modules/parsing/emergency-phone.ts";
import { FIELD_LANGUAGES } from "../helpers/new-fields-words.ts";
import { sheet } from "../helpers/sds-text.ts";

const LANGUAGES = ["en", "de", "fr", "es", "it", "nl", "pt", "pl"] as const;
const gap = "          ";
const digits = (value: string | null | undefined) => (value ?? "").replace(/\D/g, "");

/** The address label of a form with its qualifier, as OSHA Form 174 prints it in English, and the plain label elsewhere. */
const formLabel = (language: string) => (language === "en" ? "Address (Number, Street, City, State, and ZIP Code)" : FIELD_LANGUAGES[language]!.addressLabel);

type AddressCase = { name: string; lines: string[]; companyLine: number; truth: string };

function formCases(language: string): AddressCase[] {
  const w = FIELD_LANGUAGES[language]!;
  const [tel] = w.telLabels;
  const truth = [w.street, w.town, w.country].join(", ");
  const head = (neighbour: string, spacing: string) => [w.sections[0], `${w.companyLabel}${gap}${w.emergencyHeading}`, `${w.company}${gap}${w.emergencyPhone[0]}`, `${formLabel(language)}${spacing}${neighbour}`];
  return [
    { name: "neighbour label in a column", lines: [...head(w.fax, gap), `${w.street}${gap}${w.supplierPhone[0]}`, w.town, w.country, ""], companyLine: 2, truth },
    { name: "neighbour label after one space", lines: [...head(`${tel} ${w.fax}`, " "), w.supplierPhone[0], w.street, w.town, w.country, ""], companyLine: 2, truth },
    { name: "neighbour number and label interleaved", lines: [...head(w.fax, gap), w.supplierPhone[0], w.street, w.emergencyHeading, w.town, "2018-01-03", w.country, ""], companyLine: 2, truth },
    {
      name: "OSHA Form 174 with its date and preparer fields",
      lines: [...head(`${tel} ${w.fax}`, " "), w.supplierPhone[0], w.street, "Date Prepared", w.town, "3 January 2018", "Signature of Preparer (optional)", "Section II - Hazardous Ingredients"],
      companyLine: 2,
      truth: [w.street, w.town].join(", "),
    },
  ].filter((one) => language === "en" || !/one space|OSHA/.test(one.name));
}

function separatedCases(language: string): AddressCase[] {
  const w = FIELD_LANGUAGES[language]!;
  const truth = [w.street, w.town].join(", ");
  return ["|", "·"].map((mark) => ({
    name: `name, address and telephone parted by ${mark}`,
    lines: [w.sections[0], `1.3 ${w.supplierHeading}`, [w.company, w.street, w.town, `${w.telLabels[0]} ${w.supplierPhone[0]}`].join(` ${mark} `)],
    companyLine: 2,
    truth,
  }));
}

describe("supplier address: form header rows, separated one-line blocks", () => {
  const cases = LANGUAGES.flatMap((language) => [...formCases(language), ...separatedCases(language)].map((one) => ({ language, ...one })));

  test(`every case (${cases.length}) read by findSupplierAddress, never sure`, () => {
    const misses = cases.flatMap((one) => {
      const found = findSupplierAddress(one.lines, one.companyLine);
      const ok = normalizeName(found?.value ?? "") === normalizeName(one.truth) && found!.confidence <= 0.8;
      return ok ? [] : [`${one.language} ${one.name}: ${found?.value ?? null}`];
    });
    expect(misses).toEqual([]);
  });

  test.each([
    [["Company Name: Harbor Chemical Inc.", "Address: 1234 Industrial Parkway", "City: Springfield", "State: IL", "Zip: 62701"], "1234 Industrial Parkway, Springfield, IL, 62701"],
    [["Company: Harbor Chemical Ltd.", "Street: 1234 Industrial Parkway", "City: Mississauga", "Province: ON", "Postal Code: L5T 2N7"], "1234 Industrial Parkway, Mississauga, ON, L5T 2N7"],
  ])("US and Canadian form fields with a State or Province field: %j", (lines, truth) => {
    expect(normalizeName(findSupplierAddress(lines, 0)?.value ?? "")).toBe(normalizeName(truth));
  });

  test("the address of a form's header row read by parseSds", () => {
    const w = FIELD_LANGUAGES.en!;
    const lines = [...formCases("en")[2]!.lines, w.sections[1], w.hazardLine, w.sections[2], w.sections[3]];
    expect(normalizeName(parseSds(sheet(lines)).supplier_address ?? "")).toBe(normalizeName([w.street, w.town, w.country].join(", ")));
  });
});

/** A number as OCR reads it when it takes a 0 for an O: every 0 of the area code and of the last group. */
function asOcr(number: string): string {
  const groups = number.split(" ");
  return groups.map((group, index) => (index === 1 || index === groups.length - 1 ? group.replace(/0/g, "O") : group)).join(" ");
}

describe("telephones: a 0 read as the letter O, the supplier's number under a non-emergency label", () => {
  test.each(LANGUAGES)("%s: both numbers with O for 0 are read as digits, never a shorter number", (language) => {
    const w = FIELD_LANGUAGES[language]!;
    const lines = [w.sections[0], `1.3 ${w.supplierHeading}`, w.company, w.street, w.town, `${w.telLabels[0]}: ${asOcr(w.supplierPhone[0])}`, `1.4 ${w.emergencyHeading}`, `${w.emergencyLabels[0]}: ${asOcr(w.emergencyPhone[0])}`];
    expect(digits(findSupplierPhone(lines, 2)?.value)).toBe(digits(w.supplierPhone[0]));
    expect(digits(findEmergencyPhone(lines, { from: 6 })?.value)).toBe(digits(w.emergencyPhone[0]));
  });

  test("a US number with O for 0 in its area code", () => {
    const lines = ["Harbor Chemical Inc.", "1234 Industrial Parkway", "Phone: (217) 555-O100", "Emergency: (8OO) 555-0199"];
    expect(digits(findSupplierPhone(lines, 0)?.value)).toBe("2175550100");
    expect(digits(findEmergencyPhone(lines)?.value)).toBe("8005550199");
  });

  test("a word with an O beside digits is not made a number", () => {
    expect(findSupplierPhone(["Harbor Chemical Inc.", "Phone: CO2 555 only"], 0)).toBeNull();
  });

  test.each([
    ["Non-Emergency: (217) 555-0100", "2175550100"],
    ["Non-Emergency Phone: (217) 555-0100", "2175550100"],
    ["Non-emergency number    217-555-0100", "2175550100"],
  ])("%s gives the supplier's number, not the emergency one", (line, number) => {
    const lines = ["Harbor Chemical Inc.", "1234 Industrial Parkway", "Springfield, IL 62701", line, "Emergency: (800) 555-0199"];
    expect(digits(findSupplierPhone(lines, 0)?.value)).toBe(number);
    expect(digits(findEmergencyPhone(lines)?.value)).toBe("8005550199");
  });
});

/** Labels of the supplier's own lines that name a department, not a telephone ("Sales:", "Vertrieb:"). */
const DEPARTMENT_LABELS: Readonly<Record<string, readonly string[]>> = {
  en: ["General Inquiries", "Technical Support", "Sales"], de: ["Vertrieb", "Anwendungstechnik"], fr: ["Standard", "Service commercial"],
  es: ["Ventas", "Atención comercial"], it: ["Ufficio vendite", "Assistenza tecnica"], nl: ["Verkoop", "Technische dienst"],
  pt: ["Vendas", "Assistência técnica"], pl: ["Dział sprzedaży", "Sekretariat"],
};

describe("the supplier's telephone under a department's label of its own in the supplier's block", () => {
  const cases = LANGUAGES.flatMap((language) => DEPARTMENT_LABELS[language]!.map((label) => ({ language, label })));

  test.each(cases)("$language: '$label: <number>' under the name and address gives the number as a guess", ({ language, label }) => {
    const w = FIELD_LANGUAGES[language]!;
    const lines = [w.sections[0], `1.3 ${w.supplierHeading}`, w.company, w.street, w.town, `${label}: ${w.supplierPhone[0]}`, `1.4 ${w.emergencyHeading}`, `${w.emergencyLabels[0]}: ${w.emergencyPhone[0]}`];
    const found = findSupplierPhone(lines, 2);
    expect(digits(found?.value)).toBe(digits(w.supplierPhone[0]));
    expect(found!.confidence).toBeLessThan(0.7);
  });

  test.each([["Product code: 4006325012345"], ["Item No.: 1234567890"], ["Contract number: 12345678901"], ["VAT: DE 123456789"]])(
    "a code's label with a long number is no telephone: %s",
    (line) => {
      const lines = ["Harbor Chemical Inc.", "1234 Industrial Parkway", "Springfield, IL 62701", line];
      expect(findSupplierPhone(lines, 0)).toBeNull();
    },
  );
});

/** Labels of the company's seat or office before its address, which the label lists do not hold as address labels. */
const SEAT_LABELS: Readonly<Record<string, readonly string[]>> = {
  en: ["Registered office", "Head Office", "Physical Address"], de: ["Sitz", "Hauptsitz"], fr: ["Siège social", "Siège"],
  es: ["Domicilio social", "Sede"], it: ["Sede legale", "Sede operativa"], nl: ["Vestigingsadres", "Hoofdkantoor"],
  pt: ["Sede", "Endereço"], pl: ["Siedziba", "Adres siedziby"],
};

describe("supplier address: a seat's label of its own before the address, an address label in a second cell", () => {
  const cases = LANGUAGES.flatMap((language) => SEAT_LABELS[language]!.map((label) => ({ language, label })));

  test.each(cases)("$language: '$label: <street>, <town>' under the company's label: the address without the label", ({ language, label }) => {
    const w = FIELD_LANGUAGES[language]!;
    const lines = [w.sections[0], `1.3 ${w.supplierHeading}`, `${w.companyLabel}: ${w.company}`, `${label}: ${w.street}, ${w.town}`, `${w.telLabels[0]}: ${w.supplierPhone[0]}`];
    const found = findSupplierAddress(lines, 2);
    expect(normalizeName(found?.value ?? "")).toBe(normalizeName(`${w.street}, ${w.town}`));
    expect(found!.confidence).toBeLessThan(0.9);
  });

  test.each(LANGUAGES)("%s: the company's label and the address label in two cells of one line", (language) => {
    const w = FIELD_LANGUAGES[language]!;
    const lines = [w.sections[0], `1.3 ${w.supplierHeading}`, `${w.companyLabel}: ${w.company}${gap}${w.addressLabel}: ${w.street}, ${w.town}`, `${w.telLabels[0]}: ${w.supplierPhone[0]}`];
    expect(normalizeName(findSupplierAddress(lines, 2)?.value ?? "")).toBe(normalizeName(`${w.street}, ${w.town}`));
  });

  test("a label of its own before a value that is no address stays in the block as printed", () => {
    const lines = ["Harbor Chemical Inc.", "Division: Coatings", "1234 Industrial Parkway", "Springfield, IL 62701"];
    expect(findSupplierAddress(lines, 0)?.value).toBe("Division: Coatings, 1234 Industrial Parkway, Springfield, IL 62701");
  });
});
