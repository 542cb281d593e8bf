/**
 * A name's label whose value ran on into a page's prose ("Product name: HARBOUR Rinse Harbour Chemicals, Inc. urges you
 * to read … We ask you to …"): sentences, far more small-letter words than any name holds, another section's heading
 * inside. Never above 0.6; cut to the clean name when the same label prints it alone elsewhere on the sheet. Long real
 * names (chemical names, several trade names, code lists) stay confident. Invented names and wording.
 */
import { describe, expect, test } from "bun:test";
import { isProse } from "../../src/modules/parsing/prose-values.ts";
import { identityOf } from "../helpers/sds-text.ts";

const read = identityOf;

const EN_PROSE = "Product name: HARBOUR™ Rinse Harbour Chemicals, Inc. urges you to read and understand the whole sheet, as there is useful information throughout it. We ask you to follow the advice given in this document unless your conditions need other methods. 1. IDENTIFICATION";
const DE_PROSE = "Handelsname: HAFENGLANZ Reiniger Die Hafenchemie GmbH bittet Sie, das ganze Blatt zu lesen, da es überall wichtige Angaben enthält. Wir bitten Sie, die hier genannten Vorsichtsmaßnahmen zu befolgen. ABSCHNITT 1: Bezeichnung des Stoffs";
const FR_PROSE = "Nom commercial : PORTBRILLE Nettoyant La société Chimie du Port vous demande de lire toute la fiche, car elle contient des informations utiles partout. Nous vous demandons de suivre les précautions de ce document.";
const ES_PROSE = "Nombre del producto: LIMPIAPUERTO Químicas del Puerto le pide que lea y entienda toda la ficha, porque hay información importante en todo el documento y le pedimos que siga las precauciones indicadas en este documento salvo que sus condiciones de uso necesiten otros métodos";

describe("a name's value run on into prose, the name printed alone under the same label elsewhere: the name, read", () => {
  test.each([
    ["en: sentences and section 1's heading", [EN_PROSE, "Product name: HARBOUR™ Rinse", "Recommended use: rinse aid", "2. HAZARDS IDENTIFICATION", "Signal word: Warning"], "HARBOUR™ Rinse"],
    ["de: sentences and ABSCHNITT 1", [DE_PROSE, "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs", "Handelsname: HAFENGLANZ Reiniger", "ABSCHNITT 2: Mögliche Gefahren"], "HAFENGLANZ Reiniger"],
    ["fr: sentences only", [FR_PROSE, "RUBRIQUE 1 : Identification", "Nom commercial : PORTBRILLE Nettoyant", "RUBRIQUE 2 : Identification des dangers"], "PORTBRILLE Nettoyant"],
  ])("%s", (_name, lines, expected) => {
    const found = read(lines as string[]);
    expect(found.product).toBe(expected as string);
    expect(found.productConfidence).toBeGreaterThanOrEqual(0.8);
    expect(found.productConfidence).toBeLessThanOrEqual(0.9);
  });
});

describe("a name's value run on into prose with no clean print of it: at most 0.6", () => {
  test.each([
    ["en: sentences and a heading", [EN_PROSE, "2. HAZARDS IDENTIFICATION", "Signal word: Warning"]],
    ["es: one long sentence, no full stop (the count of small-letter words)", ["1. IDENTIFICACIÓN", ES_PROSE, "2. IDENTIFICACIÓN DE LOS PELIGROS"]],
    ["fr: sentences", ["RUBRIQUE 1 : Identification", FR_PROSE, "RUBRIQUE 2 : Identification des dangers"]],
    ["en: prose in capitals, no full stop (the count of words)", ["SECTION 1 - IDENTIFICATION", "PRODUCT NAME: HARBOUR RINSE THIS PRODUCT IS INTENDED FOR THE CLEANING OF HARD SURFACES IN KITCHENS AND WASHROOMS AND MUST BE USED ONLY AS DIRECTED ON THE LABEL WHICH SHOULD BE READ WITH THIS SHEET BEFORE ANY USE OF IT", "SECTION 2 - HAZARDS IDENTIFICATION"]],
  ])("%s", (_name, lines) => {
    const found = read(lines as string[]);
    expect(found.product === null || found.productConfidence <= 0.6).toBe(true);
  });
});

describe("a company's value that is prose: at most 0.6", () => {
  test.each([
    ["en", ["1. IDENTIFICATION", "Product name: Harbour Rinse", "Supplier: Harbour Chemicals urges every user to read the sheet. We ask you to follow the advice given here", "2. HAZARDS IDENTIFICATION"]],
    ["de", ["ABSCHNITT 1: Bezeichnung", "Handelsname: Hafenglanz", "Lieferant: Hafenchemie bittet jeden Anwender, das Blatt zu lesen. Wir bitten Sie, die Hinweise zu befolgen", "ABSCHNITT 2: Mögliche Gefahren"]],
  ])("%s", (_name, lines) => {
    const found = read(lines as string[]);
    expect(found.company === null || found.companyConfidence <= 0.6).toBe(true);
  });
});

describe("long real names stay names", () => {
  const names = [
    "Naphtha (petroleum), hydrotreated heavy",
    "Hydrocarbons, C10-C13, n-alkanes, isoalkanes, cyclics, < 2% aromatics",
    "Reaction mass of 5-chloro-2-methyl-2H-isothiazol-3-one and 2-methyl-2H-isothiazol-3-one (3:1)",
    "Distillates (petroleum), solvent-refined heavy paraffinic; Baseoil — unspecified",
    "HARBOUR Shield Max, Shield Pro, Shield Ultra, Shield Marine Heavy Duty, Shield Deck 2K Clear",
    "HX920, HX920XL, HX920XXL, HX925, HX3602XL, HX3602XXL, HX3612, HX3612XL, HX3609, HX3609XL, HX3619, HX3619XL, HX3600, HX3600XL Toner",
    "HAFEN flytande medel för rengöring och desinfektion av ytor",
    "Esmalte sintético de secado rápido al aire para uso en interiores y exteriores",
    "Harbour Rinse conc. Extra Strong",
    "Harbour No. 5 Marine Grease EP 2",
    "Harbour Cleaner 2. Generation",
  ];
  test.each(names)("%s is no prose", (name) => {
    expect(isProse(name)).toBe(false);
  });
  test.each(names)("%s read after its label at > 0.9", (name) => {
    const found = read(["1. IDENTIFICATION", `Product name: ${name}`, "Recommended use: industrial use", "2. HAZARDS IDENTIFICATION", "Signal word: Warning"]);
    expect(found.product).toBe(name);
    expect(found.productConfidence).toBeGreaterThan(0.9);
  });
  test.each(["Harbour Chemicals Pty. Ltd.", "Porto Tintas Ind. e Com. de Tintas, Texturas e Vernizes Ltda", "Harbour Lubricants & Specialties Europe, a division of Harbour Petroleum & Chemical, BVBA (HLSE)"])("company %s is no prose", (name) => {
    expect(isProse(name)).toBe(false);
  });
});
