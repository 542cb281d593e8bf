import { render } from "preact";
import { appRoot } from "../shared/root";
import { SignedInPage, appPath } from "../shared/shell";
import { AuditPage } from "./audit";
import { JobsPage } from "./jobs";
import { SitesPage } from "./sites";
import { UsersPage } from "./users";
import "./admin.css";

/**
 * The admin's pages: {API_ROOT}/admin/users (users, invitations), /admin/sites (sites, locations, station
 * links), /admin/jobs (the job queue) and /admin/audit (the audit log).
 */
const SECTIONS = [
  { path: "/admin/users", label: "Users and invitations" },
  { path: "/admin/sites", label: "Sites and station links" },
  { path: "/admin/jobs", label: "Job queue" },
  { path: "/admin/audit", label: "Audit log" },
] as const;

const BODIES: Record<string, () => preact.JSX.Element> = {
  "/admin/sites": () => <SitesPage />,
  "/admin/jobs": () => <JobsPage />,
  "/admin/audit": () => <AuditPage />,
};

function AdminApp() {
  const section = SECTIONS.find((s) => s.path === appPath()) ?? SECTIONS[0];
  return (
    <SignedInPage title={section.label} class="admin" roles={["admin"]} refusal="Only an administrator can manage users, sites and station links, or see the job queue and the audit log.">
      {(session) => (
        <>
          <nav class="tabs" aria-label="Administration">
            {SECTIONS.map((s) => <a key={s.path} href={`${appRoot}${s.path}`} aria-current={s === section ? "page" : undefined}>{s.label}</a>)}
          </nav>
          {BODIES[section.path]?.() ?? <UsersPage self={session.user.user_id} />}
        </>
      )}
    </SignedInPage>
  );
}

render(<AdminApp />, document.getElementById("app")!);
