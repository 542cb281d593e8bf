/**
 * Words of the template rewrites (test/helpers/metamorphic-templates.ts) in the eight languages of the tune sheets:
 * section 1's labels as a table header prints them, a document-control line's words, and the weekday names a date
 * printed with its day uses (the parser's own weekday names, as the month names are).
 */
import { MONTH_NAMES } from "../../src/modules/parsing/vocabulary/months.ts";
import { WEEKDAY_NAMES } from "../../src/modules/parsing/vocabulary/weekdays.ts";

export type TemplateWords = { product: string; supplier: string; version: string; printDate: string; productCode: string };

export const TEMPLATE_WORDS: Readonly<Record<string, TemplateWords>> = {
  en: { product: "Product name", supplier: "Supplier", version: "Version", printDate: "Print date", productCode: "Product code" },
  de: { product: "Handelsname", supplier: "Lieferant", version: "Version", printDate: "Druckdatum", productCode: "Artikelnummer" },
  fr: { product: "Nom du produit", supplier: "Fournisseur", version: "Version", printDate: "Date d'impression", productCode: "Code du produit" },
  es: { product: "Nombre del producto", supplier: "Proveedor", version: "Versión", printDate: "Fecha de impresión", productCode: "Código del producto" },
  it: { product: "Nome commerciale", supplier: "Fornitore", version: "Versione", printDate: "Data di stampa", productCode: "Codice prodotto" },
  nl: { product: "Handelsnaam", supplier: "Leverancier", version: "Versie", printDate: "Afdrukdatum", productCode: "Productcode" },
  pt: { product: "Nome do produto", supplier: "Fornecedor", version: "Versão", printDate: "Data de impressão", productCode: "Código do produto" },
  pl: { product: "Nazwa handlowa", supplier: "Dostawca", version: "Wersja", printDate: "Data wydruku", productCode: "Kod produktu" },
};

const capital = (word: string) => word.charAt(0).toLocaleUpperCase() + word.slice(1);

/** A date with its weekday as the language writes it out ("Tuesday, 3 December 2026", "Dienstag, 3. Dezember 2026"), and short. */
export function dayForms(iso: string, language: string): string[] {
  const weekdays = WEEKDAY_NAMES[language];
  const months = MONTH_NAMES[language];
  if (!weekdays || !months) return [];
  const [year, month, day] = iso.split("-");
  const d = Number(day);
  const weekday = weekdays[(new Date(`${iso}T12:00:00Z`).getUTCDay() + 6) % 7]!;
  const names = months[Number(month) - 1]!;
  // Polish writes the month's genitive after a day ("3 grudnia").
  const name = language === "pl" ? names[1]! : names[0]!;
  const long: Record<string, string> = {
    en: `${capital(weekday)}, ${d} ${capital(name)} ${year}`, de: `${capital(weekday)}, ${d}. ${capital(name)} ${year}`,
    fr: `${weekday} ${d} ${name} ${year}`, es: `${weekday}, ${d} de ${name} de ${year}`, it: `${weekday} ${d} ${name} ${year}`,
    nl: `${weekday} ${d} ${name} ${year}`, pt: `${weekday}, ${d} de ${name} de ${year}`, pl: `${weekday}, ${d} ${name} ${year}`,
  };
  return [long[language]!, `${capital(weekday.slice(0, 3))} ${day}.${month}.${year}`];
}
