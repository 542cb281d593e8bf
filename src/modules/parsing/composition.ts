/**
 * Section 3 (composition): ingredients with CAS number, EC number and concentration.
 * A CAS number counts only when its check digit is right, which is what keeps phone numbers, index numbers
 * and lot codes out of the list.
 */
import type { CompositionRow } from "./types.ts";
import { NAME_NOUNS, NO_VALUE_WORDS } from "./vocabulary/identity-labels.ts";
import { escapeRegExp } from "./phrase-pattern.ts";
import { findConcentration, parseConcentration } from "./composition-concentration.ts";
import { namesBelowRows } from "./composition-names-below.ts";

/** CAS numbers: 2–7 digits, 2 digits, 1 check digit; not part of a longer dashed number (index 603-002-00-5). */
const CAS_PATTERN = /(?<![\d-])(\d{2,7})-(\d{2})-(\d)(?!\d|-\d)/g;
export const HAS_CAS = /(?<![\d-])\d{2,7}-\d{2}-\d(?!\d|-\d)/;
const EC_PATTERN = /(?<![\d-])([2-9]\d{2})-(\d{3})-(\d)(?![\d-])/g;

/** The CAS check digit: digits before it, read from the right, weighted 1, 2, 3…, summed, modulo 10. */
export function isValidCasNumber(cas: string): boolean {
  const match = /^(\d{2,7})-(\d{2})-(\d)$/.exec(cas.trim());
  if (!match) return false;
  const digits = (match[1] + match[2]).split("").reverse();
  const sum = digits.reduce((total, digit, index) => total + Number(digit) * (index + 1), 0);
  return sum % 10 === Number(match[3]);
}

/** Zero-padded forms (0000928-96-1) → 928-96-1; null when not a valid CAS number. */
export function normalizeCasNumber(cas: string): string | null {
  const match = /^(\d{2,7})-(\d{2})-(\d)$/.exec(cas.trim());
  if (!match) return null;
  const head = String(Number.parseInt(match[1], 10));
  const normalized = `${head.length >= 2 ? head : head.padStart(2, "0")}-${match[2]}-${match[3]}`;
  return isValidCasNumber(normalized) ? normalized : null;
}

/** EC numbers (EINECS/ELINCS, 2xx-/4xx-/5xx-…) carry a check digit too: digits weighted 1…6, modulo 11. */
export function isValidEcNumber(ec: string): boolean {
  const match = /^(\d{3})-(\d{3})-(\d)$/.exec(ec.trim());
  if (!match) return false;
  const digits = (match[1] + match[2]).split("");
  const sum = digits.reduce((total, digit, index) => total + Number(digit) * (index + 1), 0);
  return sum % 11 === Number(match[3]);
}

/** "Synonyms" in the languages: a column or cell of other names, whose CAS numbers are not further ingredients. */
const SYNONYM_LABEL = /\b(?:synonym|synonyme|sin[oó]nimo|sinonimo|synoniem|sin[oô]nimo|synonim)s?\b/i;

/**
 * "Alternate CAS", "alternative CAS-Nr.", "N° CAS alternatif", "CAS alternativo", "alternatief CAS-nummer" just before
 * a number: a second number of the same ingredient (often on the line its name wraps onto), not a further one.
 */
const CAS_WORD = "CAS(?:[- ]?(?:No|Nr|Number|nummer|n°|#|num[eé]ro|número))?\\.?";
const ALTERNATE_WORD = "(?:alternate|alternative?|alternatif|alternatief|alternativ[oa]|alternatywny|alt\\.)";
const ALTERNATE_NUMBER_BEFORE = new RegExp(
  `(?:\\b${ALTERNATE_WORD}\\s*(?:numer\\s+)?${CAS_WORD}|\\b${CAS_WORD}\\s+${ALTERNATE_WORD})\\s*[:#]?\\s*$`,
  "i",
);

/** Hyphen look-alikes a PDF may carry inside a CAS number: U+2010–U+2015, U+2212, small and full-width hyphens. */
const DASH_LIKE = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;

/**
 * Writes CAS numbers the one way: Unicode hyphens and soft hyphens (U+00AD) between digits become "-", and
 * spaces around the hyphens ("7732 - 18 - 5") go, where the result has a valid check digit.
 */
