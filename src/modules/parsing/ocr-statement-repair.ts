/**
 * Hazard statements as OCR reads them: one word of a statement with a letter misread ("Harmfut in contact with skin",
 * "corrosive fo metals", "Combustible fiquid", "corrosif pour tes métaux"), or the H of a code read as another
 * letter or mark ("(M312)", "+318    Verursacht schwere Augenschäden."). The parser maps only wording it reads letter
 * for letter, so the statement's code is lost. Pure: one OCR line in, the line with such words and letters put right
 * out, and the codes that gave (repairs of kind "wording": a guess, marked ocr_repaired).
 *
 * A word is changed only to a word of the statement tables one letter away (or one cluster: "imitation" with its rr run
 * together, "clamage" with d split), and only when the change completes a
 * statement that was not read before — and only one statement, whichever near word is tried. A code letter is changed
 * only when the statement on the same line names that code.
 */
import { isKnownHazardCode, normalizeStatementText, readStatements, statementWords, statementWordsByLanguage } from "./ghs-statements.ts";
import { withinOneEdit } from "./one-edit.ts";
import type { CodeRepair } from "./ocr-repair.ts";

/** An H read as a letter or mark of a similar outline, before the code's digits. */
const CODE_LETTER_LIKE = /(?<![\p{L}\p{N}+])([MNK#+])(\d{3})(?![\p{N}])/gu;
/** At most this many unread words of a line are tried (a statement line is mostly the tables' words). */
const MAX_TRIED = 6;

let deletions: Map<string, string[]> | null = null;

/** The statement words by themselves and each with one letter left out: what finds the words one letter away. */
function deletionIndex(): Map<string, string[]> {
  if (deletions) return deletions;
  deletions = new Map();
  const add = (key: string, word: string) => {
    const list = deletions!.get(key);
    if (!list) deletions!.set(key, [word]);
    else if (!list.includes(word)) list.push(word);
  };
  for (const word of statementWords()) {
    if (word.length < 2 || /\d/.test(word)) continue;
    add(word, word);
    for (let i = 0; i < word.length; i++) add(word.slice(0, i) + word.slice(i + 1), word);
  }
  return deletions;
}

/**
 * Letters tesseract runs together or splits on a scan ([as read, as printed]): "imitation" for irritation, "rnay" for
 * may, "clamage" for damage. Each is one slip, though more than one letter's edit.
 */
const LETTER_CLUSTERS: readonly [string, string][] = [["m", "rr"], ["m", "rn"], ["rn", "m"], ["d", "cl"], ["cl", "d"], ["vv", "w"]];

/** The statement words a word becomes with one of its letter clusters read back (every place of each tried once). */
function clusterWords(word: string, vocabulary: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const [read, printed] of LETTER_CLUSTERS) {
    for (let at = word.indexOf(read); at >= 0; at = word.indexOf(read, at + 1)) {
      const candidate = word.slice(0, at) + printed + word.slice(at + read.length);
      if (vocabulary.has(candidate)) found.push(candidate);
    }
  }
  return found;
}

/** The statement words one letter (or one letter cluster) from a word. */
function nearWords(word: string): string[] {
  const index = deletionIndex();
  const keys = [word, ...[...word].map((_, i) => word.slice(0, i) + word.slice(i + 1))];
  const found = new Set<string>(clusterWords(word, statementWords()));
  for (const key of keys) for (const candidate of index.get(key) ?? []) if (candidate !== word && withinOneEdit(word, candidate)) found.add(candidate);
  // A plural is a word read right ("FLAMMABLE AEROSOLS" is a class, not the statement "Flammable aerosol").
  return [...found].filter((candidate) => candidate !== `${word}s` && word !== `${candidate}s`);
}

export function repairStatementLine(line: string): { text: string; repairs: CodeRepair[] } {
  const repairs: CodeRepair[] = [];
  let text = line;
  if (/\p{L}{3}/u.test(text)) text = repairMisreadWords(text, repairs);
  if (/\d{3}/.test(text)) text = repairCodeLetters(text, repairs);
  return { text, repairs };
}

function repairMisreadWords(line: string, repairs: CodeRepair[]): string {
  const vocabulary = statementWords();
  // Words of two letters or more: a code's letter ("H315") is no word.
  const tokens = [...line.matchAll(/\p{L}{2,}/gu)].map((match) => ({ text: match[0], at: match.index!, word: normalizeStatementText(match[0]) }));
  const known = tokens.filter((token) => vocabulary.has(token.word)).length;
  // A statement line is mostly the tables' words; a name, an address or running text is not worth the tries.
  if (known === 0 || known < tokens.length * 0.5) return line;
  let text = line;
  let shift = 0;
  let before = readStatements(text);
  // Words no statement has first; then the others, longest first: a misread word may be another language's word
  // ("allergie", "sonolencia"), which the tables know. Never a word of the line's own language's statements: that is
  // read right ("Peut provoquer une irritation des yeux" is no misread H320).
  const unknown = tokens.filter((t) => !vocabulary.has(t.word));
  const own = lineLanguageWords(tokens.map((t) => t.word));
  const others = tokens.filter((t) => vocabulary.has(t.word) && t.word.length >= 5 && !own.some((words) => words.has(t.word)))
    .sort((a, b) => b.word.length - a.word.length);
  for (const token of [...unknown, ...others].slice(0, MAX_TRIED).sort((a, b) => a.at - b.at)) {
    const at = token.at + shift;
    const outcomes = new Map<string, { text: string; codes: string[] }>();
    for (const near of nearWords(token.word)) {
      const candidate = /^\p{Lu}/u.test(token.text) ? near[0]!.toUpperCase() + near.slice(1) : near;
      const tried = text.slice(0, at) + candidate + text.slice(at + token.text.length);
      const read = readStatements(tried);
      const added = read.codes.filter((code) => !before.codes.includes(code));
      if (added.length === 0 || read.unreadWords >= before.unreadWords) continue;
      outcomes.set(added.sort().join("+"), { text: tried, codes: added });
    }
    // Two near words that complete different statements: the word cannot be told.
    if (outcomes.size !== 1) continue;
    const [outcome] = outcomes.values();
    shift += outcome!.text.length - text.length;
    text = outcome!.text;
    for (const code of outcome!.codes) repairs.push({ from: token.text, to: code, kind: "wording" });
    before = readStatements(text);
  }
  return text;
}

/** The statement words of the language(s) whose statements hold most of the line's words. */
function lineLanguageWords(words: readonly string[]): ReadonlySet<string>[] {
  const scored = [...statementWordsByLanguage().values()].map((set) => ({ set, hits: words.filter((word) => set.has(word)).length }));
  const best = Math.max(...scored.map((s) => s.hits));
  return best === 0 ? [] : scored.filter((s) => s.hits === best).map((s) => s.set);
}

function repairCodeLetters(line: string, repairs: CodeRepair[]): string {
  const named = readStatements(line).codes;
  return line.replace(CODE_LETTER_LIKE, (whole, _letter: string, digits: string) => {
    const code = `H${digits}`;
    if (!isKnownHazardCode(code) || !named.includes(code)) return whole;
    repairs.push({ from: whole, to: code, kind: "wording" });
    return code;
  });
}
