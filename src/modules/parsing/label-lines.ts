/**
 * Reading "label : value" lines, the layout every SDS uses in section 1 (and 9): the value after the label on
 * the same line (after a colon, a bullet or a column gap), or on the next line when the label stands alone.
 * Vocabulary comes from ./vocabulary (a list of phrases as one regex: ./phrase-pattern.ts); nothing here knows a language.
 */

import { QUALIFIER, SLASH_JOIN } from "./label-joins.ts";
import { phrasePattern, sameUnderFolding } from "./phrase-pattern.ts";
import { CELL_GAP } from "./cell-gap.ts";
import { LIST_MARKS } from "./list-marks.ts";

/** A value read from the document: the line (index into the lines searched) and an honest confidence. */
export type Found = { value: string; line: number; confidence: number };

/**
 * Sub-section numbers ("1.1", "1.3.1.", "1.1)", "1.-", "1.4.-Teléfono" glued to its label as Mexican NOM-018 sheets print it), field marks ("1)", "a)", "12-", "A.-"), roman section numbers II
 * to XVI ("II.", "IV-"; not a lone I, V or X, which may be a person's initial: "V. Dupont Fils"), bullets and dashes before a label; Symbol and Wingdings bullets come out of the text layer as
 * private-use characters (U+F0B7, U+F0A7, U+F0D8). A field mark or roman number needs its punctuation and a space
 * before a letter, so a name that starts with a number ("2-Propanol", "1,1,1-Trichloroethane") keeps it.
 */
const LEAD = new RegExp(
  String.raw`^[\s\-–—*>|${LIST_MARKS}]*(?:(?:(?:\d{1,2}\s*\.\s*){1,3}\d{0,2}\s*(?:[.)]|\.?-(?=\s)|\.-(?=\p{L}))?|[\p{L}\d]{1,2}(?:\)|\.?-)(?=\s)|(?:II|III|IV|VI{1,3}|IX|X(?:I{1,3}|IV|VI?))[.-](?=\s))(?=\s*\p{L})\s*)?[\s\-–—*:${LIST_MARKS}]*`,
  "u",
);

/** A label pattern's match: its value (the `rest` group, else the first group; "" when none). */
export function labelRest(match: RegExpExecArray): string {
  return match.groups?.rest ?? match[1] ?? "";
}

export function stripLead(text: string): string {
  return text.replace(LEAD, "");
}

/** The first column of a line laid out in columns (three or more spaces or a tab apart). */
/**
 * A short label of the sheet's own (any words, no digit) closed by its colon, and what follows: group 1 the label, group
 * 2 the value ("Sales: 800-555-0100", "Registered office: 12 Harbour Road"). Its readers say which labels and values count.
 */
export const OWN_LABEL_LEAD = /^([^:：\d]{2,30})[:：]\s*(\S.*)$/u;

export function firstColumn(text: string): string {
  return text.split(CELL_GAP)[0].trim();
}

/** Punctuation and list marks before a value. */
const CLEAN_LEAD = new RegExp(`^[\\s:;.\\-–${LIST_MARKS}]+`, "u");

/**
 * A page's continuation note after the value ("Handelsname: X (Fortsetzung von Seite 1)", "(continued on page 2)",
 * "(suite page 2)", hu "(folytatása 1 oldalon.)"): a running header's, printed beside the name on every page after the first.
 */
const PAGE_CONTINUATION = new RegExp(
  // "suite", "segue", "continua", "cont." are also words of names ("Harbour Suite"): with a page's number only.
  String.raw`\s*\((?:(?:continued|contd\.?|fortsetzung|forts\.|continuación|continuacion|continuazione|vervolg|continuação|continuacao|ciąg dalszy|jatkuu|pokračování|pokračovanie|folytatás|folytatása|continuare)(?:[\s.:]+[^()]{0,40})?|(?:suite|segue|continua|cont\.?|cd\.)[\s.:]+[^()\d]{0,30}\d[^()]{0,10})\)\s*$`,
  "iu",
);

