import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { newId } from "../../shared/ids";
import { webSearchCache, webSearchUsage, type WebSearchResult } from "./websearch.table";

export type CacheRow = typeof webSearchCache.$inferSelect;

export interface CacheKey {
  companyId: string;
  productNameNormalized: string;
  manufacturerNormalized: string;
}

/** The spec's normalization of the cache key: lower case, trimmed. */
export const normalizeKeyPart = (value: string): string => value.trim().toLowerCase();

export function findCacheEntry(db: DbOrTx, key: CacheKey): CacheRow | undefined {
  return db.select().from(webSearchCache).where(and(
    eq(webSearchCache.companyId, key.companyId),
    eq(webSearchCache.productNameNormalized, key.productNameNormalized),
    eq(webSearchCache.manufacturerNormalized, key.manufacturerNormalized),
  )).get();
}

/** A cache hit: one more access. */
export function touchCacheEntry(db: DbOrTx, companyId: string, cacheId: string, now: string): CacheRow {
  return db.update(webSearchCache)
    .set({ timesAccessed: sql`${webSearchCache.timesAccessed} + 1`, lastAccessedAt: now })
    .where(and(eq(webSearchCache.companyId, companyId), eq(webSearchCache.cacheId, cacheId))).returning().get()!;
}

/** Saves a fresh provider answer; a refreshed entry keeps its counters (plus one) and its import mark. */
export function saveCacheEntry(db: DbOrTx, input: CacheKey & {
  barcodeUpc: string | null; query: string; results: WebSearchResult[]; userId: string; now: string;
}): CacheRow {
  return db.insert(webSearchCache).values({
    cacheId: newId(), companyId: input.companyId, productNameNormalized: input.productNameNormalized,
    manufacturerNormalized: input.manufacturerNormalized, barcodeUpc: input.barcodeUpc, searchQueryUsed: input.query,
    searchedAt: input.now, results: input.results, resultCount: input.results.length, createdByUserId: input.userId,
    timesAccessed: 1, lastAccessedAt: input.now, sdsImported: false, importedSdsId: null,
  }).onConflictDoUpdate({
    target: [webSearchCache.companyId, webSearchCache.productNameNormalized, webSearchCache.manufacturerNormalized],
    set: {
      barcodeUpc: input.barcodeUpc, searchQueryUsed: input.query, searchedAt: input.now, results: input.results,
      resultCount: input.results.length, timesAccessed: sql`${webSearchCache.timesAccessed} + 1`, lastAccessedAt: input.now,
    },
  }).returning().get();
}

/** After an import: the company's entry for that product is marked imported. Returns whether one existed. */
export function markCacheImported(db: DbOrTx, key: CacheKey & { sdsId: string }): boolean {
  const rows = db.update(webSearchCache).set({ sdsImported: true, importedSdsId: key.sdsId }).where(and(
    eq(webSearchCache.companyId, key.companyId),
    eq(webSearchCache.productNameNormalized, key.productNameNormalized),
    eq(webSearchCache.manufacturerNormalized, key.manufacturerNormalized),
  )).returning({ id: webSearchCache.cacheId }).all();
  return rows.length > 0;
}

/** Provider calls today: the company's and this user's. */
export function usageToday(db: DbOrTx, input: { day: string; companyId: string; userId: string }): { company: number; user: number } {
  const company = db.select({ n: sql<number>`coalesce(sum(${webSearchUsage.calls}), 0)` }).from(webSearchUsage)
    .where(and(eq(webSearchUsage.day, input.day), eq(webSearchUsage.companyId, input.companyId))).get()?.n ?? 0;
  const user = db.select({ n: webSearchUsage.calls }).from(webSearchUsage)
    .where(and(eq(webSearchUsage.day, input.day), eq(webSearchUsage.companyId, input.companyId), eq(webSearchUsage.userId, input.userId))).get()?.n ?? 0;
  return { company, user };
}

export function countProviderCall(db: DbOrTx, input: { day: string; companyId: string; userId: string }): void {
  db.insert(webSearchUsage).values({ ...input, calls: 1 })
    .onConflictDoUpdate({ target: [webSearchUsage.day, webSearchUsage.companyId, webSearchUsage.userId], set: { calls: sql`${webSearchUsage.calls} + 1` } })
    .run();
}
