/**
 * Section headings as OCR reads them off a band or a box: specks and the box's rules read as cells or marks before
 * the heading ("TT    SECTION 2: Hazards identification", "[77 Abschnitt 6: …", "LABSCHNITT 4: …", "“SECCION 13 — …"),
 * the section word with a letter lost or misread ("Abschiitt", "ección"), a mark between the word and its number
 * ("Abschnitt’3:", "SECCIÓN: 7", "ABSCHNITT [    6"), the number read as a look-alike ("§ Fire-fighting measures",
 * "SECTIONT HANDLING", "BExposure controls"), the title's capital I read as l, i or \ ("1. identification de …").
 * sections.ts finds none of these, and with the heading go the section's bounds: the composition's CAS numbers, the
 * label's codes. Pure: one OCR line in, the heading written plain ("SECTION 6: Accidental release measures", "5
 * Fire-fighting measures") or the line as read.
 *
 * What makes a line a heading here is what sections.ts asks, plus what stands before it being noise: only short
 * cells, or a few marks and short tokens glued on — never words of running text ("see section 8 …"). A damaged word
 * or a look-alike number needs the title to name that section; the section word read right, a title in capitals or
 * starting with one (as sections.ts takes it).
 */
import { HEADING_PREFIX } from "../../shared/sds-section-words.ts";
import { foldText, SECTION_WORD, titleSectionNumbers } from "./section-vocabulary.ts";
import { CROSS_REFERENCE_ABBREVIATIONS, CROSS_REFERENCE_VERBS } from "./vocabulary/cross-reference-words.ts";
import { withinOneEdit } from "./one-edit.ts";
import { LETTER_DIGITS } from "./ocr-look-alikes.ts";
import { OCR_DIGIT_CONFUSIONS } from "./cas-repair.ts";
import { titleLookAlikesRead } from "./ocr-look-alike-words.ts";

const EXACT_WORD = new RegExp(`^(?:${SECTION_WORD})$`);
/** Section words long enough that one letter lost, added or misread still names them. */
const LONG_WORDS = SECTION_WORD.split("|").filter((word) => /^\p{L}{6,}$/u.test(word));

/**
 * Characters OCR reads in the place of a section's one-digit number: the look-alikes of digits (ocr-look-alikes.ts)
 * that the heading patterns take, and marks only a heading's number is read as ("§", "?", "/", "&", "A").
 */
const NUMBER_LIKE: Readonly<Record<string, number>> = {
  ...Object.fromEntries([..."SsTGbBZzlI|!i"].map((letter) => [letter, Number(LETTER_DIGITS[letter])])),
  "§": 5, "?": 7, "/": 7, "&": 8, A: 4,
};
const ROMAN: Readonly<Record<string, number>> = {
  I: 1, II: 2, III: 3, IV: 4, V: 5, VI: 6, VII: 7, VIII: 8, IX: 9, X: 10, XI: 11, XII: 12, XIII: 13, XIV: 14, XV: 15, XVI: 16,
};

