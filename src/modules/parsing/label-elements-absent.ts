/**
 * A section 2 that states its label has no elements ("No label elements assigned.", "Label elements: not required",
 * "Kennzeichnung: entfällt", "Étiquetage : non requis", "No requiere etiquetado"): the product carries no signal word
 * and no label codes, whatever its classification (a category too mild for a label, "Eye Irrit. 2B" under some
 * schemes). Codes and a word derived from the classification are then not guessed.
 */
import { CLASSIFICATION_TITLES, foldText, LABEL_ELEMENTS_TITLES, LABELLING_WORDS } from "./section-vocabulary.ts";
import { HAZARD_STATEMENT_LABELS, SIGNAL_WORD_LABELS } from "./signal-words.ts";
import { NO_SIGNAL_WORD } from "./signal-word-none.ts";
import { escapeRegExp, phrasePattern } from "./phrase-pattern.ts";
import { ACCORDING_TO_WORDS } from "./vocabulary/joining-words.ts";

/** The labelling scheme named beside the heading ("Etiqueta SGA:", "GHS label:", "Kennzeichnung (CLP):"), folded. */
const SCHEME = "(?:ghs|sga|sgh|clp|cgh)";
/**
 * "According to" before the scheme ("Kennzeichnung gemäß CLP:", "Étiquetage selon le SGH :", "Etiquetado según SGA:"):
 * the languages' words (ACCORDING_TO_WORDS) and the few other wordings sheets use there, an article after them, folded.
 */
const UNDER = `(?:${[...ACCORDING_TO_WORDS, "acc. to", "per", "under", "gem.", "d'apres", "d’apres", "conforme", "de acordo com", "ai sensi del", "zgodnie z"]
  .map((words) => escapeRegExp(foldText(words)))
  .join("|")})(?:\\s+(?:le|la|el|il|o|a|al|het|de))?`;

/** The label itself, with the scheme beside it ("Etiqueta SGA : Ninguna.", "GHS label: none"), folded. */
const LABEL_NOUNS = "(?:etiqueta|label|etikett|etiquette|etichetta|etiket|rotulo|etykieta)(?=\\s*\\(?(?:ghs|sga|sgh|clp|cgh)|\\s*[:：])";

/**
 * The label-elements heading at a line's start (folded), a section number before it allowed, up to its colon:
 * "2.2 Label elements:", "Kennzeichnung:", "Étiquetage :", "Elementos de la etiqueta:", "Etichettatura:",
 * "Etikettering:", "Rotulagem:", "Oznakowanie:", "Märkning:", "Mærkning:", "Merking:", "Merkinnät:". A supplemental
 * elements heading ("Supplemental label elements: none", "Ergänzende Kennzeichnungselemente: keine") does not start
 * with these words, so its "none" is not read.
 */
const LABEL_HEADING = new RegExp(
  `^(?:\\d+(?:\\.\\d+)*\\.?\\s*)?(?:${SCHEME}[\\s-]+)?(?:${LABEL_ELEMENTS_TITLES}|${LABELLING_WORDS}|${LABEL_NOUNS})(?:\\s*(?:${UNDER}\\s+)?\\(?${SCHEME}\\)?)?\\s*[:：]\\s*`,
);

/**
 * A sentence that the label has no elements, or the product needs none, in each language (folded): "no label
 * elements", "no labelling required", "not subject to labelling", "keine Kennzeichnung erforderlich", "nicht
 * kennzeichnungspflichtig", "aucun étiquetage", "(n'est) pas soumis à l'étiquetage", "no requiere etiquetado", "no sujeto a
 * etiquetado", "non soggetto a etichettatura", "non richiede etichettatura", "geen etikettering", "niet
 * etiketteringsplichtig", "não requer rotulagem", "não sujeito a rotulagem", "nie wymaga oznakowania", "nie podlega
 * oznakowaniu", "ej märkningspliktig", "ingen märkning", "ikke mærkningspligtig", "ingen merking", "ikke
 * merkepliktig", "ei merkintävelvollinen"; and (session 22) "does not need to be labelled", "labelling is not required",
 * "muss nicht gekennzeichnet werden", "ne nécessite pas d'étiquetage", "no está sujeta a etiquetado", "non necessita di
 * etichettatura", "hoeft niet te worden geëtiketteerd", "não necessita de rotulagem", "oznakowanie nie jest wymagane" — not
 * about supplemental labelling ("Supplemental labelling is not required", "Zusätzliche Kennzeichnung ist nicht
 * erforderlich"), which says nothing of the label's own elements.
 */
