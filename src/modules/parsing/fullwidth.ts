/**
 * Digits and Latin letters in their fullwidth forms (U+FF10–FF19, U+FF21–FF3A, U+FF41–FF5A), as Japanese, Chinese and
 * Korean sheets print numbers and codes ("ＣＡＳ：６７－６４－１", "Ｈ２２５", "２０２１－０３－１２"), are read in their
 * ASCII forms, and a fullwidth hyphen, full stop or slash between two digits with them: the readers of CAS numbers,
 * dates and codes know ASCII's. Unicode's compatibility mapping says they are the same characters. CJK punctuation
 * stays as printed ("产品名称：" keeps its colon; the labels are read with it). Pure; lines one for one.
 */
import { withLinesRewritten } from "./rewritten-lines.ts";
import type { SdsTextPage } from "./types.ts";

const WIDE = /[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]/;
const WIDE_ALL = /[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]|(?<=[0-9\uff10-\uff19])[\uff0d\uff0e\uff0f](?=[0-9\uff10-\uff19])/g;

const narrowed = (text: string) => text.replace(WIDE_ALL, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0));

/** The pages with fullwidth digits and letters in their ASCII forms (the pages themselves where none has any). */
export function withFullwidthNarrowed(pages: readonly SdsTextPage[]): readonly SdsTextPage[] {
  return withLinesRewritten(pages, (text) => (WIDE.test(text) ? narrowed(text) : text));
}
