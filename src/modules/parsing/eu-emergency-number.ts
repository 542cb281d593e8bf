/**
 * 112, the emergency number of every EU country, as the only number under an emergency label ("Ring 112", "Rufen Sie
 * 112 an", "Nødnummer: 112"): three digits, too few for a telephone number's shape, so read apart and only when the
 * label gives no full number (≤ 0.7: it is the public number, not a poison centre's).
 */
import { type Found } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { CALL_WORDS, CALL_WORDS_BEFORE_NUMBER, EMERGENCY_LABELS, EMERGENCY_LABELS_MORE } from "./vocabulary/contact-labels.ts";

/** "112" standing apart: no letter or figure joined to it ("Box 1123", "112-4", "H112" are none). */
const EU_EMERGENCY = /(?<![\p{L}\d.,\/+-])112(?![\p{L}\d]|[.,\/-]\d|\s+\d)/u;
/**
 * What may stand before it: nothing (the label's value, a line of its own), a label's colon or dash, or a word of
 * calling (vocabulary/contact-labels.ts: "Ring 112", "Rufen Sie 112 an", "appelez le 112", "llame al 112", "dzwoń pod 112")
 * or an emergency label ("ring nødnummer 112", "Notruf 112"). Never a page's, a code's or a count's number ("Page 1 of 112", "Product
 * code 112", "No. 112", session 26 review).
 */
const CALLED = `(?:${phrasePattern([...CALL_WORDS, ...CALL_WORDS_BEFORE_NUMBER])})(?:\\s+sie)?(?:\\s+(?:le|al|el|il|para\\s+o|pod|a|la))?`;
const EMERGENCY_LABEL = phrasePattern([...EMERGENCY_LABELS, ...EMERGENCY_LABELS_MORE]);
const BEFORE_112 = new RegExp(`(?:^|[:：–-]|(?<![\\p{L}])(?:${CALLED}|${EMERGENCY_LABEL}))\\s*$`, "iu");
function is112(text: string): boolean {
  const match = EU_EMERGENCY.exec(text);
  return match !== null && BEFORE_112.test(text.slice(0, match.index).trimEnd().replace(/^\s*/, ""));
}

/**
 * 112 after an emergency label found by `labelAt`, on the label's line or the two below, labels from `start` on
 * before those above it.
 */
export function euEmergencyNumber(lines: readonly string[], start: number, labelAt: (index: number) => { rest: string } | null): Found | null {
  for (const [from, to] of [[start, lines.length], [0, start]] as const) {
    for (let index = from; index < to; index++) {
      const label = labelAt(index);
      if (!label) continue;
      const texts = [label.rest, lines[index + 1] ?? "", lines[index + 2] ?? ""];
      const at = texts.findIndex(is112);
      if (at >= 0) return { value: "112", line: index + at, confidence: 0.7 };
    }
  }
  return null;
}
