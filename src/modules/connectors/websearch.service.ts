import type { AppContext } from "../../context";
import { utcDay } from "../../shared/clock";
import { errors } from "../../shared/errors";
import { safeFetch } from "../../shared/safe-download/safe-fetch";
import { recordAudit } from "../audit/audit";
import type { Actor } from "../auth/actor";
import { confidenceScore, isPdfUrl, sourceDomain } from "./confidence";
import { configuredEndpointPolicy, outboundDeps } from "./outbound";
import * as repo from "./websearch.repository";
import type { WebSearchResult } from "./websearch.table";

export interface WebSearchInput {
  product_name: string;
  manufacturer: string;
  barcode_upc?: string;
}

export interface WebSearchAnswer {
  results: WebSearchResult[];
  total: number;
  search_query_used: string;
  cached: boolean;
  searched_at: string;
}

const DAY_MS = 86_400_000;
/** A cache entry is fresh while its age in whole days is below this. */
export const FRESH_DAYS = 7;
const MAX_PROVIDER_ANSWER_BYTES = 2 * 1024 * 1024;

/** Spec rule 4: barcode first when given, then product name, manufacturer, "SDS", "safety data sheet", "PDF". */
export function buildSearchQuery(input: WebSearchInput): string {
  const words = [input.product_name.trim(), input.manufacturer.trim(), "SDS", "safety data sheet", "PDF"];
  if (input.barcode_upc?.trim()) words.unshift(input.barcode_upc.trim());
  return words.join(" ");
}

export const ageInWholeDays = (searchedAt: string, now: Date): number => Math.floor((now.getTime() - Date.parse(searchedAt)) / DAY_MS);

const secondsToNextUtcMidnight = (now: Date): number =>
  Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000);

/**
 * Provider calls in flight, per appliance and cache key. Identical searches that arrive while one
 * is being asked share it (its answer or its failure) instead of each calling the provider and
 * spending the daily limits: 30 at once once made 20 calls and used up a person's day.
 */
const flights = new WeakMap<AppContext, Map<string, Promise<WebSearchAnswer>>>();
const flightsOf = (ctx: AppContext) => flights.get(ctx) ?? flights.set(ctx, new Map()).get(ctx)!;

/**
 * POST /chem/sds/search-web: a fresh cache entry answers for free; so does a call for the same
 * key already in flight. Otherwise the provider is asked (counted against the daily limits of the
 * one who asks) and its answer is scored and cached. A provider failure writes nothing to the cache.
 * From the cache look-up to registering the flight nothing awaits, so no two requests both miss.
 */
export async function searchWeb(ctx: AppContext, actor: Actor, input: WebSearchInput): Promise<WebSearchAnswer> {
  const cfg = ctx.config.websearch;
  if (!cfg.enabled || !cfg.apiKey) {
    throw errors.featureDisabled("Web SDS search is switched off on this appliance (WEBSEARCH_ENABLED)");
  }
  const key = { companyId: actor.companyId, productNameNormalized: repo.normalizeKeyPart(input.product_name), manufacturerNormalized: repo.normalizeKeyPart(input.manufacturer) };
  const now = ctx.clock.now();
  const cached = repo.findCacheEntry(ctx.db, key);
  if (cached && ageInWholeDays(cached.searchedAt, now) < FRESH_DAYS) {
    const row = repo.touchCacheEntry(ctx.db, actor.companyId, cached.cacheId, now.toISOString());
    return { results: row.results, total: row.resultCount, search_query_used: row.searchQueryUsed, cached: true, searched_at: row.searchedAt };
  }
  const flightKey = JSON.stringify([key.companyId, key.productNameNormalized, key.manufacturerNormalized]);
  const inFlight = flightsOf(ctx).get(flightKey);
  if (inFlight) return inFlight;
  reserveProviderCall(ctx, actor, now);
  const flight = askProvider(ctx, actor, input, key).finally(() => flightsOf(ctx).delete(flightKey));
  flightsOf(ctx).set(flightKey, flight);
  return flight;
}

