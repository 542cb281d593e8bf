import { useEffect, useState } from "preact/hooks";
import { apiGet } from "../shared/api";
import { apiSend, errorText } from "../shared/session";
import { SitePrinting } from "./site-printing";

interface Site { site_id: string; name: string; address: string | null; is_active: boolean }
interface Location { location_id: string; name: string; is_active: boolean }
interface Page<T> { items: T[]; total: number }
interface LinkState { exists: boolean; created_at: string | null; printable: boolean; url: string | null; qr_svg: string | null; message: string | null }
interface LinkMade { url: string; qr_svg: string; created_at: string }

const when = (iso: string) => new Date(iso).toLocaleString();

/** Sites, their locations and each site's SDS station link. */
export function SitesPage() {
  const [sites, setSites] = useState<Site[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reload = () => apiGet<Page<Site>>("/sites?page_size=100", { credentials: "same-origin" }).then((p) => setSites(p.items), (e) => setFailure(errorText(e)));
  useEffect(() => { reload(); }, []);
  if (failure) return <p class="error" role="alert">{failure}</p>;
  if (!sites) return <p class="muted">Loading sites…</p>;
  return (
    <div class="sites" data-loaded="true">
      <NewSite onMade={reload} />
      {sites.length === 0 ? <p class="muted">No sites yet: add the first one above.</p> : sites.map((s) => <SiteCard key={s.site_id} site={s} onChanged={reload} />)}
    </div>
  );
}

function NewSite({ onMade }: { onMade: () => void }) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    try {
      await apiSend("POST", "/sites", { name: name.trim() });
      setName(""); setError(null); onMade();
    } catch (err) { setError(errorText(err)); }
  };
  return (
    <form class="card inline-form" onSubmit={submit} aria-label="Add a site">
      <label for="new-site">New site's name</label>
      <input id="new-site" value={name} required maxLength={200} onInput={(e) => setName(e.currentTarget.value)} aria-describedby={error ? "new-site-error" : undefined} />
      <button class="button primary" type="submit">Add site</button>
      {error && <p id="new-site-error" class="error" role="alert">{error}</p>}
    </form>
  );
}

function SiteCard({ site, onChanged }: { site: Site; onChanged: () => void }) {
  const [name, setName] = useState(site.name);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<LinkState | null>(null);
  const [locations, setLocations] = useState<Location[]>([]);
  const headingId = `site-${site.site_id}`;
  const patch = async (body: Partial<Site>) => {
    try { await apiSend("PATCH", `/sites/${site.site_id}`, body); setError(null); onChanged(); } catch (err) { setError(errorText(err)); }
  };
  return (
    <section class="card site" aria-labelledby={headingId} data-site={site.name}>
      <h2 id={headingId}>{site.name} {!site.is_active && <span class="tag">deactivated</span>}</h2>
      <form class="inline-form" onSubmit={(e) => { e.preventDefault(); patch({ name: name.trim() }); }}>
        <label for={`${headingId}-name`}>Site name</label>
        <input id={`${headingId}-name`} value={name} required maxLength={200} onInput={(e) => setName(e.currentTarget.value)} />
        <button class="button" type="submit">Rename</button>
        <button class="button" type="button" onClick={() => patch({ is_active: !site.is_active })}>{site.is_active ? "Deactivate site" : "Reactivate site"}</button>
      </form>
      {error && <p class="error" role="alert">{error}</p>}
      <StationLink site={site} onState={setLink} />
      <Locations site={site} onItems={setLocations} />
      <SitePrinting site={site} locations={locations} printable={!!link?.printable} />
    </section>
  );
}

