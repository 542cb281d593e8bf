/**
 * Key fields the metamorphic probes still missed on tune sheets (session 19), each kind written as a synthetic
 * sheet or line in the languages involved (not copied from any document).
 */
import { describe, expect, test } from "bun:test";
import { findCompanyBeforeAddress } from "../../src/modules/parsing/contact-company.ts";
import { findSignalWordFinding } from "../../src/modules/parsing/signal-word.ts";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SignalWord } from "../../src/modules/parsing/types.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

describe("the company named with its address after a label printed another way", () => {
  test.each([
    ["en bullet", "• Location: Harbour Products Limited, 25 Pickering Place, Ottawa, Ontario, K1G 5P4 – 613-555-0100", "Harbour Products Limited"],
    ["en dash bullet", "- Location: Harbour Products Limited, 25 Pickering Place, Ottawa, Ontario, K1G 5P4", "Harbour Products Limited"],
    ["en dot leaders", "Location .............. Harbour Products Limited, 25 Pickering Place, Ottawa, Ontario, K1G 5P4", "Harbour Products Limited"],
    ["en dot leaders and colon", "Location ........: Harbour Products Limited, 25 Pickering Place, Ottawa, Ontario, K1G 5P4", "Harbour Products Limited"],
    ["en gap, no colon", "Location          Harbour Products Limited, 25 Pickering Place, Ottawa, Ontario, K1G 5P4", "Harbour Products Limited"],
    ["fr dot leaders", "Lieu .............. Les Produits Harbour Limitée, 25 pl. Pickering, Ottawa, Ontario K1G 5P4 – 613-555-0100", "Les Produits Harbour Limitée"],
    ["fr gap, no colon", "Lieu          Les Produits Harbour Limitée, 25 pl. Pickering, Ottawa, Ontario K1G 5P4 – 613-555-0100", "Les Produits Harbour Limitée"],
    ["de bullet", "• Anschrift: Nordchemie GmbH, Hafenstraße 12, D-20457 Hamburg", "Nordchemie GmbH"],
  ])("%s", (_case, line, company) => {
    const found = findCompanyBeforeAddress(["Prepared by: J. Smith", line]);
    expect(found?.value).toBe(company);
    expect(found!.confidence).toBeLessThan(0.5);
  });

  test("a name followed by a gap and its street keeps its name (no label before it)", () => {
    expect(findCompanyBeforeAddress(["Harbour Products Limited    25 Pickering Place, Ottawa, Ontario, K1G 5P4"])?.value).toBe("Harbour Products Limited");
  });
});

describe("sub-sections numbered '1-1'", () => {
  const sheetOf = (lines: string[]) => parseSds(sheet([...lines, ...SECTIONS_2_TO_4]));
  test.each([
    ["en label and value", ["SAFETY DATA SHEET", "1. IDENTIFICATION", "1-1 TRADE NAME (AS LABELED):    Harbour Floor Concentrate", "1-2 RELEVANT IDENTIFIED USES: Floor cleaner", "1-3 SUPPLIER: Harbour Products Inc."], "Harbour Floor Concentrate", "Harbour Products Inc."],
    ["en value below", ["SAFETY DATA SHEET", "SECTION 1: Identification", "1-1 Product identifier", "Product name", "HARBOUR KEY FLAVOUR", "1-2 Relevant identified uses", "Flavour", "1-3 Details of the supplier of the safety data sheet", "Company: Harbour Aromas SA"], "HARBOUR KEY FLAVOUR", "Harbour Aromas SA"],
    ["fr", ["FICHE DE DONNÉES DE SÉCURITÉ", "RUBRIQUE 1: Identification", "1-1 Nom du produit : Harbour Nettoyant", "1-2 Utilisation : Nettoyant pour sols", "1-3 Fournisseur : Harbour Produits SAS"], "Harbour Nettoyant", "Harbour Produits SAS"],
  ])("%s", (_case, lines, product, company) => {
    const parsed = sheetOf(lines);
    expect(parsed.product_name).toBe(product);
    expect(parsed.manufacturer).toBe(company);
  });

  test("a street number with a dash at a line's start is no sub-section (no run of 1, 2, 3)", () => {
    const parsed = sheetOf(["SAFETY DATA SHEET", "1. IDENTIFICATION", "1.1 Product name: Harbour Toner", "1.3 Supplier: Harbour Industries, Ltd.", "15-1 Naeshiro-cho, Mizuho-ku, Nagoya 467-8561, Japan"]);
    expect(parsed.supplier_address).toContain("15-1 Naeshiro-cho");
  });
});

