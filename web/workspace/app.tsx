import { useEffect, useState } from "preact/hooks";
import { UnreachableError } from "../shared/api";
import { Dashboard } from "./dashboard";
import { Library } from "./library";
import { go, href, onLink, usePlace } from "./router";
import { loadSession, signOut, type Session } from "./session";
import { SignIn } from "./sign-in";

/** Where a sign-in sends back to: only a path inside the app (never another site). */
function returnPath(next: string | null): string {
  return next && next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/sign-in") ? next : "/dashboard";
}

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
    if (session && (onSignIn || place.path === "/")) go(onSignIn ? returnPath(place.query.get("next")) : "/dashboard", true);
  }, [session, place.path]);

  if (problem) return <main id="main" class="shell"><h1>chemsafe</h1><p class="error" role="alert">{problem}</p></main>;
  if (session === undefined) return <main id="main" class="shell" data-status="loading"><h1>chemsafe</h1><p class="muted">Loading…</p></main>;
  if (session === null || onSignIn) return <div class="workspace signed-out"><SignIn onSignedIn={setSession} /></div>;

  const leave = async () => {
    await signOut(session.csrf_token);
    setSession(null);
    go("/sign-in", true);
  };
  const nav = [{ to: "/dashboard", label: "Dashboard" }, { to: "/library", label: "SDS library" }];
  return (
    <div class="workspace" data-role={session.user.role}>
      <a class="skip" href="#main">Skip to content</a>
      <header class="bar">
        <span class="brand">chemsafe</span>
        <nav aria-label="Workspace">
          {nav.map((n) => (
            <a key={n.to} href={href(n.to)} onClick={onLink(n.to)} aria-current={place.path.startsWith(n.to) ? "page" : undefined}>{n.label}</a>
          ))}
          {/* Pages of their own (full navigation): inventory for everyone, administration for admins. */}
          <a href={href("/inventory")}>Inventory</a>
          {session.user.role === "admin" && <a href={href("/admin/users")}>Administration</a>}
        </nav>
        <span class="who">{session.user.name ?? session.user.email} · {session.user.role}</span>
        <button class="button" type="button" onClick={leave}>Sign out</button>
      </header>
      {place.path.startsWith("/library") ? <Library key="library" place={place} /> : <Dashboard key="dashboard" />}
    </div>
  );
}
