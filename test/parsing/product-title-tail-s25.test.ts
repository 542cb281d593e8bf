/**
 * Session 25: a product read with the document's title run on after it ("Product name: READY-MIXED CONCRETE DATA
 * SHEET", a title line beside the name's cell) was given whole at 0.85. No name ends in the name of the document it is
 * printed on: the title is cut off, at most 0.8. "SDS" and "MSDS" are cut only after a spaced dash, bar or colon:
 * "SDS" is also a chemical (sodium dodecyl sulfate: "Tris-Glycine SDS"). Through the real parser; invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { productOf } from "../helpers/sds-text.ts";

const read = (label: string, value: string, heading = "1. IDENTIFICATION") => productOf(["SAFETY DATA SHEET", heading, `${label} ${value}`]);

describe("a document title after the name is cut off", () => {
  test.each([
    ["en", "Product name:", "WETMIX MORTAR DATA SHEET", "WETMIX MORTAR"],
    ["en", "Product name:", "Harbour Rinse 40 - Material Safety Data Sheet", "Harbour Rinse 40"],
    ["en", "Trade name:", "Harbour Rinse 40 - SDS", "Harbour Rinse 40"],
    ["de", "Handelsname:", "Harbour Rinse 40 – Sicherheitsdatenblatt", "Harbour Rinse 40"],
    ["fr", "Nom du produit :", "Harbour Rinse 40 Fiche de données de sécurité", "Harbour Rinse 40"],
    ["es", "Nombre del producto:", "Harbour Rinse 40 | Ficha de datos de seguridad", "Harbour Rinse 40"],
    ["pl", "Nazwa handlowa:", "Harbour Rinse 40 Karta charakterystyki", "Harbour Rinse 40"],
    // Session 26: the title's acronym in brackets after it, and the national standards' longer titles (NCh 2245, NBR 14725).
    ["en", "Product name:", "Harbour Rinse 40 Safety Data Sheet (SDS)", "Harbour Rinse 40"],
    ["es", "Nombre del producto:", "HARBOUR RINSE 40 HOJA DE DATOS DE SEGURIDAD (HDS)", "HARBOUR RINSE 40"],
    ["es", "Nombre del producto:", "Harbour Rinse 40 Hoja de datos de seguridad de productos químicos (HDS)", "Harbour Rinse 40"],
    ["es", "Nombre del producto:", "Harbour Rinse 40 - Hoja de datos de seguridad para productos químicos", "Harbour Rinse 40"],
    ["pt", "Nome do produto:", "Harbour Rinse 40 - Ficha de Informações de Segurança de Produto Químico (FISPQ)", "Harbour Rinse 40"],
    ["fr", "Nom du produit :", "Harbour Rinse 40 Fiche de données de sécurité (FDS)", "Harbour Rinse 40"],
  ])("%s %s %s", (_language, label, value, name) => {
    const found = read(label, value);
    expect(found.value).toBe(name);
    expect(found.confidence).toBeLessThanOrEqual(0.8);
  });
});

describe("names the cut leaves alone", () => {
  test.each([
    ["a title inside the name", "Binder Clips for Data Sheets 40", "Binder Clips for Data Sheets 40"],
    ["a name without a title", "Harbour Rinse 40", "Harbour Rinse 40"],
    ["SDS the chemical (sodium dodecyl sulfate), after a space", "Novex Tris-Glycine SDS", "Novex Tris-Glycine SDS"],
    ["SDS the chemical, after a slash", "Tris/Glycine/SDS", "Tris/Glycine/SDS"],
    ["SDS the chemical, after a strength", "10% SDS", "10% SDS"],
    ["a bracketed acronym that follows no title", "Harbour Rinse (HR)", "Harbour Rinse (HR)"],
  ])("%s", (_name, value, name) => {
    expect(read("Product name:", value).value).toBe(name);
  });
});
