/**
 * Sub-section 1.2's heading that names both the uses and the uses advised against ("Relevant identified uses of the
 * substance or mixture and uses advised against", wrapped over up to three lines): where it ends, and a heading's last
 * words wrapped alone onto the line below. ./use.ts reads the use under it.
 */
import { stripLead } from "./label-lines.ts";
import { BETWEEN_CELLS } from "./cell-gap.ts";
import { AND_WORDS, OR_WORDS } from "./vocabulary/joining-words.ts";
import { ADVISED_AGAINST, shortLabelMatch, USE_AT_START, USE_LABEL } from "./use-label-patterns.ts";

/** A bare sub-section number ("1.2") printed on a line of its own beside a wrapped heading. */
const BARE_NUMBER = /^\d{1,2}(?:\.\d{1,2}){0,2}\.?$/;

/** Sub-section 1.2's number at a line's start: its heading may be wrapped before its label ends. */
export const SUBSECTION_1_2 = /^\s*1\s*\.\s*2(?![\d])/;
/**
 * The joining word between the identified uses and those advised against in 1.2's heading ("… and uses advised
 * against", sv "och", da "samt", cs/sk "a", hu "és", ro "și", sl "in", lt "ir", lv "un", et "ning"), at the end of the
 * text before the advised-against phrase with at most three words after it ("et utilisations déconseillées", "und
 * Verwendungen, von denen abgeraten wird"): "Use in cleaning products. Uses advised against: none" has none there.
 */
const HEADING_JOIN = new RegExp(
  `(?:^|[\\s,])(?:${[...AND_WORDS, ...OR_WORDS, "of", "samt", "a", "és", "illetve", "și", "şi", "in", "ir", "un", "ning", "ja", "i", "и", "και"].join("|")})\\s+(?:[\\p{L}'’-]+,?\\s+){0,3}$`,
  "iu",
);

/**
 * The 1.2 heading that names both the uses and the uses advised against ("Relevant identified uses of the substance
 * or mixture and uses advised against", wrapped over up to three lines): the index of its last line, or -1. A
 * label with its value ("Product use: …") is not that heading, nor is the label "Uses advised against" itself.
 */
export function combinedHeadingEnd(lines: readonly string[], index: number): number {
  let first = stripLead(lines[index]!.trim());
  let start = USE_AT_START.exec(first);
  // A 1.2 heading wrapped before its label ends ("1.2 Aineen tai seoksen merkitykselliset tunnistetut" / "käytöt ja …").
  const wrappedLabel = !start && SUBSECTION_1_2.test(lines[index]!) && index + 1 < lines.length;
  if (wrappedLabel) {
    first = `${first} ${lines[index + 1]!.trim()}`;
    start = USE_AT_START.exec(first);
    if (start && start[0].length <= first.length - lines[index + 1]!.trim().length - 1) return -1;
  }
  if (!start || USE_LABEL.test(first) || shortLabelMatch(first)) return -1;
  for (let next = wrappedLabel ? index + 1 : index; next <= index + 2 && next < lines.length; next++) {
    const text = next === index || wrappedLabel && next === index + 1 ? first.slice(start[0].length) : lines[next]!.trim();
    // A row below with a label cell and its value ("Ontraden gebruik    Niet voor versproeien.") is a field of its own, no
    // wrapped heading: its value is the uses advised against, never the use (session 27).
    if (next > index && !BARE_NUMBER.test(text) && (text.length > 60 || USE_LABEL.test(stripLead(text)) || /[:：]\s*\S/.test(text) || BETWEEN_CELLS.test(text))) return -1;
    ADVISED_AGAINST.lastIndex = 0;
    const advised = ADVISED_AGAINST.exec(text);
    // On the heading's own line a joining word stands between the uses and those advised against.
    if (advised && (next > index && !wrappedLabel || HEADING_JOIN.test(text.slice(0, advised.index)) || /,\s*$/.test(text.slice(0, advised.index)))) return next;
  }
  return -1;
}

/**
 * The last words of a heading wrapped onto the line below ("1.2 Relevant identified uses … and uses advised" /
 * "against", "Utilisation recommandée … en matière" / "d’utilisation"): a short lower-case fragment under a heading's
 * line (six words or more, no colon, no closing mark). Not a use: the labels below give it. Under a label alone
 * ("Use" / "press cleaner") a lower-case value stays the use.
 */
export function headingTail(label: string, below: string): boolean {
  return label.split(/\s+/).length >= 6 && !/[:：.!?]\s*$/.test(label) && /^[\p{Ll}][^\s]*(?:\s+[^\s]+)?$/u.test(below) && !/[.!?]$/.test(below);
}
