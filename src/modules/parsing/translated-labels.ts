/**
 * A label printed with its translations, as bilingual sheets print them (session 18): joined by slashes ("Recommended
 * use / Usage recommandé: …", three on a DE/FR/IT sheet) or side by side, a column gap apart ("Address    Adresse:
 * 12 Harbour Road", "Flash point    Point d'éclair:    13 °C"). Every field reader reads such a label the same way,
 * through one of the two functions here: the first labels dropped, so that the last reads as the label with its value
 * after it (translatedLabelsDropper, for a label at the line's start), or the translations after a label found
 * elsewhere passed over (translationsAfter).
 * One regex a step, at most three steps: a repeated group in one regex cost 3.4 s on 100,000 heading lines.
 */
import { stripLead } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { GAP_JOIN, JOIN, QUALIFIER, SLASH_JOIN } from "./label-joins.ts";

/** At most this many steps: a label and three translations (a sheet in four languages). */
const STEPS = 3;

/**
 * The function that drops the first of two to four labels of `labels` (each with its qualifier) joined by a slash, a
 * bar or a spaced dash, or set a column gap apart when a colon, a column gap or the line's end follows the next one.
 * `besideOnly`: labels set apart only, for a list whose labels are joined by a slash in one language too ("Hersteller
 * / Lieferant", read whole elsewhere), with a colon after the last (a row of the list's labels side by side is a
 * table's header row, "Manufacturer    Supplier").
 */
export function translatedLabelsDropper(labels: readonly string[], { besideOnly = false } = {}): (line: string) => string {
  const pattern = phrasePattern(labels);
  const joined = besideOnly ? /(?!)/ : new RegExp(`^(?:${pattern})${QUALIFIER}${SLASH_JOIN}(?=(?:${pattern})(?![\\p{L}]))`, "iu");
  // With `besideOnly` the colon may follow a third label ("Firma    Société    Società:").
  const after = besideOnly ? `(?:\\s*[:：]|${GAP_JOIN}(?:${pattern})\\s*[:：])` : "\\s*(?:[:：]|\\s{2,}|$)";
  const beside = new RegExp(`^(?:${pattern})${QUALIFIER}${GAP_JOIN}(?=(?:${pattern})${QUALIFIER}${after})`, "iu");
  return (line) => {
    // The first label may follow its sub-section number or a bullet ("1.2 Product use / Utilisation recommandée:"): kept.
    const text = stripLead(line);
    const dropped = repeatedly(text, (out) => out.replace(joined, "").replace(beside, ""));
    return dropped === text ? line : `${line.slice(0, line.length - text.length)}${dropped}`;
  };
}

/**
 * The function that passes over the translations printed after a label (`text` starts where the label ends): each
 * joined by a slash, a bar, a spaced dash or a column gap, after the qualifier of the label before it (the last
 * label's qualifier stays, for the reader: "Flash point (°C) / Point d'éclair (°C): 62" keeps its unit), optionally
 * after a sub-section number (`numbered`: a heading printed with its translation, "1.3 Details of the supplier … / 1.3
 * Renseignements concernant le fournisseur …"). `steps`: how many.
 */
export function translationsAfter(labels: readonly string[], { numbered = false, steps = STEPS } = {}): (text: string) => string {
  const number = numbered ? "(?:\\d{1,2}(?:\\.\\d{1,2}){1,2}\\.?\\s+)?" : "";
  // Each label may close with its own colon when a column gap follows ("Flash Point:    Point d'éclair:" over the value).
  const translation = new RegExp(`^${QUALIFIER}(?:\\s*[:：](?=\\s{2,}))?${JOIN}${number}(?:${phrasePattern(labels)})(?![\\p{L}])`, "iu");
  return (text) => repeatedly(text, (out) => out.replace(translation, ""), steps);
}

/** `step` applied until it changes nothing, at most `steps` times. */
function repeatedly(text: string, step: (text: string) => string, steps = STEPS): string {
  let out = text;
  for (let at = 0; at < steps; at++) {
    const next = step(out);
    if (next === out) break;
    out = next;
  }
  return out;
}
