/**
 * Where a label's value ends inside its column: at a date label, another field's label with its colon, a field whose
 * label ends in a number word ("Item #:", "Cat. No.:") or a page number ("Harbour Rinse 40 Item #: 1234" → "Harbour Rinse
 * 40"). Split out of ./label-tiers.ts, which reads the tiers of labels these values belong to.
 */
import { inlineRegex } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { LABEL_QUALIFYING_ROLE_WORDS } from "./vocabulary/company-words.ts";
import { CHEMICAL_NAME_LABELS, NOT_A_NAME_LABEL_NOUNS, OTHER_IDENTIFIER_LABELS, PRODUCT_NAME_LABELS } from "./vocabulary/identity-labels.ts";
import { ISSUE_DATE_LABELS, REVISION_DATE_LABELS } from "./vocabulary/date-labels.ts";
import { USE_LABELS } from "./vocabulary/use-labels.ts";
import { JOINING_WORDS, OF_WORDS } from "./vocabulary/joining-words.ts";
import { CROSS_REFERENCE_VERBS } from "./vocabulary/cross-reference-words.ts";
import { foldAccents } from "./date-label-patterns.ts";
import { SECTION_WORD } from "./section-vocabulary.ts";
import { runningTitleStart } from "./product-title-tail.ts";
import { PAGE_COUNT_SOURCE } from "./vocabulary/title-words.ts";
import { CONTACT_DETAILS_LABELS, CONTACT_PERSON_LABELS, EMERGENCY_LABELS, EMERGENCY_LABELS_MORE, PHONE_LABELS, PHONE_LABELS_MORE } from "./vocabulary/contact-labels.ts";

/** Labels of section 1's other identity and contact fields (codes, synonyms, form, contact), in the languages. */
export const OTHER_LABELS = [
  "other means of identification", "other means", "alternate names", "alternate name", "synonyms", "synonym", "cas", "cas no", "cas number", "ec no", "ec number", "index no",
  "formula", "molecular formula", "product code", "product number", "product no", "catalog number", "catalogue number",
  "article number", "item number", "item", "sku", "upc", "sds number", "sds no", "msds number", "version", "recipe", "ufi",
  "registration number", "reach registration number", "e-mail", "email", "e-mail address", "fax", "telefax", "website", "web",
  "internet", "homepage", "contact", "contact person", "name", "product type", "product form", "substance/mixture",
  "produktcode", "produktnummer", "artikelnummer", "andere identifizierungsarten", "produkttyp", "produktbeschreibung",
  // the product's form in 1.1 ("Product form : Mixture"), in the languages
  "produktform", "forme du produit", "forma del producto", "forma del prodotto", "productvorm", "forma do produto", "postać produktu",
  "product type", "type de produit", "tipo de producto", "tipo di prodotto", "producttype", "tipo de produto", "rodzaj produktu",
  "notice", "code du produit", "autres moyens d'identification", "otros medios de identificación", "código del producto",
  "altri mezzi di identificazione", "codice prodotto", "andere identificatiemiddelen", "productcode", "outros meios de identificação",
  "código do produto", "inne sposoby identyfikacji", "kod produktu", "naam", "nom", "nombre", "nome", "nazwa",
  // the product's code or number in the Nordic languages, fi, cs, sk, hu, ro ("Produktkod", "Tuotekoodi", "Cod produs")
  "produktkod", "produktkode", "produktnummer", "varenummer", "varenr", "artikelnr", "tuotekoodi", "tuotenumero",
  "kód výrobku", "kód produktu", "číslo výrobku", "termékkód", "termék kódja", "termékszám", "cikkszám", "cod produs", "codul produsului",
  // the contact person and the person responsible in the languages (a label over the supplier's name in a stacked block
  // must not join it: "Ansprechpartner" / "Harbour Chem GmbH"); single words ("Kontakt") left out, names start with them
  ...CONTACT_PERSON_LABELS,
  // the national contact of a multinational's template (PPG's "Contact national" / "Contacto nacional" over the local office)
  "national contact", "contact national", "contacto nacional", "nationaler kontakt", "contatto nazionale", "nationaal contact",
  "kontakt krajowy",
  // a block's contact details, a heading over the party's name and address ("Distributeur / Coordonnées")
  ...CONTACT_DETAILS_LABELS,
];
const DATE_LABEL_INSIDE = new RegExp(`\\s(?:${inlineRegex([...REVISION_DATE_LABELS, ...ISSUE_DATE_LABELS]).source})\\s*[:：].*$`, "iu");

