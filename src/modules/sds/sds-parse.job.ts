import { eq } from "drizzle-orm";
import { t } from "elysia";
import type { AppContext } from "../../context";
import { PdfReadError } from "../../shared/pdf/pdf-errors";
import { defineJob, PermanentJobError } from "../jobs/job-definition";
import { storeParsed } from "./sds-parse.service";
import { pagesForOcr } from "./sds-ocr.pages";
import type { PdfReaderPool, PdfReadRequest } from "../../shared/pdf/pdf-reader-pool";
import type { ParseRequest } from "../../shared/pdf/pdf-reader-protocol";
import type { PdfText } from "../../shared/pdf/pdf-text";
import type { parseInReader } from "./sds-reader-parse";
import { noticeSdsParseOutcome } from "../notifications/notices";
import { sdsDocuments, sdsParseJobs } from "./sds.table";

/**
 * Parses one SDS: a PDF reader process (ctx.pdf) reads its text and parses it (sds-reader-parse.ts), then
 * everything is stored in one transaction (sds-parse.service.ts). The job id is the sds_parse_jobs row's id; that row follows
 * pending → processing → completed | failed, and retry_count counts the retries (3, with backoff).
 * A damaged or encrypted PDF is retried like any failure (decisions.md) and then fails with the
 * reader's reason. A document over one of the reader's caps (size of its content, text, pages, time,
 * memory), or one that crashed the reader, fails at once: a retry would only do the same again. So
 * does a job whose SDS or file no longer exists.
 */
export const sdsParseJob = defineJob({
  kind: "sds_parse",
  payload: t.Object({ sds_id: t.String({ format: "uuid" }) }),
  priority: 5,
  maxAttempts: 4,
  async handle(ctx, payload, run) {
    const doc = ctx.db.select().from(sdsDocuments).where(eq(sdsDocuments.sdsId, payload.sds_id)).get();
    if (!doc) throw new PermanentJobError(`SDS ${payload.sds_id} does not exist`);
    const started = ctx.clock.now().toISOString();
    ctx.db.transaction((tx) => {
      const job = tx.select({ startedAt: sdsParseJobs.startedAt }).from(sdsParseJobs).where(eq(sdsParseJobs.jobId, run.jobId)).get();
      tx.update(sdsParseJobs).set({ jobStatus: "processing", retryCount: run.attempt - 1, startedAt: job?.startedAt ?? started })
        .where(eq(sdsParseJobs.jobId, run.jobId)).run();
      tx.update(sdsDocuments).set({ parseStatus: "processing", updatedAt: started }).where(eq(sdsDocuments.sdsId, doc.sdsId)).run();
    });
    try {
      const file = ctx.blobs.file(doc.fileChecksum);
      if (!(await file.exists())) throw new PermanentJobError("The SDS file is missing from the blob store");
      // Read and parsed in a reader process (sds-reader-parse.ts): the parser never runs on the server's thread.
      const { text, parsed: inReader } = await readAndParseSds(ctx.pdf, { path: ctx.blobs.pathOf(doc.fileChecksum), owner: run.companyId, parse: { ocrEnabled: ctx.config.ocr.enabled } });
      const ocrPages = ctx.config.ocr.enabled ? pagesForOcr(text) : [];
      if (ocrPages.length > 0) {
        // Pages without a usable text layer: the sds_ocr job (lowest priority, its own readers) reads them and
        // parses the document again. A document with enough readable text is stored now and refined then;
        // a scan stays "processing" until its pages are read.
        ctx.db.transaction((tx) => ctx.jobs.enqueue(tx, {
          kind: "sds_ocr", payload: { sds_id: doc.sdsId, parse_job_id: run.jobId }, companyId: run.companyId, dedupeKey: `sds_ocr:${run.jobId}`,
        }, ctx.clock.now()));
        if (inReader === null) return { sds_id: doc.sdsId, ocr_pages: ocrPages.length };
      }
      if (inReader === null) throw new Error("the PDF reader gave no parse of a text it read");
      const parsed = inReader;
      storeParsed(ctx, {
        sds: doc, parsed, pageCount: text.numPages, parseJobId: run.jobId, companyId: run.companyId, readBy: "text",
        unreadReason: parsed.needs_ocr ? "the PDF has no text layer and OCR is switched off (OCR_ENABLED=false)" : null,
      });
      // Keyed by the parse job: a run again after a crash here sends it once.
      if (parsed.needs_ocr) ctx.db.transaction((tx) => noticeSdsParseOutcome(tx, { ...noticeOf(doc, run), outcome: "needs_ocr", now: ctx.clock.now().toISOString() }));
      return { sds_id: doc.sdsId, parse_confidence: parsed.parse_confidence, needs_ocr: parsed.needs_ocr };
    } catch (raw) {
      const err = raw instanceof Error ? raw : new Error(String(raw));
      // Back to pending until the job system retries it; onFinalFailure marks it failed.
      ctx.db.update(sdsParseJobs).set({ jobStatus: "pending", errorMessage: err.message.slice(0, 2000) }).where(eq(sdsParseJobs.jobId, run.jobId)).run();
      ctx.db.update(sdsDocuments).set({ parseStatus: "pending", parseError: err.message.slice(0, 2000) }).where(eq(sdsDocuments.sdsId, doc.sdsId)).run();
      if (raw instanceof PdfReadError) {
        // Over a cap, or it took the reader down: reading it again would do the same, so the job ends now.
        const reason = `The PDF cannot be read (${raw.kind}): ${err.message}`;
        throw raw.isFinal ? new PermanentJobError(reason) : new Error(reason);
      }
      throw err;
    }
  },
  onFinalFailure(ctx, payload, run, error) {
    markParseFailed(ctx, { sdsId: payload.sds_id, parseJobId: run.jobId, attempts: run.attempt, message: error.message, companyId: run.companyId });
  },
});

