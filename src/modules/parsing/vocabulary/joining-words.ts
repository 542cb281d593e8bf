/**
 * Words that join two parts of a label or heading ("Use and restrictions", "Identifizierung des Stoffs und des
 * Unternehmens"), in the languages the parser reads, lower case.
 */

/** "And": en, de, fr, es, it and pt ("e"), nl, pl ("i", "oraz"), sv, da and no, fi. Joined with "|" into a regex. */
export const AND_WORDS: readonly string[] = ["and", "und", "et", "y", "e", "en", "i", "oraz", "och", "og", "ja"];
