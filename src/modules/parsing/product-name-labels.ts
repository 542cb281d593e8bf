/**
 * The product name's labels in section 1 and the tiers they are read in (./label-tiers.ts readTiers): the name's own
 * labels, 1.1's identifier, synonyms, a label one space from its name, a short label with a name noun, a bare "Name",
 * the description.
 */
import { cleanValue, firstColumn, labelRest, labelRegex } from "./label-lines.ts";
import { escapeRegExp, phrasePattern } from "./phrase-pattern.ts";
import {
  NAME_NOUNS,
  PRODUCT_DESCRIPTION_LABELS,
  PRODUCT_DESIGNATION_LABELS,
  PRODUCT_NAME_AND_CODE_LABELS,
  PRODUCT_NAME_LABELS,
  PRODUCT_PLAIN_LABELS,
  PRODUCT_SYNONYM_LABELS,
} from "./vocabulary/identity-labels.ts";
import { PRODUCT_IDENTIFIER_LABELS } from "./vocabulary/product-identifier-labels.ts";
import { ENDS_WITH_LEGAL_FORM } from "./company-shapes.ts";
import { labelWords, NAME_NOUN_INSIDE, namesOtherParty, SHORT_LABEL } from "./label-rows.ts";
import { OR_WORDS } from "./vocabulary/joining-words.ts";
import type { Tier } from "./label-tiers.ts";

/**
 * "Mixture name: X", "Nom du mélange : X", "Artikelbezeichnung: X": a label of up to five words with a name noun (German
 * compounds ending in one), none of them another party's or field's word, then a colon or a column gap.
 */
const NAME_NOUN = new RegExp(`(?:(?<![\\p{L}])(?:${NAME_NOUNS.map(escapeRegExp).join("|")})|\\p{L}{3}(?:name|bezeichnung))$`, "iu");
/**
 * "Mixture name: X", "Nom du mélange : X", "Artikelbezeichnung    X": a short label with a name noun (German compounds
 * end in one), none of its words another party's or field's; before a column gap only when the noun ends the label.
 */
function isNameNounLabel(match: RegExpExecArray): boolean {
  const label = match.groups!.label!;
  if (namesOtherParty(label)) return false;
  return /[:：]/.test(match.groups!.gap!) ? NAME_NOUN_INSIDE.test(label) || labelWords(label).some((word) => NAME_NOUN.test(word)) : NAME_NOUN.test(label);
}

/**
 * "Product Name POOF RUST REMOVER    ITEM # 127500", "Product identifier Harbour Rinse 40": a name label one space from its value (no colon, no column gap).
 * The label's end is read from the case of the next word: a capital or a digit that does not join a longer heading.
 */
// A label wrapped after its "or" ("Trade name or" / "designation of the mixture") keeps the "or" on the name's line.
export const ONE_SPACE_NAME_LABEL = new RegExp(`^(?:${phrasePattern([...PRODUCT_NAME_LABELS, ...PRODUCT_IDENTIFIER_LABELS, ...PRODUCT_DESIGNATION_LABELS, ...PRODUCT_NAME_AND_CODE_LABELS])})(?: (?:${phrasePattern(OR_WORDS)}))? (?<rest>\\S.*)$`, "iu");
export function startsLikeName(match: RegExpExecArray): boolean {
  // "Product Name l Calcium Tablets": a dingbat bullet that came out as a lone letter stands between label and name.
  const rest = cleanValue(match.groups!.rest!);
  // "Denominazione Sociale X" names the company.
  return /^[\p{Lu}\d]/u.test(rest) && !/^(?:AND|OR|OF|FOR|USED|&|sociale?|social)(?![\p{L}])/iu.test(rest);
}

/**
 * "Product name", "Handelsname", "Nom commercial": the name's own labels. Dot leaders may part label and value in old
 * typewriter-style forms ("Handelsnaam ........: pH-neutral cleaner 7").
 */
export const NAME_LABEL = labelRegex(PRODUCT_NAME_LABELS, true, [...NAME_NOUNS, ...PRODUCT_DESIGNATION_LABELS], true);
/** "Product identifier", "Produktidentifikator", "Identificador del producto": section 1.1's label (dot leaders too). */
export const IDENTIFIER_LABEL = labelRegex(PRODUCT_IDENTIFIER_LABELS, true, [], true);

/** A bare "Product:", "Produit :", "Material:": the last resort's label. */
export const PLAIN_LABEL = labelRegex(PRODUCT_PLAIN_LABELS, true);

/** Every product tier ends its look below at section 1's next sub-section or another field's lone label. */
export const PRODUCT_TIERS: readonly Tier[] = ([
  { label: NAME_LABEL, sameLine: 0.95, nextLine: 0.9, nameCodes: true },
  { label: IDENTIFIER_LABEL, sameLine: 0.9, nextLine: 0.85, firstLabelled: 0.7, nameCodes: true },
  { label: labelRegex([...PRODUCT_SYNONYM_LABELS, ...PRODUCT_NAME_AND_CODE_LABELS], true), sameLine: 0.8, nextLine: 0.75 },
  { label: ONE_SPACE_NAME_LABEL, keep: startsLikeName, sameLine: 0.8, nextLine: 0.8 },
  { label: PLAIN_LABEL, sameLine: 0.8, nextLine: 0.7 },
  { label: SHORT_LABEL, keep: (match) => isNameNounLabel(match) && !namesCompanyBeside(match) && !ONE_WORD_LABEL_FIRST.test(match.groups!.rest!), sameLine: 0.75, nextLine: 0.6, beforeSupplier: true },
  { label: labelRegex(["name", "nom", "nombre", "nome", "naam", "nazwa", "bezeichnung", ...PRODUCT_DESIGNATION_LABELS], true), keep: (match) => !namesCompanyBeside(match), sameLine: 0.75, nextLine: 0.6, beforeSupplier: true },
  { label: labelRegex(PRODUCT_DESCRIPTION_LABELS, true), sameLine: 0.6, nextLine: 0.5 },
] as Tier[]).map((tier) => ({ ...tier, endsAtNextField: true }));

/** "Nome comune degli ingredienti attivi: Impiego: concime": a one-word label first in the value, another field's. */
const ONE_WORD_LABEL_FIRST = /^[\p{L}.'’-]+\s*[:：]\s*\S/u;

/**
 * "SECTION I - IDENTIFICATION OF COMPANY" / "NAME :HARBOUR ADHESIVES LIMITED": a bare name label (no product word) whose
 * value ends in a legal form names the company (old MSDSs print the product only in the title), never the product.
 */
function namesCompanyBeside(match: RegExpExecArray): boolean {
  return ENDS_WITH_LEGAL_FORM.test(cleanValue(firstColumn(labelRest(match))));
}
