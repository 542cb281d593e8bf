/**
 * Words a text layer printed without their f-ligatures (ligatures.ts): a font that draws "fi", "fl", "ff", "ffi" and
 * "ffl" as one glyph its Unicode map leaves out gives "Identi cation" (a gap where the glyph stood) or "Identication"
 * (nothing). Printed so, the tune sheets lost sections (1, 2 and 5 by their titles), the use ("Identi ed uses"), the
 * flash point ("Punto de in amación"), the state ("üssig"), codes read from statement wording ("Extremely  ammable
 * aerosol") and names under "Identi cation" labels: 800 misses of 15,276 checks (scripts/metamorphic-tune.ts --ligatures).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { withLigaturesRestored } from "../../src/modules/parsing/ligatures.ts";
import { sheet } from "../helpers/sds-text.ts";
import { englishSheet, germanHyphenSheet } from "../helpers/letters-sheets.ts";

const ENGLISH = englishSheet("Harbour Degreaser 40", "Harbour Chemicals Ltd");

const SPANISH = [
  "FICHA DE DATOS DE SEGURIDAD",
  "SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa",
  "1.1 Identificador del producto",
  "Nombre comercial: Desengrasante Rapido",
  "1.2 Usos pertinentes identificados de la sustancia o de la mezcla y usos desaconsejados",
  "Usos identificados: Limpieza de superficies metálicas",
  "1.3 Datos del proveedor de la ficha de datos de seguridad",
  "Empresa: Química Iberica S.A.",
  "Fecha de modificación: 14.03.2022",
  "SECCIÓN 2: Identificación de los peligros",
  "2.1 Clasificación de la sustancia o de la mezcla",
  "Palabra de advertencia: Peligro",
  "Indicaciones de peligro: H225 Líquido y vapores muy inflamables.",
  "SECCIÓN 3: Composición/información sobre los componentes",
  "Etanol    CAS: 64-17-5    50 - 100 %",
  "SECCIÓN 5: Medidas de lucha contra incendios",
  "SECCIÓN 9: Propiedades físicas y químicas",
  "Estado físico: líquido",
  "Punto de inflamación: 13 °C",
];

const GERMAN = germanHyphenSheet();

const LIGATURE = /ffi|ffl|ff|fi|fl/g;
const withGap = (lines: readonly string[]) => lines.map((line) => line.replace(LIGATURE, " "));
const withNothing = (lines: readonly string[]) => lines.map((line) => line.replace(LIGATURE, ""));
/** Apple's private-use codes for "fi" and "fl", another for the rest; or U+FFFD for each. */
const withCodes = (lines: readonly string[]) => lines.map((line) => line.replace(LIGATURE, (pair) => ({ fi: "\uf001", fl: "\uf002" })[pair] ?? "\uf003"));
const withReplacement = (lines: readonly string[]) => lines.map((line) => line.replace(LIGATURE, "\ufffd"));

const FIELDS = ["product_name", "manufacturer", "revision_date", "signal_word", "h_codes", "recommended_use", "physical_state", "flash_point", "document_language"] as const;

function expectReadAlike(right: readonly string[], broken: readonly string[]): void {
  const want = parseSds(sheet([...right]));
  const got = parseSds(sheet([...broken]));
  // Read as a layer that lost its ligatures (not merely alike by chance).
  expect(got.warnings.some((warning) => warning.includes("lost its f-ligatures"))).toBe(true);
  for (const field of FIELDS) expect({ field, value: got[field] }).toEqual({ field, value: want[field] });
  expect(got.sections.map((section) => section.number)).toEqual(want.sections.map((section) => section.number));
  // The titles as the sheet means them ("Firefighting measures", not "Fire ghting measures"); the texts as printed.
  expect(got.sections.map((section) => section.title)).toEqual(want.sections.map((section) => section.title));
  expect(got.composition.map((row) => row.cas_number)).toEqual(want.composition.map((row) => row.cas_number));
}