const NO_LABEL_SENTENCE =
  /(?<![\p{L}])(?:no label elements|no labell?ing (?:elements |is )?(?:required|necessary|needed)|not subject to labell?ing|does not require labell?ing|keine kennzeichnung(?:selemente)?(?! nach| gemass)|nicht kennzeichnungspflichtig|aucun (?:element d.?)?etiquetage|pas d.?etiquetage|(?:non|pas) soumise? a (?:l.?)?etiquetage|no requiere (?:ser )?etiquet(?:ado|aje)|no sujet[oa] a etiquet(?:ado|aje)|sin elementos de etiqueta|non soggett[oa] (?:a|ad) etichettatura|non richiede (?:alcuna )?etichettatura|nessun elemento dell.?etichett|geen etikettering(?:selementen)?|niet etiketteringsplichtig|nao requer rotulagem|nao sujeit[oa] a rotulagem|sem elementos de rotulagem|nie wymaga (?:oznakowania|etykietowania)|nie podlega (?:oznakowaniu|etykietowaniu)|brak elementow oznakowania|(?:ej|inte) markningspliktigt?|ingen markning|ikke mærkningspligtigt?|ingen mærkning|ikke merkepliktigt?|ingen merking|ei merkintavelvollinen|(?:does not|do not|need not) (?:need to )?be labell?ed|not required to be labell?ed|(?<!(?:supplemental|supplementary|additional|special|further|other|extra) )labell?ing (?:is )?not (?:required|necessary|needed)|muss nicht gekennzeichnet werden|(?<!(?:zusatzliche|erganzende|weitere|besondere) )kennzeichnung ist nicht (?:erforderlich|notwendig|vorgeschrieben)|kennzeichnungsfrei|ne necessite (?:pas|aucun) (?:d.?)?etiquetage|n.?a pas besoin d.?etre etiquet|etiquetage n.?est pas (?:requis|necessaire|obligatoire)|no esta sujet[oa] a etiquet(?:ado|aje)|no (?:es )?necesari[oa] etiquetar|no necesita (?:ser )?etiquet|etiquetado no (?:es )?(?:necesario|obligatorio|requerido)|non e soggett[oa] (?:a|ad) etichettatura|non necessita (?:di )?etichettatura|non e richiesta (?:l.?)?etichettatura|etichettatura non (?:e )?(?:richiesta|necessaria|obbligatoria)|hoeft niet (?:te worden )?ge.?etiketteerd|(?<!(?:aanvullende|extra|bijkomende) )etikettering (?:is )?niet (?:vereist|nodig|verplicht)|nao esta sujeit[oa] a rotulagem|nao necessita (?:de )?rotulagem|nao e necessaria (?:a )?rotulagem|rotulagem nao (?:e )?(?:necessaria|obrigatoria|exigida)|nie podlega obowiazkowi (?:oznakowania|etykietowania)|(?<!(?:dodatkowe|uzupelniajace) )oznakowanie nie jest wymagane)(?![\p{L}])/u;

/** Nothing but closing punctuation after the "none" (a dash before the first element is a list's bullet). */
const NOTHING_MORE = /^[\s.;,]*$/;

/**
 * Section 2's lines state that the label has no elements: a heading with only "none" after it ("Label elements:
 * not required"), or a sentence saying so anywhere ("This product requires no labelling: no label elements").
 */
