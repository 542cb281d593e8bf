/**
 * Small sheets in eight languages for the session-21 signal-word sweeps: each language's REACH Annex II headings, its
 * signal-word label, the values it prints for "none", its two words, a hazard statement and labels of the label elements.
 */
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "./sds-text.ts";

export type Language = {
  headings: readonly [string, string, string, string, string];
  label: string;
  nones: readonly string[];
  notClassified: string;
  warning: string;
  danger: string;
  h319: string;
  pictograms: string;
  statements: string;
};

export const LANGUAGES: Record<string, Language> = {
  en: {
    headings: ["SECTION 1: Identification of the substance/mixture and of the company/undertaking", "SECTION 2: Hazards identification", "2.1 Classification of the substance or mixture", "2.2 Label elements", "SECTION 3: Composition/information on ingredients"],
    label: "Signal word",
    nones: ["Not applicable", "None", "No signal word", "Not required", "n.a.", "N/A", "NA", "–", "—", "None required", "Not applicable.", "No signal word required", "Not needed", "Not relevant", "Nil"],
    notClassified: "The mixture is not classified as hazardous according to Regulation (EC) No 1272/2008.",
    warning: "Warning",
    danger: "Danger",
    h319: "H319 Causes serious eye irritation.",
    pictograms: "Hazard pictograms",
    statements: "Hazard statements",
  },
  de: {
    headings: ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "ABSCHNITT 2: Mögliche Gefahren", "2.1 Einstufung des Stoffs oder Gemischs", "2.2 Kennzeichnungselemente", "ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen"],
    label: "Signalwort",
    nones: ["entfällt", "Entfällt.", "keines", "keine", "Kein Signalwort", "nicht erforderlich", "nicht anwendbar", "–", "-", "nicht zutreffend", "nicht notwendig", "k.A.", "nicht gefordert"],
    notClassified: "Das Gemisch ist nicht als gefährlich eingestuft gemäß Verordnung (EG) Nr. 1272/2008.",
    warning: "Achtung",
    danger: "Gefahr",
    h319: "H319 Verursacht schwere Augenreizung.",
    pictograms: "Gefahrenpiktogramme",
    statements: "Gefahrenhinweise",
  },
  fr: {
    headings: ["RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise", "RUBRIQUE 2: Identification des dangers", "2.1 Classification de la substance ou du mélange", "2.2 Éléments d'étiquetage", "RUBRIQUE 3: Composition/informations sur les composants"],
    label: "Mention d'avertissement",
    nones: ["aucune", "Aucun", "non applicable", "Néant", "sans objet", "Aucune mention d'avertissement", "–", "Non requis", "Non requise", "Pas de mention d'avertissement", "Non concerné", "Non pertinent", "N.A."],
    notClassified: "Le mélange n'est pas classé comme dangereux selon le règlement (CE) n° 1272/2008.",
    warning: "Attention",
    danger: "Danger",
    h319: "H319 Provoque une sévère irritation des yeux.",
    pictograms: "Pictogrammes de danger",
    statements: "Mentions de danger",
  },
  es: {
    headings: ["SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "SECCIÓN 2: Identificación de los peligros", "2.1 Clasificación de la sustancia o de la mezcla", "2.2 Elementos de la etiqueta", "SECCIÓN 3: Composición/información sobre los componentes"],
    label: "Palabra de advertencia",
    nones: ["ninguna", "Ninguno", "sin palabra de advertencia", "no aplicable", "No aplica", "no requerida", "No procede", "–", "No corresponde", "No tiene", "N.A.", "No es necesaria", "No necesaria"],
    notClassified: "La mezcla no está clasificada como peligrosa según el Reglamento (CE) n.º 1272/2008.",
    warning: "Atención",
    danger: "Peligro",
    h319: "H319 Provoca irritación ocular grave.",
    pictograms: "Pictogramas de peligro",
    statements: "Indicaciones de peligro",
  },
  it: {
    headings: ["SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa", "SEZIONE 2: Identificazione dei pericoli", "2.1 Classificazione della sostanza o della miscela", "2.2 Elementi dell'etichetta", "SEZIONE 3: Composizione/informazioni sugli ingredienti"],
    label: "Avvertenza",
    nones: ["nessuna", "Nessuno", "non applicabile", "Nessuna avvertenza", "–", "non pertinente", "Non richiesta", "Non necessaria", "N.A.", "n.d.", "Non presente"],
    notClassified: "La miscela non è classificata come pericolosa ai sensi del Regolamento (CE) n. 1272/2008.",
    warning: "Attenzione",
    danger: "Pericolo",
    h319: "H319 Provoca grave irritazione oculare.",
    pictograms: "Pittogrammi di pericolo",
    statements: "Indicazioni di pericolo",
  },
  nl: {
    headings: ["RUBRIEK 1: Identificatie van de stof of het mengsel en van de onderneming", "RUBRIEK 2: Identificatie van de gevaren", "2.1 Indeling van de stof of het mengsel", "2.2 Etiketteringselementen", "RUBRIEK 3: Samenstelling en informatie over de bestanddelen"],
    label: "Signaalwoord",
    nones: ["geen", "Geen.", "niet van toepassing", "n.v.t.", "Geen signaalwoord", "–", "Niet vereist", "Niet nodig", "nvt"],
    notClassified: "Het mengsel is niet ingedeeld als gevaarlijk volgens Verordening (EG) nr. 1272/2008.",
    warning: "Waarschuwing",
    danger: "Gevaar",
    h319: "H319 Veroorzaakt ernstige oogirritatie.",
    pictograms: "Gevarenpictogrammen",
    statements: "Gevarenaanduidingen",
  },
  pt: {
    headings: ["SECÇÃO 1: Identificação da substância/mistura e da sociedade/empresa", "SECÇÃO 2: Identificação dos perigos", "2.1 Classificação da substância ou mistura", "2.2 Elementos do rótulo", "SECÇÃO 3: Composição/informação sobre os componentes"],
    label: "Palavra-sinal",
    nones: ["nenhuma", "Nenhum", "não aplicável", "Sem palavra-sinal", "–", "Não aplicável.", "Não requerida", "Não se aplica", "N.A.", "Não é necessária", "Não possui"],
    notClassified: "A mistura não está classificada como perigosa de acordo com o Regulamento (CE) n.º 1272/2008.",
    warning: "Atenção",
    danger: "Perigo",
    h319: "H319 Provoca irritação ocular grave.",
    pictograms: "Pictogramas de perigo",
    statements: "Advertências de perigo",
  },
  pl: {
    headings: ["SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa", "SEKCJA 2: Identyfikacja zagrożeń", "2.1 Klasyfikacja substancji lub mieszaniny", "2.2 Elementy oznakowania", "SEKCJA 3: Skład/informacja o składnikach"],
    label: "Hasło ostrzegawcze",
    nones: ["brak", "Brak.", "nie dotyczy", "nie wymagane", "–", "Brak hasła ostrzegawczego", "Nie dotyczy.", "nie ma zastosowania", "n.d.", "Nie jest wymagane"],
    notClassified: "Mieszanina nie jest sklasyfikowana jako niebezpieczna zgodnie z rozporządzeniem (WE) nr 1272/2008.",
    warning: "Uwaga",
    danger: "Niebezpieczeństwo",
    h319: "H319 Działa drażniąco na oczy.",
    pictograms: "Piktogramy",
    statements: "Zwroty wskazujące rodzaj zagrożenia",
  },
};

/** A sheet in the language: section 1, section 2 with 2.1 (the given classification lines) and 2.2 (the given lines), section 3. */
export function parsedIn(code: string, classification: readonly string[], labelElements: readonly string[]) {
  const [section1, section2, part1, part2, section3] = LANGUAGES[code]!.headings;
  return parseSds(sheet([section1, "1.1 Produkt X", section2, part1, ...classification, part2, ...labelElements, section3, "Ethanol    64-17-5    < 1 %"]));
}

