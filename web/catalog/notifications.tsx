import { useState } from "preact/hooks";
import { NOTIFICATIONS_CHANGED } from "../shared/notification-badge";
import { apiSend, errorText } from "../shared/session";
import { link, Pager, useLoad, useQuery, when, type Page } from "./common";

interface Notification {
  notification_id: string; kind: string; title: string; body: string | null; data: Record<string, unknown> | null;
  read_at: string | null; created_at: string;
}

/** Where a notification leads, from the ids its data carries (a product, an SDS, a label). */
function target(n: Notification): { to: string; words: string } | null {
  const d = n.data ?? {};
  if (typeof d.company_product_id === "string") return { to: `/products/${d.company_product_id}`, words: "Open the product" };
  if (typeof d.new_sds_id === "string") return { to: `/library/${d.new_sds_id}`, words: "Open the new SDS" };
  if (typeof d.sds_id === "string") return { to: `/library/${d.sds_id}`, words: "Open the SDS" };
  return null;
}

/** {API_ROOT}/notifications: the signed-in person's notifications, newest first; mark one or all read. */
export function NotificationsPage() {
  const [q, set] = useQuery();
  const unreadOnly = q.get("unread") === "true";
  const [problem, setProblem] = useState<string | null>(null);
  const api = new URLSearchParams({ page_size: "25", page: q.get("page") ?? "1" });
  if (unreadOnly) api.set("unread", "true");
  const { data, error, loading, reload } = useLoad<Page<Notification> & { unread: number }>(`/notifications?${api}`);
  const mark = async (path: string) => {
    try {
      await apiSend("POST", path);
      setProblem(null);
      reload();
      dispatchEvent(new Event(NOTIFICATIONS_CHANGED));
    } catch (e) { setProblem(errorText(e)); }
  };
  return (
    <div class="notifications" data-status={error ? "error" : loading ? "loading" : "ready"}>
      <div class="toolbar">
        <div class="field check"><input id="n-unread" type="checkbox" checked={unreadOnly} onChange={(e) => set({ unread: e.currentTarget.checked ? "true" : "" })} />
          <label for="n-unread">Only unread</label></div>
        {data && data.unread > 0 ? <button class="button" type="button" onClick={() => mark("/notifications/read-all")}>Mark all read</button> : null}
      </div>
      {error ? <p class="error" role="alert">{error}</p> : null}
      {problem ? <p class="error" role="alert">{problem}</p> : null}
      {data ? <p class="count" aria-live="polite">{data.unread === 0 ? "Nothing unread." : data.unread === 1 ? "1 unread notification" : `${data.unread} unread notifications`}</p> : !error ? <p class="muted">Loading…</p> : null}
      {data && data.items.length === 0 ? <p class="empty">{unreadOnly ? "No unread notification." : "No notification yet. The appliance tells you here when an SDS could not be read or found, a label is needed, or a newer SDS revision exists."}</p> : null}
      {data && data.items.length > 0 ? (
        <ul class="notes">
          {data.items.map((n) => {
            const to = target(n);
            return (
              <li key={n.notification_id} class={n.read_at ? "note read" : "note unread"} data-kind={n.kind}>
                <h2 class="note-title">{n.read_at ? null : <span class="visually-hidden">Unread: </span>}{n.title}</h2>
                {n.body ? <p>{n.body}</p> : null}
                <p class="muted">{when(n.created_at)}{n.read_at ? ` · read ${when(n.read_at)}` : ""}</p>
                <div class="actions">
                  {to ? <a class="button small" href={link(to.to)}>{to.words}</a> : null}
                  {n.read_at ? null : <button class="button small" type="button" aria-label={`Mark read: ${n.title}`} onClick={() => mark(`/notifications/${n.notification_id}/read`)}>Mark read</button>}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {data ? <Pager page={data} label="Notification pages" onPage={(n) => set({ page: String(n) })} /> : null}
    </div>
  );
}
