/**
 * A month's name in a date as OCR reads it off an old copy: a letter read as its look-alike digit or mark ("ju1l.",
 * "Apri1", "0ct", "giugn0"), a small l read as a capital I ("JuIy"), m read as rn ("Septernber"). The date reader
 * knows the month's name only as printed, so the date is not read at all. Pure: one OCR line in, the line with such
 * months written as the vocabulary's name (MONTH_NUMBER), and the dates so written (guesses: their evidence is
 * marked repaired).
 *
 * Only a word standing between a day and a four-digit year ("14 Ju1y 2019", "11-ju1l.-2016", "14 de ju1io de 2019")
 * or before a day and a year ("Ju1y 14, 2019"), that folds (look-alikes to one letter) to one month's names and
 * to no other month's. A word of under five characters is taken only with a digit, a mark or a capital I inside
 * it: letter for letter ("Mal", "Marc") it is another word.
 */
import { foldText } from "./section-vocabulary.ts";
import { MONTH_NUMBER } from "./vocabulary/months.ts";

/** Letters, digits and marks tesseract reads for one another, folded to one ("ju1l" and "juil", "0ct" and "oct"). */
function foldLookAlikes(word: string): string {
  return foldText(word.replace(/(?<=\p{Ll})I/gu, "l"))
    .replace(/rn/g, "m")
    .replace(/vv/g, "w")
    .replace(/[1l|!i]/g, "i")
    .replace(/0/g, "o")
    .replace(/5/g, "s");
}

/** Each month's names folded, to the name printed (the first of its month so folded); a fold two months share is dropped. */
const MONTH_OF_FOLD: ReadonlyMap<string, string> = (() => {
  const months = new Map<string, { name: string; number: number } | null>();
  for (const [name, number] of MONTH_NUMBER) {
    if (name.length < 3) continue;
    const key = foldLookAlikes(name);
    const known = months.get(key);
    if (known === undefined) months.set(key, { name, number });
    else if (known && known.number !== number) months.set(key, null);
  }
  return new Map([...months].filter(([, month]) => month !== null).map(([key, month]) => [key, month!.name]));
})();

const D = "[0-9OoDQlI|i!SBZ]";
const WORD = "[\\p{L}0-9|!]{3,14}";
/** Day, month word, year: "14 Ju1y 2019", "11-ju1l.-2016", "14 de ju1io de 2019". */
const DAY_WORD_YEAR = new RegExp(`(?<![\\p{L}\\p{N}])(${D}{1,2}\\.?(?:\\s|-)(?:de\\s)?)(${WORD})(\\.?(?:,?\\s|-)(?:de\\s)?${D}{4})(?![\\p{L}\\p{N}])`, "gu");
/** Month word, day, year: "Ju1y 14, 2019". */
const WORD_DAY_YEAR = new RegExp(`(?<![\\p{L}\\p{N}])(${WORD})(\\.?\\s${D}{1,2},?\\s${D}{4})(?![\\p{L}\\p{N}])`, "gu");

/** The month's name `word` is read for, in its case, or null when it is a month already or none. */
function monthOf(word: string): string | null {
  if (MONTH_NUMBER.has(foldText(word)) || !/\p{L}/u.test(word)) return null;
  // Letter for letter, a short word is another word; a digit, a mark or a capital I inside one is OCR's.
  if (word.length < 5 && !/[0-9|!]|(?<=\p{L})I/u.test(word)) return null;
  const name = MONTH_OF_FOLD.get(foldLookAlikes(word));
  if (!name) return null;
  const capitals = word.replace(/[^\p{Lu}]/gu, "").length;
  if (capitals >= 2 && capitals >= word.replace(/[^\p{Ll}]/gu, "").length) return name.toUpperCase();
  return /^\p{Lu}/u.test(word) ? name[0]!.toUpperCase() + name.slice(1) : name;
}

export function repairOcrMonths(line: string): { text: string; dates: string[] } {
  if (!/\d/.test(line)) return { text: line, dates: [] };
  const dates: string[] = [];
  const put = (parts: string[], month: string | null, whole: string) => {
    if (!month) return whole;
    const date = parts.join("");
    dates.push(date);
    return date;
  };
  const text = line
    .replace(DAY_WORD_YEAR, (whole, day: string, word: string, year: string) => {
      const month = /\d/.test(day) && /\d/.test(year) ? monthOf(word) : null;
      return put([day, month ?? "", year], month, whole);
    })
    .replace(WORD_DAY_YEAR, (whole, word: string, rest: string) => {
      const month = /\d.*\d/.test(rest) ? monthOf(word) : null;
      return put([month ?? "", rest], month, whole);
    });
  return { text, dates };
}
