import { describe, expect, test } from "bun:test";
import { repairLabelNoise, repairRowNoise } from "../../src/modules/parsing/ocr-label-noise";
import { parseScan } from "../helpers/ocr-scan";

/**
 * A logo beside a form's header row read as short cells before the labels and before the values under them (session
 * 15, tune scans: "GIT    MANUFACTURER    TELEPHONE NUMBERS" over "ai    B X14    Clean Control Corporation    Medical
 * Emergency …"): the header row is no longer read as one, and the company is lost.
 */
const ROWS: Readonly<Record<string, { company: string; phones: string; medical: string; product: string; date: string }>> = {
  en: { company: "MANUFACTURER", phones: "TELEPHONE NUMBERS", medical: "Medical Emergency (8 am - 5 pm):", product: "Product Name:", date: "Issue Date:" },
  de: { company: "HERSTELLER", phones: "TELEFONNUMMERN", medical: "Notruf (8 - 17 Uhr):", product: "Handelsname:", date: "Ausgabedatum:" },
  fr: { company: "FABRICANT", phones: "NUMÉROS DE TÉLÉPHONE", medical: "Urgence médicale (8 h - 17 h) :", product: "Nom du produit :", date: "Date d'émission :" },
  es: { company: "FABRICANTE", phones: "NÚMEROS TELEFÓNICOS", medical: "Emergencia médica (8 am - 5 pm):", product: "Nombre del producto:", date: "Fecha de emisión:" },
  it: { company: "PRODUTTORE", phones: "NUMERI DI TELEFONO", medical: "Emergenza medica (8 - 17):", product: "Nome del prodotto:", date: "Data di emissione:" },
  nl: { company: "FABRIKANT", phones: "TELEFOONNUMMERS", medical: "Medisch noodgeval (8 - 17 u):", product: "Productnaam:", date: "Datum van uitgifte:" },
  pt: { company: "FABRICANTE", phones: "NÚMEROS DE TELEFONE", medical: "Emergência médica (8 - 17 h):", product: "Nome do produto:", date: "Data de emissão:" },
  pl: { company: "PRODUCENT", phones: "NUMERY TELEFONÓW", medical: "Telefon alarmowy (8 - 17):", product: "Nazwa produktu:", date: "Data wydania:" },
};

/** A scanned sheet whose section 1 heading band was read as noise, with the party table under a header row. */
const sheet = (row: (typeof ROWS)[string], noise: readonly string[]) => [
  "Item # 73562", "Safety Data Sheet    Page 1 of 2", "SECTION SBENNECEON EET", `${row.product}    Lotion Alpha - eucalyptus`, "ttem#    73562",
  `${row.date}    2/24/16`, "Me",
  `${noise[0]}${row.company}    ${row.phones}`,
  `${noise[1]}Nordwerk Chemie Corporation    ${row.medical}    800.841.3904`,
  `${noise[2]}PO Box 7444    ${row.medical}    800.841.3504`,
  `${noise[3]}Springfield GA 31095    ${row.medical}    800.424.9300`,
  "SECTION 2% RAZARDSIDENTIEIGATION", "Signal Word: WARNING",
];

describe("a logo read as cells before a header row of party labels", () => {
  for (const [language, row] of Object.entries(ROWS)) {
    test(`${language}: the company under the header row is read`, () => {
      // The phone numbers' header cell is no company (Spanish "TELEFÓNICOS", Dutch "TELEFOON…" were taken for one).
      expect(parseScan([sheet(row, ["", "", "", ""])]).manufacturer).toBe("Nordwerk Chemie Corporation");
      for (const noise of [["GIT    ", "ai    B X14    ", "0do pf b    ", "pcaieiRZ    "], ["MED    ", "po y    B    ", "odo    @’    ", ""]]) {
        expect([language, noise[0], parseScan([sheet(row, noise)]).manufacturer]).toEqual([language, noise[0], "Nordwerk Chemie Corporation"]);
      }
    });
  }

  test("the cell goes only before a party's label, and only when it is noise", () => {
    expect(repairLabelNoise("GIT    MANUFACTURER    TELEPHONE NUMBERS")).toBe("MANUFACTURER    TELEPHONE NUMBERS");
    expect(repairLabelNoise("“    Supplier:    Nordwerk Chemie GmbH")).toBe("Supplier:    Nordwerk Chemie GmbH");
    expect(repairRowNoise("ai    B X14    Clean Control Corporation    Medical Emergency")).toBe("Clean Control Corporation    Medical Emergency");
    // Before other labels capitals are as often a column's header (CAS# read as "CASH").
    for (const line of ["1.3    Manufacturer", "CASH    Common Name    TWA    STEL    Weight %", "TT    Product name:    Alpha", "CAS    7732-18-5", "Name    Manufacturer    Phone", "Acme    Manufacturer", "ai    Nordwerk Chemie GmbH", "See    Supplier"]) {
      expect(repairLabelNoise(line)).toBe(line);
    }
    // A row's first cell that is a word or a number is content.
    for (const line of ["Nordwerk    Medical Emergency", "7444    PO Box", "31095    Springfield", "506-89-8    Urea Hydrochloride    60.0%"]) expect(repairRowNoise(line)).toBe(line);
  });
});
