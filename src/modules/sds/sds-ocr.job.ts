import { eq } from "drizzle-orm";
import { t } from "elysia";
import { describeOcrPage } from "../../shared/ocr/describe-ocr-page";
import { PdfReadError } from "../../shared/pdf/pdf-errors";
import { defineJob, PermanentJobError } from "../jobs/job-definition";
import { noticeSdsParseOutcome } from "../notifications/notices";
import { markParseFailed, readAndParseSds } from "./sds-parse.job";
import { storeParsed } from "./sds-parse.service";
import { pagesForOcr, readOcrPages } from "./sds-ocr.pages";
import { sdsDocuments } from "./sds.table";

/**
 * Reads the pages of an SDS that have no usable text layer by OCR, then parses the document as any other
 * (sds_parse hands a document here when it finds such pages). OCR runs in reader processes of its own
 * (ctx.ocr), one page per request so a page's time budget costs that page only; the kind has the lowest
 * priority and never takes every job worker (maxRunning), so typed PDFs are never held up behind a scan.
 * A page OCR could not read is named in the warnings; a document where nothing could be read stays
 * needs_ocr with the reason in parse_error. The sds_parse_jobs row of the parse that handed it over is the
 * one this job completes.
 */
export const sdsOcrJob = defineJob({
  kind: "sds_ocr",
  payload: t.Object({ sds_id: t.String({ format: "uuid" }), parse_job_id: t.String({ format: "uuid" }) }),
  priority: 1,
  maxAttempts: 2,
  maxRunning: (workers) => Math.max(1, workers - 1),
  async handle(ctx, payload, run) {
    const doc = ctx.db.select().from(sdsDocuments).where(eq(sdsDocuments.sdsId, payload.sds_id)).get();
    if (!doc) throw new PermanentJobError(`SDS ${payload.sds_id} does not exist`);
    const path = ctx.blobs.pathOf(doc.fileChecksum);
    if (!(await ctx.blobs.file(doc.fileChecksum).exists())) throw new PermanentJobError("The SDS file is missing from the blob store");
    try {
      const text = await ctx.pdf.read({ path, owner: run.companyId });
      const wanted = pagesForOcr(text);
      const pages = wanted.slice(0, ctx.config.ocr.maxPages);
      const warnings: string[] = [];
      if (wanted.length > pages.length) {
        warnings.push(`pages ${wanted[pages.length]}–${wanted.at(-1)} were not read by OCR (at most ${ctx.config.ocr.maxPages} pages of a document are, OCR_MAX_PAGES)`);
      }
      const notLanguage = new Set((text.unreadablePages ?? []).filter((p) => p.reason === "not_language").map((p) => p.page));
      const started = performance.now();
      const ocrPages = await readOcrPages(ctx.ocr, { path, owner: run.companyId, pages, warnings, notLanguage, parallel: ctx.config.ocr.readers });
      // What each page cost (image size, which way it was turned, every reading tried): why a scan took long.
      const log = ctx.logger.child({ job_id: run.jobId, sds_id: doc.sdsId });
      for (const page of ocrPages.values()) log.debug(`OCR ${describeOcrPage(page)}`);
      log.info("scan read by OCR", { pages_read: ocrPages.size, pages_wanted: wanted.length, seconds: Math.round((performance.now() - started) / 100) / 10 });
      // Parsed in a reader process with the pages OCR read (sds-reader-parse.ts): never on the server's thread.
      const { parsed } = await readAndParseSds(ctx.pdf, { path, owner: run.companyId, parse: { ocrEnabled: true, ocrPages: [...ocrPages] } });
      if (parsed === null) throw new Error("the PDF reader gave no parse of the pages OCR read");
      parsed.warnings.push(...warnings);
      const reason = parsed.needs_ocr
        ? `OCR could not read this document: ${warnings.length ? warnings.join("; ") : "it found too little text on its pages"}`
        : null;
      storeParsed(ctx, {
        sds: doc, parsed, pageCount: text.numPages, parseJobId: payload.parse_job_id, companyId: run.companyId,
        readBy: ocrPages.size > 0 ? "ocr" : "text", unreadReason: reason,
      });
      if (parsed.needs_ocr) {
        ctx.db.transaction((tx) => noticeSdsParseOutcome(tx, {
          companyId: run.companyId, userId: doc.uploadedByUserId, sdsId: doc.sdsId, parseJobId: payload.parse_job_id,
          productName: doc.productName, fileName: doc.fileName, outcome: "needs_ocr", reason: reason ?? undefined, now: ctx.clock.now().toISOString(),
        }));
      }
      return { sds_id: doc.sdsId, pages_read: ocrPages.size, pages_wanted: wanted.length, parse_confidence: parsed.parse_confidence, needs_ocr: parsed.needs_ocr };
    } catch (raw) {
      if (raw instanceof PdfReadError) {
        const reason = `The PDF cannot be read (${raw.kind}): ${raw.message}`;
        throw raw.isFinal ? new PermanentJobError(reason) : new Error(reason);
      }
      throw raw;
    }
  },
  onFinalFailure(ctx, payload, run, error) {
    markParseFailed(ctx, { sdsId: payload.sds_id, parseJobId: payload.parse_job_id, attempts: run.attempt, message: error.message, companyId: run.companyId });
  },
});
