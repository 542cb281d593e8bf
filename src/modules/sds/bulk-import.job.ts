import { t } from "elysia";
import { defineJob } from "../jobs/job-definition";
import { failJob, runBulkImport } from "./bulk-import.worker";

/**
 * The ZIP worker as a job kind. Its job id is the bulk upload job's id. A retry (or a restart
 * after a crash) resumes after the last entry recorded in bulk_upload_files.
 *
 * The spec's worker polls for pending jobs every 30 s when idle; here the outbox hands the job to a
 * worker as soon as the upload commits (and re-dispatches unfinished jobs at start), which serves
 * the same purpose without the wait.
 */
export const bulkImportJob = defineJob({
  kind: "bulk_import",
  payload: t.Object({ bulk_job_id: t.String({ format: "uuid" }) }),
  priority: 5,
  maxAttempts: 5,
  async handle(ctx, payload) {
    await runBulkImport(ctx, payload.bulk_job_id);
    return { bulk_job_id: payload.bulk_job_id };
  },
  onFinalFailure(ctx, payload, _run, error) {
    failJob(ctx, payload.bulk_job_id, `The archive could not be processed: ${error.message}`);
  },
});
