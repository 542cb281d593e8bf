/**
 * A label's words read without the spaces between them ("Emergencytelephonenumber:", "PRODUCTNAME", "Physicalstate"):
 * tesseract drops a narrow space on tight print, and the label no longer reads as a label (family O, session 39: an
 * emergency telephone lost on 5 of 84 tune sheets so read). Pure: one OCR line in, the line with such words set apart
 * again out. A word is parted only when it is no vocabulary or common word itself and its letters are, exactly, two to
 * four consecutive words of one of the vocabulary's phrases (label-vocabulary.ts) — no other parting of them known.
 */
import { foldText } from "./section-vocabulary.ts";
import { labelVocabulary } from "./label-vocabulary.ts";
import { SIGNAL_WORD_LABELS } from "./signal-words.ts";

/** The folded letters of two to four consecutive words of a phrase → the lengths of those words (null: parted two ways). */
let partings: Map<string, number[] | null> | undefined;
let known: Set<string> | undefined;

function gluedTables(): { partings: Map<string, number[] | null>; known: Set<string> } {
  if (partings && known) return { partings, known };
  const { phrases, knownWords } = labelVocabulary();
  partings = new Map();
  for (const phrase of [...phrases, ...SIGNAL_WORD_LABELS]) {
    const words = foldText(phrase).match(/\p{L}+/gu) ?? [];
    for (let start = 0; start < words.length; start++) {
      for (let count = 2; count <= 4 && start + count <= words.length; count++) {
        const part = words.slice(start, start + count);
        const key = part.join("");
        if (key.length < 8) continue;
        const lengths = part.map((word) => word.length);
        const had = partings.get(key);
        partings.set(key, had === undefined || (had !== null && had.join() === lengths.join()) ? lengths : null);
      }
    }
  }
  known = knownWords;
  return { partings, known };
}

export function repairGluedWords(line: string): string {
  return line.replace(/\p{L}{8,}/gu, (word) => {
    const { partings, known } = gluedTables();
    const folded = foldText(word);
    // One letter each way: foldText keeps a word's length but for "ß" (→ "ss"), which such a word is left with.
    if (folded.length !== word.length || known.has(folded)) return word;
    const lengths = partings.get(folded);
    if (!lengths) return word;
    const parts: string[] = [];
    let at = 0;
    for (const length of lengths) parts.push(word.slice(at, (at += length)));
    return parts.join(" ");
  });
}
