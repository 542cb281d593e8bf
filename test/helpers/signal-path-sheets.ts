/**
 * Sheets for the session-22 signal-word path sweep (test/parsing/signal-paths-s22*.test.ts): section 1, section 2 of
 * the given lines, section 3 with the given lines after its first row, section 4, in the eight languages of
 * signal-none-sheets.ts, and the words those sweeps print (an "Other hazards" heading, a note, the first-aid heading).
 */
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { LANGUAGES } from "./signal-none-sheets.ts";
import { sheet } from "./sds-text.ts";

export { LANGUAGES };

/** REACH Annex II 2.3 in each language. */
export const OTHER_HAZARDS: Record<string, string> = {
  en: "2.3 Other hazards", de: "2.3 Sonstige Gefahren", fr: "2.3 Autres dangers", es: "2.3 Otros peligros",
  it: "2.3 Altri pericoli", nl: "2.3 Andere gevaren", pt: "2.3 Outros perigos", pl: "2.3 Inne zagrożenia",
};

/** A note a sheet prints under a warning word: "Do not mix with other products." */
export const NOTE: Record<string, string> = {
  en: "Do not mix with other products.", de: "Nicht mit anderen Produkten mischen.", fr: "Ne pas mélanger avec d'autres produits.",
  es: "No mezclar con otros productos.", it: "Non miscelare con altri prodotti.", nl: "Niet mengen met andere producten.",
  pt: "Não misturar com outros produtos.", pl: "Nie mieszać z innymi produktami.",
};

/** The composition's title without its section word, as a sheet whose heading the finder missed prints it. */
export const COMPOSITION: Record<string, string> = {
  en: "Composition/information on ingredients", de: "Zusammensetzung/Angaben zu Bestandteilen", fr: "Composition/informations sur les composants",
  es: "Composición/información sobre los componentes", it: "Composizione/informazioni sugli ingredienti",
  nl: "Samenstelling en informatie over de bestanddelen", pt: "Composição/informação sobre os componentes", pl: "Skład/informacja o składnikach",
};

const FIRST_AID: Record<string, string> = {
  en: "SECTION 4: First aid measures", de: "ABSCHNITT 4: Erste-Hilfe-Maßnahmen", fr: "RUBRIQUE 4: Premiers secours",
  es: "SECCIÓN 4: Primeros auxilios", it: "SEZIONE 4: Misure di primo soccorso", nl: "RUBRIEK 4: Eerstehulpmaatregelen",
  pt: "SECÇÃO 4: Primeiros socorros", pl: "SEKCJA 4: Środki pierwszej pomocy",
};

/** Flammable ethanol's classification as an ingredient's row prints it. */
export const ETHANOL_ROW = "Ethanol    64-17-5    < 1 %    Flam. Liq. 2";

/** The sheet: section 1 (with `beforeSection1` above it), section 2's heading and `section2`, section 3 (its heading unless `noSection3Heading`) with `section3`, section 4. */
export function parsedSheet(code: string, section2: readonly string[], section3: readonly string[] = [], options: { noSection3Heading?: boolean; beforeSection1?: readonly string[] } = {}) {
  const [section1, heading2, , , heading3] = LANGUAGES[code]!.headings;
  return parseSds(sheet([
    ...(options.beforeSection1 ?? []), section1, "1.1 Produkt X", heading2, ...section2,
    ...(options.noSection3Heading ? [] : [heading3]), ...section3, FIRST_AID[code]!, NOTE[code]!,
  ]));
}
