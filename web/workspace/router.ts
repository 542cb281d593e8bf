import { useEffect, useState } from "preact/hooks";
import { appRoot } from "../shared/root";

/** The path inside the app (without API_ROOT) and its query. */
export interface Place { path: string; query: URLSearchParams }

const current = (): Place => ({ path: location.pathname.slice(appRoot.length) || "/", query: new URLSearchParams(location.search) });

/** Goes to an app path (with its query) without reloading the page. */
export function go(to: string, replace = false): void {
  const url = `${appRoot}${to}`;
  if (replace) history.replaceState(null, "", url);
  else history.pushState(null, "", url);
  dispatchEvent(new PopStateEvent("popstate"));
}

export function usePlace(): Place {
  const [place, setPlace] = useState(current);
  useEffect(() => {
    const on = () => setPlace(current());
    addEventListener("popstate", on);
    return () => removeEventListener("popstate", on);
  }, []);
  return place;
}

/** A link inside the app: a real href (opens in a new tab, works without the router) and a client-side move on click. */
export function href(to: string): string {
  return `${appRoot}${to}`;
}

export function onLink(to: string) {
  return (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    go(to);
  };
}
