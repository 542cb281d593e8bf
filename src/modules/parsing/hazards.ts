/**
 * Hazard information from section 2: signal word, H-codes (suffixed H360FD / H350i, combined H300+H330, EUH),
 * P-codes (combined ones split), and hazard statements printed as words mapped to their codes.
 */
import { CAS_CONTEXT, CAS_NUMBER } from "./cas-repair.ts";
import { codesFromClassification } from "./classification.ts";
import { statesNoLabelElements } from "./label-elements-absent.ts";
import { hazardStatementText, isKnownHazardCode, readStatements } from "./ghs-statements.ts";
import { foldLine, foldText } from "./section-vocabulary.ts";
import { findOverviewOpening, findSignalWordFinding, type SignalWordFinding } from "./signal-word.ts";
import { isAnsiOverviewWord } from "./signal-word-ansi-overview.ts";
import { statesProductNotClassified } from "./signal-word-check.ts";
import { beforeIngredients, classifiedUnderAnotherRegime, COMPOSITION_TITLE, outsideLabelElements } from "./signal-word-doubts.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { withSlashCombinedCodesJoined } from "./slash-combined-codes.ts";
import { carriesSignalWord, HAZARD_STATEMENT_LABELS, OTHER_HAZARDS_TITLES_EU, PRECAUTIONARY_LABELS, SIGNAL_WORD_LABELS } from "./signal-words.ts";
import { NO_SIGNAL_WORD } from "./signal-word-none.ts";
import type { HazardStatement, SignalWord } from "./types.ts";

export { findSignalWord } from "./signal-word.ts";

/**
 * Australia's supplementary statements (AUH001 … AUH071, WHS Regulations: the EUH statements' counterparts, same numbers,
 * wordings the same or nearly) are read as codes and kept when the statement tables know them (`isKnownHazardCode`, as
 * for every code; AUSTRALIAN_HAZARD_STATEMENTS): the record, the corrections form and the label printer share them.
 * Printed as words without a code they are never read as AUH (see ghs-statements.ts).
 *
 * Reproductive toxicity and carcinogenicity suffixes that are part of the code (CLP Annex VI / GHS), also with the
 * statement glued on ("H361dSuspected…", "H360FDMay…": a capital that starts a word may follow the suffix).
 */
const HAZARD_CODE = /(?<![A-Za-z0-9])(EUH\d{3}A?|AUH\d{3}|H\d{3})((?:FD|Fd|Df|fd|F|D|f|d|i)(?![a-z]|[A-Z](?![a-z])))?/g;
const PRECAUTION_CODE = /(?<![A-Za-z0-9])P(\d{3})(?!\d)((?:\s*\+\s*P?\d{3}(?!\d))*)/g;
/** A code printed with a space (also a no-break space) or hyphen after its letter(s): "H 302", "EUH 066", "H-315", "P 210". */
const SPACED_CODE = /(?<![A-Za-z0-9])(EUH|AUH|H|P)[ \u00a0-](\d{3})(?!\d)/g;
/** Also combined codes printed with slashes, read as with "+" ("P301/310"; see slash-combined-codes.ts). */
const closeSpacedCodes = (text: string) => withSlashCombinedCodesJoined(text.replace(SPACED_CODE, "$1$2"));
/** Later parts of a combined code printed without their letter: "H302+332", "P305+351+338". */
const SHORTHAND_PARTS = /\+\s*(?:H|P)?(\d{3})/g;

/** Valid P-code ranges (GHS Annex 3, section 3): 101–103, 201–285, 301–391, 401–422, 501–503. */
export function isKnownPrecautionCode(code: string): boolean {
  const number = Number.parseInt(code.slice(1), 10);
  return (
    (number >= 101 && number <= 103) ||
    (number >= 201 && number <= 285) ||
    (number >= 301 && number <= 391) ||
    (number >= 401 && number <= 422) ||
    (number >= 501 && number <= 503)
  );
}

/**
 * Hazard codes in text; combined ones ("H300 + H330", "H302+H312+H332") come out as their parts. A suffix is kept
 * only where the suffixed code exists (H360FD, H361d, H350i, also glued: "H361dSuspected"); "H315Causes" stays H315.
 */
