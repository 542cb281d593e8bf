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

/** foldText with the typographic apostrophes made plain ("l’étiquette" → "l'etiquette"). */
export const foldLine = (line: string) => foldText(line).replace(/[’‘`´]/g, "'");

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
