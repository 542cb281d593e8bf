import { t } from "elysia";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { newId } from "../../shared/ids";
import { companies, sites } from "../admin/admin.table";
import { defineJob, PermanentJobError } from "../jobs/job-definition";
import { binderEntries, contentsKey } from "./binder-entries";
import { deleteOlderBuilds, removeUnusedBinderFiles } from "./binder-prune";
import { writeBinderPdf } from "./binder-pdf";
import { writeBinderZip } from "./binder-zip";
import { siteBinders } from "./binders.table";

/**
 * binder_build: a site's SDS binder (PDF and offline ZIP), written to temp files one SDS at a time, then moved
 * into the blob store. Progress is kept on the binder row and in the job's result. A build that fails leaves
 * the previous completed binder as the one downloaded; a build that completes replaces it (binder-prune.ts).
 */
export const binderBuildJob = defineJob({
  kind: "binder_build",
  priority: 2,
  maxAttempts: 2,
  payload: t.Object({ binder_id: t.String({ format: "uuid" }), company_id: t.String({ format: "uuid" }) }),
  async handle(ctx, p, run) {
    const where = and(eq(siteBinders.companyId, p.company_id), eq(siteBinders.binderId, p.binder_id));
    const binder = ctx.db.select().from(siteBinders).where(where).get();
    if (!binder) throw new PermanentJobError(`binder ${p.binder_id} does not exist`);
    if (binder.status === "completed") return { binder_id: binder.binderId, status: "completed" };
    const site = ctx.db.select({ name: sites.name, phone: sites.emergencyPhone, companyName: companies.name, companyPhone: companies.emergencyPhone })
      .from(sites).innerJoin(companies, eq(companies.companyId, sites.companyId))
      .where(and(eq(sites.companyId, p.company_id), eq(sites.siteId, binder.siteId))).get();
    if (!site) throw new PermanentJobError("the site no longer exists");

    const entries = binderEntries(ctx.db, p.company_id, binder.siteId);
    const total = entries.length;
    const progress = (done: number, step: string) => {
      ctx.db.update(siteBinders).set({ status: "building", progressDone: done, progressTotal: total }).where(where).run();
      ctx.jobs.reportProgress(run.jobId, { done, total, step });
    };
    progress(0, "pdf");
    const cover = { siteName: site.name, companyName: site.companyName, emergencyPhone: site.phone ?? site.companyPhone, builtAt: ctx.clock.now() };
    const pdfPath = join(ctx.blobs.tmpDir, `binder-${newId()}.pdf`);
    const zipPath = join(ctx.blobs.tmpDir, `binder-${newId()}.zip`);
    try {
      await ctx.blobs.disk.ensure();
      const pdf = await writeBinderPdf({
        path: pdfPath, cover, entries,
        readSds: async (e) => (e.sds && ctx.blobs.has(e.sds.checksum) ? ctx.blobs.file(e.sds.checksum).bytes() : null),
        onProgress: (done) => progress(done, "pdf"),
      });
      progress(total, "zip");
      await ctx.blobs.disk.ensure();
      await writeBinderZip({
        path: zipPath, cover, outcomes: pdf.outcomes,
        openSds: (o) => (o.entry.sds && ctx.blobs.has(o.entry.sds.checksum) ? ctx.blobs.file(o.entry.sds.checksum).stream() : null),
      });
      const storedPdf = await storeFile(ctx, pdfPath);
      const storedZip = await storeFile(ctx, zipPath);
      const notIncluded = pdf.outcomes.filter((o) => o.entry.sds && o.firstPage === null).length;
      const replaced = ctx.db.transaction((tx) => {
        tx.update(siteBinders).set({
          status: "completed", contentsKey: contentsKey(entries), pdfChecksum: storedPdf.sha256, pdfSize: storedPdf.size, pageCount: pdf.pageCount,
          zipChecksum: storedZip.sha256, zipSize: storedZip.size, sdsCount: pdf.outcomes.filter((o) => o.firstPage !== null).length,
          notIncludedCount: notIncluded, error: null, completedAt: ctx.clock.now().toISOString(), progressDone: total, progressTotal: total,
        }).where(where).run();
        // This build is now the last good binder: the site's older builds go (rows now, files after the commit).
        return deleteOlderBuilds(tx, { companyId: p.company_id, siteId: binder.siteId, keepBinderId: binder.binderId });
      });
      removeUnusedBinderFiles(ctx, replaced);
      return { binder_id: binder.binderId, status: "completed", products: total, pages: pdf.pageCount, not_included: notIncluded };
    } finally {
      rmSync(pdfPath, { force: true });
      rmSync(zipPath, { force: true });
    }
  },
  onFinalFailure(ctx, p, _run, error) {
    ctx.db.update(siteBinders).set({ status: "failed", error: error.message.slice(0, 1000) })
      .where(and(eq(siteBinders.companyId, p.company_id), eq(siteBinders.binderId, p.binder_id))).run();
  },
});

/** Moves a finished temp file into the blob store (content-addressed; the temp copy is removed by the caller). */
async function storeFile(ctx: AppContext, path: string) {
  const staged = await ctx.blobs.stage(Bun.file(path), { maxBytes: Number.MAX_SAFE_INTEGER, what: "binder" });
  ctx.blobs.commit(staged);
  return staged;
}