/**
 * Telephone labels, the supplier's and the emergency line's, that name a telephone or a number ("Phone Number",
 * "Telefonnummer", "Numer telefonu alarmowego"): set a space after a value when the next cell stands closer than a
 * column gap ("Harbour Degreaser 20 Phone Number:").
 */
const TELEPHONE_LABELS = [...PHONE_LABELS, ...PHONE_LABELS_MORE, ...EMERGENCY_LABELS, ...EMERGENCY_LABELS_MORE].filter(
  (label) => label.length > 3 && /tel|phone|fon|nummer|numer|número|numero|numéro|appel/iu.test(label),
);

/**
 * Another field's label with a colon inside a value ("Degreaser Product code: HD-55", "X Numer artykułu:"): the labels
 * above and section 1's other identifiers in every language the parser reads (identity-labels.ts), but those opening
 * with a one-letter article (hu "a termék kódja"), which would take a name's last letter ("… Part A Termék kódja:").
 */
/**
 * What a label may name after itself before its colon ("Uso previsto del preparado:", "Uso previsto della miscela:",
 * "Intended use of the mixture:"): one of the languages' "of" (OF_WORDS, an article after it allowed) and one word. Also
 * read by run-on-labels.ts before a run-on label's colon.
 */
export const OF_WHAT = String.raw`(?:\s+(?:(?:${[...OF_WORDS, "delle"].join("|")})(?:\s+(?:the|la|los|las|het|de))?\s+|dell['’]\s*)[\p{L}'’/]+)?`;
/**
 * A maker's, supplier's or distributor's word before another field's label is the label's ("Copper Solvent IV
 * Manufacturer Product Number : P5986CT"), as a regex source; also read by ./run-on-labels.ts.
 */
export const PARTY_BEFORE_LABEL = `(?:(?:${phrasePattern(LABEL_QUALIFYING_ROLE_WORDS)})['’]?s?\\s+)`;
const FIELD_LABEL_INSIDE = new RegExp(
  `\\s${PARTY_BEFORE_LABEL}?(?:${phrasePattern([...new Set([...OTHER_LABELS, ...OTHER_IDENTIFIER_LABELS].filter((label) => label.length > 3 && !/^\p{L}\s/u.test(label))), ...PRODUCT_NAME_LABELS, ...CHEMICAL_NAME_LABELS, ...USE_LABELS.filter((label) => label.includes(" "))])})${OF_WHAT}\\s*[:：].*$`,
  "iu",
);
const TELEPHONE_LABEL_INSIDE = new RegExp(`\\s(?:${phrasePattern(TELEPHONE_LABELS)})\\s*[:：].*$`, "iu");
/** A value's words that end on a joining word ("Número de"): a label's own start, not a value before the next cell. */
const ENDS_JOINING = new RegExp(`(?:^|\\s)(?:${phrasePattern(JOINING_WORDS)})$`, "iu");

/**
 * The next cell's telephone label after a value ("Harbour Degreaser 20 Phone Number:"): a label starts with a capital,
 * and the value before it does not end on a joining word ("Número de Telefone de emergência:" is one label).
 */
function cutAtTelephoneLabel(value: string): string {
  const inside = TELEPHONE_LABEL_INSIDE.exec(value);
  if (inside === null || !/^\s+\p{Lu}/u.test(inside[0])) return value;
  const before = value.slice(0, inside.index).trim();
  return ENDS_JOINING.test(before) ? value : before;
}

/**
 * "Harbour Rinse 40 Item #: 1234", "… Cat. No.: 1234", "… Date Prepared: 01/02/2023", "… Page 1 of 5", "… Page: 1 of 4": a field whose
 * label ends in a number, code or date word (or "#") and a colon, or a page number, set a space or two after the value.
 * A "#" inside a name ("BLEND #20") has no colon. The noun may close with a plural mark ("Synonym(s):") and a number's
 * follow a hyphen ("Artigo-No.:"). The label's words before its noun are found by cutAtNumberField.
 */
