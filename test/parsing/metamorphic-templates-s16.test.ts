/**
 * Kinds of miss the session-16 template rewrites (`scripts/metamorphic-tune.ts --templates`,
 * test/helpers/metamorphic-templates.ts) found on the tune sheets, each as a sweep over the languages:
 * - dot leaders between a label and its value for every label (the product's description and synonym labels, a
 *   supplier heading used as a label, a date label before a month-and-year date), not only the few that had them;
 * - a product name in capitals in a label/value form whose next row's label is in capitals too ("PRODUCT NAME    RUBBER
 *   BONDED GRINDING WHEELS" / "END USE    Grinding wheel"): the next label was read as the name's rest at 0.95;
 * - a date in a form's cell with its weekday before it or a time after it ("Wednesday, 3 January 2018",
 *   "03.01.2018 10:32"), as a date-only cell under its label (OSHA Form 174's box two lines under its label failed);
 * - section 1's parts lettered "A." / "C." under a wrapped section heading, read as the company and the product;
 * - a company's short name ("3M", "BP") alone under its label, passed over as a code.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { WEEKDAY_NAMES } from "../../src/modules/parsing/vocabulary/weekdays.ts";
import { SHEET_WORDS } from "../helpers/pdf-layout-words.ts";
import { LANGUAGES } from "../helpers/revision-date-sweep.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

const EIGHT = ["en", "de", "fr", "es", "it", "nl", "pt", "pl"] as const;
const SUPPLIER: Record<(typeof EIGHT)[number], string> = {
  en: "Supplier", de: "Lieferant", fr: "Fournisseur", es: "Proveedor", it: "Fornitore", nl: "Leverancier", pt: "Fornecedor", pl: "Dostawca",
};
const LEADERS = " .............. ";

function sheetOf(language: (typeof EIGHT)[number], section1: string[]) {
  const words = LANGUAGES[language]!;
  return parseSds(sheet([words.headings[0], ...section1, words.headings[1], words.body[0], "H319", words.headings[2], "Ethanol 64-17-5 10-20%", words.headings[3], words.body[1]]));
}

describe("dot leaders part every label from its value", () => {
  for (const language of EIGHT) {
    const words = LANGUAGES[language]!;
    const [productLabel, product] = words.product.split(/\s*:\s*/) as [string, string];
    test(`${language}: product, supplier and revision date after leaders`, () => {
      const parsed = sheetOf(language, [`${productLabel}${LEADERS}${product}`, `${SUPPLIER[language]}${LEADERS}Harbourline Chemicals GmbH`, `${words.revision[0]}${LEADERS}03.12.2020`]);
      expect([parsed.product_name, parsed.manufacturer, parsed.revision_date]).toEqual([product, "Harbourline Chemicals GmbH", "2020-12-03"]);
    });
  }
  test.each([
    ["Product Description", "D-Mannitol"], ["Trade Name/Synonyms", "RBD Canola"], ["Material Name", "Grinding Wheel 40"],
  ])("en: the product's %s label with leaders", (label, value) => {
    expect(sheetOf("en", [`${label}${LEADERS}${value}`, "Supplier: Harbourline Inc."]).product_name).toBe(value);
  });
  test.each([["Supplier's details"], ["Manufacturer information"]])("en: the supplier heading %s used as a label, with leaders", (label) => {
    expect(sheetOf("en", ["Product name: Foo 40", `${label}${LEADERS}Kerrington Inc.`]).manufacturer).toBe("Kerrington Inc.");
  });
  test.each([["Date prepared"], ["Revision date"]])("en: a month-and-year date after %s and leaders", (label) => {
    expect(sheetOf("en", ["Product name: Foo 40", "Supplier: Harbourline Inc.", `${label}${LEADERS}June 2001`]).revision_date).toBe("2001-06-01");
  });
});

describe("a date in a form's cell with its weekday or a time", () => {
  for (const language of EIGHT) {
    const words = LANGUAGES[language]!;
    // 2018-01-03 was a Wednesday.
    const weekday = WEEKDAY_NAMES[language]![2]!;
    const Weekday = weekday.charAt(0).toLocaleUpperCase() + weekday.slice(1);
    for (const [name, cell] of [["weekday", `${Weekday}, 03.01.2018`], ["short weekday", `${Weekday.slice(0, 3)} 03.01.2018`], ["time", "03.01.2018 10:32"], ["time with seconds", "2018-01-03 10:32:05"]] as const) {
      test(`${language}: ${name} in the cell under a header cell`, () => {
        const parsed = sheetOf(language, [words.product, `${words.version}    ${words.revision[0]}`, `3.1    ${cell}`]);
        expect(parsed.revision_date).toBe("2018-01-03");
      });
      // OSHA Form 174's box: the label, a line of the neighbouring column, then the date alone.
      test(`${language}: ${name} in a form's box two lines under its label`, () => {
        const parsed = sheetOf(language, [words.product, words.revision[0]!, "Harbour Avenue, Harbour City", cell]);
        expect(parsed.revision_date).toBe("2018-01-03");
      });
    }
  }
});