/** The site's station link: make, rotate (the old one stops working), revoke; the new link as a QR code to print. */
function StationLink({ site, onState }: { site: Site; onState: (s: LinkState) => void }) {
  const [state, setState] = useState<LinkState | null>(null);
  const [made, setMade] = useState<LinkMade | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const path = `/sites/${site.site_id}/station-link`;
  const load = () => apiGet<LinkState>(path, { credentials: "same-origin" }).then((s) => { setState(s); onState(s); }, (e) => setError(errorText(e)));
  useEffect(() => { load(); }, [site.site_id]);
  // The link is a read link printed on posters: an admin sees the current one again (unless made before links were kept).
  const shown: LinkMade | null = made ?? (state?.printable && state.url && state.qr_svg ? { url: state.url, qr_svg: state.qr_svg, created_at: state.created_at! } : null);
  const act = async (fn: () => Promise<void>) => {
    setBusy(true);
    try { await fn(); setError(null); } catch (e) { setError(errorText(e)); } finally { setBusy(false); load(); }
  };
  const make = () => act(async () => {
    if (state?.exists && !confirm(`Make a new station link for ${site.name}? The current link and its printed QR codes stop working.`)) return;
    setMade(await apiSend<LinkMade>("POST", path));
  });
  const revoke = () => act(async () => {
    if (!confirm(`Revoke the station link of ${site.name}? Devices and printed QR codes with it stop working.`)) return;
    await apiSend("DELETE", path); setMade(null);
  });
  return (
    <div class="station-link" data-link={state ? (state.exists ? "exists" : "none") : "loading"}>
      <h3>SDS station link</h3>
      <p>
        {state === null ? "Loading…" : !state.exists ? "This site has no station link: workers cannot open its SDS station."
          : state.printable ? `The site's station link, made ${when(state.created_at!)}.` : `A station link exists since ${when(state.created_at!)}. ${state.message ?? ""}`}
      </p>
      <div class="actions">
        <button class="button primary" type="button" disabled={busy || !site.is_active && !state?.exists} onClick={make}>{state?.exists ? "Make a new link (rotate)" : "Make station link"}</button>
        {state?.exists && <button class="button danger" type="button" disabled={busy} onClick={revoke}>Revoke link</button>}
      </div>
      {error && <p class="error" role="alert">{error}</p>}
      {shown && (
        <figure class="qr-card" aria-label={`Station link of ${site.name}`}>
          <img class="qr" alt={`QR code of the station link of ${site.name}`} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(shown.qr_svg)}`} />
          <figcaption>
            <strong>{site.name}: safety data sheets</strong>
            <span>Scan with a phone or tablet, or open:</span>
            <a class="link-url" href={shown.url}>{shown.url}</a>
          </figcaption>
          <div class="actions no-print">
            <button class="button" type="button" onClick={() => navigator.clipboard?.writeText(shown.url)}>Copy link</button>
            <button class="button primary" type="button" onClick={() => printCard(site.site_id)}>Print QR code</button>
          </div>
        </figure>
      )}
    </div>
  );
}

/** Prints only this site's QR card (the print style sheet hides everything not marked for printing). */
function printCard(siteId: string) {
  document.querySelectorAll(".print-target").forEach((el) => el.classList.remove("print-target"));
  document.getElementById(`site-${siteId}`)?.closest("section")?.classList.add("print-target");
  window.print();
}

function Locations({ site, onItems }: { site: Site; onItems: (items: Location[]) => void }) {
  const [items, setItems] = useState<Location[] | null>(null);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const base = `/sites/${site.site_id}/locations`;
  const load = () => apiGet<Page<Location>>(`${base}?page_size=100`, { credentials: "same-origin" }).then((p) => { setItems(p.items); onItems(p.items); }, (e) => setError(errorText(e)));
  useEffect(() => { load(); }, [site.site_id]);
  const run = async (fn: () => Promise<unknown>) => {
    try { await fn(); setError(null); load(); } catch (e) { setError(errorText(e)); }
  };
  return (
    <div class="locations">
      <h3>Locations</h3>
      {items === null ? <p class="muted">Loading…</p> : items.length === 0 ? <p class="muted">No locations yet.</p> : (
        <ul>
          {items.map((l) => (
            <li key={l.location_id}>
              <span>{l.name}</span> {!l.is_active && <span class="tag">deactivated</span>}
              <button class="button small" type="button" aria-label={`${l.is_active ? "Deactivate" : "Reactivate"} ${l.name}`}
                onClick={() => run(() => apiSend("PATCH", `${base}/${l.location_id}`, { is_active: !l.is_active }))}>{l.is_active ? "Deactivate" : "Reactivate"}</button>
              <button class="button small" type="button" aria-label={`Rename ${l.name}`}
                onClick={() => { const n = prompt(`New name of ${l.name}`, l.name); if (n && n.trim()) run(() => apiSend("PATCH", `${base}/${l.location_id}`, { name: n.trim() })); }}>Rename</button>
            </li>
          ))}
        </ul>
      )}
      <form class="inline-form" onSubmit={(e) => { e.preventDefault(); run(async () => { await apiSend("POST", base, { name: name.trim() }); setName(""); }); }}>
        <label for={`loc-${site.site_id}`}>New location at {site.name}</label>
        <input id={`loc-${site.site_id}`} value={name} required maxLength={200} onInput={(e) => setName(e.currentTarget.value)} />
        <button class="button" type="submit">Add location</button>
      </form>
      {error && <p class="error" role="alert">{error}</p>}
    </div>
  );
}
