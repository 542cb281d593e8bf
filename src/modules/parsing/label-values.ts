/**
 * A product or company "name" that is itself a label. A stack of labels printed before their values (a two-column
 * table flattened by the text layer: "Trade name" / "Use of the material" / ": :" / "Harbour Rinse" / "Cleaner") lets
 * a reader looking below a label take the next label for the value. Such a value is told by the vocabulary, in every
 * language the parser reads, never by a document:
 * - a field label of section 1 ("Uso del materiale", "Raison sociale"), or an address-form label ("Adresse",
 *   "Localité et État", "Ort", "Miejscowość") — label-pieces.ts knows them all;
 * - labels joined by a slash, each part a label ("Handelsname/Bezeichnung");
 * - a label's first words, two or more, that the label's next line would complete ("Número de" of "Número de
 *   telefone"): no name ends where a label's words break off;
 * - a value that names the uses advised against ("Algemene omschrijving    Toepassing    Ontraden gebruik", 1.2's
 *   labels in a row): those words label 1.2's second field in every template, never a product or a company.
 * Used by ./confidence.ts: such a value is worth no more than FIELD_LABEL_CEILING.
 */
import { phrasePattern } from "./phrase-pattern.ts";
import { isKnownLabelAlone, SECTION_ONE_PHRASES } from "./label-pieces.ts";
import { isFieldLabel } from "./run-on-labels.ts";
import { LABEL_HEAD_NOUNS, NAME_NOUNS } from "./vocabulary/identity-labels.ts";
import { ADVISED_AGAINST_WORDS, USE_LABELS_FORMS, USE_LABELS_MORE } from "./vocabulary/use-labels.ts";
import { foldAccents } from "./date-label-patterns.ts";

/** The use's labels beyond section 1's common ones ("Uso del materiale", "Destinazione d'uso"), alone. */
const USE_LABEL_ALONE = new RegExp(`^(?:${phrasePattern([...USE_LABELS_MORE, ...USE_LABELS_FORMS])})$`, "iu");

/**
 * The words of the uses advised against ("advised against", "ontraden", "sconsigliati", "déconseillées"), whole words,
 * accents ignored; not the restrictions' words, which a name may hold ("Restriction Enzyme Buffer").
 */
const ADVISED_AGAINST = new RegExp(`(?<![\\p{L}])(?:${phrasePattern(ADVISED_AGAINST_WORDS.map(foldAccents))})(?![\\p{L}])`, "iu");

/** A label's head noun alone ("Bezeichnung", "Nummer"): a label only beside another label, joined by a slash. */
const LABEL_NOUNS: ReadonlySet<string> = new Set([...NAME_NOUNS, ...LABEL_HEAD_NOUNS]);

/** The fewest words a label's beginning must have to count: one word ("Product", "Safety") may begin a name. */
const FIRST_WORDS_MIN = 2;

/** Every proper beginning of a known label, whole words, of FIRST_WORDS_MIN words or more ("número de", "details of the"). */
const LABEL_BEGINNINGS: ReadonlySet<string> = new Set(
  SECTION_ONE_PHRASES.flatMap((phrase) => {
    const words = phrase.toLowerCase().split(/\s+/);
    return words.slice(FIRST_WORDS_MIN - 1, -1).map((_, at) => words.slice(0, at + FIRST_WORDS_MIN).join(" "));
  }),
);

/** The value as a label would be written: no colon or full stop after it, its spaces single. */
function asLabel(value: string): string {
  return value.trim().replace(/\s*[:：.]+$/u, "").replace(/\s+/g, " ");
}

function isOneLabel(part: string): boolean {
  const text = asLabel(part);
  return text !== "" && (isFieldLabel(text) || isKnownLabelAlone(text) || USE_LABEL_ALONE.test(text));
}

function isLabelNoun(part: string): boolean {
  return LABEL_NOUNS.has(asLabel(part).toLowerCase());
}

/** Whether a value is a label, labels joined by a slash, or a label's first words: no name (see the file's comment). */
export function isLabelValue(value: string): boolean {
  const text = asLabel(value);
  if (text === "") return false;
  if (isOneLabel(text) || ADVISED_AGAINST.test(foldAccents(text))) return true;
  const parts = text.split("/");
  if (parts.length > 1 && parts.some(isOneLabel) && parts.every((part) => isOneLabel(part) || isLabelNoun(part))) return true;
  return isLabelBeginning(text);
}

/** "Número de", "Details of the": a known label's first words, two or more, and not the whole label. */
export function isLabelBeginning(value: string): boolean {
  return LABEL_BEGINNINGS.has(asLabel(value).toLowerCase());
}
