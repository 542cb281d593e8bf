import { useEffect, useState } from "preact/hooks";
import { apiGet } from "../shared/api";
import { useLatest } from "../shared/latest";
import { apiSend, errorText } from "../shared/session";
import { Pager, type Page, useQueryState, when } from "./listing";

interface Job {
  job_id: string; kind: string; status: "pending" | "running" | "completed" | "failed"; priority: number; attempts: number; max_attempts: number;
  last_error: string | null; payload: Record<string, unknown>; result: unknown; created_at: string; started_at: string | null;
  finished_at: string | null; run_after: string;
  sds_parse: { sds_id: string; job_status: string; retry_count: number; error_message: string | null } | null;
}

/** The job kinds (src/modules/jobs/jobs.table.ts JOB_KINDS) in the words an admin knows them by. */
export const KIND_WORDS: Record<string, string> = {
  sds_parse: "Read an SDS", sds_ocr: "Text recognition (OCR)", bulk_import: "Bulk / ZIP upload", sds_search: "Web SDS search",
  epa_label_search: "Pesticide label lookup", report_generate: "Report", binder_build: "SDS binder", email_send: "E-mail",
  notification_send: "Notification", cleanup: "Clean-up",
};
const STATUS_WORDS: Record<Job["status"], string> = { pending: "waiting", running: "running", completed: "done", failed: "failed" };
const kindOf = (kind: string) => KIND_WORDS[kind] ?? kind;
const short = (id: string) => id.slice(-8);
const get = <T,>(path: string) => apiGet<T>(path, { credentials: "same-origin" });

/**
 * {API_ROOT}/admin/jobs: the company's background jobs (GET /jobs), filtered by status and kind, newest
 * first; a job's details and full error; retry for a failed one (POST /jobs/{id}/retry). The API offers
 * no cancel, so neither does the page.
 */
