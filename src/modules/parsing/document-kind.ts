/**
 * A PDF that is another document than a safety data sheet — a technical data sheet, a certificate of analysis, a
 * specification — put into the SDS library by mistake (a supplier's page lists them beside the SDS). The parser reads
 * whatever labels it holds, and the record looked like a poorly read sheet ("the product name "TECHNICAL" is a guess",
 * "only 0 of the 16 sections were found"). Where the first lines name such a document, none names a safety data sheet
 * and fewer than three sections were found, the parse says what the document calls itself, so a person checks that the
 * product's SDS was uploaded.
 */
import { phrasePattern } from "./phrase-pattern.ts";
import { foldLine } from "./section-vocabulary.ts";
import { TITLE_PHRASES } from "./vocabulary/title-words.ts";

/** What other documents call themselves, in issue 11's eight languages (folded: no accents, lower case). */
const OTHER_KIND = new RegExp(
  "\\b(?:technical data ?sheet|product data ?sheet|technical information|technisches (?:daten|merk)blatt|produktdatenblatt|produktinformation|" +
    "fiche technique|fiche produit|ficha tecnica|hoja tecnica|scheda tecnica|technisch(?:e)? (?:informatieblad|fiche)|productinformatieblad|" +
    "karta techniczna|certificate of analysis|analysenzertifikat|certificat d'analyse|certificado de analisis|certificato di analisi|" +
    "analysecertificaat|certificado de analise|swiadectwo analizy|certificate of conformity|konformitatserklarung|product specification)\\b",
);
/** Titles the vocabulary lists that other documents bear as well ("data sheet", "product information"): no sign of either. */
const SHARED_TITLES = new Set(["data sheet", "product safety", "safety information", "product information", "product information sheet"]);
/** What a safety data sheet calls itself (folded): the vocabulary's titles in every language, and its short names. */
const SDS_KIND = new RegExp(
  `(?<![\\p{L}])(?:${phrasePattern([...TITLE_PHRASES.filter((title) => !SHARED_TITLES.has(title)), "safety information sheet", "fds", "hds", "fispq"].map(foldLine))})(?![\\p{L}])`,
  "u",
);

/** What else a title's line may hold (a product name, a number, a date), in characters. */
const TITLE_REST = 40;
/** How many of a document's first lines hold its title. */
const TITLE_LINES = 20;

/** The other document's name as the sheet prints it ("TECHNICAL DATA SHEET"), or null for a safety data sheet. */
export function otherDocumentKind(lines: readonly string[], sectionsFound: number): string | null {
  if (sectionsFound >= 3) return null;
  const first = lines.slice(0, TITLE_LINES);
  const folded = first.map(foldLine);
  if (folded.some((line) => SDS_KIND.test(line))) return null;
  for (let index = 0; index < folded.length; index++) {
    const match = OTHER_KIND.exec(folded[index]!);
    // A title, not a sentence that names one ("See the technical data sheet for its properties."): little else on its
    // line, and no word in small letters before it.
    if (!match || folded[index]!.length - match[0].length > TITLE_REST || /\p{Ll}{2,}\s/u.test(first[index]!.slice(0, match.index))) continue;
    // foldLine keeps a line's length: the printed words stand at the same place.
    return folded[index]!.length === first[index]!.length ? first[index]!.slice(match.index, match.index + match[0].length) : match[0];
  }
  return null;
}

/** The review reason for another kind of document. */
export const otherKindReason = (kind: string, sectionsFound: number) =>
  `the PDF does not look like a safety data sheet: it calls itself "${kind}" and ${sectionsFound === 0 ? "none" : `only ${sectionsFound}`} of the 16 sections were found; check that the product's SDS was uploaded`;
