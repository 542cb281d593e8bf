/**
 * A sweep of 1.2's recommended use as the authoring systems print it (session 15): SAP EHS, UL WERCS, Sphera, 3E,
 * Chemwatch, Lisam, ChemGes, Quentic and the OSHA/WHMIS templates name the use with their own label ("Identified
 * uses", "Use of the substance/mixture", "Product use", "Application", "Uso del producto", "Aanbevolen toepassing" …)
 * and lay it out as a label with its value, a two-column grid, a value below its label, a header row of the use and
 * the uses advised against with both values on the row below, the advised-against column beside the use, a value
 * wrapped over two lines, and the colon an OCR reading made a semicolon. Eight languages; the products and uses are
 * invented. The heading of 1.2 in the language opens each case.
 */
import { findRecommendedUse } from "../../src/modules/parsing/use.ts";
import { normalizeName } from "../../src/modules/parsing/accuracy.ts";
import { FIELD_LANGUAGES } from "./new-fields-words.ts";

type UseWords = {
  /** The use labels of the generators' templates, in the language. */
  labels: readonly string[];
  /** The label of the uses advised against, as a column header or a second label on the line. */
  advisedLabel: string;
  advisedValue: string;
  use: string;
  /** A longer use wrapped over two lines, its first line ending where the sentence goes on. */
  wrapped: readonly [string, string];
};

export const USE_WORDS: Readonly<Record<string, UseWords>> = {
  en: {
    labels: ["Identified uses", "Relevant identified uses", "Use of the substance/mixture", "Product use", "Application", "Recommended use", "Use of the product"],
    advisedLabel: "Uses advised against", advisedValue: "None known", use: "Floor cleaner",
    wrapped: ["Cleaning agent for hard surfaces in", "industrial kitchens"],
  },
  de: {
    labels: ["Identifizierte Verwendungen", "Verwendung des Stoffs/des Gemischs", "Verwendung", "Verwendungszweck", "Anwendung", "Empfohlene Verwendung", "Verwendung des Produkts"],
    advisedLabel: "Verwendungen, von denen abgeraten wird", advisedValue: "Keine bekannt", use: "Bodenreiniger",
    wrapped: ["Reinigungsmittel für harte Oberflächen in", "gewerblichen Küchen"],
  },
  fr: {
    labels: ["Utilisations identifiées", "Utilisation de la substance/du mélange", "Utilisation de la substance/mélange", "Utilisation", "Usage", "Emploi", "Utilisation du produit"],
    advisedLabel: "Utilisations déconseillées", advisedValue: "Aucune connue", use: "Nettoyant pour sols",
    wrapped: ["Produit de nettoyage pour surfaces dures dans", "les cuisines professionnelles"],
  },
  es: {
    labels: ["Usos identificados", "Uso de la sustancia/mezcla", "Uso de la sustancia/de la mezcla", "Uso del producto", "Aplicación", "Uso recomendado", "Usos pertinentes identificados"],
    advisedLabel: "Usos desaconsejados", advisedValue: "Ninguno conocido", use: "Limpiador de suelos",
    wrapped: ["Producto de limpieza para superficies duras en", "cocinas industriales"],
  },
  it: {
    labels: ["Usi identificati", "Uso della sostanza/della miscela", "Uso della sostanza/miscela", "Utilizzo", "Applicazione", "Uso raccomandato", "Uso del prodotto"],
    advisedLabel: "Usi sconsigliati", advisedValue: "Nessuno noto", use: "Detergente per pavimenti",
    wrapped: ["Detergente per superfici dure nelle", "cucine professionali"],
  },
  nl: {
    labels: ["Geïdentificeerd gebruik", "Gebruik van de stof/het mengsel", "Gebruik", "Toepassing", "Aanbevolen toepassing", "Aanbevolen gebruik", "Gebruik van het product"],
    advisedLabel: "Ontraden gebruik", advisedValue: "Geen bekend", use: "Vloerreiniger",
    wrapped: ["Reinigingsmiddel voor harde oppervlakken in", "professionele keukens"],
  },
  pt: {
    labels: ["Utilizações identificadas", "Utilização da substância/mistura", "Utilização", "Uso", "Aplicação", "Utilização recomendada", "Utilização do produto"],
    advisedLabel: "Utilizações desaconselhadas", advisedValue: "Nenhuma conhecida", use: "Produto de limpeza de pavimentos",
    wrapped: ["Produto de limpeza para superfícies duras em", "cozinhas industriais"],
  },
  pl: {
    labels: ["Zidentyfikowane zastosowania", "Zastosowanie substancji/mieszaniny", "Zastosowanie", "Przeznaczenie", "Zalecane zastosowanie", "Zastosowanie produktu", "Zastosowania"],
    advisedLabel: "Zastosowania odradzane", advisedValue: "Brak znanych", use: "Środek do mycia podłóg",
    wrapped: ["Środek czyszczący do twardych powierzchni w", "kuchniach przemysłowych"],
  },
};