export function extractHazardCodes(printed: string): string[] {
  const text = closeSpacedCodes(printed);
  const codes: string[] = [];
  for (const match of text.matchAll(HAZARD_CODE)) {
    const base = match[1];
    const suffixed = match[2] ? base + match[2] : null;
    const code = suffixed && isKnownHazardCode(suffixed) ? suffixed : base;
    if (isKnownHazardCode(code) && !codes.includes(code)) codes.push(code);
  }
  for (const combined of text.matchAll(/(?<![A-Za-z0-9])H\d{3}((?:\s*\+\s*H?\d{3}(?!\d))+)/g)) {
    for (const part of combined[1].matchAll(SHORTHAND_PARTS)) {
      const code = `H${part[1]}`;
      if (isKnownHazardCode(code) && !codes.includes(code)) codes.push(code);
    }
  }
  return codes;
}

/** Precautionary codes in text; "P305 + P351 + P338" comes out as P305, P351, P338. */
export function extractPrecautionCodes(printed: string): string[] {
  const text = closeSpacedCodes(printed);
  const codes: string[] = [];
  for (const match of text.matchAll(PRECAUTION_CODE)) {
    const parts = [match[1], ...[...(match[2] ?? "").matchAll(SHORTHAND_PARTS)].map((part) => part[1])];
    for (const digits of parts) {
      const code = `P${digits}`;
      if (isKnownPrecautionCode(code) && !codes.includes(code)) codes.push(code);
    }
  }
  return codes;
}

/** Splits a printed combined code into its parts: "H300+H330" → ["H300", "H330"]. */
export function splitCombinedCode(code: string): string[] {
  return code.split(/\s*\+\s*/).map((part) => part.trim()).filter(Boolean);
}

/**
 * Where the label's hazard statements end: the next label of the section (English, then the CLP languages). The
 * precautionary labels of signal-words.ts ("Precautionary statements", "Prevention", "Response", "Storage", "Disposal"
 * …) end it too, through PRECAUTIONARY_LABEL.
 */
const STATEMENT_BLOCK_END = new RegExp([
  String.raw`pictogram|supplement|other hazards?|hazards? not otherwise|\bHNOC\b|appearance|general\s*:|^\s*P\d{3}|emergency overview|label elements`,
  // US sheets' closing parts of 2.2 (Sphera/WERCS): "Other information", "Unknown acute toxicity".
  String.raw`^\s*(?:other|additional) information|unknown (?:acute )?toxicity`,
  // es, fr, de, it, nl, pt, pl: precautionary statements, other hazards, pictograms (REACH Annex II 2.2, 2.3).
  String.raw`consejos? de prudencia|conseils? de prudence|sicherheitshinweis|consigli di prudenza|veiligheidsaanbeveling|voorzorgsmaatregel|recomenda[cç][oõ]es de prud[eê]ncia|[śs]rodki ostro[żz]no[śs]ci`,
  // One manufacturer's labels of the precautionary statements (3M: es "Declaraciones de precaución", fr-CA "Mises en garde").
  String.raw`declaraci(?:ones|[oó]n) de precauci[oó]n|^\s*mises en garde`,
  String.raw`otros peligros|autres dangers|sonstige gefahren|altri pericoli|andere gevaren|outros perigos|inne zagro[żz]enia|piktogramm`,
  // sv, da, no, fi: precautionary statements, other hazards, pictograms.
  String.raw`skyddsangivelse|sikkerhedss[æa]e?tning|sikkerhetssetning|forsiktighetsr[åa]d|forsiktighetsregl|turvalausek|andra faror|andre farer|muut vaarat|farepiktogram|varoitusmerk`,
  // Health effects and routes of exposure described after the label elements (US and old-format sheets): their
  // sentences ("Eyes: Causes eye irritation.") describe effects, they are not the label's statements.
  String.raw`health effects|routes? of (?:entry|exposure)|efectos (?:potenciales )?(?:agudos |cr[oó]nicos )?(?:para|sobre) la salud|effets (?:potentiels )?sur la sant[ée]|gesundheitsgefahren|effetti (?:potenziali )?sulla salute`,
  String.raw`^\s*(?:eyes?|eye contact|skin|skin contact|inhalation|inhaled|ingestion|swallowed|ojos|contacto con (?:los ojos|la piel)|piel|inhalaci[oó]n|ingesti[oó]n|yeux|peau|contact avec (?:les yeux|la peau)|augen|haut|einatmen|verschlucken|augenkontakt|hautkontakt)\s*:`,
].join("|"), "i");