/** Only the marks and the box's rules that stand before a heading as printed. */
const PLAIN_PREFIX = new RegExp(`${HEADING_PREFIX}$`);
/** Between the section word and its number: nothing but spaces in print; OCR adds marks ("Abschnitt’3", "SECCIÓN: 7"). */
const BETWEEN = /^[\s:;.’‘'",_[\]|(]*/;
const SHORT_BETWEEN = /^[\s:;.’‘'",_[(]*/;
/** The number after the section word: digits, a Roman number (I read as l, i, |, !, 1, L or ], V as ¥), or a look-alike of a digit. */
const NUMBER_AFTER_WORD = /^(?:(\d{1,2})(?!\d)(?!\.\d)|([IVXil|!1L\]¥]{1,5})(?![\p{L}\p{N}])|([§?/&SsTGbBZzA®©%#*])(?![\p{L}\p{N}]))/u;
/**
 * A two-figure number with a 1 read as l, I or | or a 0 as O ("l0", "l2", "1O"): a digit and a look-alike, read as the
 * digits they look like (LETTER_DIGITS). Tried before NUMBER_AFTER_WORD, whose Roman reading made "l1" section II; two
 * look-alikes ("ll") stay a Roman number.
 */
const MIXED_NUMBER = /^(?:[lI|]\d|\d[lI|O])(?![\p{L}\p{N}])/u;
const mixedNumber = (printed: string) => Number([...printed].map((c) => (/\d/.test(c) ? c : LETTER_DIGITS[c])).join(""));
/** After the number: the heading's own separator or marks OCR made of it ("2%", "6»"). */
const AFTER_NUMBER = /^(?:\.(?!\d)|[\s:;,_)’‘'"”\-\u2010\u2011–—»«=~|\]%])*/;
const WIDE_GAP = /\s{2,}/;

type Found = { number: number; title: string; word: string | null };

/** Under this tesseract confidence a line is mostly misread: letters before its heading are specks, not words. */
const LOW_CONFIDENCE = 0.7;

/** `confidence`: tesseract's for the line (1 when not known). */
/** `framed`: OCR read a box's rules before the line (repairRuleMarks took them off): the band left its mark. */
export function repairOcrHeading(line: string, confidence = 1, framed = false): string {
  if (line.length > 200 || !/\p{L}{3}/u.test(line)) return line;
  const noise = (prefix: string) => noiseBefore(prefix, confidence < LOW_CONFIDENCE);
  const withWord = withSectionWord(line, noise);
  const withNumber = withWord === "plain" ? "plain" : withWord ?? withoutSectionWord(line, noise);
  const found = withNumber ?? numberInTitle(line) ?? withoutNumber(line, { noise, lowConfidence: confidence < LOW_CONFIDENCE, framed });
  if (!found || found === "plain") return line;
  // The section word and its number alone ("Section l6"): the title is on the next line.
  if (found.title === "" && found.word) return `${found.word} ${found.number}`;
  return found.word ? `${found.word} ${found.number}: ${found.title}` : `${found.number} ${found.title}`;
}

/** "SECTION 3: …" with noise before it, a damaged word, a mark before the number or a number read as a letter. */
function withSectionWord(line: string, noiseBefore: (prefix: string) => boolean): Found | "plain" | null {
  for (const token of line.slice(0, 50).matchAll(/\p{L}{4,}/gu)) {
    const start = token.index!;
    const word = sectionWord(token[0]);
    if (!word) continue;
    const prefix = line.slice(0, start);
    if (!noiseBefore(prefix)) continue;
    let rest = line.slice(start + token[0].length);
    let between = "";
    let printed: string | null = null;
    let number: number | null = word.gluedNumber;
    if (number === null) {
      // A bar after the word is its number (a Roman I) or a rule before it ("ABSCHNITT [    6"): the first that reads.
      const [short, long] = [SHORT_BETWEEN.exec(rest)![0], BETWEEN.exec(rest)![0]];
      const mixed = MIXED_NUMBER.exec(rest.slice(short.length));
      const read = mixed ?? NUMBER_AFTER_WORD.exec(rest.slice(short.length)) ?? NUMBER_AFTER_WORD.exec(rest.slice(long.length));
      if (!read) continue;
      between = mixed || NUMBER_AFTER_WORD.exec(rest.slice(short.length)) ? short : long;
      rest = rest.slice(between.length);
      printed = read[0];
      number = mixed ? mixedNumber(read[0]) : read[1] ? Number(read[1]) : read[2] ? ROMAN[read[2].replace(/[il|!1L\]]/g, "I").replace(/¥/g, "V")] ?? null : NUMBER_LIKE[read[3]!] ?? null;
      rest = rest.slice(read[0].length);
    }
    const title = titleAfter(rest);
    // The section word read right and a two-figure number with a look-alike ("Section l6"), the title on the next line.
    if (!title && !word.fuzzy && printed !== null && MIXED_NUMBER.test(printed) && rest.trim() === "" && number !== null && number >= 10 && number <= 16) return { number, title: "", word: word.printed };
    if (!title) continue;
    const digits = printed !== null && /^\d+$/.test(printed);
    const isMixed = printed !== null && MIXED_NUMBER.test(printed);
    const roman = !isMixed && printed !== null && !digits && printed.length > 0 && /^[IVXil|!1L\]¥]+$/.test(printed);
    // A look-alike in the number's place (glued on, or a mark of its own: "SECTIONS", "SECTiON®", "SECTION &"), a digit
    // read as its look-alike or without its leading 1, a Roman number of 10–16 a stroke off: the one section the title names.
    const meant = numberTitleNames({ number, printed, digits, roman, title: title.text });
    if (meant !== null) number = meant;
    if (number === null || number < 1 || number > 16) continue;
    // Printed plain already: sections.ts reads it as it is.
    if (!word.fuzzy && digits && meant === null && !title.fixed && PLAIN_PREFIX.test(prefix) && /^\s*$/.test(between)) return "plain";
    const names = titleSectionNumbers(title.text.slice(0, 70)).includes(number);
    // A damaged word or a number read as a letter must be confirmed by the title. A Roman number (its I read as l or
    // |) names its section by the sheet's own order (WHMIS 1988, OSHA Form 174): the word read right is enough —
    // unless it is one mark alone ("SECTION i" may be II with a stroke lost).
    const romanAlone = roman && printed!.length === 1 && printed !== "I" && printed !== "V" && printed !== "X";
    // A stroke read as L, ] or ¥ (session 17's look-alikes) is a repaired number: the title must name it too.
    const strokeLookAlike = roman && /[L\]¥]/.test(printed!);
    if ((word.fuzzy || (!digits && !(roman && !word.fuzzy)) || romanAlone || strokeLookAlike) && !names) continue;
    if (!names && !/^\p{Lu}/u.test(title.text)) continue;
    return { number, title: title.text, word: word.printed };
  }
  return null;
}

/** "3 COMPOSITION …" after noise, or with its number read as a look-alike ("§ Fire-fighting measures", "BExposure"). */
function withoutSectionWord(line: string, noiseBefore: (prefix: string) => boolean): Found | "plain" | null {
  // A number with a 1 read as l ("l0.", "l4", "l."): as MIXED_NUMBER, or a lone l before the title's full stop or gap.
  const candidates = /(?<![\p{L}\p{N}.,])(?:(\d{1,2})(?!\d)(?!\.\d)|([§?/&])|((?:[lI|]\d|\d[lI|O])(?![\p{L}\p{N}])|[l|](?=\.?\)?\s))|([SsTGbBZzAI])(?=\s|\p{Lu}\p{Ll}))/gu;
  for (const read of line.slice(0, 40).matchAll(candidates)) {
    const prefix = line.slice(0, read.index);
    if (!noiseBefore(prefix)) continue;
    const number = read[1] ? Number(read[1]) : read[3] ? mixedNumber(read[3]) : NUMBER_LIKE[(read[2] ?? read[4])!]!;
    if (number < 1 || number > 16) continue;
    const rest = line.slice(read.index! + read[0].length);
    const title = titleAfter(rest);
    if (!title) continue;
    const named = titleSectionNumbers(title.text.slice(0, 70));
    if (!named.includes(number)) {
      // A one-digit number read as its look-alike digit ("8. Composition/information on ingredients"): the one the title names.
      // A title that names two sections ("Identification des dangers": 1 and 2) tells nothing.
      const meant = read[1]?.length === 1 && named.length === 1 && !/[.;]$/.test(title.text) && /^\p{Lu}/u.test(title.text) ? [...digitLookAlikes(number), number + 10].filter((n) => named.includes(n)) : [];
      if (meant.length !== 1) continue;
      return { number: meant[0]!, title: title.text, word: null };
    }
    const lookAlike = !read[1];
    // A number with a 1 read as l (read[3]) names its section by the title: a long title in a language is no sentence.
    if (lookAlike && (title.text.split(/\s+/).length > (read[3] ? 16 : 8) || /[.;]$/.test(title.text))) continue;
    if (!/^\p{Lu}/u.test(title.text)) continue;
    // Printed plain already: sections.ts reads it as it is.
    if (!lookAlike && !title.fixed && PLAIN_PREFIX.test(prefix)) return "plain";
    return { number, title: title.text, word: null };
  }
  return null;
}

/**
 * The section a heading's title names when its number was read damaged: a look-alike or a mark in its place (no digit
 * read at all), one digit read without its leading 1 ("SECTION 1: Toxicological information"), a Roman number read
 * with look-alikes of I a stroke off ("Xl!" for XIII, "Xi" for XII) — only from X on: a 16-section sheet's titles name their
 * sections, the older 8- and 9-section forms' do not ("SECTION II - HAZARDOUS INGREDIENTS"). Not a digit for its
 * look-alike digit: a sheet that skips a section prints "Section 5. Accidental Release Measures" as its own number.
 * Null when the title names no one section, reads as a sentence, or the number read is the one it names.
 */
function numberTitleNames(read: { number: number | null; printed: string | null; digits: boolean; roman: boolean; title: string }): number | null {
  const named = titleSectionNumbers(read.title.slice(0, 70));
  if (named.length !== 1 || (read.number !== null && named[0] === read.number)) return null;
  // A sentence ends in a full stop; a title in capitals may too ("EXPOSURE CONTROLS - PERSONAL PROTECTION.").
  if ((/[.;]$/.test(read.title) && /\p{Ll}/u.test(read.title)) || read.title.split(/\s+/).length > 14 || !/^\p{Lu}/u.test(read.title)) return null;
  const meant = named[0]!;
  // A look-alike digit read clean after the section word is the sheet's own numbering (old sheets skip a section).
  if (read.digits) return read.printed!.length === 1 && read.number! + 10 === meant ? meant : null;
  if (read.roman) return read.number !== null && /[il|!1L\]¥]/.test(read.printed!) && Math.max(read.number, meant) >= 10 && Math.abs(read.number - meant) === 1 ? meant : null;
  return meant;
}

