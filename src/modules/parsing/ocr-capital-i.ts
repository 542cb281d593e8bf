/**
 * A capital I read as a small l ("ldentification", "lnformation", "lsopropanol", and glued to the word before it:
 * "Supplierldentification"): labels and headings no longer read as such ("Supplier identification" is a company label),
 * names keep a wrong letter. Pure: one OCR line in, the line with such I's put back out.
 *
 * At a word's start an l before a consonant begins no word of the languages read (Spanish "ll" aside), so it is an I
 * when the consonant is one that follows a word's I (d, g, m, n, r, s, t: "Identif", "Ignit", "Immed", "Inform",
 * "Irrit", "Isopropanol", "Italia") and the word is long enough not to be an abbreviation ("lb", "lbs", "ln", "lt").
 * Another consonant is more often a misread vowel after a true l ("lcsiones" is "lesiones"). Glued to the word
 * before, only before the stems that labels and headings are made of: "world" must keep its l.
 */
const AT_WORD_START = /(?<![\p{L}\p{N}])l(?=[dgmnrst]\p{Ll}{3,})/gu;
const GLUED = /(?<=\p{Ll}{4})l(?=(?:dentif|nform|mport|ngredient|nhal|rrit)\p{Ll})/gu;

export function repairCapitalI(line: string): string {
  if (!line.includes("l")) return line;
  return line.replace(AT_WORD_START, "I").replace(GLUED, "I");
}
