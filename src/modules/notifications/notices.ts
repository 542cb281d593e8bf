import type { DbOrTx } from "../../db/client";
import { notify } from "./notifications.service";

/**
 * Notifications the appliance sends when something a person started ends badly or ends at all.
 * Each has a key, so the job that sends it can run again without sending it twice.
 */

/** The key of a "label needed" notification: resolved when the product's label is linked. */
export const labelNeededKey = (companyProductId: string, regNumber: string): string => `label_needed:${companyProductId}:${regNumber}`;

/** An SDS the person uploaded could not be read (a scan without text) or failed to parse. */
export function noticeSdsParseOutcome(tx: DbOrTx, input: {
  companyId: string | null; userId: string | null; sdsId: string; parseJobId: string; productName: string; fileName: string | null;
  outcome: "needs_ocr" | "failed"; reason?: string; now: string;
}): number {
  if (!input.companyId || !input.userId) return 0;
  const file = input.fileName ? ` (${input.fileName})` : "";
  const needsOcr = input.outcome === "needs_ocr";
  return notify(tx, {
    companyId: input.companyId, userId: input.userId, kind: needsOcr ? "sds_needs_ocr" : "sds_parse_failed",
    title: needsOcr ? `SDS has no readable text: ${input.productName}` : `SDS could not be read: ${input.productName}`,
    body: needsOcr
      ? `The SDS you uploaded${file} looks like a scan: it has too little text to read hazards and composition. Upload a PDF with a text layer, or enter its details by hand.`
      : `The SDS you uploaded${file} could not be read after several attempts: ${input.reason ?? "unknown reason"}. Check the file, then upload it again or ask an admin to retry the job.`,
    data: { sds_id: input.sdsId, parse_job_id: input.parseJobId, parse_status: input.outcome },
    key: `sds_parse:${input.parseJobId}:${input.outcome}`, now: input.now,
  });
}

/** A ZIP upload ended; the person who uploaded it gets its counts. */
export function noticeZipJobEnded(tx: DbOrTx, input: {
  companyId: string; userId: string | null; jobId: string; fileName: string; status: "completed" | "failed"; errorMessage?: string | null;
  counts: { total_files: number; successful_uploads: number; duplicates_found: number; failed_uploads: number; skipped_files: number };
  now: string;
}): number {
  if (!input.userId) return 0;
  const c = input.counts;
  const body = input.status === "failed"
    ? `The archive ${input.fileName} could not be processed: ${input.errorMessage ?? "unknown reason"}.`
    : `${input.fileName}: ${c.successful_uploads} new SDS, ${c.duplicates_found} already in the library, ${c.failed_uploads} failed, ${c.skipped_files} skipped (not PDF), of ${c.total_files} files. See the job's results for each file.`;
  return notify(tx, {
    companyId: input.companyId, userId: input.userId, kind: input.status === "failed" ? "zip_upload_failed" : "zip_upload_completed",
    title: input.status === "failed" ? `ZIP upload failed: ${input.fileName}` : `ZIP upload finished: ${input.fileName}`,
    body, data: { bulk_job_id: input.jobId, job_status: input.status, ...c }, key: `zip_ended:${input.jobId}`, now: input.now,
  });
}
