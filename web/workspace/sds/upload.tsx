import { useEffect, useRef, useState } from "preact/hooks";
import { href, onLink } from "../router";
import { isZip, sendPdf, sendZip, type QueuedFile, type UploadFields, type ZipJob } from "./upload-queue";

let nextKey = 0;
const OPTIONAL: { key: keyof UploadFields; label: string; hint?: string }[] = [
  { key: "product_name", label: "Product name" },
  { key: "manufacturer", label: "Manufacturer" },
  { key: "revision_date", label: "Revision date", hint: "YYYY-MM-DD" },
  { key: "revision_number", label: "Revision number" },
];
const percent = (n: number) => `${Math.round(n * 100)} %`;

/** A ZIP job's progress while it runs, then its report: added, duplicates, failures and skipped files by name. */
function ZipReport({ job }: { job: ZipJob }) {
  const running = job.job_status !== "completed" && job.job_status !== "failed";
  const byOutcome = (o: string) => job.files.items.filter((f) => f.outcome === o);
  return (
    <div class="zip-report" data-job-status={job.job_status}>
      {running ? (
        <>
          <label class="muted" for={`job-${job.job_id}`}>
            {job.total_files > 0 ? `Reading the archive: ${job.processed_files} of ${job.total_files} files done` : "Opening the archive…"}
          </label>
          <progress id={`job-${job.job_id}`} max={Math.max(job.total_files, 1)} value={job.processed_files} />
        </>
      ) : job.job_status === "failed" ? (
        <p class="error" role="alert">The archive could not be read: {job.error_message ?? "no reason given"}. Nothing from it was added.</p>
      ) : (
        <p class="ok" role="status">
          Done: {job.successful_uploads} added, {job.duplicates_found} already in the library, {job.failed_uploads} refused, {job.skipped_files} skipped
          {job.total_files > 0 ? ` (${job.total_files} PDF ${job.total_files === 1 ? "file" : "files"})` : ""}.
        </p>
      )}
      {!running && job.files.items.length > 0 ? (
        <ul class="outcomes">
          {byOutcome("created").map((f) => <li key={f.filename}><span class="tag ok">added</span> {f.sds_id ? <a href={href(`/library/${f.sds_id}`)} onClick={onLink(`/library/${f.sds_id}`)}>{f.filename}</a> : f.filename}</li>)}
          {byOutcome("duplicate").map((f) => <li key={f.filename}><span class="tag">duplicate</span> {f.filename}: already in the library{f.sds_id ? <> (<a href={href(`/library/${f.sds_id}`)} onClick={onLink(`/library/${f.sds_id}`)}>open it</a>)</> : null}</li>)}
          {byOutcome("failed").map((f) => <li key={f.filename}><span class="tag bad">refused</span> {f.filename}: {f.message}</li>)}
          {byOutcome("skipped").map((f) => <li key={f.filename}><span class="tag">skipped</span> {f.filename}: {f.message ?? "not a PDF"}</li>)}
          {job.files.total > job.files.items.length ? <li class="muted">and {job.files.total - job.files.items.length} more files</li> : null}
        </ul>
      ) : null}
    </div>
  );
}

/** One chosen file: its bar while it goes up, then what became of it in words. */
function FileRow({ q }: { q: QueuedFile }) {
  const id = `file-${q.key}`;
  return (
    <li class="upload-file" data-state={q.state} data-name={q.file.name}>
      <div class="upload-name"><strong id={`${id}-name`}>{q.file.name}</strong> <span class="muted">{(q.file.size / 1024).toFixed(0)} KB{q.kind === "zip" ? " · ZIP archive" : ""}</span></div>
      {q.state === "waiting" ? <p class="muted">Waiting…</p> : null}
      {q.state === "sending" ? <progress aria-labelledby={`${id}-name`} max={1} value={q.sent} aria-valuetext={`${percent(q.sent)} sent`} /> : null}
      {q.state === "added" && q.uploaded ? (
        <p class="ok">Added as <a href={href(`/library/${q.uploaded.sds_id}`)} onClick={onLink(`/library/${q.uploaded.sds_id}`)}>{q.uploaded.product_name}</a>. It is being read now.</p>
      ) : null}
      {q.state === "duplicate" && q.uploaded ? (
        <p>Already in the library: duplicate of <a href={href(`/library/${q.uploaded.sds_id}`)} onClick={onLink(`/library/${q.uploaded.sds_id}`)}>{q.uploaded.product_name}</a> ({q.uploaded.manufacturer}). Nothing new was stored.</p>
      ) : null}
      {q.state === "refused" ? <p class="error" role="alert">Refused: {q.problem}</p> : null}
      {q.job ? <ZipReport job={q.job} /> : null}
      {q.state === "done" && q.problem ? <p class="error" role="alert">{q.problem}</p> : null}
    </li>
  );
}

