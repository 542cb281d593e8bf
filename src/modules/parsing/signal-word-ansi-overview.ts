/**
 * The signal word of an old MSDS's emergency overview. Before GHS, a North American MSDS written to ANSI Z400.1 /
 * Z129.1 opened its hazards with an emergency overview headed by ANSI's own word — often under a label of the same
 * name ("Emergency overview" / "Signal word : DANGER!", translated for Mexico and Quebec as "Visión general de la
 * Emergencia" / "Palabra de advertencia : ¡PELIGRO!" and "Survol des urgences" / "Mot indicateur : DANGER!") — over
 * statements of its own ("MAY BE FATAL IF SWALLOWED. CAUSES EYE AND SKIN IRRITATION."). That word is not a GHS label's
 * signal word (the sheet has no GHS label), as the overview's word without a label is not (signal-word-alone.ts).
 * A sheet written to OSHA HCS 2012 may still print an overview: its GHS label shows itself by a hazard code (printed,
 * read from a GHS statement's wording, or derived from a hazard class and category) or by GHS label content
 * (pictograms, a hazard category, "GHS", "CLP"), and its word stands.
 */
import { foldLine } from "./section-vocabulary.ts";
import { GHS_CLASSIFICATION_MARKS } from "./signal-word-overview.ts";
import type { SignalWordFinding } from "./signal-word.ts";

/** An emergency overview's heading in the languages old MSDSs were translated into (folded: no accents, lower case). */
const EMERGENCY_OVERVIEW = new RegExp(
  "emergency overview|resumen de (?:la |las )?emergencias?|(?:vision|panorama|vista) general (?:de|sobre) (?:la |las )?emergencias?|" +
    "apercu (?:des (?:situations d')?urgences?|en cas d'urgence|d'urgence)|survol (?:des|en cas d') ?(?:situations d')?urgences?|" +
    "vue d'ensemble (?:des|en cas d') ?(?:situations d')?urgences?|" +
    "visao geral (?:de|da|sobre) (?:a )?emergencia|notfall(?:-| )?ubersicht|panoramica (?:di|delle|sulle) emergenz[ae]|noodoverzicht",
);
/**
 * What only a GHS label prints (folded): the marks an HCS 2012 overview is told by (signal-word-overview.ts), and the
 * plural and German categories, a pictogram's code, the system's other names, the CLP regulation and its EUH codes.
 */
const GHS_LABEL_MARKS = new RegExp(
  `${GHS_CLASSIFICATION_MARKS.source}|categor(?:ies|ias)\\s*\\d|kategorie\\s*\\d|\\bghs0\\d\\b|\\bsgh\\b|\\bclp\\b|\\b1272\\/2008\\b|\\beuh\\d{3}\\b`,
);

/**
 * Whether `finding` is the word of an old MSDS's emergency overview: read after the overview's heading in `lines`
 * (section 2's), on a sheet whose hazards show no GHS label — no hazard code (`hCodes`, printed, worded or derived) and
 * no GHS label content in those lines.
 */
export function isAnsiOverviewWord(finding: SignalWordFinding | null, lines: readonly string[], hCodes: readonly string[]): boolean {
  if (!finding?.word || hCodes.length > 0) return false;
  const folded = lines.map(foldLine);
  if (folded.some((line) => GHS_LABEL_MARKS.test(line))) return false;
  // The heading on its line, or wrapped over two ("Vue d'ensemble des" / "urgences").
  return folded.slice(0, finding.lineIndex + 1).some((line, index) => EMERGENCY_OVERVIEW.test(`${line} ${folded[index + 1] ?? ""}`));
}
