/**
 * Reading "label : value" lines, the layout every SDS uses in section 1 (and 9): the value after the label on
 * the same line (after a colon, a bullet or a column gap), or on the next line when the label stands alone.
 * Vocabulary comes from ./vocabulary; nothing here knows a language.
 */

import { QUALIFIER, SLASH_JOIN } from "./label-joins.ts";

/** A value read from the document: the line (index into the lines searched) and an honest confidence. */
export type Found = { value: string; line: number; confidence: number };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * One regex alternative per phrase, longest first; spaces match any spacing, apostrophes either form. `loose`: a
 * space may stand between any two letters of a word, as text layers that set letters apart print labels ("Supplie r
 * Identification", "Addre ss"); otherwise only after an "m", the letter most often set too wide ("Nam e", "Num ber").
 */
export function phrasePattern(phrases: readonly string[], loose = false): string {
  // Many lists are compiled more than once (a label regex compiles its list twice, modules share lists): the
  // pattern is a pure function of its input, so each is built once per process.
  const key = `${loose ? 1 : 0}\u0001${phrases.join("\u0000")}`;
  let pattern = builtPatterns.get(key);
  if (pattern === undefined) {
    pattern = buildPhrasePattern(phrases, loose);
    builtPatterns.set(key, pattern);
  }
  return pattern;
}

const builtPatterns = new Map<string, string>();

function buildPhrasePattern(phrases: readonly string[], loose: boolean): string {
  // A phrase listed twice (a list and its alternates, a word with no accent to drop) is one alternative: a second
  // copy of an alternative can only fail where the first did.
  const sorted = [...new Set(phrases)].sort((a, b) => b.length - a.length);
  // No phrase: nothing matches (SlashLabel asks for the phrases that can start with a character; there may be none).
  if (sorted.length === 0) return "(?!)";
  const compiled = sorted.map((phrase) => compiledPhrase(phrase, loose));
  const split = compiled.map((one) => one.tokens);
  return split.every((tokens) => tokens !== null) ? asTrie(split as string[][], 0) : compiled.map((one) => one.pattern).join("|");
}

type CompiledPhrase = { pattern: string; tokens: string[] | null };

/** One phrase's pattern and its atoms (tokensOf), by `loose`: the label lists share most phrases, each is compiled once. */
const compiledPhrases = [new Map<string, CompiledPhrase>(), new Map<string, CompiledPhrase>()];

function compiledPhrase(phrase: string, loose: boolean): CompiledPhrase {
  const cache = compiledPhrases[loose ? 1 : 0]!;
  let compiled = cache.get(phrase);
  if (compiled === undefined) {
    const pattern = phrase
      .split(/\s+/)
      .map((word) => escapeRegExp(word).replace(/['’]/g, "['’`´]?").replace(loose ? /(\p{L})(?=\p{L})/gu : /(m)(?=\p{L})/gu, "$1 ?"))
      .join("\\s*");
    compiled = { pattern, tokens: tokensOf(pattern) };
    cache.set(phrase, compiled);
  }
  return compiled;
}

/** What phrasePattern puts between and after letters: optional space, any spacing, either apostrophe. */
const SPACING_TOKENS = [" ?", "\\s*", "['’`´]?"];

/** Characters that make a pattern more than a sequence of atoms. */
const SYNTAX = new Set([..."?*+{}()|[]^$. "]);

/** A phrase's pattern as its atoms: a letter (or escaped character), or one of the spacing tokens; null if not so made. */
function tokensOf(pattern: string): string[] | null {
  const tokens: string[] = [];
  for (let at = 0; at < pattern.length; ) {
    const spacing = spacingAt(pattern, at);
    const token = spacing ?? (pattern[at] === "\\" ? pattern.slice(at, at + 2) : String.fromCodePoint(pattern.codePointAt(at)!));
    if (!spacing && SYNTAX.has(token)) return null;
    tokens.push(token);
    at += token.length;
  }
  return tokens;
}

/** The spacing token starting at `at`, if any (the first of SPACING_TOKENS that does, as `find` would give). */
function spacingAt(pattern: string, at: number): string | undefined {
  const char = pattern[at];
  if (char === " ") return pattern[at + 1] === "?" ? SPACING_TOKENS[0] : undefined;
  if (char === "\\") return pattern[at + 1] === "s" && pattern[at + 2] === "*" ? SPACING_TOKENS[1] : undefined;
  if (char === "[") return pattern.startsWith(SPACING_TOKENS[2]!, at) ? SPACING_TOKENS[2] : undefined;
  return undefined;
}

const isLetter = (token: string | undefined): token is string => token !== undefined && !SPACING_TOKENS.includes(token);

/**
 * The alternatives as a tree of their shared beginnings ("d(?: ?a(?: ?t ?e…| ?t ?a…))|r(?: ?e…)"): the regex engine
 * tries each alternative in turn at every position, and one test of a shared beginning now stands for all the
 * alternatives under it. The same matches in the same order:
 * - alternatives that all start with the same letter, or the same optional space or spacing followed in each by a
 *   letter (so only one way through the spacing can go on), share that start;
 * - alternatives that all start with a letter are grouped by it, in the order of their first appearance, the order
 *   within a group kept: two groups' letters differ under any case folding (checked), so they never both match at
 *   one place;
 * - otherwise (an alternative ends here, an apostrophe may stand) they stay as they are.
 */
function asTrie(alternatives: readonly string[][], depth: number): string {
  return trieOf(alternatives, depth).pattern;
}

/**
 * asTrie's work; `alternation`: whether the pattern has a "|" outside any group. A shared start is followed by its
 * rests in a group only when they are alternatives: "(?:x)" matches as x does, and every group costs the regex
 * compiler (the label lists' patterns run to 100 000 characters).
 */
function trieOf(alternatives: readonly string[][], depth: number): { pattern: string; alternation: boolean } {
  // `depth`: how many leading tokens of every alternative are already spent (instead of slicing copies).
  const rest = (tokens: readonly string[]) => tokens.slice(depth).join("");
  const after = (start: string, rests: { pattern: string; alternation: boolean }) => (rests.alternation ? `${start}(?:${rests.pattern})` : `${start}${rests.pattern}`);
  if (alternatives.length === 1) return { pattern: rest(alternatives[0]!), alternation: false };
  const shared = alternatives[0]![depth];
  if (shared !== undefined && alternatives.every((tokens) => tokens[depth] === shared)) {
    const letterNext = isLetter(shared) || (shared !== "['’`´]?" && alternatives.every((tokens) => isLetter(tokens[depth + 1])));
    if (letterNext) return { pattern: after(shared, trieOf(alternatives, depth + 1)), alternation: false };
  }
  if (alternatives.every((tokens) => isLetter(tokens[depth]))) {
    const groups = new Map<string, string[][]>();
    for (const tokens of alternatives) {
      const group = groups.get(tokens[depth]!);
      if (group) group.push(tokens);
      else groups.set(tokens[depth]!, [tokens]);
    }
    const letters = [...groups.keys()].map((token) => (token.length === 2 && token[0] === "\\" ? token[1]! : token));
    const disjoint = letters.every((a, index) => letters.slice(index + 1).every((b) => !sameUnderFolding(a, b)));
    if (disjoint) {
      const pattern = [...groups]
        .map(([letter, members]) => (members.length === 1 ? rest(members[0]!) : after(letter, trieOf(members, depth + 1))))
        .join("|");
      return { pattern, alternation: groups.size > 1 };
    }
  }
  return { pattern: alternatives.map(rest).join("|"), alternation: true };
}

const foldingAnswers = new Map<string, boolean>();
/** Whether two characters match each other in a case-insensitive regex, with or without the `u` flag. */
function sameUnderFolding(a: string, b: string): boolean {
  // Two ASCII characters fold together exactly when their lower cases are the same, with or without `u`.
  if (a.length === 1 && b.length === 1 && a.charCodeAt(0) < 128 && b.charCodeAt(0) < 128) return a.toLowerCase() === b.toLowerCase();
  const key = `${a}\u0000${b}`;
  let answer = foldingAnswers.get(key);
  if (answer === undefined) {
    answer = [a, b].some((x) => {
      const y = x === a ? b : a;
      return new RegExp(`^${escapeRegExp(x)}$`, "iu").test(y) || new RegExp(`^${escapeRegExp(x)}$`, "i").test(y);
    });
    foldingAnswers.set(key, answer);
  }
  return answer;
}

/**
 * Sub-section numbers ("1.1", "1.3.1.", "1.1)", "1.-", "1.4.-Teléfono" glued to its label as Mexican NOM-018 sheets print it), field marks ("1)", "a)", "12-", "A.-"), roman section numbers II
 * to XVI ("II.", "IV-"; not a lone I, V or X, which may be a person's initial: "V. Dupont Fils"), bullets and dashes before a label; Symbol and Wingdings bullets come out of the text layer as
 * private-use characters (U+F0B7, U+F0A7, U+F0D8). A field mark or roman number needs its punctuation and a space
 * before a letter, so a name that starts with a number ("2-Propanol", "1,1,1-Trichloroethane") keeps it.
 */
const LEAD =
  /^[\s·•●▪■□◦\-–—*>|\uF000-\uF0FF]*(?:(?:(?:\d{1,2}\s*\.\s*){1,3}\d{0,2}\s*(?:[.)]|\.?-(?=\s)|\.-(?=\p{L}))?|[\p{L}\d]{1,2}(?:\)|\.?-)(?=\s)|(?:II|III|IV|VI{1,3}|IX|X(?:I{1,3}|IV|VI?))[.-](?=\s))(?=\s*\p{L})\s*)?[\s·•●▪■◦\-–—*:\uF000-\uF0FF]*/u;

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
  return text.split(/\s{3,}|\t/)[0].trim();
}

export function cleanValue(text: string): string {
  return text
    .replace(/^[\s:;.●•·▪\-–]+/, "")
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
    const match = label.exec(stripLead(lines[line]!.trim()));
    if (match && (!keep || keep(match))) hits.push({ line, rest: match.groups?.rest ?? match[1] ?? "" });
  }
  return hits;
}
