import { useEffect, useState } from "preact/hooks";
import { UnreachableError } from "../shared/api";
import { appRoot } from "../shared/root";
import { loadSession, type Session } from "../shared/session";
import { Shell } from "../shared/shell";
import { Dashboard } from "./dashboard";
import { LibraryArea } from "./sds/library-area";
import { go, onLink, usePlace } from "./router";
import { SignIn } from "./sign-in";

/** Where a sign-in sends back to: only a path inside the app (never another site). */
function returnPath(next: string | null): string {
  return next && next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/sign-in") ? next : "/dashboard";
}

/** The sections this bundle draws itself: moved between without a reload. */
const IN_PAGE = ["/dashboard", "/library"];
const inPage = (to: string) => (IN_PAGE.includes(to) ? onLink(to) : undefined);

/** The signed-in workspace: the session from the cookie at load, a signed-out visit goes to sign-in and comes back. */
export function WorkspaceApp() {
  const place = usePlace();
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    loadSession().then(setSession, (e) => setProblem(e instanceof UnreachableError ? "The appliance cannot be reached. Check the network and reload the page." : String(e.message)));
  }, []);
  const onSignIn = place.path === "/sign-in";
  useEffect(() => {
    if (session === null && !onSignIn) go(`/sign-in?next=${encodeURIComponent(place.path + (place.query.toString() ? `?${place.query}` : ""))}`, true);
    if (session && (onSignIn || place.path === "/")) {
      const next = onSignIn ? returnPath(place.query.get("next")) : "/dashboard";
      // A page of another bundle (inventory, administration) is loaded whole; the workspace's own are drawn here.
      if (IN_PAGE.some((p) => next === p || next.startsWith(`${p}?`) || next.startsWith(`${p}/`))) go(next, true);
      else location.replace(`${appRoot}${next}`);
    }
  }, [session, place.path]);

  if (problem) return <main id="main" class="shell"><h1>chemsafe</h1><p class="error" role="alert">{problem}</p></main>;
  if (session === undefined) return <main id="main" class="shell" data-status="loading"><h1>chemsafe</h1><p class="muted">Loading…</p></main>;
  if (session === null || onSignIn) return <div class="workspace signed-out"><SignIn onSignedIn={setSession} /></div>;

  return (
    <Shell session={session} path={place.path} inPage={inPage} onSignedOut={() => { setSession(null); go("/sign-in", true); }}>
      {place.path.startsWith("/library") ? <LibraryArea place={place} /> : <Dashboard key="dashboard" />}
    </Shell>
  );
}
