/**
 * Leftovers of the bilingual and date probes (session 20). A month name two languages give different months
 * ("listopada": October in Croatian, November in Polish and Czech) on a sheet whose languages do not decide it is read
 * by the date's own form: a Croatian date closes its year with a full stop ("13. listopada 2014."), a Polish one does
 * not ("13 listopada 2014 r."), nor a Czech one ("13. listopadu 2014"). Not sure either way (a sentence's full stop
 * looks the same). A form's date printed once per language ("3 January 2018 / 03.01.2018") is one date.
 * A state label with words after it, joined with its translation before one colon, is read as the one label.
 * A form's header cell printed with its translation ("Telephone Number / Téléphone") heads its column as the label alone.
 * Labels side by side, each closed by its own colon, over their value ("Flash Point:    Point d'éclair:" / "165 F"): the
 * value is the label's. A heading between rules of dashes printed with its translation ("------ABSCHNITT 1: … ------ /
 * ------RUBRIQUE 1: … ------"), or numbered by a Roman numeral in title case ("Abschnitt Viii … / Rubrique Viii …"), is
 * its first language's part. A product's label side by side with two translations, the colon after the last, has its
 * value beside it, not on the line below. Synthetic sheets only.
 */
import { describe, expect, test } from "bun:test";
import { findDates } from "../../src/modules/parsing/dates.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { firstLanguageHeading } from "../../src/modules/parsing/heading-languages.ts";
import { findPhysicalState } from "../../src/modules/parsing/properties.ts";
import { findFlashPoint } from "../../src/modules/parsing/flash-point.ts";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";
import { findSupplierPhone } from "../../src/modules/parsing/supplier-contacts.ts";
import { sheet } from "../helpers/sds-text.ts";

const ENGLISH_SHEET_WITH = (dateLine: string) => [
  "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
  "Product name: Bright Floor Cleaner 500",
  dateLine,
  "SECTION 2: Hazards identification",
  "Signal word: Warning",
  "H319 Causes serious eye irritation. Keep out of reach of children.",
  "SECTION 3: Composition/information on ingredients",
  "Ethanol 64-17-5 10-20%",
  "SECTION 4: First aid measures",
  "Rinse cautiously with water for several minutes.",
];

describe("a month name of two months on a sheet whose languages do not decide it", () => {
  test.each([
    ["day and year with their full stops (Croatian form): October", "13. listopada 2014.", "2014-10-13"],
    ["the nominative, in capitals, the same", "13. LISTOPAD 2014.", "2014-10-13"],
    ["no full stop after the year: November, as Polish and Czech read it", "13. listopada 2014", "2014-11-13"],
    ["the Polish form with its year word: November", "13 listopada 2014 r.", "2014-11-13"],
    ["no full stop after the day: not the Croatian form", "13 listopada 2014.", "2014-11-13"],
  ])("%s", (_name, printed, iso) => {
    const [date] = findDates(printed, { order: "day-first", languages: ["en"] });
    expect(date).toMatchObject({ iso, ambiguous: true });
  });

  test("the sheet's own language still decides first (Polish: November, sure)", () => {
    expect(findDates("13. listopada 2014.", { order: "day-first", languages: ["pl"] })[0]).toMatchObject({ iso: "2014-11-13", ambiguous: false });
  });

  test("an English sheet dated in the Croatian form reads October, not sure", () => {
    const parsed = parseSds(sheet(ENGLISH_SHEET_WITH("Date of issue    : 13. listopada 2014.")));
    expect(parsed.document_language).toBe("en");
    expect(parsed.revision_date).toBe("2014-10-13");
    expect(parsed.evidence.revision_date?.confidence).toBeLessThanOrEqual(0.85);
  });

  test("an English sheet dated without the year's full stop stays November, not sure", () => {
    const parsed = parseSds(sheet(ENGLISH_SHEET_WITH("Date of issue    : 13 listopada 2014")));
    expect(parsed.revision_date).toBe("2014-11-13");
    expect(parsed.evidence.revision_date?.confidence).toBeLessThanOrEqual(0.85);
  });
});

describe("a date printed once per language is one date", () => {
  // OSHA Form 174: "Date Prepared" over an address line of the neighbouring column, the date two lines below.
  test.each([
    ["labels and dates joined by a slash", ["Date Prepared / Date d'établissement", "Guangzhou Middle Avenue, Guang Zhou", "3 January 2018 / 03.01.2018"]],
    ["side by side", ["Erstellungsdatum    Date d'établissement", "Guangzhou Middle Avenue, Guang Zhou", "3.1.2018    03.01.2018"]],
    ["three languages", ["Erstellt am / Établi le / Data di redazione", "Guangzhou Middle Avenue, Guang Zhou", "03.01.2018 / 3 janvier 2018 / 3 gennaio 2018"]],
  ])("%s", (_name, lines) => {
    expect(findRevisionDate(lines, "day-first")?.value).toBe("2018-01-03");
  });
  test("two different dates there are not one", () => {
    expect(findRevisionDate(["Date Prepared / Date d'établissement", "Guangzhou Middle Avenue, Guang Zhou", "3 January 2018 / 04.01.2018"], "day-first")).toBeNull();
  });
});

describe("a qualified state label joined with its translation", () => {
  test.each([
    ["two languages", "APPEARANCE (Physical State) and COLOR / ASPECT (Physical State) and COLOR: This product is a clear liquid. / This product is a clear liquide.", "liquid"],
    ["three languages", "Appearance and colour / Aspect et couleur / Aspetto e colore: White powder / Poudre blanche / Polvere bianca", "solid"],
  ])("%s", (_name, line, state) => {
    expect(findPhysicalState([line])?.value).toBe(state);
  });
  test("a sentence that opens with the label and has its colon far on is still no label", () => {
    expect(findPhysicalState(["Appearance of the product may change over time in storage and with the temperature of the room it stands in / see note: liquid"])).toBeNull();
  });
});

