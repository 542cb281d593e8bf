/**
 * Section 1.3's label that names the party by the roles it plays, written as generators please: "Manufacturer,
 * importer, supplier", "Manufacturer/Supplier", "Hersteller, Importeur, Lieferant", "Fabricante / Proveedor",
 * "Manufacturer and/or supplier", "Producent, importer, dostawca". The label lists fix only some of these; here any
 * list of two or more role words (vocabulary/company-words.ts PARTY_ROLE_WORDS) joined by commas, slashes, "&", "+" or
 * the languages' "and", "or", "and/or" is a company label, in any order (English "name of", "details of", "identity of"
 * may open it, "name" may close it).
 *
 * Only the whole label counts: the words must run from the line's start to a colon, a column gap or the line's end
 * (labelTail), so a sentence that mentions the roles ("The manufacturer, importer or supplier must …") is none, nor is
 * a label that names another thing of the party ("Emergency telephone of the manufacturer").
 */
import { patternLabelRegex, type LabelPattern } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { AND_WORDS, OR_WORDS } from "./vocabulary/joining-words.ts";
import { MAKER_ROLE_WORDS, PARTY_ROLE_WORDS } from "./vocabulary/company-words.ts";

const ROLE = `(?:${phrasePattern(PARTY_ROLE_WORDS)})(?![\\p{L}\\p{N}])`;
const JOINING = `(?:${[...AND_WORDS, ...OR_WORDS].join("|")})`;
/** ", ", "/", " / ", " & ", " and ", ", or ", " and/or ", " y/o ". */
const SEPARATOR = `(?:\\s*[,/&+]\\s*|\\s*,?\\s+${JOINING}(?:\\s*/\\s*${JOINING})?\\s+)`;
const NAME_OF = "(?:(?:name|details|identity)\\s+of\\s+(?:the\\s+)?)?";

/** The list closed by the word "name" ("Manufacturer/Supplier Name"): the whole label, never the company's first word. */
const NAME_AFTER = "(?:\\s+(?:name|naam|nazwa))?";

/** Two to six role words and their separators, as a regex source without capturing groups. */
export const ROLE_LIST_PATTERN = `${NAME_OF}${ROLE}(?:${SEPARATOR}${ROLE}){1,5}${NAME_AFTER}`;

const MAKER = new RegExp(`(?<![\\p{L}])(?:${phrasePattern(MAKER_ROLE_WORDS)})(?![\\p{L}])`, "iu");
const ROLE_LIST_LABEL = patternLabelRegex(ROLE_LIST_PATTERN, true);
/**
 * "Produzent,      Hafen Lacke GmbH" / "Lieferant": a list wrapped after its first word, the value beside it. One
 * role word and its comma before a colon, a column gap or the line's end (a label on its own ends in no comma).
 */
const WRAPPED_ROLE_LABEL = patternLabelRegex(`${NAME_OF}${ROLE}\\s*,(?=\\s*[:：]|\\s{2,}|\\s*$)`, true);

/** A role list label whose roles do (`maker`) or do not include the manufacturer's, as a label pattern of a tier. */
function roleListLabel(maker: boolean): LabelPattern {
  const exec = (text: string): RegExpExecArray | null => {
    const match = ROLE_LIST_LABEL.exec(text) ?? WRAPPED_ROLE_LABEL.exec(text);
    if (match === null) return null;
    const label = match[0].slice(0, match[0].length - match[1]!.length);
    return MAKER.test(label) === maker ? match : null;
  };
  return { exec, test: (text: string) => exec(text) !== null };
}

export const MAKER_ROLE_LIST_LABEL = roleListLabel(true);
export const OTHER_ROLE_LIST_LABEL = roleListLabel(false);

/** A role list label at a line's start, with its value or none (isLabel's question). */
export function isRoleListLabel(text: string): boolean {
  return ROLE_LIST_LABEL.test(text);
}

/**
 * The Union or the country a role is held in, after a short preposition ("Only representative in the EU", "Importer for
 * the UK", "Alleinvertreter in der EU", "Représentant exclusif dans l'UE", "Importador en la UE").
 */
const ROLE_REGION = "(?:\\s+(?:\\p{L}{1,4}\\s+){1,2}(?:l['’]\\s*)?(?:the\\s+)?(?:eu|ue|eea|ewr|eee|see|eer|uk|gb|europe|europa)\\.?)";
/**
 * "Manufacturer, importer, supplier", "Manufacturer," (a list wrapped after its comma, the rest on the next line), one
 * role too ("Only representative", "Downstream user", "Importer for the UK"): role words and separators and nothing
 * else, the region the roles are held in, a trailing comma, slash or colon allowed. A label over its party's block or a
 * wrapped label's piece, never the party's name (isLabel's question too; a role of one word is a company label of the
 * tiers already).
 */
const ROLE_LIST_ALONE = new RegExp(`^${NAME_OF}${ROLE}(?:${SEPARATOR}${ROLE}){0,5}${ROLE_REGION}?\\s*[,/]?\\s*[:：]?$`, "iu");
export function isRoleListAlone(text: string): boolean {
  return ROLE_LIST_ALONE.test(text.trim());
}

/** Either pattern: the first's match, else the second's (a label list, then the role lists of its kind). */
export function eitherLabel(first: LabelPattern, second: LabelPattern): LabelPattern {
  return { exec: (text) => first.exec(text) ?? second.exec(text), test: (text) => first.test(text) || second.test(text) };
}