/** The section word (optional), the title's first word, the number, a wide gap, the title's rest. */
const NUMBER_IN_TITLE = /^(?:(\p{L}{4,})\s+)?(\p{Lu}\p{L}{2,})\s+(\d{1,2})\.?\s{2,}(\p{L}.{2,120})$/u;

/**
 * A heading whose number OCR read after the title's first word, the band's columns run together ("Accidental 6.
 * release measures", "SECTION ACCIDENTAL 6    RELEASE MEASURES"): the title whole, when it names that number's section
 * and its rest goes on in lower case (or the line is in capitals) — a row whose next cell starts a name of its own
 * ("Water 6.    Accidental release measures", "Product 1    Alpha Lotion") is no heading.
 */
function numberInTitle(line: string): Found | null {
  const match = NUMBER_IN_TITLE.exec(line.trim());
  if (!match) return null;
  const word = match[1] ? sectionWord(match[1]) : null;
  if (match[1] && !word) return null;
  const rest = titleAfter(match[4]!)?.text;
  if (!rest || !(/^\p{Ll}/u.test(match[4]!) || !/\p{Ll}/u.test(`${match[2]} ${rest}`))) return null;
  const number = Number(match[3]);
  const title = `${match[2]} ${rest}`;
  const named = titleSectionNumbers(title.slice(0, 70));
  return named.length === 1 && named[0] === number ? { number, title, word: word?.printed ?? null } : null;
}

