/**
 * Codes and categories OCR read with a stray or look-alike character, beyond what ocr-repair.ts's code forms take.
 *
 * A hazard classification's category letter read as its look-alike digit on a scan ("Lesiones oculares graves/irritación
 * ocular    28" for 2B, "Skin Sens.    18" for 1B, "Eye Irrit.    24" for 2A, "Skin Corr.    10" for 1C): no hazard
 * class has such a category, so the line gives no code (classification.ts). Pure: one OCR line in, the line with the
 * category written back, and the codes that gave (kind "wording": a guess, marked ocr_repaired).
 *
 * Only a two-character category standing as a cell's end (the end of the line, a wide gap, a comma or a bracket after
 * it), and only when the letter put back makes the line name a code it did not name before.
 */
import { codesFromClassification } from "./classification.ts";
import { isKnownHazardCode } from "./ghs-statements.ts";
import { LETTER_DIGITS } from "./ocr-look-alikes.ts";
import type { CodeRepair } from "./ocr-repair.ts";

/** Categories with a letter ([as read, as printed]): the letter read as the digit of its outline. */
const LETTER_CATEGORIES: Readonly<Record<string, string>> = { "18": "1B", "28": "2B", "14": "1A", "24": "2A", "10": "1C" };
const CATEGORY_AS_DIGITS = /(?<=\s)(18|28|14|24|10)(?=\s*$|\s{2,}|[,;)])/g;

export function repairCategoryLetter(line: string): { text: string; repairs: CodeRepair[] } {
  if (!/(?:18|28|14|24|10)/.test(line) || line.length > 300) return { text: line, repairs: [] };
  const before = codesFromClassification([line]).codes;
  const text = line.replace(CATEGORY_AS_DIGITS, (read: string) => LETTER_CATEGORIES[read]!);
  if (text === line) return { text: line, repairs: [] };
  const added = codesFromClassification([text]).codes.filter((code) => !before.includes(code));
  if (added.length === 0) return { text: line, repairs: [] };
  return { text, repairs: added.map((code) => ({ from: line.trim(), to: code, kind: "wording" as const })) };
}

/** A code's letters, a letter, then three digits: "EUHZ206", the code's first digit's outline read twice (Z and 2). */
const STRAY_LETTER_CODE = /(?<![\p{L}\p{N}])(EUH|H)(\p{Lu})(\d{3})(?![\p{L}\p{N}])/gu;

/**
 * A letter tesseract read between a code's letters and its digits ("EUHZ206"): dropped when the code without it is one
 * of the tables, the letter is a look-alike of a digit (LETTER_DIGITS) and read as that digit it makes no code of the
 * tables (so the letter is no digit of another code). A guess (kind "wording", marked ocr_repaired).
 */
export function repairStrayCodeLetter(line: string): { text: string; repairs: CodeRepair[] } {
  if (!/H\p{Lu}\d{3}/u.test(line)) return { text: line, repairs: [] };
  const repairs: CodeRepair[] = [];
  const text = line.replace(STRAY_LETTER_CODE, (whole, prefix: string, letter: string, digits: string) => {
    const digit = LETTER_DIGITS[letter];
    const code = `${prefix}${digits}`;
    if (digit === undefined || !isKnownHazardCode(code) || isKnownHazardCode(`${prefix}${digit}${digits.slice(0, 2)}`)) return whole;
    repairs.push({ from: whole, to: code, kind: "wording" });
    return code;
  });
  return { text, repairs };
}
