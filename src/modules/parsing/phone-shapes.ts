/**
 * What a printed telephone number and a telephone label look like, for the two readers of section 1's contacts:
 * supplier-contacts.ts reads the numbers after them, supplier-address.ts ends an address where they start.
 */
import { findDates } from "./dates.ts";
import { LETTER_DIGITS } from "./ocr-look-alikes.ts";
import { firstColumn, inlineRegex, labelRegex, OWN_LABEL_LEAD } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { onceIfRepeatedNumber } from "./repeated-value.ts";
import { HOURS_WORDS, PHONE_LABELS as BASE_PHONE_LABELS, PHONE_LABELS_MORE } from "./vocabulary/contact-labels.ts";
import { CELL_GAP } from "./cell-gap.ts";

/** Every telephone label of ./vocabulary ("Telephone", "Teléfono", "Business phone"). */
export const PHONE_LABELS = [...BASE_PHONE_LABELS, ...PHONE_LABELS_MORE];
/**
 * Abbreviations that are a telephone label only right before a number ("T 1-800-524-1328", "Ph. 800-225-4835"), and
 * the verb that opens a line of the supplier's number ("Call 1-800-555-0100 for product information"; an emergency
 * line is read as the emergency's before any telephone label).
 */
const PHONE_ABBREVIATIONS = ["t", "ph", "p", "call"];
/** The labels with the abbreviations. */
const SHORT_PHONE_LABELS = [...PHONE_LABELS, ...PHONE_ABBREVIATIONS];
/** "Information" is a telephone label only where it starts a line; inside a line it is too common a word. */
export const isInlinePhoneLabel = (label: string) => label !== "information";

/** A telephone label starting a line, its value after it (group 1): "Phone: 800-555-0100", "T: +31 …". */
export const PHONE_LABEL = labelRegex(SHORT_PHONE_LABELS);
/** A telephone abbreviation with only a space before the number ("T 1-800-524-1328", "Ph. 800-225-4835"). */
export const PHONE_ABBREVIATION = new RegExp(`^(?:${phrasePattern(SHORT_PHONE_LABELS)})(?:\\.\\s*|\\s+)(?=\\(?\\+?\\d)(.*)$`, "iu");
export const FAX_LABEL = /^(?:fax|telefax|telefaks|télécopie|faks(?:i|as)?|fakss|факс|φαξ|f)\s*[.:：]/iu;
/** A fax's word ("Fax", "Telefax", "Télécopie", "Faks", fi "Faksi", lt "Faksas", lv "Fakss", bg "Факс", el "Φαξ"): a number after it is no telephone. */
export const FAX_WORD = /(?<![\p{L}])(?:(?:tele)?fax|télécopie|(?:tele)?faks(?:i|as)?|fakss|факс|φαξ)(?![\p{L}])/iu;
/** A telephone word anywhere in a line ("Technical telephone number: …"). */
export const PHONE_WORD = inlineRegex(PHONE_LABELS.filter(isInlinePhoneLabel));
/**
 * A telephone label inside the line, with its colon ("620, Route de Grasse Teléfono: 33-…", "4241 WC Arkel T: +31 …"),
 * or after a separator without one ("Hafenstraße 4 · 20457 Hamburg · Tel. +49 …", "Via Roma 12 - 20121 Milano - Tel. 02 …").
 */
export const INLINE_PHONE = new RegExp(
  `\\s(?:[-–·•|/,]\\s*)?(?:${phrasePattern(SHORT_PHONE_LABELS.filter(isInlinePhoneLabel))})\\.?(?:\\s*[:：]\\s*|(?<=[-–·•|/,]\\s*\\p{L}+\\.?)\\s+)[+(]?\\d`,
  "iu",
);

/**
 * A number as printed, its characters between first and last digit repeated `middle` times (a regex quantifier):
 * a leading "+" or bracket, then digits with spaces, dots, slashes, brackets and dashes ("+44 (0)1632 960000").
 */
function printedNumber(middle: string): string {
  return `(?:\\+\\s?|\\(\\+?)?\\d[\\d\\s().\\/\\u2010-\\u2012-]${middle}\\d\\)?`;
}

/** A telephone number as printed: 7 to 15 digits with spaces, dots, dashes, brackets and a leading +. */
export const PHONE = new RegExp(printedNumber("{5,24}"), "g");
/** A text that is a printed number and nothing else ("905-555-0100" as one part of a comma-separated line). */
export const WHOLE_NUMBER = new RegExp(`^${printedNumber("*")}$`);
/** A number of ten characters or more opening a line ("800-555-0100 (non-emergency matters)"). */
export const LEADING_NUMBER = new RegExp(`^${printedNumber("{8,}")}(?![\\d\\p{L}])`, "u");

