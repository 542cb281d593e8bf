/**
 * CAS numbers as OCR reads them: groups parted by spaces, dots or long dashes ("64742-48 9", "7664—93—9"),
 * letters in digit places ("7732-l8-5", "5O-00-0"), or one digit misread ("7664-93-8" for 7664-93-9).
 * Pure: one line in, the line with the numbers written the one way out, and what was changed.
 *
 * The check digit is the safeguard: a number is rewritten only when the result validates. A number whose
 * check digit fails is tried with one digit changed to a look-alike (OCR_DIGIT_CONFUSIONS), and only in a
 * line that speaks of CAS numbers, and only when exactly one such change validates: one in ten random
 * changes validates by chance, so two that do mean the number cannot be told.
 */
import { isValidCasNumber, isValidEcNumber } from "./composition.ts";
import { LETTER_DIGITS } from "./ocr-look-alikes.ts";
import { oneChangeAt } from "./one-edit.ts";


/** A CAS number as printed: 2–7, 2 and 1 digits, not inside a longer dashed number ("603-002-00-5") or digit run. */
export const CAS_NUMBER = /(?<![\d-])\d{2,7}-\d{2}-\d(?![\d-])/;

/**
 * Digits tesseract takes for one another on scans (shapes that differ by a stroke or a gap: an open 3 and 8,
 * the foot of 1 and 7, the loop of 5 and 6, a broken 0, 6 or 9 and 8). Narrow on purpose: with a check digit modulo 10
 * every candidate validates one time in ten, so each pair added makes a true repair more often ambiguous.
 * Measured on the 251 valid CAS numbers of the truth files, each misread by one of these pairs: 45 % are put
 * right, none wrongly, the rest left unread as ambiguous (a wider table of 26 pairs: 19 % right, 1 % wrong).
 */
export const OCR_DIGIT_CONFUSIONS: Readonly<Record<string, readonly string[]>> = {
  "0": ["8"],
  "1": ["7"],
  "3": ["8"],
  "5": ["6"],
  "6": ["5", "8"],
  "7": ["1"],
  "8": ["3", "0", "6", "9"],
  "9": ["8"],
};

const DIGITISH = "[0-9OoDQОоlI|i!\\]\\[SsBZzЗgqGbT]";
/** Between the groups: a hyphen or a dash, a dot, with spaces around, or a single space alone. */
const SEPARATOR = "(?:\\s?[-‐‑‒–—―−.·~:]\\s?|\\s)";
/**
 * A CAS-shaped run: 2–7, 2 and 1 digit-like characters. Not inside a word or a longer number; the first
 * character is a digit (a word such as "Sodium 12-3" does not become a number), and so are most of them.
 */
const CAS_LIKE = new RegExp(`(?<![\\p{L}\\p{N}\\-–—.])([0-9]${DIGITISH}{1,6})(${SEPARATOR})(${DIGITISH}{2})(${SEPARATOR})(${DIGITISH})(?![\\p{L}\\p{N}]|[-–—]\\d)`, "gu");

/** A CAS number with one more digit glued after its check digit (a table's rule or a speck read as a digit). */
const EXTRA_DIGIT = new RegExp(`(?<![\\p{L}\\p{N}\\-–—.])([1-9]\\d{1,6})(${SEPARATOR})(\\d{2})(${SEPARATOR})(\\d)(\\d)(?![\\p{L}\\p{N}%]|[-–—]\\d)`, "gu");

/** "13.00 - 30.00": a decimal, a dash with spaces, a number — a concentration range, never a CAS number's groups. */
const decimalRange = (sep1: string, sep2: string) => sep1 === "." && /\s/.test(sep2);
/** A CAS number whose second hyphen OCR lost ("64742-489"): a head of 3+ digits, so "20-100" is not one. */
const LOST_SEPARATOR = /(?<![\p{L}\p{N}\-–—.])([1-9]\d{2,6})[-–—](\d{2})(\d)(?![\p{L}\p{N}%.,]|\s?%|[-–—]\d)/gu;

/**
 * A CAS number read with a dot for its first hyphen and its second lost ("52.517" for 52-51-7): a decimal as well, so
 * only a number that stands as a cell of its own (the line's start or a wide gap before, a wide gap or the end after).
 */
