import { render } from "preact";
import { appRoot } from "../shared/root";
import { SignedInPage, appPath } from "../shared/shell";
import { SitesPage } from "./sites";
import { UsersPage } from "./users";
import "./admin.css";

/** The admin's pages: {API_ROOT}/admin/users (users, invitations) and /admin/sites (sites, locations, station links). */
const SECTIONS = [
  { path: "/admin/users", label: "Users and invitations" },
  { path: "/admin/sites", label: "Sites and station links" },
] as const;

function AdminApp() {
  const section = SECTIONS.find((s) => s.path === appPath()) ?? SECTIONS[0];
  return (
    <SignedInPage title={section.label} class="admin" roles={["admin"]} refusal="Only an administrator can manage users, sites and station links.">
      {(session) => (
        <>
          <nav class="tabs" aria-label="Administration">
            {SECTIONS.map((s) => <a key={s.path} href={`${appRoot}${s.path}`} aria-current={s === section ? "page" : undefined}>{s.label}</a>)}
          </nav>
          {section.path === "/admin/sites" ? <SitesPage /> : <UsersPage self={session.user.user_id} />}
        </>
      )}
    </SignedInPage>
  );
}

render(<AdminApp />, document.getElementById("app")!);
