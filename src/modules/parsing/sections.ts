/**
 * The 16 SDS sections, found by their headings, and page furniture (repeated headers and footers).
 *
 * Headings come in many forms: "SECTION 2: HAZARDS IDENTIFICATION", "2. Hazards identification",
 * "2 HAZARDS IDENTIFICATION", "Section 2 - …", "------SECTION 2: INGREDIENTS ------", headings split over two
 * lines, and old ANSI MSDSs where section 2 is composition and 3 hazards. A heading is accepted only when its
 * title names what that section is about, and the chosen headings must have increasing printed numbers
 * (longest such chain), which drops "see Section 16" references and repeated continuation headings.
 */
import type { DocLine, SdsSection, SectionSpan, SdsTextPage } from "./types.ts";

/** What each GHS section is about, as words its title contains. */
const SECTION_TITLE_PATTERNS: ReadonlyArray<readonly [number, RegExp]> = [
  [2, /hazards?\s*(?:\(s\)\s*)?identification|hazards? identified|identification of hazards|hazard\(s\)|hazards? information|^hazards?$/i],
  [3, /composition|ingredients?/i],
  [4, /first[\s-]*aid/i],
  [5, /fire[\s-]*fighting|fire and explosion|fire fighting|firefighting/i],
  [6, /accidental release|spill or leak|spillage/i],
  [7, /handling|storage/i],
  [8, /exposure controls?|personal protection|exposure limits/i],
  [9, /physical/i],
  [10, /stability|reactivity/i],
  [11, /toxicolog/i],
  [12, /ecolog/i],
  [13, /disposal/i],
  [14, /transport/i],
  [15, /regulatory/i],
  [16, /other information|^other$|additional information/i],
  // Last: "identification" alone also appears in section 2's title ("Hazards identification").
  [1, /identification|product and company|chemical product|product identifier|identity/i],
];

