/**
 * Metamorphic rewrite H1: a field's label broken at a syllable by a narrow cell, its first part and a hyphen on one line
 * and the rest with the colon and value on the next ("Herstel-" / "ler: Muster GmbH"), or the value kept beside the
 * first part ("Überarbeitungs-    01.02.2021" / "datum:"). The label's longest word (six letters or more) is broken
 * after its middle letter; the word's case is kept on both sides. H2: the label wrapped at its last space instead, with no
 * hyphen ("Fecha de" / "revisión: 14.03.2022"), the value below or beside (scripts/metamorphic-tune.ts --hyphens).
 */
import { evidenceLine, type MetaDoc, type MetaField, type Variant } from "./metamorphic.ts";

const FIELDS: readonly MetaField[] = ["product_name", "manufacturer", "revision_date", "signal_word"];
/** A labelled line: the label up to its colon, the value after it. */
const LABELLED = /^(\s*)(\p{L}[^:：\t]{2,60}?)\s*([:：])\s*(\S.*)$/u;

export function hyphenatedLabelVariants(doc: MetaDoc): Variant[] {
  const variants: Variant[] = [];
  for (const field of FIELDS) {
    const at = evidenceLine(doc, field);
    const line = at < 0 ? undefined : doc.lines[at];
    const labelled = line ? LABELLED.exec(line.text) : null;
    if (!line || !labelled) continue;
    const [, lead, label, colon, value] = labelled;
    const lines = (texts: string[]) => [...doc.lines.slice(0, at), ...texts.map((text, index) => ({ ...line, text, y: line.y + index * 0.1 })), ...doc.lines.slice(at + 1)];
    const others = FIELDS.filter((other) => other !== field);
    // H2: the label wrapped at its last space between words of three letters or more ("Fecha de" / "revisión: …"; not
    // inside a word a stray space split, "Nam e").
    const space = label!.trimEnd().lastIndexOf(" ");
    if (space > 0 && /\p{L}{3}$/u.test(label!.slice(0, space)) && /^\p{L}{3}/u.test(label!.slice(space + 1))) {
      const [head, tail] = [`${lead}${label!.slice(0, space)}`, `${label!.slice(space + 1).trimEnd()}${colon}`];
      variants.push({ name: `H2 ${field} label wrapped, value below`, lines: lines([head, `${tail} ${value}`]), skip: others });
      variants.push({ name: `H2 ${field} label wrapped, value beside`, lines: lines([`${head}    ${value}`, tail]), skip: others });
    }
    const words = [...label!.matchAll(/\p{L}{6,}/gu)].sort((a, b) => b[0].length - a[0].length);
    const word = words[0];
    if (!word) continue;
    const cut = word.index! + Math.ceil(word[0].length / 2);
    const first = `${lead}${label!.slice(0, cut)}-`;
    const rest = `${label!.slice(cut).trimEnd()}${colon}`;
    variants.push({ name: `H1 ${field} label broken, value below`, lines: lines([first, `${rest} ${value}`]), skip: others });
    variants.push({ name: `H1 ${field} label broken, value beside`, lines: lines([`${first}    ${value}`, rest]), skip: others });
  }
  return variants;
}
