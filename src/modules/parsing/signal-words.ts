/**
 * The GHS signal word in the languages the parser reads: the labels printed before it and the two words (and
 * "none") as each language prints them. Matched on `foldText` output (lower case, no accents).
 */
import type { SignalWord } from "./types.ts";

/**
 * Labels of the signal word. A qualifier in brackets may follow ("Signal word (GHS-US)", "Signalwort (CLP)").
 * en "Signal word(s)", de "Signalwort", fr "Mention d'avertissement" / CA "Mot indicateur", es "Palabra de
 * advertencia / de aviso / de señal", it "Avvertenza", nl "Signaalwoord", pt "Palavra-sinal", pl "Hasło
 * ostrzegawcze", sv/da/no "Signalord".
 */
export const SIGNAL_WORD_LABELS: readonly string[] = [
  "signal words",
  "signal word(s)",
  "signal word",
  "signal-word",
  "signalword",
  "signalwort",
  "mention d'avertissement",
  "mention d avertissement",
  "mention d’avertissement",
  "mot indicateur",
  "mot-indicateur",
  "mot de signalement",
  "palabra de advertencia",
  "palabra de aviso",
  "palabra de senal",
  "palabra senal",
  "palabra clave",
  "avvertenze",
  "avvertenza",
  "signaalwoord",
  "palavra-sinal",
  "palavra sinal",
  "palavra de advertencia",
  "haslo ostrzegawcze",
  "signalord",
];

/** Each language's words for the two GHS signal words. */
export const SIGNAL_WORDS: ReadonlyArray<readonly [string, SignalWord]> = [
  ["danger", "DANGER"], ["gefahr", "DANGER"], ["peligro", "DANGER"], ["pericolo", "DANGER"], ["gevaar", "DANGER"],
  ["perigo", "DANGER"], ["niebezpieczenstwo", "DANGER"], ["fara", "DANGER"], ["fare", "DANGER"],
  ["warning", "WARNING"], ["achtung", "WARNING"], ["attention", "WARNING"], ["avertissement", "WARNING"],
  ["atencion", "WARNING"], ["advertencia", "WARNING"], ["attenzione", "WARNING"], ["waarschuwing", "WARNING"],
  ["atencao", "WARNING"], ["aviso", "WARNING"], ["uwaga", "WARNING"], ["varning", "WARNING"], ["advarsel", "WARNING"],
];

/** What a label is followed by when there is no signal word: "None", "Keine", "entfällt", "Aucun(e)", "Ninguno"… */
export const NO_SIGNAL_WORD =
  /^(?:none|no signal word|not applicable|not required|not classified|n\/a|keine?|kein signalwort|entfallt|nicht erforderlich|nicht anwendbar|aucune?|sans objet|pas d.?application|non applicable|ningun[oa]?|no aplica|no aplicable|no es necesari[oa]|no requerid[oa]|nessun[oa]?|non applicabile|non pertinente|geen|niet vereist|niet van toepassing|nenhum[a]?|nao aplicavel|nao e necessari[oa]|brak|nie dotyczy|nie wymagane|-+|–|—)(?![\p{L}])/u;

const WORD_LOOKUP = new Map(SIGNAL_WORDS);

/** The signal word a (folded) word stands for, or null. */
export function signalWordOf(foldedWord: string): SignalWord | null {
  return WORD_LOOKUP.get(foldedWord) ?? null;
}
