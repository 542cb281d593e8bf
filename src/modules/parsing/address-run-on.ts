/**
 * Where an address runs on into what follows it on sheets in languages whose next-field labels the general label test
 * lacks (supplier-address.ts asks): the next field's label (sv "Ansvarig/utfärdande person", "Kontaktinformation",
 * "Webbadress"; ro "Adresa a persoanei responsabile …"; nl "Inlichtingengevende sector"), an international telephone
 * number printed unlabelled after the town, and a form's address parts labelled side by side on one line (sv "Postadress
 * … Postnr. … Postort … Land …").
 */
import { phrasePattern } from "./phrase-pattern.ts";
import { FAX_WORD, firstPhone, PHONE_WORD } from "./phone-shapes.ts";
import { ADDRESS_END_LABELS, STACKED_ADDRESS_PART_LABELS, WEB_AND_MAIL_LABELS } from "./vocabulary/contact-labels.ts";

const NEXT_FIELD_LABEL = new RegExp(`^[\\s·•▪-]*(?:${phrasePattern(ADDRESS_END_LABELS)})(?![\\p{L}])`, "iu");

/** A line opening with the label of a field that follows the address (the responsible person, a contact, a web address). */
export function opensNextField(text: string): boolean {
  return NEXT_FIELD_LABEL.test(text);
}

const NEXT_FIELD_LABEL_INSIDE = new RegExp(`\\s(?:${phrasePattern(ADDRESS_END_LABELS)})(?![\\p{L}])`, "iu");

/**
 * The address before the next field's label inside its line ("… 70236 Örebro Sverige Ansvarig/utfärdande person : …",
 * "… The Netherlands Kontaktinformation …"): the text before the label when that holds a figure and a word.
 */
export function beforeNextFieldLabel(text: string): string {
  const match = NEXT_FIELD_LABEL_INSIDE.exec(text);
  return match ? addressBefore(text, match.index) : text;
}

/** The text before `end`, its closing separators off, when that holds a figure and a word (an address); else the text. */
function addressBefore(text: string, end: number): string {
  const before = text.slice(0, end).replace(/[\s,;–-]+$/, "");
  return /\d/.test(before) && /\p{L}{2}/u.test(before) ? before : text;
}

/**
 * A number after a space, international ("… 9607 PS FOXHOL +31 (0)598 555111": a postal address prints no "+") or with
 * its area code in brackets ("… Cidade/GO Brasil (62) 3555-2700").
 */
const INTERNATIONAL_NUMBER = /\s(?:\+\s?\(?\d|\(\d{2,4}\)\s?\d)/g;

/**
 * The address before a telephone number (nine figures or more) printed unlabelled after it ("Havenweg 12 NL-1234 AB DORP +31
 * (0)598 555111 +31 …"): the text before the number when that holds a figure and a word; else the text as it is.
 */
export function beforeRunOnNumber(text: string): string {
  for (const match of text.matchAll(INTERNATIONAL_NUMBER)) {
    const phone = firstPhone(text.slice(match.index));
    if (phone === null || phone.replace(/\D/g, "").length < 9) continue;
    return addressBefore(text, match.index);
  }
  return text;
}

/**
 * The international number printed unlabelled after the address on its line ("Havenweg 12 NL-1234 AB DORP +31 (0)598
 * 555111 +31 …"): the first, the supplier's own line (the second is mostly its fax); null when there is none.
 */
export function numberAfterAddress(text: string): string | null {
  const before = beforeRunOnNumber(text);
  return before === text ? null : firstPhone(text.slice(before.length));
}

/** A stacked part's label inside the line, capitalised as a form prints it, between spaces ("… Postnr. 443 61 Postort …"). */
const STACKED_PART = new RegExp(`(?<=\\s)(?:${phrasePattern(STACKED_ADDRESS_PART_LABELS)})(?=\\s)`, "giu");
/** Where the address's parts end on such a line: a telephone, fax, web or e-mail label or value. */
const WEB_OR_MAIL = new RegExp(`\\s(?=\\S*(?:@|www\\.|https?:)|(?:${phrasePattern(WEB_AND_MAIL_LABELS)})(?![\\p{L}]))`, "iu");

/**
 * A whole address's label followed by the address's parts each with its label, on one line ("Postadress Snickarvägen 1
 * Postnr. 123 45 Postort Gnesta Land Sverige Telefon …"): the label, a column gap, the parts joined by commas, a
 * column gap and what followed them. Two part labels or more, each capitalised; else null.
 */
export function stackedPartsApart(label: string, rest: string): string | null {
  PHONE_WORD.lastIndex = 0;
  const ends = [PHONE_WORD.exec(rest)?.index, FAX_WORD.exec(rest)?.index, WEB_OR_MAIL.exec(rest)?.index].filter((at) => at !== undefined);
  const end = ends.length > 0 ? Math.min(...ends) : rest.length;
  const address = rest.slice(0, end);
  const labels = [...address.matchAll(STACKED_PART)].filter((match) => /^\p{Lu}/u.test(match[0]));
  // "Ort", "By", "Land", "Maa" are also ordinary words ("Am Alten Ort 5 Land Brandenburg"): only beside a postal label.
  if (labels.length < 2 || !labels.some((match) => /^post/iu.test(match[0]))) return null;
  const parts: string[] = [];
  let from = 0;
  for (const match of labels) {
    parts.push(address.slice(from, match.index));
    from = match.index + match[0].length;
  }
  parts.push(address.slice(from));
  const values = parts.map((part) => part.trim().replace(/^[:.]\s*/, "").replace(/[,;]$/, "")).filter((part) => part !== "");
  if (values.length < 3 || !values.every((value) => /[\p{L}\d]/u.test(value))) return null;
  return `${label}    ${values.join(", ")}${end < rest.length ? `    ${rest.slice(end).trim()}` : ""}`;
}
