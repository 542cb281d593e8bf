/**
 * How a sheet writes ambiguous numeric dates (03/04/2021), from the rules it cites (EU, US, other countries') and its
 * language; a sheet citing none, from its supplier's country (any for an English sheet, North America for the others).
 */
import type { DateOrder } from "./dates.ts";
import { supplierCountryDateOrder } from "./supplier-country-date-order.ts";

/** The European Community's initials as the Directives' numbers are cited with them, by language. */
// en EEC/EC, de EWG/EG, fr es it pt ro CEE/CE, nl EEG/EG, da EØF/EF, sv EEG/EG, fi ETY/EY, pl EWG/WE, cs sk EHS/ES,
// sl ES, hr EZ, hu EGK/EK, et EMÜ/EÜ, lv EEK/EK, lt EEB/EB, el ΕΟΚ/ΕΚ, bg ЕИО/ЕО.
const EU_SPELLINGS = "(?:EEC|EC|EWG|EG|CEE|CE|EEG|EØF|EF|ETY|EY|WE|EHS|ES|EZ|EGK|EK|EMÜ|EÜ|EEK|EEB|EB|ΕΟΚ|ΕΚ|ЕИО|ЕО)";
/**
 * Rules of the EU (REACH, CLP and their amendments; the earlier SDS annex 453/2010 and the Directives 1999/45/EC,
 * 67/548/EEC, 91/155/EEC, 2001/58/EC, 88/379/EEC, 93/112/EC): their sheets write dates day first, whatever the language.
 * The Directives are cited with the Community's initials in the sheet's language, or an English sheet's template's
 * ("1999/45/EEC", "67/548/EWG", "91/155/CEE", "1999/45/CE", "1999/45/EG", "67/548/EEG", "1999/45/ES", "67/548/EHS").
 */
const EU_RULES = new RegExp(`1907\\/2006|1272\\/2008|2015\\/830|2020\\/878|453\\/2010|(?<!\\d)(?:1999\\/45|67\\/548|91\\/155|2001\\/58|88\\/379|93\\/112)\\/${EU_SPELLINGS}(?![\\p{L}])`, "u");
/** US rules (OSHA HCS): month first, also on a US sheet in Spanish or French. Malaysia's "OSHA 1994" (its Act) is not. */
const US_RULES = /1910\.1200|\bOSHA\b(?!\s*1994)|\bHCS\b|HazCom/i;
/**
 * Rules of countries that write dates day first, for English sheets, by their titles and abbreviations:
 * - Australia: Safe Work Australia and its code of practice "Preparation of Safety Data Sheets for Hazardous
 *   Chemicals", the (model) Work Health and Safety (WHS) Regulations / Act, the ADG Code (Australian Code for the
 *   Transport of Dangerous Goods), the Poisons Standard / SUSMP and its "Poisons Schedule" field (also on templates
 *   other countries' makers use), NOHSC;
 * - New Zealand: HSNO (Hazardous Substances and New Organisms Act), its approval numbers (HSR002662), the Health and
 *   Safety at Work (Hazardous Substances) Regulations 2017, the Hazardous Substances (Safety Data Sheets) Notice,
 *   EPA New Zealand / NZ EPA, WorkSafe New Zealand;
 * - the UK after Brexit: UK REACH, GB CLP (and GB REACH / UK CLP), the "EU Exit" amending Regulations, COSHH, and the
 *   CHIP Regulations before CLP (UK_CHIP); an English sheet "according to REACH" or citing the CLP Regulation by name;
 * - South Africa (SANS 10234), Chile (NCh 2245 / 382);
 * - Singapore: SS 586 ("SS586:2014"), the Workplace Safety and Health Act / (General Provisions) Regulations;
 * - Malaysia: the Occupational Safety and Health (Classification, Labelling and Safety Data Sheet of Hazardous
 *   Chemicals) Regulations 2013 ("CLASS Regulations 2013"), the Act they are made under (OSHA 1994), the Industry
 *   Code of Practice on Chemicals Classification and Hazard Communication (ICOP), DOSH;
 * - India: the Manufacture, Storage and Import of Hazardous Chemical Rules, 1989 (MSIHC).
 */