/** The statements label's own words, folded (signal-words.ts's in every language): a regex source, one group. */
export const STATEMENT_LABEL_WORDS = `(?:${phrasePattern(HAZARD_STATEMENT_LABELS)})`;
/**
 * The label of the hazard statements block and the text after it, matched on folded text (foldText): the labels of
 * signal-words.ts in every language (with the short forms "H-Sätze", "Phrases H", "H-věty"), a bracketed plural
 * after them ("Hazard statement(s)", "Gefahrenhinweis(e)") and a colon or bullet.
 */
const STATEMENT_LABEL = new RegExp(String.raw`(?<![\p{L}])${STATEMENT_LABEL_WORDS}(?:\s*\(\p{L}{1,2}\))?(?![\p{L}])\s*[:●•]?\s*(.*)$`, "u");
/** What comes before words that continue a sentence: a lower-case word or a comma, and one space. */
const IN_SENTENCE = /[a-z,;] $/;
/** Words an authoring system prints before the label itself (it "Codici di indicazioni di pericolo"): still the label. */
const LABEL_PREFIX = /(?:^|\s)codic[ei] di $/i;
/** A pointer to the full texts elsewhere (section 16), not a block of statements. */
const SEE_ELSEWHERE = /full text|see section|texto completo|texte (?:complet|int[ée]gral)|wortlaut|testo completo|volledige tekst|texto integral|pe[łl]na tre[śs][ćc]/i;
/** A signal-word label (signal-words.ts, every language) ends the block too; matched on folded text. */
const SIGNAL_LABEL = new RegExp(String.raw`(?<![\p{L}])(?:${phrasePattern(SIGNAL_WORD_LABELS)})`, "u");
/**
 * A precautionary statements label (signal-words.ts lists them in every language: "Precautionary statements",
 * "Prevention", cs "Pokyny pro bezpečné zacházení", et "Hoiatuslaused"), matched on folded text.
 */
const PRECAUTIONARY_LABEL = new RegExp(String.raw`(?<![\p{L}])(?:${phrasePattern(PRECAUTIONARY_LABELS)})(?![\p{L}])`, "u");


/**
 * The lines of the "Hazard statements" block(s) of section 2, where word-only statements are looked up.
 * Keeping to that block stops sentences elsewhere ("Very toxic to aquatic life…" under "Other information")
 * from being read as label statements. Each line is folded once.
 */
export function hazardStatementBlocks(sectionLines: readonly string[]): string {
  const foldedLines = sectionLines.map(foldText);
  const block: string[] = [];
  for (let index = 0; index < sectionLines.length; index++) {
    const label = statementLabel(sectionLines[index]!, foldedLines[index]!);
    if (!label || SEE_ELSEWHERE.test(sectionLines[index]!)) continue;
    // "Hazard statements: None" / "Not applicable" / "entfällt": the label holds no statements; what follows is not its.
    if (label[1] && NO_SIGNAL_WORD.test(foldText(label[1]).replace(/^[\s:.\-–—]+/, "").trim())) continue;
    if (label[1]) block.push(label[1]);
    for (let next = index + 1; next < sectionLines.length && next <= index + 25; next++) {
      const line = sectionLines[next]!;
      if (endsStatementBlock(line, foldedLines[next]!) || statementLabel(line, foldedLines[next]!)) break;
      block.push(line);
    }
  }
  return block.join("\n");
}

/** 2.3's title in the EU's other languages ("Άλλοι κίνδυνοι", "Další nebezpečnost"), on folded text. */
const OTHER_HAZARDS_EU = new RegExp(`(?<![\\p{L}])(?:${OTHER_HAZARDS_TITLES_EU.join("|")})(?![\\p{L}])`, "u");