export function normalizeCasSpelling(line: string): string {
  const dashed = line.replace(/(\d)\u00AD+(?=\d)/g, "$1-").replace(/\u00AD/g, "").replace(DASH_LIKE, "-");
  return dashed.replace(/(?<![\d-])(\d{2,7}) ?- ?(\d{2}) ?- ?(\d)(?![\d-])/g, (whole, head, middle, check) => {
    const compact = `${head}-${middle}-${check}`;
    return whole !== compact && isValidCasNumber(compact) ? compact : whole;
  });
}

/**
 * Labels and markers around CAS numbers in table cells ("N° CAS :", "CAS:", "CAS-No.", "Numéro de CAS:", "Número de
 * CAS", "Numer CAS", "CAS Registry Number").
 */
const NUMBER_WORD_BEFORE = "(?:N[°º]|No\\.?|Nr\\.?|Num[eé]ro(?:\\s+d[eu])?|Número(?:\\s+de)?|Numer|Nummer|Number)";
const LABEL_NOISE = new RegExp(
  `(?<!\\p{L})(?:${NUMBER_WORD_BEFORE}\\s*)?(?:${CAS_WORD}(?:\\s+(?:Registry\\s+)?(?:Number|No\\.?|Nr\\.?))?|EC(?:-No)?\\.?|EINECS|ELINCS|EEC No\\.?|Index|RTECS(?:\\s*(?:No|Nr|Number|#))?\\.?)(?!\\p{L})\\s*[:#]?\\s*`,
  "giu",
);

/** A row's cells: parted by a column gap, a tab or a drawn bar ("| 97.50-99.50% | Water"). */
export function columnsOf(line: string): string[] {
  return line.split(/\s{2,}|\t|\s*\|\s*/).map((column) => column.trim()).filter(Boolean);
}

function looksLikeName(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, "");
  if (letters.length < 3) return false;
  // A label over the rows ("Dangerous components:", "Gefährliche Inhaltsstoffe:") or a labelled cell ("Gehalt (W/W): >= 25 %").
  if (LABEL_CELL.test(text)) return false;
  if (/^(?:%|(?:cas|ec|einecs|component|chemical name|ingredient|weight|concentration|percent(?:age)?|n\/a|mixture|not listed)\b)/i.test(text)) return false;
  if (/\bcat(?:egory)?\.?\s*\d|\b(?:EUH|H)\d{3}\b|acute tox|skin (?:irrit|corr|sens)|eye (?:irrit|dam)|aquatic|flam\. liq/i.test(text)) return false;
  if (HAZARD_CLASS.test(text)) return false;
  // A column header's words ("Désignation" of "No CAS Désignation", "Chemical name", "Nombre") or a line citing a
  // regulation ("Einstufung gemäß Verordnung (EG) Nr. 1272/2008 [CLP]"): no ingredient is named so.
  if (HEADER_WORDS_ONLY.test(text) || CITES_REGULATION.test(text)) return false;
  // A value that says there is none ("Not Available" in a CAS column beside a list of numbers), a lead-in closing on
  // its colon ("* contains one or more of the following CAS-numbers (REACH registration numbers):"), a note wholly in
  // brackets ("(DMSO <3% w/w - IP346)").
  if (NO_VALUE.test(text) || /[:：]\s*$/.test(text) || /^\([^()]*\)$/.test(text)) return false;
  return true;
}

const NO_VALUE = new RegExp(`^(?:${NO_VALUE_WORDS.map(escapeRegExp).join("|")})[.\\s]*$`, "iu");

const HEADER_WORDS = [
  ...NAME_NOUNS, "chemical", "chemische", "chemischer", "chimique", "química", "químico", "chimico", "chimica", "chemiczna",
  "description", "beschreibung", "descripción", "descrizione", "beschrijving", "descrição", "opis", "substance", "stoff",
  "sustancia", "sostanza", "stof", "substância", "substancja", "component", "components", "komponente", "composant",
  "composants", "componente", "componentes", "componenti", "bestanddeel", "składnik", "ingredient", "ingredients",
  "inhaltsstoff", "inhaltsstoffe", "ingrédient", "ingrediente", "ingredientes", "of", "de", "du", "des", "der", "del",
  "della", "van", "do", "da", "the", "la", "le",
  // an exposure limits' header beside the identifiers ("TLV    STEL    TWA", "ppm", "mg/m3")
  "tlv", "stel", "twa", "pel", "idlh", "mak", "ppm", "mg/m3", "mg/m³", "ceiling", "peak",
];
const HEADER_WORDS_ONLY = new RegExp(`^(?:[\\s·•*/()-]*(?:${HEADER_WORDS.join("|")})(?!\\p{L}))+[\\s:：/()-]*$`, "iu");
/** A regulation or directive cited ("Verordnung (EG) Nr. 1272/2008", "Regulation (EC) No 1272/2008", "67/548/EEC"). */
const CITES_REGULATION = /(?<!\p{L})(?:verordnung|regulation|r[eè]glement|reglamento|regolamento|verordening|regulamento|rozporządzeni\p{L}*|directive|richtlinie|directiva|direttiva|richtlijn|dyrektyw\p{L}*)(?!\p{L})|(?<!\d)(?:1272\/2008|1907\/2006|67\/548|1999\/45)(?!\d)/iu;

