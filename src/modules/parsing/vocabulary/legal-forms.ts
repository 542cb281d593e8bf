/**
 * Company legal forms in the languages the parser reads: the forms that end a company's name, those matched only in
 * capitals, and those that only open one. Split out of ./company-labels.ts as written.
 */
import { withUnaccented } from "./company-words.ts";

/**
 * Legal forms that end a company's name, as regular-expression fragments matched without regard to case at a word
 * start, a trailing dot optional. Longer forms come before their own beginnings ("spółka z o.o." before "spółka"):
 * the first that fits is taken. Forms that are also small words ("se" in Spanish, "as" in English) are in
 * LEGAL_FORM_CAPITALS instead. Each also without its accents, as capitals and text layers print them ("LTEE", "Limitee",
 * "SOCIEDAD ANONIMA"), beside it (withUnaccented keeps the order).
 */
export const LEGAL_FORMS: readonly string[] = withUnaccented([
  // pl (written out and short)
  "spółka z ograniczoną odpowiedzialnością", "spółka z o\\.?\\s?o", "spółka akcyjna", "spółka jawna", "spółka komandytowo-akcyjna",
  "spółka komandytowa", "spółka cywilna", "sp\\.?\\s?z\\s?o\\.?\\s?o", "sp\\.\\s?j", "sp\\.\\s?k", "spółka",
  // es, mx, pt, br
  "s\\.?a\\.? de c\\.?v", "s\\.?a\\.?u", "s\\.?l\\.?u", "s\\/a", "ltda", "lda", "eireli",
  // fr, be, lu, ch, it
  "s\\.?\\s?à\\s?r\\.?\\s?l", "sàrl", "sarl", "eurl", "s\\.?p\\.?r\\.?l", "s\\.?n\\.?c",
  // Italian cooperatives and the simplified S.r.l.s. before their own beginnings
  "s\\.?c\\.?a\\.?r\\.?l", "s\\.?c\\.?r\\.?l", "soc\\.?\\s?coop(?:erativa)?(?:\\.?\\s?a\\s?r\\.?\\s?l)?", "società cooperativa",
  "s\\.?c\\.?a", "sagl", "s\\.?p\\.?a", "s\\.?r\\.?l\\.?s", "s\\.?r\\.?l", "s\\.?a\\.?s\\.?u", "s\\.?a\\.?s?",
  // de, at, nl
  // the GmbH with a letter before it: gemeinnützige ("gGmbH"), Handels- ("HGmbH", an Austrian trading company)
  "ggmbh", "hgmbh",
  "ges\\.?\\s?m\\.?\\s?b\\.?\\s?h", "gmbh", "mbh", "kgaa", "kg", "ohg", "ug\\s?\\(haftungsbeschränkt\\)", "ug", "e\\.\\s?k", "ag", "bvba", "b\\.?v", "n\\.?v", "v\\.?o\\.?f", "c\\.v",
  // nordic, central and south-east Europe, Turkey
  "oyj", "oy", "ab", "a\\/s", "aps", "kft", "zrt", "spol\\.\\s?s\\s?r\\.\\s?o", "s\\.?\\s?r\\.?\\s?o", "a\\.\\s?s", "d\\.\\s?o\\.\\s?o", "a\\.ş",
  // written out (a longer form before its own beginning: "Limited Liability Company" before "Limited")
  "limited liability company", "limited liability partnership", "public limited company", "gesellschaft mit beschränkter haftung",
  "aktiengesellschaft", "kommanditgesellschaft", "société à responsabilité limitée", "société par actions simplifiée", "société anonyme",
  "sociedad de responsabilidad limitada", "sociedad anónima", "sociedad limitada", "società a responsabilità limitata", "società per azioni",
  "besloten vennootschap", "naamloze vennootschap", "sociedade anónima", "sociedade anônima", "sociedade limitada",
  // Chile's, Brazil's and Portugal's limited company written out on its own ("Occidental Chemical Chile Limitada")
  "limitada",
  // en and elsewhere
  "incorporated", "inc", "llc", "llp", "ltd", "limited", "limitée", "ltée", "corporation", "corp", "company", "co", "plc", "pty", "pvt", "pte",
  "sdn\\.?\\s?bhd", "bhd", "k\\.k", "lp", "s\\.?l",
]);

/** Legal forms matched only in capitals: as small letters they are words of running text (Spanish "se", "as"). */
export const LEGAL_FORM_CAPITALS: readonly string[] = [
  "SE", "ASA", "AS",
  // el (Α.Ε., Α.Β.Ε.Ε., Α.Ε.Β.Ε., Ε.Π.Ε., Ι.Κ.Ε.) and bg, ru (ЕООД, ООД, ЕАД, АД; ООО, ЗАО, ОАО, ПАО), in capitals only: as
  // small letters some are words ("ад"), and Greek "ΕΕ" (the EU) is left out
  "Α\\.?\\s?Β\\.?\\s?Ε\\.?\\s?Ε", "Α\\.?\\s?Ε\\.?\\s?Β\\.?\\s?Ε", "Ε\\.?\\s?Π\\.?\\s?Ε", "Ι\\.?\\s?Κ\\.?\\s?Ε", "Α\\.?\\s?Ε",
  "ЕООД", "ООД", "ЕАД", "АД", "ООО", "ЗАО", "ОАО", "ПАО",
];

/**
 * Legal forms that open a name and never end one, in capitals before a capitalised word: Indonesia's "PT" (Perseroan
 * Terbatas, "PT. Harbour Lubritech") and "CV" (Commanditaire Vennootschap, "CV Harbour Jaya"). Elsewhere in a value
 * they are other words ("Distribuidor PT …", "EN PT ES").
 */
export const OPENING_LEGAL_FORM_CAPITALS: readonly string[] = ["PT", "CV", "UAB", "SIA"];