describe("a form's header cell with its translation heads its column", () => {
  const row = "Golden Power Electronic Co.,Ltd.    (8620) 5555 6440 / 5555 6441";
  const fax = ["Address (Number, Street, City, State, and ZIP Code) Fax Number / Adresse    Télécopieur", "(8620) 5555 6554"];
  test.each([
    ["a slash", "Manufacturer's Name / Nom du fabricant    Telephone Number / Téléphone"],
    ["three languages", "Manufacturer's Name    Telefon / Téléphone / Telefono"],
  ])("%s", (_name, header) => {
    expect(findSupplierPhone([header, row, ...fax], 1)?.value).toBe("(8620) 5555 6440");
  });
});

describe("labels side by side, each with its colon, over their value", () => {
  test.each([
    ["two languages", ["Flash Point:    Point d'éclair:", "165 F (Tag Closed Cup)", "74 C (Tag Closed Cup)"]],
    ["three languages", ["Flammpunkt:    Point d'éclair:    Punto di infiammabilità:", "165 F (Tag Closed Cup)"]],
  ])("%s", (_name, lines) => {
    expect(findFlashPoint(lines)?.value).toBe("165 F");
  });
  test("a value after the second label stays that label's", () => {
    expect(findFlashPoint(["Flash Point:    Point d'éclair: 74 °C", "Boiling point: 180 °C"])?.value).toBe("74 °C");
  });
});

describe("a heading between rules of dashes, with its translation", () => {
  const line = "------ABSCHNITT 8: BEGRENZUNG UND ÜBERWACHUNG DER EXPOSITION/PERSÖNLICHE SCHUTZAUSRÜSTUNGEN ------ / ------RUBRIQUE 8: CONTRÔLES DE L'EXPOSITION/PROTECTION INDIVIDUELLE ------";
  test("the first language's part is the heading", () => {
    expect(firstLanguageHeading(line).trim()).toBe("------ABSCHNITT 8: BEGRENZUNG UND ÜBERWACHUNG DER EXPOSITION/PERSÖNLICHE SCHUTZAUSRÜSTUNGEN ------");
  });
  test("a sheet of such headings has its sections", () => {
    const heading = (n: number, de: string, fr: string) => `------ABSCHNITT ${n}: ${de} ------ / ------RUBRIQUE ${n}: ${fr} ------`;
    const parsed = parseSds(sheet([
      heading(1, "BEZEICHNUNG DES STOFFS BZW. DES GEMISCHS UND DES UNTERNEHMENS", "IDENTIFICATION DE LA SUBSTANCE/DU MÉLANGE ET DE LA SOCIÉTÉ/L'ENTREPRISE"),
      "HANDELSNAME / NOM DU PRODUIT: ACME HAND PADS 5440",
      heading(2, "MÖGLICHE GEFAHREN", "IDENTIFICATION DES DANGERS"),
      "NICHT EINGESTUFT / NON CLASSÉ",
      heading(3, "ZUSAMMENSETZUNG/ANGABEN ZU BESTANDTEILEN", "COMPOSITION/INFORMATIONS SUR LES COMPOSANTS"),
      "ALUMINIUMOXID 1344-28-1 10-30",
      heading(8, "BEGRENZUNG UND ÜBERWACHUNG DER EXPOSITION/PERSÖNLICHE SCHUTZAUSRÜSTUNGEN", "CONTRÔLES DE L'EXPOSITION/PROTECTION INDIVIDUELLE"),
      "SCHUTZHANDSCHUHE TRAGEN.",
    ]));
    expect(parsed.sections.map((section) => section.number)).toEqual([1, 2, 3, 8]);
  });
});

describe("a heading numbered by a Roman numeral in title case, with its translation", () => {
  test("the first language's part is the heading", () => {
    const line = "Abschnitt Viii    ► Begrenzung und Überwachung der Exposition/Persönliche Schutzausrüstungen / Rubrique Viii    ► Contrôles de l'exposition/protection individuelle";
    expect(firstLanguageHeading(line)).toBe("Abschnitt Viii    ► Begrenzung und Überwachung der Exposition/Persönliche Schutzausrüstungen");
  });
  test("a word in title case is no numeral ('Vi' of a name)", () => {
    expect(firstLanguageHeading("Vitamin E acetate / Vi 3 acetate")).toBe("Vitamin E acetate / Vi 3 acetate");
  });
});

describe("a product label side by side with two translations, its value after the last", () => {
  const SHEET = (label: string, below: string) => sheet([
    "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens",
    `${label}    Solid Odor Absorber - eucalyptus`,
    below,
    "Use: Air Freshener",
    "ABSCHNITT 2: Mögliche Gefahren",
    "Signalwort: Gefahr",
    "ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen",
  ]);
  test.each([
    ["three labels, a label with its value below", "Handelsname    Nom du produit    Nome commerciale:", "Item #: 73562"],
    ["three labels, the name's wrapped end below", "Handelsname    Nom du produit    Nome commerciale:", "STARTER KIT"],
    ["the colon apart", "Handelsname    Nom du produit    Nome commerciale    :", "Item #: 73562"],
  ])("%s", (_name, label, below) => {
    expect(parseSds(SHEET(label, below)).product_name).toBe("Solid Odor Absorber - eucalyptus");
  });
});
