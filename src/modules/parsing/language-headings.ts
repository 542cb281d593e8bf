/**
 * A sheet's second language read from its section headings. Bilingual sheets print every heading in each language
 * (joined by a slash, in alternate lines, side by side, or a whole second sheet after the first), but may print the
 * sentences once, or start the second sheet past the middle page: the first pages' words then show one language. The
 * headings of the whole document, read together, are the sheet's own list of its languages; a sheet in one language
 * prints its headings in that language only.
 */
import { isSecondLanguage, languageScores } from "./language.ts";
import { foldText, SECTION_WORD } from "./section-vocabulary.ts";

type PageLine = { page: number; text: string };

// "SECTION 2", "RUBRIQUE 2 :", "Abschnitt II" (folded), or a number before a capitalised title ("2. HAZARDS", "2 Mögliche",
// "2.) Hazards identification").
const WORD_NUMBERED = new RegExp(`^[-–—*#|\\s]*(?:${SECTION_WORD})\\s*0?(?:\\d{1,2}|[ivx]{1,4})(?![\\d\\p{L}])`, "u");
const NUMBER_TITLED = /^[-–—*#|\s]*0?\d{1,2}\s*[.:)]{0,2}\s+\p{Lu}\p{L}{2}/u;
/** Longer lines are sentences or table rows, not headings (three joined Annex II titles stay under this). */
const MAX_HEADING = 300;

// The word and number a heading starts with: a French Canadian sheet heads its sections "Section i", as English does.
const LEADING_WORD = /^[-–—*#|\s]*\p{L}+\.?\s*0?(?:\d{1,2}|[ivxIVX]{1,4})(?![\d\p{L}])/u;

/** A heading's title, its leading section word dropped; null if the line is no heading. */
function titleOf(text: string): string | null {
  if (text.length > MAX_HEADING) return null;
  if (WORD_NUMBERED.test(foldText(text))) return text.replace(LEADING_WORD, "");
  return NUMBER_TITLED.test(text) ? text : null;
}

/** Another language the headings are printed in, beside `main`, or null. */
export function headingLanguage(lines: readonly PageLine[], main: string): string | null {
  const headings = lines.map((line) => titleOf(line.text)).filter((title) => title !== null).join("\n");
  const [best, ...rest] = languageScores(headings);
  if (!best || best.score === 0) return null;
  const other = [best, ...rest].find((entry) => entry.language !== main);
  return other && isSecondLanguage(other.score, best.score) ? other.language : null;
}
