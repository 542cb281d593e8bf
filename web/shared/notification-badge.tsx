import { useEffect, useState } from "preact/hooks";
import { apiGet } from "./api";
import { appRoot } from "./root";

/** Pages that change the unread count (marking read) send this event; the header's badge counts again. */
export const NOTIFICATIONS_CHANGED = "chemsafe:notifications-changed";

/**
 * The header's link to the signed-in person's notifications with the unread count (GET /notifications: its
 * `unread`). Counted when a page loads and when a page says the count changed; a failure shows the bare link.
 */
export function NotificationBadge() {
  const [unread, setUnread] = useState<number | null>(null);
  useEffect(() => {
    const count = () => apiGet<{ unread: number }>("/notifications?page_size=1&unread=true", { credentials: "same-origin" }).then((r) => setUnread(r.unread), () => setUnread(null));
    count();
    addEventListener(NOTIFICATIONS_CHANGED, count);
    return () => removeEventListener(NOTIFICATIONS_CHANGED, count);
  }, []);
  return (
    <a class="notification-badge" href={`${appRoot}/notifications`} data-unread={unread ?? undefined}>
      Notifications{unread ? <span class="count">{unread > 99 ? "99+" : unread}<span class="visually-hidden"> unread</span></span> : null}
    </a>
  );
}
