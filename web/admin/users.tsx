import { useEffect, useState } from "preact/hooks";
import { apiGet } from "../shared/api";
import { useLatest } from "../shared/latest";
import { apiSend, errorText } from "../shared/session";
import { Pager } from "./listing";

type Role = "viewer" | "manager" | "admin";
interface User { user_id: string; email: string; name: string | null; role: Role; is_active: boolean; last_login_at: string | null }
interface Invitation { invitation_id: string; email: string; role: Role; status: string; expires_at: string; invite_url?: string }
interface Page<T> { items: T[]; total: number; page: number; total_pages: number }
interface ResetLink { email: string; delivery: "mail" | "shown"; reset_url?: string; expires_at: string }

const ROLES: Role[] = ["viewer", "manager", "admin"];
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "never");
const get = <T,>(path: string) => apiGet<T>(path, { credentials: "same-origin" });

/** A link to hand over in person when no mail server is configured. */
function ShownLink({ label, url }: { label: string; url: string }) {
  return (
    <div class="shown-link" role="status">
      <p>{label}</p>
      <input class="link-url" readOnly value={url} aria-label={label} onFocus={(e) => e.currentTarget.select()} />
      <button class="button small" type="button" onClick={() => navigator.clipboard?.writeText(url)}>Copy link</button>
    </div>
  );
}

export function UsersPage({ self }: { self: string }) {
  return (
    <div class="users">
      <Invitations />
      <Users self={self} />
    </div>
  );
}

