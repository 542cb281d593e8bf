import type { ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";
import { UnreachableError } from "./api";
import { appRoot } from "./root";
import { NotificationBadge } from "./notification-badge";
import { errorText, loadSession, signOut, type Session, type User } from "./session";
import "./app.css";

/**
 * Every signed-in page's frame: one header (the sections a person's role may open, who is signed in, sign
 * out) over the page. A section drawn by the same bundle is reached without a reload (`inPage`); the others
 * are ordinary links. Add a section here, once, and every page shows it.
 */
export interface Section { to: string; label: string; roles?: readonly User["role"][] }

export const SECTIONS: readonly Section[] = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/inventory", label: "Inventory" },
  { to: "/library", label: "SDS library" },
  { to: "/products", label: "Products" },
  { to: "/labels", label: "Pesticide labels" },
  { to: "/reports", label: "Reports" },
  { to: "/web-search", label: "Web search", roles: ["manager", "admin"] },
  { to: "/admin/users", label: "Administration", roles: ["admin"] },
];

const isCurrent = (section: Section, path: string) =>
  path === section.to || path.startsWith(`${section.to}/`) || (section.to.startsWith("/admin") && path.startsWith("/admin"));

export function Shell(props: {
  session: Session; path: string; children: ComponentChildren;
  /** the click handler of a section this bundle draws itself (client-side move), or undefined for a full load */
  inPage?: (to: string) => ((e: MouseEvent) => void) | undefined;
  onSignedOut?: () => void;
}) {
  const { session, path } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const leave = async () => {
    try {
      await signOut();
      if (props.onSignedOut) props.onSignedOut();
      else location.assign(`${appRoot}/sign-in`);
    } catch (e) {
      setProblem(errorText(e));
    }
  };
  const sections = SECTIONS.filter((s) => !s.roles || s.roles.includes(session.user.role));
  return (
    <div class="workspace" data-role={session.user.role}>
      <a class="skip" href="#main">Skip to content</a>
      <header class="bar">
        <span class="brand">chemsafe</span>
        <nav aria-label="Workspace">
          {sections.map((s) => (
            <a key={s.to} href={`${appRoot}${s.to}`} onClick={props.inPage?.(s.to)} aria-current={isCurrent(s, path) ? "page" : undefined}>{s.label}</a>
          ))}
        </nav>
        <a class="who" href={`${appRoot}/account`} aria-current={path === "/account" ? "page" : undefined}>{session.user.name ?? session.user.email} · {session.user.role}</a>
        <NotificationBadge />
        <button class="button" type="button" onClick={leave}>Sign out</button>
        {problem ? <p class="error" role="alert">{problem}</p> : null}
      </header>
      {props.children}
    </div>
  );
}

/** The path inside the app (without API_ROOT). */
export const appPath = (): string => location.pathname.slice(appRoot.length).replace(/(.)\/+$/, "$1") || "/";

/**
 * The session of a page that needs one: while loading undefined; signed out → off to sign-in, coming back
 * here afterwards; an unreachable appliance or another failure → the words to show.
 */
export function useSignedIn(): { session: Session | undefined; failure: string | null } {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    loadSession().then(setSession, (e) =>
      setFailure(e instanceof UnreachableError ? "The appliance cannot be reached. Check the network and reload the page." : errorText(e)));
  }, []);
  useEffect(() => {
    if (session === null) location.replace(`${appRoot}/sign-in?next=${encodeURIComponent(appPath() + location.search)}`);
  }, [session]);
  return { session: session ?? undefined, failure };
}

/**
 * A whole signed-in page of its own bundle: the frame, the page's heading, and its body once the session is
 * known — or the loading, failure, or "your role cannot" state in words.
 */
export function SignedInPage(props: {
  title: string; roles?: readonly User["role"][]; refusal?: string; class?: string;
  children: (session: Session) => ComponentChildren;
}) {
  const { session, failure } = useSignedIn();
  const path = appPath();
  if (failure || !session) {
    return (
      <div class="workspace" data-status={failure ? "error" : "loading"}>
        <main id="main"><h1>{props.title}</h1>{failure ? <p class="error" role="alert">{failure}</p> : <p class="muted">Loading…</p>}</main>
      </div>
    );
  }
  const allowed = !props.roles || props.roles.includes(session.user.role);
  return (
    <Shell session={session} path={path}>
      <main id="main" class={props.class} data-status="ready">
        <h1>{props.title}</h1>
        {allowed ? props.children(session) : (
          <p class="error" role="alert">{props.refusal ?? "Your role cannot open this page."} You are signed in as {session.user.email} ({session.user.role}).</p>
        )}
      </main>
    </Shell>
  );
}