/** Words split at kerning closed up ("Haz ard statem ents" → "Hazardstatements"): the spaces between letters left out. */
const closeLetters = (text: string) => text.replace(/(?<=\p{L}) (?=\p{L})/gu, "");

/**
 * A line that closes the statements block: the next label of the section, in any language the parser reads, also
 * with its words split at kerning. `folded` is the line's foldText.
 */
function endsStatementBlock(line: string, folded: string): boolean {
  return [line, closeLetters(line)].some((text) => STATEMENT_BLOCK_END.test(text)) ||
    [folded, closeLetters(folded)].some((text) => SIGNAL_LABEL.test(text) || PRECAUTIONARY_LABEL.test(text)) || OTHER_HAZARDS_EU.test(folded);
}

/**
 * Where a position of the folded line lies in the printed one. foldText keeps the length of precomposed letters, but
 * not of "ß" ("ss"), Hangul syllables (their letters) or combining marks (dropped): then each printed character's
 * folded length is counted.
 */
function printedPositions(line: string, folded: string): (foldedAt: number) => number {
  if (folded.length === line.length && !COMBINING_MARK.test(line)) return (foldedAt) => foldedAt;
  const printedAt: number[] = [];
  let at = 0;
  for (const char of line) {
    for (let k = foldText(char).length; k > 0; k--) printedAt.push(at);
    at += char.length;
  }
  printedAt.push(at);
  return (foldedAt) => printedAt[Math.min(foldedAt, printedAt.length - 1)]!;
}
const COMBINING_MARK = /\p{M}/u;

/**
 * The statements label and the text after it, as printed, also when the text layer split its words at kerning ("Haz
 * ard statem ents"): then matched with the spaces between letters left out, the rest taken from the printed line.
 * `folded` is the line's foldText, where the label is matched.
 */
function statementLabel(line: string, folded: string): [string, string] | null {
  const label = STATEMENT_LABEL.exec(folded);
  if (label) {
    const printedAt = printedPositions(line, folded);
    const labelAt = printedAt(label.index);
    const before = line.slice(0, labelAt);
    // Inside running text ("… such as hazard statement from previous MSDS") the words are not a label.
    if (IN_SENTENCE.test(before) && !LABEL_PREFIX.test(before)) return null;
    const restAt = printedAt(label.index + label[0].length - (label[1] ?? "").length);
    return [line.slice(labelAt, restAt), line.slice(restAt)];
  }
  const closed = closeLetters(folded);
  const spaced = STATEMENT_LABEL.exec(closed);
  if (!spaced) return null;
  // The folded position after the label: as many non-space characters in as the closed line's label ends at.
  const labelEnd = closed.length - (spaced[1] ?? "").length;
  const wanted = closed.slice(0, labelEnd).replace(/\s/g, "").length;
  let seen = 0;
  let at = 0;
  while (at < folded.length && seen < wanted) if (!/\s/.test(folded[at++]!)) seen++;
  const restAt = printedPositions(line, folded)(at);
  return [line.slice(0, restAt), line.slice(restAt).trim()];
}

export type HazardInfo = {
  signalWord: SignalWord | null;
  /** Where the signal word (or the statement that there is none) was read. */
  signalWordFinding: SignalWordFinding | null;
  hCodes: string[];
  pCodes: string[];
  statements: HazardStatement[];
  codesFromWords: string[];
  /** Every word of the statements block belongs to a statement that was recognised (nothing left unread). */
  statementWordsAllRead: boolean;
  /** Codes derived from the printed classification ("Flam. Liq. 2"), only when no code was printed or worded. */
  codesFromClassification: string[];
  /** The section lines the classification was read from. */
  classificationLines: number[];
  /**
   * Section 2 states that the label has no elements ("No label elements assigned.", "Kennzeichnung: entfällt"): then no
   * codes are derived from the classification here, and no signal word from the codes (confidence.ts). Decided once.
   */
  statesNoLabelElements: boolean;
  /** The word of an old MSDS's emergency overview, as printed, not taken for the signal word (signal-word-ansi-overview.ts). */
  ansiOverviewWord: string | null;
};

