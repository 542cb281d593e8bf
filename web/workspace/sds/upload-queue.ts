import { ApiError, apiGet, UnreachableError } from "../../shared/api";
import { apiUpload, errorText } from "../../shared/session";

/** What the API answers for one uploaded PDF (POST /sds/upload). */
export interface Uploaded { sds_id: string; product_name: string; manufacturer: string; is_duplicate: boolean; parse_status: string }

/** A ZIP upload's job (GET /chem/sds/bulk-upload-status/{job_id}). */
export interface ZipJob {
  job_id: string; job_status: "pending" | "extracting" | "processing" | "completed" | "failed"; file_name: string;
  total_files: number; processed_files: number; successful_uploads: number; failed_uploads: number; duplicates_found: number; skipped_files: number;
  errors: { filename: string; error: string; message: string }[];
  files: { items: { filename: string; outcome: "created" | "duplicate" | "failed" | "skipped"; sds_id: string | null; message: string | null }[]; total: number };
  error_message: string | null;
}

/** One file the person chose, and what became of it. */
export interface QueuedFile {
  key: number;
  file: File;
  kind: "pdf" | "zip";
  state: "waiting" | "sending" | "added" | "duplicate" | "refused" | "processing" | "done";
  /** fraction of the file sent (0..1) */
  sent: number;
  uploaded?: Uploaded;
  /** the API's refusal (or the network's failure), in words */
  problem?: string;
  job?: ZipJob;
}

/** Optional values for a single PDF (the API takes them only with one file). */
export interface UploadFields { product_name: string; manufacturer: string; revision_date: string; revision_number: string }

export const isZip = (f: File) => /\.zip$/i.test(f.name) || f.type === "application/zip" || f.type === "application/x-zip-compressed";

/** Words for an API refusal of a file: the API's message, with what to do for a full disk. */
export function refusal(e: unknown): string {
  if (e instanceof ApiError && e.status === 507) return `${e.message} Ask the administrator to free disk space; nothing was added.`;
  if (e instanceof ApiError || e instanceof UnreachableError) return e.message;
  return errorText(e);
}

/** Sends one PDF (with the optional fields when given); the answer or the refusal lands in `update`. */
export async function sendPdf(q: QueuedFile, fields: Partial<UploadFields>, update: (change: Partial<QueuedFile>) => void): Promise<void> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v && v.trim()) form.append(k, v.trim());
  form.append("file", q.file, q.file.name);
  update({ state: "sending", sent: 0 });
  try {
    const { body } = await apiUpload<Uploaded>("/sds/upload", form, (sent) => update({ sent }));
    update({ state: body.is_duplicate ? "duplicate" : "added", sent: 1, uploaded: body });
  } catch (e) {
    update({ state: "refused", problem: refusal(e) });
  }
}

const FINAL = new Set(["completed", "failed"]);
/** How often a running ZIP job is asked for its progress. */
export const POLL_MS = 1000;

/** Sends a ZIP, then follows its job until it ends (every POLL_MS); `live()` false stops following. */
export async function sendZip(q: QueuedFile, update: (change: Partial<QueuedFile>) => void, live: () => boolean): Promise<void> {
  const form = new FormData();
  form.append("file", q.file, q.file.name);
  update({ state: "sending", sent: 0 });
  let job: ZipJob;
  try {
    job = (await apiUpload<ZipJob>("/chem/sds/bulk-upload-zip", form, (sent) => update({ sent }))).body;
  } catch (e) {
    return update({ state: "refused", problem: refusal(e) });
  }
  update({ state: "processing", sent: 1, job });
  while (live() && !FINAL.has(job.job_status)) {
    await new Promise((r) => setTimeout(r, POLL_MS));
    try {
      job = await apiGet<ZipJob>(`/chem/sds/bulk-upload-status/${job.job_id}?page_size=100`, { credentials: "same-origin" });
      update({ job });
    } catch (e) {
      // A network blip: keep the last progress shown and ask again; an API refusal ends the following.
      if (!(e instanceof UnreachableError)) return update({ state: "done", problem: refusal(e) });
    }
  }
  if (FINAL.has(job.job_status)) update({ state: "done", job });
}
