import { render } from "preact";
import { useEffect, useState } from "preact/hooks";
import { appRoot } from "../shared/root";
import { errorText, loadSession, type Session } from "../admin/session";
import { InventoryList } from "./list";
import "../admin/admin.css";
import "./inventory.css";

/** {API_ROOT}/inventory: the inventory by site and location. Viewers read; managers and admins change. */
function InventoryApp() {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => { loadSession().then(setSession, (e) => setFailure(errorText(e))); }, []);
  let body;
  if (failure) body = <p class="error" role="alert">{failure}</p>;
  else if (session === undefined) body = <p class="muted">Loading…</p>;
  else if (session === null) body = <p>You are not signed in. <a href={`${appRoot}/`}>Sign in</a> to see the inventory.</p>;
  else body = <InventoryList canWrite={session.user.role !== "viewer"} />;
  return (
    <div class="admin" data-status={session === undefined ? "loading" : "ready"}>
      <header class="bar">
        <span class="brand">chemsafe</span>
        <nav aria-label="Workspace">
          <a href={`${appRoot}/dashboard`}>Dashboard</a>
          <a href={`${appRoot}/library`}>SDS library</a>
          <a href={`${appRoot}/inventory`} aria-current="page">Inventory</a>
          {session?.user.role === "admin" && <a href={`${appRoot}/admin/users`}>Administration</a>}
        </nav>
      </header>
      <main><h1>Inventory</h1>{body}</main>
    </div>
  );
}

render(<InventoryApp />, document.getElementById("app")!);
