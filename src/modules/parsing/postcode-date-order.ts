/**
 * The supplier's country read from the postcode that ends its address, where the sheet prints no international
 * dialling prefix ("Sandbach, Cheshire, CW11 3HT" / "Tel: 01270 766685"). Only shapes that name one country beyond
 * doubt: the UK's postcode ("BN1 7JR", "EC1A 1BB": an outward code, a space, a digit and two letters from the twenty
 * the Royal Mail uses there), an Australian state's abbreviation before four digits ("Sunshine VIC 3020") and a
 * Canadian province before its postcode ("Toronto, ON M1J 1K9"). A US ZIP code names no such order by itself (five
 * digits after a state, like many other countries' codes) and is left to the number shapes.
 */
import type { DateOrder } from "./dates.ts";
import { CELL_GAP_SOURCE } from "./cell-gap.ts";

/** A postcode's end: the line's, a country's name after a comma, or a wide gap before the next cell. */
const ENDS_CELL = String.raw`(?=[.,]?\s*$|${CELL_GAP_SOURCE})`;
/** What may stand before a postcode: the line's start, a comma, or a space after a town's name. */
const STARTS_CELL = String.raw`(?:^|[\s,])`;

/** A UK postcode: area (1–2 letters), district (a digit, then a digit or letter), a space, the inward code. */
const UK_POSTCODE = new RegExp(`${STARTS_CELL}[A-PR-UWYZ][A-HK-Y]?\\d[A-Z\\d]?\\s[0-9][ABD-HJLNP-UW-Z]{2}${ENDS_CELL}`, "u");
/** An Australian state or territory before its four-digit postcode ("VIC 3020", "NSW 2000"). */
const AUSTRALIAN_POSTCODE = new RegExp(`${STARTS_CELL}(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\\s+\\d{4}${ENDS_CELL}`, "u");
/** A Canadian province before its postcode ("ON M1J 1K9", "Québec, QC H2X 1Y4"). */
const CANADIAN_POSTCODE = new RegExp(
  `${STARTS_CELL}(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\\s+[ABCEGHJ-NPRSTVXY]\\d[A-Z]\\s?\\d[A-Z]\\d${ENDS_CELL}`,
  "u",
);

/** A line that labels a product or a code: a postcode-shaped code in it is the product's ("Product code: CW11 3HT"). */
const PRODUCT_OR_CODE_LINE =
  /\b(?:product|trade\s*name|code|ref(?:erence)?|article|item|part\s*(?:no|number)|model|catalog(?:ue)?|batch|lot|grade|sku|formula)\b/i;

/** The orders the postcodes of one line point to. */
export function postcodeOrders(line: string): DateOrder[] {
  if (PRODUCT_OR_CODE_LINE.test(line)) return [];
  const orders: DateOrder[] = [];
  if (UK_POSTCODE.test(line) || AUSTRALIAN_POSTCODE.test(line)) orders.push("day-first");
  if (CANADIAN_POSTCODE.test(line)) orders.push("month-first");
  return orders;
}
