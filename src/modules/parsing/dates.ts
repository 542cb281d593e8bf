/**
 * Dates as printed in real SDSs → YYYY-MM-DD. Forms seen in the corpus: 09/21/2017, 08/26/16, 4/23/08,
 * 13/10/2014, 08-26-2018, 26.08.2013, 2016/12/05, 29-Jan-2018, 25-March-2016, 14/October/2014, 29 Mar 2018,
 * 06 JUL 2018, July 24, 2018, Mar 12/2015, Oct. 15, 2016, 2016 年 6 月 1 日, and month names in the European
 * languages (12. März 2021, 12 mars 2021, 11-juil.-2016, 12 de marzo de 2021, 12 maart 2021, 12 marca 2021), also
 * without their accents (12 Marz 2021, 12 pazdziernika 2021) and with a two-digit year between like separators
 * (07-Okt-18, 07-avr.-15, 12/mar/21); Korean 2021년 3월 12일; Japanese era years (令和3年3月12日); month and year alone
 * (June 2001, mayo de 2017); a separator typed twice (26..06.2012). Which way a sheet writes its ambiguous numeric
 * dates: ./document-date-order.ts.
 */
import { LANGUAGE_MONTH_NUMBER, MONTH_NAMES, MONTH_NUMBER, NAMES_OF_TWO_MONTHS } from "./vocabulary/months.ts";

export type DateOrder = "month-first" | "day-first";
/**
 * How a sheet's dates read: the order of its ambiguous numeric dates and, where known, its languages (the main one
 * first, then a bilingual sheet's second), which read a month name two languages give different months ("listopada":
 * hr October, pl November) as the first of them that lists it does.
 */
export type DateReading = DateOrder | { order: DateOrder; languages: readonly string[] };

/** `monthOnly`: printed without its day ("November 2013", "03/2021"), read as the first of the month. */
export type FoundDate = { iso: string; index: number; length: number; ambiguous: boolean; monthOnly?: boolean };

// A combining mark may follow a letter ("ΜΑΪ́ΟΥ": Greek capitals with the accent as U+0301); folded away when read.
const MONTH_NAME = "(\\p{L}[\\p{L}\\p{M}]{2,11})\\.?";
/**
 * Not right after a number's mark ("n°", "nº", "n.", "No.", "Nr.", "#"): what follows is a number, not a day. Stricter
 * than a version's number mark (version-date-labels.ts): "no" without its stop is Portuguese's "in the".
 */
const NOT_AFTER_NUMBER_MARK = "(?<!(?<![\\p{L}])(?:n[°º.]|no\\.|nr\\.?|#)\\s*)";
/** Months in Roman numerals, as Polish, Italian and Czech sheets print them ("23.XI.2026", "5 IV 2021"). */
const ROMAN_MONTHS = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii"];
const ROMAN_MONTH = "(xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i)";
/** Hyphens and dashes a text layer may print between a date's parts (U+2010–U+2015, minus sign). */
const DASHES = /[\u2010-\u2015\u2212]/g;
/**
 * A month name a text layer split after the wide "m" of some fonts ("Decem ber", "Novem bre", "Setem bro"): the space
 * moves behind the name, so indexes stay those of the printed text.
 */
const WIDE_M_SPLIT = /(?<![\p{L}])(\p{L}{2,7}m) (b(?:er|re|ro))(?![\p{L}])/giu;

