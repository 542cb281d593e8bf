import type { ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { ApiError, apiGet, UnreachableError } from "../shared/api";
import { appRoot } from "../shared/root";

/**
 * What a link the person was handed opens (GET with its token): loading, the answer, or the link is dead
 * (the API says why — expired, withdrawn, used — and whom to ask), or the appliance cannot be reached.
 */
export type LinkState<T> =
  | { status: "loading" } | { status: "ready"; info: T } | { status: "dead"; message: string } | { status: "error"; message: string };

export const linkToken = (): string | null => new URLSearchParams(location.search).get("token");

export function useLink<T>(path: string, incomplete: string): LinkState<T> {
  const [state, setState] = useState<LinkState<T>>({ status: "loading" });
  useEffect(() => {
    const token = linkToken();
    if (!token) return setState({ status: "dead", message: incomplete });
    apiGet<T>(`${path}?token=${encodeURIComponent(token)}`).then(
      (info) => setState({ status: "ready", info }),
      (e) => setState(e instanceof ApiError && (e.status === 404 || e.status === 422)
        ? { status: "dead", message: e.status === 422 ? incomplete : e.message }
        : { status: "error", message: e instanceof UnreachableError ? "The appliance cannot be reached. Check the network and reload the page." : (e as Error).message }),
    );
  }, []);
  return state;
}

/** The frame of a page opened from a link, before anyone is signed in: the brand, one card, the heading focused. */
export function LinkPage(props: { title: string; status: string; children: ComponentChildren }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [props.status]);
  return (
    <div class="workspace signed-out">
      <header class="bar"><span class="brand">chemsafe</span></header>
      <main id="main" class="link-page" data-status={props.status}>
        <h1 tabIndex={-1} ref={heading}>{props.title}</h1>
        {props.children}
      </main>
    </div>
  );
}

export function LinkStateView(props: { state: LinkState<unknown> }) {
  const { state } = props;
  if (state.status === "loading") return <p class="muted">Checking the link…</p>;
  if (state.status === "dead" || state.status === "error") {
    return (
      <>
        <p class="error" role="alert">{state.message}</p>
        <p><a href={`${appRoot}/sign-in`}>Go to sign-in</a></p>
      </>
    );
  }
  return null;
}