describe("a name in capitals does not run on into the next row's label", () => {
  test.each([
    ["END USE    Grinding wheel", "RUBBER BONDED GRINDING WHEELS"], ["RECOMMENDED USE    Cleaning", "HEAVY DUTY FLOOR CLEANER CONCENTRATE"],
    ["SYNONYMS    None", "INDUSTRIAL DEGREASER SOLVENT BLEND"],
  ])("next row %s", (row, name) => {
    const parsed = parseSds(sheet(["SECTION 1 – IDENTIFICATION", `PRODUCT NAME    ${name}`, row, "MANUFACTURER    Western Harbour Inc.", ...SECTIONS_2_TO_4]));
    expect(parsed.product_name).toBe(name);
  });
  test("a capitals name wrapped onto a line of its own still joins", () => {
    const parsed = parseSds(sheet(["SECTION 1 – IDENTIFICATION", "PRODUCT NAME: RUBBER BONDED GRINDING WHEELS FOR", "STEEL AND STAINLESS", "MANUFACTURER: Western Harbour Inc.", ...SECTIONS_2_TO_4]));
    expect(parsed.product_name).toBe("RUBBER BONDED GRINDING WHEELS FOR STEEL AND STAINLESS");
  });
});

describe("section 1's parts lettered 'A.' / 'B.' (K-MSDS and some US templates) are sub-headings, not values", () => {
  const lettered = (title: string, letter: string) => title.replace(/^1\.\d\s+/, `${letter}. `);
  for (const language of EIGHT) {
    const words = SHEET_WORDS[language]!;
    const section1 = words.sections[1];
    const cut = section1.lastIndexOf(" ");
    for (const [name, heading] of [["heading on one line", [section1]], ["heading wrapped", [section1.slice(0, cut), section1.slice(cut + 1)]]] as const) {
      test(`${language}: ${name}`, () => {
        const parsed = parseSds(sheet([
          ...heading, lettered(words.sub.identifier, "A"), `${words.product[0]}    ${words.values.product}`, lettered(words.sub.uses, "B"), words.use,
          lettered(words.sub.supplier, "C"), `${words.supplier[0]}    ${words.values.company}`, words.values.address, lettered(words.sub.emergency, "D"), words.values.emergency,
          words.sections[2], `${words.signal}: ${words.values.signal}`, `H319 ${words.statements.H319}`, words.sections[3], `${words.ingredients[0]} 64-17-5 10-20%`,
        ]));
        expect([parsed.product_name, parsed.manufacturer]).toEqual([words.values.product, words.values.company]);
      });
    }
  }
  test("a company named with its founder's initial stays the company", () => {
    const parsed = parseSds(sheet(["SECTION 1: Identification", "Product name: Harbour Tonic 20", "Manufacturer:", "A. Nattermann & Cie GmbH", "Nattermannallee 1, 50829 Köln", ...SECTIONS_2_TO_4]));
    expect(parsed.manufacturer).toBe("A. Nattermann & Cie GmbH");
  });
});

describe("a company's short name (3M, BP) alone under its label", () => {
  for (const language of EIGHT) {
    const words = SHEET_WORDS[language]!;
    for (const [label, name] of [[words.supplier[0], "3M"], [words.supplier[1], "BP"]] as const) {
      test(`${language}: "${label}" / "${name}" / address`, () => {
        const parsed = parseSds(sheet([
          words.sections[1], `${words.product[0]}: ${words.values.product}`, `${label}:`, name, `${name} Center, ${words.values.address}`,
          words.sections[2], `${words.signal}: ${words.values.signal}`, `H319 ${words.statements.H319}`, words.sections[3], `${words.ingredients[0]} 64-17-5 10-20%`,
        ]));
        expect(parsed.manufacturer).toBe(name);
      });
    }
  }
  test("a longer code under the label is still passed over", () => {
    const parsed = parseSds(sheet(["SECTION 1: Identification", "Product name: Harbour Tonic 20", "Supplier:", "40 1234", "Harbourline Ltd", "12 Harbour Road, Leeds", ...SECTIONS_2_TO_4]));
    expect(parsed.manufacturer).toBe("Harbourline Ltd");
  });
});
