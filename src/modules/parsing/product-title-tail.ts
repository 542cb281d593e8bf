/**
 * "Product name: READY-MIXED CONCRETE DATA SHEET", "Harbour Rinse 40 - Sicherheitsdatenblatt": a name read with the
 * document's title run on after it (a title line beside the name's cell, a header that prints both). No product's
 * name ends in the name of the document it is printed on, so the title is cut off; the cut is read, not certain.
 */
import type { Found } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { PAGE_COUNT_SOURCE, TITLE_PHRASES } from "./vocabulary/title-words.ts";

/** Titles that are also a chemical's letters ("SDS", sodium dodecyl sulfate; "Tris-Glycine SDS"): cut after a spaced dash, bar or colon only. */
const SHORT_TITLES = ["sds", "msds"];
/** The title's acronym in brackets after it ("Safety Data Sheet (SDS)", "… (HDS)", "… (FISPQ)"). */
const ACRONYM = "(?:\\s*\\(\\s*\\p{Lu}{2,6}\\s*\\))?";
/** The titles a value's end may hold in full (the short ones are cut after a separator only). */
const LONG_TITLES = phrasePattern(TITLE_PHRASES.filter((title) => !SHORT_TITLES.includes(title)));
/** Spacing or a separator, from its start, then a document title ending the value. */
const TITLE_TAIL = new RegExp(`(?<![\\s\\-–—:|/])[\\s\\-–—:|/]+(?:${LONG_TITLES})${ACRONYM}\\s*$`, "iu");
/** The same title before a running header's page count ("… MATERIAL SAFETY DATA SHEET Page 1 of 8 Product Code(s) …"). */
const TITLE_BEFORE_PAGE_COUNT = new RegExp(`(?<![\\s\\-–—:|/])[\\s\\-–—:|/]+(?:${LONG_TITLES})${ACRONYM}(?=${PAGE_COUNT_SOURCE})`, "iu");

/**
 * Where a running header run into a value starts: its document title before its page count, a name left before it
 * ("Foam-Max MATERIAL SAFETY DATA SHEET Page 1 of 8"); else null. Every reader's value goes through it here
 * (withoutTitleTail), a label tier's first (value-end-labels.ts, whose page-count cut would leave "… MATERIAL SAFETY").
 */
export function runningTitleStart(value: string): number | null {
  const title = TITLE_BEFORE_PAGE_COUNT.exec(value);
  return title && /[\p{L}\d]/u.test(value.slice(0, title.index)) ? title.index : null;
}
const SHORT_TITLE_TAIL = new RegExp(`\\s+[-–—:|]\\s+(?:${SHORT_TITLES.join("|")})\\s*$`, "iu");
/** The word before "data sheet" in another document's title: the value was a title, not a name before one. */
const TITLE_KIND = /^(?:technical|product|material|material safety|product safety|safety|technisches|technische|technisch)$/iu;
/** Confidence of a name whose title tail was cut off. */
const TITLE_CUT = 0.8;

export function withoutTitleTail(found: Found | null): Found | null {
  if (!found) return found;
  const start = runningTitleStart(found.value) ?? (TITLE_TAIL.exec(found.value) ?? SHORT_TITLE_TAIL.exec(found.value))?.index;
  const name = start === undefined ? "" : found.value.slice(0, start).trim();
  if (name.length < 2 || !/[\p{L}\d)®™]/u.test(name)) return found;
  // The whole value a document's title ("TECHNICAL DATA SHEET", "PRODUCT DATA SHEET"): no name at all.
  if (TITLE_KIND.test(name)) return null;
  return { ...found, value: name, confidence: Math.min(found.confidence, TITLE_CUT) };
}