describe("a text layer without its f-ligatures", () => {
  test("the right sheets read in full (the reference)", () => {
    expect(parseSds(sheet(ENGLISH))).toMatchObject({ product_name: "Harbour Degreaser 40", manufacturer: "Harbour Chemicals Ltd", revision_date: "2021-03-12", physical_state: "liquid" });
    expect(parseSds(sheet(ENGLISH)).sections.map((section) => section.number)).toEqual([1, 2, 3, 4, 5, 9]);
    expect(parseSds(sheet(SPANISH))).toMatchObject({ revision_date: "2022-03-14", signal_word: "DANGER", recommended_use: "Limpieza de superficies metálicas", physical_state: "liquid" });
    expect(parseSds(sheet(GERMAN))).toMatchObject({ revision_date: "2021-02-01", physical_state: "liquid" });
  });

  for (const [name, lines] of [["English", ENGLISH], ["Spanish", SPANISH], ["German", GERMAN]] as const) {
    test(`${name}: a gap where each ligature stood ("Identi cation") reads as the sheet`, () => expectReadAlike(lines, withGap(lines)));
    test(`${name}: nothing where each stood ("Identication") reads as the sheet`, () => expectReadAlike(lines, withNothing(lines)));
    test(`${name}: a private-use code or U+FFFD where each stood reads as the sheet`, () => {
      expectReadAlike(lines, withCodes(lines));
      expectReadAlike(lines, withReplacement(lines));
    });
  }

  test("a name that may have lost its own ligatures goes to review, with the reason", () => {
    const got = parseSds(sheet(withGap(englishSheet("Superfine Floor Cleaner", "Sheffield Chemicals Ltd"))));
    expect(got).toMatchObject({ product_name: "Super ne Floor Cleaner", manufacturer: "She eld Chemicals Ltd", revision_date: "2021-03-12" });
    expect(got.evidence.product_name?.confidence).toBe(0.6);
    expect(got.needs_review_reasons).toContain(`the product name "Super ne Floor Cleaner" may miss letters the PDF's text layer lost (glyphs its font maps to no character): check it against the sheet`);
    expect(got.warnings.some((warning) => warning.includes("lost its f-ligatures"))).toBe(true);
    // A glyph read as a control code leaves its trace though the parse takes the code out ("Super\u0001ne").
    const coded = parseSds(sheet(englishSheet("Superfine Floor Cleaner", "Harbour Chemicals Ltd").map((line) => line.replace(LIGATURE, "\u0001"))));
    expect(coded.product_name).toBe("Superne Floor Cleaner");
    expect(coded.evidence.product_name?.confidence).toBe(0.6);
    // A name with no trace keeps its confidence: "Harbour Chemicals Ltd" lost nothing.
    expect(coded.manufacturer).toBe("Harbour Chemicals Ltd");
    const sound = parseSds(sheet(englishSheet("Superfine Floor Cleaner", "Harbour Chemicals Ltd")));
    expect(coded.evidence.manufacturer?.confidence).toBe(sound.evidence.manufacturer!.confidence);
    expect(coded.needs_review_reasons.filter((reason) => reason.includes("may miss letters"))).toEqual([
      `the product name "Superne Floor Cleaner" may miss letters the PDF's text layer lost (glyphs its font maps to no character): check it against the sheet`,
    ]);
    // The same sheet printed whole: no doubt, no warning.
    const whole = parseSds(sheet(englishSheet("Superfine Floor Cleaner", "Sheffield Chemicals Ltd")));
    expect(whole.evidence.product_name?.confidence).toBeGreaterThan(0.9);
    expect(whole.warnings.some((warning) => warning.includes("lost its f-ligatures"))).toBe(false);
  });

  test("the evidence shows the line as the layer printed it", () => {
    const got = parseSds(sheet(withGap(ENGLISH)));
    expect(got.recommended_use).toBe("Industrial degreasing of metal parts");
    expect(got.evidence.recommended_use?.text).toBe("Identi ed uses: Industrial degreasing of metal parts");
  });

  test("the word written back keeps the printed case", () => {
    const pages = sheet([...withGap(ENGLISH), "IDENTI CATION NUMBER: 4711    identi ed by: lab"]).pages;
    const lines = withLigaturesRestored(pages).flatMap((page) => page.lines.map((line) => line.text));
    expect(lines).toContain("SECTION 1: Identification of the substance/mixture and of the company/undertaking");
    expect(lines).toContain("IDENTIFICATION NUMBER: 4711    identified by: lab");
  });
});

describe("a sound text layer is left as printed", () => {
  test("two words that look like lost ligatures beside many whole ones change nothing", () => {
    // A name that spells two damaged words, on a sheet that prints its ligatures whole everywhere else.
    const lines = ENGLISH.map((line) => line.replace("Product name: Harbour Degreaser 40", "Product name: Identi cation Kit modi cation set"));
    expect(parseSds(sheet(lines)).product_name).toBe("Identi cation Kit modi cation set");
  });

  test("French prose whose words join into a vocabulary word with a ligature stays French", () => {
    const french = [
      "FICHE DE DONNÉES DE SÉCURITÉ",
      "RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise",
      "Nom du produit: Detartrant Express",
      "Fournisseur: Chimie de l'Ouest SARL",
      "Date de révision: 18.08.2022",
      "RUBRIQUE 2: Identification des dangers",
      "Mention d'avertissement: Attention",
      "Afin de ne pas exposer le personnel, porter des gants. Ne pas respirer les vapeurs.",
      "RUBRIQUE 3: Composition/informations sur les composants",
    ];
    const got = parseSds(sheet(withGap(french)));
    expect(got.sections.map((section) => section.number)).toEqual([1, 2, 3]);
    expect(got).toMatchObject({ product_name: "Detartrant Express", manufacturer: "Chimie de l'Ouest SARL", revision_date: "2022-08-18", signal_word: "WARNING" });
  });
});