/**
 * A heading whose number OCR lost with its band or box (specks, marks or a full stop left of it: "MUIR    HANDLING AND
 * STORAGE.    a", "[]    ACCIDENTAL RELEASE MEASURES", ". Product and Company Identification"): the one section its
 * title names, when the title stands alone in its cell as a heading does — in capitals, or after the full stop that
 * followed the number —, two to twelve words, no label's colon, comma or digit, no sentence, no section word (its
 * number unread).
 */
function withoutNumber(line: string, read: { noise: (prefix: string) => boolean; lowConfidence: boolean; framed: boolean }): Found | null {
  // A line with the section word whose number did not read is left as read ("SECTION L - REACTIVITY DATA").
  if ([...line.slice(0, 60).matchAll(/\p{L}{4,}/gu)].some((token) => sectionWord(token[0]) !== null)) return null;
  // The title starts at the first word in capitals after what the band left: that must show (a clean line in capitals
  // with nothing before it is a sub-heading, "COMPANY IDENTIFICATION"), be noise, and hold no digit ("2 COMPOSITION …"
  // is an old sheet's own order, not a number lost).
  const start = [...line.slice(0, 40).matchAll(/(?<!\p{L})\p{Lu}\p{L}{2,}/gu)].find((word) => read.framed || line.slice(0, word.index).trim() !== "");
  if (!start) return null;
  const prefix = line.slice(0, start.index);
  if (/\p{N}/u.test(prefix) || !read.noise(prefix.replace(/\.\s*$/, ""))) return null;
  // A word glued before the title is a speck only on a line read poorly: on a clean one it is the sentence's ("THE FOLLOWING FIRST AID …").
  if (!read.lowConfidence && /\p{L}{3,}\s*$/u.test(prefix.split(WIDE_GAP).pop()!)) return null;
  // One cell of words, specks after it at most: a table's header row ("INGREDIENT NAME    % BY WEIGHT    CAS NUMBER") is no title.
  const [cell, ...after] = line.slice(start.index).split(WIDE_GAP);
  if (after.some((rest) => /\p{L}{3,}/u.test(rest))) return null;
  // Specks glued on after the title ("PROPERTIES © © 000") go: tokens of two letters at most.
  const tokens = titleAfter(cell!)?.text.split(/\s+/) ?? [];
  while (tokens.length > 1 && (tokens.at(-1)!.match(/\p{L}/gu) ?? []).length <= 2) tokens.pop();
  const text = tokens.join(" ");
  if (!text || /[:,\p{N}]/u.test(text)) return null;
  const words = text.split(/\s+/).length;
  const capitals = !/\p{Ll}/u.test(text);
  // A sentence in capitals ends in a full stop after more words than a title's ("MOVE INDIVIDUAL AWAY FROM …").
  if (words < 2 || words > 12 || (/[.;]$/.test(text) && (words > 4 || !capitals))) return null;
  if (!capitals && !/\.\s*$/.test(prefix)) return null;
  const named = titleSectionNumbers(text.slice(0, 70));
  if (named.length !== 1) return null;
  // "Identification" alone is also section 2's title with its first word damaged ("AAZARDS IDENTIFICATION"): section 1
  // needs another of its words ("Product and Company Identification").
  if (named[0] === 1 && !titleSectionNumbers(text.slice(0, 70).replace(/identi\p{L}*/giu, " ")).includes(1)) return null;
  return { number: named[0]!, title: text, word: null };
}

