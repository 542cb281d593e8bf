/**
 * Characters in a text layer that the page does not show as such:
 * - control characters: a font whose glyph the PDF maps to no letter gives its raw code ("Febreze
 *   Professional\u0002 Désodorisant" where the page shows "™"; "\u008fC" for "°C"). They print as boxes or nothing in
 *   the web app and on labels and carry no text: they go before the parse, and a value shows without them. Tabs and
 *   line ends are the reader's own and stay.
 * - zero-width characters (U+200B space, U+200C and U+200D joiners, U+2060 word joiner, U+FEFF): nothing draws them; a
 *   generator that marks its own line-break points leaves them inside words ("Handels\u200Bname"), where they hide a
 *   label's words and stay invisible in a stored name. They go too.
 * - the soft hyphen U+00AD: in a PDF's text it stands only where a glyph was drawn (a break the line took, or a font
 *   whose hyphen the generator maps so: "67\u00AD64\u00AD1", "+49\u00AD89\u00AD…", "Erste\u00ADHilfe"), so it is the
 *   hyphen the page shows, and is read as "-".
 */
import { withLinesRewritten } from "./rewritten-lines.ts";
import type { SdsTextPage } from "./types.ts";

/** The control codes a glyph mapped to no letter leaves (a tab and line ends are the reader's own), as a class's body. */
export const CONTROL_CODES = "\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F";
const ZERO_WIDTH = "\\u200B-\\u200D\\u2060\\uFEFF";
const UNSHOWN = new RegExp(`[${CONTROL_CODES}${ZERO_WIDTH}\\u00AD]`);
const GONE = new RegExp(`[${CONTROL_CODES}${ZERO_WIDTH}]`, "g");

const shown = (text: string) => (UNSHOWN.test(text) ? text.replace(GONE, "").replace(/\u00AD/g, "-") : text);

/** The pages with what their lines hold unshown taken out, soft hyphens as hyphens (the pages themselves where none has any). */
export function withoutControlCharacters(pages: readonly SdsTextPage[]): readonly SdsTextPage[] {
  return withLinesRewritten(pages, shown);
}