export function parseHazards(sectionLines: readonly string[]): HazardInfo {
  const text = sectionLines.join("\n");
  const productLines = withoutComposition(sectionLines);
  const printedCodes = extractHazardCodes(productLines.join("\n"));
  // The GHS statements under an HCS 2012 overview's signal word are the label's statements too (signal-word.ts).
  const overviewStatements = findOverviewOpening(productLines)?.statementLines ?? [];
  const worded = readWordedStatements([hazardStatementBlocks(productLines), ...overviewStatements].join("\n"));
  const codesFromWords = worded.codes.filter((code) => !printedCodes.includes(code));
  // A label stated to have no elements ("No label elements assigned.") carries no codes the classification would give.
  const noLabelElements = statesNoLabelElements(productLines);
  const deriveCodes = printedCodes.length === 0 && codesFromWords.length === 0 && !noLabelElements;
  const classification = deriveCodes ? codesFromClassification(productLines) : { codes: [], lineIndexes: [] };
  const hCodes = sortCodes([...printedCodes, ...codesFromWords, ...classification.codes]);
  const read = unlessUnclassified(findSignalWordInLabel(sectionLines), hCodes,
    () => noLabelElements || statesProductNotClassified(productLines) || classifiedUnderAnotherRegime(productLines));
  // An old MSDS's emergency overview word is not a GHS label's (signal-word-ansi-overview.ts).
  const overviewWord = isAnsiOverviewWord(read, sectionLines, hCodes) ? read : null;
  const signalWordFinding = overviewWord ? null : read;
  return {
    signalWord: signalWordFinding?.word ?? null,
    signalWordFinding,
    ansiOverviewWord: overviewWord?.text ?? null,
    hCodes,
    pCodes: sortCodes(extractPrecautionCodes(text)),
    statements: hCodes.map((code) => ({ code, text: hazardStatementText(code) ?? "" })),
    codesFromWords,
    statementWordsAllRead: worded.codes.length > 0 && worded.unreadWords === 0,
    codesFromClassification: sortCodes(classification.codes),
    classificationLines: classification.lineIndexes,
    statesNoLabelElements: noLabelElements,
  };
}

/**
 * A word read without a signal-word label of its own ("Attention !" heading a note, "Uwaga" over a remark, a word
 * after the pictograms' label) on a sheet that prints no hazard code that carries a word, and either prints codes that
 * carry none (EUH210, H412) or says the product is not classified, or that its label has no elements: GHS gives a word
 * only with a hazard category, whose statement the label prints, so the word is the language's everyday "Attention" /
 * "Note", not the product's signal word. A word after its own label keeps its value (checkSignalWord lowers it for
 * review).
 */
export function unlessUnclassified(finding: SignalWordFinding | null, hCodes: readonly string[], unclassified: () => boolean): SignalWordFinding | null {
  // A word where the label's value would be but not after the label (a table row under "Pictograms    Signal word",
  // a word just above an empty label) on a sheet that prints no code and says it needs no label or classification:
  // the cell holds another column's text or a note's word (session 22).
  if (finding?.word && finding.besideLabel && hCodes.length === 0 && unclassified()) return null;
  if (!finding?.word || !finding.unlabelled || hCodes.some(carriesSignalWord)) return finding;
  // Only codes GHS gives no word (EUH210, H412): they say by themselves that the label has none. A word outside the
  // label elements ("2.3 Other hazards" / "Attention") heads a note there.
  return hCodes.length > 0 || finding.outsideLabelElements || unclassified() ? null : finding;
}

/**
 * The signal word of section 2 read before a composition the section ran into (an ingredient's word is not the
 * product's), marked when read without its own label outside the label elements (signal-word-doubts.ts).
 */
function findSignalWordInLabel(sectionLines: readonly string[]): SignalWordFinding | null {
  const lines = beforeIngredients(sectionLines);
  const finding = findSignalWordFinding(lines);
  if (!finding?.word || !finding.unlabelled) return finding;
  return outsideLabelElements(lines.map(foldLine), finding.lineIndex) ? { ...finding, outsideLabelElements: true } : finding;
}

