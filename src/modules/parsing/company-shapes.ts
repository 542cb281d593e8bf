/**
 * The shapes that tell a company's name from an address line, in any language: legal forms (GmbH, Inc., S.A. de
 * C.V., Sp. z o.o. …), postal codes (US, CA, UK, EU), street and post-box words (vocabulary/company-labels.ts);
 * and from what is printed with it: departments, persons, labels naming a party (vocabulary/company-words.ts).
 */
import { inlineRegex } from "./label-lines.ts";
import { escapeRegExp, phrasePattern } from "./phrase-pattern.ts";
import {
  COMPANY_HEADING_WORDS,
  COMPANY_NOUNS,
  COUNTRY_NAMES,
  DEPARTMENT_WORDS,
  OFFICE_WORDS,
  FOUNDED_YEAR_WORDS,
  NOT_COMPANY_NAME_LABEL_WORDS,
  PARTY_ADDRESS_WORDS,
  PERSON_TITLES,
} from "./vocabulary/company-words.ts";
import { NOT_A_NAME_LABEL_NOUNS } from "./vocabulary/identity-labels.ts";
import { PO_BOX_WORDS } from "./vocabulary/contact-labels.ts";
import { EMERGENCY_PROVIDER_WORDS } from "./vocabulary/company-labels.ts";
import { ADDRESS_WORDS, STREET_OPENING_WORDS, STREET_WORDS, UNIT_WORDS } from "./vocabulary/address-words.ts";
import { LEGAL_FORM_CAPITALS, LEGAL_FORMS } from "./vocabulary/legal-forms.ts";
import { CELL_GAP } from "./cell-gap.ts";

/**
 * A legal form (vocabulary/company-labels.ts) at a word start, its trailing dot optional. Not the letters a postal code
 * ends in after its digit ("Leeds LS1 4AB", "Rotterdam 3011AB"): a legal form stands apart from any figure.
 */
export const COMPANY_SUFFIX = new RegExp(
  `(?<![\\p{L}\\d])(?:${LEGAL_FORMS.join("|")}|(?-i:${LEGAL_FORM_CAPITALS.join("|")}))\\.?(?![\\p{L}])`,
  "iu",
);
/** A name that ends in its legal form ("Harbour Coatings Ltd"), spaces after it or not. */
export const ENDS_WITH_LEGAL_FORM = new RegExp(`${COMPANY_SUFFIX.source}\\s*$`, "iu");

/**
 * A short name without a legal form in a capitalised shape ("Harbour Marine Paints", "Kade Chemie"): up to `maxWords`
 * words, no digit (a street's or a postcode's), a capital first. How many words a caller allows depends on what else
 * vouches for the name (a whole line, an address below it).
 */
export function isShortPlainName(value: string, maxWords: number): boolean {
  return value.split(/\s+/).length <= maxWords && !/\d/.test(value) && /^\p{Lu}/u.test(value);
}
/** Every legal form in a text, for matchAll (which copies it, so the one instance is shared safely). */
export const LEGAL_FORMS_IN_TEXT = new RegExp(COMPANY_SUFFIX.source, "giu");

/**
 * A text that is legal forms alone ("Company", "Inc.", "GmbH KG"): nothing left once its legal forms are taken out.
 * One global pass, not a repeated group of them, which backtracks exponentially over a long run ("S.A. S.A. … x").
 */
export function isLegalFormAlone(text: string): boolean {
  return text.trim() !== "" && text.replace(LEGAL_FORMS_IN_TEXT, "").trim() === "";
}

/** Emergency advice services and poison centres (vocabulary/company-labels.ts) at a word start. */
const EMERGENCY_PROVIDER = new RegExp(`(?<![\\p{L}])(?:${EMERGENCY_PROVIDER_WORDS.map(escapeRegExp).join("|")})`, "iu");

const GLUED_STREET = /\p{L}(?:weg|straße|strasse|laan|straat|gasse|allee|platz|dijk|gracht|plein|kade|gatan|vägen|vej|veien|gata|gaten|gade|gaden|katu|tie)\s+\d+[a-z]?$/iu;
/**
 * "Hafenweg 5", "Kerkstraat 7": a street word glued to the street's name, then the house number that ends the text.
 * Text that does not end in a number (most) is let go by a test of its end alone: the street's regex would try
 * every letter of it.
 */
const GLUED_STREET_WORD = { test: (text: string) => /\d[a-z]?$/iu.test(text) && GLUED_STREET.test(text) };

