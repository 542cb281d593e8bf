/**
 * How a sheet that cites no country's rules writes its ambiguous numeric dates (03/10/2014), read from the
 * supplier's own country in section 1: the international dialling prefix of its numbers ("+44 (0) 114 …", "+ 91-33-…",
 * "0044 …"), the North American number shape ("(416) 555-0100", "1-800-555-0100"), a country's name ending an
 * address line ("Sheffield, United Kingdom") and a postcode that names its country ("Sandbach, Cheshire, CW11 3HT",
 * "Sunshine VIC 3020": postcode-date-order.ts), in section 1 or the letterhead above its heading (the caller's lines
 * start at the sheet's first). Most of the world writes dates day first; the US and Canada month first.
 * Lines that name an emergency service or a number from abroad are left out: a UK sheet prints CHEMTREC's "+1 703 …",
 * a US sheet a European emergency line. Evidence that disagrees decides nothing.
 */
import type { DateOrder } from "./dates.ts";
import { postcodeOrders } from "./postcode-date-order.ts";
import { ABROAD_WORDS, EMERGENCY_LABELS, EMERGENCY_SERVICE_NAMES } from "./vocabulary/contact-labels.ts";

/**
 * Calling codes of countries whose dates run day, month, year. Left out where the usual order is another or mixed:
 * year first (China 86, Japan 81, Korea 82, Taiwan 886, Hungary 36, Sweden 46, Lithuania 370, Iran 98), month first
 * as often as not (Philippines 63, Panama 507).
 */
const DAY_FIRST_CALLING_CODES: ReadonlySet<string> = new Set([
  // Europe
  "30", "31", "32", "33", "34", "351", "352", "353", "354", "356", "357", "358", "359", "371", "372", "380", "381", "385",
  "386", "39", "40", "41", "420", "421", "43", "44", "45", "47", "48", "49", "7", "90",
  // South and South-East Asia, Oceania
  "91", "92", "880", "94", "977", "61", "64", "65", "60", "62", "66", "84", "852",
  // Africa, the Middle East
  "20", "212", "213", "216", "234", "254", "255", "256", "233", "27", "971", "966", "974", "965", "968", "973", "972", "962", "961",
  // Latin America
  "52", "55", "54", "56", "57", "51", "58", "593", "598", "595", "591", "506", "502", "503", "504", "505",
]);
/** The North American Numbering Plan (US, Canada): month first. */
const MONTH_FIRST_CALLING_CODES: ReadonlySet<string> = new Set(["1"]);

/** Country names as an address's last line prints them, in English. */
const DAY_FIRST_COUNTRY_NAMES = [
  "united kingdom", "england", "scotland", "wales", "northern ireland", "great britain", "ireland", "india", "pakistan",
  "bangladesh", "sri lanka", "australia", "new zealand", "south africa", "singapore", "malaysia", "indonesia", "thailand",
  "vietnam", "nigeria", "kenya", "ghana", "egypt", "united arab emirates", "saudi arabia", "germany", "france", "italy",
  "spain", "netherlands", "the netherlands", "belgium", "switzerland", "austria", "denmark", "norway", "poland", "portugal",
  "greece", "turkey", "brazil", "mexico", "argentina", "chile", "colombia",
];
const MONTH_FIRST_COUNTRY_NAMES = ["usa", "u.s.a.", "u.s.a", "united states", "united states of america", "canada"];

/**
 * An international number: "+" or "00", then the calling code (up to three digits, read as the longest known one) and
 * at least six more digits of a number.
 */
const INTERNATIONAL_NUMBER = /(?<![\d+])(?:\+\s?|(?<![\p{L}.,])00\s?)(\d)(\d)?(\d)?(?=[\s().\/-]*\d(?:[\s().\/-]*\d){5})[\d\s().\/-]*\d/gu;
/** A number as North America prints it: "(416) 555-0100", "416-555-0100", "1-800-555-0100", "800.555.0100". */
const NORTH_AMERICAN_NUMBER = /(?<![\d-])(?:1[-.\s])?(?:\(\d{3}\)\s?|\d{3}[-.])\d{3}[-.]\d{4}(?!\d)/;

const NAME_ENDING_LINE = (names: readonly string[]) =>
  new RegExp(`(?:^|[,\\s])(?:${names.map((name) => name.replace(/\./g, "\\.")).join("|")})\\.?\\s*$`, "iu");
const DAY_FIRST_COUNTRY = NAME_ENDING_LINE(DAY_FIRST_COUNTRY_NAMES);
const MONTH_FIRST_COUNTRY = NAME_ENDING_LINE(MONTH_FIRST_COUNTRY_NAMES);

/** Words of a line that is an emergency service's or a number from abroad, not the supplier's. */
const NOT_SUPPLIER_WORDS = [...EMERGENCY_LABELS, ...EMERGENCY_SERVICE_NAMES, ...ABROAD_WORDS, "24 h", "24h", "24/7"];
const isNotSuppliers = (line: string) => {
  const lower = line.toLowerCase();
  return NOT_SUPPLIER_WORDS.some((word) => lower.includes(word));
};

function callingCodeOrder(digits: readonly (string | undefined)[]): DateOrder | null {
  for (let length = 3; length >= 1; length--) {
    if (digits.slice(0, length).some((digit) => digit === undefined)) continue;
    const code = digits.slice(0, length).join("");
    if (DAY_FIRST_CALLING_CODES.has(code)) return "day-first";
    if (MONTH_FIRST_CALLING_CODES.has(code)) return "month-first";
  }
  return null;
}

/** The orders one line of section 1 points to. */
function lineOrders(line: string): DateOrder[] {
  const orders: DateOrder[] = [];
  // International numbers are blanked before the North American shape is looked for ("+44 114-246-7171" is no US number).
  const rest = line.replace(INTERNATIONAL_NUMBER, (number, first: string, second?: string, third?: string) => {
    const order = callingCodeOrder([first, second, third]);
    if (order) orders.push(order);
    return " ".repeat(number.length);
  });
  if (NORTH_AMERICAN_NUMBER.test(rest)) orders.push("month-first");
  if (DAY_FIRST_COUNTRY.test(line)) orders.push("day-first");
  if (MONTH_FIRST_COUNTRY.test(line)) orders.push("month-first");
  orders.push(...postcodeOrders(line));
  return orders;
}

/**
 * The order the supplier's country writes numeric dates in, from section 1's lines (`section1`); null when they hold no
 * evidence or evidence of both orders.
 */
export function supplierCountryDateOrder(section1: readonly string[]): DateOrder | null {
  const orders = new Set(section1.filter((line) => !isNotSuppliers(line)).flatMap(lineOrders));
  return orders.size === 1 ? [...orders][0]! : null;
}
