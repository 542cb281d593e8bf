/**
 * Characters that look like a colon or an apostrophe and stand for one, read as the plain ones. A font or an input
 * method may give a label's colon as U+2236 RATIO (Chinese input methods type it for a colon), U+FE55 SMALL COLON,
 * U+FE13 (a vertical form), U+A789, U+02F8 or U+02D0 (modifier letters drawn alike), and an apostrophe as U+02BC or
 * U+02B9 (a Cyrillic font's apostrophe glyph, "afii57929", maps to U+02BC) or the fullwidth U+FF07: the page shows
 * "Product name: X" and "Date d’émission", the text layer holds neither, and the labels are not read ("Product name∶
 * Harbour Degreaser 40" gave no name, "Numéro dʼappel dʼurgence" no telephone). Pure; lines one for one.
 */
import { withLinesRewritten } from "./rewritten-lines.ts";
import type { SdsTextPage } from "./types.ts";

const COLONS = "\u2236\ufe55\ufe13\ua789\u02f8\u02d0";
const APOSTROPHES = "\u02bc\u02b9\uff07";
const LOOK_ALIKE = new RegExp(`[${COLONS}${APOSTROPHES}]`);
const LOOK_ALIKES = new RegExp(`[${COLONS}${APOSTROPHES}]`, "g");

const plain = (text: string) => text.replace(LOOK_ALIKES, (char) => (COLONS.includes(char) ? ":" : "’"));

/** The pages with colon and apostrophe look-alikes read as the plain characters (the pages themselves where none has any). */
export function withLookAlikesRead(pages: readonly SdsTextPage[]): readonly SdsTextPage[] {
  return withLinesRewritten(pages, (text) => (LOOK_ALIKE.test(text) ? plain(text) : text));
}
