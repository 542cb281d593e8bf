/**
 * A name whose line goes on, after a bullet, with the next field (./identity.ts): "Handelsname: Harbour Lack matt •
 * Artikelgruppe: 4711". Templates that set each field of section 1 as a bulleted item may put two items on one line
 * of the text layer (a short item beside the name's, a row the reader joined); the bullet marks where the name's
 * item ends. Cut there only when what follows the bullet is a label: a known field label (./run-on-labels.ts) or
 * up to four words closed by a colon. A bullet inside a name ("Harbour • Clean 40") stays.
 */
import { afterLeadingLabel, startsWithFieldLabel } from "./run-on-labels.ts";

/** A bullet between two items ("•", "▪", "●", "■", "◦"), spaced on both sides. */
const BULLET = /\s+[•▪●■◦]\s+/gu;
/** Up to four words (a hyphened compound counts as one) closed by a colon and followed by a value. */
const LABEL_WITH_COLON = /^(?:[\p{L}\d.'’()/-]+ ){0,3}[\p{L}\d.'’()/-]+\s*[:：]\s*\S/u;

/** The value up to a bullet that opens another field's item, and whether it was cut there. */
export function cutAtBulletField(value: string): { value: string; cut: boolean } {
  for (const bullet of value.matchAll(BULLET)) {
    const after = value.slice(bullet.index + bullet[0].length);
    const before = value.slice(0, bullet.index).trim();
    if (!/[\p{L}\p{N}]{2}/u.test(before)) continue;
    if (LABEL_WITH_COLON.test(after) || startsWithFieldLabel(after) || afterLeadingLabel(after) !== null) return { value: before, cut: true };
  }
  // "Vernice Porto opaca •": another field's label with its colon was cut off after the bullet already (./value-end-labels.ts).
  return { value: value.replace(TRAILING_BULLET, ""), cut: false };
}

/** A bullet left at the value's end. */
const TRAILING_BULLET = /\s+[•▪●■◦]$/u;
