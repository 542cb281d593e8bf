/**
 * A trademark note run into the name ("Handelsnaam: Sun Professional Tablets Sun is een geregistreerd handelsmerk en
 * wordt gebruikt onder licentie van Unilever": the note printed under the name, joined to it): the brand named again,
 * a copula and a trademark's words, in the languages the parser reads. The note is no part of the name; a name that only
 * holds a trademark's word ("Marque Blanche Cleaner") keeps it, since the note's brand must be the name's own word.
 */

/** The trademark's words after the copula (and at most three words: "a registered trademark", "eine eingetragene Marke"). */
const TRADEMARK = [
  "registered trade ?mark", "registered trade-mark", "trade ?mark", "trade-mark", "registered brand",
  "eingetragenes Warenzeichen", "eingetragene Marke", "eingetragenes Markenzeichen", "Warenzeichen", "Markenzeichen", "Marke",
  "marque déposée", "marque enregistrée", "marque commerciale", "marque",
  "marca registrada", "marca comercial", "marca registada", "marchio registrato", "marchio",
  "geregistreerd handelsmerk", "gedeponeerd handelsmerk", "handelsmerk", "merknaam",
  "zastrzeżony znak towarowy", "znak towarowy", "registrerat varumärke", "varumärke", "registreret varemærke", "varemærke",
  "registrert varemerke", "varemerke",
].join("|");

/** "is", "ist", "est", "es", "è", "é", "jest", "är", "er" (and the plurals) between the brand and the trademark's words. */
const COPULA = "is|are|ist|sind|est|sont|es|son|è|sono|é|são|jest|są|är|er";

const NOTE = new RegExp(String.raw`\s(?:${COPULA})\s+(?:\p{Ll}+\s+){0,3}(?:${TRADEMARK})(?![\p{L}])`, "u");

/** The name without a trademark note run into it; the value unchanged when it holds none. */
export function withoutTrademarkNote(value: string): { value: string; cut: boolean } {
  const note = NOTE.exec(value);
  if (!note) return { value, cut: false };
  // The brand before the copula: one to three capitalized words the name holds before them ("Sun … Sun is …"), or it
  // is not this name's note.
  const words = value.slice(0, note.index).trimEnd().split(/\s+/);
  for (let brand = Math.min(3, words.length - 1); brand >= 1; brand--) {
    const name = words.slice(0, words.length - brand);
    const held = new Set(name.map((word) => word.toLowerCase()));
    const own = words.slice(words.length - brand);
    if (own.every((word) => /^\p{Lu}/u.test(word) && held.has(word.toLowerCase()))) return { value: name.join(" "), cut: true };
  }
  return { value, cut: false };
}