const DOTTED_LOST_SEPARATOR = /(?<=^\s*|\s{2,})([1-9]\d{1,6})\.(\d{2})(\d)(?=\s{2,}|\s*$)/gu;

/**
 * A CAS number glued to the EC number printed after it, the slash or space between them lost
 * ("7732-18-5231-791-2"). Both carry a check digit (EC's modulo 11), so both validating is no accident.
 */
const GLUED_EC = /(?<![\p{L}\p{N}\-–—.])([1-9]\d{1,6}-\d{2}-\d)([2-9]\d{2}-\d{3}-\d)(?![\p{L}\p{N}]|[-–—]\d)/gu;

/**
 * A CAS number of two digits first whose second hyphen OCR lost ("56-815" for glycerol's 56-81-5). "20-100" or
 * "70-100" validate too, and are ranges: a tail of 100, or a unit, percent or degree sign after it, is not a CAS number.
 */
const SHORT_LOST_SEPARATOR = /(?<![\p{L}\p{N}\-–—.,<>≤≥~])([1-9]\d)[-–—](\d{2})(\d)(?![\p{L}\p{N}%.,°]|\s?(?:%|°|ppm|mg|g\b|ml|wt|w\/w)|[-–—]\d)/gu;

/**
 * Where a line speaks of CAS numbers: the label (also as OCR reads "CAS No": "CASNe", "CAS N°", "CASH#"), or a table
 * whose header names them — also with the space in the header lost ("CASnumber", "CASNummer", "NumeroCAS", "NúmeroCAS").
 */