/** The section numbers a one-digit number may have been before OCR read it as another digit (3 ↔ 8, 1 ↔ 7, 5 ↔ 6 …). */
function digitLookAlikes(number: number): number[] {
  return (OCR_DIGIT_CONFUSIONS[String(number)] ?? []).map(Number).filter((n) => n >= 1);
}

/** A numbered heading as sections.ts reads it: marks, the section word (optional), the number, its title. */
const NUMBERED_TITLE = new RegExp(`^[-–—*#|!►▶■●•·\\s]*(?:(?:${SECTION_WORD})\\s*)?(\\d{1,2})(?!\\d)(?:\\.(?!\\d))?[\\s:.)–—-]*(\\p{L}.{2,100})$`, "u");

/**
 * Whether a line is the heading of section `number` (its number and a title that names it, the section word
 * optional): where that section's content starts. Not a reference in running text ("see section 3 …"), not a sentence.
 */
export function isSectionHeading(line: string, number: number): boolean {
  const match = NUMBERED_TITLE.exec(foldText(line.trim()));
  if (!match || Number(match[1]) !== number || /[.;]$/.test(match[2]!)) return false;
  return titleSectionNumbers(match[2]!.slice(0, 70)).includes(number);
}

/**
 * The section word a token is, as read: exact, one letter lost, added or misread ("Abschiitt", "LABSCHNITT",
 * "ección"), or with its one-digit number glued on ("SECTIONT" is section 7).
 */
function sectionWord(token: string): { printed: string; fuzzy: boolean; gluedNumber: number | null } | null {
  const folded = foldText(token);
  if (EXACT_WORD.test(folded)) return { printed: token, fuzzy: false, gluedNumber: null };
  const last = token.at(-1)!;
  if (token.length >= 7 && last in NUMBER_LIKE && EXACT_WORD.test(foldText(token.slice(0, -1)))) {
    return { printed: token.slice(0, -1), fuzzy: false, gluedNumber: NUMBER_LIKE[last]! };
  }
  const word = LONG_WORDS.find((candidate) => withinOneEdit(folded, candidate));
  if (!word) return null;
  return { printed: token === token.toUpperCase() ? word.toUpperCase() : word[0]!.toUpperCase() + word.slice(1), fuzzy: true, gluedNumber: null };
}

/**
 * Whether what stands before a heading is noise: at most four short cells before a wide gap (a page header's cell
 * among them, isHeaderCell), and glued on at most two short tokens, all of marks, digits, letter fragments of one or
 * two letters or a speck read as three or four capitals ("[77 ", "TT", "FIT", "PERS", "7 ‘", "“", "L"). A word of the language is not
 * noise: "See", "Siehe", "Voir", "Ver", "Vedi", "Zie", "Patrz", "Note" before a section's number and title make a
 * cross-reference, not a heading. On a line tesseract read with low confidence any short token but a reference word
 * is taken for a speck ("Loo wo 3.Composition…"): cross-references are running text, read with high confidence.
 */
