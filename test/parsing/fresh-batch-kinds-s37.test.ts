/**
 * Kinds session 37's fresh blind batch showed (43 sheets, `test/fixtures/fresh-batch-s37/`), each in several languages:
 * a date label's value in eight digits without separators ("Data di revisione 08182015", "Revision date: 20150818":
 * none was read); a label whose value is the name's own label ("Identificazione della sostanza: Denominazione: X": no
 * name); a printer supply's part number after the name ("… Printer Numero della parte 006R04356, …" ran into the
 * name); the older Directive's 1.1 in Swedish ("Namnet på ämnet/beredningen"); the supplier's name before the next
 * field's label in capitals ("SOCIETE : Harbour MFLS ADRESSE : Z.A. …": none).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const parse = (lines: string[]) => parseSds(sheet(["SAFETY DATA SHEET", ...lines, "2. HAZARDS IDENTIFICATION", "Not classified."]));

describe("eight digits after a date label", () => {
  test.each([
    ["Data di revisione 08182015", "2015-08-18"],
    ["Revision date: 20150818", "2015-08-18"],
    ["Überarbeitet am: 18082015", "2015-08-18"],
    ["Fecha de revisión: 20191231", "2019-12-31"],
  ])("%s", (line, iso) => {
    expect(parse(["1. IDENTIFICATION", "Product name: Harbour Toner", line, "1.3 Supplier: Harbour Ltd"]).revision_date).toBe(iso);
  });

  test("eight digits that are no date, or not after a date label, are not read", () => {
    expect(parse(["1. IDENTIFICATION", "Product name: Harbour Toner", "Revision date: 12345678", "1.3 Supplier: Harbour Ltd"]).revision_date).toBeNull();
    expect(parse(["1. IDENTIFICATION", "Product name: Harbour Toner", "Product code: 20150818", "1.3 Supplier: Harbour Ltd"]).revision_date).toBeNull();
  });
});

describe("a label whose value is the name's own label with its colon", () => {
  test.each([
    ["1.1. Identificatore del prodotto Identificazione della sostanza: Denominazione: HARBOUR CLORO 56%", "HARBOUR CLORO 56%"],
    ["1.1. Identificateur de produit Identification de la substance : Dénomination : HARBOUR CHLORE 56%", "HARBOUR CHLORE 56%"],
  ])("%s", (line, name) => {
    expect(parse(["1. IDENTIFICATION", line, "1.3 Supplier: Harbour Ltd"]).product_name).toBe(name);
  });
});

describe("a part number after the name", () => {
  test.each([
    ["Denominazione del Prodotto Toner per Harbour C310 Color Printer Numero della parte 006R04356, 006R04357", "Toner per Harbour C310 Color Printer"],
    ["Product name Toner for Harbour C310 Color Printer Part number 006R04356, 006R04357", "Toner for Harbour C310 Color Printer"],
    ["Produktname Toner für Harbour C310 Farbdrucker Teilenummer 006R04356, 006R04357", "Toner für Harbour C310 Farbdrucker"],
  ])("%s", (line, name) => {
    expect(parse(["1. IDENTIFICATION", "1.1 Product identifier", line, "1.3 Supplier: Harbour Ltd"]).product_name).toBe(name);
  });
});

describe("the older Directive's 1.1 in Swedish", () => {
  test("'Namnet på ämnet/beredningen' names the product; the title's 'OCH BOLAGET/FÖRETAGET' is no name", () => {
    const parsed = parse([
      "1. NAMNET PÅ ÄMNET/BEREDNINGEN OCH BOLAGET/FÖRETAGET", "1.1 Namnet på ämnet/beredningen: Harbourgard flerfunktionsfett",
      "1.2 Användning av ämnet/beredningen", "Smörjfett", "1.3 Leverantör: Harbour Smörjmedel AB",
    ]);
    expect(parsed.product_name).toBe("Harbourgard flerfunktionsfett");
  });
});

describe("the supplier's name before the next field's label in capitals", () => {
  test.each([
    ["Distributeur : SOCIETE : Harbour MFLS ADRESSE : Z.A. Le Chanasson 42110 EPERCIEUX ST PAUL", "Harbour MFLS"],
    ["Lieferant: Harbour Chemie GmbH ANSCHRIFT: Hafenweg 5, 20457 Hamburg", "Harbour Chemie GmbH"],
  ])("%s", (line, name) => {
    expect(parse(["1. IDENTIFICATION", "Product name: Harbour Bati", line]).manufacturer).toBe(name);
  });

  test("'Name and address:' stays a label before the name", () => {
    expect(parse(["1. IDENTIFICATION", "Product name: Harbour Bati", "1.3 Details of the supplier of the safety data sheet", "Name and address: Harbour Ltd, 5 Dock Road, Hull"]).manufacturer).toBe("Harbour Ltd");
  });
});

describe("a version's first day in the Nordic languages (the second round of the batch)", () => {
  test.each([
    ["Giltig fr.o.m.: 2008-05-19", "2008-05-19"],
    ["Gyldig fra: 19.05.2008", "2008-05-19"],
    ["Gælder fra: 19-05-2008", "2008-05-19"],
  ])("%s, the only date, at the sheet's end", (line, iso) => {
    expect(parse(["1. NAMNET PÅ PRODUKTEN OCH FÖRETAGET", "Produktnamn", "Harbour Avkalkningsmedel", "Producent", "HARBOUR CHEMICAL AB",
      "2. FARLIGA EGENSKAPER", "Inga.", "Version nr: 2008-1", line]).revision_date).toBe(iso);
  });
});

describe("a document's title with some of its accents lost is no name", () => {
  test.each([["Fiche de securité"], ["FICHA DE SEGURANCA"], ["Fiche de données de securite"]])("'%s'", (title) => {
    const parsed = parseSds(sheet([
      title, "FICHE DE DONNEES DE SECURITE", 'HARBOUR RATICIDE " TURBO "', "Selon Directive 91/155 CEE et Arrêté du 05 Janvier 1993",
      "01 - IDENTIFICATION DU PRODUIT CHIMIQUE ET DU RESPONSABLE DE LA MISE SUR LE MARCHE :", "BROMADIOLONE : appâts avoine à 50 mg/kg (0,005%)",
      "Fabriqué par Laboratoire HARBOUR", "02 - COMPOSITION", "Bromadiolone 0,005 %",
    ]));
    expect(parsed.product_name).toBe('HARBOUR RATICIDE " TURBO "');
  });
});
