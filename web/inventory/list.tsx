import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import { apiGet } from "../shared/api";
import { useLatest } from "../shared/latest";
import { apiSend, errorText } from "../shared/session";
import { SIZE_UNIT_NAMES } from "../../src/modules/inventory/units";
import { PrintLabel, PrintLocationLabels } from "./print-label";

interface Site { site_id: string; name: string; is_active: boolean }
interface Location { location_id: string; name: string; is_active: boolean }
interface Product { company_product_id: string; product_name: string; manufacturer: string; barcode_upc: string | null; cas_number: string | null; sds_missing: boolean }
interface Item {
  chemical_id: string; container_size: number; size_unit: string; quantity: number; notes: string | null;
  company_product: Product; site: { site_id: string; name: string }; location: { location_id: string; name: string } | null;
}
interface Page<T> { items: T[]; total: number; page: number; total_pages: number }
const get = <T,>(path: string) => apiGet<T>(path, { credentials: "same-origin" });

export function InventoryList({ canWrite }: { canWrite: boolean }) {
  const [sites, setSites] = useState<Site[]>([]);
  const [siteId, setSiteId] = useState("");
  const [locations, setLocations] = useState<Location[]>([]);
  const [locationId, setLocationId] = useState("");
  const [search, setSearch] = useState("");
  const [applied, setApplied] = useState("");
  const [sdsMissing, setSdsMissing] = useState(false);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<Item> | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The list waits for the sites: read before them it showed every site's items, then the first site's in their place.
  const [sitesKnown, setSitesKnown] = useState(false);
  useEffect(() => {
    get<Page<Site>>("/sites?page_size=100").then((p) => { setSites(p.items); if (p.items[0]) setSiteId(p.items[0].site_id); }, (e) => setError(errorText(e)))
      .finally(() => setSitesKnown(true));
  }, []);
  useEffect(() => {
    setLocationId("");
    if (!siteId) return;
    let live = true;
    get<Page<Location>>(`/sites/${siteId}/locations?page_size=100`).then((p) => live && setLocations(p.items), (e) => live && setError(errorText(e)));
    return () => { live = false; };
  }, [siteId]);
  // Only the latest read of the list is shown: an older one answered after it would show another search's (or site's) items.
  const beginRead = useLatest();
  const load = () => {
    const q = new URLSearchParams({ page: String(page), page_size: "25", sort_by: "product_name", sort_order: "asc" });
    if (siteId) q.set("site_id", siteId);
    if (locationId) q.set("location_id", locationId);
    if (applied) q.set("search", applied);
    if (sdsMissing) q.set("sds_missing", "true");
    setData(null);
    const current = beginRead();
    get<Page<Item>>(`/chemicals?${q}`).then((d) => current() && setData(d), (e) => current() && setError(errorText(e)));
  };
  useEffect(() => { if (sitesKnown) load(); }, [sitesKnown, siteId, locationId, applied, sdsMissing, page]);

  const run = async (fn: () => Promise<unknown>) => {
    try { await fn(); setError(null); } catch (e) { setError(errorText(e)); } finally { load(); }
  };
  return (
    <div>
      <form class="card filters" role="search" aria-label="Inventory" onSubmit={(e) => { e.preventDefault(); setPage(1); setApplied(search.trim()); }}>
        <div><label for="f-site">Site</label>
          <select id="f-site" value={siteId} onChange={(e) => { setPage(1); setSiteId(e.currentTarget.value); }}>{sites.map((s) => <option value={s.site_id}>{s.name}</option>)}</select></div>
        <div><label for="f-loc">Location</label>
          <select id="f-loc" value={locationId} onChange={(e) => { setPage(1); setLocationId(e.currentTarget.value); }}>
            <option value="">All locations</option>{locations.map((l) => <option value={l.location_id}>{l.name}</option>)}
          </select></div>
        <div><label for="f-q">Search (name, manufacturer, CAS, SKU)</label>
          <input id="f-q" type="search" value={search} onInput={(e) => setSearch(e.currentTarget.value)} /></div>
        <label><input type="checkbox" checked={sdsMissing} onChange={(e) => { setPage(1); setSdsMissing(e.currentTarget.checked); }} /> Only items without an SDS</label>
        <button class="button" type="submit">Search</button>
      </form>
      {canWrite && siteId && <AddItem siteId={siteId} locations={locations} onAdded={load} />}
      {locationId && <PrintLocationLabels key={locationId} locationId={locationId} locationName={locations.find((l) => l.location_id === locationId)?.name ?? "this location"} />}
      {error && <p class="error" role="alert">{error}</p>}
      <section class="card" aria-labelledby="items-h">
        <h2 id="items-h">Items{data ? ` (${data.total})` : ""}</h2>
        {data === null ? <p class="muted">Loading…</p> : data.items.length === 0 ? <p class="muted" data-loaded="true">No items match.</p> : (
          <table class="items-table" data-loaded="true">
            <thead><tr><th scope="col">Product</th><th scope="col">Container</th><th scope="col">Quantity</th><th scope="col">Location</th><th scope="col">SDS</th><th scope="col">Label</th>{canWrite && <th scope="col">Actions</th>}</tr></thead>
            <tbody>
              {data.items.map((i) => (
                <tr key={i.chemical_id} data-product={i.company_product.product_name}>
                  <td>{i.company_product.product_name}<br /><span class="muted">{i.company_product.manufacturer}</span></td>
                  <td>{i.container_size} {i.size_unit}</td>
                  <td>{i.quantity}</td>
                  <td>{canWrite ? (
                    <select aria-label={`Location of ${i.company_product.product_name}`} value={i.location?.location_id ?? ""}
                      onChange={(e) => run(() => apiSend("PATCH", `/chemicals/${i.chemical_id}`, { location_id: e.currentTarget.value || null }))}>
                      <option value="">No location</option>
                      {locations.filter((l) => l.is_active || l.location_id === i.location?.location_id).map((l) => <option value={l.location_id}>{l.name}</option>)}
                    </select>
                  ) : i.location?.name ?? "—"}</td>
                  <td>{i.company_product.sds_missing ? <span class="badge-missing">missing</span> : "on file"}</td>
                  <td><PrintLabel productId={i.company_product.company_product_id} productName={i.company_product.product_name} siteId={i.site.site_id} /></td>
                  {canWrite && <td><div class="actions">
                    <button class="button small danger" type="button" aria-label={`Remove ${i.company_product.product_name}`}
                      onClick={() => confirm(`Remove ${i.company_product.product_name} (${i.container_size} ${i.size_unit} × ${i.quantity}) from the inventory? A record of it is kept.`) && run(() => apiSend("DELETE", `/chemicals/${i.chemical_id}`))}>Remove</button>
                  </div></td>}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {data && data.total_pages > 1 && (
          <nav class="pager" aria-label="Inventory pages">
            <button class="button small" type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</button>
            <span>Page {data.page} of {data.total_pages}</span>
            <button class="button small" type="button" disabled={page >= data.total_pages} onClick={() => setPage(page + 1)}>Next</button>
          </nav>
        )}
      </section>
    </div>
  );
}

/** Add an item: typing a name shows the catalog's matching products (choosing one fills the form); a scanner types into the barcode field. */
function AddItem({ siteId, locations, onAdded }: { siteId: string; locations: Location[]; onAdded: () => void }) {
  const empty = { product_name: "", manufacturer: "", barcode_upc: "", container_size: "", size_unit: "L", quantity: "1", location_id: "" };
  const [f, setF] = useState(empty);
  // The catalog is searched for what the person types in the name field, not for a name a pick filled in.
  const [query, setQuery] = useState("");
  const [matches, setMatches] = useState<Product[]>([]);
  // The query an answer must still be for to be shown: a pick or a newer query drops answers still on their way.
  const wanted = useRef("");
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const set = (k: keyof typeof empty) => (e: Event) => { const value = (e.currentTarget as HTMLInputElement).value; setF((cur) => ({ ...cur, [k]: value })); };
  useEffect(() => {
    wanted.current = query;
    if (query.length < 2) { setMatches([]); return; }
    get<Page<Product>>(`/chem/products?page_size=5&search=${encodeURIComponent(query)}`)
      .then((p) => wanted.current === query && setMatches(p.items), () => wanted.current === query && setMatches([]));
  }, [query]);
  const closeMatches = () => { wanted.current = ""; setQuery(""); setMatches([]); };
  const typeName = (e: Event) => { const value = (e.currentTarget as HTMLInputElement).value; setF((cur) => ({ ...cur, product_name: value })); setQuery(value.trim()); };
  // A scanner types into the focused field like a keyboard, so a scan must replace the barcode a pick filled in: after a
  // pick the barcode field has the focus with its text selected, and the text stays selected on a tap until the person
  // changes it (the tap's mouseup would otherwise put the caret where it landed, and the scan would go in there).
  const barcode = useRef<HTMLInputElement>(null);
  const picked = useRef(false);
  const tapped = useRef(false);
  const [picks, setPicks] = useState(0);
  // In the render the pick causes (a layout effect, not one after the next frame): a scan begun at once lands in the field.
  useLayoutEffect(() => { if (picks) barcode.current?.focus(); }, [picks]);
  const choose = (p: Product) => {
    closeMatches();
    setF((cur) => ({ ...cur, product_name: p.product_name, manufacturer: p.manufacturer, barcode_upc: p.barcode_upc ?? "" }));
    picked.current = true;
    setPicks((n) => n + 1);
  };
  const typeBarcode = (e: Event) => { picked.current = false; set("barcode_upc")(e); };
  const submit = async (e: Event) => {
    e.preventDefault();
    try {
      const body: Record<string, unknown> = {
        site_id: siteId, product_name: f.product_name.trim(), manufacturer: f.manufacturer.trim(),
        container_size: Number(f.container_size), size_unit: f.size_unit, quantity: Number(f.quantity),
      };
      if (f.barcode_upc.trim()) body.barcode_upc = f.barcode_upc.trim();
      if (f.location_id) body.location_id = f.location_id;
      const made = await apiSend<{ product_is_new: boolean }>("POST", "/chemicals", body);
      setAdded(`${f.product_name.trim()} added${made.product_is_new ? " as a new product" : " (an existing catalog product)"}.`);
      setF(empty); closeMatches(); picked.current = false; setError(null); onAdded();
    } catch (err) { setError(errorText(err)); setAdded(null); }
  };
  return (
    <form class="card" onSubmit={submit} aria-labelledby="add-h">
      <h2 id="add-h">Add an item</h2>
      <div class="add-item">
        <div><label for="a-barcode">Barcode (scan or type)</label><input id="a-barcode" ref={barcode} value={f.barcode_upc} onInput={typeBarcode}
          onMouseDown={(e) => { tapped.current = picked.current || globalThis.document.activeElement !== e.currentTarget; }}
          onFocus={(e) => e.currentTarget.select()}
          onMouseUp={(e) => { if (tapped.current) { tapped.current = false; e.preventDefault(); e.currentTarget.select(); } }}
          onKeyDown={(e) => e.key === "Enter" && e.preventDefault()} /></div>
        <div><label for="a-name">Product name</label><input id="a-name" required autoComplete="off" value={f.product_name} onInput={typeName} aria-describedby={matches.length ? "a-matches-h" : undefined} />
          {matches.length > 0 && (<>
            <span id="a-matches-h" class="muted">Products in the catalog:</span>
            <ul class="matches">{matches.map((p) => <li><button type="button" onClick={() => choose(p)}>{p.product_name} — {p.manufacturer}</button></li>)}</ul>
          </>)}
        </div>
        <div><label for="a-mfr">Manufacturer</label><input id="a-mfr" required value={f.manufacturer} onInput={set("manufacturer")} /></div>
        <div><label for="a-size">Container size</label><input id="a-size" required inputMode="decimal" value={f.container_size} onInput={set("container_size")} /></div>
        <div><label for="a-unit">Unit</label><select id="a-unit" value={f.size_unit} onChange={set("size_unit")}>{SIZE_UNIT_NAMES.map((u) => <option value={u}>{u}</option>)}</select></div>
        <div><label for="a-qty">Quantity</label><input id="a-qty" required type="number" min={1} value={f.quantity} onInput={set("quantity")} /></div>
        <div><label for="a-loc">Location</label><select id="a-loc" value={f.location_id} onChange={set("location_id")}>
          <option value="">No location</option>{locations.filter((l) => l.is_active).map((l) => <option value={l.location_id}>{l.name}</option>)}</select></div>
        <div><button class="button primary" type="submit">Add item</button></div>
      </div>
      {error && <p class="error" role="alert">{error}</p>}
      {added && <p role="status">{added}</p>}
    </form>
  );
}
