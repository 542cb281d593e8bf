/**
 * An old MSDS's emergency overview under a signal-word label (session 49's blind batch: a Mexican edition of a
 * North American MSDS "Conforme a ANSI Z400.1-2004", "Visión general de la Emergencia" / "Palabra de advertencia :
 * ¡PELIGRO!", read as DANGER at 0.9; its truth has none). ANSI's overview word is not a GHS label's signal word, with
 * or without a label, in every language such sheets were written in; a sheet written to HCS 2012 that prints an
 * overview keeps its word, by its hazard codes (printed or worded) or its GHS label content.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

type Words = { title: string; s1: string; product: string; supplier: string; s2: string; overview: string; label: string; word: string; statements: string; s3: string };

const LANGUAGES: Record<string, Words> = {
  en: { title: "Material Safety Data Sheet", s1: "1. Product and company identification", product: "Product name : Furfural", supplier: "Supplier : Harbour Chemicals Inc.", s2: "2. Hazards identification", overview: "Emergency overview", label: "Signal word :", word: "DANGER!", statements: "Hazard statements : CAUSES EYE AND SKIN IRRITATION. HARMFUL IF ABSORBED THROUGH SKIN.", s3: "3. Composition/information on ingredients" },
  es: { title: "Hoja de datos de seguridad del material", s1: "1. Identificación del producto y la compañía", product: "Nombre del producto : Furfural", supplier: "Proveedor : Químicos del Puerto S.A. de C.V.", s2: "2. Identificación de peligros", overview: "Visión general de la Emergencia", label: "Palabra de advertencia :", word: "¡PELIGRO!", statements: "Indicaciones de peligro : PUEDE CAUSAR LA MUERTE SI SE INGIERE. CAUSA IRRITACIÓN OCULAR Y DÉRMICA.", s3: "3. Composición/información sobre los componentes" },
  fr: { title: "Fiche signalétique", s1: "1. Identification du produit et de la compagnie", product: "Nom du produit : Furfural", supplier: "Fournisseur : Chimie du Port Inc.", s2: "2. Identification des dangers", overview: "Survol des urgences", label: "Mot indicateur :", word: "DANGER!", statements: "Mentions de danger : ATTAQUE LES YEUX ET LA PEAU. TENIR À L'ÉCART DES FLAMMES.", s3: "3. Composition/information sur les ingrédients" },
  pt: { title: "Ficha de informações de segurança", s1: "1. Identificação do produto e da empresa", product: "Nome do produto : Furfural", supplier: "Fornecedor : Química do Porto Ltda.", s2: "2. Identificação de perigos", overview: "Visão geral de emergência", label: "Palavra de advertência :", word: "PERIGO!", statements: "Frases de perigo : PODE SER FATAL SE INGERIDO. CAUSA IRRITAÇÃO NOS OLHOS E NA PELE.", s3: "3. Composição e informações sobre os ingredientes" },
  de: { title: "Sicherheitsdatenblatt", s1: "1. Bezeichnung des Stoffes und des Unternehmens", product: "Produktname : Furfural", supplier: "Lieferant : Hafen Chemie GmbH", s2: "2. Mögliche Gefahren", overview: "Notfallübersicht", label: "Signalwort :", word: "GEFAHR!", statements: "Gefahrenhinweise : KANN BEI VERSCHLUCKEN TÖDLICH SEIN. VERURSACHT AUGEN- UND HAUTREIZUNGEN.", s3: "3. Zusammensetzung/Angaben zu Bestandteilen" },
};

const overviewSheet = (w: Words, extra: string[] = [], statements = w.statements) => parseSds(sheet([
  w.title, w.s1, w.product, w.supplier, w.s2, w.overview, `${w.label} ${w.word}`, statements, ...extra,
  "OSHA/HCS status : 29 CFR 1910.1200", w.s3, "Furfural    98-01-1    100 %",
]));

describe("an old MSDS's emergency overview under a signal-word label", () => {
  test.each(Object.keys(LANGUAGES))("%s: the overview's word is not the sheet's signal word", (language) => {
    const parsed = overviewSheet(LANGUAGES[language]!);
    expect(parsed.signal_word).toBeNull();
    expect(parsed.h_codes).toEqual([]);
    expect(parsed.warnings.some((warning) => warning.includes("emergency overview"))).toBe(true);
  });
});

describe("a sheet with a GHS label keeps its word", () => {
  test("an HCS 2012 overview over GHS statements in words (codes read from them)", () => {
    const parsed = overviewSheet(LANGUAGES.en!, [], "Hazard statements : Causes severe skin burns and eye damage.");
    expect(parsed.signal_word).toBe("DANGER");
    expect(parsed.h_codes).toEqual(["H314"]);
  });
  test.each(Object.keys(LANGUAGES))("%s: a printed hazard code", (language) => {
    expect(overviewSheet(LANGUAGES[language]!, ["H302"]).signal_word).toBe("DANGER");
  });
  test.each([["pictograms", "Pictograms : GHS06"], ["a hazard category", "Acute toxicity (oral) - Category 3"], ["GHS", "GHS label elements"]])("en: %s", (_, line) => {
    expect(overviewSheet(LANGUAGES.en!, [line]).signal_word).toBe("DANGER");
  });
  test("no overview heading: a labelled word stands", () => {
    const w = LANGUAGES.en!;
    const parsed = parseSds(sheet([w.title, w.s1, w.product, w.supplier, w.s2, `${w.label} ${w.word}`, w.statements, w.s3, "Furfural    98-01-1    100 %"]));
    expect(parsed.signal_word).toBe("DANGER");
  });
});
