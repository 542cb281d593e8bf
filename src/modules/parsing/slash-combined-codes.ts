/**
 * Combined hazard and precautionary codes printed with slashes instead of the EU's "+" ("P301/310", "P301/P310",
 * "P305/351/338", "H302/332"): small suppliers' templates and translations write them so. Each slash of such a chain
 * becomes a "+", one character for one (offsets stay the printed text's), so the readers of combined codes read every
 * part. A chain starts at a code — its letter right before three digits — and goes on only by three digits, with or
 * without the same letter: a part number ("P/N 301/310"), a regulation ("2015/830"), a formula ("H2O/310") or a date
 * after a code ("H302/2015", "P301/310/2015": a chain running into other digits) is left as printed.
 */
const SLASHED_CHAIN = /(?<![A-Za-z0-9])(H|P)\d{3}(?:[ \u00a0]?\/[ \u00a0]?\1?\d{3}(?!\d))+(?![ \u00a0]?\/[ \u00a0]?\d)/g;

/** The text with the slashes of slash-combined codes turned into "+" ("P301/310" → "P301+310"); same length. */
export function withSlashCombinedCodesJoined(text: string): string {
  if (!text.includes("/")) return text;
  return text.replace(SLASHED_CHAIN, (chain) => chain.replaceAll("/", "+"));
}