/**
 * The typographic hyphens some text layers print inside numbers ("1‐800‐555‐0100"); an en dash is not one of them:
 * " – " parts a number from the text before it ("Ottawa K1G 5P4 – 613-555-0100").
 */
export const DASHES = /[\u2010-\u2012]/g;

const US_ZIP = "\\d{5}(?:-\\d{4})?";
/** The round letters OCR reads for a zero (Latin and Cyrillic O, from the shared look-alike table): not D or Q, real letters in numbers' labels. */
const ZERO_LETTERS = Object.keys(LETTER_DIGITS).filter((letter) => LETTER_DIGITS[letter] === "0" && /[OoОо]/.test(letter)).join("");
/**
 * A run of digits and those letters, with brackets, dashes, dots, slashes and single spaces between them, standing
 * apart from any word ("(8OO) 555-0199", "+44 113 496 OOOO").
 */
const DIGITS_WITH_O = new RegExp(`(?<![\\p{L}\\d])\\+?\\(?[\\d${ZERO_LETTERS}](?:[\\d${ZERO_LETTERS}().\\/-]| (?=[\\d${ZERO_LETTERS}(]))*[\\d${ZERO_LETTERS}]\\)?(?![\\p{L}\\d])`, "gu");
const ZERO_LETTER = new RegExp(`[${ZERO_LETTERS}]`, "g");
const HAS_ZERO_LETTER = new RegExp(`[${ZERO_LETTERS}]`);

/**
 * A line with the digit 0 that an OCR reading took for the letter O inside a number ("(8OO) 555-0199", "+44 113 496
 * OOOO") given back its zeros: only in a run as long as a telephone number (seven figures or more, three of them real
 * digits), apart from any word ("CO2", "Oslo", "No. 12" and "1OO %" stay as printed).
 */
export function zerosReadAsO(line: string): string {
  if (!/\d/.test(line) || !HAS_ZERO_LETTER.test(line)) return line;
  // A lone lower-case "o" between two numbers is the word "or" (es, it, pt: "(800) 555-0142 o (703) 555-0187"): the
  // numbers on each side are mended apart and the word stays.
  return line.replace(DIGITS_WITH_O, (run) => run.split(/(\so\s)/).map((part, index) => (index % 2 === 1 ? part : zeroed(part))).join(""));
}

/** A run of digits and zero letters with its letters read as zeros, when it is as long as a telephone number. */
function zeroed(run: string): string {
  const figures = run.replace(/[^\d\p{L}]/gu, "");
  const real = figures.replace(ZERO_LETTER, "").length;
  return figures.length >= 7 && real >= 3 && real < figures.length ? run.replace(ZERO_LETTER, "0") : run;
}

/** A US area code in brackets and the exchange after it ("(800) 555"). */
const AREA_CODE = "\\(\\d{3}\\)\\s?\\d{3}";
/**
 * A US ZIP code run into the telephone number ("Springfield, MS 39000 (800) 555-0100", "39000 (800) 555-0100" on a line
 * of its own): the ZIP code; the number starts at its bracket.
 */
export const ZIP_BEFORE_AREA_CODE = new RegExp(`^${US_ZIP}\\s+(?=${AREA_CODE})`);

/**
 * The hours a line is open, in brackets after its number ("+1 651 555-0199 (24/7)", "(24/24)", "(24 h)", "(24x7)"): no
 * part of the number, though its figures look like one.
 */
const HOURS_AFTER = /\s*\(\s*24\s*(?:[\/x×]\s*(?:7|24)|h(?:rs?|ours?)?)?\s*\)?\s*$/i;