/** A cell that is a label: words closing on a colon, alone or before their value. */
const LABEL_CELL = /^[\p{L}\s()/#.'’-]{2,50}[:：](?:\s|$)/u;
/**
 * A hazard class and category in CLP's short form ("Asp. Tox. 1", "Skin Corr. 1B", "Carc. 2", "STOT SE 3"): the
 * classification column, not a name.
 */
const HAZARD_CLASS = /(?:^|\s)(?:\p{Lu}\p{Ll}{1,6}\.?\s+)?\p{Lu}\p{Ll}{1,6}\.\s*[1-4][A-C]?(?:\s|[,;]|$)|\bSTOT\s+[SR]E\b/u;
/** A concentration before the name in its cell (">= 99.0 - <= 100.0% methyl chloroformate"). */
const LEADING_CONCENTRATION = /^(?:[<>≤≥=~]+\s*)?\d+(?:[.,]\d+)?\s*(?:%\s*)?(?:[-–]|to)?\s*(?:[<>≤≥=]+\s*)?(?:\d+(?:[.,]\d+)?)?\s*%\s+(?=\p{L}|[\d,'′]+-[\p{L}(])/u;
/** A list's number or a note's mark before the name ("3)Silica", "[1] metanol"). */
const LIST_NUMBER = /^(?:\d{1,2}\)|\[\d{1,2}\])\s*(?=\p{L})/u;
/** Identifiers after the name in its cell, parted by a semicolon ("ETHANOL ; REACH-Registrierungsnr. : 01-… ; EG-Nr. :"). */
const IDENTIFIERS_AFTER = /\s*;\s*[^;]*[:：].*$/u;
/**
 * What a cut cell leaves at the name's end: the bracket that opened a CAS number ("Water (CAS No. …)"), a semicolon. A
 * comma stays: a name cut there goes on in the next line (composition-wrapped-names.ts), which drops it if none does.
 */
const LEFT_AT_END = /[\s;]*(?:[([]\s*)?$/u;

export function cleanName(text: string): string {
  const name = text.replace(LABEL_NOISE, "").replace(/[•●·]/g, "").replace(/\s+/g, " ").trim();
  return name.replace(LIST_NUMBER, "").replace(LEADING_CONCENTRATION, "").replace(IDENTIFIERS_AFTER, "").replace(LEFT_AT_END, "");
}

/**
 * Ingredient rows from the lines of section 3. Each valid CAS number makes a row; the name is the text before
 * it on its line or, when that line holds only identifiers, the nearest line above that reads like a name.
 */
export function parseComposition(lines: readonly string[]): CompositionRow[] {
  return parseCompositionRows(lines).rows;
}

/** The rows with the index of the line each was read from (for evidence), and the lines of rows named from below. */
export function parseCompositionRows(lines: readonly string[]): { rows: CompositionRow[]; lineIndexes: number[]; namedBelow: ReadonlySet<number> } {
  const rows: CompositionRow[] = [];
  const lineIndexes: number[] = [];
  const seen = new Set<string>();
  const joined = joinSplitCasNumbers(lines.map(normalizeCasSpelling));
  const hasSynonymColumn = joined.some((line) => SYNONYM_LABEL.test(line) && !HAS_CAS.test(line));
  // A table printing each name below its numbers (composition-names-below.ts): its rows read their names there.
  const namesBelow = namesBelowRows(joined);

  for (let index = 0; index < joined.length; index++) {
    const line = joined[index];
    let onLine = 0;
    for (const match of line.matchAll(CAS_PATTERN)) {
      const cas = normalizeCasNumber(match[0]);
      if (!cas) continue;
      onLine++;
      // A synonyms column (or a "Synonyms:" cell) repeats other names of the same ingredient, with their numbers.
      if (hasSynonymColumn && onLine > 1) continue;
      if (SYNONYM_LABEL.test(line.slice(0, match.index))) continue;
      if (ALTERNATE_NUMBER_BEFORE.test(line.slice(0, match.index))) continue;
      if (seen.has(cas)) continue;
      seen.add(cas);
      const before = textBefore(line, match.index);
      let name = nameIn(before);
      // "isodecylalcoholen, geëthoxy-    CAS No    0,05 – < 0,5" / "leerd, gepropoxyleerd    37251-67-5": the name's
      // start is the line above's, and so may be the row's other cells.
      const head = name === null || index === 0 ? null : nameStartAbove(name, joined[index - 1]!);
      if (head !== null) name = `${head}${/-$/.test(head) ? "" : " "}${name}`;
      // The line the name was read from, when above the numbers (a record's lines between them are its fields).
      let nameLine = index;
      // "64-17-5    Ethanol (vgl. Ethylalkohol)    80-82 %": the number opens the row and the name follows it.
      if (!name && before.trim() === "") name = nameAfter(line, match, true);
      if (!name) name = namesBelow.get(index) ?? null;
      if (!name) {
        for (let above = index - 1; above >= Math.max(0, index - 2); above--) {
          if (HAS_CAS.test(joined[above])) break;
          const candidate = nameIn(joined[above]);
          if (candidate) {
            name = candidate;
            nameLine = above;
            break;
          }
        }
      }
      const ec = findEcNumber(line) ?? findEcNumber(joined[index + 1] ?? "", true);
      const after = line.slice((match.index ?? 0) + match[0].length).replace(EC_PATTERN, " ");
      // "Ethanol 200-578-6 / 64-17-5 Ethyl alcohol": no name before or above, the name after the number.
      name ??= nameAfter(line, match);
      const concentration = rowConcentration({ lines: joined, index, before, after, nameLine, nameGoesOnFromAbove: head !== null });
      lineIndexes.push(index);
      rows.push({
        name,
        cas_number: cas,
        ec_number: ec,
        concentration_text: concentration?.text ?? null,
        concentration_min: concentration?.range.min ?? null,
        concentration_max: concentration?.range.max ?? null,
      });
    }
  }
  return { rows, lineIndexes, namedBelow: new Set(namesBelow.keys()) };
}

/**
 * The start of a name whose rest opens the number's line: a name that begins in small letters, under a line without a
 * CAS number whose first cell is a name cut at a hyphen or comma ("isodecylalcoholen, geëthoxy-"). The hyphen is kept,
 * as where a name wraps below its number (composition-wrapped-names.ts): a chemical name's own hyphens break lines too.
 */
function nameStartAbove(name: string, above: string): string | null {
  if (!/^\p{Ll}/u.test(name) || HAS_CAS.test(above)) return null;
  const first = columnsOf(above)[0];
  if (first === undefined || !/\p{L}[-,]$/u.test(first)) return null;
  const head = cleanName(first);
  return looksLikeName(head) ? head : null;
}

/**
 * The cell after a row's CAS number that reads as a name ("64-17-5 Ethyl alcohol    Flam. Liq. 1, H224    90.0%"): the
 * first such cell, or with `onlyNext` the cell right after the number or nothing (a table whose name column follows the
 * CAS column; a later cell of a row is another column's, "NA ALLERGEN").
 */
function nameAfter(line: string, match: RegExpMatchArray, onlyNext = false): string | null {
  const after = line.slice((match.index ?? 0) + match[0].length).replace(EC_PATTERN, " ");
  const cells = columnsOf(after);
  return (onlyNext ? cells.slice(0, 1) : cells).map(cleanName).find((cell) => looksLikeName(cell) && !HAS_CAS.test(cell)) ?? null;
}

/**
 * A row's concentration: in its cells after the number, before it, opening the name's cell after it, in the cells of the
 * line above that its name goes on from, on a stacked record's labelled line, or in the cells of the line its name was
 * read from above the number (a row printed over two lines: "Water    CAS No    ≥ 90" / "7732-18-5").
 */
function rowConcentration(row: { lines: readonly string[]; index: number; before: string; after: string; nameLine: number; nameGoesOnFromAbove: boolean }): ReturnType<typeof findConcentration> {
  const { lines, index, before, after, nameLine } = row;
  const otherCells = (at: number) => columnsOf(lines[at]!).slice(1).filter((cell) => !HAS_CAS.test(cell));
  return findConcentration(columnsOf(after)) ?? findConcentration(columnsOf(before)) ?? leadingConcentration(after) ??
    (row.nameGoesOnFromAbove ? findConcentration(otherCells(index - 1)) : null) ?? labelledConcentration(lines, nameLine, index) ??
    (nameLine < index ? findConcentration(otherCells(nameLine)) : null);
}

/** A concentration that opens a name's cell after the number (">= 99.0 - <= 100.0% 1-methylimidazole"). */
function leadingConcentration(after: string): ReturnType<typeof findConcentration> {
  const lead = LEADING_CONCENTRATION.exec(columnsOf(after)[0] ?? "")?.[0].trim();
  const range = lead === undefined ? null : parseConcentration(lead);
  return range === null ? null : { text: lead!, range };
}

/** A text with its CAS and EC numbers blanked (a row's cells without its identifiers); textBefore: a row's text before its CAS number so. */
export const withoutNumbers = (text: string): string => text.replace(CAS_PATTERN, " ").replace(EC_PATTERN, " ");
const textBefore = (line: string, at: number): string => withoutNumbers(line.slice(0, at));
/**
 * The first cell of `text` that reads as a name, cleaned. A label set off from its value by a colon in the value's
 * cell ("Molecular weight    : 324.42 g/mol", "Formula    : C20H24N2O2", a substance's stacked identity) is no name, nor
 * is its value, unless the label names the name ("Chemical name    : Quinine").
 */
export function nameIn(text: string): string | null {
  const cells = columnsOf(text);
  const labelled = cells.length >= 2 && /^[:：]/.test(cells[1]!) ? cells[0]! : null;
  if (labelled !== null) {
    if (!NAME_LABEL.test(labelled)) return null;
    const value = cleanName(cells[1]!.replace(/^[:：]\s*/, ""));
    return looksLikeName(value) ? value : null;
  }
  // A table's header row ("CHEMICAL NAME(S)    CAS No.    RTECS No.    EINECS No.    %    TLV    …    OTHER"): two
  // cells or more of identifier labels and column words; its other cells are columns' names too.
  if (cells.filter(isHeaderCell).length >= 2) return null;
  return cells.filter((cell) => !/^[:：]/.test(cell)).map(cleanName).find(looksLikeName) ?? null;
}

const isHeaderCell = (cell: string) => HEADER_WORDS_ONLY.test(cell) || /^[%\s]*$/.test(cleanName(cell)) || /^chemical name/i.test(cell);
/** A label that names a name ("Chemical name", "Substance name", "Nom chimique", "Bezeichnung"). */
const NAME_LABEL = new RegExp(`^(?:[\\p{L}.-]+\\s+){0,2}(?:${NAME_NOUNS.join("|")})(?:\\s+[\\p{L}.-]+){0,2}$`, "iu");

/** A line whose first CAS number has no name before it on its line ("    67-63-0    5 - 10 %"): a name above is that row's. */
export function casWithoutName(line: string): boolean {
  const at = line.search(HAS_CAS);
  return at >= 0 && nameIn(textBefore(line, at)) === null;
}

/**
 * A record's concentration on a labelled line of its own ("Concentration    <    100    %-b.w.", "Gehalt (W/W): >= 25 % -
 * < 50 %"): between the name and the numbers, else on the lines below them up to the next number or name. Stacked records
 * (ChemGes, Lisam, older German software) print each field a line.
 */
const CONCENTRATION_LABEL = new RegExp(
  String.raw`^[-·•*\s]*(?:concentration|conc\.|konzentration|gehalt|content|teneur|concentraci[oó]n|concentrazione|concentra[cç][aã]o|st[eę][zż]enie|concentratie|` +
    // a percentage (range) label ("Gamme de pourcentage", "Percentage range", "Porcentaje", "Prozentsatz")
    String.raw`(?:gamme\s+de\s+|range\s+of\s+|rango\s+de\s+)?(?:pourcentage|percentage|percent|porcentaje|percentuale|porcentagem|percentagem|prozentsatz|procent|odsetek)(?:\s+(?:range|bereich))?)` +
    String.raw`(?:\s*\([^)]{0,12}\))?\s*[:：]?\s*(?=[<>≤≥=~]|ca\.|approx|\d)(.*)$`,
  "iu",
);
/** A unit's qualifier after the percent sign ("%-b.w.", "% (w/w)", "% w/w", "Gew.-%"): the range is before it. */
const PERCENT_QUALIFIER = /%\s*[-(]?\s*(?:b\.\s*w\.?|w\s*\/\s*w|wt\.?|by weight)\)?/giu;

/** How many lines below its numbers a stacked record's fields may reach. */
const STACKED_FIELDS = 6;

function labelledConcentration(lines: readonly string[], nameLine: number, casLine: number): ReturnType<typeof findConcentration> {
  const places = Array.from({ length: Math.max(0, casLine - nameLine - 1) }, (_, at) => nameLine + 1 + at);
  // Below the numbers, the record's further fields ("Formule chimique: …", "Classification SGH: …", "Gamme de
  // pourcentage: 30-45"), up to the next number or the next record's name.
  for (let below = casLine + 1; below < lines.length && below <= casLine + STACKED_FIELDS && !HAS_CAS.test(lines[below]!); below++) {
    if (below > casLine + 2 && nameIn(lines[below]!) !== null) break;
    places.push(below);
  }
  for (const at of places) {
    const labelled = CONCENTRATION_LABEL.exec(lines[at]!.trim());
    if (labelled === null) continue;
    const value = labelled[1]!.replace(PERCENT_QUALIFIER, "%");
    // The value's cells the label's row may run on into ("Gehalt (W/W): >= 25 % - < 50 %    Eye Dam./Irrit. 2"): up to
    // the first cell with letters other than a bound's.
    const cells = columnsOf(value);
    const end = cells.findIndex((cell) => /\p{L}{3,}/u.test(cell.replace(/\b(?:ca|approx|max|min)\b\.?/giu, "")));
    const text = cells.slice(0, end < 0 ? cells.length : end).join(" ");
    const range = parseConcentration(text);
    if (range) return { text, range };
  }
  return null;
}

function findEcNumber(line: string, onlyAtStart = false): string | null {
  for (const match of line.matchAll(EC_PATTERN)) {
    if (onlyAtStart && (match.index ?? 0) > 40) continue;
    if (isValidEcNumber(match[0])) return match[0];
  }
  return null;
}

/**
 * Table cells sometimes wrap a CAS number over two lines ("CAS:10101-" / "89-0", "CAS : 68411-30-" / "3 Verzeichnis:").
 * Joins such halves when the result has a valid check digit.
 */
function joinSplitCasNumbers(lines: readonly string[]): string[] {
  const result = [...lines];
  joinCasPieces(result, WRAPPED_CHECK_DIGIT);
  joinCasPieces(result, WRAPPED_AFTER_FIRST_PART);
  return result;
}

/** The two pieces of a wrapped CAS number, and the number they make. */
type CasPieces = {
  head: RegExp;
  tail: RegExp;
  join: (head: RegExpExecArray, tail: RegExpExecArray) => string;
  /** Whether a tail on the second line below is tried when the first line's does not fit. */
  tryNextLine: boolean;
};

/** Wrapped at its first hyphen ("CAS:10101-" / "89-0"): the rest is the next two-digit part, a hyphen, the check digit. */
const WRAPPED_AFTER_FIRST_PART: CasPieces = {
  head: /(?<![\d-])(\d{2,7})-(?=\s|$)/,
  tail: /(?<![\d-])(\d{2})-(\d)(?![\d-])/,
  join: (head, tail) => `${head[1]}-${tail[1]}-${tail[2]}`,
  tryNextLine: true,
};

/** Wrapped at its last hyphen ("CAS : 68411-30-" / "3 Verzeichnis:"): the check digit is a lone digit. */
const WRAPPED_CHECK_DIGIT: CasPieces = {
  head: /(?<![\d-])(\d{2,7})-(\d{2})-(?=\s|$)/,
  tail: /(?<![\w.,\-])(\d)(?![\w.,%\-])/u,
  join: (head, tail) => `${head[1]}-${head[2]}-${tail[1]}`,
  tryNextLine: false,
};

/**
 * Joins, in place, a CAS number's head with its tail on one of the next two lines: the number takes the head's place
 * and the tail leaves its line; only when the number's check digit fits.
 */
function joinCasPieces(lines: string[], pieces: CasPieces): void {
  for (let index = 0; index + 1 < lines.length; index++) {
    const head = pieces.head.exec(lines[index]);
    if (!head) continue;
    for (let next = index + 1; next <= Math.min(index + 2, lines.length - 1); next++) {
      const tail = pieces.tail.exec(lines[next]);
      if (!tail) continue;
      const cas = pieces.join(head, tail);
      if (!isValidCasNumber(cas)) {
        if (pieces.tryNextLine) continue;
        break;
      }
      lines[index] = lines[index].slice(0, head.index) + cas + lines[index].slice(head.index + head[0].length);
      lines[next] = lines[next].slice(0, tail.index) + lines[next].slice(tail.index + tail[0].length);
      break;
    }
  }
}
