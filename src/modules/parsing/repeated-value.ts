/**
 * A value a bilingual sheet prints once per language, the same in each ("Bear Tex Discs / Bear Tex Discs" after
 * "Product name / Nom du produit:", three times on a DE/FR/IT sheet): the value once. Halves that differ
 * ("Glass Wash / Lave-Vitres") stay as printed. One split and one pass over the parts: linear in the value's length.
 */
import { cleanValue } from "./label-lines.ts";
import { foldText } from "./section-vocabulary.ts";

/** The value's parts between slashes with a space on both sides (a slash inside a word, "A/B", does not part it). */
function spacedSlashParts(value: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let at = value.indexOf("/"); at >= 0; at = value.indexOf("/", at + 1)) {
    if (/\s/.test(value[at - 1] ?? "") && /\s/.test(value[at + 1] ?? "")) {
      parts.push(value.slice(from, at));
      from = at + 1;
    }
  }
  parts.push(value.slice(from));
  return parts;
}

export function onceIfRepeated(value: string): string {
  const parts = spacedSlashParts(value);
  if (parts.length < 2) return value;
  // Each part as a value is cleaned (a dingbat bullet before the second: "l Trisodium Phosphate").
  const folded = parts.map((part) => foldText(cleanValue(part)));
  if (folded[0] !== "" && folded.every((part) => part === folded[0])) return cleanValue(parts[0]!);
  // A value with a spaced slash of its own, printed twice ("Hand Pads / Discs / Hand Pads / Discs"): its first half.
  const half = parts.length / 2;
  if (parts.length % 2 === 0 && folded.slice(0, half).join(" / ") === folded.slice(half).join(" / ")) return parts.slice(0, half).join(" / ").trim();
  return value;
}