/**
 * A document's text and its parse from a reader process, as sds-reader-parse.ts gives it (the parse job's read, and
 * the OCR job's with the pages OCR read): the reader's JSON answer typed once, here.
 */
export async function readAndParseSds(pdf: PdfReaderPool, request: PdfReadRequest & { parse: ParseRequest }): Promise<{ text: PdfText; parsed: ReturnType<typeof parseInReader> }> {
  const { text, parsed } = await pdf.readAndParse(request);
  return { text, parsed: parsed as ReturnType<typeof parseInReader> };
}

/** Who hears how a parse ended: the person who uploaded the document, in the company the parse ran for. */
const noticeOf = (doc: typeof sdsDocuments.$inferSelect, run: { jobId: string; companyId: string | null }) => ({
  companyId: run.companyId, userId: doc.uploadedByUserId, sdsId: doc.sdsId, parseJobId: run.jobId, productName: doc.productName, fileName: doc.fileName,
});

export function markParseFailed(ctx: AppContext, input: { sdsId: string; parseJobId: string; attempts: number; message: string; companyId: string | null }): void {
  const now = ctx.clock.now().toISOString();
  ctx.db.transaction((tx) => {
    tx.update(sdsParseJobs).set({ jobStatus: "failed", retryCount: input.attempts - 1, errorMessage: input.message.slice(0, 2000), completedAt: now })
      .where(eq(sdsParseJobs.jobId, input.parseJobId)).run();
    const doc = tx.update(sdsDocuments).set({ parseStatus: "failed", parseError: input.message.slice(0, 2000), updatedAt: now })
      .where(eq(sdsDocuments.sdsId, input.sdsId)).returning().get();
    if (doc) noticeSdsParseOutcome(tx, { ...noticeOf(doc, { jobId: input.parseJobId, companyId: input.companyId }), outcome: "failed", reason: input.message.slice(0, 500), now });
  });
}
