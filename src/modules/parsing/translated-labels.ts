/**
 * A label printed with its translations, as bilingual sheets print them (session 18): joined by slashes ("Recommended
 * use / Usage recommandé: …", three on a DE/FR/IT sheet) or side by side, a column gap apart ("Address    Adresse:
 * 12 Harbour Road"). The first labels are dropped so that the last reads as the label, its value after it.
 */
import { phrasePattern } from "./label-lines.ts";

/**
 * The function that drops the first of two to four labels of `labels` joined by a slash, or set a column gap apart
 * when a colon, a column gap or the line's end follows the next one. `besideOnly`: labels set apart only, for a list
 * whose labels are joined by a slash in one language too ("Hersteller / Lieferant", read whole elsewhere), with a colon
 * after the last (a row of the list's labels side by side is a table's header row, "Manufacturer    Supplier").
 * One regex a step, at most three steps: a repeated group in one regex cost 3.4 s on 100,000 heading lines.
 */
export function translatedLabelsDropper(labels: readonly string[], { besideOnly = false } = {}): (line: string) => string {
  const pattern = phrasePattern(labels);
  const joined = besideOnly ? /(?!)/ : new RegExp(`^(\\s*)(?:${pattern})\\s*/\\s*(?=(?:${pattern})(?![\\p{L}]))`, "iu");
  // With `besideOnly` the colon may follow a third label ("Firma    Société    Società:").
  const after = besideOnly ? `(?:\\s*[:：]|\\s{2,}(?:${pattern})\\s*[:：])` : "\\s*(?:[:：]|\\s{2,}|$)";
  const beside = new RegExp(`^(\\s*)(?:${pattern})\\s{2,}(?=(?:${pattern})${after})`, "iu");
  return (line) => {
    let out = line;
    for (let step = 0; step < 3; step++) {
      const next = out.replace(joined, "$1").replace(beside, "$1");
      if (next === out) break;
      out = next;
    }
    return out;
  };
}
