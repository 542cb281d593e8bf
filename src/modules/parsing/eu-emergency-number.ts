/**
 * 112, the emergency number of every EU country, as the only number under an emergency label ("Ring 112", "Rufen Sie
 * 112 an", "Nødnummer: 112"): three digits, too few for a telephone number's shape, so read apart and only when the
 * label gives no full number (≤ 0.7: it is the public number, not a poison centre's).
 */
import type { Found } from "./label-lines.ts";

/** "112" standing apart: no letter or figure joined to it ("Box 1123", "112-4", "H112" are none). */
const EU_EMERGENCY = /(?<![\p{L}\d.,\/+-])112(?![\p{L}\d]|[.,\/-]\d|\s+\d)/u;

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
      const at = texts.findIndex((text) => EU_EMERGENCY.test(text));
      if (at >= 0) return { value: "112", line: index + at, confidence: 0.7 };
    }
  }
  return null;
}