const NUMBER_FIELD_INSIDE = new RegExp(
  `(?:\\s|-(?=(?:no|nr|nummer|number|num)\\b))(?:(?:${phrasePattern(NOT_A_NAME_LABEL_NOUNS)})(?:\\((?:s|es|e|en|n|i)\\))?(?:\\s\\p{Lu}{2,5})?\\.?\\s*[:：]|[\\p{L}.]+\\s*#\\s*[:：])\\s*\\S.*$|${PAGE_COUNT_SOURCE}`,
  "iu",
);


/**
 * The words a label may hold before its noun ("Date Prepared:", "Print Date:", "Product Lot Number:", "Pack size:"):
 * the words of section 1's labels and of the date labels, and a package's, a lot's or an order's qualifiers. A name's
 * own word before such a label stays the name's ("Harbour Glue Pack size: 500 ml" is "Harbour Glue").
 */
const LABEL_WORDS: ReadonlySet<string> = new Set(
  [...OTHER_IDENTIFIER_LABELS, ...PRODUCT_NAME_LABELS, ...CHEMICAL_NAME_LABELS, ...ISSUE_DATE_LABELS, ...REVISION_DATE_LABELS, ...NOT_A_NAME_LABEL_NOUNS,
    "pack", "package", "packaging", "container", "net", "unit", "lot", "batch", "item", "part", "parts", "stock", "serial", "model",
    "catalog", "catalogue", "document", "reference", "ref", "ref.", "print", "cat.", "cat", "order", "sds", "msds", "sheet"]
    .flatMap((label) => label.toLowerCase().split(/\s+/)),
);

