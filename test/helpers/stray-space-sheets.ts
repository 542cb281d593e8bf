/**
 * A small sheet in each of the eight languages (en de fr es it nl pt pl) with its section headings and key-field
 * labels passed through a rewrite, for the stray-space sweeps (session 15). Invented companies, addresses and numbers.
 */
import type { ParsedSds } from "../../src/modules/parsing/types.ts";

export type Language = { heading: string; titles: [string, string, string]; product: string; supplier: string; date: string; signal: [string, string]; emergency: string; statement: string };

/** Each language's section word, the titles of sections 1–3 and the labels of the key fields. */
export const LANGUAGES: Record<string, Language> = {
  en: { heading: "SECTION", titles: ["Identification", "Hazards identification", "Composition/information on ingredients"], product: "Product name", supplier: "Manufacturer", date: "Revision date", signal: ["Signal word", "Danger"], emergency: "Emergency telephone", statement: "H225 Highly flammable liquid and vapour." },
  de: { heading: "ABSCHNITT", titles: ["Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Mögliche Gefahren", "Zusammensetzung/Angaben zu Bestandteilen"], product: "Handelsname", supplier: "Hersteller", date: "Überarbeitet am", signal: ["Signalwort", "Gefahr"], emergency: "Notrufnummer", statement: "H225 Flüssigkeit und Dampf leicht entzündbar." },
  fr: { heading: "RUBRIQUE", titles: ["Identification du mélange et de la société", "Identification des dangers", "Composition/informations sur les composants"], product: "Nom commercial", supplier: "Fournisseur", date: "Date de révision", signal: ["Mention d'avertissement", "Danger"], emergency: "Numéro d'appel d'urgence", statement: "H225 Liquide et vapeurs très inflammables." },
  es: { heading: "SECCIÓN", titles: ["Identificación de la mezcla y de la empresa", "Identificación de los peligros", "Composición/información sobre los componentes"], product: "Nombre comercial", supplier: "Proveedor", date: "Fecha de revisión", signal: ["Palabra de advertencia", "Peligro"], emergency: "Teléfono de emergencia", statement: "H225 Líquido y vapores muy inflamables." },
  it: { heading: "SEZIONE", titles: ["Identificazione della miscela e della società", "Identificazione dei pericoli", "Composizione/informazioni sugli ingredienti"], product: "Nome commerciale", supplier: "Fornitore", date: "Data di revisione", signal: ["Avvertenza", "Pericolo"], emergency: "Numero telefonico di emergenza", statement: "H225 Liquido e vapori facilmente infiammabili." },
  nl: { heading: "RUBRIEK", titles: ["Identificatie van het mengsel en van de onderneming", "Identificatie van de gevaren", "Samenstelling en informatie over de bestanddelen"], product: "Handelsnaam", supplier: "Leverancier", date: "Herzieningsdatum", signal: ["Signaalwoord", "Gevaar"], emergency: "Telefoonnummer voor noodgevallen", statement: "H225 Licht ontvlambare vloeistof en damp." },
  pt: { heading: "SECÇÃO", titles: ["Identificação da mistura e da empresa", "Identificação dos perigos", "Composição/informação sobre os componentes"], product: "Nome comercial", supplier: "Fornecedor", date: "Data de revisão", signal: ["Palavra-sinal", "Perigo"], emergency: "Número de telefone de emergência", statement: "H225 Líquido e vapor facilmente inflamáveis." },
  pl: { heading: "SEKCJA", titles: ["Identyfikacja mieszaniny i identyfikacja przedsiębiorstwa", "Identyfikacja zagrożeń", "Skład/informacja o składnikach"], product: "Nazwa handlowa", supplier: "Dostawca", date: "Data aktualizacji", signal: ["Hasło ostrzegawcze", "Niebezpieczeństwo"], emergency: "Numer telefonu alarmowego", statement: "H225 Wysoce łatwopalna ciecz i pary." },
};

/** A small sheet of the language, every label and heading passed through `label`. */
export function sheetOf(words: Language, label: (text: string) => string): string[] {
  return [
    label(`${words.heading} 1: ${words.titles[0]}`),
    `${label(words.product)}: Harbor Glass Clean 210`,
    `${label(words.supplier)}: Brightwater Chemie GmbH`,
    "Hafenstrasse 12, 20457 Hamburg",
    `${label(words.emergency)}: +49 40 5550 1234`,
    `${label(words.date)}: 12.03.2021`,
    label(`${words.heading} 2: ${words.titles[1]}`),
    `${label(words.signal[0])}: ${words.signal[1]}`,
    words.statement,
    label(`${words.heading} 3: ${words.titles[2]}`),
    "Ethanol    64-17-5    10-20%",
  ];
}

/** The key fields and section numbers the sweeps compare with the sheet printed without stray spaces. */
export function keyFieldsOf(parsed: ParsedSds) {
  return {
    product: parsed.product_name, supplier: parsed.manufacturer, date: parsed.revision_date, signal: parsed.signal_word,
    emergency: parsed.emergency_phone, sections: parsed.sections.map((section) => section.number),
  };
}