export function JobsPage() {
  const [query, setQuery] = useQueryState(["status", "kind", "page"]);
  const [data, setData] = useState<Page<Job> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<Job | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const page = Number(query.page) || 1;
  const beginRead = useLatest();
  const load = () => {
    const q = new URLSearchParams({ page: String(page), page_size: "25" });
    if (query.status) q.set("status", query.status);
    if (query.kind) q.set("kind", query.kind);
    // The job shown in detail is read again too: it may have moved on, or left the filtered list.
    if (open) get<Job>(`/jobs/${open.job_id}`).then(setOpen, () => setOpen(null));
    // Only the latest read is shown: an older filter's answer, late, would list jobs the filter leaves out.
    const current = beginRead();
    return get<Page<Job>>(`/jobs?${q}`).then((d) => { if (current()) { setData(d); setError(null); } }, (e) => current() && setError(errorText(e)));
  };
  useEffect(() => { load(); }, [query.status, query.kind, page]);

  const retry = async (job: Job) => {
    setNotice(null);
    try {
      const again = await apiSend<Job>("POST", `/jobs/${job.job_id}/retry`);
      setNotice(`The ${kindOf(job.kind).toLowerCase()} job ${short(job.job_id)} is queued again.`);
      if (open?.job_id === job.job_id) setOpen(again);
      setError(null);
    } catch (e) {
      setError(errorText(e));
    }
    load();
  };

  const status = error && !data ? "error" : data ? "ready" : "loading";
  return (
    <section class="card jobs" aria-labelledby="jobs-h" data-status={status}>
      <h2 id="jobs-h">Background jobs</h2>
      <p class="muted">Work the appliance does after a request: reading SDSs, imports, reports, mail. A job that failed all its attempts can be run again.</p>
      <div class="filters">
        <div class="field">
          <label for="job-status">Status</label>
          <select id="job-status" value={query.status ?? ""} onChange={(e) => setQuery({ status: e.currentTarget.value, page: "" })}>
            <option value="">any</option>
            {(Object.keys(STATUS_WORDS) as Job["status"][]).map((s) => <option key={s} value={s}>{STATUS_WORDS[s]}</option>)}
          </select>
        </div>
        <div class="field">
          <label for="job-kind">Kind</label>
          <select id="job-kind" value={query.kind ?? ""} onChange={(e) => setQuery({ kind: e.currentTarget.value, page: "" })}>
            <option value="">any</option>
            {Object.entries(KIND_WORDS).map(([k, w]) => <option key={k} value={k}>{w}</option>)}
          </select>
        </div>
        <div class="actions"><button class="button" type="button" onClick={() => { setNotice(null); load(); }}>Refresh</button></div>
      </div>
      {notice ? <p class="ok" role="status">{notice}</p> : null}
      {error ? <p class="error" role="alert">{error}</p> : null}
      {data === null ? (!error && <p class="muted">Loading…</p>) : data.items.length === 0 ? (
        <p class="empty" data-loaded="true">{query.status || query.kind ? "No job matches these filters." : "No background jobs yet."}</p>
      ) : (
        <table class="rows jobs-table" data-loaded="true">
          <caption class="visually-hidden">Background jobs, newest first</caption>
          <thead><tr><th scope="col">Job</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Created</th><th scope="col">Problem</th><th scope="col">Actions</th></tr></thead>
          <tbody>
            {data.items.map((j) => (
              <tr key={j.job_id} data-job={j.job_id} data-status={j.status}>
                <td>{kindOf(j.kind)}<br /><span class="muted">{short(j.job_id)}</span></td>
                <td><span class={`state ${j.status}`}>{STATUS_WORDS[j.status]}</span></td>
                <td>{j.attempts} of {j.max_attempts}</td>
                <td>{when(j.created_at)}</td>
                <td class="problem">{j.last_error ? (j.last_error.length > 90 ? `${j.last_error.slice(0, 90)}…` : j.last_error) : ""}</td>
                <td><div class="actions">
                  <button class="button small" type="button" aria-expanded={open?.job_id === j.job_id} aria-controls="job-details"
                    aria-label={`Details of ${kindOf(j.kind)} job ${short(j.job_id)}`} onClick={() => setOpen(open?.job_id === j.job_id ? null : j)}>Details</button>
                  {j.status === "failed" && (
                    <button class="button small" type="button" aria-label={`Retry ${kindOf(j.kind)} job ${short(j.job_id)}`} onClick={() => retry(j)}>Retry</button>
                  )}
                </div></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data ? <Pager label="Job pages" data={data} go={(p) => setQuery({ page: String(p) })} /> : null}
      {open ? <JobDetails job={open} /> : null}
    </section>
  );
}

function JobDetails({ job }: { job: Job }) {
  return (
    <section id="job-details" class="card details" aria-labelledby="job-details-h">
      <h3 id="job-details-h">{kindOf(job.kind)} job {short(job.job_id)}</h3>
      <dl class="facts">
        <dt>Job id</dt><dd>{job.job_id}</dd>
        <dt>Status</dt><dd>{STATUS_WORDS[job.status]}</dd>
        <dt>Attempts</dt><dd>{job.attempts} of {job.max_attempts}</dd>
        <dt>Priority</dt><dd>{job.priority} (higher runs first)</dd>
        <dt>Created</dt><dd>{when(job.created_at)}</dd>
        <dt>Started</dt><dd>{when(job.started_at)}</dd>
        <dt>Finished</dt><dd>{when(job.finished_at)}</dd>
        {job.status === "pending" ? <><dt>Runs from</dt><dd>{when(job.run_after)}</dd></> : null}
        {job.sds_parse ? <><dt>SDS</dt><dd>{job.sds_parse.sds_id} (parse {job.sds_parse.job_status}, {job.sds_parse.retry_count} retries)</dd></> : null}
      </dl>
      {job.last_error ? <><h4>Problem</h4><p class="error job-error">{job.last_error}</p></> : null}
      <h4>Input</h4>
      <pre class="json" tabIndex={0} aria-label="Job input">{JSON.stringify(job.payload, null, 2)}</pre>
      {job.result != null ? <><h4>Result</h4><pre class="json" tabIndex={0} aria-label="Job result">{JSON.stringify(job.result, null, 2)}</pre></> : null}
    </section>
  );
}
