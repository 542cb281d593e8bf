/**
 * Section 1's product identifier (session 27): a value made only of the words any product is called by and the words
 * joining them ("DE LA PRÉPARATION", the rest of "1.1 IDENTIFICATION DE LA SUBSTANCE OU DE LA PRÉPARATION" after a
 * shorter label) is no name; a code row's label in Danish/Norwegian form ("Kode") is a label, not the name.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { isGenericProductWords } from "../../src/modules/parsing/product-generic-words.ts";
import { sheet } from "../helpers/sds-text.ts";

describe("only the words any product is called by: no name", () => {
  for (const value of ["DE LA PRÉPARATION", "Numéro de la préparation", "Product code", "of the mixture", "Gemisch", "Substance / Mixture", "des Stoffs oder des Gemischs", "della miscela", "do produto químico", "substancji lub mieszaniny"]) {
    test(value, () => expect(isGenericProductWords(value)).toBe(true));
  }
  for (const value of ["Preparation H", "Gemisch 40", "Mixture of acids", "Harbour Product Cleaner", "Le Produit Rouge", "of the", "de la"]) {
    test(`${value}: a name (or no product word at all)`, () => expect(isGenericProductWords(value)).toBe(false));
  }
});

describe("through the parser", () => {
  const older = (heading: string, label: string) => [
    "Harbour Paint Stripper",
    "1. Identification de la substance/préparation et de la société/entreprise",
    heading,
    label,
    "Harbour Paint Stripper : Numéro de la préparation",
    "04.2117.0100 : 1.2 UTILISATION DE LA SUBSTANCE OU DE LA PRÉPARATION",
    "Décapant.",
    "1.3 IDENTIFICATION DE LA SOCIÉTÉ PRODUCTRICE",
    "Harbour Coatings NV",
    "2. Identification des dangers",
  ];
  test("the 1.1 heading's tail after a shorter label is not taken (fr)", () => {
    const parsed = parseSds(sheet(older("1.1 IDENTIFICATION DE LA SUBSTANCE OU DE LA PRÉPARATION", "Nom de la préparation")));
    expect(parsed.product_name).not.toBe("DE LA PRÉPARATION");
    expect(parsed.product_name).toBe("Harbour Paint Stripper");
  });

  test("a code row headed 'Kode' above the name's row", () => {
    const parsed = parseSds(sheet([
      "Sicherheitsdatenblatt", "ABSCHNITT 1. Bezeichnung des Stoffs beziehungsweise des Gemischs und des Unternehmens", "1.1. Produktidentifikator",
      "Kode    HARBOUR REAG", "Bezeichnung    Harbour Reagent", "1.2. Relevante identifizierte Verwendungen", "Verwendung    Bestimmung von Ammoniak.",
      "1.3. Einzelheiten zum Lieferanten", "Firmenname    Harbour Instruments S.R.L.", "ABSCHNITT 2. Mögliche Gefahren", "Signalwort Achtung",
      "H319 Verursacht schwere Augenreizung.", "ABSCHNITT 3. Zusammensetzung/Angaben zu Bestandteilen",
    ]));
    expect(parsed.product_name).toBe("Harbour Reagent");
  });
});