/**
 * Text that is no company's name: contact and address words, a poison centre, a field label of the product's or of a
 * contact. One regex per kind of clue, tried in turn: as one alternation of them all the regex engine ran several
 * times slower (a lookbehind or an anchor in some alternatives leaves it no fast first-character search for any).
 */
const NOT_A_COMPANY_PARTS: readonly Pick<RegExp, "test">[] = [
  EMERGENCY_PROVIDER,
  /emergency|telephone|phone|\bfax\b|e-?mail|24 hour|information|chemtrec|www\.|http|@|^\+?\d[\d\s()+-]{6,}$|street|road|avenue|drive|p\.?o\.? box|toxicologist|\bengineers?\b|regulatory department|notruf|urgence|emergencia|emergenza|telefon|telefón|telefôn|telefoon|téléphone|teléfono|\bstraße\b|str\.\s*\d|(?:straße|strasse)\s+\d/iu,
  GLUED_STREET_WORD,
  // "Nom et/ou code du produit": a label of the product's, whose words end in "of the product".
  /(?<![\p{L}])(?:du|of the|del|dello|van het|do|des)\s+(?:produit|product|producto|prodotto|produto|produkts)$/iu,
  // "Endereço electrónico da pessoa responsável", "Persona competente": the e-mail's or the responsible person's label.
  /(?:endereço|correo|courrier|posta|adres|address)\s+(?:de\s+)?(?:[eé]?l[eé][ck]?tr|elettr|eletr)|(?:pessoa|persona|person|personne)\s+(?:respons|competente)|osoba\s+odpowiedzialn/iu,
  // "Utilizações pelos consumidores", "Usi professionali": 1.2's uses printed beside or under the 1.3 heading.
  /^(?:utiliza[çc][õo]es|utilisations|usos|usi|verwendungen|gebruik|zastosowania|identified uses)(?![\p{L}])/iu,
];

export const NOT_A_COMPANY = { test: (text: string) => NOT_A_COMPANY_PARTS.some((part) => part.test(text)) };

/**
 * "Italia" above "VWR International s.r.l.": a country alone on a line is the address's last line, never a company's
 * name (a name wrapped before its last word, "CIOL - EXXONMOBIL CHEMICAL" / "CANADA", still takes it: not a NOT_A_COMPANY
 * clue, which the wrapped end is tested against).
 */
const COUNTRY_ALONE = new RegExp(`^(?:${phrasePattern(COUNTRY_NAMES)})\\.?$`, "iu");
export function isCountryAlone(text: string): boolean {
  return COUNTRY_ALONE.test(text.trim());
}

/**
 * What may follow a legal form inside a name: "Harbour Coatings Company of Canada", "Harbour Chem LLC dba Harbour
 * Coatings", "Harbour Inc. t/a Seaside Paints" (a trading name).
 */
const NAME_GOES_ON = String.raw`\s+(?:of|de|du|des|del|della|di|van|für|dba|d\/b\/a|d\.b\.a\.?|t\/a|trading as|doing business as)\s`;

/** "Procter & Gamble GmbH Sulzbacher Str. 40" → "Procter & Gamble GmbH": a name ends with its legal form(s). */
export const UP_TO_LEGAL_FORM = new RegExp(
  `^(.*?${COMPANY_SUFFIX.source}(?:\\s*[+&,.]?\\s*${COMPANY_SUFFIX.source})*)(?=[\\s,;(]|$)(?!${NAME_GOES_ON})`,
  "iu",
);

const ADDRESS_WORD = inlineRegex([...ADDRESS_WORDS, ...UNIT_WORDS]);
/** Postal codes by their shapes: US state + ZIP, Canada, UK, "D-60311 City", "City 4051", PL, PT, NL, "SE-411 04 City" (SE, CZ, SK, GR). */
const POSTAL_CODE =
  /\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?\b|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b|\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|(?:^|\s)(?:[A-Z]{1,2}-)?\d{4,5}\s+\p{Lu}|\p{L},?\s+\d{4,5}$|\b\d{2}-\d{3}\b|\b\d{4}-\d{3}\b|\b\d{4}\s?[A-Z]{2}\b|(?:^|\s)(?:[A-Z]{1,2}-)?\d{3}\s\d{2}\s+\p{Lu}/u;

/**
 * "Building 5", "Unit 1/31", "3rd Floor", "Box 47", "Piso 10", "3º andar", "2. Etage": a unit word is an address's only
 * with a number or a letter beside it; "Harbour Building Products" or "Unit Chemicals" is a name.
 */