export const USE_LAYOUTS = [
  "colon", "grid", "below", "header-row", "advised-beside", "advised-beside-grid", "wrapped", "ocr-semicolon", "advised-sentence", "dot-leaders",
  "full-stop",
] as const;
/** Layouts without a use label: the value beside 1.2's heading in a column of its own (one case per language). */
export const HEADING_LAYOUTS = ["heading-gap"] as const;
type Layout = (typeof USE_LAYOUTS)[number] | (typeof HEADING_LAYOUTS)[number];

export type UseCase = { language: string; layout: Layout; label: string; lines: string[]; truth: string };

const gap = "          ";

function linesOf(words: UseWords, layout: Layout, label: string): { lines: string[]; truth: string } {
  const { use, advisedLabel, advisedValue } = words;
  if (layout === "colon") return { lines: [`${label}: ${use}`], truth: use };
  if (layout === "grid") return { lines: [`${label}${gap}${use}`], truth: use };
  if (layout === "below") return { lines: [`${label}:`, use], truth: use };
  if (layout === "header-row") return { lines: [`${label}${gap}${advisedLabel}`, `${use}${gap}${advisedValue}`], truth: use };
  if (layout === "advised-beside") return { lines: [`${label}: ${use}${gap}${advisedLabel}: ${advisedValue}`], truth: use };
  if (layout === "advised-beside-grid") return { lines: [`${label}${gap}${use}${gap}${advisedLabel}${gap}${advisedValue}`], truth: use };
  if (layout === "wrapped") return { lines: [`${label}: ${words.wrapped[0]}`, words.wrapped[1]], truth: words.wrapped.join(" ") };
  if (layout === "advised-sentence") return { lines: [`${label}: ${use}. ${advisedLabel}: ${advisedValue}.`], truth: use };
  if (layout === "dot-leaders") return { lines: [`${label} ..........: ${use}`], truth: use };
  if (layout === "full-stop") return { lines: [`${label}. ${use}`], truth: use };
  return { lines: [`${label} ; ${use}`], truth: use };
}

/** Every case: language × layout × label, after 1.2's heading in the language. */
export function useCases(): UseCase[] {
  const cases: UseCase[] = [];
  for (const [language, words] of Object.entries(USE_WORDS)) {
    const heading = `1.2 ${FIELD_LANGUAGES[language]!.useHeading}`;
    for (const layout of USE_LAYOUTS) {
      for (const label of words.labels) {
        const { lines, truth } = linesOf(words, layout, label);
        cases.push({ language, layout, label, lines: [heading, ...lines], truth });
      }
    }
    cases.push({ language, layout: "heading-gap", label: "", lines: [`${heading}          ${words.use}`, `1.3 ${FIELD_LANGUAGES[language]!.supplierHeading}`], truth: words.use });
  }
  return cases;
}

export type UseResult = { language: string; layout: string; form: string; value: string | null; truth: string; printed: string | null; confidence: number };

/** The case read by findRecommendedUse, compared by normalised words as bench:parse-wide compares uses. */
export function readUseCase(useCase: UseCase): UseResult {
  const found = findRecommendedUse(useCase.lines);
  return {
    language: useCase.language, layout: useCase.layout, form: useCase.label,
    value: found === null ? null : normalizeName(found.value), truth: normalizeName(useCase.truth), printed: found?.value ?? null, confidence: found?.confidence ?? 0,
  };
}
