/**
 * Identity of the document: product name and manufacturer (section 1), revision date and number (anywhere,
 * often in page headers), and document language.
 */
import { detectDateOrder, findDates, type DateOrder } from "./dates.ts";

/** Product-name labels, best first. */
const PRODUCT_LABELS: ReadonlyArray<RegExp> = [
  /^(?:commercial\s+)?product\s*name\s*[:.●•·]?\s*(.*)$/i,
  /^product\/chemical\s*name\s*[:.]?\s*(.*)$/i,
  /^(?:material|trade)\s*name\s*[:.●•·]?\s*(.*)$/i,
  /^(?:1\.1\.?\s*)?product\s*identifier(?:\s*used on the label)?\s*[:.●•·]?\s*(.*)$/i,
  /^identification of the (?:product|substance)\s*[:.]?\s*(.*)$/i,
  /^product\s*(?:description)\s*[:.]?\s*(.*)$/i,
  /^product\s*[:]\s*(.*)$/i,
];

/** Lines that are labels or boilerplate, never a product or company name. */
const NOT_A_VALUE =
  /^(?:\d+(?:\.\d+)*\.?\s+)?(?:product|sales|material|cat(?:alog)?|recommended|relevant|details|synonyms?|cas|ec|index|formula|molecular|sds|msds|version|revision|issue|print|date|page|other means|use|uses|brand|company|supplier|manufacturer|address|telephone|phone|fax|e-?mail|emergency|tel\b|chemtrec|website|www\.|http|article|upc|code|reference)\b/i;

function firstColumn(text: string): string {
  return text.split(/\s{3,}|\t/)[0].trim();
}