/** A printed number if it is a telephone number (7 to 15 digits, not a date, CAS number or day/month/year). */
export function asPhone(printed: string): string | null {
  // An opening bracket left without its closing one belongs to the text after ("19240 (24 h)").
  const joined = printed.replace(DASHES, "-").replace(ZIP_BEFORE_AREA_CODE, "").replace(HOURS_AFTER, "").replace(/\s*\(\d{0,3}$/, "").replace(/[\s(/-]+$/, "").trim();
  // A number printed once per language ("1 (215) 922-1200 / 1 (215)"): once.
  const value = onceIfRepeatedNumber(joined);
  const digits = value.replace(/\D/g, "");
  if (digits.length < 7 || digits.length > 15) return null;
  if (findDates(value).length > 0 || /^\d{2,7}-\d{2}-\d$/.test(value) || /^\d{1,2}[./]\d{1,2}[./]\d{2,4}$/.test(value)) return null;
  // A postal code of the Brazilian or Portuguese shape standing alone ("75132-030", "61.800-000", "4470-605"; the dotted
  // one also after a house number, "878 61.800-000"). Not after an area code: "030 30686-790" is a number and extension.
  if (/^\d{4,5}-\d{3}$|(?:^|\s)\d{2}\.\d{3}-\d{3}$/.test(value)) return null;
  // An EU regulation's number ("1907/2006", "2015/830"): a year on one side of the slash.
  if (/^(?:(?:19|20)\d\d\/\d{1,4}|\d{1,4}\/(?:19|20)\d\d)$/.test(value)) return null;
  if ((value.match(/\(/g) ?? []).length !== (value.match(/\)/g) ?? []).length) return value.replace(/\)$/, "");
  return value;
}

/**
 * A number with ten digits or more: a whole number with its area code, which a bare number among other text must
 * be to count as a telephone ("905-555-0100"; not a postal code "39000" nor a short extension).
 */
export function hasTenDigits(phone: string): boolean {
  return phone.replace(/\D/g, "").length >= 10;
}

/** Words of a code's or a registration's label, whose long numbers are no telephone ("Product code", "Item No.", "VAT"). */
const CODE_LABEL_WORD =
  /(?<![\p{L}])(?:code|cod|codice|código|kod|no|nr|n°|nº|number|nummer|numéro|número|numero|numer|num|ref|reference|item|article|artikel|art|cas|ufi|vat|tax|ust|siret|siren|duns|eori|reg|registration|contract|contrat|contrato|contratto|umowa|nip|regon|cif|nif|iva|btw|kvk|hrb)(?![\p{L}])/iu;

/**
 * A number after a label of the supplier's own that names no telephone ("Sales: 800-555-0100", "Vertrieb: +49 40 …",
 * "Sekretariat: +48 …"): a whole number of ten digits or more, never after a code's or a registration's label.
 */
export function phoneAfterOwnLabel(text: string): string | null {
  const labelled = OWN_LABEL_LEAD.exec(text.trim());
  if (!labelled || CODE_LABEL_WORD.test(labelled[1]!)) return null;
  return wholeNumberPhone(firstColumn(labelled[2]!));
}

/** A text that is one whole telephone number of ten digits or more (a closing full stop or semicolon aside), or null. */
export function wholeNumberPhone(text: string): string | null {
  const printed = text.trim().replace(/[.;]$/, "");
  const phone = WHOLE_NUMBER.test(printed) ? asPhone(printed) : null;
  return phone !== null && hasTenDigits(phone) ? phone : null;
}

/**
 * A number that is one whole part of a line of comma-separated contacts ("Acme Inc., 1 Quay Road, Harbourtown,
 * Compliance Department, 905-555-0100, www.acme.example"): not a postal code, it has ten digits or more.
 */
export function phoneAmongParts(text: string): string | null {
  for (const part of text.split(/,\s+|\s+[\/|•·]\s+/).slice(1)) {
    const phone = wholeNumberPhone(part);
    if (phone !== null) return phone;
  }
  return null;
}

/** The first telephone number in a text ("Tel.: +49 (0)6151 72-0 Fax: …" → "+49 (0)6151 72-0"); `next`, the line after it. */
export function firstPhone(text: string, next?: string): string | null {
  // A number broken after a dash at the line's end ("(800) 555-" / "0100"): its last digits open the next line.
  const wrapped = next !== undefined && /\d[-\u2010-\u2012]\s*$/.test(text) ? /^\s*(\d{2,5})(?![\d.,\/:-])/.exec(next) : null;
  if (wrapped) text = `${text.trimEnd()}${wrapped[1]}`;
  const dashed = text.includes("–") ? dashedNumber(text) : null;
  if (dashed) return dashed;
  for (const found of text.matchAll(PHONE)) {
    const match = [withoutRunOn(found[0], text.slice(found.index + found[0].length))];
    // A column gap ends the number ("1-800-555-0100   8 - 17 CET") unless what is before it is no number ("+44   113 …").
    const beforeGap = match[0].split(CELL_GAP)[0]!;
    // Two numbers joined by a slash ("(8620) 8326 6440 / 8326 6441", "0723 555 581/ 0723 555 021", "+39 0376 555185/555365"):
    // the first is the number. An area code set off by a slash ("040 / 555 1234") is one number, read whole first.
    // What is before the gap opens no number either ("Robert-Koch Straße 40    0551-19240": a house number in the
    // address's cell): the number is the next cell's.
    const gapped = beforeGap !== match[0];
    const nextCell = gapped && !/^\s*[+(0]/.test(beforeGap) ? asPhone(match[0].slice(beforeGap.length).trim()) : null;
    const phone = (gapped ? asPhone(beforeGap) : null) ?? nextCell ?? asPhone(match[0]) ?? asPhone(match[0].split(/\s*\/\s*/)[0]!);
    if (phone) return phone;
  }
  return null;
}

/**
 * The area code set off by a spaced en dash ("+46(0)40 – 23 13 10", "040 – 23 13 10", as Nordic sheets print them): one
 * number. Only a code opening with "+" or "0" counts: " – " otherwise parts a number from the text before it
 * ("K1G 5P4 – 613-555-0100", "Postfach 12 34 – 030 …").
 */
const DASHED_AREA_CODE = /(?:^|[\s:：])((?:\+|0)[\d()\s]{0,10}\d\)?)\s+–\s+(\d[\d\s]{4,12}\d)(?![\d\p{L}])/u;
function dashedNumber(text: string): string | null {
  const dashed = DASHED_AREA_CODE.exec(text);
  return dashed && asPhone(`${dashed[1]} ${dashed[2]}`) ? `${dashed[1]} – ${dashed[2]}` : null;
}

/**
 * The hours a line is open, printed after the number with their word ("+43 1 555 12 12 (0-24 Uhr)", "(800) 555-0199
 * 24hr", "(8-17 tim)", "24h/24"): the figures' word follows the number, so the number's pattern takes the figures.
 */
// Figures that can be hours (0–24, a range or one hour of 1–24), set off from the number by a space or a bracket: a
// number's own last group ("… 59 59 heures ouvrables", "02 66101029 h24") is never taken for them (session 26 review).
const HOUR = "(?:[01]?\\d|2[0-4])(?:[.:]\\d{2})?";
const HOURS_FIGURES = new RegExp(`(?:\\s+\\(?|\\s*\\()\\s*(?:${HOUR}\\s*[-–]\\s*${HOUR}|(?:[1-9]|1\\d|2[0-4])(?:[.:]\\d{2})?)$`);
const HOURS_WORD = new RegExp(`^\\s*(?:${phrasePattern(HOURS_WORDS)})(?![\\p{L}\\d])`, "iu");
/** The next section's number run on after the number ("+46 8 555 10 00 2. Farliga egenskaper"): one or two digits, its full stop, a capital. */
const SECTION_NUMBER_AFTER = /^[.:)]\s+\p{Lu}/u;

