/**
 * Session 23: an English sheet that cites no rules and prints its numbers without an international prefix ("Tel:
 * 01632 960123") read its ambiguous dates month first even when its address ended in a UK postcode ("Sandbach,
 * Cheshire, CW11 3HT") or an Australian state and postcode ("Sunshine VIC 3020"), in section 1 or in the letterhead
 * above its heading. Those shapes name the country beyond doubt; a product code shaped like one inside a name line, or
 * a US ZIP code, does not. Invented sheets, through the real parser.
 */
import { describe, expect, test } from "bun:test";
import { parsedOnce } from "../helpers/sds-text.ts";

const parsedOf = parsedOnce();

/** An English sheet without any regime: `letterhead` above section 1, `contact` inside it, the date "04/09/2019". */
const sheetWith = (contact: string[], letterhead: string[] = []) => [
  "MATERIAL SAFETY DATA SHEET",
  "Date prepared: 04/09/2019",
  ...letterhead,
  "1. IDENTIFICATION OF THE PRODUCT AND THE COMPANY",
  "Trade name: Fenwick Deck Sealer",
  ...contact,
  "Telephone: 01632 960123",
  "2. HAZARDS IDENTIFICATION",
  "Not classified as hazardous.",
  "3. COMPOSITION / INFORMATION ON INGREDIENTS",
  "Water-based acrylic dispersion.",
];
const DAY_FIRST = "2019-09-04";
const MONTH_FIRST = "2019-04-09";

describe("a postcode that names a day-first country", () => {
  test.each([
    ["a UK postcode after the county", ["Fenwick Coatings Ltd", "Unit 4, Mill Way,", "Sandbach, Cheshire, CW11 3HT"]],
    ["a UK postcode after the town", ["Fenwick Coatings Ltd, 12 Dyke Road, Brighton BN1 7JR"]],
    ["a UK postcode alone on its line", ["Fenwick Coatings Ltd", "Sheffield", "S35 2YP"]],
    ["a London postcode", ["Fenwick Coatings Ltd, 1 Long Lane, London EC1A 1BB"]],
    ["an Australian state and postcode", ["Fenwick Coatings Pty Ltd", "3 Hampshire Road", "Sunshine VIC 3020"]],
    ["a New South Wales postcode after a comma", ["Fenwick Coatings Pty Ltd, 9 George Street, Sydney, NSW 2000"]],
    ["a state and postcode alone", ["Fenwick Coatings Pty Ltd", "NSW 2000"]],
  ])("%s → day first", (name, contact) => {
    expect(parsedOf(`post/${name}`, sheetWith(contact)).revision_date).toBe(DAY_FIRST);
  });

  test("in the letterhead above section 1's heading", () => {
    const letterhead = ["Fenwick Coatings Ltd", "Unit 4, Mill Way,", "Sandbach, Cheshire, CW11 3HT", "Tel/Fax: 01632 960123"];
    expect(parsedOf("post/letterhead", sheetWith([], letterhead)).revision_date).toBe(DAY_FIRST);
  });
});

describe("shapes that name no country stay month first", () => {
  test.each([
    ["a product code shaped like a postcode in the name line", ["Product name: Deck Sealer BN1 7JR Grey"]],
    ["a product code ending a labelled name line", ["Product code: CW11 3HT"]],
    ["a US ZIP code after a state", ["Fenwick Coatings Inc, 100 Main Street, Springfield, OH 45501"]],
    ["a Washington ZIP code (five digits)", ["Fenwick Coatings Inc, Seattle, WA 98101"]],
    ["a Canadian postcode: month first as Canada's +1", ["Fenwick Coatings Inc, Toronto, ON M1J 1K9"]],
  ])("%s", (name, contact) => {
    expect(parsedOf(`nopost/${name}`, sheetWith(contact)).revision_date).toBe(MONTH_FIRST);
  });

  test("a UK postcode and a US number: evidence that disagrees decides nothing", () => {
    expect(parsedOf("nopost/both", sheetWith(["Fenwick Coatings Ltd, Brighton BN1 7JR", "US office: (555) 555-0123"])).revision_date).toBe(MONTH_FIRST);
  });
  test("a Canadian postcode and a UK prefix: nothing decides", () => {
    expect(parsedOf("nopost/ca-uk", sheetWith(["Fenwick Coatings Inc, Toronto, ON M1J 1K9", "Tel. +44 1632 960123"])).revision_date).toBe(MONTH_FIRST);
  });
});
