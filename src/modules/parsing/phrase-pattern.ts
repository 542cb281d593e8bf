/**
 * A list of label phrases as one regex alternation: longest first, any spacing between words, either apostrophe, the
 * spaces a text layer sets inside words, and the alternatives folded into a tree of their shared beginnings so that
 * the regex engine tests a shared start once. Built once per list and process.
 */
/** The text as a regex matching it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * One regex alternative per phrase, longest first; spaces match any spacing, apostrophes either form, a slash spacing
 * on either side ("Bezeichnung des Stoffes / der Zubereitung"). `loose`: a
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
      .map((word) => escapeRegExp(word).replace(/['’]/g, "['’`´]?").replace(loose ? /(\p{L})(?=\p{L})/gu : /(m)(?=\p{L})/gu, "$1 ?").replace(/\//g, "\\s*/\\s*"))
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
 * Words matched literally, as one alternation in the order given, folded into asTrie's tree of shared beginnings: the
 * same matches as the words joined by "|" (a list of hundreds of words tried at every place of a line costs a test of
 * each word there; the tree, one of each shared beginning).
 */
export function literalWordsPattern(words: readonly string[]): string {
  return words.length === 0 ? "(?!)" : asTrie(words.map((word) => [...word].map(escapeRegExp)), 0);
}

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
export function sameUnderFolding(a: string, b: string): boolean {
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