/** One provider call for a cache key: scored, cached and audited. */
async function askProvider(ctx: AppContext, actor: Actor, input: WebSearchInput, key: repo.CacheKey): Promise<WebSearchAnswer> {
  const cfg = ctx.config.websearch;
  const query = buildSearchQuery(input);
  const raw = await callProvider(ctx, query);
  const results = raw
    .map((r) => ({ ...r, source_domain: sourceDomain(r.url), is_pdf: isPdfUrl(r.url),
      confidence_score: confidenceScore(r, { productName: input.product_name, manufacturer: input.manufacturer, knownDomains: cfg.domains }) }))
    .sort((a, b) => b.confidence_score - a.confidence_score);
  const iso = ctx.clock.now().toISOString();
  const row = ctx.db.transaction((tx) => {
    const saved = repo.saveCacheEntry(tx, { ...key, barcodeUpc: input.barcode_upc?.trim() || null, query, results, userId: actor.userId, now: iso });
    recordAudit(tx, { companyId: actor.companyId, userId: actor.userId, action: "websearch.search", entityType: "web_search_cache", entityId: saved.cacheId,
      after: { query, result_count: results.length }, requestId: actor.requestId }, iso);
    return saved;
  });
  return { results: row.results, total: row.resultCount, search_query_used: query, cached: false, searched_at: row.searchedAt };
}

/** Daily limits per company and per user (UTC day); the call is counted before it is made. */
function reserveProviderCall(ctx: AppContext, actor: Actor, now: Date): void {
  const { dailyCompanyLimit, dailyUserLimit } = ctx.config.websearch;
  const who = { day: utcDay(now), companyId: actor.companyId, userId: actor.userId };
  ctx.db.transaction((tx) => {
    const used = repo.usageToday(tx, who);
    const retry = secondsToNextUtcMidnight(now);
    if (used.company >= dailyCompanyLimit) throw errors.rateLimited(`Your company has used its ${dailyCompanyLimit} web searches for today (UTC)`, retry);
    if (used.user >= dailyUserLimit) throw errors.rateLimited(`You have used your ${dailyUserLimit} web searches for today (UTC)`, retry);
    repo.countProviderCall(tx, who);
  });
}

type ProviderResult = Pick<WebSearchResult, "title" | "url" | "snippet" | "date">;

const clip = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

/** The provider's POST; anything but a well-formed answer is a 502 (or 504 past the time-out). */
async function callProvider(ctx: AppContext, query: string): Promise<ProviderResult[]> {
  const cfg = ctx.config.websearch;
  const res = await safeFetch(outboundDeps(ctx), {
    url: cfg.apiUrl, method: "POST", what: "The search provider",
    headers: { authorization: `Bearer ${cfg.apiKey}`, "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query, max_results: cfg.maxResults, country: "US", search_domain_filter: cfg.domains }),
    policy: configuredEndpointPolicy(ctx, cfg.apiUrl), timeoutMs: cfg.timeoutMs, maxBytes: MAX_PROVIDER_ANSWER_BYTES, maxRedirects: 0,
  });
  if (res.status !== 200) {
    await res.cancel();
    ctx.logger.warn("search provider refused", { status: res.status });
    throw errors.upstream(`The search provider answered HTTP ${res.status}${res.status === 401 || res.status === 403 ? " (check WEBSEARCH_API_KEY)" : ""}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(await res.text());
  } catch (err) {
    if (err instanceof SyntaxError) throw errors.upstream("The search provider's answer is not JSON");
    throw err;
  }
  const list = (body as { results?: unknown })?.results;
  if (!Array.isArray(list)) throw errors.upstream("The search provider's answer has no results list");
  const out: ProviderResult[] = [];
  for (const item of list) {
    const r = item as Record<string, unknown>;
    if (!r || typeof r !== "object" || typeof r.url !== "string" || typeof r.title !== "string") {
      throw errors.upstream("The search provider's answer has a result without url or title");
    }
    if (!/^https?:\/\//i.test(r.url) || !URL.canParse(r.url)) continue; // never hand a javascript: or file: link to a browser
    out.push({
      title: clip(r.title, 500), url: clip(r.url, 2048), snippet: typeof r.snippet === "string" ? clip(r.snippet, 2000) : "",
      date: typeof r.date === "string" ? clip(r.date, 40) : null,
    });
  }
  return out.slice(0, cfg.maxResults);
}
