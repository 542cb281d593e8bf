/**
 * Whether a text is a company's name at all, and which part of it is the name: a label, an address or a second field
 * printed with the name in one cell is cut off ("Supplier: Harbour GmbH, Hafenweg 5" → "Harbour GmbH").
 */
import { cleanValue, firstColumn } from "./label-lines.ts";
import { soleTitleSection } from "./section-vocabulary.ts";
import { escapeRegExp, phrasePattern } from "./phrase-pattern.ts";
import { isRoleListAlone, ROLE_LIST_PATTERN } from "./role-list-labels.ts";
import { cutAtHazardRating, withoutTrailingJoin } from "./value-end-labels.ts";
import {
  COMPANY_SUFFIX,
  isAddressLine,
  isCountryAlone,
  isDepartmentOrPerson,
  isNumberedStreet,
  isPartyFieldLabel,
  isStreetLine,
  isStreetOrAddressLine,
  withoutStreetAfterName,
  NOT_A_COMPANY,
  PO_BOX,
  UP_TO_LEGAL_FORM,
} from "./company-shapes.ts";
import { isInlinePhoneLabel, PHONE_LABELS } from "./phone-shapes.ts";
import { withoutBuildingAfterName } from "./company-building.ts";
import { ADDRESS_LABELS, COMPANY_NAME_LABELS, MANUFACTURER_LABELS, SUPPLIER_LABELS } from "./vocabulary/company-labels.ts";
import { OPENING_LEGAL_FORM_CAPITALS } from "./vocabulary/legal-forms.ts";
import { LEGAL_NAME_COUNTRIES, NO_COMPANY_WORDS, OFFICE_WORDS, PARTY_ADDRESS_WORDS } from "./vocabulary/company-words.ts";
import { CROSS_REFERENCE_PARTS, CROSS_REFERENCE_PLACES, CROSS_REFERENCE_VERBS } from "./vocabulary/cross-reference-words.ts";
import { NO_VALUE_WORDS } from "./vocabulary/identity-labels.ts";
import { CONTINUATION, isLabel, isTitleText, subtitleLike } from "./label-tiers.ts";
import { BARE_NAME_LABEL, UNKNOWN_LABEL_ROW } from "./label-rows.ts";

/** "1. Chemical product and company identification": section 1's title, whose "company" is not a legal form. */
const TITLE_WITH_COMPANY = /\b(?:company|undertaking)\s*(?:\/\s*undertaking\s*)?(?:identification|information|details)\b/i;

/** "Importer: N/A", "Distributor: Same as above", "Hersteller: entfällt": no party named. */
const NO_COMPANY = new RegExp(
  `^(?:${[...NO_VALUE_WORDS, ...NO_COMPANY_WORDS].map(escapeRegExp).join("|")})[.!]?(?:\\s*\\(.*\\))?$`,
  "iu",
);

/** "Name. Label : value": a full stop after a word, then a label of one to three words and its colon. */
const NEXT_FIELD_IN_PARAGRAPH = /^(.*?\p{L}{2,})\.\s+(\p{Lu}[\p{L}'’-]*(?:\s[\p{L}'’-]+){0,2})\s?[:：]\s/u;

