/**
 * Metamorphic rewrite of a real sheet's text the way a font whose letters the text layer sets apart prints it (session
 * 15): one stray space inside words of five letters or more ("Supplie r Identification", "Nam e", "SECTIO N 2"). The
 * label variants put it in every line's label part only (the text before its colon, a section heading line whole), so
 * every value is kept and every field must still be read; the whole-line variant puts it in values too, so it speaks
 * only for fields whose printed words the parser may rejoin (signal word, dates' month names, codes).
 * The long-split variants (session 15, round 2) split words of eight letters or more into two long parts ("Identi
 * fication", "Manu facturer") or twice ("Iden tifi cation").
 * Used by `scripts/metamorphic-tune.ts --spacing`.
 */
import type { Line, MetaDoc, MetaField, Variant } from "./metamorphic.ts";

/** Every word of five letters or more with a space after its k-th letter (k < 0: before its last -k letters). */
export function spaceWords(text: string, k: number): string {
  return text.replace(/\p{L}{5,}/gu, (word) => {
    const letters = [...word];
    const at = k > 0 ? k : letters.length + k;
    return `${letters.slice(0, at).join("")} ${letters.slice(at).join("")}`;
  });
}

/**
 * Every word of eight letters or more split into long parts: at each of `cuts` (0.5: the middle; a whole number: after
 * that many letters), once per cut, so two cuts split it twice.
 */
export function splitLongWords(text: string, cuts: readonly number[]): string {
  return text.replace(/\p{L}{8,}/gu, (word) => {
    const letters = [...word];
    const at = [...new Set(cuts.map((cut) => (cut < 1 ? Math.floor(letters.length * cut) : cut)))].sort((a, b) => a - b);
    return at.map((stop, index) => letters.slice(index === 0 ? 0 : at[index - 1], stop).join("")).join(" ") + " " + letters.slice(at[at.length - 1]).join("");
  });
}

/** A line's label part: the text before its first colon when that is short; a section heading line is all label. */
export function labelPart(text: string): number {
  const colon = text.search(/[:：]/);
  return colon > 0 && colon <= 60 ? colon : -1;
}

function spacedLabels(doc: MetaDoc, k: number): Line[] {
  return rewrittenLabels(doc, (text) => spaceWords(text, k));
}

/** The document with each line's label part rewritten, and each section heading line whole unless `headingsToo` is false. */
export function rewrittenLabels(doc: MetaDoc, rewrite: (text: string) => string, headingsToo = true): Line[] {
  const headings = new Set(doc.spans.map((span) => span.start));
  return doc.lines.map((line, index) => {
    if (headings.has(index)) return headingsToo ? { ...line, text: rewrite(line.text) } : line;
    const end = labelPart(line.text);
    return end < 0 ? line : { ...line, text: rewrite(line.text.slice(0, end)) + line.text.slice(end) };
  });
}

const VALUE_FIELDS: MetaField[] = ["product_name", "manufacturer"];

export function spacingVariants(doc: MetaDoc): Variant[] {
  const variants: Variant[] = [1, 2, 3, -1].map((k) => ({ name: `S1 stray space in labels, k=${k}`, lines: spacedLabels(doc, k) }));
  variants.push({ name: "S2 stray space in whole lines, k=2", lines: doc.lines.map((line) => ({ ...line, text: spaceWords(line.text, 2) })), skip: VALUE_FIELDS });
  for (const [name, cuts] of [["middle", [0.5]], ["after 4", [4]], ["twice, thirds", [1 / 3, 2 / 3]]] as const) {
    variants.push({ name: `S3 long split in labels, ${name}`, lines: rewrittenLabels(doc, (text) => splitLongWords(text, cuts)) });
  }
  return variants;
}
