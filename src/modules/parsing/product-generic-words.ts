/**
 * "DE LA PRÉPARATION", "of the mixture", "Gemisch", "Numéro de la préparation": a value made only of the words an SDS uses
 * for any product (substance, mixture, preparation, product, chemical, in the languages the parser reads), a label's head
 * nouns (name, number, code) and the words that join them (of, the, de la, or, and) names no product. It is the rest of a label or a heading: "1.1 IDENTIFICATION DE LA
 * SUBSTANCE OU DE LA PRÉPARATION" read as the label "Identification de la substance" and its value (session 27).
 */
import { foldText } from "./section-vocabulary.ts";
import { ARTICLES, JOINING_WORDS, OTHER_ARTICLES } from "./vocabulary/joining-words.ts";
import { LABEL_HEAD_NOUNS, NUMBER_LABEL_NOUNS, PRODUCT_KIND_WORDS, PRODUCT_PLAIN_LABELS } from "./vocabulary/identity-labels.ts";

/**
 * What any product is called, folded: the kinds REACH asks for in 1.1 and the bare "Product" (the vocabulary's lists,
 * en, de, fr, es, it, nl, pt, pl), with their inflected forms of a heading's genitive ("des Stoffs", "des Gemisches",
 * "substancji") and "chemical" ("Identificación del producto químico").
 */
const GENERIC_PRODUCT_WORDS: ReadonlySet<string> = new Set([
  ...[...PRODUCT_KIND_WORDS, ...PRODUCT_PLAIN_LABELS].flatMap((words) => foldText(words).split("/")),
  "substances", "mixtures", "preparations", "products", "stoffs", "stoffes", "gemischs", "gemisches", "produkts", "produktes",
  "produits", "substancji", "mieszaniny", "produktu", "chemical", "chemicals", "chemische", "chemisch", "chimique", "quimico",
  "quimica", "chimico", "chemiczny",
]);

/** A label's head nouns ("Nom", "Numéro", "Code", "Bezeichnung"): with the generic words, a label ("Numéro de la préparation"). */
const LABEL_NOUNS = [...LABEL_HEAD_NOUNS, ...NUMBER_LABEL_NOUNS, "nom", "nombre", "nome", "designation", "denominazione", "denominacion", "denominacao"].map(foldText);
const FILLER = new Set([...GENERIC_PRODUCT_WORDS, ...LABEL_NOUNS, ...JOINING_WORDS, ...ARTICLES, ...OTHER_ARTICLES]);

/** The words of a text, folded (lower case, accents off), its letters and digits only. */
export function foldedWords(text: string): string[] {
  return foldText(text).split(/[^\p{L}\p{N}]+/u).filter((word) => word !== "");
}

/** Whether a value holds one of the generic product words ("DU PRODUIT, PROCESSUS …"). */
export function holdsGenericProductWord(value: string): boolean {
  return foldedWords(value).some((word) => GENERIC_PRODUCT_WORDS.has(word));
}

/** Only generic product words, label nouns and joining words (at least one generic word): no product's name. */
export function isGenericProductWords(value: string): boolean {
  const words = foldedWords(value);
  return words.length > 0 && words.every((word) => FILLER.has(word)) && words.some((word) => GENERIC_PRODUCT_WORDS.has(word));
}