export function statesNoLabelElements(section2Lines: readonly string[]): boolean {
  const folded = section2Lines.map((line) => foldText(line).trim());
  if (statesEachElementNone(folded)) return true;
  return folded.some((text, index) => {
    if (NO_LABEL_SENTENCE.test(text)) return true;
    if (LABEL_HEADING_ALONE.test(text) && !OLD_DIRECTIVES.test(text)) return isNoneAlone(folded[index + 1] ?? "");
    const heading = LABEL_HEADING.exec(text);
    return heading !== null && isNoneAlone(text.slice(heading[0].length));
  });
}

/** "Not applicable", "Entfällt", "Nie dotyczy" … (folded) and nothing more. */
function isNoneAlone(folded: string): boolean {
  const none = NO_SIGNAL_WORD.exec(folded);
  return none !== null && NOTHING_MORE.test(folded.slice(none[0].length));
}

/**
 * The label elements' heading on a line of its own ("2.2. Label elements", "2.2 Kennzeichnungselemente:", "Label elements
 * according to Regulation (EC) No 1272/2008"): its value is the line under it. Only the sub-section's title, not the
 * labelling word alone, which also opens other headings; never one naming the old directives (below).
 */
const LABEL_HEADING_ALONE = new RegExp(`^(?:\\d+(?:\\.\\d+)*\\.?\\s*)?(?:${LABEL_ELEMENTS_TITLES})(?![\\p{L}])[^:：]{0,70}[:：]?$`, "u");

/**
 * The classification sub-section's heading on a line of its own ("2.1. Classification of the substance or mixture",
 * "Einstufung gemäß Verordnung (EG) Nr. 1272/2008"), never one naming the old directives (67/548/EEC, 1999/45/EC): a
 * "not applicable" under those says nothing of the product's classification under CLP or GHS.
 */
const CLASSIFICATION_HEADING_ALONE = new RegExp(`^(?:\\d+(?:\\.\\d+)*\\.?\\s*)?(?:${CLASSIFICATION_TITLES})(?![\\p{L}])[^:：]{0,70}[:：]?$`, "u");
const OLD_DIRECTIVES = /67\/548|1999\/45|\b(?:dsd|dpd)\b|directive|richtlinie|directiva|direttiva|richtlijn|diretiva|dyrektyw/;

/** Section 2's classification heading alone on its line with only "not applicable" / "none" under it: not classified. */
export function statesClassificationNone(section2Lines: readonly string[]): boolean {
  return section2Lines.some((line, index) => {
    const folded = foldText(line).trim();
    return CLASSIFICATION_HEADING_ALONE.test(folded) && !OLD_DIRECTIVES.test(folded) && isNoneAlone(foldText(section2Lines[index + 1] ?? "").trim());
  });
}

/** A label of the signal word, or of the hazard statements, at a line's start (folded; a bullet before it), to its colon. */
const elementLabel = (labels: readonly string[]) => new RegExp(`^[\\s·•▪*-]*(?:${phrasePattern(labels)})\\s*(?:\\([^)]{0,20}\\)\\s*)?[:：]?\\s*`, "u");
const SIGNAL_WORD_LABEL_AT_START = elementLabel(SIGNAL_WORD_LABELS);
const STATEMENT_LABEL_AT_START = elementLabel(HAZARD_STATEMENT_LABELS);

/**
 * "· Signal word: None" and "· Hazard statement(s): None" (session 27): the label's elements each stated none, with no
 * sentence or heading saying so — the label has none. The "none" beside its label or alone on the line under it.
 */
function statesEachElementNone(folded: readonly string[]): boolean {
  const statedNone = (label: RegExp) =>
    folded.some((text, index) => {
      const match = label.exec(text);
      if (!match) return false;
      const rest = text.slice(match[0].length);
      return rest === "" ? isNoneAlone(folded[index + 1] ?? "") : isNoneAlone(rest);
    });
  return statedNone(SIGNAL_WORD_LABEL_AT_START) && statedNone(STATEMENT_LABEL_AT_START);
}
