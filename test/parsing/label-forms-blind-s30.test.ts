/**
 * Forms met on session 30's blind batch of real sheets (34, not English, labelled before the parser ran on them),
 * rebuilt with invented names: 1.1's "identification of product" without its article ("Identificación de producto",
 * "Identification de produit", "Identificação de produto"), a French authoring service's company label ("Nom
 * commercial de l'entreprise"), and two parties lettered "A - " and "B - ".
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { productOf, SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

describe("1.1's 'identification of product' without the article", () => {
  test.each([
    ["es", "Sección 1. Identificación de la sustancia química peligrosa o mezcla", "1.1 Identificación de producto: Detergente Harbour limón."],
    ["fr", "RUBRIQUE 1: Identification du mélange et de la société", "1.1 Identification de produit : Detergent Harbour citron."],
    ["pt", "1. IDENTIFICAÇÃO DO PRODUTO E DA EMPRESA", "1.1 Identificação de produto: Detergente Harbour limão."],
  ])("%s", (_language, heading, line) => {
    const found = productOf([heading, line, "1.2 Uso: Limpieza"]);
    expect(found.value).toMatch(/^Deter/);
    expect(found.confidence).toBeGreaterThanOrEqual(0.85);
  });
});

test("fr: the company one space after 'Nom commercial de l'entreprise'", () => {
  const parsed = parseSds(sheet([
    "SECTION 1 IDENTIFICATION DE LA SUBSTANCE/DU MÉLANGE ET DE LA SOCIÉTÉ/L’ENTREPRISE",
    "Nom du produit    Harbour Marker Ink",
    "1.3. Renseignements concernant le fournisseur de la fiche de données de sécurité",
    "Nom commercial de l'entreprise Harbour Office Supplies",
    "Adresse    12 rue du Port 59000 Lille France",
    "Courriel    fds@harbour.example",
    ...SECTIONS_2_TO_4,
  ]));
  expect(parsed.product_name).toBe("Harbour Marker Ink");
  expect(parsed.manufacturer).toBe("Harbour Office Supplies");
});

describe("two parties lettered A and B (a supplier and the maker, each with its address)", () => {
  test.each([
    ["es", "1.3. Datos del proveedor de la ficha de datos de seguridad", "Proveedor    A - HARBOUR ESPAÑA SAU", "B - HARBOUR LUBRIFIANTS", "HARBOUR ESPAÑA SAU"],
    ["fr", "1.3. Renseignements concernant le fournisseur de la fiche de données de sécurité", "Fournisseur    A - HARBOUR FRANCE SAS", "B - HARBOUR LUBRIFIANTS", "HARBOUR FRANCE SAS"],
    ["en", "1.3. Details of the supplier of the safety data sheet", "Supplier    A – HARBOUR UK LTD", "B – HARBOUR LUBRICANTS", "HARBOUR UK LTD"],
  ])("%s: the first party without its letter", (_language, heading, first, second, expected) => {
    const parsed = parseSds(sheet([
      "SAFETY DATA SHEET", "SECTION 1: Identification", "Product name    HARBOUR COOLANT -37°C", heading,
      first, "Ribera del Puerto 46.", "28042 MADRID", "Tel: +34 91 700 00 00", second, "12 Avenue du Port", "92029 Nanterre Cedex", "FRANCE",
      ...SECTIONS_2_TO_4,
    ]));
    expect(parsed.manufacturer).toBe(expected);
  });

  test("a company whose name starts with a letter and a dash keeps it where no second party is lettered", () => {
    const parsed = parseSds(sheet([
      "SAFETY DATA SHEET", "SECTION 1: Identification", "Product name    HARBOUR COOLANT", "Supplier    A - Z Harbour Supplies Ltd", "1 Dock Road, Hull", ...SECTIONS_2_TO_4,
    ]));
    expect(parsed.manufacturer).toBe("A - Z Harbour Supplies Ltd");
  });
});
