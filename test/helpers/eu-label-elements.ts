/**
 * A small sheet in one of the EU languages with its section 2 label elements: section 1, 2, 2.2 and 3 headings as
 * REACH Annex II words them, the given lines under 2.2. Shared by the signal-word tests of those languages.
 */
import { expect } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "./sds-text.ts";

export const HEADINGS: Record<string, readonly [string, string, string, string]> = {
  de: ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "ABSCHNITT 2: Mögliche Gefahren", "2.2 Kennzeichnungselemente", "ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen"],
  fr: ["RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise", "RUBRIQUE 2: Identification des dangers", "2.2 Éléments d'étiquetage", "RUBRIQUE 3: Composition/informations sur les composants"],
  es: ["SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "SECCIÓN 2: Identificación de los peligros", "2.2 Elementos de la etiqueta", "SECCIÓN 3: Composición/información sobre los componentes"],
  it: ["SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa", "SEZIONE 2: Identificazione dei pericoli", "2.2 Elementi dell'etichetta", "SEZIONE 3: Composizione/informazioni sugli ingredienti"],
  nl: ["RUBRIEK 1: Identificatie van de stof of het mengsel en van de onderneming", "RUBRIEK 2: Identificatie van de gevaren", "2.2 Etiketteringselementen", "RUBRIEK 3: Samenstelling en informatie over de bestanddelen"],
  pt: ["SECÇÃO 1: Identificação da substância/mistura e da sociedade/empresa", "SECÇÃO 2: Identificação dos perigos", "2.2 Elementos do rótulo", "SECÇÃO 3: Composição/informação sobre os componentes"],
  pl: ["SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa", "SEKCJA 2: Identyfikacja zagrożeń", "2.2 Elementy oznakowania", "SEKCJA 3: Skład/informacja o składnikach"],
};

export function parsed(language: string, labelElements: string[]) {
  const [section1, section2, elements, section3] = HEADINGS[language]!;
  return parseSds(sheet([section1, "1.1 Produkt X", section2, elements, ...labelElements, section3, "Ethanol    64-17-5    10 %"]));
}

/** The word and its confidence: read after its label, so never a guess from the hazard codes. */
export function expectLabelled(language: string, lines: string[], word: "DANGER" | "WARNING") {
  const result = parsed(language, lines);
  expect(result.signal_word).toBe(word);
  expect(result.evidence.signal_word?.method).not.toBe("derived");
  expect(result.evidence.signal_word!.confidence).toBeGreaterThanOrEqual(0.8);
}
