/**
 * What the PDF reader and the SDS parser both know of a section heading: the fold their patterns are matched
 * against (lower case, accents removed) and the word before (or after) a section's number in the languages read.
 * A leaf: imports nothing.
 */

/** Lower case without diacritics; keeps the length of precomposed text so offsets stay usable. */
export function foldText(text: string): string {
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  return text
    .normalize("NFC")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[łŁ]/g, "l")
    .replace(/ß/g, "ss")
    .replace(/[øØ]/g, "o")
    .toLowerCase();
}

/** The marks a text prints for an apostrophe besides the plain one, as a character class's body. */
export const TYPOGRAPHIC_APOSTROPHES = "’‘`´";
const APOSTROPHE_MARKS = new RegExp(`[${TYPOGRAPHIC_APOSTROPHES}]`, "g");
/** The text with its typographic apostrophes made plain. */
export const plainApostrophes = (text: string) => text.replace(APOSTROPHE_MARKS, "'");

/** foldText with the typographic apostrophes made plain ("l’étiquette" → "l'etiquette"). */
export const foldLine = (line: string) => plainApostrophes(foldText(line));

/** The word before a section number: "SECTION 2", "ABSCHNITT 2", "SECCIÓN 2", "RUBRIQUE 2", "SEZIONE 2", … */
export const SECTION_WORD =
  "section|sect\\.?|sec\\.?|abschnitt|abschn\\.?|seccion|secc\\.?|epigrafe|seccao|secao|rubrique|sezione|sez\\.?|rubriek|rubr\\.?|sekcja|punkt|kapitel|capitulo|capitolo|hoofdstuk|avsnitt|afsnit|kohta|" +
  // cs "ODDÍL", sk "ODDIEL", ro "SECȚIUNEA", el "ΤΜΗΜΑ", bg "РАЗДЕЛ", hr "ODJELJAK", sl "ODDELEK", mt "TAQSIMA" (REACH Annex II), folded.
  "oddil|oddiel|sectiunea|τμημα|раздел|odjeljak|oddelek|taqsima";

/**
 * Bullets, bars, stars, boxes, change markers and rules that precede a heading ("! ABSCHNITT 9", "* 1 Identification",
 * "◆ RUBRIQUE 2", "------SECTION 5: …"), at the start of the text.
 */
export const HEADING_PREFIX = "^[-–—*#|!►▶■●•·□◆◇❖▪◼➤\\s]*";

/** The word after a section number: hu "1. SZAKASZ", lt "1 SKIRSNIS", lv "1. IEDAĻA", et "1. JAGU" (folded). */
export const SECTION_WORD_AFTER_NUMBER = "szakasz|skirsnis|iedala|jagu";

/** Roman numerals I–XVI (OSHA Form 174 and WHMIS 1988 MSDSs: "Section IV"), folded to lower case. */
export const ROMAN_NUMERALS: Readonly<Record<string, number>> = {
  i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10, xi: 11, xii: 12, xiii: 13, xiv: 14, xv: 15, xvi: 16,
};

/** Numbers written as words after the section word ("Section One: Product Identification"). */
export const SPELLED_NUMBERS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16,
};
