/**
 * The label elements of a sheet whose section headings are in a language the parser does not know: H- and P-codes are
 * printed the same in every language, so when no section 2 (and no labelled "Hazard statements" block) was found, the
 * codes printed before the composition are read as the label's, trusted less (structure-evidence.ts).
 *
 * Where the composition starts, without knowing its title: the first short line numbered 3 as a heading is
 * ("SEKSJON 3: …", "3. KOOSTIS", "3 SKYRIUS …"), a sub-section "3.1" / "3.2", or an ingredient row (a CAS number and a
 * hazard code on one line). Section 16's full texts come later still, so they are never reached.
 */
import { CAS_NUMBER } from "./cas-repair.ts";
import { extractHazardCodes } from "./hazards.ts";
import type { DocLine } from "./types.ts";

/** How many lines from the top are read at most when nothing marks the composition's start. */
const MAX_LEADING_LINES = 200;
/** A heading of section 3 or 4 after its word ("ODDIL 3: Slozeni", "ΤΜΗΜΑ 3 Σύνθεση"): the word in capitals or capitalised. */
const WORD_THEN_NUMBER = /^[-–—*#|!►▶■●•\s]*\p{Lu}\p{L}{2,13}\s*0?[34](?![\d.,]\d)\s*[.:)\-–—]*\s*\p{Lu}/u;
/**
 * A heading numbered 3 or 4 without a word: "3. Koostis", "4: PRVA POMOC", or "3 KOOSTIS" in capitals ("3 Rue Lafayette",
 * an address in section 1, is not one).
 */
const NUMBERED_TITLE = /^[-–—*#|!►▶■●•\s]*0?[34](?:\s*[.:)\-–—]+\s*\p{Lu}|\s+\p{Lu}{4,}(?!\p{Ll}))/u;
/** A heading's number written with its word after it ("3 SKIRSNIS", "3. JAGU"), the title may be on the next line. */
const NUMBER_THEN_WORD = /^[-–—*#|!►▶■●•\s]*0?[34]\s*[.:)]?\s+\p{Lu}{4,14}\s*[.:]?\s*$/u;
/** A composition sub-section: "3.1 Látky", "3.2. Смеси". */
const COMPOSITION_SUBSECTION = /^[-–—*#|!►▶■●•\s]*3\.[12]\.?\s+\p{L}/u;
/** The longest line taken for a heading (a heading's title, not a sentence that starts with a number). */
const MAX_HEADING_LENGTH = 100;

/** Whether a line starts the composition (or the first-aid part after it) of a sheet in any language. */
function startsComposition(text: string): boolean {
  const line = text.trim();
  if (COMPOSITION_SUBSECTION.test(line)) return true;
  if (CAS_NUMBER.test(line) && extractHazardCodes(line).length > 0) return true;
  if (line.length > MAX_HEADING_LENGTH) return false;
  return WORD_THEN_NUMBER.test(line) || NUMBERED_TITLE.test(line) || NUMBER_THEN_WORD.test(line);
}

/**
 * The lines before the composition, where a sheet in an unknown language prints its label elements: "ΤΜΗΜΑ 3" ends
 * them, so "Xylol 1330-20-7 H226" under it is not read as the product's.
 */
export function linesBeforeComposition(lines: readonly DocLine[]): DocLine[] {
  const limit = Math.min(lines.length, MAX_LEADING_LINES);
  // The first lines are the title block: a "3" there is a page count or an address, not the composition.
  for (let index = 3; index < limit; index++) if (startsComposition(lines[index]!.text)) return lines.slice(0, index);
  return lines.slice(0, limit);
}
