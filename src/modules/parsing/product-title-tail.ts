/**
 * "Product name: READY-MIXED CONCRETE DATA SHEET", "Harbour Rinse 40 - Sicherheitsdatenblatt": a name read with the
 * document's title run on after it (a title line beside the name's cell, a header that prints both). No product's
 * name ends in the name of the document it is printed on, so the title is cut off; the cut is read, not certain.
 */
import type { Found } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { TITLE_PHRASES } from "./vocabulary/title-words.ts";

/** Titles that are also a chemical's letters ("SDS", sodium dodecyl sulfate; "Tris-Glycine SDS"): cut after a spaced dash, bar or colon only. */
const SHORT_TITLES = ["sds", "msds"];
/** The title's acronym in brackets after it ("Safety Data Sheet (SDS)", "… (HDS)", "… (FISPQ)"). */
const ACRONYM = "(?:\\s*\\(\\s*\\p{Lu}{2,6}\\s*\\))?";
/** A page count after the title, as a running header prints it ("MATERIAL SAFETY DATA SHEET Page 1 of 8"). */
const PAGE_COUNT = "(?:\\s*[-–—|,]?\\s*(?:page|pag\\.|pág\\.|página|pagina|seite|strona|sida|side|sivu)\\s*\\d{1,3}\\s*(?:of|de|di|von|sur|z|av|af|/)\\s*\\d{1,3})?";
/** Spacing or a separator, from its start, then a document title ending the value (its page count after it at most). */
const TITLE_TAIL = new RegExp(
  `(?<![\\s\\-–—:|/])[\\s\\-–—:|/]+(?:${phrasePattern(TITLE_PHRASES.filter((title) => !SHORT_TITLES.includes(title)))})${ACRONYM}${PAGE_COUNT}\\s*$`,
  "iu",
);
/** A running header run into a value: the document's title and its page count, whatever follows them. */
const TITLE_AND_PAGE = new RegExp(
  `[\\s\\-–—:|/]+(?:${phrasePattern(TITLE_PHRASES.filter((title) => !SHORT_TITLES.includes(title)))})${ACRONYM}${PAGE_COUNT.replace(/\)\?$/, ")")}(?![\\d]).*$`,
  "iu",
);
/** "Foam-Max MATERIAL SAFETY DATA SHEET Page 1 of 8 Product Code(s) …" → "Foam-Max": the header and what follows it cut. */
export function withoutRunningTitle(value: string): string {
  const cut = value.replace(TITLE_AND_PAGE, "");
  return /[\p{L}\d]/u.test(cut) ? cut : value;
}
const SHORT_TITLE_TAIL = new RegExp(`\\s+[-–—:|]\\s+(?:${SHORT_TITLES.join("|")})\\s*$`, "iu");
/** The word before "data sheet" in another document's title: the value was a title, not a name before one. */
const TITLE_KIND = /^(?:technical|product|material|material safety|product safety|safety|technisches|technische|technisch)$/iu;
/** Confidence of a name whose title tail was cut off. */
const TITLE_CUT = 0.8;

export function withoutTitleTail(found: Found | null): Found | null {
  if (!found) return found;
  const tail = TITLE_TAIL.exec(found.value) ?? SHORT_TITLE_TAIL.exec(found.value);
  const name = tail ? found.value.slice(0, tail.index).trim() : "";
  if (name.length < 2 || !/[\p{L}\d)®™]/u.test(name)) return found;
  // The whole value a document's title ("TECHNICAL DATA SHEET", "PRODUCT DATA SHEET"): no name at all.
  if (TITLE_KIND.test(name)) return null;
  return { ...found, value: name, confidence: Math.min(found.confidence, TITLE_CUT) };
}