/** `monthOnly`: the pattern is a month and year without a day (FoundDate's `monthOnly`). */
const DATE_PATTERNS: ReadonlyArray<{ regex: RegExp; monthOnly?: true; kind: "ymd" | "numeric" | "dmy-name" | "dmy-name-short" | "dmy-roman" | "ymd-roman" | "mdy-name" | "ymd-name" | "ymd-name-words" | "ymd-name-spaced" | "ydm-name" | "cjk" | "japanese-era" | "my-name" | "my-numeric" | "ym-numeric" }> = [
  // One separator twice ("2014.10.13", "2014. 10. 13."): "13 October 2014.    1/14" is a sentence's full stop and a page number.
  { regex: /(?<![\d.\/-])(\d{4})\s*([\/.-])\s*(\d{1,2})\s*\2\s*(\d{1,2})(?![\d\/-])/g, kind: "ymd" },
  // A slash or hyphen may follow when no digit does: a signer's initials after the date ("04.05.15/EK"). A separator
  // typed twice is a slip ("26..06.2012", "26/06//2012").
  { regex: /(?<![\d.\/-])(\d{1,2})\s*([\/.-])\2?\s*(\d{1,2})\s*\2\2?\s*(\d{4}|\d{2})(?!\d|[\/-]\d)/g, kind: "numeric" },
  {
    // Ordinals in any case ("12TH FEB 2020", "1.º de março"), also set apart as a superscript's run ("20 th October",
    // "1 er octobre", "1ᵉʳ") and with "day of" ("20th day of October 2021"); a slash between day and month only alone
    // ("12/Mar/2021"; "Rev. 3 / Mar 2021" is a revision and a month); "del" before the year as Latin American sheets
    // print it ("18 de julio del 2023"); a comma after the day only where one closes the month too ("05, Oct, 2023"); never
    // a column gap between day and month ("Page 1 de 3      Juin 2010" is a page count and a month), nor a number after a
    // number's mark ("Révision n° 3 de juin 2010", "Revision No. 3 of June 2010": revision 3, of June).
    regex: new RegExp(`(?<![\\p{L}\\d])${NOT_AFTER_NUMBER_MARK}(\\d{1,2})(?:st|nd|rd|th|er| (?:st|nd|rd|th|er)(?![\\p{L}])|ᵉʳ|\\.?[º°ª])?(?:(?:(?!\\s{3}|\\t)[\\s.-])*|\\/|,\\s*(?=\\p{L}[\\p{L}\\p{M}]{2,11}\\.?,\\s*\\d{4}))(?:(?:day\\s+of|de|of)\\s+)?${MONTH_NAME}[\\s\\/.,-]*(?:del?\\s+)?(\\d{4})(?!\\d)`, "giu"),
    kind: "dmy-name",
  },
  // Month first, also with hyphens ("Mar-12-2021"), the Latin American "de" before the year ("marzo 12 de 2021") and a
  // stop closing the day as a comma would ("March 17. 1992", "Aug.3. 2001"), the year then after a space.
  { regex: new RegExp(`(?<![\\p{L}\\d])${MONTH_NAME}(?:\\s*|-)(\\d{1,2})(?:st|nd|rd|th| (?:st|nd|rd|th)(?![\\p{L}]))?(?:\\s*[,\\/]?\\s*(?:del?\\s+)?|-|\\.\\s+)(\\d{4})(?!\\d)`, "giu"), kind: "mdy-name" },
  // Year first with the month's name between like separators ("2021-Mar-12", "2021/März/12"), as ISO-minded templates
  // print it; not with spaces ("ISO 9001:2015 Mar 3" is no date).
  { regex: new RegExp(`(?<![\\p{L}\\d.\\/:-])(\\d{4})([\\/.-])${MONTH_NAME}\\2(\\d{1,2})(?![\\d\\p{L}]|[.\\/-]\\d)`, "giu"), kind: "ymd-name" },
  // Year, month's name, day, as Hungarian and Lithuanian dates run ("2021. március 3.", "2021. márc. 3.", "2021 m. kovo
  // 3 d."): the year's dot (hu) or "m." (lt, metai) marks it, so "ISO 9001:2015 Mar 3" stays no date. A colon glued to
  // the year after a label's letters is a label's ("Módosítás dátuma :2016. június 13."), after a digit it is not.
  { regex: new RegExp(`(?<![\\p{L}\\d.\\/-])(?<!\\d:)(\\d{4})(?:\\.|\\s*m\\.)\\s*${MONTH_NAME}\\s+(\\d{1,2})(?:\\.|\\s*d\\.)?(?![\\d\\p{L}])`, "giu"), kind: "ymd-name-words" },
  // Year, month's name, day parted by spaces, as Canadian and some Asian templates print them ("2007 May 18", "2005
  // January 07"): only standing alone, the day at the text's end or before a column's gap or a comma ("Edition 2019 May
  // 5 persons" is running text, "ISO 9001:2015 Mar 3" a standard and a month).
  { regex: new RegExp(`(?<![\\p{L}\\d.\\/:-])(\\d{4})\\s+${MONTH_NAME}\\s+(\\d{1,2})(?=\\.?[^\\S\\n]*$|\\s{2,}|[,;)|](?!\\d))`, "gimu"), kind: "ymd-name-spaced" },
  // Year, day, month's name, as Latvian dates run ("2021. gada 3. martā", gada: "of the year").
  { regex: new RegExp(`(?<![\\p{L}\\d.\\/-])(?<!\\d:)(\\d{4})\\.?\\s*gada\\s+(\\d{1,2})\\.\\s*${MONTH_NAME}(?![\\p{L}])`, "giu"), kind: "ydm-name" },
  // A two-digit year only between like separators ("07-Okt-18", "12/mar/21"): "12 mars 21" may be running text, and
  // "12MAR21" a lot code (revision-date.ts reads the glued form right after a date label).
  { regex: new RegExp(`(?<![\\p{L}\\d])(\\d{1,2})([-\\/.])${MONTH_NAME}\\2(\\d{2})(?![\\d\\p{L}])`, "gu"), kind: "dmy-name-short" },
  { regex: new RegExp(`(?<![\\p{L}\\d.])(\\d{1,2})\\s*([.\\/ -])\\s*${ROMAN_MONTH}\\s*\\2\\s*(\\d{4})(?!\\d)`, "giu"), kind: "dmy-roman" },
  // Year first with a Roman month, dots after year and month, as Hungarian dates run ("2021. III. 23.", "2021.III.23").
  { regex: new RegExp(`(?<![\\p{L}\\d.\\/:-])(\\d{4})\\.\\s*${ROMAN_MONTH}\\.\\s*(\\d{1,2})(?![\\d\\p{L}])`, "giu"), kind: "ymd-roman" },
  { regex: /(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/g, kind: "cjk" },
  { regex: /(\d{4})\s*년\s*(\d{1,2})\s*월\s*(\d{1,2})\s*일/g, kind: "cjk" },
  // Japanese era years ("令和3年3月12日", "平成30年4月1日", "令和元年5月7日"), as Japanese sheets print them.
  { regex: /(令和|平成|昭和)\s*(\d{1,2}|元)\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/g, kind: "japanese-era" },
  // Month and year only ("June 2001", "juin 2001", "mayo de 2017"): the first of the month, marked ambiguous (the day
  // is unknown).
  // Also with a hyphen or slash between ("Mar-2019", "März/2021"), as month-year templates print it.
  { regex: new RegExp(`(?<![\\p{L}\\d.\\/-]\\s?)${MONTH_NAME}(?:,?\\s+(?:del?\\s+)?|\\s*[-\\/]\\s*)(\\d{4})(?!\\d)`, "giu"), kind: "my-name", monthOnly: true },
  // Month and year in digits ("Stand: 03/2021"): the first of the month, ambiguous. Never inside a code ("GSDS-R03-2018A").
  { regex: /(?<![\p{L}\d.\/-])(\d{1,2})\s*[\/.-]\s*((?:19|20)\d{2})(?![\p{L}\d\/.-])/gu, kind: "my-numeric", monthOnly: true },
  // Year and month as ISO 8601 writes them ("2021-03"): the first of the month, ambiguous; a month 01–12 only.
  { regex: /(?<![\p{L}\d.\/-])((?:19|20)\d{2})-(0[1-9]|1[0-2])(?![\d\/.-])/gu, kind: "ym-numeric", monthOnly: true },
];

/** The Gregorian year before each Japanese era's first year (Reiwa 1 = 2019, Heisei 1 = 1989, Shōwa 1 = 1926). */
const JAPANESE_ERA_START: Readonly<Record<string, number>> = { 令和: 2018, 平成: 1988, 昭和: 1925 };

function toIso(year: number, month: number, day: number): string | null {
  if (year < 100) year += year < 70 ? 2000 : 1900;
  if (year < 1970 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const foldAccents = (name: string) => name.normalize("NFD").replace(/\p{M}/gu, "");
/**
 * Names and the same names without accents ("marz", "fevrier", "pazdziernika"), for text layers that lost them. Reversed
 * because a Map keeps a key's last entry: a printed name wins over another name's form without accents.
 */
const withFolded = (months: ReadonlyMap<string, number>): ReadonlyMap<string, number> =>
  new Map([...months, ...[...months].map(([name, month]) => [foldAccents(name), month] as const)].reverse());
const ANY_LANGUAGE_MONTHS = withFolded(MONTH_NUMBER);
const LANGUAGE_MONTHS: ReadonlyMap<string, ReadonlyMap<string, number>> = new Map(
  [...LANGUAGE_MONTH_NUMBER].map(([language, months]) => [language, withFolded(months)]),
);

function monthIn(months: ReadonlyMap<string, number>, lower: string): number | undefined {
  const month = months.get(lower);
  if (month !== undefined || /^[a-z]*$/.test(lower)) return month;
  return months.get(foldAccents(lower));
}

/**
 * A month's name read: by the first of the sheet's languages that lists the name (sure), else by any language's — not
 * sure when two languages give the name different months ("3. listopada 2021": November in Polish, October in Croatian);
 * such a name is read by the language the date's own form points to (`formLanguages`), if any, still not sure.
 */
function readMonth(name: string, languages: readonly string[], formLanguages: readonly string[] = []): { month: number; ambiguous: boolean } | null {
  const lower = name.toLowerCase();
  for (const language of languages) {
    const own = LANGUAGE_MONTHS.get(language);
    const sure = own ? monthIn(own, lower) : undefined;
    if (sure !== undefined) return { month: sure, ambiguous: false };
  }
  const month = monthIn(ANY_LANGUAGE_MONTHS, lower);
  if (month === undefined || !NAMES_OF_TWO_MONTHS.has(lower)) return month === undefined ? null : { month, ambiguous: false };
  const byForm = formLanguages.map((language) => monthIn(LANGUAGE_MONTHS.get(language)!, lower)).find((read) => read !== undefined);
  return { month: byForm ?? month, ambiguous: true };
}

/**
 * Day and year each closed by a full stop ("13. listopada 2014."): the Croatian form (an ordinal's stop after the year
 * too); Polish prints "13 listopada 2014 r.", Czech "13. listopadu 2014". Evidence for a name of two months only.
 */
const DAY_WITH_STOP = /^\d{1,2}\.(?!\d)/;
const YEAR_WITH_STOP = /^\.(?!\d)/;
const CROATIAN_FORM = ["hr"];

/** The date of a day, a month's name and a year, the name read by the sheet's `languages` where they are known. */
function namedMonthDate(year: number, monthName: string, day: number, languages: readonly string[], formLanguages: readonly string[] = []): { iso: string; ambiguous: boolean } | null {
  const read = readMonth(monthName, languages, formLanguages);
  const iso = read ? toIso(year, read.month, day) : null;
  return iso ? { iso, ambiguous: read!.ambiguous } : null;
}

/**
 * Every date in a piece of text, in order. Numeric dates with both parts ≤ 12 are ambiguous: dots mean
 * day first (European); slashes and hyphens follow `order` (default month first, the US form).
 */
export function findDates(printed: string, reading: DateReading = "month-first"): FoundDate[] {
  const { order, languages } = typeof reading === "string" ? { order: reading, languages: [] } : reading;
  const found: FoundDate[] = [];
  // One character for another: indexes stay those of the printed text.
  const text = printed.replace(DASHES, "-").replace(WIDE_M_SPLIT, "$1$2 ");
  for (const { regex, kind, monthOnly } of DATE_PATTERNS) {
    for (const match of text.matchAll(regex)) {
      const parsed = parseMatch(match, kind, order, languages, text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 2));
      if (!parsed) continue;
      const index = match.index ?? 0;
      if (found.some((other) => index < other.index + other.length && other.index < index + match[0].length)) continue;
      found.push({ iso: parsed.iso, index, length: match[0].length, ambiguous: parsed.ambiguous, ...(monthOnly ? { monthOnly } : {}) });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** A day, then a dash with spaces about it ("3 - juin"); and a dash before the year ("juin - 2010"). */
const SPACED_DASH_AFTER_DAY = /^\d{1,2}\S*\s+-\s*\p{L}|^\d{1,2}\S*\s*-\s+\p{L}/u;
const DASH_BEFORE_YEAR = /\p{L}\.?\s*-\s*\d{4}$/u;

/** `after`: the two characters after the match (a year's full stop). */
function parseMatch(match: RegExpMatchArray, kind: string, order: DateOrder, languages: readonly string[], after: string): { iso: string; ambiguous: boolean } | null {
  const n = (i: number) => Number.parseInt(match[i], 10);
  switch (kind) {
    case "ymd": {
      const iso = toIso(n(1), n(3), n(4));
      return iso ? { iso, ambiguous: false } : null;
    }
    case "cjk": {
      const iso = toIso(n(1), n(2), n(3));
      return iso ? { iso, ambiguous: false } : null;
    }
    case "numeric": {
      const [first, separator, second, year] = [n(1), match[2], n(3), n(4)];
      // 1.2.10 is a version, not a date; 12.03.21 (two digits each) is a date.
      if (separator === "." && match[4].length === 2 && (match[1].length !== 2 || match[3].length !== 2)) return null;
      const dayFirst = first > 12 || (second <= 12 && (separator === "." || order === "day-first"));
      const iso = dayFirst ? toIso(year, second, first) : toIso(year, first, second);
      return iso ? { iso, ambiguous: first <= 12 && second <= 12 && first !== second && separator !== "." } : null;
    }
    case "dmy-name":
      // "Rév. 3 – juin 2010": a number parted from a month by a spaced dash is a date only when the year is parted so too.
      if (SPACED_DASH_AFTER_DAY.test(match[0]) && !DASH_BEFORE_YEAR.test(match[0])) return null;
      return namedMonthDate(n(3), match[2], n(1), languages, DAY_WITH_STOP.test(match[0]) && YEAR_WITH_STOP.test(after) ? CROATIAN_FORM : []);
    case "dmy-name-short":
      return namedMonthDate(n(4), match[3], n(1), languages);
    case "japanese-era": {
      const year = JAPANESE_ERA_START[match[1]!]! + (match[2] === "元" ? 1 : n(2));
      const iso = toIso(year, n(3), n(4));
      return iso ? { iso, ambiguous: false } : null;
    }
    case "dmy-roman": {
      const iso = toIso(n(4), ROMAN_MONTHS.indexOf(match[3].toLowerCase()) + 1, n(1));
      return iso ? { iso, ambiguous: false } : null;
    }
    case "ymd-roman": {
      const iso = toIso(n(1), ROMAN_MONTHS.indexOf(match[2].toLowerCase()) + 1, n(3));
      return iso ? { iso, ambiguous: false } : null;
    }
    case "my-name": {
      const month = readMonth(match[1], languages)?.month;
      const iso = month ? toIso(n(2), month, 1) : null;
      return iso ? { iso, ambiguous: true } : null;
    }
    case "my-numeric": {
      const iso = toIso(n(2), n(1), 1);
      return iso ? { iso, ambiguous: true } : null;
    }
    case "ym-numeric": {
      const iso = toIso(n(1), n(2), 1);
      return iso ? { iso, ambiguous: true } : null;
    }
    case "ymd-name":
      return namedMonthDate(n(1), match[3], n(4), languages);
    case "ymd-name-words":
    case "ymd-name-spaced":
      return namedMonthDate(n(1), match[2], n(3), languages);
    case "ydm-name":
      return namedMonthDate(n(1), match[3], n(2), languages);
    case "mdy-name":
      return namedMonthDate(n(3), match[1], n(2), languages);
  }
  return null;
}

/** Parses one printed date; null when the text holds none. */
export function parseDate(text: string, reading: DateReading = "month-first"): string | null {
  return findDates(text, reading)[0]?.iso ?? null;
}

/** The letters of a format hint's day, month and year in the languages (dd, jj, tt, gg; mm; yyyy, aaaa, jjjj, rrrr, åååå). */
const HINT_DAY = "(?:dd|jj|tt|gg|d|j|t|g)";
const HINT_YEAR = "(?:yyyy|yy|aaaa|aa|jjjj|jj|rrrr|rr|åååå|åå|vvvv|vv)";
/** A printed format hint, day first ("dd/mm/yyyy", "jj/mm/aaaa", "TT.MM.JJJJ", "gg-mm-aaaa", "dd.mm.rrrr"). */
const DAY_FIRST_HINT = new RegExp(`(?<![\\p{L}])${HINT_DAY}\\s*([/.-])\\s*mm\\s*\\1\\s*${HINT_YEAR}(?![\\p{L}])`, "iu");
/** A printed format hint, month first ("mm/dd/yyyy", "MM-DD-YY"). */
const MONTH_FIRST_HINT = new RegExp(`(?<![\\p{L}])mm\\s*([/.-])\\s*${HINT_DAY}\\s*\\1\\s*${HINT_YEAR}(?![\\p{L}])`, "iu");
/**
 * What both hints hold: "mm" and a separator after it. A whole sheet without it (most) is not searched with the hints'
 * patterns, which the regex engine tries at every place of the text (they open with a lookbehind).
 */
const MM_AND_SEPARATOR = /mm\s*[/.-]/iu;
/** A format hint in brackets, as a label may carry it before its value ("Revision date (dd/mm/yyyy):"). */
export const BRACKETED_FORMAT_HINT = new RegExp(`^\\s*\\(\\s*(?:${DAY_FIRST_HINT.source}|${MONTH_FIRST_HINT.source.replace("\\1", "\\2")})\\s*\\)`, "iu");

/**
 * A document that prints a format hint ("Revision date (dd/mm/yyyy):") writes its numeric dates that way; else one that
 * prints any unambiguous day-first numeric date (13/10/2014) writes its other numeric dates day first too; otherwise
 * slashes are read by `usual`.
 */
export function detectDateOrder(text: string, usual: DateOrder = "month-first"): DateOrder {
  const mayHint = MM_AND_SEPARATOR.test(text);
  const dayFirstHint = mayHint && DAY_FIRST_HINT.test(text);
  if (mayHint && dayFirstHint !== MONTH_FIRST_HINT.test(text)) return dayFirstHint ? "day-first" : "month-first";
  let dayFirst = 0;
  let monthFirst = 0;
  for (const match of text.matchAll(/(?<![\d.\/-])(\d{1,2})[\/-](\d{1,2})[\/-](\d{4})(?![\d\/-])/g)) {
    const first = Number.parseInt(match[1], 10);
    const second = Number.parseInt(match[2], 10);
    if (first > 12 && second <= 12) dayFirst++;
    if (second > 12 && first <= 12) monthFirst++;
  }
  if (dayFirst === monthFirst) return usual;
  return dayFirst > monthFirst ? "day-first" : "month-first";
}

/** Day, month and year parted by single spaces at the start of a label's value. */
const SPACED_DATE = /^\s*[:：.]?\s*\d{1,2} \d{1,2} \d{4}(?![\d/.-]|\s\d)/;
/** Day, month name and a two-digit year parted by single spaces at the start of a label's value ("12 Mar 21"). */
const SPACED_SHORT_NAME_DATE = /^(\s*[:：.]?\s*\d{1,2}) (\p{L}{3,9}\.?) (\d{2})(?![\d\p{L}]|[./-]\d)/u;
/** The English months' three-letter abbreviations in capitals ("JAN" … "DEC"). */
const ENGLISH_MONTH_CAPITALS = MONTH_NAMES.en!.map((names) => names.find((name) => name.length === 3)!.toUpperCase());
/**
 * Day, an English month's abbreviation in capitals and a two-digit year glued together at the start of a label's value
 * ("Last Revised: 26APR13", US MSDSs): a date there only; elsewhere such a run is a lot or batch code ("Lot: 12MAR21").
 */
const GLUED_SHORT_NAME_DATE = new RegExp(`^(\\s*[:：.]?\\s*\\d{1,2})(${ENGLISH_MONTH_CAPITALS.join("|")})(\\d{2})(?![\\d\\p{L}])`, "u");

/**
 * A label's value whose date opens with its parts apart or glued, joined so findDates reads it: day, month and year
 * parted by single spaces ("Reviewed: 24 07 2021"; elsewhere such digits are a telephone number or a table row —
 * same length, so indexes stay), "12 Mar 21" (a two-digit year running text would not be read as), and "26APR13"
 * (hyphens put between its parts: indexes after the date's start may move, the text before it stays). For the text
 * right after a date label only.
 */
export function withLabelValueDateJoined(after: string): string {
  return after
    .replace(SPACED_DATE, (spaced) => spaced.replace(/(\d) (?=\d)/g, "$1/"))
    .replace(SPACED_SHORT_NAME_DATE, "$1-$2-$3")
    .replace(GLUED_SHORT_NAME_DATE, "$1-$2-$3")
    .replace(COMPACT_DATE, compactDateApart)
    .replace(SHORT_DOTTED_DATE, (short, lead: string, day: string, month: string, year: string, at: number, whole: string) =>
      Number(month) > 12 || findDates(whole.slice(at + short.length)).length > 0 ? short : `${lead}${day.padStart(2, "0")}.${month.padStart(2, "0")}.${year}`);
}

/**
 * Day and month, one of them of one digit, and a two-digit year parted by dots at the start of a label's value ("4.3.22",
 * "28.2.19"): elsewhere a version ("Version 1.2.10"), which findDates leaves; after a date label the date, unless a date
 * follows in the same value (the short form is then a version beside it: "1.2.10 / 04.03.2022"). Day first, as a dotted
 * date is (a month past 12 leaves it unread); day and month written with two digits each so findDates reads it.
 */
const SHORT_DOTTED_DATE = /^(\s*[:：.]?\s*)(\d{1,2})\.(\d{1,2})\.(\d{2})(?![\d.]\d|\d)/;

/**
 * Eight digits without separators at the start of a label's value ("Data di revisione 08182015", "Revision date:
 * 20150818"): the year first when its month and day are valid (ISO 8601's basic form, as East Asian sheets print it),
 * else day and month before the year, parted by slashes so findDates reads them in the sheet's order. Elsewhere eight
 * digits are an article or telephone number: for the text right after a date label only.
 */
const COMPACT_DATE = /^(\s*[:：.]?\s*)(\d{8})(?![\d/.,-])/;
function compactDateApart(_: string, lead: string, digits: string): string {
  const [year, month, day] = [Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6))];
  if (year >= 1970 && year <= 2100 && toIso(year, month, day) !== null) return `${lead}${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`;
  return /^(?:19|20)\d{2}$/.test(digits.slice(4)) ? `${lead}${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}` : `${lead}${digits}`;
}
