/**
 * A capital I read as a small l ("ldentification", "lnformation", and glued to the word before it:
 * "Supplierldentification"): labels and headings no longer read as such ("Supplier identification" is a company label,
 * "SECTION 1: ldentification" no heading). Pure: one OCR line in, the line with such I's put back out, and the words
 * changed.
 *
 * Only the I's of the label and heading words the parser reads (identification, information, ingredients, inhalation,
 * importer, irritation, indications, instructions, ingestion, immediate, incompatible in the languages read): a word
 * of free text or a name may begin with a real l ("lniany", "lněný", "lgcstandards.com", a brand), and changing it
 * makes a right reading wrong. Not inside a web or mail address (after a dot or @ glued to a word).
 */
const LABEL_STEMS = "dentif|dentyf|nform|ngredi|nhal|mport|rrit|ndica|nstruc|ngest|mmediat|ncompat";
const AT_WORD_START = new RegExp(`(?<![\\p{L}\\p{N}]|[\\p{L}\\p{N}][.@])l(?=(?:${LABEL_STEMS})\\p{Ll})`, "gu");
const GLUED = new RegExp(`(?<=\\p{Ll}{4})l(?=(?:dentif|nform|mport|ngredient|nhal|rrit)\\p{Ll})`, "gu");
const WORD_AT = /^[\p{L}]+/u;

export type CapitalIRepair = { from: string; to: string };

export function repairCapitalI(line: string): string {
  return repairCapitalIWords(line).text;
}

/** The line with its label words' I's put back, and each word as read and as written (a value that holds one is a guess). */
export function repairCapitalIWords(line: string): { text: string; words: CapitalIRepair[] } {
  if (!line.includes("l")) return { text: line, words: [] };
  const words: CapitalIRepair[] = [];
  const put = (offset: number, all: string) => {
    const word = WORD_AT.exec(all.slice(offset + 1))?.[0] ?? "";
    words.push({ from: `l${word}`, to: `I${word}` });
    return "I";
  };
  const text = line
    .replace(AT_WORD_START, (_l, offset: number, all: string) => put(offset, all))
    .replace(GLUED, (_l, offset: number, all: string) => put(offset, all));
  return { text, words };
}