function noiseBefore(prefix: string, lowConfidence: boolean): boolean {
  const isNoise = (token: string) => isNoiseToken(token) || (lowConfidence && !REFERENCE_WORD.test(token.replace(/\P{L}+/gu, "")));
  if (prefix.trim() === "") return true;
  // Cells and the gaps after them, in turn: [cell, gap, cell, gap, …, glued].
  const pieces = prefix.split(/(\s{2,})/);
  const glued = pieces.pop()!.trim();
  const cells = pieces.flatMap((piece, i) => (i % 2 === 0 ? [{ text: piece.trim(), gap: pieces[i + 1]!.length }] : [])).filter((cell) => cell.text !== "");
  if (cells.length > 4 || cells.some((cell) => cell.text.length > 12)) return false;
  if (glued.length > 6 || glued.split(/\s+/).length > 2) return false;
  return glued.split(/\s+/).filter(Boolean).every(isNoise)
    && cells.every((cell) => cell.text.split(/\s+/).every(isNoise) || isHeaderCell(cell.text, cell.gap));
}

/**
 * A page header's cell beside a heading band ("Free    SECTION 1", a company's name): one capitalised word set off
 * by a gap of three spaces or more. A reference word ("Note  Section 8") is not one.
 */
const isHeaderCell = (cell: string, gap: number) => gap >= 3 && /^\p{Lu}\p{L}{2,11}[).,:;|\]]?$/u.test(cell) && !REFERENCE_WORD.test(cell.replace(/\P{L}+$/u, ""));

/**
 * A section reference's leading word in the languages read (vocabulary/cross-reference-words.ts), and "Note" ("Note
 * Section 8"); in capitals a speck's three letters could be one.
 */
const REFERENCE_WORD = new RegExp(`^(?:${[...CROSS_REFERENCE_VERBS, ...CROSS_REFERENCE_ABBREVIATIONS, "note"].join("|")})$`, "iu");

export function isNoiseToken(token: string): boolean {
  const letters = token.match(/\p{L}+/gu) ?? [];
  if (letters.every((run) => run.length <= 2)) return true;
  return letters.length === 1 && /^\p{Lu}{3,4}$/u.test(letters[0]!) && !REFERENCE_WORD.test(letters[0]!);
}

/**
 * The title after the number, without the noise cells after it, its first I put back when OCR read it as l, i, | or \
 * ("2. \dentification des dangers"), brackets read as braces made round again ("Hazard(s} identification").
 */
/**
 * A title that names no section as read but does with "rn" read as the "m" it looks like, or "m" as "rn"
 * ("Brandbekärnpningsåtgärder", "Angaben zum Untemehmen"): the title so written.
 */
function rnReadBack(title: string): string {
  if (!/rn|m/.test(title) || titleSectionNumbers(title.slice(0, 70)).length > 0) return title;
  for (const other of [title.replace(/rn/g, "m"), title.replace(/m/g, "rn")]) if (other !== title && titleSectionNumbers(other.slice(0, 70)).length > 0) return other;
  return title;
}

function titleAfter(rest: string): { text: string; fixed: boolean } | null {
  const separator = AFTER_NUMBER.exec(rest)![0];
  const cells = rest.slice(separator.length).split(WIDE_GAP);
  const kept = [cells[0]!];
  for (const cell of cells.slice(1)) {
    if (!/\p{L}{4,}/u.test(cell)) break;
    kept.push(cell);
  }
  const original = kept.join(" ").replace(/[\s|[\]{}©®~=_—-]+$/u, "");
  const text = rnReadBack(titleLookAlikesRead(original)).replace(/\(([^(){}]*)\}/g, "($1)").replace(/^(?:[\\|!]|[li](?=[^aeiouyàâäéèêëíìîïóòôöúùûüh\W\d]))/u, "I");
  if (!/^\p{L}/u.test(text) || text.length < 4) return null;
  // A separator sections.ts does not take (";", a quote, "»") makes the heading one to write plain.
  return { text: text.slice(0, 120), fixed: text !== original || /[;,_’‘'"”»«=~|\]%]/.test(separator) };
}
