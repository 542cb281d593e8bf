/**
 * Words that join two parts of a label or heading ("Use and restrictions", "Identifizierung des Stoffs und des
 * Unternehmens", "Identificación de la sustancia o mezcla"), in the languages the parser reads, lower case.
 */

/** "And": en, de, fr, es, it and pt ("e"), nl, pl ("i", "oraz"), sv, da and no, fi. Joined with "|" into a regex. */
export const AND_WORDS: readonly string[] = ["and", "und", "et", "y", "e", "en", "i", "oraz", "och", "og", "ja"];

/**
 * "Including", closing a value over the list it announces ("Productos: Grasas Lubricantes, incluyendo:"): en, es, de,
 * fr, it, pt, nl, pl.
 */
export const INCLUDING_WORDS: readonly string[] = [
  "including", "incl.", "incluyendo", "incluido", "incluidos", "incluidas", "einschließlich", "einschliesslich", "inklusive",
  "dont", "comprenant", "y compris", "incluant", "compresi", "inclusi", "incluindo", "inclusief", "waaronder", "w tym",
];

/** "Or": en, de, fr and pt ("ou"), es and it ("o"), nl ("of", also en's "of" below), pl, sv/da/no, fi. */
export const OR_WORDS: readonly string[] = ["or", "oder", "ou", "o", "of", "lub", "eller", "tai"];

/**
 * "As well as" and its kin, ending a line whose value goes on below ("… Wischdesinfektion sowie" / "Reinigung …"): en,
 * de, fr, es, it, nl, pt, pl, sv/da/no. Apart from AND_WORDS: they join phrases, never the two parts of a label.
 */
/**
 * "or" of the languages OR_WORDS leaves out (cs "nebo", sk "alebo", hr "ili", sl "ali", hu "vagy", ro "sau"): kept apart
 * so that every JOINING_WORDS reader does not change; use-label-forms.ts joins two subjects with them.
 */
export const MORE_OR_WORDS: readonly string[] = ["nebo", "alebo", "ili", "ali", "vagy", "sau"];

export const ALSO_WORDS: readonly string[] = [
  "as well as", "sowie", "ainsi que", "así como", "nonché", "alsmede", "evenals", "bem como", "assim como", "jak również", "samt",
];

/**
 * "Of" and its forms with an article: en, de ("des", "der"), fr, es, it, nl, pt ("da", "do", "dos", "das"), pl, sv/da/no
 * ("af"). ("Details of the supplier", "Angaben des Lieferanten", "Identificação da empresa".)
 */
export const OF_WORDS: readonly string[] = [
  "of", "des", "der", "de", "du", "del", "della", "dello", "di", "van", "da", "do", "dos", "das", "dla", "af",
];

/**
 * "With": en, de, fr, es and it ("con"), pt ("com"), nl, pl ("z", "ze"), sv/da/no ("med"). A chemical name that ends on one
 * goes on in the next line ("Alkylnaphthalenesulfonic acid, polymer with" / "formaldehyde, sodium salt").
 */
export const WITH_WORDS: readonly string[] = ["with", "mit", "avec", "con", "com", "met", "z", "ze", "med"];

/** Every joining word: a heading or label that ends on one goes on in the next line; a row that starts with one is its rest. */
export const JOINING_WORDS: readonly string[] = [...new Set([...AND_WORDS, ...OR_WORDS, ...OF_WORDS])];

/**
 * Articles that end a heading's line before its noun ("… OF THE" / "COMPANY", "… VAN HET" / "MENGSEL"). Not joining
 * words at a row's start: a company may be called "The Harbour Company".
 */
export const ARTICLES: readonly string[] = ["the", "het"];

/**
 * The other languages' articles (de, fr, es, it, pt, nl's "een", en's "a", "an"): filler in a value made of generic
 * words ("DE LA PRÉPARATION"). Not in ARTICLES: a line ending in "a", "i" or "die" is no unfinished heading.
 */
export const OTHER_ARTICLES: readonly string[] = [
  "a", "an", "la", "le", "les", "l", "el", "il", "lo", "gli", "i", "die", "das", "den", "dem", "ein", "eine", "een", "un", "une", "uno", "una",
  "um", "uma", "os", "as",
];

/**
 * Words that open a label's qualifier naming a standard or method ("Flash point according to DIN 51755 / Point d'éclair
 * selon …", "Dichte gemäß DIN 51757"): en, de, fr, es, it, nl, pt, pl. Lower case; joined with "|" into a regex.
 */
export const ACCORDING_TO_WORDS: readonly string[] = [
  "according to", "as per", "gemäß", "gemäss", "nach", "selon", "suivant", "según", "conforme a", "secondo", "volgens", "segundo", "wg", "według",
];