/** The value before a number, code or date field's label (NUMBER_FIELD_INSIDE) with at most two of its own words. */
function cutAtNumberField(value: string): string {
  const field = NUMBER_FIELD_INSIDE.exec(value);
  if (field === null) return value;
  // A running header run into the value, its page count (the first field) after the document's title: the title goes
  // with the count.
  const title = runningTitleStart(value);
  if (title !== null && title < field.index) return value.slice(0, title);
  let cut = field.index;
  // "Artigo-No.:", "Bestell-Nr.:": the word the number is glued to is the label's.
  if (value[cut] === "-") cut = /[\p{L}.'’]*$/u.exec(value.slice(0, cut))!.index;
  for (let words = 0; words < 2; words++) {
    const word = /\s([\p{L}.'’-]+)\s*$/u.exec(value.slice(0, cut));
    if (word === null || !LABEL_WORDS.has(word[1]!.toLowerCase())) break;
    cut = word.index;
  }
  return value.slice(0, cut);
}

/**
 * A pointer to another section run into the value ("One Step Cleanser Refer to Section 3 for REACH registration
 * numbers", "… siehe Abschnitt 3", "… voir rubrique 15", "… (see section 2)", a note's mark before it: "1) see section
 * 8"): the rest is the pointer's. Matched on the accent-folded value (one character for one), with the sections' words
 * of every language (SECTION_WORD).
 */
const SECTION_POINTER_INSIDE = new RegExp(
  `(?:^|\\s)(?:\\d{1,2}\\)\\s+|\\*+\\s*)?\\(?(?:please\\s+)?(?:${CROSS_REFERENCE_VERBS.map(foldAccents).join("|")})\\.?\\s+` +
    `(?:(?:to|also|in|auch|aussi|tambien|anche|ook|tambem|tez)\\s+)?(?:(?:the|den|la|le|el|il|de|a|o)\\s+)?(?:${SECTION_WORD})s?\\s*\\d.*$`,
  "iu",
);

/** The value before a pointer to another section, or the value. */
function withoutSectionPointer(value: string): string {
  const pointer = SECTION_POINTER_INSIDE.exec(foldAccents(value));
  return pointer ? value.slice(0, pointer.index) : value;
}

/** "CP510 Series N/A": the "not applicable" of the next field, whose label the line lost, after the value. */
const NOT_APPLICABLE_AT_END = /(?<=\S)\s+(?:n\s*\/\s*a|n\.\s*a\.)\s*$/iu;

/**
 * The same pointer cut before its section by another cut ("One Step Cleanser Refer to"): its verb left at the end —
 * not the verbs that are also a name's short words at its end ("ver", "vea", "zob").
 */
const SHORT_VERBS = new Set(["ver", "vea", "zob"]);
const POINTER_AT_END = new RegExp(
  `\\s(?:please\\s+)?(?:${CROSS_REFERENCE_VERBS.filter((verb) => !SHORT_VERBS.has(verb)).join("|")})(?:\\s+(?:to|also|auch|aussi))?\\s*$`,
  "iu",
);

/**
 * A name label's own "and synonyms" left at the value's start where the label has no colon ("NOMBRE COMERCIAL Y SINÓNIMO
 * Pilas Alcalinas": "nombre comercial" read as the label): the label's words, not the name's.
 */
const SYNONYMS_LEAD = /^\s*(?:y|and|e|et|und|&)\s+(?:sin[oóô]nimos?|synonyms?|synonymes?|sinonimi|synonyme)(?![\p{L}])\s*[:：]?\s*/iu;

/**
 * An HMIS or NFPA rating box beside section 1 run into its values ("Product Name: BIO-LUBE Rating and Key Flammability 0
 * Slight 1", "Manufacturer: BAKER HUGHES INTEQ HMIS Hazard Health 1 Minimal 0"): the box's words with a rating (0–4)
 * within three words after them end the value, as a label does.
 */
const HAZARD_RATING_INSIDE = /\s(?:HMIS|NFPA|Hazard\s+Rating|Rating\s+and\s+Key|Flammability|Reactivity|Instability)(?![\p{L}])(?=(?:\s+[\p{L}/]+){0,3}\s+[0-4](?![\d.,])).*$/iu;
export function cutAtHazardRating(value: string): string {
  return value.replace(HAZARD_RATING_INSIDE, "");
}

/**
 * "Sealant Date de Révision: 4/11/2022" → "Sealant", "Degreaser Product code: HD-55" → "Degreaser": a date label or
 * another field's label in the same column ends the value; so does a rating box's key (cutAtHazardRating).
 */
export function cutAtOtherLabel(value: string): string {
  const withoutDate = cutAtHazardRating(value.replace(SYNONYMS_LEAD, "").replace(DATE_LABEL_INSIDE, ""));
  if (headsLabelInside(withoutDate)) return "";
  const cut = cutAtTelephoneLabel(withoutSectionPointer(cutAtNumberField(withoutDate.replace(FIELD_LABEL_INSIDE, ""))).replace(POINTER_AT_END, "").replace(NOT_APPLICABLE_AT_END, "").trim());
  // Fields run on one line joined by a dash or a bar ("Product name: Acetone - CAS No.: 67-64-1"): the join is neither's.
  return cut.length < value.trim().length ? withoutTrailingJoin(cut) : cut;
}

/** A join left at the end of a value the next field was cut from: a spaced dash, a bar, a bullet, a semicolon or a comma. */
const TRAILING_JOIN = /(?:\s[-–—|•·]|\s*[|;,])$/u;
/**
 * The value without the join it kept where the next field was cut off ("Acetone -" of "Acetone - CAS No.: 67-64-1",
 * "Harbour Chemie |" of "Harbour Chemie | Straße: …"); every reader that cuts a value at the next field's label uses it.
 */
export function withoutTrailingJoin(value: string): string {
  return value.replace(TRAILING_JOIN, "");
}

/**
 * "Trade name: Company product number: Other means of …" (a column of labels run into one line): another field's label
 * inside the value that starts with a small letter continues a label begun by the one word before it ("Selskabets
 * produktnummer:", "Firmen produktnummer:"), since labels start with a capital. That word is no value.
 */
function headsLabelInside(value: string): boolean {
  const inside = FIELD_LABEL_INSIDE.exec(value);
  return inside !== null && /^\s+\p{Ll}/u.test(inside[0]) && /^\p{Lu}[\p{L}'’-]*$/u.test(value.slice(0, inside.index));
}
