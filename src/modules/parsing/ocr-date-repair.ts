/**
 * Dates as OCR reads them: a digit read as a look-alike letter ("15.O3.2019", "l5/03/2019", "15 Mar 2OI9") or
 * the dot of a dotted date read as a comma ("15,03.2019"). Left so, the date reader skips the date or, worse,
 * reads another one out of its remains ("O3.2019" as March 2019, "5/03/2019" as 3 May). Pure: one OCR line in,
 * the line with such dates written in digits out.
 *
 * A date is rewritten only when it then is a calendar date (a day and a month that exist, a year 1980–2099),
 * each of its numbers keeps at least one digit as read, and at most two characters were letters: a word or a
 * lot number is not made a date. Two exceptions, where the rest of the date holds it: a day of one letter read for
 * a 1 beside a month's name ("March l, 2021") or before two numbers that keep their digits ("l/1/13").
 * The forms (session 39 adds the ones metamorphic family O found unrepaired): day and month either way with a
 * four-digit year ("15.O3.2019") or, with slashes or dots, a two-digit one ("l2/1/16"); the year first with
 * hyphens, slashes or dots ("2O16/12/05"); a month's name between spaces ("15 Mar 2OI9") or between hyphens or
 * slashes ("07-Okt-2O18", "l4/October/2014").
 */
import { escapeRegExp } from "./phrase-pattern.ts";
import { MONTH_NUMBER } from "./vocabulary/months.ts";
import { LETTER_DIGITS } from "./ocr-look-alikes.ts";
import { repairOcrMonths } from "./ocr-month-repair.ts";

/** The digit look-alikes a date accepts (LETTER_DIGITS maps them): capitals and marks, no lower-case s, g or b. */
const D = "[0-9OoDQlI|i!SBZ]";
/** Day and month (either order) and a four-digit year, parted by the same mark, a comma standing for a dot. */
const NUMERIC_DATE = new RegExp(`(?<![\\p{L}\\p{N}.,/-])(${D}{1,2})([./,-])(${D}{1,2})([./,-])(${D}{4})(?![\\p{L}\\p{N}]|[.,/-]\\d)`, "gu");
/** Day and month (either order) and a two-digit year, parted by slashes or dots ("l2/1/16", "2/24/l6"). */
const SHORT_YEAR_DATE = new RegExp(`(?<![\\p{L}\\p{N}.,/-])(${D}{1,2})([./])(${D}{1,2})\\2(${D}{2})(?![\\p{L}\\p{N}]|[.,/-]\\d)`, "gu");
/** The year first, then month and day, parted by the same mark ("2O16-12-05", "2016/l2/05", "2019.O3.12"). */
const ISO_DATE = new RegExp(`(?<![\\p{L}\\p{N}.,/-])(${D}{4})([-/.])(${D}{1,2})\\2(${D}{1,2})(?![\\p{L}\\p{N}]|[.,/-]\\d)`, "gu");
const MONTHS = [...MONTH_NUMBER.keys()].filter((name) => name.length >= 3).sort((a, b) => b.length - a.length)
  .map(escapeRegExp).join("|");
/** "15 March 2019", "3. Mai 2018", "15 de marzo de 2019". */
const DAY_MONTH_YEAR = new RegExp(`(?<![\\p{L}\\p{N}])(${D}{1,2})(\\.?\\s+(?:de\\s+)?)(${MONTHS})(\\.?,?\\s+(?:de\\s+)?)(${D}{4})(?![\\p{L}\\p{N}])`, "giu");
/** "07-Okt-2O18", "07-avr.-2015", "l4/October/2014": a month's name between hyphens or slashes, the year of two or four. */
const DAY_MONTH_YEAR_MARKED = new RegExp(`(?<![\\p{L}\\p{N}.,/-])(${D}{1,2})([-/])(${MONTHS})(\\.?)\\2(${D}{4}|${D}{2})(?![\\p{L}\\p{N}]|[.,/-]\\d)`, "giu");
/** "March 15, 2019". */
const MONTH_DAY_YEAR = new RegExp(`(?<![\\p{L}])(${MONTHS})(\\.?\\s+)(${D}{1,2})(,?\\s+)(${D}{4})(?![\\p{L}\\p{N}])`, "giu");

/** The group in digits, or null when a character is no digit look-alike or none was read as a digit. */
function digits(group: string): string | null {
  if (!/\d/.test(group)) return null;
  const out = [...group].map((c) => (/\d/.test(c) ? c : LETTER_DIGITS[c])).join("");
  return /^\d+$/.test(out) ? out : null;
}

/** A day of one character: its digit, or 1 for a letter read for a 1 ("March l, 2021"), where a month's name or two numbers hold the date. */
const dayDigits = (day: string) => digits(day) ?? (day.length === 1 && LETTER_DIGITS[day] === "1" ? "1" : null);

