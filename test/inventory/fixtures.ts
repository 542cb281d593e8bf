import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../src/context";
import { newId } from "../../src/shared/ids";
import { sha256Hex } from "../../src/shared/hash";
import { companySdsMappings, sdsDocuments, sdsHazardInfo } from "../../src/modules/sds/sds.table";
import { jobs } from "../../src/modules/jobs/jobs.table";

/**
 * Puts an SDS document straight into the repository (the upload routes belong to the SDS library
 * and are tested there); `mapFor` also maps it into that company's library.
 */
export function seedSds(ctx: AppContext, input: { productName: string; manufacturer: string; mapFor?: string; signalWord?: string; revisionDate?: string; parsed?: boolean }): string {
  const sdsId = newId();
  const now = ctx.clock.now().toISOString();
  const checksum = sha256Hex(sdsId);
  ctx.db.insert(sdsDocuments).values({
    sdsId, productName: input.productName, manufacturer: input.manufacturer, revisionDate: input.revisionDate ?? "2023-01-15",
    fileChecksum: checksum, fileSize: 1234, storageKey: `blobs/${checksum.slice(0, 2)}/${checksum.slice(2, 4)}/${checksum}`,
    sourceType: "upload", sdsParsed: true, parseStatus: "completed", createdAt: now, updatedAt: now, contributedByCompanyId: input.mapFor ?? null,
    // `parsed`: the document itself states these values (what other companies may see and match on).
    ...(input.parsed ? { parsedProductName: input.productName, parsedManufacturer: input.manufacturer, parsedRevisionDate: input.revisionDate ?? "2023-01-15" } : {}),
  }).run();
  if (input.signalWord) ctx.db.insert(sdsHazardInfo).values({ sdsId, signalWord: input.signalWord, pictograms: ["GHS02"] }).run();
  if (input.mapFor) {
    ctx.db.insert(companySdsMappings).values({
      companyId: input.mapFor, sdsId, firstMappedAt: now, productName: input.productName, manufacturer: input.manufacturer, revisionDate: input.revisionDate ?? "2023-01-15",
    }).run();
  }
  return sdsId;
}

export function mappingCount(ctx: AppContext, companyId: string, sdsId: string): number | null {
  const row = ctx.db.select().from(companySdsMappings).where(and(eq(companySdsMappings.companyId, companyId), eq(companySdsMappings.sdsId, sdsId))).get();
  return row ? row.mappedToInventoryCount : null;
}

export function jobsOf(ctx: AppContext, kind: string) {
  return ctx.db.select().from(jobs).where(eq(jobs.kind, kind as never)).all();
}

let n = 0;
/** A valid POST /chemicals body for the given site; override what the test is about. */
export function chemicalBody(siteId: string, over: Record<string, unknown> = {}) {
  n++;
  return { site_id: siteId, product_name: `Acetone ${n}`, manufacturer: "Solvent Co", container_size: 4, size_unit: "L", ...over };
}

/**
 * Waits until every job is finished (completed or failed), including retries whose backoff has
 * not yet come due (`jobs.idle()` alone returns while a retry is waiting for its time).
 */
export async function settleJobs(ctx: AppContext, limitMs = 20_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    await ctx.jobs.idle(limitMs);
    const open = ctx.db.$client.query("SELECT count(*) AS n FROM jobs WHERE status IN ('pending', 'running')").get() as { n: number };
    if (open.n === 0) return;
    if (Date.now() > deadline) throw new Error("jobs did not settle");
    await Bun.sleep(10);
  }
}