export const CAS_CONTEXT = /\bCAS\b|C\.A\.S\.|\bCAS(?:-?No|#|RN)|\bCAS\s?-?N[eoº°]\b|\bCASH#|\bCAS(?:number|nummer|n[uú]mero|numer|nr)\b|(?:number|nummer|n[uú]mero|numer|nr)CAS\b/i;

/**
 * A CAS number whose first digit OCR read as a look-alike letter ("T440-59-7", "l310-73-2"), printed with its
 * hyphens. Words start with letters too, so only on a line that names CAS numbers, and only when it validates — or
 * when exactly one look-alike digit then makes it valid ("CAS: B4742-53-6" for 64742-53-6), a guess.
 */
const LEADING_LETTER = /(?<![\p{L}\p{N}\-–—.])([OolISBZT])(\d{1,6})-(\d{2})-(\d)(?![\p{L}\p{N}]|[-–—]\d)/gu;

/**
 * A CAS number read with its hyphens lost right after its label ("CAS No. 7732185", "CAS-Nr.: 64175", "CAS:    148-226"):
 * the last digit is the check digit and the two before it the middle group, so the run is one number only one way (a
 * hyphen still read must stand at one of its two places). Validating is a one-in-ten chance for a run misread as well,
 * so it is a guess (`digit`). After its label the run is a CAS number, so one look-alike digit is put right too when
 * exactly one change validates ("148-226" for 143-22-6), as for a number read with its hyphens.
 */
const RUN_AFTER_LABEL = /(\bCAS\b(?:\s?-?(?:No|Nr|N[°ºo]|RN|#))?\.?\s?[:#]?\s{0,6})([1-9]\d{1,6}-?\d{2,4})(?![\p{L}\p{N}]|[-–—.,]\d)/giu;

/** The CAS number a run read after its label is: split at its check digit, or one look-alike digit away; null when not one. */
function runAsCasNumber(run: string): string | null {
  const digits = run.replace("-", "");
  if (digits.length < 5 || digits.length > 10) return null;
  const [head, middle, check] = [digits.slice(0, -3), digits.slice(-3, -1), digits.slice(-1)];
  const hyphen = run.indexOf("-");
  if (hyphen >= 0 && hyphen !== head.length && hyphen !== head.length + 2) return null;
  // "20-100", "70-100": ranges that validate.
  if (hyphen >= 0 && `${middle}${check}` === "100") return null;
  const cas = `${head}-${middle}-${check}`;
  if (isValidCasNumber(cas)) return cas;
  const repaired = singleDigitRepairs(cas);
  return repaired.length === 1 ? repaired[0]! : null;
}

/** The CAS label glued to its number by a hyphen ("CAS No-29911-28-2"): the number would read as part of a range. */
const LABEL_HYPHEN = /(\bCAS\s?-?(?:No|Nr|N[°º])\.?)-(?=\d)/gi;

const CAS_SHAPED = /(?<![\d-])\d{2,7}\s?[-–—~:]\s?\d{2}\s?[-–—~:]\s?\d(?![\d-])/;
const CAS_SHAPED_ALL = new RegExp(CAS_SHAPED.source, "g");
/** A concentration on a row ("10-20 %", "< 5 %", "25 – 50"): a composition table's row. */
const CONCENTRATION = /%|\d\s?[-–—]\s?<?\s?\d+(?:[.,]\d+)?\s*(?:%|$)/;
/** How many lines apart two CAS numbers are rows of one table. */
const ROW_REACH = 2;

/**
 * Valid CAS numbers the lines print on their own (section 1's substance, section 8's or 15's lists), read as they
 * stand or with their form put right (no digit guessed): what a misread number one digit away may be taken to be.
 * Not a number of a table's rows (a line with a concentration, or a CAS number within two lines of another), nor a
 * number printed on such a row anywhere: a mixture's rows print near-identical numbers, and one misread row would
 * take its neighbour's substance.
 */
export function casNumbersPrinted(lines: readonly string[]): Set<string> {
  const alone = new Set<string>();
  const inRows = new Set<string>();
  const shaped = lines.map((line) => CAS_SHAPED.test(line));
  lines.forEach((line, index) => {
    if (!shaped[index]) return;
    const row = CONCENTRATION.test(line.replace(CAS_SHAPED_ALL, " ")) || shaped.slice(Math.max(0, index - ROW_REACH), index + ROW_REACH + 1).filter(Boolean).length > 1;
    for (const match of repairCasNumbers(line, false).text.matchAll(/(?<![\d-])\d{2,7}-\d{2}-\d(?![\d-])/g)) {
      if (isValidCasNumber(match[0])) (row ? inRows : alone).add(match[0]);
    }
  });
  return new Set([...alone].filter((cas) => !inRows.has(cas)));
}

/** Same length and hyphens, one digit different. */
function oneDigitApart(a: string, b: string): boolean {
  const at = oneChangeAt(a, b);
  return at >= 0 && a[at] !== "-" && b[at] !== "-";
}

/** `form`: the same digits written the one way; `digit`: a digit changed, dropped or a hyphen put back — a guess the check digit allowed. */
export type CasRepair = { from: string; to: string; kind: "form" | "digit" };

const toDigits = (text: string) => [...text].map((c) => LETTER_DIGITS[c] ?? c).join("");

/** All numbers that one look-alike digit change makes valid (the check digit included). */
export function singleDigitRepairs(cas: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < cas.length; i++) {
    const digit = cas[i]!;
    for (const other of OCR_DIGIT_CONFUSIONS[digit] ?? []) {
      const candidate = cas.slice(0, i) + other + cas.slice(i + 1);
      if (/^0/.test(candidate)) continue;
      if (isValidCasNumber(candidate)) found.push(candidate);
    }
  }
  return [...new Set(found)];
}

/**
 * The line with its CAS-like runs written as CAS numbers where the check digit allows it. `casContext`: the
 * line sits where CAS numbers are printed (a "CAS" label on it or above it in its table); only there is a
 * misread digit repaired.
 */
export function repairCasNumbers(printed: string, casContext: boolean, printedElsewhere: ReadonlySet<string> = new Set()): { text: string; repairs: CasRepair[] } {
  const repairs: CasRepair[] = [];
  const line = printed.replace(LABEL_HYPHEN, "$1 ");
  const parted = line.replace(GLUED_EC, (whole, cas: string, ec: string) => {
    if (!isValidCasNumber(cas) || !isValidEcNumber(ec)) return whole;
    repairs.push({ from: whole, to: cas, kind: "form" });
    return `${cas} ${ec}`;
  });
  const text = parted.replace(CAS_LIKE, (whole, head: string, sep1: string, middle: string, sep2: string, check: string, offset: number, all: string) => {
    // A unit's letter is no check digit: "81.38 g/mol" is a molecular weight (its g reads as a 9).
    if (!/\d/.test(check) && all[offset + whole.length] === "/") return whole;
    if (decimalRange(sep1, sep2)) return whole;
    // A colon is a misread hyphen only beside one read right ("67-63:0"); two are a time or a ratio.
    if ((sep1.includes(":") || sep2.includes(":")) && !/[-‐‑‒–—―−]/.test(sep1 + sep2)) return whole;
    const raw = `${head}${middle}${check}`;
    const letters = [...raw].filter((c) => !/[0-9]/.test(c)).length;
    // A run that is mostly letters is a word; three groups parted by spaces alone are a CAS number only where
    // one is expected (elsewhere they are as likely a phone number or a table's figures).
    const spacesOnly = /^\s$/.test(sep1) && /^\s$/.test(sep2);
    if (letters > 2 || (spacesOnly && (letters > 0 || !casContext))) return whole;
    const cas = `${toDigits(head)}-${toDigits(middle)}-${toDigits(check)}`;
    if (isValidCasNumber(cas)) {
      if (cas !== whole) repairs.push({ from: whole, to: cas, kind: "form" });
      return cas;
    }
    // A misread digit is put right only in a number printed with its hyphens, where CAS numbers are printed.
    if (!casContext || spacesOnly) return whole;
    // The look-alike digit first; when no look-alike makes the number valid, a number the document prints right on
    // its own (section 1, 8 or 15; casNumbersPrinted) one digit away is the one misread here. When the two give
    // different numbers the number cannot be told: left as read rather than made another substance's.
    const lookAlike = singleDigitRepairs(cas);
    const elsewhere = [...printedElsewhere].filter((known) => oneDigitApart(cas, known));
    if (lookAlike.length === 1 && elsewhere.some((known) => known !== lookAlike[0])) return whole;
    const candidates = lookAlike.length > 0 ? lookAlike : elsewhere;
    if (candidates.length !== 1) return whole;
    repairs.push({ from: whole, to: candidates[0]!, kind: "digit" });
    return candidates[0]!;
  });
  if (!casContext) return { text, repairs };
  const unparted = text.replace(RUN_AFTER_LABEL, (whole, label: string, run: string) => {
    const cas = runAsCasNumber(run);
    if (!cas) return whole;
    repairs.push({ from: run, to: cas, kind: "digit" });
    return `${label}${cas}`;
  });
  const led = !CAS_CONTEXT.test(unparted) ? unparted : unparted.replace(LEADING_LETTER, (whole, letter: string, head: string, middle: string, check: string) => {
    const read = `${LETTER_DIGITS[letter]}${head}-${middle}-${check}`;
    const guessed = isValidCasNumber(read) ? [] : singleDigitRepairs(read);
    const cas = isValidCasNumber(read) ? read : guessed.length === 1 ? guessed[0]! : null;
    if (!cas) return whole;
    repairs.push({ from: whole, to: cas, kind: cas === read ? "form" : "digit" });
    return cas;
  });
  // "7732-18-56": kept when the number without its last digit validates and with it (as the check digit) does not.
  const trimmed = led.replace(EXTRA_DIGIT, (whole, head: string, sep1: string, middle: string, sep2: string, check: string, extra: string) => {
    if (decimalRange(sep1, sep2) || !isValidCasNumber(`${head}-${middle}-${check}`) || (extra !== check && isValidCasNumber(`${head}-${middle}-${extra}`))) return whole;
    repairs.push({ from: whole, to: `${head}-${middle}-${check}`, kind: "digit" });
    return `${head}-${middle}-${check}`;
  }).replace(LOST_SEPARATOR, (whole, head: string, middle: string, check: string) => {
    if (!isValidCasNumber(`${head}-${middle}-${check}`)) return whole;
    repairs.push({ from: whole, to: `${head}-${middle}-${check}`, kind: "digit" });
    return `${head}-${middle}-${check}`;
  }).replace(DOTTED_LOST_SEPARATOR, (whole, head: string, middle: string, check: string) => {
    if (!isValidCasNumber(`${head}-${middle}-${check}`)) return whole;
    repairs.push({ from: whole, to: `${head}-${middle}-${check}`, kind: "digit" });
    return `${head}-${middle}-${check}`;
  }).replace(SHORT_LOST_SEPARATOR, (whole, head: string, middle: string, check: string) => {
    if (`${middle}${check}` === "100" || !isValidCasNumber(`${head}-${middle}-${check}`)) return whole;
    repairs.push({ from: whole, to: `${head}-${middle}-${check}`, kind: "digit" });
    return `${head}-${middle}-${check}`;
  });
  return { text: trimmed, repairs };
}
