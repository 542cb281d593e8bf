import { render } from "preact";
import { useEffect, useState } from "preact/hooks";
import { appRoot } from "../shared/root";
import { errorText, loadSession, type Session } from "./session";
import { SitesPage } from "./sites";
import { UsersPage } from "./users";
import "./admin.css";

/** The admin's pages: {API_ROOT}/admin/sites (sites, locations, station links) and /admin/users (users, invitations). */
const SECTIONS = [
  { path: "/admin/users", label: "Users and invitations" },
  { path: "/admin/sites", label: "Sites and station links" },
] as const;

function AdminApp() {
  const path = location.pathname.slice(appRoot.length).replace(/\/+$/, "");
  const section = SECTIONS.find((s) => s.path === path) ?? SECTIONS[0];
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    loadSession().then(setSession, (e) => setFailure(errorText(e)));
  }, []);

  let body;
  if (failure) body = <p class="error" role="alert">{failure}</p>;
  else if (session === undefined) body = <p class="muted">Loading…</p>;
  else if (session === null) body = <p>You are not signed in. <a href={`${appRoot}/`}>Sign in</a> to manage the appliance.</p>;
  else if (session.user.role !== "admin") body = <p class="error" role="alert">Only an administrator can manage users, sites and station links. You are signed in as {session.user.email} ({session.user.role}).</p>;
  else body = section.path === "/admin/sites" ? <SitesPage /> : <UsersPage self={session.user.user_id} />;

  return (
    <div class="admin" data-status={session === undefined ? "loading" : "ready"}>
      <header class="bar">
        <span class="brand">chemsafe · Administration</span>
        <nav aria-label="Administration">
          <a href={`${appRoot}/dashboard`}>Dashboard</a>
          {SECTIONS.map((s) => <a href={`${appRoot}${s.path}`} aria-current={s === section ? "page" : undefined}>{s.label}</a>)}
        </nav>
      </header>
      <main>
        <h1>{section.label}</h1>
        {body}
      </main>
    </div>
  );
}

render(<AdminApp />, document.getElementById("app")!);