/** Upload one PDF, many PDFs or a ZIP of them (manager): a drop zone and a file picker, a bar per file, the outcome in words. */
export function Upload() {
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [fields, setFields] = useState<UploadFields>({ product_name: "", manufacturer: "", revision_date: "", revision_number: "" });
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const alive = useRef(true);
  useEffect(() => {
    heading.current?.focus();
    return () => { alive.current = false; };
  }, []);

  const start = async (files: File[]) => {
    if (files.length === 0 || busy) return;
    const items: QueuedFile[] = files.map((file) => ({ key: ++nextKey, file, kind: isZip(file) ? "zip" : "pdf", state: "waiting", sent: 0 }));
    setQueue(items);
    setBusy(true);
    const one = items.length === 1 && items[0]!.kind === "pdf";
    // One file at a time: each bar fills in turn and the appliance takes one upload at once from this page.
    for (const q of items) {
      const update = (change: Partial<QueuedFile>) => alive.current && setQueue((list) => list.map((x) => (x.key === q.key ? { ...x, ...change } : x)));
      if (q.kind === "zip") await sendZip(q, update, () => alive.current);
      else await sendPdf(q, one ? fields : {}, update);
    }
    if (alive.current) setBusy(false);
    if (picker.current) picker.current.value = "";
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void start(Array.from(e.dataTransfer?.files ?? []));
  };
  const finished = queue.length > 0 && !busy;
  return (
    <main id="main" class="sds-upload" data-status={busy ? "uploading" : finished ? "done" : "ready"}>
      <p><a href={href("/library")} onClick={onLink("/library")}>← SDS library</a></p>
      <h1 tabIndex={-1} ref={heading}>Add SDSs</h1>
      <p class="muted">One PDF, several PDFs, or a ZIP archive of PDFs. Each file is checked, stored once (a file already in the library is not stored again) and read in the background.</p>
      <div class={`drop-zone${over ? " over" : ""}`} onDragOver={(e) => { e.preventDefault(); setOver(true); }} onDragLeave={() => setOver(false)} onDrop={drop}>
        <p>Drop PDF or ZIP files here, or</p>
        <label class="button primary" for="sds-files">Choose files</label>
        <input id="sds-files" class="visually-hidden-input" type="file" multiple accept="application/pdf,.pdf,application/zip,.zip" disabled={busy}
          ref={picker} onChange={(e) => void start(Array.from((e.target as HTMLInputElement).files ?? []))} />
      </div>
      <details class="card optional">
        <summary>Details for a single PDF (optional)</summary>
        <p class="muted">Used only when one PDF is uploaded; otherwise each file's name and contents are read.</p>
        <div class="field-grid">
          {OPTIONAL.map((f) => (
            <div class="field" key={f.key}>
              <label for={`upload-${f.key}`}>{f.label}{f.hint ? <span class="muted"> ({f.hint})</span> : null}</label>
              <input id={`upload-${f.key}`} value={fields[f.key]} disabled={busy} onInput={(e) => setFields({ ...fields, [f.key]: (e.target as HTMLInputElement).value })} />
            </div>
          ))}
        </div>
      </details>
      {queue.length > 0 ? (
        <section aria-labelledby="upload-files-heading">
          <h2 id="upload-files-heading">{busy ? "Uploading" : "Uploaded"}</h2>
          <ul class="upload-files" aria-live="polite">{queue.map((q) => <FileRow key={q.key} q={q} />)}</ul>
          {finished ? <p><a class="button" href={href("/library")} onClick={onLink("/library")}>Back to the library</a></p> : null}
        </section>
      ) : <p class="empty">No file chosen yet.</p>}
    </main>
  );
}
