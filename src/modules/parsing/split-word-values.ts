/**
 * A text layer that splits words with stray spaces (fonts that set letters apart: "Product Nam e", "Supplie r") splits
 * the values on its lines too, and values are not rejoined by guesswork (stray-spaces.ts): "Disinf ecting Spray",
 * "Odorless A erosol" are shown as printed. On such a layer, a name with a space before a lower-case letter inside it
 * may hold a split word, so it is not sure: at most 0.85. Names of capitalised words, lower-case joining words of two
 * letters or more ("Laboratories of PA", "Produits de Nettoyage"), and every value on a layer whose labels needed no
 * joining keep their confidence.
 */
import { ARTICLES, JOINING_WORDS } from "./vocabulary/joining-words.ts";

/** A letter, one space, a word that starts in lower case: where a split word would show ("Cle aner", "A erosol"). */
const SPACE_BEFORE_LOWER_CASE = /\p{L} (\p{Ll}\p{L}*)/gu;
const NAME_WORDS = new Set([...JOINING_WORDS, ...ARTICLES].filter((word) => word.length >= 2));

function mayHoldSplitWord(value: string): boolean {
  for (const match of value.matchAll(SPACE_BEFORE_LOWER_CASE)) if (!NAME_WORDS.has(match[1]!)) return true;
  return false;
}

/** The confidence of a value that may hold a word the layer split. */
export const SPLIT_WORD_CONFIDENCE = 0.85;

export function withSplitWordDoubt<T extends { value: string; confidence: number }>(found: T | null, layerSplitsWords: boolean): T | null {
  if (!found || !layerSplitsWords || found.confidence <= SPLIT_WORD_CONFIDENCE || !mayHoldSplitWord(found.value)) return found;
  return { ...found, confidence: SPLIT_WORD_CONFIDENCE };
}