export function cleanValue(text: string): string {
  // Every value passes here: the note's test runs only on a value that ends in a bracket.
  const withoutNote = text.trimEnd().endsWith(")") ? text.replace(PAGE_CONTINUATION, "") : text;
  return withoutNote
    .replace(CLEAN_LEAD, "")

    // Dingbat bullets come out of some fonts as a lone letter ("l Innophos" for "● Innophos").
    .replace(/^[lnu]\s+(?=[A-Z0-9])/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A label wrapped over two lines leaves its first line dangling on a comma, a slash or a joining word
 * ("Manufacturer /" + "Supplier", "Trade name or" + "designation of the mixture"): the value still stands
 * beside the first line.
 */
const DANGLING = "(?:\\s*[,/]|\\s+(?:or|and|of|und|oder|der|des|ou|et|de|du|y|o|e|di|del|en|of|van|lub|i|oraz))?";

/** What the readers ask of a label regex: a RegExp, or a SlashLabel (below) that answers as one. */
export type LabelPattern = Pick<RegExp, "exec" | "test">;

/**
 * A label at the start of a line (after its sub-section number), with an optional qualifier in brackets
 * ("Trade name (as labeled)", "Signal word (GHS-US)"), then a colon, a bullet, a column gap, " - " or the end
 * of the line. Group 1 is what follows. `alternates`: labels that may follow the label after a slash. Dot leaders
 * may part any label from its value ("Product Description ........ X", "Supplier's details ........ Y"): a template
 * that prints them for one label prints them for all.
 */
export function labelRegex(phrases: readonly string[], loose = false, alternates: readonly string[] = [], leaders = true): LabelPattern {
  const tail = labelTail(leaders);
  if (!loose) return new RegExp(`${labelHead(phrases, loose)}${tail}`, "iu");
  return new SlashLabel({ phrases, second: [...phrases, ...alternates], tail });
}

/** Dot leaders between a label and its value, a colon after them or not (a regex source without groups). */
export const DOT_LEADERS = "\\s*(?:\\.{3,}|…+)\\s*(?:[:：]\\s*)?";

/**
 * What follows a label: a dangling comma, slash or joining word, then a colon, a bullet, a column gap, " - " or the
 * line's end; group 1 is the value. `leaders`: dot leaders may part label and value ("Manufacturer ........ Harbour
 * Inc.", old typewriter-style forms).
 */
function labelTail(leaders: boolean): string {
  const dots = leaders ? `${DOT_LEADERS}|` : "";
  return `${DANGLING}(?:${dots}\\s*[:：]\\s*|\\s*[●•·]\\s*|\\s{2,}(?:[:：]\\s*)?|\\s+[-–]\\s+|\\s*\\.(?=\\s{2,}|\\s*$)\\s*|\\s*$)(.*)$`;
}

/**
 * A label given as a pattern (`head`, a regex source without capturing groups) rather than a list of phrases, read as
 * labelRegex reads its phrases: at the line's start, an optional qualifier in brackets, then the tail; group 1 is what
 * follows.
 */
export function patternLabelRegex(head: string, leaders = true): RegExp {
  return new RegExp(`^(?:${head})(?:\\s*\\([^)]{0,100}\\))?${labelTail(leaders)}`, "iu");
}

/** The label itself at the line's start, with an optional qualifier in brackets. */
function labelHead(phrases: readonly string[], loose: boolean): string {
  return `^(?:${phrasePattern(phrases, loose)})(?:\\s*\\([^)]{0,100}\\))?`;
}

/**
 * A bilingual or double label ("Manufacturer / Fabricant :", "Nom du produit | Product name    X", "Trade
 * name/designation:", "Producent/Dostawca"): the same field twice, or a label of the same kind (`alternates`) after a
 * slash, a bar or a spaced dash, with its qualifier (label-joins.ts, as every label's translations); a colon, a column
 * gap or the line's end follows it (a slash inside a value is followed by text).
 */
function slashPart(phrases: readonly string[]): string {
  return `${SLASH_JOIN}(?:${phrasePattern(phrases, true)})${QUALIFIER}(?=\\s*[:：]|\\s*\\.?(?:\\s{2,}|\\s*$))`;
}

/** A translation of the label followed by another one after a join (a sheet in three or four languages). */
function middleSlashPart(phrases: readonly string[]): string {
  return `${SLASH_JOIN}(?:${phrasePattern(phrases, true)})${QUALIFIER}(?=${SLASH_JOIN})`;
}

/** A join to a translation at the place tried (SLASH_JOIN, sticky), and every join in a line. */
const SLASH = new RegExp(SLASH_JOIN, "y");
const ANY_SLASH = new RegExp(SLASH_JOIN, "g");

/** The label's own qualifier before its first translation ("Product name [Trade name] / Nom du produit:"). */
const HEAD_QUALIFIER = `(?:${QUALIFIER}(?=${SLASH_JOIN}))?`;

/**
 * A loose label regex, `^head(?:slash part)?tail`, matched in steps so that no compiled regex carries the phrase
 * list twice: the engine compiles a regex on first use, once per kind of call and string width, and at 90,000
 * characters that was most of the parser's first pass. Same answers as the one regex: that one takes the first end of
 * the label (`head`) after which the slash part and the tail, or the tail alone, match, and its answer depends on that
 * end only. `start` finds the first end followed by a slash or the tail; there the slash part is tried, then the
 * tail. Where neither fits after a slash (the one regex would go on to another end) or the tail fails after the slash
 * part, the one regex answers. The slash part and the one regex are built only with the phrases that can start where
 * they are tried (see phrasesStartingLike), which leaves their matches as they were; both are rarely needed.
 */
class SlashLabel implements LabelPattern {
  private readonly start: RegExp;
  private readonly rest: RegExp;

  constructor(private readonly parts: { phrases: readonly string[]; second: readonly string[]; tail: string }) {
    this.start = new RegExp(`${labelHead(parts.phrases, true)}${HEAD_QUALIFIER}(?=${SLASH_JOIN}|${parts.tail})`, "iu");
    this.rest = new RegExp(parts.tail, "iuy");
  }

  exec(text: string): RegExpExecArray | null {
    const start = this.start.exec(text);
    if (start === null) return null;
    let at = start[0].length;
    // A sheet in three languages prints two translations after the label ("Handelsname / Nom du produit / Nome
    // commerciale:"): the ones followed by another slash are passed over (at most two: four languages).
    for (let extra = 0; extra < 2; extra++) {
      SLASH.lastIndex = at;
      if (!SLASH.test(text)) break;
      const after = charAfterSlash(text, SLASH.lastIndex);
      const middle = this.built(`middle ${after}`, () => new RegExp(middleSlashPart(phrasesStartingLike(this.parts.second, after)), "iuy"));
      middle.lastIndex = at;
      const found = middle.exec(text);
      if (found === null) break;
      at += found[0].length;
    }
    SLASH.lastIndex = at;
    if (SLASH.test(text)) {
      const after = charAfterSlash(text, SLASH.lastIndex);
      const second = this.built(`second ${after}`, () => new RegExp(slashPart(phrasesStartingLike(this.parts.second, after)), "iuy"));
      second.lastIndex = at;
      at += second.exec(text)?.[0].length ?? 0;
    }
    this.rest.lastIndex = at;
    const rest = this.rest.exec(text);
    // As the one regex answers: the whole line matched, group 1 the value.
    if (rest !== null) return Object.assign([text, rest[1]!] as [string, string], { index: 0, input: text, groups: undefined });
    const first = firstChar(text);
    ANY_SLASH.lastIndex = 0;
    const afterAny = [...new Set([...text.matchAll(ANY_SLASH)].map((slash) => charAfterSlash(text, slash.index + slash[0].length)))].sort().join("");
    const whole = this.built(`whole ${first} ${afterAny}`, () => {
      const head = `${labelHead(phrasesStartingLike(this.parts.phrases, first), true)}${HEAD_QUALIFIER}`;
      return new RegExp(`${head}(?:${slashPart(phrasesStartingLike(this.parts.second, afterAny))})?${this.parts.tail}`, "iu");
    });
    return whole.exec(text);
  }

  /** The slash parts and whole regexes built so far, by the characters they were built for. */
  private readonly regexes = new Map<string, RegExp>();
  private built(key: string, build: () => RegExp): RegExp {
    let regex = this.regexes.get(key);
    if (regex === undefined) {
      regex = build();
      this.regexes.set(key, regex);
    }
    return regex;
  }

  test(text: string): boolean {
    return this.exec(text) !== null;
  }
}

function firstChar(text: string): string {
  return text === "" ? "" : String.fromCodePoint(text.codePointAt(0)!);
}

/** The first character after the spacing that follows the slash ending at `from` (or none). */
function charAfterSlash(text: string, from: number): string {
  return firstChar(text.slice(from).trimStart());
}

/**
 * The phrases whose pattern may match from a place where one of `chars` stands: those starting with a character the
 * same under case folding, and any starting with a space or an apostrophe (which the pattern turns into spacing and
 * an optional apostrophe: those may match at the spacing before `chars` too). A phrase left out cannot match there,
 * so an alternation of the rest matches the same, in the same order (phrasePattern's order is the phrases' own,
 * longest first, and its tree keeps it).
 */
function phrasesStartingLike(phrases: readonly string[], chars: string): string[] {
  const starts = [...new Set(chars)];
  return phrases.filter((phrase) => {
    const first = firstChar(phrase);
    return first === "" || /^[\s'’`´]/u.test(first) || starts.some((char) => sameUnderFolding(first, char));
  });
}

/**
 * "1.4-Produttore/fornitore: …", "1.1-Denominazione:": a sub-section number glued to its label by a hyphen without a
 * stop. Not a lead stripLead takes off ("1.2-Dichloroethane" is a name): tried only where a label stands after it.
 */
const HYPHENED_NUMBER = /^\d{1,2}\.\d{1,2}(?:\.\d{1,2})?-(?=\p{L})/u;
function labelAfterHyphenedNumber(label: LabelPattern, text: string): RegExpExecArray | null {
  const number = HYPHENED_NUMBER.exec(text);
  return number ? label.exec(text.slice(number[0].length)) : null;
}

/** The same phrases anywhere in a line (word start), e.g. a date label in a page header. */
export function inlineRegex(phrases: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}])(?:${phrasePattern(phrases)})(?![\\p{L}])`, "giu");
}

export type LabelHit = { line: number; rest: string };

/**
 * Every line before `end` whose text (after its sub-section number) starts with one of the labels. A regex with a
 * named group `rest` gives the value there (else group 1); `keep` may refuse a match.
 */
export function labelHits(lines: readonly string[], label: LabelPattern, keep?: (match: RegExpExecArray) => boolean, end = lines.length): LabelHit[] {
  const hits: LabelHit[] = [];
  for (let line = 0; line < Math.min(end, lines.length); line++) {
    const text = stripLead(lines[line]!.trim());
    const match = label.exec(text) ?? labelAfterHyphenedNumber(label, text);
    if (match && (!keep || keep(match))) hits.push({ line, rest: labelRest(match) });
  }
  return hits;
}