const DAY_FIRST_COUNTRY_RULES = new RegExp(
  [
    // Australia
    "Safe\\s?Work Australia", "Preparation of Safety Data Sheets for Hazardous Chemicals", "Work Health and Safety (?:\\(WHS\\) )?(?:Regulations?|Act)",
    "\\bWHS (?:Regulations?|Act)\\b", "\\bADG Code\\b", "Australian Dangerous Goods", "Australian Code for the Transport of Dangerous Goods",
    "\\bSUSMP\\b", "Poisons Standard", "\\bNOHSC\\b", "Poisons? Schedule",
    // New Zealand
    "\\bHSNO\\b", "Hazardous Substances and New Organisms", "\\bHSR\\d{6}\\b", "Health and Safety at Work \\(Hazardous Substances\\)",
    "Hazardous Substances \\(Safety Data Sheets\\)", "EPA New Zealand", "\\bNZ ?EPA\\b", "WorkSafe New Zealand",
    // UK, and REACH / CLP named in English
    "\\b(?:UK|GB) (?:REACH|CLP)\\b", "\\bEU Exit\\b", "\\bCOSHH\\b",
    "(?:according to|in accordance with|compliant with|complies with|conforms? to|as per)\\s+(?:the\\s+)?(?:EU\\s+)?REACH\\b", "\\bCLP Regulation\\b",
    // South Africa, Chile
    "\\bSANS 10234\\b", "\\bNCh\\s?(?:2245|382)\\b",
    // Singapore
    "\\bSS\\s?586\\b", "Workplace Safety and Health (?:Act|\\(General Provisions\\) Regulations)",
    // Malaysia
    "\\bCLASS (?:Regulations|2013)\\b", "Classification, Label(?:l)?ing and Safety Data Sheet of Hazardous Chemicals",
    "Occupational Safety and Health Act,? 1994", "\\bOSHA\\s*1994\\b", "Code of Practice on Chemicals Classification and Hazard Communication", "\\bDOSH\\b",
    // India
    "\\bMSIHC\\b", "Manufacture,? Storage,? and Import of Hazardous Chemicals? Rules",
  ].join("|"),
  "i",
);
/**
 * Rules of Latin American countries, which write dates day first: Mexico (NOM-018-STPS), Brazil (ABNT NBR 14725),
 * Chile (NCh 2245, NCh 382), Colombia (Decreto 1496 de 2018, NTC 4435), Argentina (Resolución SRT 801/2015), Peru
 * (NTP 399.015), Ecuador (NTE INEN 2266 / 2288). Their sheets cite OSHA's exposure limits ("OSHA PEL") and often
 * the US standard their template came from, but print dates the country's way.
 */
const DAY_FIRST_LATIN_RULES = new RegExp(
  [
    "\\bNOM-018\\b", "\\bNBR\\s?14725\\b", "\\bNCh\\s?(?:2245|382)\\b", "Decreto\\s+(?:N[°º.o]*\\s*)?1496", "\\bNTC\\s?4435\\b",
    "\\b801/2015\\b", "\\bNTP\\s?399\\.015\\b", "\\bINEN\\s?(?:2266|2288)\\b",
  ].join("|"),
  "i",
);
/** The UK's CHIP Regulations (before CLP), in capitals: "chip" is also an English word. */
const UK_CHIP = /\bCHIP\b/;

/**
 * How a sheet writes ambiguous numeric dates (03/04/2021) when it prints no unambiguous one: day first on sheets
 * written to EU rules, day first on sheets not in English written to a Latin American country's rules (even when
 * they cite OSHA too), month first on sheets written to US rules (whatever their language), day first on English
 * sheets written to the rules of a day-first country (Australia, UK, South Africa …); an English sheet that cites none
 * the way its supplier's country writes dates, where section 1 (`section1`) shows the country
 * (supplier-country-date-order.ts); otherwise English month first (most English sheets without a country's rules are
 * American) and every other language day first, but for a supplier whose section 1 shows only North America (a US
 * maker's Spanish translation, a Canadian French sheet: "Cleveland, OH 44122 / 216-464-2400" and "8/1/2015").
 */
export function documentDateOrder(lines: readonly string[], language: string, section1: readonly string[] = []): DateOrder {
  if (lines.some((text) => EU_RULES.test(text))) return "day-first";
  if (language !== "en" && lines.some((text) => DAY_FIRST_LATIN_RULES.test(text))) return "day-first";
  if (lines.some((text) => US_RULES.test(text))) return "month-first";
  if (language !== "en") return supplierCountryDateOrder(section1) === "month-first" ? "month-first" : "day-first";
  if (lines.some((text) => DAY_FIRST_COUNTRY_RULES.test(text) || UK_CHIP.test(text))) return "day-first";
  return supplierCountryDateOrder(section1) ?? "month-first";
}
