/**
 * A logo beside a form read as a short cell before a party's label ("GIT    MANUFACTURER    TELEPHONE NUMBERS", "MED
 * FABRICANTE    NÚMEROS TELEFÓNICOS", "“    Supplier:    Nordwerk"): the label no longer opens its line, and a table's
 * header row of party labels is not read as one (its values under it are then taken from the wrong cells). Pure: one
 * OCR line in, the line without that cell out.
 *
 * The cell must look like noise as a heading's does (ocr-heading-repair.ts: fragments of one or two letters, a speck
 * read as three or four capitals, marks; no digit — "1.3    Manufacturer" keeps its number), and the cell after it must
 * be a company's label (COMPANY_LABEL_PHRASES) that the noise is no part of ("Name    Manufacturer"). Only a party's:
 * before other labels three or four capitals are as often a column's header ("CASH    Common Name    TWA", CAS# misread).
 */
import { isNoiseToken } from "./ocr-heading-repair.ts";
import { isKnownLabelAlone } from "./label-pieces.ts";
import { COMPANY_LABEL_PHRASES } from "./company-value.ts";

const COMPANY_LABEL_ALONE = new RegExp(`^(?:${COMPANY_LABEL_PHRASES})\\s*[:：]?$`, "iu");

const NOISE_THEN_CELL = /^\s*([^\s\d](?:[^\d]{0,7}?))\s{2,}(?=\S)/u;

export function repairLabelNoise(line: string): string {
  const match = NOISE_THEN_CELL.exec(line);
  if (!match || !match[1]!.split(/\s+/).every(isNoiseToken)) return line;
  const rest = line.slice(match[0].length);
  const label = rest.split(/\s{2,}/)[0]!.replace(/[:：]\s*\S.*$/u, "");
  if (!COMPANY_LABEL_ALONE.test(label.trim()) || isKnownLabelAlone(`${match[1]} ${label}`)) return line;
  return rest;
}

/** Up to two cells of noise at the line's start, then a cell with a word in it. */
const NOISE_CELLS = /^\s*(\S[^\n]{0,9}?)\s{2,}(?:(\S[^\n]{0,5}?)\s{2,})?(?=[^\s]*\p{L}{3})/u;

/**
 * The rows under a header row whose logo cell went (repairLabelNoise): the same logo read as short cells before their
 * values ("ai    B X14    Clean Control Corporation    Medical Emergency …"). Only there — elsewhere a short first cell
 * is as often content ("7444    PO Box"). The same test of noise, digits allowed beside a letter (a logo's specks read as
 * "X14"), a number without letters not ("506-89-8    Urea").
 */
export function repairRowNoise(line: string): string {
  const match = NOISE_CELLS.exec(line);
  if (!match) return line;
  const cells = [match[1]!, match[2]].filter((cell): cell is string => cell !== undefined);
  // A number is content (a house number, a postcode, a CAS number), not a speck: digits only beside a letter.
  if (!cells.every((cell) => cell.split(/\s+/).every((token) => isNoiseToken(token) && (/\p{L}/u.test(token) || !/\d/.test(token))))) return line;
  return line.slice(match[0].length);
}