/** A composition table's header row: "CAS" beside another column ("Name    CAS No.    %", "CAS    Gew.-%"). */
const COLUMN_BESIDE_CAS = /\s{2,}|%|concentration|conc\.|weight|gew|konz|teneur|concentracion|concentrazione|gehalte|concentracao|stezenie|halt|pitoisuus/;

/**
 * Whether a line opens a composition: its title, or a CAS column header over rows that carry an ingredient's CAS number
 * and hazard code ("Xylene    1330-20-7    10-20 %    H226"); a table of the components named on the label has no codes.
 */
function opensComposition(lines: readonly string[], index: number): boolean {
  const folded = foldText(lines[index]!).trim();
  if (COMPOSITION_TITLE.test(folded)) return true;
  if (!CAS_CONTEXT.test(folded) || CAS_NUMBER.test(folded) || !COLUMN_BESIDE_CAS.test(folded)) return false;
  return lines.slice(index + 1, index + 4).some((line) => CAS_NUMBER.test(line) && extractHazardCodes(line).length > 0);
}

/**
 * Section 2's lines before a composition that the section finder took into it (section 3's heading lost): the
 * ingredients' classifications are not the product's. Only when hazard codes stand before it (a sheet printing an
 * ingredients table first, as old US sheets do, keeps its lines) and no label element follows it (a table of the
 * components named on the label, inside 2.2, is followed by precautionary statements or the signal word).
 */
function withoutComposition(sectionLines: readonly string[]): readonly string[] {
  for (let index = 1; index < sectionLines.length; index++) {
    if (!opensComposition(sectionLines, index)) continue;
    const before = sectionLines.slice(0, index);
    const after = sectionLines.slice(index).join("\n");
    const labelFollows = extractPrecautionCodes(after).length > 0 || SIGNAL_LABEL.test(foldText(after));
    return extractHazardCodes(before.join("\n")).length > 0 && !labelFollows ? before : sectionLines;
  }
  return sectionLines;
}

/** A printed hazard code, combined ones whole ("H302 + H332", "H302+332"). */
const PRINTED_CODE_CHAIN = /(?<![A-Za-z0-9])(?:EUH|AUH|H)\d{3}(?:\s*\+\s*(?:EUH|H)?\d{3}(?!\d))*/g;

/**
 * The codes of the statements block's wording. Sheets that print each code before its statement sometimes word the
 * statement their own way ("H304 Puede ser mortal en caso de ingestión y de penetración …"), and a shorter official
 * statement inside that wording (H300 "Mortal en caso de ingestión") is not a statement of its own. So the text from
 * a printed code to the next one is that code's: read there, it adds codes only when its own code was recognised in
 * it too (a further statement printed without its code), never a variant of the printed code (H350i's wording after
 * "H350"); text before the first code is read as it stands.
 */
function readWordedStatements(block: string): { codes: string[]; unreadWords: number } {
  const whole = readStatements(block);
  const text = closeSpacedCodes(block);
  const owners = [...text.matchAll(PRINTED_CODE_CHAIN)];
  if (owners.length === 0 || whole.codes.length === 0) return whole;
  const codes = new Set(readStatements(text.slice(0, owners[0]!.index)).codes);
  owners.forEach((owner, index) => {
    const own = extractHazardCodes(owner[0]);
    const read = readStatements(text.slice(owner.index, owners[index + 1]?.index ?? text.length)).codes;
    const base = (code: string) => code.replace(/^(EUH|H)(\d{3}).*$/, "$1$2");
    // The printed code stands: its wording names no variant of it beside it ("H350 … por inhalación" is H350, not H350i).
    const variantOfPrinted = (code: string) => own.some((printed) => printed !== code && base(printed) === base(code));
    if (read.some((code) => own.some((printed) => base(printed) === base(code)))) for (const code of read) if (!variantOfPrinted(code)) codes.add(code);
  });
  return { codes: [...codes], unreadWords: whole.unreadWords };
}

function sortCodes(codes: string[]): string[] {
  return [...new Set(codes)].sort((a, b) => a.localeCompare(b, "en"));
}