/** "84090 Montecorvino Pugliano (SA)": a postal code, a town and the province's two capitals in brackets. */
const PROVINCE_AFTER_TOWN = /(\d{5}\s+\p{Lu}[\p{L}'’\s-]*?)\s*\(\p{Lu}{2}\)\s*$/u;

const ADDRESS_SEPARATOR = /\s*,\s*|\s+[-–|•·]\s+/g;

/** A label of up to six words ending in the word for "by" or "for", then a colon and the party. */
const AGENT_LABEL_ROW = /^((?:[\p{L}'’()-]+ ){1,5}(?:by|par|por|von|durch|da|door|przez|pelo|pela|dal|für|for|pour|para|per|voor|dla))\s*[:：]\s*(\S.*)$/iu;

const COUNTRY_AFTER_LEGAL_FORM = new RegExp(`^\\s+(?:${phrasePattern(LEGAL_NAME_COUNTRIES)})\\.?$`, "iu");

/**
 * "See below", "Siehe Abschnitt 16", "Voir ci-dessous" (vocabulary/cross-reference-words.ts): a pointer, not a name; also
 * after the word it points for ("Anschrift siehe Punkt 1.2.", "Adresse voir rubrique 1.2").
 */
const CROSS_REFERENCE = new RegExp(
  `^(?:${phrasePattern(CROSS_REFERENCE_VERBS)})\\.?(?!\\p{L})|` +
    `^\\p{L}+\\s+(?:${phrasePattern(CROSS_REFERENCE_VERBS)})\\.?\\s+(?:${phrasePattern([...CROSS_REFERENCE_PLACES, ...CROSS_REFERENCE_PARTS])}|\\d)`,
  "iu",
);

/**
 * The name up to its legal form(s). A legal form that opens the name ("SARL Laboratoire Harbour S.E.T.A.", "NV Harbour
 * Europe SA", "AB Harbour") does not end it: the name runs to a later legal form, else it is whole.
 */
function upToLegalForm(value: string): string | null {
  const leading = LEADING_LEGAL_FORM.exec(value);
  if (!leading) return UP_TO_LEGAL_FORM.exec(value)?.[1] ?? null;
  const rest = UP_TO_LEGAL_FORM.exec(value.slice(leading[0].length));
  return rest ? leading[0] + rest[1]! : null;
}
/**
 * A legal form opening the value: any legal form before a letter, also after an article ("La Corporation Sansin", "The
 * Corporation Harbour"), or one that only opens a name ("PT. Harbour Lubritech") before a capitalised word.
 */
const LEADING_LEGAL_FORM = new RegExp(
  `^(?:(?:(?:the|la|le|l'|el|il|lo)\\s+)?${COMPANY_SUFFIX.source}\\s+(?=\\p{L})|(?-i:(?:${OPENING_LEGAL_FORM_CAPITALS.join("|")})\\.?\\s+(?=\\p{Lu})))`,
  "iu",
);

/** "PT. Harbour Lubritech": the text before the full stop is a legal form that opens the name. */
function opensWithLegalForm(value: string, beforeStop: string): boolean {
  return LEADING_LEGAL_FORM.exec(value)?.[0].trim() === `${beforeStop}.`;
}

/** The word for "name" opening a value (a form's row label that lost its colon), in the languages. */
const NAME_WORD = /^(?:name|nom|nombre|nome|naam|nazwa|navn|namn|nimi)\s+/i;

/**
 * "· Nome COIM BRASIL Ltda" (a supplier block's rows printed without colons: "· Endereço Rua …" below): the word for
 * "name" is the row's label where what follows is a company with its legal form.
 */
function withoutNameWord(value: string): string {
  const rest = value.slice(NAME_WORD.exec(value)?.[0].length ?? 0);
  // A capital after the word: "Name brand chemicals" is no label's row.
  return rest !== value && /^\p{Lu}/u.test(rest) && COMPANY_SUFFIX.test(rest) ? rest : value;
}

/** The company, manufacturer and supplier labels as one phrase pattern (also company-name.ts's heading rule). */
export const COMPANY_LABEL_PHRASES = `${phrasePattern([...COMPANY_NAME_LABELS, ...MANUFACTURER_LABELS, ...SUPPLIER_LABELS])}|${ROLE_LIST_PATTERN}`;
const COMPANY_LABEL_ALONE = new RegExp(`^(?:${COMPANY_LABEL_PHRASES})\\s*[:：]?$`, "iu");
/** "Company:", "Hersteller :": a company label with nothing beside it. */
export function isCompanyLabelAlone(text: string): boolean {
  return COMPANY_LABEL_ALONE.test(text.trim());
}
/** "FABRICANTE ! Harbour S.A.", "Proveedor: Harbour S.A.": a company label and its mark (a font's "!" for ":") before the name. */
const KNOWN_LABEL_LEAD = new RegExp(`^(?:${COMPANY_LABEL_PHRASES})\\s*[!:：]\\s+(?=\\S)`, "iu");
/** "SUPPLIERHarbour Biotech, Inc.": a label in capitals glued to the name (two cells printed without a gap). */
const GLUED_LABEL = new RegExp(`^(?:${COMPANY_LABEL_PHRASES})(?=\\p{Lu}\\p{Ll})`, "iu");
const STARTS_CAPITALISED = /^\p{Lu}\p{Ll}/u;
/** "For further information on this SDS: Harbour B.V.": a phrase of four to eight words and its colon before the name. */
const PHRASE_LABEL_ROW = /^((?:[\p{L}'’()/-]+ ){3,7}[\p{L}'’()/-]+)\s*[:：]\s*(\S.*)$/u;
/** "Adres PORTOWA CHEMIA Sp. z o.o.": an address label one space before the name its block opens with. */
const ADDRESS_LABEL_LEAD = new RegExp(`^(?:${phrasePattern(PARTY_ADDRESS_WORDS)})\\s*[:：]?\\s+(?=\\p{Lu})`, "iu");

/**
 * A label printed before the name in its cell: one the vocabulary does not know ("Prepared by: Harbour Inc."), a
 * longer one ending in "by" ("Distribué au Canada par: Harbour Ltd"), a company label with a mark ("FABRICANTE !
 * Harbour S.A.") or glued on in capitals ("SUPPLIERHarbour Inc."), a phrase before a name with a legal form.
 */
function withoutLeadingLabel(value: string): string {
  const labelled = UNKNOWN_LABEL_ROW.exec(value);
  // A known label there is a party's role ("Only representative: Harbour GmbH") or a bare name label; another field's keeps it.
  if (labelled && (!isLabel(labelled[1]!) || BARE_NAME_LABEL.test(labelled[1]!) || isRoleListAlone(labelled[1]!)) && !/\d/.test(labelled[1]!) && !endsWithPartyFieldLabel(labelled[1]!)) {
    return cleanValue(labelled[2]!);
  }
  const agent = AGENT_LABEL_ROW.exec(value);
  if (agent && !/\d/.test(agent[1]!)) return cleanValue(agent[2]!);
  const known = KNOWN_LABEL_LEAD.exec(value);
  if (known) return value.slice(known[0].length);
  const glued = GLUED_LABEL.exec(value);
  // The lookahead runs under the pattern's "i" flag, where \p{Lu}\p{Ll} is any two letters: the case is checked here.
  if (glued && glued[0] === glued[0].toUpperCase() && glued[0].length >= 5 && STARTS_CAPITALISED.test(value.slice(glued[0].length))) return value.slice(glued[0].length);
  const phrase = PHRASE_LABEL_ROW.exec(value);
  if (phrase && COMPANY_SUFFIX.test(phrase[2]!) && !COMPANY_SUFFIX.test(phrase[1]!)) return cleanValue(phrase[2]!);
  // Only before a name with its legal form: the label's value is an address, which opens with the company's name.
  const address = ADDRESS_LABEL_LEAD.exec(value);
  if (address && COMPANY_SUFFIX.test(value.slice(address[0].length))) return value.slice(address[0].length);
  return value;
}

/** "PINTURAS DEL PUERTO - ventas@puerto.example", "Harbour Ltd www.harbour.example": an e-mail or web address after the name. */
const CONTACT_AFTER_NAME = /^(.*?\p{L}\.?)\s*[-–|,;•·]?\s+(?:\S+@\S|www\.|https?:)/u;

function withoutContactAfterName(value: string): string {
  return CONTACT_AFTER_NAME.exec(value)?.[1] ?? value;
}

/** The telephone labels that may stand inside a line (phone-shapes.ts: every list, "Information" left out). */
const INLINE_PHONE_LABELS = PHONE_LABELS.filter(isInlinePhoneLabel);
/** The party's next fields' labels: its address, telephone, fax and e-mail. */
const PARTY_FIELD_LABELS = [...ADDRESS_LABELS, ...INLINE_PHONE_LABELS, "fax", "e-mail", "email"];
/**
 * "Harbour MFLS ADRESSE : Z.A. …": the name and the next field's label in its printed capital before the colon, no
 * label of a name ("Name and address:" keeps its small letter).
 */
const FIELD_LABEL_AT_END = new RegExp(`\\s((?:${phrasePattern(PARTY_FIELD_LABELS)}))$`, "iu");
function endsWithPartyFieldLabel(text: string): boolean {
  const field = FIELD_LABEL_AT_END.exec(text.trim());
  return field !== null && /^\p{Lu}/u.test(field[1]!);
}

/**
 * "PT. Harbour Lubritech Address : Dock Tower 5", "Harbour Coatings Telephone: 555 0100", "Harbour Industries Address 7
 * Dock Street": the party's next field after the name (a two-column form's row printed on one line), with its colon
 * (an address, telephone, fax or e-mail label), or an address or telephone word right before the number.
 */
const PARTY_FIELD_AFTER_NAME = new RegExp(
  `\\s(?:(?:${phrasePattern(PARTY_FIELD_LABELS)})\\s*[:：]|(?:${phrasePattern([...PARTY_ADDRESS_WORDS, ...INLINE_PHONE_LABELS])})\\s+(?=\\+?\\d))`,
  "iu",
);

/**
 * "Harbour Commodities Address Lancaster Way Business Park, Ely … CB6 3NX": the address word in its printed capital,
 * without a colon, before a street in capitals whose figures follow (a row of label and value run into the name's).
 */
const ADDRESS_WORD_BEFORE_STREET = new RegExp(
  `\\s(?:${phrasePattern(PARTY_ADDRESS_WORDS.flatMap((word) => [word[0]!.toUpperCase() + word.slice(1), word.toUpperCase()]))})\\s+(?=\\p{Lu}[^:：]{0,60}\\d)`,
  "u",
);
/** "Harbour", "E.S.C.I.L.": a name's words before the field, two letters in a row or initials. */
const NAME_WORDS = /\p{L}{2}|(?:\p{L}\.){2}/u;

function withoutPartyFieldAfterName(value: string): string {
  if (!/[:：\d]/.test(value)) return value;
  const field = [PARTY_FIELD_AFTER_NAME.exec(value), ADDRESS_WORD_BEFORE_STREET.exec(value)]
    .filter((match) => match !== null).sort((a, b) => a.index - b.index)[0];
  if (!field || !NAME_WORDS.test(value.slice(0, field.index))) return value;
  const [name, rest] = [value.slice(0, field.index), value.slice(field.index)];
  // "Harbour Address 2000 Inc.": a legal form after the word and none before it, the word is the name's.
  return COMPANY_SUFFIX.test(rest) && !COMPANY_SUFFIX.test(name) ? value : name;
}

/**
 * "US Headquarters Diversey Canada, Inc.", "Ústredie spoločnosti Bio-Rad Laboratories Inc": an office's name (a word
 * before it perhaps) before the company's name on its line; the name after it, where that has its legal form.
 */
const OFFICE_LEAD = new RegExp(`^(?:\\p{Lu}[\\p{L}.]{0,12}\\s+)?(?:${phrasePattern(OFFICE_WORDS)})\\s*[-–:]?\\s+(?=\\p{Lu})`, "iu");

function withoutOfficeLead(value: string): string {
  const lead = OFFICE_LEAD.exec(value);
  const rest = lead ? value.slice(lead[0].length) : "";
  // A name of its own before the legal form: "Harbour Headquarters Ltd" is a company named so, not an office and "Ltd".
  return lead && COMPANY_SUFFIX.test(rest) && /\p{L}{2,}/u.test(rest.replace(LEGAL_FORMS_IN, "")) ? rest : value;
}
const LEGAL_FORMS_IN = new RegExp(COMPANY_SUFFIX.source, "giu");

/** " (HEBV) Hafenweg 5" after "Harbour Europe BV": a short form of two to eight capitals in brackets belongs to the name. */
function shortFormAfter(rest: string): string {
  return /^\s+\(\p{Lu}[\p{Lu}\d&.-]{1,7}\)(?=[\s,;]|$)/u.exec(rest)?.[0] ?? "";
}

/**
 * "SAFETY DATA SHEETAccording to …", "SICHERHEITSDATENBLATTgemäß …": a title in capitals glued to the next word (a page
 * header's cells joined without a space) set apart, so that the title is seen.
 */
function apartAtCaseChange(value: string): string {
  return value.replace(/(?<=\p{Lu})(?=\p{Lu}\p{Ll})|(?<=\p{Lu}{2})(?=\p{Ll})/gu, " ");
}

/** A word in lower case of four letters or more ("motori", "autotrazione"; not "de", "per", "und"). */
const LOWER_CASE_WORD = /(?<![\p{L}\d.'’-])\p{Ll}{4,}(?![\p{L}\d'’-])/gu;
/** In sentence case (no word after the first starts with a capital), with two words of four letters or more in lower case. */
const isDescription = (text: string) => !/\s\p{Lu}/u.test(text.trim()) && (text.match(LOWER_CASE_WORD) ?? []).length >= 2;

export function companyValue(text: string): string | null {
  if (TITLE_WITH_COMPANY.test(text) && !COMPANY_SUFFIX.test(text.replace(/\bcompany\b/gi, ""))) return null;
  // "Symrise , Inc.": a text layer's space before a comma is not part of the name.
  let value = cutAtHazardRating(cleanValue(firstColumn(text))).replace(/\s+as agents? for$/i, "").replace(/\s+,/g, ",").replace(/[,;]$/, "");
  // "Registered company name" alone (a column of labels): its "company" is no legal form.
  if (COMPANY_LABEL_ALONE.test(value)) return null;
  // "Producent/Leverandør: For further information on this SDS: Harbour B.V.": a label over a label.
  value = withoutNameWord(withoutOfficeLead(withoutLeadingLabel(withoutLeadingLabel(value))));
  // "Fournisseur : BP 12", "Supplier: PO Box 398": a post box (every language's words) is the party's address, never
  // its name; read before the name's cuts, which would keep "PO" or the whole "BP 12".
  if (PO_BOX.test(value)) return null;
  // "KADE CHIMIE. Adresse : 5 rue du Port. 75001 PARIS.": a block printed as one paragraph, each field closed with a
  // full stop; the name ends before the next field's label.
  const nextField = NEXT_FIELD_IN_PARAGRAPH.exec(value);
  // "PT. Harbour Lubritech Address : …": a legal form's full stop does not close the name.
  if (nextField && isLabel(`${nextField[2]!}:`) && !opensWithLegalForm(value, nextField[1]!)) value = nextField[1]!;
  // The join before the field cut off goes with it ("Firma: Harbour Chemie | Straße: Hafenweg 4").
  value = withoutTrailingJoin(withoutContactAfterName(withoutPartyFieldAfterName(value)));
  // "Harbour Chemicals, 1 Main Street, Springfield, OH 45501": the name before the address in one cell.
  // Also parted by " - ", " | ", " • " ("Chimica Lombarda - Via Roma 1 - 20100 Milano").
  for (const separator of value.matchAll(ADDRESS_SEPARATOR)) {
    const at = separator.index ?? 0;
    const [name, street] = [value.slice(0, at).trim(), value.slice(at + separator[0].length).split(ADDRESS_SEPARATOR)[0]!.trim()];
    if (name.length < 2) continue;
    // "Harbour Cement Anchor House, Dock Lane": a building's name opens the address on the name's line.
    const beforeBuilding = withoutBuildingAfterName(name);
    if (beforeBuilding !== name && (isStreetLine(street) || isAddressLine(value.slice(at + separator[0].length)))) {
      value = beforeBuilding;
      break;
    }
    if (isAddressLine(name) || isStreetLine(name)) break;
    if (isStreetLine(street) && !COMPANY_SUFFIX.test(street)) {
      value = name;
      break;
    }
  }
  // "… Via Roma 4, 84090 Montecorvino (SA)": an Italian province's code after the town is no legal form ("SA").
  const beforeStreet = withoutStreetAfterName(value.replace(PROVINCE_AFTER_TOWN, "$1"));
  // "Société des Pétroles Shell Immeuble les Portes de la Défense 307 Rue …": a building's name between name and street.
  value = beforeStreet !== value ? withoutBuildingAfterName(beforeStreet) : beforeStreet;
  const legal = upToLegalForm(value);
  // "Harbour S.A. Chile": a country alone after the legal form is part of the legal name; "Harbour Europe BV (HEBV)"
  // keeps its short form in brackets.
  if (legal && legal.length >= 4) value = (COUNTRY_AFTER_LEGAL_FORM.test(value.slice(legal.length)) ? value.replace(/\.$/, "") : legal + shortFormAfter(value.slice(legal.length))).replace(/[,;]$/, "");
  // "Raison Sociale : CHIMIE DU PORT.": a value closed with a full stop (not an abbreviated legal form's dot).
  else if (/\p{L}{3}\.$/u.test(value)) value = value.slice(0, -1);
  // "Harbour Drilling Fluids (Fluidos de perforación Harbour)": a gloss of several words in brackets after a name
  // without a legal form is a translation or a remark, not the name ("Harbour Coatings (UK)" keeps its one word); so is
  // a bracket left open at the line's end ("Federal-Mogul (formerly" / "Wagner Brake Products)").
  else if (!legal) value = value.replace(/^(.*\p{L}.*?)\s*\([^()]*\s[^()]*\)$/u, "$1").replace(/^(.*\p{L}.*?)\s*\([^()]*$/u, "$1");
  // A run of more than fourteen words before the legal form is a line of text that ends in a company, not a name.
  if (value.split(/\s+/).length > 14) return null;
  // No ASCII letter ("\W" without the u flag): digits and punctuation, or a text in Greek, Cyrillic or CJK letters, which
  // the address, label and title vocabularies do not read; such a text is a name only with its legal form ("Химпродукт
  // ЕООД", "Χημικά Λιμάνι Α.Ε.").
  const noAsciiLetter = /^[\d\W]+$/.test(value);
  if (value.length < 2 || NOT_A_COMPANY.test(value) || isCountryAlone(value) || (noAsciiLetter && !COMPANY_SUFFIX.test(value)) || !/\p{L}/u.test(value)) return null;
  // "1.1 Product identifier", "1.1.-Nombre de la sustancia:", "1.2) Uso": a sub-section's numbered heading or label.
  if (/^\s*\d{1,2}(?:\.\d{1,2})+\.?(?:\s|-|\))/.test(text)) return null;
  if (isLabel(value) || isTitleText(value) || isTitleText(apartAtCaseChange(value)) || subtitleLike(value) || CONTINUATION.test(value) || /^\d+\.?[\s,-]/.test(value)) return null;
  if (isAddressLine(value) || isDepartmentOrPerson(value) || CROSS_REFERENCE.test(value) || NO_COMPANY.test(value)) return null;
  // "Via Roma, 4", "C/ Mayor 12": a street with its number, no legal form.
  if (isNumberedStreet(value)) return null;
  // "Dirección del proveedor", "Supplier phone number": another field of the party, not its name.
  if (isPartyFieldLabel(value)) return null;
  // "Lubrificante per motori autotrazione." below a supplier label (a column of labels printed before its values): in
  // sentence case, with two words of four letters or more in lower case, a description or a sentence, never a name
  // without its legal form. (A name split by stray spaces, "Pr octer & Ga mble", has capitals after its first word.)
  // ". Identificazione dei pericoli" under an empty supplier block: a later section's title (its number on the line
  // above), no name. A name with its legal form stays ("Safe Handling Ltd"); section 1's title words are a name's too.
  if (!COMPANY_SUFFIX.test(value) && (isDescription(value) || (/\s/.test(value) && (soleTitleSection(value) ?? 1) > 1))) return null;
  return value;
}

/**
 * A street, a PO box or a postal code and town that is no company's name: an address's line. Here, beside
 * companyValue, not in ./company-shapes.ts beside the shapes it joins: that module is imported by this one, and the
 * name test ("Harbour GmbH Hafenweg 5" names a company before its street) needs companyValue.
 */
export function isAddress(text: string): boolean {
  return text !== "" && companyValue(text) === null && isStreetOrAddressLine(text);
}
