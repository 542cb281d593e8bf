import { useEffect, useState } from "preact/hooks";
import { apiGet } from "../shared/api";
import { apiBase } from "../shared/root";
import { apiSend, errorText } from "../shared/session";

interface Location { location_id: string; name: string; is_active: boolean }
interface Binder { binder_id: string; status: string; progress: { done: number; total: number }; page_count: number | null; error: string | null; completed_at: string | null }
interface BinderState { latest: Binder | null; last_good: Binder | null }

const get = <T,>(path: string) => apiGet<T>(path, { credentials: "same-origin" });

/**
 * What an admin prints for a site: the station poster (Letter or A4; the site, a location, or a page per
 * location), the SDS binder (built in the background, progress shown live; PDF and offline ZIP), and the
 * emergency inventory for first responders (PDF, CSV). PDFs open in a new tab, straight from the API.
 */
export function SitePrinting({ site, locations, printable }: { site: { site_id: string; name: string }; locations: Location[]; printable: boolean }) {
  const [paper, setPaper] = useState("letter");
  const [which, setWhich] = useState("site");
  const id = `print-${site.site_id}`;
  const q = new URLSearchParams({ paper });
  if (which === "each") q.set("per_location", "true");
  else if (which !== "site") q.set("location_id", which);
  const siteBase = `${apiBase}/sites/${site.site_id}`;
  return (
    <div class="printing">
      <h3>Printing</h3>
      <fieldset class="inline-form">
        <legend>Station poster</legend>
        <label for={`${id}-paper`}>Paper</label>
        <select id={`${id}-paper`} value={paper} onChange={(e) => setPaper(e.currentTarget.value)}>
          <option value="letter">Letter</option>
          <option value="a4">A4</option>
        </select>
        <label for={`${id}-where`}>For</label>
        <select id={`${id}-where`} value={which} onChange={(e) => setWhich(e.currentTarget.value)}>
          <option value="site">the whole site</option>
          {locations.length > 0 && <option value="each">each location (one page each)</option>}
          {locations.filter((l) => l.is_active).map((l) => <option key={l.location_id} value={l.location_id}>{l.name}</option>)}
        </select>
        {printable
          ? <a class="button" href={`${siteBase}/station-poster.pdf?${q}`} target="_blank" rel="noopener">Open station poster (PDF)</a>
          : <span class="muted">Make a station link above to print its poster.</span>}
      </fieldset>
      <BinderBuild siteId={site.site_id} />
      <p class="actions">
        <span>Emergency inventory:</span>
        <a class="button" href={`${siteBase}/emergency-inventory.pdf`} target="_blank" rel="noopener">Emergency inventory (PDF)</a>
        <a class="button" href={`${siteBase}/emergency-inventory.csv`}>Emergency inventory (CSV)</a>
      </p>
    </div>
  );
}

/** The site's binder: its latest build with live progress, a button to build it, and the last good one's files. */
function BinderBuild({ siteId }: { siteId: string }) {
  const [state, setState] = useState<BinderState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const path = `/sites/${siteId}/binder`;
  const load = () => get<BinderState>(path).then(setState, (e) => setError(errorText(e)));
  useEffect(() => { load(); }, [siteId]);
  const running = state?.latest && (state.latest.status === "pending" || state.latest.status === "building");
  // While a build runs, its progress is read again every second (the job reports it on the binder).
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(load, 1000);
    return () => clearInterval(timer);
  }, [running]);
  const build = async () => {
    try { await apiSend("POST", path); setError(null); } catch (e) { setError(errorText(e)); }
    load();
  };
  const download = async (format: "pdf" | "zip") => {
    try { window.open((await get<{ download_url: string }>(`${path}/download?format=${format}`)).download_url, "_blank", "noopener"); } catch (e) { setError(errorText(e)); }
  };
  const latest = state?.latest;
  return (
    <div class="binder" data-binder={latest?.status ?? (state ? "none" : "loading")}>
      <h4>SDS binder</h4>
      {latest && running && (
        <p role="status">
          Building: {latest.progress.done} of {latest.progress.total} products
          <progress max={Math.max(latest.progress.total, 1)} value={latest.progress.done} aria-label="Binder build progress" />
        </p>
      )}
      {latest?.status === "failed" && <p class="error" role="alert">The last build failed: {latest.error}. The binder below is the last good one.</p>}
      {state?.last_good
        ? <p>Last good binder: {state.last_good.page_count} pages, built {new Date(state.last_good.completed_at!).toLocaleString()}.</p>
        : state && <p class="muted">No binder has been built for this site yet.</p>}
      <div class="actions">
        <button class="button primary" type="button" disabled={!!running} onClick={build}>{running ? "Building…" : "Build binder"}</button>
        {state?.last_good && <button class="button" type="button" onClick={() => download("pdf")}>Download binder (PDF)</button>}
        {state?.last_good && <button class="button" type="button" onClick={() => download("zip")}>Download binder (ZIP)</button>}
      </div>
      {error && <p class="error" role="alert">{error}</p>}
    </div>
  );
}