/** A numeric date's first two numbers in digits: one of them may be a lone letter read for a 1 ("l/1/13"), not both. */
function dayAndMonth(a: string, b: string): [string | null, string | null] {
  const [x, y] = [digits(a), digits(b)];
  return x || y ? [x ?? dayDigits(a), y ?? dayDigits(b)] : [null, null];
}

const letters = (text: string) => [...text].filter((c) => !/[\d.,/\-\s]/.test(c)).length;
const isYear = (y: number) => y >= 1980 && y <= 2099;
const isDayMonth = (a: number, b: number) => a >= 1 && b >= 1 && ((a <= 31 && b <= 12) || (a <= 12 && b <= 31));

/**
 * A dotted, slashed or hyphenated date with its second separator lost ("08.112017"): the digits split only one way
 * into day, month and a four-digit year. Rewritten when that is a calendar date; a guess (the digits might be a
 * number), reported so the value is marked repaired. The first separator lost is not read: "1907/2006" and
 * "1272/2008" are regulations, not 19 July 2006.
 */
const LOST_SECOND = /(?<![\p{L}\p{N}.,/-])(\d{1,2})([./-])(\d{2})(\d{4})(?![\p{L}\p{N}]|[.,/-]\d)/gu;

/** The line with its dates repaired, and the dates whose lost separator was put back (as now written). */
export function repairOcrDateLine(line: string): { text: string; guessed: string[] } {
  // A month's name read with a look-alike ("14 Ju1y 2019"): written as the month, a guess.
  const months = repairOcrMonths(line);
  const guessed: string[] = [...months.dates];
  const put = (day: string, sep: string, month: string, year: string, whole: string) => {
    if (!isYear(Number(year)) || !isDayMonth(Number(day), Number(month))) return whole;
    const date = `${day}${sep}${month}${sep}${year}`;
    guessed.push(date);
    return date;
  };
  const text = repairOcrDate(months.text)
    .replace(LOST_SECOND, (whole, day: string, sep: string, month: string, year: string) => put(day, sep, month, year, whole));
  return { text, guessed };
}

export function repairOcrDate(line: string): string {
  if (!/[0-9]/.test(line)) return line;
  return line
    .replace(NUMERIC_DATE, (whole, a: string, sep1: string, b: string, sep2: string, year: string) => {
      const [x, y, z] = [...dayAndMonth(a, b), digits(year)];
      const [s1, s2] = [sep1 === "," ? "." : sep1, sep2 === "," ? "." : sep2];
      if (!x || !y || !z || s1 !== s2 || letters(whole) > 2) return whole;
      // A comma is a misread dot only in a date of two-digit parts ("1,5.2019" may be a decimal and a year).
      if ((sep1 === "," || sep2 === ",") && (s1 !== "." || a.length !== 2 || b.length !== 2)) return whole;
      if (!isYear(Number(z)) || !isDayMonth(Number(x), Number(y))) return whole;
      return `${x}${s1}${y}${s2}${z}`;
    })
    .replace(SHORT_YEAR_DATE, (whole, a: string, sep: string, b: string, year: string) => {
      const [x, y, z] = [...dayAndMonth(a, b), digits(year)];
      if (!x || !y || !z || letters(whole) > 2 || !isDayMonth(Number(x), Number(y))) return whole;
      return `${x}${sep}${y}${sep}${z}`;
    })
    .replace(ISO_DATE, (whole, year: string, sep: string, month: string, day: string) => {
      const [z, m, d] = [digits(year), digits(month), digits(day)];
      if (!z || !m || !d || letters(whole) > 2 || !isYear(Number(z)) || Number(m) < 1 || Number(m) > 12 || !isDayMonth(Number(d), Number(m))) return whole;
      return `${z}${sep}${m}${sep}${d}`;
    })
    .replace(DAY_MONTH_YEAR_MARKED, (whole, day: string, sep: string, month: string, dot: string, year: string) => {
      const [d, z] = [dayDigits(day), digits(year)];
      if (!d || !z || letters(day + year) > 2 || (year.length === 4 && !isYear(Number(z))) || Number(d) < 1 || Number(d) > 31) return whole;
      return `${d}${sep}${month}${dot}${sep}${z}`;
    })
    .replace(DAY_MONTH_YEAR, (whole, day: string, gap1: string, month: string, gap2: string, year: string) => {
      const [d, z] = [dayDigits(day), digits(year)];
      if (!d || !z || letters(day + year) > 2 || !isYear(Number(z)) || Number(d) < 1 || Number(d) > 31) return whole;
      return `${d}${gap1}${month}${gap2}${z}`;
    })
    .replace(MONTH_DAY_YEAR, (whole, month: string, gap1: string, day: string, gap2: string, year: string) => {
      const [d, z] = [dayDigits(day), digits(year)];
      if (!d || !z || letters(day + year) > 2 || !isYear(Number(z)) || Number(d) < 1 || Number(d) > 31) return whole;
      return `${month}${gap1}${d}${gap2}${z}`;
    });
}