const UNIT_WORD = new RegExp(`^(?:box|${UNIT_WORDS.map(escapeRegExp).join("|")})$`, "iu");
function addressWordCounts(text: string, match: RegExpMatchArray): boolean {
  const at = match.index ?? 0;
  // "A.B.P." (a company's initials): a dotted abbreviation glued to an initial before it is the initials', not "B.P.".
  if (match[0].includes(".") && /\p{L}\.$/u.test(text.slice(0, at))) return false;
  if (!UNIT_WORD.test(match[0])) return true;
  const after = text.slice(at + match[0].length);
  const before = text.slice(0, at);
  return /^\s*[#:.,-]?\s*(?:\d|\p{Lu}(?!\p{Ll}))/u.test(after) || /(?:\d(?:st|nd|rd|th|[º°ª.]|e|er|ème)?|ground|first|second|third|upper|lower|top)\s*$/iu.test(before);
}

/** "Since 1664", "seit 1890", "depuis 1921": a founding year at the end of a name. */
const FOUNDED_YEAR = new RegExp(`(?<![\\p{L}])(?:${phrasePattern(FOUNDED_YEAR_WORDS)})\\s*(?:1[5-9]|20)\\d{2}\\.?$`, "iu");

/** A line of a postal address ("Suite 300", "Memphis, TN 38125", "28013 Madrid"): never a name. */
export function isAddressLine(text: string): boolean {
  for (const match of text.matchAll(ADDRESS_WORD)) if (addressWordCounts(text, match)) return true;
  // A company's name seldom carries a number of four digits or more (a founding year at its end aside: "Harbour
  // Colours Since 1664"); an address line nearly always does.
  const name = text.trim().replace(FOUNDED_YEAR, "");
  return POSTAL_CODE.test(name) || (/\d{4,}/.test(name) && !COMPANY_SUFFIX.test(text));
}

const STREET_WORD = inlineRegex(STREET_WORDS);

/**
 * "Via Roma, 4", "C/ Mayor 12": a street word and a number, never a name. A name that ends in a number ("Bright Rinse
 * 40", a product) or a founding year ("Harbour Colours Since 1664") is not a street without its word.
 */
export function isNumberedStreet(text: string): boolean {
  const name = text.trim().replace(FOUNDED_YEAR, "");
  return /\d/.test(name) && hasStreetWord(name) && !COMPANY_SUFFIX.test(name);
}

/** A street line: a house number before or after words, or a street word ("700 Anderson Hill Road", "ul. Portowa 5"). */
export function isStreetLine(text: string): boolean {
  STREET_WORD.lastIndex = 0;
  return /^\d+[A-Za-z]?,?\s+\p{L}/u.test(text) || /^\p{L}[\p{L}.\s-]{2,40}\s\d+[a-z]?$/u.test(text) || STREET_WORD.test(text);
}

/** A post box's words as a pattern, its dots optional ("P.O. Box", "PO Box", "B.P.", "BP"), its words' spacing free. */
function withDotsOptional(phrase: string): string {
  return phrase.split(/\s+/).map((word) => escapeRegExp(word).replace(/\\\./g, "\\.?")).join("\\s*");
}
/** A PO box in the languages' forms, its number after it ("P.O. Box 398", "Postbus 12", "Apartado 5", "BP 12", "Postfach 10 20"). */
export const PO_BOX = new RegExp(`^(?:${PO_BOX_WORDS.map(withDotsOptional).join("|")})\\s*(?:n[o°º.]*\\s*)?\\d`, "iu");

/** A street, a PO box or a postal code and town, by their shapes: an address's line (a name before it aside: ./company-value.ts's isAddress). */
export function isStreetOrAddressLine(text: string): boolean {
  return PO_BOX.test(text) || isAddressLine(text) || isStreetLine(text);
}

/**
 * A name with its street run on in one cell, no separator between: the name before the house number.
 * - "Harbour Building Products 13001 Quay Beach Blvd Quay Beach, CA 90740": a name without digits, then a street with
 *   a town or postal code ("Harbour 2000 Products Inc." keeps its number: a legal form after it is the name's);
 * - "Harbour Pharma UK 980 Great West Road": a name without a legal form, then a house number and a street word.
 */
export function withoutStreetAfterName(value: string): string {
  const us = /^(\p{L}[^\d]*?\p{L}\.?)\s+(\d{1,6}[A-Za-z]?\s+\p{L}.*)$/u.exec(value);
  if (us && !COMPANY_SUFFIX.test(us[2]!) && hasStreetWord(us[2]!) && isAddressLine(us[2]!)) return us[1]!;
  const glued = /^(\p{L}.*?\p{L})\s+(\d{1,5}[a-z]?\s+\p{L}.*)$/u.exec(value);
  if (glued && !COMPANY_SUFFIX.test(glued[1]!) && hasStreetWord(glued[2]!)) return glued[1]!;
  const street = NAME_THEN_STREET_WORD.exec(value);
  if (street && !COMPANY_SUFFIX.test(street[1]!)) return street[1]!;
  return withoutStreetOpening(value);
}

/**
 * "Hafensolution Kaiweg 9 06632 Hafenstadt", "Harbour Colours Hafener Str. 12": a street whose word ends it (Germanic
 * languages: glued "…weg", "…straat" or a word of its own "Str.") and its house number, after a name's words.
 */
const NAME_THEN_STREET_WORD =
  /^(\p{L}.*?\p{L}\.?)\s+(?:\p{Lu}[\p{L}-]*?(?:straße|strasse|str\.|weg|allee|platz|gasse|laan|straat|dijk|kade|gatan|vägen|vej|veien)|\p{Lu}[\p{L}-]*\s(?:Str\.|Straße|Strasse|Weg|Allee|Platz|Gasse))\s*\d{1,5}[a-z]?(?![\p{L}\d])/u;

/** A street word in capitals after a name's words: "Rue", "Via", "C/", "Postfach", then (later) a number. */
const STREET_OPENING = new RegExp(`\\s(?=(?:${phrasePattern(STREET_OPENING_WORDS)})(?![\\p{L}])\\S*\\s+\\S)`, "giu");

/**
 * "Chimie du Port (CDP) Rue des Quais, Z.I. 69002 Lyon", "Harbour Postfach 12 34 Hamburg": a name without a legal form
 * whose street begins with its street word (Romance languages, Polish, post boxes). The word starts with a capital
 * and a number follows it; the name keeps its last word when that is a joining word ("… de la Via" is no cut).
 */
function withoutStreetOpening(value: string): string {
  if (COMPANY_SUFFIX.test(value)) return value;
  for (const match of value.matchAll(STREET_OPENING)) {
    const at = match.index ?? 0;
    const [name, street] = [value.slice(0, at), value.slice(at + 1)];
    if (!/^\p{Lu}/u.test(street) || !/\d/.test(street.slice(0, 80)) || !/\p{L}{2}/u.test(name)) continue;
    if (/(?:^|\s)(?:de|du|des|la|le|del|della|di|da|do|dos|das|of|the|and|et|e|y)$/iu.test(name)) continue;
    return name.trim();
  }
  return value;
}

function hasStreetWord(text: string): boolean {
  STREET_WORD.lastIndex = 0;
  return STREET_WORD.test(text);
}

const DEPARTMENT = inlineRegex([...DEPARTMENT_WORDS, ...OFFICE_WORDS].map((word) => word.trim()));
const PERSON = new RegExp(`^(?:${PERSON_TITLES.map((title) => title.replace(/\./g, "\\.")).join("|")})\\s*\\p{Lu}`, "iu");

/**
 * A department or desk ("Product Stewardship", "Regulatory Affairs Department") or a person ("Dr. Jane Miller")
 * printed with the company: never the company's name itself. A line with a legal form is the company's.
 */
export function isDepartmentOrPerson(text: string): boolean {
  if (COMPANY_SUFFIX.test(text)) return false;
  DEPARTMENT.lastIndex = 0;
  return DEPARTMENT.test(text) || PERSON.test(text.trim());
}

/** At a word start only: German compounds ("Herstellerangaben") name a party too. */
const COMPANY_NOUN = new RegExp(`(?<![\\p{L}])(?:${phrasePattern(COMPANY_NOUNS)})`, "iu");
const NOT_COMPANY_NAME_LABEL = inlineRegex(NOT_COMPANY_NAME_LABEL_WORDS);
const COMPANY_HEADING = new RegExp(`(?<![\\p{L}])(?:${phrasePattern(COMPANY_HEADING_WORDS)})`, "iu");
/** "of the company", "des Unternehmens": the second line of a heading. */
const HEADING_CONTINUATION = /^(?:of|and|for|the|des|der|die|du|de|del|della|van|het|do|da|dla|und|et|y|e|en|i|number)\s/iu;
const OTHER_FIELD_END = new RegExp(`(?<![\\p{L}])(?:${NOT_A_NAME_LABEL_NOUNS.map(escapeRegExp).join("|")})$`, "iu");

/**
 * A field of a party, not its name ("Anschrift des Herstellers", "Supplier address", "Adresse du fabricant"): a party's
 * noun and another field's word, without digits or a legal form. Such a line over the company is not the name's start.
 */
export function isPartyFieldLabel(text: string): boolean {
  const label = text.trim().replace(/[:：]$/, "");
  if (label === "" || /\d/.test(label) || label.split(/\s+/).length > 6 || COMPANY_SUFFIX.test(label)) return false;
  NOT_COMPANY_NAME_LABEL.lastIndex = 0;
  return COMPANY_NOUN.test(label) && NOT_COMPANY_NAME_LABEL.test(label);
}

/**
 * A short label with a party's noun in it, whatever other field it also names ("Company/undertaking name & address",
 * "Fornitore"): enough to read its value as naming the party or pointing to where it is printed.
 */
export function namesAParty(text: string): boolean {
  const label = text.trim().replace(/[:：]$/, "").trim();
  return label !== "" && !/\d/.test(label) && label.split(/\s+/).length <= 8 && COMPANY_NOUN.test(label);
}

const ADDRESS_NOUN = new RegExp(`(?<![\\p{L}])(?:${phrasePattern(PARTY_ADDRESS_WORDS)})(?![\\p{L}])`, "iu");

/** A party's address label ("Supplier address", "Leverancier adres", "Adresse du fournisseur"): its value opens with the name. */
export function isPartyAddressLabel(text: string): boolean {
  return isPartyFieldLabel(text) && ADDRESS_NOUN.test(text);
}

/**
 * A label naming a party that the vocabulary does not know ("Identity of the manufacturer", "Datos de la empresa",
 * "Sprzedawca"): a short text of words without digits or a legal form, with a party's noun and no other field's word
 * (address, phone, contact, code …).
 */
export function isCompanyLabelText(text: string): boolean {
  const label = text.trim().replace(/[:：]$/, "").trim();
  if (label === "" || /\d/.test(label) || label.split(/\s+/).length > 7 || COMPANY_SUFFIX.test(label.replace(/company/giu, ""))) return false;
  // "The Clorox Company", "Ungerer and Company": a name; "UNTERNEHMENS", "des Unternehmens": a heading's remnant.
  const brackets = (label.match(/\(/g)?.length ?? 0) - (label.match(/\)/g)?.length ?? 0);
  if (brackets !== 0 || /\s(?:company|co\.?)$/iu.test(label) || !/^\p{Lu}/u.test(label) || label === label.toUpperCase() || HEADING_CONTINUATION.test(label)) return false;
  NOT_COMPANY_NAME_LABEL.lastIndex = 0;
  return COMPANY_NOUN.test(label) && !NOT_COMPANY_NAME_LABEL.test(label) && !OTHER_FIELD_END.test(label) && !COMPANY_HEADING.test(label);
}

const LEGAL_FORMS_ANYWHERE = new RegExp(COMPANY_SUFFIX.source, "giu");
/** "Co. KG", "& Co. KG": legal forms only, as the line after "GmbH &" holds them. */
const LEGAL_FORMS_ONLY = new RegExp(`^[&+]?\\s*${COMPANY_SUFFIX.source}(?:\\s*[,&+]?\\s*${COMPANY_SUFFIX.source})*[.,]?$`, "iu");

/**
 * "Chemia Połysk Sp. z" / "o.o.", "Harbour Química S.A. de" / "C.V.", "Glanzwerk GmbH &" / "Co. KG": a name whose legal
 * form the line break cuts (a narrow value column). `value` is the name as read (cut at a legal form already: "Harbour
 * Química S.A."), `line` the line it was read from, whose words after it (" de", " &") are the form's first part. The
 * name joined with the next line when a legal form runs across the break and ends that line; else null.
 */
export function joinLegalFormAcrossBreak(read: { value: string; line: string; next: string }): string | null {
  const at = read.line.lastIndexOf(read.value);
  const rest = at >= 0 ? read.line.slice(at + read.value.length).trimEnd() : "";
  // Only a word or two of the same cell (no column gap) may be the form's first part.
  const start = rest !== "" && !CELL_GAP.test(rest) && rest.trim().split(/\s+/).length <= 2 ? read.value + rest : read.value;
  const joined = `${start} ${read.next}`;
  // "Glanzwerk GmbH &" / "Co. KG": forms joined by "&" on both sides of the break.
  if (/[&+,]$/.test(start) && COMPANY_SUFFIX.test(start) && LEGAL_FORMS_ONLY.test(read.next.trim())) return joined;
  for (const match of joined.matchAll(LEGAL_FORMS_ANYWHERE)) {
    const end = match.index + match[0].length;
    if (match.index < start.length && end > start.length + 1 && /^[\s.,;)]*$/.test(joined.slice(end))) return joined;
  }
  return null;
}
