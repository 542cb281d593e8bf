/**
 * The families behind the gaps `english-regimes.test.ts` found (session 8), with their guards:
 * - regime clues for ambiguous numeric dates: the day-first countries' SDS rules by full title and abbreviation
 *   (Malaysia, India, Singapore, Australia, New Zealand, UK, REACH/CLP named in English), the EU's older acts;
 *   Malaysia's "OSHA 1994" is not the US OSHA; an inventory listing "EU REACH" decides nothing;
 * - a "supersedes" / "replaces" label with words between it and its date ("MSDS dated", "la version du") dates the
 *   previous version, in every language; a label with its own colon after it is a field of its own;
 * - a heading of parties with the block's noun after it ("Manufacturer/Supplier details    X");
 * - "Name of Firm" and its variants name the company; a later section about the company (Schedule 9's
 *   "Manufacturer/Suppliers Data") is read when section 1 names none.
 * Companies, products and dates are invented.
 */
import { describe, expect, test } from "bun:test";
import { documentDateOrder } from "../../src/modules/parsing/document-date-order.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

describe("regime clues: day first", () => {
  const clues = [
    "Prepared according to the Occupational Safety and Health (Classification, Labelling and Safety Data Sheet of Hazardous Chemicals) Regulations 2013",
    "In accordance with CLASS 2013",
    "Complies with OSHA 1994 (Act 514) and its regulations",
    "Occupational Safety and Health Act 1994",
    "Prepared according to the Industry Code of Practice on Chemicals Classification and Hazard Communication 2014",
    "Notified to DOSH Malaysia",
    "As per the Manufacture, Storage and Import of Hazardous Chemical Rules, 1989",
    "As per the Manufacture, Storage and Import of Hazardous Chemicals Rules 1989",
    "Prepared in accordance with SS586:2014",
    "Workplace Safety and Health (General Provisions) Regulations",
    "Prepared according to the Code of Practice: Preparation of Safety Data Sheets for Hazardous Chemicals",
    "Model Work Health and Safety Act",
    "Australian Code for the Transport of Dangerous Goods by Road & Rail",
    "HSNO Approval Number: HSR001234",
    "Health and Safety at Work (Hazardous Substances) Regulations 2017",
    "Hazardous Substances (Safety Data Sheets) Notice 2017",
    "Classified according to NZ EPA criteria",
    "GB REACH registration number: not available",
    "The REACH etc. (Amendment etc.) (EU Exit) Regulations 2020",
    "Safety data sheet according to REACH",
    "Classified according to the CLP Regulation",
    "Regulation (EU) No 453/2010",
    "Classification according to Directive 1999/45/EC",
    "Directive 67/548/EEC",
  ];
  for (const clue of clues) {
    test(`"${clue}" → day first`, () => {
      expect(documentDateOrder(["SAFETY DATA SHEET", clue, "Revision date: 07/03/2023"], "en")).toBe("day-first");
    });
  }
});

describe("regime clues: month first or no clue", () => {
  const cases: { lines: string[]; order: "day-first" | "month-first" }[] = [
    { lines: ["Prepared to OSHA HazCom 2012"], order: "month-first" },
    { lines: ["OSHA PEL: 200 ppm"], order: "month-first" },
    // An inventory row ("EU REACH: listed") on a sheet with no rule named: English month first.
    { lines: ["EU REACH: Listed", "TSCA: Listed"], order: "month-first" },
    { lines: ["Classification: hazard class 3"], order: "month-first" },
    { lines: ["First class delivery"], order: "month-first" },
  ];
  for (const c of cases) {
    test(`${c.lines.join(" / ")} → ${c.order}`, () => {
      expect(documentDateOrder(["SAFETY DATA SHEET", ...c.lines, "Revision date: 07/03/2023"], "en")).toBe(c.order);
    });
  }
});

describe("a replaced version's date with words between label and date", () => {
  const header = ["SAFETY DATA SHEET", "Prepared to OSHA HazCom 2012", "Revision date: 2023-03-07", "SECTION 1: Identification", "Product name: Harbour Rinse 5", "SECTION 16: Other information"];
  const previous = [
    "Supersedes: MSDS dated 11/15/2019",
    "Supersedes: the version dated 11/15/2019",
    "Supersedes: SDS dated November 15, 2019",
    "Replaces: the version of 11/15/2019",
    "Replaces: edition dated 11/15/2019",
    "Previous version: version dated 11/15/2019",
    "Remplace : la version du 15/11/2019",
    "Ersetzt: die Version vom 15.11.2019",
    "Sustituye a: la versión de 15/11/2019",
    "Sostituisce: la versione del 15/11/2019",
    "Vervangt: de versie van 15-11-2019",
    "Substitui: a versão de 15/11/2019",
  ];
  for (const line of previous) {
    test(`"${line}" is not the revision date`, () => {
      expect(parseSds(sheet([...header, line])).revision_date).toBe("2023-03-07");
    });
  }
  test("a label with its own colon after a replaces label is a field of its own", () => {
    const lines = ["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Harbour Rinse 5", "Supersedes: Revision date: 2021-03-12"];
    expect(parseSds(sheet(lines)).revision_date).toBe("2021-03-12");
  });
});

describe("company labels", () => {
  const section1 = (line: string, below: string[] = []) => [
    "SAFETY DATA SHEET",
    "1. IDENTIFICATION",
    "Product identifier    Harbour Thinner 60",
    line,
    ...below,
    "    14 Quarry Road, Springfield",
    "2. HAZARDS IDENTIFICATION",
    "Signal word: Warning",
  ];
  const rows = [
    "Manufacturer/Supplier details    Harbour Coatings Pvt. Ltd.",
    "Manufacturer/Supplier information    Harbour Coatings Pvt. Ltd.",
    "Manufacturer / Supplier data    Harbour Coatings Pvt. Ltd.",
    "Manufacturer/Supplier details: Harbour Coatings Pvt. Ltd.",
    "Name of Firm    Harbour Coatings Pvt. Ltd.",
    "Name of the firm: Harbour Coatings Pvt. Ltd.",
    "Firm name    Harbour Coatings Pvt. Ltd.",
  ];
  for (const row of rows) {
    test(`"${row}"`, () => {
      const parsed = parseSds(sheet(section1(row)));
      expect(parsed.manufacturer).toBe("Harbour Coatings Pvt. Ltd.");
      expect(parsed.evidence.manufacturer!.confidence).toBeGreaterThanOrEqual(0.8);
    });
  }
  test("the company's particulars as a later section of their own (upper-case Schedule 9 headings)", () => {
    const lines = [
      "MATERIAL SAFETY DATA SHEET",
      "1. CHEMICAL IDENTITY",
      "Trade Name    Harbour Toluene",
      "2. PHYSICAL AND CHEMICAL DATA",
      "Physical State    Liquid",
      "3. FIRE AND EXPLOSION HAZARD DATA",
      "4. REACTIVITY DATA",
      "5. HEALTH HAZARD DATA",
      "6. PREVENTIVE MEASURES",
      "Personal Protective Equipment    Gloves",
      "7. EMERGENCY AND FIRST AID MEASURES",
      "8. ADDITIONAL INFORMATION/REFERENCES",
      "9. MANUFACTURER/SUPPLIERS DATA",
      "Name of Firm    Harbour Organics Pvt. Ltd.",
      "Mailing Address    14 Quarry Road, Springfield",
    ];
    const parsed = parseSds(sheet(lines));
    expect(parsed.sections.map((section) => section.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(parsed.manufacturer).toBe("Harbour Organics Pvt. Ltd.");
  });
});