/** "SECTION 2", "Section 2 -", "2.", "2", optionally wrapped in dashes or preceded by a revision marker. */
const NUMBERED_HEADING = /^[-–—*#|\s]*(?:(SECTION|Section|SEC\.?)\s*)?(\d{1,2})\s*(?:[.:)\-–—]\s*|\s)\s*(.{3,})$/;

export function titleSectionNumber(title: string): number | null {
  const cleaned = title.replace(/[-–—]+\s*$/, "").trim();
  for (const [number, pattern] of SECTION_TITLE_PATTERNS) if (pattern.test(cleaned)) return number;
  return null;
}

type HeadingCandidate = { lineIndex: number; printed: number; semantic: number; title: string; explicit: boolean };

function headingCandidate(line: DocLine, lineIndex: number): HeadingCandidate | null {
  if (line.isFurniture || line.text.length > 120) return null;
  const match = NUMBERED_HEADING.exec(line.text);
  if (!match) return null;
  const explicit = Boolean(match[1]);
  const printed = Number.parseInt(match[2], 10);
  if (printed < 1 || printed > 16) return null;
  // Subsection numbers ("2.1 Classification") are not headings.
  if (!explicit && /^\d{1,2}\.\d/.test(line.text.trim().replace(/^[-–—*#|\s]+/, ""))) return null;
  const title = match[3].replace(/[-–—]+\s*$/, "").trim();
  // Body text that happens to start with a number ("1 Philips Parkway", "30 Bond Street") is not a heading:
  // without the word SECTION, the title must be short and must say what the section is about.
  const semantic = titleSectionNumber(title.slice(0, 60));
  if (!explicit && (semantic === null || title.length > 90)) return null;
  if (!explicit && !/^[A-Z]/.test(title)) return null;
  if (semantic !== null && semantic !== printed && !isAnsiSwap(printed, semantic)) return null;
  return { lineIndex, printed, semantic: semantic ?? printed, title, explicit };
}

/** Old ANSI Z400.1 MSDSs: 2 = composition, 3 = hazards identification. */
function isAnsiSwap(printed: number, semantic: number): boolean {
  return (printed === 2 && semantic === 3) || (printed === 3 && semantic === 2);
}

/** Longest chain of candidates with strictly increasing printed numbers (earliest lines win ties). */
function longestIncreasingChain(candidates: HeadingCandidate[]): HeadingCandidate[] {
  const length: number[] = candidates.map(() => 1);
  const previous: number[] = candidates.map(() => -1);
  for (let i = 0; i < candidates.length; i++) {
    for (let j = 0; j < i; j++) {
      if (candidates[j].printed < candidates[i].printed && length[j] + 1 > length[i]) {
        length[i] = length[j] + 1;
        previous[i] = j;
      }
    }
  }
  let best = -1;
  for (let i = 0; i < candidates.length; i++) if (best === -1 || length[i] > length[best]) best = i;
  const chain: HeadingCandidate[] = [];
  for (let i = best; i !== -1; i = previous[i]) chain.unshift(candidates[i]);
  return chain;
}

/** A heading's title sometimes continues on the next line ("…AND OF THE" / "COMPANY/UNDERTAKING"). */
function fullTitle(lines: DocLine[], candidate: HeadingCandidate): string {
  const next = lines[candidate.lineIndex + 1];
  const title = candidate.title.replace(/^[-–—\s]+|[-–—\s]+$/g, "");
  if (next && !next.isFurniture && /\b(?:AND OF THE|OF THE|AND)$/i.test(title) && next.text.length < 60) {
    return `${title} ${next.text.trim()}`;
  }
  return title;
}

export function findSectionSpans(lines: DocLine[]): SectionSpan[] {
  const candidates: HeadingCandidate[] = [];
  lines.forEach((line, index) => {
    const candidate = headingCandidate(line, index);
    if (candidate) candidates.push(candidate);
  });
  const chain = longestIncreasingChain(candidates);
  const spans: SectionSpan[] = [];
  chain.forEach((candidate, position) => {
    const end = position + 1 < chain.length ? chain[position + 1].lineIndex : lines.length;
    if (spans.some((span) => span.number === candidate.semantic)) return;
    spans.push({
      number: candidate.semantic,
      printedNumber: candidate.printed,
      title: fullTitle(lines, candidate),
      start: candidate.lineIndex,
      end,
    });
  });
  return spans;
}

export function sectionText(lines: DocLine[], span: SectionSpan): string {
  return lines
    .slice(span.start + 1, span.end)
    .filter((line) => !line.isFurniture)
    .map((line) => line.text)
    .join("\n");
}

export function toSections(lines: DocLine[], spans: SectionSpan[]): SdsSection[] {
  return [...spans]
    .sort((a, b) => a.number - b.number)
    .map((span) => ({ number: span.number, title: span.title, text: sectionText(lines, span) }));
}

/** Lines within this many lines of a page's top or bottom can be furniture. */
const FURNITURE_ZONE = 7;

function furnitureKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ").trim();
}

/**
 * Flattens pages into lines and marks page furniture: a line near the top or bottom of a page whose text (digits
 * ignored) repeats near the top or bottom of at least half of the pages, plus "Page x of y" lines anywhere.
 */
export function toDocLines(pages: readonly SdsTextPage[]): DocLine[] {
  const pagesWithKey = new Map<string, Set<number>>();
  for (const page of pages) {
    const zone = [...page.lines.slice(0, FURNITURE_ZONE), ...page.lines.slice(-FURNITURE_ZONE)];
    for (const line of zone) {
      const key = furnitureKey(line.text);
      if (!pagesWithKey.has(key)) pagesWithKey.set(key, new Set());
      pagesWithKey.get(key)!.add(page.number);
    }
  }
  const minimumPages = Math.max(2, Math.ceil(pages.length / 2));
  const lines: DocLine[] = [];
  for (const page of pages) {
    page.lines.forEach((line, index) => {
      const inZone = index < FURNITURE_ZONE || index >= page.lines.length - FURNITURE_ZONE;
      const key = furnitureKey(line.text);
      const repeats = inZone && (pagesWithKey.get(key)?.size ?? 0) >= minimumPages && pages.length >= 2;
      const isPageNumber = /^(?:page\s*)?#\s*(?:of|\/)\s*#$|^page\s*[:#]?\s*#$/.test(key);
      const isRule = /^[_\-=\s]{10,}$/.test(line.text);
      lines.push({
        text: line.text,
        page: page.number,
        y: line.y,
        x: line.x,
        fontSize: line.fontSize ?? 10,
        isFurniture: repeats || isPageNumber || isRule,
      });
    });
  }
  return lines;
}