describe("a date's day, month and year fields after dot leaders", () => {
  test.each([
    ["fr", ["Date de préparation de la fiche de données de sécurité du produit:", "Jour .............. 04", "Mois .............. Mars", "Année .............. 2015"], "2015-03-04"],
    ["fr, leaders and colon", ["Date de préparation de la fiche:", "Jour ......: 04", "Mois: Mars", "Année: 2015"], "2015-03-04"],
    ["en", ["Revision date:", "Day ....... 12   Month ....... 07   Year ....... 2019"], "2019-07-12"],
    ["de", ["Überarbeitet am:", "Tag … 3   Monat … Mai   Jahr … 2020"], "2020-05-03"],
  ])("%s", (_case, lines, iso) => {
    expect(findRevisionDate(lines, "day-first")?.value).toBe(iso);
  });
});

describe("a month's name in capitals with its accent as a combining mark (el)", () => {
  test.each([
    ["genitive, tonos on the diaeresis", "Ημερομηνία αναθεώρησης: 12 ΜΑ\u03AA\u0301ΟΥ 2021", "2021-05-12"],
    ["combining tonos on a vowel", "Ημερομηνία αναθεώρησης: 3 ΦΕΒΡΟΥΑ\u0301ΡΙΟΥ 2020", "2020-02-03"],
  ])("%s", (_case, line, iso) => {
    expect(findRevisionDate([line], "day-first")?.value).toBe(iso);
  });
});

describe("a hazard-statements label whose last word is a signal word's namesake is no word", () => {
  // bg "Предупреждения за опасност" (hazard statements): "опасност" is also how label software prints Danger.
  test.each([
    ["bg, word alone under the pictograms", ["2.2 Елементи на етикета", "Пиктограми за опасност    :", "GHS07", "ВНИМАНИЕ", "Предупреждения за опасност    : H317    Може да причини алергична кожна реакция."], "WARNING"],
    ["bg, word on its label's line", ["2.2 Елементи на етикета", "Сигнална дума    : Внимание", "Предупреждения за опасност    : H317    Може да причини алергична кожна реакция."], "WARNING"],
    ["bg, word after the pictograms' label", ["2.2 Елементи на етикета", "Пиктограми за опасност    : GHS07", "Внимание", "Предупреждение за опасност: H319"], "WARNING"],
  ])("%s", (_case, lines, word) => {
    expect(findSignalWordFinding(lines)?.word).toBe(word as SignalWord);
  });

  test("a word printed just before the first hazard code is still read", () => {
    expect(findSignalWordFinding(["2.2 Елементи на етикета", "GHS07 Внимание: H317 Може да причини алергична кожна реакция."])?.word).toBe("WARNING");
  });
});

describe("a bilingual sub-section heading that repeats its number after the slash", () => {
  const productUnder = (heading: string) => parseSds(sheet([
    "Safety Data Sheet", "1 IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND OF THE COMPANY/UNDERTAKING", heading, "552969 T", "HARBOUR KEY FLAVOUR",
    "1.2 Relevant identified uses of the substance or mixture and uses advised against", "Ingredient for use in flavours.",
    "1.3 Details of the supplier of the safety data sheet", "Harbour Aromas S.A.S", ...SECTIONS_2_TO_4,
  ])).product_name;
  test.each([
    ["en/fr", "1.1 Product identifier / 1.1 Identificateur de produit"],
    ["en/es", "1.1. Product identifier / 1.1. Identificador del producto"],
    ["de/fr", "1.1 Produktidentifikator | 1.1 Identificateur de produit"],
  ])("%s", (_case, heading) => {
    expect(productUnder(heading)).toBe("HARBOUR KEY FLAVOUR");
  });
});

describe("section 1's heading in a second language on the line below (alternate lines)", () => {
  test.each([
    ["en/fr", "Rubrique 1.    Identification de la substance/du mélange et de la société/l'entreprise"],
    ["en/es", "Sección 1.    Identificación de la sustancia o la mezcla y de la sociedad o la empresa"],
    ["en/de", "Abschnitt 1:    Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens"],
  ])("%s", (_case, translated) => {
    const parsed = parseSds(sheet([
      "MATERIAL SAFETY DATA SHEET", "Manufacturer:    HARBOUR ESSENCES LTD.", "Section1.    Chemical Identification", translated,
      "CITRONELLAL 85/90%", "Product Number: C:A52307P", ...SECTIONS_2_TO_4,
    ]));
    expect(parsed.product_name).toBe("CITRONELLAL 85/90%");
  });
});

describe("the supplier heading in a second language on the line below (alternate lines)", () => {
  test.each([
    ["en/fr", "Renseignements concernant le fournisseur de la fiche de données de sécurité"],
    ["en/es", "Datos del proveedor de la ficha de datos de seguridad"],
    ["en/de", "Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt"],
  ])("%s", (_case, translated) => {
    const parsed = parseSds(sheet([
      "SAFETY DATA SHEET", "Section 1: Identification", "Trade name    HARBOUR FLAVOR", "Details of the supplier of the safety data sheet", translated,
      "Harbour Foods Inc.", "700 Dock Road", "Purchase, New York 10577 USA", ...SECTIONS_2_TO_4,
    ]));
    expect(parsed.manufacturer).toBe("Harbour Foods Inc.");
  });
});