function cleanValue(text: string): string {
  return text
    .replace(/^[\s:;.●•·\-–]+/, "")
    // Dingbat bullets come out of some fonts as a lone letter ("l Innophos" for "● Innophos").
    .replace(/^[lnu]\s+(?=[A-Z0-9])/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A catalogue code on its own ("552969 T", "RM0002210") is not a product name. */
function isCodeLike(text: string): boolean {
  return !/[A-Za-z]{3,}/.test(text) || /^[A-Z]{0,3}\d{5,}[A-Z]?$/.test(text.replace(/\s+/g, ""));
}

/**
 * Product name from the lines of section 1 (or page 1 when no section 1 was found). Label values may continue on
 * the next lines: when the value ends with "/" or the next line carries on in the same capitals.
 */
export function findProductName(lines: readonly string[], titleLines: readonly string[] = []): string | null {
  for (const label of PRODUCT_LABELS) {
    for (let index = 0; index < lines.length; index++) {
      const match = label.exec(lines[index].trim());
      if (!match) continue;
      let value = cleanValue(firstColumn(match[1]));
      let next = index + 1;
      if (value === "" || isCodeLike(value)) {
        value = "";
        while (next < lines.length && next <= index + 3) {
          const candidate = cleanValue(firstColumn(lines[next]));
          next++;
          if (candidate === "" || NOT_A_VALUE.test(candidate) || /:\s*\S/.test(candidate) || isCodeLike(candidate)) continue;
          value = candidate;
          break;
        }
      }
      if (value === "" || NOT_A_VALUE.test(value)) continue;
      value = appendContinuation(value, lines, next);
      return value;
    }
  }
  return titleLines.map((line) => cleanValue(line)).find((line) => line.length >= 3 && !isCodeLike(line)) ?? null;
}

function appendContinuation(value: string, lines: readonly string[], next: number): string {
  let result = value;
  for (let index = next; index < lines.length && index < next + 3; index++) {
    const line = cleanValue(firstColumn(lines[index]));
    if (line === "" || NOT_A_VALUE.test(line) || /:/.test(line)) break;
    const continuesPath = /\/$/.test(result);
    const bothCapitals = result === result.toUpperCase() && line === line.toUpperCase() && /[A-Z]{3}/.test(line);
    if (!continuesPath && !(bothCapitals && /\b(?:BATHROOM|AND|OF|WITH|FOR|,)$|[A-Z]$/.test(result) && result.length > 25)) break;
    result = continuesPath ? result + line : `${result} ${line}`;
  }
  return result;
}

/** A label ends in a colon, a bullet, a column gap or the end of the line ("COMPANY/UNDERTAKING" is no label). */
const LABEL_END = "(?:\\s*[:●•·]\\s*|\\s{2,}|\\s*$)";
const COMPANY_LABELS: ReadonlyArray<RegExp> = [
  new RegExp(`^[·•●]?\\s*(?:manufacturer|company|supplier|distributor)\\s*name${LABEL_END}(.*)$`, "i"),
  new RegExp(`^[·•●]?\\s*(?:manufacturer|producer)(?:\\s*[\\/,]\\s*(?:importer|supplier|distributor)[,]?)*${LABEL_END}(.*)$`, "i"),
  new RegExp(`^[·•●]?\\s*(?:company|supplier|distributed by|distributor|supplier address)${LABEL_END}(.*)$`, "i"),
];

/** Headings of the supplier block, after which the first company-looking line is the manufacturer. */
const SUPPLIER_HEADING = /details of (?:the )?(?:supplier|manufacturer)|supplier'?s? details|manufacturer\/supplier identification|company identification|chemical manufacturer/i;

const COMPANY_SUFFIX = /\b(?:inc|incorporated|llc|ltd|limited|corp|corporation|company|co|gmbh|ag|s\.?a\.?s?|b\.?v\.?|bvba|n\.?v\.?|plc|pty|pvt|s\.?p\.?a|srl|kg|oy|ab|as|lp)\b\.?/i;

const NOT_A_COMPANY = /emergency|telephone|phone|\bfax\b|e-?mail|24 hour|information|chemtrec|www\.|http|^\+?\d[\d\s()+-]{6,}$|street|road|avenue|drive|p\.?o\.? box|toxicologist|engineer|regulatory department/i;

function companyValue(text: string): string | null {
  let value = cleanValue(firstColumn(text));
  value = value.replace(/\s+as agents? for$/i, "");
  if (value.length < 2 || NOT_A_COMPANY.test(value) || /^[\d\W]+$/.test(value)) return null;
  return value;
}

export function findManufacturer(lines: readonly string[]): string | null {
  for (const label of COMPANY_LABELS) {
    for (let index = 0; index < lines.length; index++) {
      const match = label.exec(lines[index].trim());
      if (!match) continue;
      const agentFor = /\bas agents? for\s*$/i.test(match[1]);
      const sameLine = agentFor ? null : companyValue(match[1]);
      if (sameLine) return sameLine;
      if (cleanValue(match[1]) !== "" && !agentFor && !NOT_A_COMPANY.test(match[1])) continue;
      for (let next = index + 1; next < lines.length && next <= index + 2; next++) {
        const value = companyValue(lines[next]);
        if (value && !COMPANY_LABELS.some((other) => other.test(lines[next].trim()))) return value;
      }
    }
  }
  for (let index = 0; index < lines.length; index++) {
    if (!SUPPLIER_HEADING.test(lines[index])) continue;
    const following = lines.slice(index + 1, index + 8);
    const withSuffix = following.map(companyValue).find((value) => value && COMPANY_SUFFIX.test(value));
    if (withSuffix) return withSuffix;
    const firstPlain = following.find((line) => companyValue(line) && !/:/.test(line) && /[A-Za-z]{3}/.test(line));
    if (firstPlain) return companyValue(firstPlain);
  }
  return null;
}

/** Date labels, best first; a print date or a previous issue date is never a revision date. */
const REVISION_LABELS: ReadonlyArray<RegExp> = [
  /(?:revision|revison|revised|rev\.)\s*(?:date|on)?|date\s*of\s*(?:last\s*)?revision|last\s*revision|reviewed\s*on|date\s*reviewed|修订日期/gi,
  /(?:issue|issuing|version|effective|release)\s*date|date\s*of\s*issue|date\s*of\s*preparation|prepared\s*(?:on|date)/gi,
];
const NOT_REVISION = /print|previous|supersed|superced|creation|first|filed|expir|最初/i;

export function findRevisionDate(lines: readonly string[]): string | null {
  const order: DateOrder = detectDateOrder(lines.join("\n"));
  for (const label of REVISION_LABELS) {
    const counts = new Map<string, number>();
    let firstSeen: string | null = null;
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index];
      for (const match of line.matchAll(label)) {
        const labelEnd = (match.index ?? 0) + match[0].length;
        const before = line.slice(Math.max(0, (match.index ?? 0) - 12), match.index);
        if (NOT_REVISION.test(before) || NOT_REVISION.test(match[0])) continue;
        const after = line.slice(labelEnd);
        const date = dateRightAfter(after, order) ?? (after.trim() === "" || /^[\s:]*$/.test(after) ? dateRightAfter(lines[index + 1] ?? "", order) : null);
        if (!date) continue;
        counts.set(date, (counts.get(date) ?? 0) + 1);
        firstSeen ??= date;
      }
    }
    if (firstSeen) return firstSeen;
  }
  return null;
}