/**
 * A printed number without what the next text ran on at its end: the hours after it, the next section's number. `after`:
 * the text that follows it. The number stays as printed when too few digits are left.
 */
function withoutRunOn(printed: string, after: string): string {
  const hours = HOURS_WORD.test(after) ? HOURS_FIGURES.exec(printed) : null;
  const section = hours === null && SECTION_NUMBER_AFTER.test(after) ? /\s(?:[1-9]|1[0-6])$/.exec(printed) : null;
  const cut = hours ?? section;
  if (cut === null) return printed;
  const left = printed.slice(0, cut.index);
  return left.replace(/\D/g, "").length >= 7 ? left : printed;
}

/** An e-mail or a web address and nothing else. */
const MAIL_OR_WEB = /^(?:[^\s@]+@[^\s@]+\.[^\s@]+|(?:https?:\/\/|www\.)\S+)$/iu;

/**
 * A value that is only contact details: e-mail or web addresses and telephone numbers, one or more parted by commas or
 * semicolons ("lubes@harrowgate.example", "1 (800) 555-0101, LUBE@harrowgate.example", "+34 91 555 01 01"). No product's
 * name (session 26: a "Product information" line read as 1.1's old heading).
 */
export function isContactDetailsOnly(text: string): boolean {
  const value = text.trim();
  if (value === "" || value.length > 200) return false;
  return value.split(/\s*[,;]\s*/).every((part) => MAIL_OR_WEB.test(part) || (WHOLE_NUMBER.test(part) && asPhone(part) !== null));
}
