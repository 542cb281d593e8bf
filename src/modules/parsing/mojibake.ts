/**
 * UTF-8 text printed as Windows-1252 ("mojibake"): a generator that writes a value's UTF-8 bytes into a string drawn
 * with a Windows-1252 (WinAnsi) font prints each accented letter or sign as two or three characters — "Fecha de
 * revisiÃ³n", "Ãœberarbeitet", "Sparkle PlusÂ®", "Flash point: 23 Â°C", "ObjÄ™toÅ›Ä‡". The page shows it so and the
 * text layer holds it so: labels are not read ("revisiÃ³n" is no word) and a value keeps the debris. Each such run of
 * characters is turned back into its bytes and decoded as UTF-8 again; a run that is no valid UTF-8, or of two bytes
 * that decode to a character no European sheet prints (a French quote after a capital, "É»", would give "ɻ"), is left
 * as printed.
 * Exact and local: the same characters come back wherever the generator wrote them, and nothing else changes.
 */
import { withLinesRewritten } from "./rewritten-lines.ts";
import type { SdsTextPage } from "./types.ts";

/** Windows-1252's characters for the bytes 0x80–0x9F (a C1 control where the code page has none). */
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
const BYTE_OF = new Map<string, number>([...CP1252_HIGH].map((char, index) => [char, 0x80 + index]));

/** A UTF-8 continuation byte (0x80–0xBF) as Windows-1252 prints it. */
const CONTINUATION = `[\\u00a0-\\u00bf${[...CP1252_HIGH].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`).join("")}\\u0080-\\u009f]`;
/** A lead byte and its continuation bytes: a two-, three- or four-byte sequence, each decoded on its own. */
const SEQUENCE = new RegExp(`[\\u00c2-\\u00df]${CONTINUATION}|[\\u00e0-\\u00ef]${CONTINUATION}{2}|[\\u00f0-\\u00f4]${CONTINUATION}{3}`, "g");
/** The quick test: a lead byte's character before a continuation's. */
const PAIR = new RegExp(`[\\u00c2-\\u00f4]${CONTINUATION}`);

/**
 * What a European sheet's text holds: Latin letters and signs (Latin-1 to Latin Extended-B), Greek and Cyrillic,
 * general punctuation (dashes, quotes, bullets), currency and letter-like signs (€, ™, №), arrows and maths signs (≤, ≥).
 */
const PLAUSIBLE = /^[\u00a0-\u024f\u0370-\u04ff\u2000-\u206f\u20a0-\u20bf\u2100-\u214f\u2190-\u22ff]+$/u;

const decoder = new TextDecoder("utf-8", { fatal: true });

/** The line with its UTF-8-as-Windows-1252 runs decoded (the line itself when it has none). */
export function decodeMojibake(line: string): string {
  if (!PAIR.test(line)) return line;
  return line.replace(SEQUENCE, (run) => {
    const bytes = Uint8Array.from([...run], (char) => BYTE_OF.get(char) ?? char.charCodeAt(0));
    let decoded: string;
    try {
      decoded = decoder.decode(bytes);
    } catch {
      return run;
    }
    // Two bytes (U+0080–U+07FF) may be a lead letter and a sign printed together ("É»"); three or four bytes of that
    // shape (a Latin-1 letter, then two signs of 0x80–0xBF) are no text, so any character but a control is taken (CJK too).
    return run.length === 2 ? (PLAUSIBLE.test(decoded) ? decoded : run) : /^[^\p{Cc}\p{Cs}]+$/u.test(decoded) ? decoded : run;
  });
}

/**
 * WinAnsi's own glyphs for two continuation bytes: 0xAD is a hyphen in the font's encoding ("QuÃ-mica" for "Química")
 * and 0xA0 a space ("Ã " for "à", "Â " for a no-break space). Ã or Â before a hyphen or space is also what a word in
 * capitals may end with, so these are read only in a document whose other runs showed the mojibake.
 */
const GLYPH_BYTES = /Ã(?:-|\s|$)|Â /;
const decodeGlyphBytes = (line: string) => line.replace(/Ã-/g, "í").replace(/Ã(?=\s|$)/g, "à").replace(/Â /g, "\u00a0");

/** The pages with every line's mojibake decoded (the pages themselves where no line has any). */
export function withMojibakeDecoded(pages: readonly SdsTextPage[]): readonly SdsTextPage[] {
  const decoded = withLinesRewritten(pages, decodeMojibake);
  if (decoded === pages) return pages;
  return withLinesRewritten(decoded, (text) => (GLYPH_BYTES.test(text) ? decodeGlyphBytes(text) : text));
}
