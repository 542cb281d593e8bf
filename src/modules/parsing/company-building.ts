/**
 * A building's name that opens a supplier's address, printed on the company's line before the street ("Harbour
 * Cement Anchor House, Dock Lane", "Harbour Sealants Unit 4, Wharf Road", "Chimie du Quai Immeuble Le Phare, 12 rue du
 * Port"): the building ends the company's name. UK and Irish addresses name buildings, estates and parks as a rule;
 * French, Spanish, Italian and German ones put the building word first ("Immeuble", "Edificio", "Palazzo", "Haus").
 * Only read where a street follows the name (./company-value.ts), so "Harbour Building Products" stays whole.
 */
import { phrasePattern } from "./phrase-pattern.ts";

/** A building word after the building's own name: "Anchor House", "Riverside Park", "Marina Business Centre". */
const BUILDING_WORDS_AFTER = ["House", "Park", "Centre", "Center", "Court", "Tower", "Plaza", "Estate", "Buildings", "Mill", "Works", "Wharf"];
/** Words that stand before a building word as part of the building's name ("Business Centre", "Industrial Estate"). */
const BUILDING_QUALIFIERS = ["Business", "Industrial", "Trading", "Technology", "Science", "Enterprise", "Retail", "Office", "Commercial"];
/** A building word that opens the building's name: "Immeuble Le Phare", "Edificio Faro", "Haus Elbblick". */
const BUILDING_WORDS_BEFORE = ["Immeuble", "Bâtiment", "Batiment", "Résidence", "Edificio", "Edifício", "Palazzo", "Palazzina", "Torre", "Haus", "Gebäude", "Gebouw", "Budynek", "Centro Direzionale", "Centro Empresarial", "Parc d'activités", "Parque Empresarial"];
/** A unit with its number or letter: "Unit 4", "Building 5", "Bldg. B", "Suite 300". */
const UNIT_WORDS = ["Unit", "Units", "Building", "Bldg.", "Bldg", "Block", "Suite", "Bâtiment", "Bât.", "Edificio", "Nave", "Hala"];

const AFTER = new RegExp(
  `^(.*?\\p{L}.*?)\\s+(?:\\p{Lu}[\\p{L}'’-]+\\s+)(?:(?:${phrasePattern(BUILDING_QUALIFIERS)})\\s+)?(?:${phrasePattern(BUILDING_WORDS_AFTER)})$`,
  "u",
);
/** An article before the building's own name ("Immeuble les Portes de la Défense", "Edificio el Faro", "Haus am See"). */
const ARTICLE = "(?:(?:le|la|les|l['’]|el|los|las|il|lo|gli|der|die|das|am|de|du|des|het|o|os|a|as)\\s*)?";
const BEFORE = new RegExp(`^(.*?\\p{L}.*?)\\s+(?:${phrasePattern(BUILDING_WORDS_BEFORE)})\\s+${ARTICLE}\\p{Lu}[\\p{L}'’\\s-]*$`, "u");
const UNIT = new RegExp(`^(.*?\\p{L}.*?)\\s+(?:${phrasePattern(UNIT_WORDS)})\\s*(?:\\d+[A-Za-z]?|\\p{Lu})(?:[/-]\\d+)?$`, "u");

/**
 * The longest text read for a building at its end: a company's name and a building's are far shorter. The patterns
 * try every split of the text before the building word, so on a line a broken text layer filled ("x | x | x …" to the
 * parser's 2,000-character cap) they cost the square of its length: 0.5 s a line.
 */
const MAX_NAME_WITH_BUILDING = 200;

/**
 * The name before a building's name at its end, or the text as it was. Two words of the name stay at least: a name of
 * one word before "… House" is more likely the building's whole name ("Anchor House" is a company too).
 */
export function withoutBuildingAfterName(name: string): string {
  if (name.length > MAX_NAME_WITH_BUILDING) return name;
  for (const pattern of [UNIT, BEFORE, AFTER]) {
    const match = pattern.exec(name.trim());
    if (match && /\p{L}{2}/u.test(match[1]!) && match[1]!.trim().split(/\s+/).length >= 2) return match[1]!.trim();
  }
  return name;
}