function Users({ self }: { self: string }) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<User> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reset, setReset] = useState<ResetLink | null>(null);
  // Only the latest reading shows: a slower answer for an earlier page never replaces a newer one.
  const begin = useLatest();
  const load = () => {
    const current = begin();
    get<Page<User>>(`/users?page=${page}&page_size=25`).then((d) => { if (current()) setData(d); }, (e) => { if (current()) setError(errorText(e)); });
  };
  useEffect(() => { load(); }, [page]);
  const run = async (fn: () => Promise<unknown>) => {
    try { await fn(); setError(null); } catch (e) { setError(errorText(e)); } finally { load(); }
  };
  return (
    <section class="card" aria-labelledby="users-h">
      <h2 id="users-h">Users</h2>
      {error && <p class="error" role="alert">{error}</p>}
      {reset && (reset.delivery === "shown"
        ? <ShownLink label={`Password reset link for ${reset.email} (valid until ${when(reset.expires_at)}; no mail server is set up, hand it over yourself)`} url={reset.reset_url!} />
        : <p role="status">A password reset link was mailed to {reset.email}.</p>)}
      {data === null ? <p class="muted">Loading…</p> : (
        <table class="users-table" data-loaded="true">
          <thead><tr><th scope="col">User</th><th scope="col">Role</th><th scope="col">Status</th><th scope="col">Last sign-in</th><th scope="col">Actions</th></tr></thead>
          <tbody>
            {data.items.map((u) => (
              <tr key={u.user_id} data-email={u.email}>
                <td>{u.name ? <>{u.name}<br /><span class="muted">{u.email}</span></> : u.email}</td>
                <td>
                  <select aria-label={`Role of ${u.email}`} value={u.role} disabled={u.user_id === self}
                    onChange={(e) => run(() => apiSend("PATCH", `/users/${u.user_id}`, { role: e.currentTarget.value }))}>
                    {ROLES.map((r) => <option value={r}>{r}</option>)}
                  </select>
                </td>
                <td>{u.is_active ? "active" : "deactivated"}</td>
                <td>{when(u.last_login_at)}</td>
                <td><div class="actions">
                  {u.user_id !== self && (
                    <button class="button small" type="button" aria-label={`${u.is_active ? "Deactivate" : "Reactivate"} ${u.email}`}
                      onClick={() => run(async () => {
                        if (u.is_active && !confirm(`Deactivate ${u.email}? They are signed out at once and cannot sign in.`)) return;
                        await apiSend("PATCH", `/users/${u.user_id}`, { is_active: !u.is_active });
                      })}>{u.is_active ? "Deactivate" : "Reactivate"}</button>
                  )}
                  {u.is_active && (
                    <button class="button small" type="button" aria-label={`Reset link for ${u.email}`}
                      onClick={() => run(async () => setReset(await apiSend<ResetLink>("POST", `/users/${u.user_id}/reset-link`)))}>Reset link</button>
                  )}
                </div></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && data.total_pages > 1 && (
        <nav class="pager" aria-label="Users pages">
          <button class="button small" type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</button>
          <span>Page {data.page} of {data.total_pages}</span>
          <button class="button small" type="button" disabled={page >= data.total_pages} onClick={() => setPage(page + 1)}>Next</button>
        </nav>
      )}
    </section>
  );
}

function Invitations() {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("viewer");
  const [status, setStatus] = useState("open");
  const [data, setData] = useState<Page<Invitation> | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<Invitation | null>(null);
  const [page, setPage] = useState(1);
  // Only the latest reading shows: the answer for an earlier choice of "Show" or page never replaces a newer one.
  const begin = useLatest();
  const load = () => {
    const current = begin();
    get<Page<Invitation>>(`/users/invitations?page=${page}&page_size=25${status ? `&status=${status}` : ""}`)
      .then((d) => { if (current()) setData(d); }, (e) => { if (current()) setError(errorText(e)); });
  };
  useEffect(() => { load(); }, [status, page]);
  const invite = async (e: Event) => {
    e.preventDefault();
    try {
      setShown(await apiSend<Invitation>("POST", "/users/invite", { email: email.trim(), role }));
      setEmail(""); setFormError(null); load();
    } catch (err) { setFormError(errorText(err)); }
  };
  const run = async (fn: () => Promise<unknown>) => {
    try { await fn(); setError(null); } catch (e) { setError(errorText(e)); } finally { load(); }
  };
  return (
    <section class="card" aria-labelledby="inv-h">
      <h2 id="inv-h">Invitations</h2>
      <form class="inline-form" onSubmit={invite} aria-label="Invite a person">
        <label for="inv-email">E-mail</label>
        <input id="inv-email" type="email" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} aria-invalid={formError ? "true" : undefined} aria-describedby={formError ? "inv-error" : undefined} />
        <label for="inv-role">Role</label>
        <select id="inv-role" value={role} onChange={(e) => setRole(e.currentTarget.value as Role)}>{ROLES.map((r) => <option value={r}>{r}</option>)}</select>
        <button class="button primary" type="submit">Send invitation</button>
        {formError && <p id="inv-error" class="error" role="alert">{formError}</p>}
      </form>
      {shown?.invite_url && <ShownLink label={`Invitation link for ${shown.email} (valid until ${when(shown.expires_at)}); hand it over if no mail arrives`} url={shown.invite_url} />}
      {error && <p class="error" role="alert">{error}</p>}
      <label for="inv-status">Show</label>{" "}
      <select id="inv-status" value={status} onChange={(e) => { setStatus(e.currentTarget.value); setPage(1); }}>
        <option value="open">open</option><option value="accepted">accepted</option><option value="revoked">revoked</option><option value="expired">expired</option><option value="">all</option>
      </select>
      {data === null ? <p class="muted">Loading…</p> : data.items.length === 0 ? <p class="muted" data-loaded="true">No invitations here.</p> : (
        <table class="invitations-table" data-loaded="true">
          <thead><tr><th scope="col">E-mail</th><th scope="col">Role</th><th scope="col">Status</th><th scope="col">Expires</th><th scope="col">Actions</th></tr></thead>
          <tbody>
            {data.items.map((i) => (
              <tr key={i.invitation_id} data-email={i.email}>
                <td>{i.email}</td><td>{i.role}</td><td>{i.status}</td><td>{when(i.expires_at)}</td>
                <td><div class="actions">
                  {(i.status === "open" || i.status === "expired") && (
                    <button class="button small" type="button" aria-label={`Resend invitation to ${i.email}`}
                      onClick={() => run(async () => setShown(await apiSend<Invitation>("POST", `/users/invitations/${i.invitation_id}/resend`)))}>Resend</button>
                  )}
                  {i.status === "open" && (
                    <button class="button small danger" type="button" aria-label={`Revoke invitation to ${i.email}`}
                      onClick={() => run(async () => { await apiSend("DELETE", `/users/invitations/${i.invitation_id}`); if (shown?.invitation_id === i.invitation_id) setShown(null); })}>Revoke</button>
                  )}
                </div></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data ? <Pager label="Invitation pages" data={data} go={setPage} /> : null}
    </section>
  );
}
