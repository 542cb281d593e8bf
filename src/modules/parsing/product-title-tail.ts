/**
 * "Product name: READY-MIXED CONCRETE DATA SHEET", "Harbour Rinse 40 - Sicherheitsdatenblatt": a name read with the
 * document's title run on after it (a title line beside the name's cell, a header that prints both). No product's
 * name ends in the name of the document it is printed on, so the title is cut off; the cut is read, not certain.
 */
import type { Found } from "./label-lines.ts";
import { phrasePattern } from "./label-lines.ts";
import { TITLE_PHRASES } from "./vocabulary/title-words.ts";

/** The name, a separator or spacing, then a document title ending the value. */
const TITLE_TAIL = new RegExp(`^(?<name>.*?[\\p{L}\\d)®™].*?)[\\s\\-–—:|/]+(?:${phrasePattern(TITLE_PHRASES)})\\s*$`, "iu");
/** Confidence of a name whose title tail was cut off. */
const TITLE_CUT = 0.8;

export function withoutTitleTail(found: Found | null): Found | null {
  if (!found) return found;
  const name = TITLE_TAIL.exec(found.value)?.groups?.name?.trim();
  if (!name || name.length < 2) return found;
  return { ...found, value: name, confidence: Math.min(found.confidence, TITLE_CUT) };
}