/** The first date in the text, if no other date label comes before it ("Issue date 1/2/17 Print date …"). */
function dateRightAfter(text: string, order: DateOrder): string | null {
  const dates = findDates(text.slice(0, 60), order);
  if (dates.length === 0) return null;
  const between = text.slice(0, dates[0].index);
  if (/print|previous|supersed|superced|creation/i.test(between)) return null;
  return dates[0].iso;
}

export function findRevisionNumber(lines: readonly string[]): string | null {
  const patterns = [
    /revision\s*(?:number|no\.?|#)\s*[:.]?\s*([A-Za-z]?\d+(?:\.\d+)*)/i,
    /version\s*(?:number|no\.?|#)?\s*[:.]?\s*[vV]?\s*(\d+(?:\.\d+)*)/i,
    /\/\s*v\s*(\d+(?:\.\d+)+)/i,
  ];
  for (const pattern of patterns) {
    for (const line of lines) {
      const match = pattern.exec(line);
      if (match) return match[1];
    }
  }
  return null;
}

const STOPWORDS: Readonly<Record<string, readonly string[]>> = {
  en: ["the", "and", "of", "with", "for", "not", "this", "product", "if", "or"],
  de: ["der", "die", "und", "das", "mit", "nicht", "für", "von", "bei", "ist"],
  fr: ["le", "la", "les", "et", "des", "du", "pour", "avec", "dans", "est"],
  es: ["el", "la", "los", "y", "de", "para", "con", "por", "del", "las"],
  it: ["il", "di", "e", "per", "con", "non", "della", "del", "le", "che"],
  nl: ["de", "het", "en", "van", "met", "niet", "voor", "een", "bij", "is"],
  pt: ["o", "os", "e", "de", "para", "com", "não", "do", "da", "em"],
};

/** Language of the document's opening text by common words; Chinese/Japanese by script. */
export function detectLanguage(text: string): string {
  const sample = text.slice(0, 6000);
  const cjk = (sample.match(/[\u4e00-\u9fff\u3040-\u30ff]/g) ?? []).length;
  const latin = (sample.match(/[A-Za-z]/g) ?? []).length;
  if (cjk > latin / 2) return /[\u3040-\u30ff]/.test(sample) ? "ja" : "zh";
  const words = sample.toLowerCase().match(/[a-zäöüßéèàçñõãíóú]+/g) ?? [];
  let best = "en";
  let bestCount = 0;
  for (const [language, stopwords] of Object.entries(STOPWORDS)) {
    const set = new Set(stopwords);
    const count = words.filter((word) => set.has(word)).length;
    if (count > bestCount) {
      best = language;
      bestCount = count;
    }
  }
  return best;
}
