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

/** A part cleaned of a bullet, its minus sign kept: "-156°F (-104°C)" is a negative value, not a bulleted one. */
function signed(part: string): string {
  const minus = /^\s*[-−](?=\d)/.test(part) ? "-" : "";
  return `${minus}${cleanValue(part)}`;
}

/**
 * A telephone number printed once per language and joined with " / " ("1 (215) 922-1200 / 1 (215) 922-1200"), as a
 * number pattern of bounded length reads it: the whole number, then its repetition cut short ("… / 1 (215)") or a
 * number's first figures of the next language's wording ("(866) 231-5406 / 24 Hour …" → "… / 24"). The first number
 * when it is whole (ten digits or more) and the part after the slash is the start of the same digits (three or more)
 * or two figures at most; two different numbers ("800-555-0100 / 800-555-0199") and an area code before a slash
 * ("0221 / 4907-1") stay as printed.
 */
export function onceIfRepeatedNumber(value: string): string {
  const at = value.search(/\s\/\s/);
  if (at < 0) return value;
  const head = value.slice(0, at).trim();
  const headDigits = head.replace(/\D/g, "");
  const tailDigits = value.slice(at + 3).replace(/\D/g, "");
  if (headDigits.length < 10 || tailDigits.length === 0) return value;
  return tailDigits.length <= 2 || headDigits.startsWith(tailDigits) ? head : value;
}

export function onceIfRepeated(value: string): string {
  const parts = spacedSlashParts(value);
  if (parts.length < 2) return value;
  // Each part as a value is cleaned (a dingbat bullet before the second: "l Trisodium Phosphate").
  const folded = parts.map((part) => foldText(cleanValue(part)));
  if (folded[0] !== "" && folded.every((part) => part === folded[0])) return signed(parts[0]!);
  // A value with a spaced slash of its own, printed twice ("Hand Pads / Discs / Hand Pads / Discs"): its first half.
  const half = parts.length / 2;
  if (parts.length % 2 === 0 && folded.slice(0, half).join(" / ") === folded.slice(half).join(" / ")) return parts.slice(0, half).join(" / ").trim();
  return value;
}
