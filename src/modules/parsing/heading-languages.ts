/**
 * A section heading printed in two or three languages on one line, the same number again after a slash or a column
 * gap ("1. IDENTIFICATION OF THE PRODUCT / 1. IDENTIFICATION DU PRODUIT", "ABSCHNITT 1: Bezeichnung … / RUBRIQUE 1 :
 * Identification … / SEZIONE 1: …"): the heading is its first language's part. The joined line is too long for a
 * heading and its title names no one section, so only the first part is read as the heading. The number may be a
 * Roman numeral ("Rubriek I - Identificatie … / Rubrique I - Identification …", "Section iii / Rubrique iii", in title
 * case "Abschnitt Viii / Rubrique Viii").
 */
import { CELL_GAP_SOURCE } from "./cell-gap.ts";
const FIRST_NUMBER = /^\D{0,24}?(?:(\d{1,2})(?!\d)|(?<!\p{L})([IVX]{1,4}|[ivx]{1,4}|[IVX][ivx]{1,3})(?![\p{L}\d]))/u;

/** The regex of a number printed again, one per number (a page of 100,000 headings compiles it once). */
const REPEATS = new Map<string, RegExp>();
function repeatOf(number: string): RegExp {
  let regex = REPEATS.get(number);
  if (!regex) {
    regex = new RegExp(`(?<!\\s)(?:\\s*[/|]\\s*|${CELL_GAP_SOURCE})(?:[-–—=_*]{2,12}\\s*)?(?:\\p{L}{2,12}\\.?\\s*)?${number}(?![\\d.,]\\d)(?=[\\s.:)-])`, "gu");
    REPEATS.set(number, regex);
  }
  return regex;
}

export function firstLanguageHeading(text: string): string {
  const number = FIRST_NUMBER.exec(text);
  if (!number) return text;
  const from = number.index + number[0].length;
  // The same number after a slash, a bar or a gap of three spaces, behind at most a word ("RUBRIQUE", "Section") and a
  // rule of dashes the heading is set between ("------SECTION 1: … ------ / ------RUBRIQUE 1: … ------").
  // A run of spaces is tried from its start only ((?<!\s)): one pass over the line.
  const again = repeatOf(number[1] ?? number[2]!);
  again.lastIndex = from;
  const repeat = again.exec(text);
  // The first part must carry its own title ("Section 3 / Rubrique 3 : Composition" keeps the title after the slash).
  return repeat && /\p{L}{3}/u.test(text.slice(from, repeat.index)) ? text.slice(0, repeat.index) : text;
}
