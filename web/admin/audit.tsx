import { useEffect, useState } from "preact/hooks";
import { ApiError, apiGet } from "../shared/api";
import { errorText } from "../shared/session";
import { Pager, type Page, useQueryState, when } from "./listing";

interface Entry {
  audit_id: string; action: string; entity_type: string; entity_id: string | null;
  user: { user_id: string; email: string | null; name: string | null } | null;
  before: unknown; after: unknown; request_id: string | null; created_at: string;
}
interface Person { user_id: string; email: string; name: string | null }

/** Actions the appliance records (recordAudit calls), offered as suggestions; any other action can be typed. */
const ACTIONS = [
  "user.invite", "invitation.resend", "invitation.revoke", "user.accept_invite", "user.update", "user.reset_link", "user.reset_password",
  "user.change_password", "company.update", "site.create", "site.update", "location.create", "location.update", "station_link.revoke",
  "chemical.create", "chemical.update", "chemical.delete", "chemical.attach_sds", "chemical.detach_sds", "sds.upload", "sds.bulk_zip_upload",
  "sds.new_version", "sds.review", "sds.correct", "sds.reparse", "sds.map", "sds.add_to_library", "sds.suggestion_accept",
  "sds.suggestion_dismiss", "label.upload", "report.request", "binder.request", "websearch.search", "job.retry",
];
const FILTERS = ["action", "user_id", "from", "to", "page"] as const;
const get = <T,>(path: string) => apiGet<T>(path, { credentials: "same-origin" });
const who = (e: Entry) => (e.user ? e.user.name ? `${e.user.name} (${e.user.email ?? "removed"})` : e.user.email ?? "a removed user" : "the appliance");

/**
 * {API_ROOT}/admin/audit: every change in the company (GET /audit), newest first, filtered by action,
 * person and days; each entry's before and after on demand. A refused filter (a date the API cannot read,
 * from after to) is said beside its field.
 */
export function AuditPage() {
  const [query, setQuery] = useQueryState(FILTERS);
  const [draft, setDraft] = useState({ action: query.action ?? "", user_id: query.user_id ?? "", from: query.from ?? "", to: query.to ?? "" });
  const [people, setPeople] = useState<Person[]>([]);
  const [data, setData] = useState<Page<Entry> | null>(null);
  const [error, setError] = useState<{ field: string | null; text: string } | null>(null);
  const page = Number(query.page) || 1;

  useEffect(() => { get<Page<Person>>("/users?page_size=100").then((d) => setPeople(d.items), () => setPeople([])); }, []);
  useEffect(() => {
    const q = new URLSearchParams({ page: String(page), page_size: "25" });
    for (const k of ["action", "user_id", "from", "to"] as const) if (query[k]) q.set(k, query[k]!);
    setData(null);
    // Only the latest filter's answer is shown: an older one answered after it would list another filter's entries.
    let live = true;
    get<Page<Entry>>(`/audit?${q}`).then((d) => { if (live) { setData(d); setError(null); } }, (e) => {
      if (!live) return;
      const field = e instanceof ApiError && e.status === 422 ? (/^to\b|\bto:/.test(e.message) ? "to" : /\bfrom\b/.test(e.message) ? "from" : null) : null;
      setError({ field, text: errorText(e) });
    });
    return () => { live = false; };
  }, [query.action, query.user_id, query.from, query.to, page]);

  const apply = (e: Event) => {
    e.preventDefault();
    setQuery({ action: draft.action.trim(), user_id: draft.user_id, from: draft.from, to: draft.to, page: "" });
  };
  const clear = () => {
    setDraft({ action: "", user_id: "", from: "", to: "" });
    setQuery({ action: "", user_id: "", from: "", to: "", page: "" });
  };
  const fieldError = (f: string) => (error?.field === f ? <p id={`audit-${f}-error`} class="field-error" role="alert">{error.text}</p> : null);
  const filtered = Boolean(query.action || query.user_id || query.from || query.to);
  const status = error && !data ? "error" : data ? "ready" : "loading";

  return (
    <section class="card audit" aria-labelledby="audit-h" data-status={status}>
      <h2 id="audit-h">Who changed what, and when</h2>
      <p class="muted">Every change made in your company: who, what and when, with the record before and after.</p>
      <form class="filters" onSubmit={apply} aria-label="Filter the audit log">
        <div class="field">
          <label for="audit-action">Action</label>
          <input id="audit-action" list="audit-actions" value={draft.action} placeholder="e.g. user.update" onInput={(e) => setDraft({ ...draft, action: e.currentTarget.value })} />
          <datalist id="audit-actions">{ACTIONS.map((a) => <option key={a} value={a} />)}</datalist>
        </div>
        <div class="field">
          <label for="audit-user">Person</label>
          <select id="audit-user" value={draft.user_id} onChange={(e) => setDraft({ ...draft, user_id: e.currentTarget.value })}>
            <option value="">anyone</option>
            {people.map((p) => <option key={p.user_id} value={p.user_id}>{p.name ? `${p.name} (${p.email})` : p.email}</option>)}
          </select>
        </div>
        <div class="field">
          <label for="audit-from">From (day)</label>
          <input id="audit-from" type="date" value={draft.from} onInput={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
            aria-invalid={error?.field === "from" ? "true" : undefined} aria-describedby={error?.field === "from" ? "audit-from-error" : undefined} />
          {fieldError("from")}
        </div>
        <div class="field">
          <label for="audit-to">To (day)</label>
          <input id="audit-to" type="date" value={draft.to} onInput={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
            aria-invalid={error?.field === "to" ? "true" : undefined} aria-describedby={error?.field === "to" ? "audit-to-error" : undefined} />
          {fieldError("to")}
        </div>
        <div class="actions">
          <button class="button primary" type="submit">Show</button>
          {filtered ? <button class="button" type="button" onClick={clear}>Clear filters</button> : null}
        </div>
      </form>
      {error && !error.field ? <p class="error" role="alert">{error.text}</p> : null}
      {data === null ? (!error && <p class="muted">Loading…</p>) : data.items.length === 0 ? (
        <p class="empty" data-loaded="true">{filtered ? "Nothing recorded matches these filters." : "Nothing recorded yet."}</p>
      ) : (
        <>
          <p class="count" data-loaded="true">{data.total} {data.total === 1 ? "entry" : "entries"}{filtered ? (data.total === 1 ? " matches" : " match") : ""}</p>
          <table class="rows audit-table">
            <caption class="visually-hidden">Audit log, newest first</caption>
            <thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">Action</th><th scope="col">Record</th><th scope="col">Before and after</th></tr></thead>
            <tbody>
              {data.items.map((e) => (
                <tr key={e.audit_id} data-action={e.action}>
                  <td>{when(e.created_at)}</td>
                  <td>{who(e)}</td>
                  <td><code>{e.action}</code></td>
                  <td>{e.entity_type}{e.entity_id ? <><br /><span class="muted">{e.entity_id.slice(-8)}</span></> : null}</td>
                  <td>{e.before == null && e.after == null ? <span class="muted">—</span> : (
                    <details>
                      <summary>Show<span class="visually-hidden"> the change of {e.action} at {when(e.created_at)}</span></summary>
                      {e.before != null ? <><h4>Before</h4><pre class="json">{JSON.stringify(e.before, null, 2)}</pre></> : null}
                      {e.after != null ? <><h4>After</h4><pre class="json">{JSON.stringify(e.after, null, 2)}</pre></> : null}
                    </details>
                  )}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {data ? <Pager label="Audit log pages" data={data} go={(p) => setQuery({ page: String(p) })} /> : null}
    </section>
  );
}
