import { useEffect, useState } from "preact/hooks";
import { ApiError, apiGet } from "../../shared/api";
import { apiSend, errorText } from "../../shared/session";
import { dateTime, REVIEW_WORDS, type Details } from "./sds-types";

/**
 * "Open SDS": a real link to the PDF through a signed address (valid 15 minutes, needs no header), asked for
 * when the page opens. A link gone stale (the page stayed open) is asked for again on the click.
 */
export function OpenPdf({ sdsId }: { sdsId: string }) {
  const [link, setLink] = useState<{ download_url: string; expires_at: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fetchLink = () => apiGet<{ download_url: string; expires_at: string }>(`/chem/sds/${sdsId}/download`, { credentials: "same-origin" });
  useEffect(() => {
    fetchLink().then(setLink, (e) => setProblem(errorText(e)));
  }, [sdsId]);
  const open = async (e: MouseEvent) => {
    if (link && Date.parse(link.expires_at) - Date.now() > 60_000) return;
    e.preventDefault();
    try {
      const fresh = await fetchLink();
      setLink(fresh);
      location.assign(fresh.download_url);
    } catch (err) {
      setProblem(errorText(err));
    }
  };
  return (
    <span class="open-pdf">
      <a class="button primary" href={link?.download_url ?? "#"} target="_blank" rel="noopener" onClick={open}>Open SDS</a>
      {problem ? <span class="error" role="alert"> The PDF cannot be opened: {problem}</span> : null}
    </span>
  );
}

/** The company's review of the SDS: approve, reject (flag) or mark reviewed, with notes; who and when are shown. */
export function Review({ details, canEdit, onChange }: { details: Details; canEdit: boolean; onChange: (d: Details) => void }) {
  const [notes, setNotes] = useState(details.internal_notes ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = async (review_status: string) => {
    setBusy(true);
    setProblem(null);
    try {
      const r = await apiSend<Pick<Details, "review_status" | "internal_notes" | "reviewed_by" | "reviewed_at">>("PATCH", `/chem/sds/${details.sds_id}/review`, { review_status, internal_notes: notes.trim() || null });
      onChange({ ...details, ...r });
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="card review" aria-labelledby="review-heading" data-review={details.review_status}>
      <h2 id="review-heading">Review</h2>
      <p><strong>{REVIEW_WORDS[details.review_status] ?? details.review_status}</strong>
        {details.reviewed_by ? <span class="muted"> — by {details.reviewed_by} on {dateTime(details.reviewed_at)}</span> : null}</p>
      {canEdit ? (
        <>
          <div class="field">
            <label for="review-notes">Notes for your team</label>
            <textarea id="review-notes" rows={2} value={notes} disabled={busy} onInput={(e) => setNotes((e.target as HTMLTextAreaElement).value)} />
          </div>
          <div class="actions">
            <button class="button primary" type="button" disabled={busy} onClick={() => set("approved")}>Approve</button>
            <button class="button danger" type="button" disabled={busy} onClick={() => set("flagged")}>Reject (flag)</button>
            <button class="button" type="button" disabled={busy} onClick={() => set("reviewed")}>Mark reviewed</button>
          </div>
          {problem ? <p class="error" role="alert">{problem}</p> : null}
        </>
      ) : details.internal_notes ? <p>{details.internal_notes}</p> : null}
    </section>
  );
}

/** Read the PDF again (409 while a reading is queued or running) and archive or bring back (409 while a product uses it). */
export function Maintenance({ details, onChange, reload }: { details: Details; onChange: (d: Details) => void; reload: () => void }) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (what: () => Promise<string>) => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ ok: true, text: await what() });
    } catch (e) {
      setMessage({ ok: false, text: e instanceof ApiError && e.status === 409 ? `Not done: ${e.message}` : errorText(e) });
    } finally {
      setBusy(false);
    }
  };
  const reparse = () => run(async () => {
    await apiSend("POST", `/chem/sds/${details.sds_id}/reparse`);
    reload();
    return "The SDS will be read again. Values a person corrected are kept.";
  });
  const archive = (to: "archive" | "unarchive") => run(async () => {
    const r = await apiSend<{ archived_at: string | null }>("POST", `/chem/sds/${details.sds_id}/${to}`);
    onChange({ ...details, archived_at: r.archived_at });
    return to === "archive" ? "Archived: it no longer appears in the library list. Nothing was deleted." : "Back in the library.";
  });
  return (
    <section class="card" aria-labelledby="maintenance-heading">
      <h2 id="maintenance-heading">Reading and archive</h2>
      <div class="actions">
        <button class="button" type="button" disabled={busy} onClick={reparse}>Read the PDF again</button>
        {details.archived_at
          ? <button class="button" type="button" disabled={busy} onClick={() => archive("unarchive")}>Unarchive</button>
          : <button class="button danger" type="button" disabled={busy} onClick={() => archive("archive")}>Archive</button>}
      </div>
      {message ? <p class={message.ok ? "ok" : "error"} role={message.ok ? "status" : "alert"}>{message.text}</p> : null}
    </section>
  );
}
