/**
 * The text of any GHS statement code a label prints: a hazard (H, EUH, AUH) or precautionary (P) code, alone or
 * combined ("P305+P351+P338", "H302 + H332"). A combined code reads as one sentence: hazard combinations by
 * the GHS's own wording (Table A3.1.2), precautionary ones by joining their parts as Annex 3 does
 * ("IF IN EYES: Rinse cautiously…"; "Take off contaminated clothing and wash it before reuse.").
 */
import { COMBINED_HAZARD_STATEMENTS, hazardStatementText } from "./hazard-statements.ts";
import { COMBINED_PRECAUTIONARY_CODES, precautionaryStatementText } from "./precautionary-statements.ts";
import { CLP_STATEMENT_TABLES, type StatementLanguage } from "./statement-languages.ts";

/** "P305 + P351+P338" → ["P305", "P351", "P338"]. */
export function splitStatementCode(code: string): string[] {
  return code.split("+").map((part) => part.trim()).filter(Boolean);
}

/**
 * The statement as one sentence in a language (English by default), or null when the code (or one of its
 * parts) has no text in that language: not a GHS statement, or one CLP does not have (CLP_ABSENT_CODES, and
 * Australia's AUH statements, which have English text only: callers show those in English, marked so).
 */
export function statementText(code: string, lang: StatementLanguage = "en"): string | null {
  const parts = splitStatementCode(code);
  if (parts.length === 0) return null;
  const precautionary = parts.every((part) => part.startsWith("P"));
  if (!precautionary && !parts.every(isHazardCodeForm)) return null;
  if (lang !== "en") return clpSentence(parts, CLP_STATEMENT_TABLES[lang], precautionary);
  return precautionary ? precautionarySentence(parts) : hazardSentence(parts);
}

/** A hazard code's form: GHS "H", the EU's "EUH" or Australia's "AUH" (WHS Regulations) statements. */
const isHazardCodeForm = (part: string) => part.startsWith("H") || part.startsWith("EUH") || part.startsWith("AUH");

const endSentence = (text: string) => (/[.!?:…]$/.test(text) ? text : `${text}.`);

/**
 * CLP prints its combinations as one official sentence (Annex III Table 1.2, Annex IV Table 6.x): use it when
 * the table has it (hazard codes in any order), else join the parts as the English sentence does.
 */
function clpSentence(parts: string[], table: Readonly<Record<string, string>>, precautionary: boolean): string | null {
  if (parts.length > 1) {
    const wanted = [...parts].sort().join("+");
    const key = precautionary ? parts.join("+") : Object.keys(table).find((k) => k.includes("+") && k.split("+").sort().join("+") === wanted);
    const combined = key ? table[key] : undefined;
    if (combined) return endSentence(combined);
  }
  const texts = parts.map((part) => table[part]);
  if (texts.some((text) => text === undefined)) return null;
  if (!precautionary) return (texts as string[]).map(endSentence).join(" ");
  let sentence = "";
  parts.forEach((part, index) => {
    const text = texts[index]!;
    // P364 continues the sentence before it in every language ("… y lavarlas antes de volver a usarlas.").
    if (sentence && part === "P364") sentence = `${sentence.replace(/\.$/, "")} ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
    else sentence = sentence ? `${sentence} ${text}` : text;
  });
  return sentence;
}

function hazardSentence(parts: string[]): string | null {
  const texts = parts.map(hazardStatementText);
  if (texts.some((text) => text === null)) return null;
  if (parts.length > 1) {
    const wanted = [...parts].sort().join("+");
    const combined = COMBINED_HAZARD_STATEMENTS.find(([codes]) => [...codes].sort().join("+") === wanted);
    if (combined) return `${combined[1]}.`;
  }
  return `${texts.join(". ")}.`;
}

function precautionarySentence(parts: string[]): string | null {
  let sentence = "";
  for (const part of parts) {
    const text = precautionaryStatementText(part);
    if (text === null) return null;
    if (sentence && text.startsWith("And ")) {
      // P364 continues the sentence before it: "Take off contaminated clothing and wash it before reuse."
      sentence = `${sentence.replace(/\.$/, "")} ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
    } else {
      sentence = sentence ? `${sentence} ${text}` : text;
    }
  }
  return sentence;
}

const COMBINATIONS: ReadonlyArray<readonly string[]> = [
  ...COMBINED_HAZARD_STATEMENTS.map(([codes]) => codes),
  ...COMBINED_PRECAUTIONARY_CODES.map(splitStatementCode),
].sort((a, b) => b.length - a.length);

/**
 * Puts split codes back into the combinations GHS prints as one sentence, in the order they came:
 * ["P305", "P351", "P338", "P310"] → ["P305+P351+P338", "P310"]. SDS parsing keeps codes split; a label
 * prints "IF IN EYES: Rinse cautiously…" as one sentence, not "IF IN EYES:" on its own.
 */
export function groupStatementCodes(codes: readonly string[]): string[] {
  const order = [...new Set(codes)];
  const remaining = new Set(order);
  const grouped: { at: number; code: string }[] = [];
  // Longest combinations first (P301+P330+P331 before P301+P310); parsers often list codes sorted, so a
  // combination's parts need not be adjacent.
  for (const parts of COMBINATIONS) {
    if (!parts.every((part) => remaining.has(part))) continue;
    for (const part of parts) remaining.delete(part);
    grouped.push({ at: order.indexOf(parts[0]!), code: parts.join("+") });
  }
  for (const code of remaining) grouped.push({ at: order.indexOf(code), code });
  return grouped.sort((a, b) => a.at - b.at).map((g) => g.code);
}

/** GHS hazard statements first, then the EU's supplementary ones (EUH), then Australia's (AUH). */
const STATEMENT_KINDS = [/^H/, /^EUH/, /^AUH/];
const kindOf = (code: string) => {
  const kind = STATEMENT_KINDS.findIndex((pattern) => pattern.test(code));
  return kind < 0 ? STATEMENT_KINDS.length : kind;
};

/**
 * Hazard statements in the order a label prints them: the GHS statements, then the supplementary ones (CLP Art. 25
 * and the WHS Regulations put EUH and AUH statements after the H statements), each kind in the order it came. The
 * record keeps its codes sorted as text ("AUH031", "EUH066", "H225"), which would print the supplementary ones first.
 */
export function inLabelOrder<T>(items: readonly T[], codeOf: (item: T) => string): T[] {
  return items.map((item, at) => ({ item, at, kind: kindOf(codeOf(item)) }))
    .sort((a, b) => a.kind - b.kind || a.at - b.at)
    .map(({ item }) => item);
}
