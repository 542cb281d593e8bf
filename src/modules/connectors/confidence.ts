/**
 * How likely a web search result is the SDS the user wants, from 0 to 1. Pure: no I/O.
 *
 * Signals and weights (they add up to 1):
 * - the URL is a PDF                                      0.25
 * - the site is one of the configured SDS databases       0.20
 * - product name words found in title, snippet or URL     0.30 × share of the words found
 * - manufacturer words found in title, snippet or URL     0.15 × share of the words found
 * - "SDS", "MSDS" or "safety data sheet" appears          0.10
 */
export const SCORE_WEIGHTS = { pdf: 0.25, knownDomain: 0.2, productWords: 0.3, manufacturerWords: 0.15, sdsWords: 0.1 } as const;

export interface ScoredCandidate {
  title: string;
  url: string;
  snippet: string;
}

export interface ScoreContext {
  productName: string;
  manufacturer: string;
  knownDomains: readonly string[];
}

/** Words that say nothing about which product or company a page is about. */
const NOISE = new Set([
  "the", "and", "of", "for", "with", "inc", "llc", "ltd", "co", "corp", "corporation", "company", "gmbh", "ag", "sa",
  "plc", "bv", "nv", "srl", "spa", "kg", "limited", "incorporated",
]);

/** Lower-case words of two or more characters (single digits and letters carry no signal). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").split(/[^a-z0-9]+/).filter((w) => w.length >= 2 && !NOISE.has(w));
}

export function isPdfUrl(url: string): boolean {
  try {
    return new URL(url).pathname.toLowerCase().endsWith(".pdf");
  } catch {
    return false;
  }
}

/** The site a result comes from, without a leading "www.". */
export function sourceDomain(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "").replace(/\.$/, "");
  } catch {
    return "";
  }
}

export function isKnownDomain(domain: string, known: readonly string[]): boolean {
  return known.some((k) => domain === k || domain.endsWith(`.${k}`));
}

function shareFound(needles: string[], haystack: Set<string>): number {
  const unique = [...new Set(needles)];
  if (unique.length === 0) return 0;
  return unique.filter((w) => haystack.has(w)).length / unique.length;
}

const SDS_WORDS = /\b(m?sds|safety[\s_-]+data[\s_-]+sheets?)\b/i;

export function confidenceScore(result: ScoredCandidate, ctx: ScoreContext): number {
  let decodedUrl = result.url;
  try {
    decodedUrl = decodeURIComponent(result.url);
  } catch {
    // keep the raw URL
  }
  const text = `${result.title} ${result.snippet} ${decodedUrl}`;
  const haystack = new Set(wordsOf(text));
  let score = 0;
  if (isPdfUrl(result.url)) score += SCORE_WEIGHTS.pdf;
  if (isKnownDomain(sourceDomain(result.url), ctx.knownDomains)) score += SCORE_WEIGHTS.knownDomain;
  score += SCORE_WEIGHTS.productWords * shareFound(wordsOf(ctx.productName), haystack);
  score += SCORE_WEIGHTS.manufacturerWords * shareFound(wordsOf(ctx.manufacturer), haystack);
  if (SDS_WORDS.test(text.replace(/[^A-Za-z]+/g, " "))) score += SCORE_WEIGHTS.sdsWords;
  return Math.round(Math.min(1, Math.max(0, score)) * 100) / 100;
}
