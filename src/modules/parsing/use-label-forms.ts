/**
 * Forms of a use label's line read as a plain label and its colon: a footnote mark after the label, a semicolon or a
 * full stop for its colon (both moved here from use.ts in session 21), and what the label names the use of (below).
 *
 * What a use label names the use of, printed between the label and its colon (session 21): "Verwendung des
 * Stoffes/Gemisches:", "Uso de la sustancia o mezcla:", "Uso della miscela:", "Gebruik van het mengsel:", "Utilização da
 * substância ou mistura:", "Zastosowanie substancji lub mieszaniny:". Templates join the substance and the mixture
 * every way a language allows (slash, "or", "bzw.", an article or none): dropping the phrase leaves the bare label
 * ("Verwendung:", "Uso:"), which the label lists hold, instead of a list entry per spelling.
 */
import { stripLead } from "./label-lines.ts";
import { escapeRegExp, phrasePattern } from "./phrase-pattern.ts";
import { AND_WORDS, MORE_OR_WORDS, OR_WORDS } from "./vocabulary/joining-words.ts";
import { USE_SUBJECT_ARTICLES, USE_SUBJECT_WORDS } from "./vocabulary/use-labels.ts";
import { CELL_GAP_SOURCE } from "./cell-gap.ts";

const ARTICLE = `(?:(?:${phrasePattern(USE_SUBJECT_ARTICLES)})\\s*)`;
const SUBJECT = `${ARTICLE}{0,2}(?:${phrasePattern(USE_SUBJECT_WORDS)})(?![\\p{L}])`;
const JOIN = `\\s*(?:[/,]|bzw\\.?|(?:${[...OR_WORDS, ...AND_WORDS, ...MORE_OR_WORDS].join("|")})(?![\\p{L}]))\\s*`;
/**
 * The phrase after the label, then what closes a label: a colon, a column gap or dot leaders. Not before other words
 * ("Relevant identified uses of the substance or mixture and uses advised against" is 1.2's heading), nor at the
 * line's end, where 1.2's heading may be wrapped ("… uses of the substance or mixture" / "and uses advised against").
 */
const SUBJECT_PHRASE = new RegExp(`^\\s+${SUBJECT}(?:${JOIN}${SUBJECT}){0,2}(?=\\s*[:：]|${CELL_GAP_SOURCE}|\\s*\\.{3})`, "iu");
/**
 * Two subjects joined, then the value one space after, no colon ("· Toepassing van de stof / van de bereiding Grondstof
 * …", "Použití látky nebo přípravku mazací tuk": the "·" template's layout, session 26): a phrase so made closes a
 * label. Not before a joining word ("… of the substance or mixture and uses advised against" is 1.2's heading).
 */
const JOINED_SUBJECTS = new RegExp(`^\\s+${SUBJECT}(?:${JOIN}${SUBJECT}){1,2}\\s+(?=\\S)`, "iu");
const NO_VALUE_START = new RegExp(`^(?:${[...OR_WORDS, ...AND_WORDS, ...MORE_OR_WORDS, "a", "și", "şi", "in", "samt", "ir", "un", "ning"].join("|")})(?![\\p{L}])`, "iu");

/**
 * The line with the subject phrase after its use label dropped (the line as it is otherwise), and whether the value
 * after two joined subjects with no colon opens in lower case (`unsure`: "Použití látky nebo přípravku mazací tuk", but
 * also "Utilizarea substanţei / amestecului chimic periculos …", an adjective of the subjects). `labelAtStart` matches a
 * use label at the start of a line's text (after its sub-section number or bullet).
 */
export function withoutUseSubject(line: string, labelAtStart: RegExp): { line: string; unsure: boolean } {
  const asIs = { line, unsure: false };
  const text = stripLead(line.trim());
  const label = labelAtStart.exec(text);
  if (!label) return asIs;
  const after = text.slice(label[0].length);
  const subject = SUBJECT_PHRASE.exec(after);
  const joined = subject ? null : JOINED_SUBJECTS.exec(after);
  const rest = joined ? after.slice(joined[0].length) : "";
  if (joined && NO_VALUE_START.test(rest)) return asIs;
  const phrase = subject ?? joined;
  if (!phrase) return asIs;
  // stripLead folds runs of spaces: the label and its phrase are found again in the line as printed.
  const printed = new RegExp(`${spaced(label[0])}\\s+${spaced(phrase[0].trim())}`, "iu").exec(line);
  if (!printed) return asIs;
  const apart = `${line.slice(0, printed.index)}${label[0]}${joined ? ":" : ""}${line.slice(printed.index + printed[0].length)}`;
  return { line: apart, unsure: joined !== null && /^\p{Ll}/u.test(rest) };
}

/** A text as a regex source, any run of spaces matching any spacing. */
function spaced(text: string): string {
  return escapeRegExp(text).split(/\s+/).join("\\s+");
}

/**
 * A footnote mark between a label and its colon ("Recommended use*: …", "Intended use¹:"), or — on a bilingual
 * sheet — after each label before the slash to its translation ("Recommended use* / Utilisation recommandée*: …").
 */
export const FOOTNOTE_MARK = /(?<=[\p{L})])\s*(?:\*{1,3}|[¹²³†‡])(?=\s*[:：/]|\s{2,}\S)/gu;

/**
 * A use label closed by a semicolon (a colon as an OCR reading may give it) or by a full stop before a capital
 * ("Identified uses ; Floor cleaner", "Identified uses. Floor cleaner"): read as closed by its colon.
 */
export function separatorAsColon(line: string, wholeUseLabel: RegExp): string {
  const separator = /\s*;\s*|\.\s(?=\s*\p{Lu})/u.exec(line);
  if (!separator) return line;
  const head = line.slice(0, separator.index);
  return wholeUseLabel.test(stripLead(head.trim())) ? `${head}: ${line.slice(separator.index + separator[0].length).trimStart()}` : line;
}
