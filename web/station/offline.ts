import { appRoot } from "../shared/root";
import type { FromWorker, ToWorker } from "../shared/station-cache";

/**
 * Registers the service worker and asks it to save (or forget) this station's offline copy.
 * Resolves false where the browser has no service workers (plain http to a non-local address).
 */
export async function saveForOffline(token: string, onMessage: (msg: FromWorker) => void, type: ToWorker["type"] = "save-station", lang?: string): Promise<boolean> {
  if (!("serviceWorker" in navigator)) return false;
  try {
    const registration = await navigator.serviceWorker.register(`${appRoot}/sw.js`, { scope: `${appRoot}/` });
    navigator.serviceWorker.addEventListener("message", (event) => {
      const msg = event.data as FromWorker;
      if (msg?.token === token) onMessage(msg);
    });
    await navigator.serviceWorker.ready;
    const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
    worker?.postMessage((type === "save-station" ? { type, token, lang } : { type, token }) satisfies ToWorker);
    return Boolean(worker);
  } catch {
    return false;
  }
}
