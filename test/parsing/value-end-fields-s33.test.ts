/**
 * Session 33, fresh batches: a field after the name on its line ate the name's last words ("Harbour Glue Pack size:
 * 500 ml" was "Harbour": the size label took up to two words before it, whatever they were), and a pointer to another
 * section stayed in the name ("One Step Cleanser Refer to Section 3 for REACH registration numbers", at 0.95).
 * Invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const body = (nameLine: string) => [
  "SAFETY DATA SHEET",
  "Revision date: 2018-10-22",
  "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
  nameLine,
  "1.2 Relevant identified uses of the substance or mixture and uses advised against",
  "Cleaner.",
  "1.3 Details of the supplier of the safety data sheet",
  "Harbour Chemicals Ltd",
  "SECTION 2: Hazards identification",
];

describe("a number, size or date field after the name takes only its own words", () => {
  test.each([
    "Harbour Glue Pack size: 500 ml", "Harbour Glue Container size: 500 ml", "Harbour Glue Date Prepared: 01/02/2023",
    "Harbour Glue Lot Number: 1234", "Harbour Glue Print Date: 01/02/2023", "Harbour Glue Cat. No.: 1234",
  ])("%s", (value) => {
    expect(parseSds(sheet(body(`Product name: ${value}`))).product_name).toBe("Harbour Glue");
  });

  test("a name ending in a number keeps it", () => {
    expect(parseSds(sheet(body("Product name: Harbour Rinse 40 Item #: 1234"))).product_name).toBe("Harbour Rinse 40");
  });
});

describe("a pointer to another section ends the name", () => {
  test.each([
    ["Product identifier: One Step Cleanser Refer to Section 3 for REACH registration numbers", "One Step Cleanser"],
    ["Handelsname: Harbour Kleber siehe Abschnitt 3", "Harbour Kleber"],
    ["Nom du produit : Colle Port (voir rubrique 15)", "Colle Port"],
    ["Nombre comercial: Pegamento Puerto ver sección 3", "Pegamento Puerto"],
    ["Nome commerciale: Colla Porto vedere sezione 3", "Colla Porto"],
  ])("%s", (line, name) => {
    expect(parseSds(sheet(body(line))).product_name).toBe(name);
  });
});

describe("other fields after the name in the languages (session 33, second round)", () => {
  test.each([
    "Versión: 6", "Versione: 6", "Versie: 6", "Versão: 6", "Wersja: 6", "Verze: 6", "Változat: 6", "Versiune: 6", "Verzija: 6",
    "Număr articol: 136", "Cod articol: 136", "Synonym(s): Orthophosphoric Acid", "Artigo-No.: 007003", "Article-No.: 007003",
    "INCI Name: Prunus Amygdalus Dulcis Oil",
  ])("%s", (field) => {
    expect(parseSds(sheet(body(`Product name: Harbour Oil 46 ${field}`))).product_name).toBe("Harbour Oil 46");
  });

  test("a hyphen before another noun is the name's own ('Multi-Use')", () => {
    expect(parseSds(sheet(body("Product name: Harbour Multi-Use Cleaner"))).product_name).toBe("Harbour Multi-Use Cleaner");
  });
});

describe("1.1's other fields after the name: chemical characterization, pure substance or mixture, numbers", () => {
  test.each([
    "Caratterizzazione chimica : Acido etilendiamminotetraacetico", "Tipologia chimica: Etanolo", "Chemische Charakterisierung: Gemisch",
    "Substance pure/mélange : Mélange", "Pure substance/mixture: Mixture", "Reinstoff/Gemisch: Gemisch", "Čistá látka/zmes: Zmes",
    "Produktregistreringsnummer: 123", "Identifikační číslo výrobce: 01242",
  ])("%s", (field) => {
    expect(parseSds(sheet(body(`Product name: Harbour Oil 46 ${field}`))).product_name).toBe("Harbour Oil 46");
  });
});

describe("the company's name label in ro, cs, sk, hu, hr", () => {
  test.each(["Denumirea companiei", "Název společnosti", "Názov spoločnosti", "A cég neve", "Naziv tvrtke"])("%s one space before the company", (label) => {
    const parsed = parseSds(sheet([
      "SAFETY DATA SHEET",
      "SECTION 1: Identification",
      "Product name: Harbour Oil 46",
      "1.3 Details of the supplier of the safety data sheet",
      `${label} Harbour Chimie SRL`,
      "Str. Portului 4, Constanța",
      "SECTION 2: Hazards identification",
    ]));
    expect(parsed.manufacturer).toBe("Harbour Chimie SRL");
  });
});

describe("third round: a reference number, an index number without its accent, a next field's 'N/A'", () => {
  test.each([
    ["Product name: Harbour Ink 2400 Número de referência 106R02269", "Harbour Ink 2400"],
    ["Product name: Harbour Grease LP (NLGI 2) Número de indice : N/A", "Harbour Grease LP (NLGI 2)"],
    ["Product name: Harbour Ink 2400 Reference number: 106R02269", "Harbour Ink 2400"],
    ["Product name: Harbour Series N/A", "Harbour Series"],
  ])("%s", (line, name) => {
    expect(parseSds(sheet(body(line))).product_name).toBe(name);
  });
});
