import { useState } from "preact/hooks";
import { useLatest } from "../shared/latest";
import { apiSend, errorText } from "../shared/session";
import { get, link, LABEL_WORDS, useLoad, when, type Page, type Product } from "./common";
import { ProductForm } from "./product-form";

interface Sds { sds_id: string; product_name: string; manufacturer: string; revision_date: string | null; review_status?: string; parse_status?: string }
interface Inventory { sites: { site_id: string; name: string; containers: number; items: { chemical_id: string; location: { name: string } | null; container_size: number; size_unit: string; quantity: number }[] }[] }

/** {API_ROOT}/products/{id}: a product, its SDS, its label, its containers by site; managers edit, retire and attach. */
export function ProductPage({ id, canWrite }: { id: string; canWrite: boolean }) {
  const product = useLoad<Product>(`/chem/products/${id}`);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const p = product.data;
  if (product.error) return <div data-status="error"><p class="error" role="alert">{product.error}</p><p><a href={link("/products")}>Back to the products</a></p></div>;
  if (!p) return <p class="muted" data-status="loading">Loading the product…</p>;
  const done = (words: string) => { setSaved(words); setProblem(null); product.reload(); };
  const retire = async (active: boolean) => {
    if (!active && !confirm(`Retire ${p.product_name}? It leaves the catalog's list and new items will not match it; its containers stay in the inventory.`)) return;
    try { await apiSend("PATCH", `/chem/products/${p.company_product_id}`, { is_active: active }); done(active ? "The product is back in the catalog." : "The product is retired."); } catch (e) { setProblem(errorText(e)); setSaved(null); }
  };
  return (
    <div class="product" data-status={product.loading ? "loading" : "ready"} data-product={p.product_name}>
      <p><a href={link("/products")}>← All products</a></p>
      <h2 class="product-title">{p.product_name} <span class="muted">· {p.manufacturer}</span> {p.is_active ? null : <span class="tag">retired</span>}</h2>
      {saved ? <p class="ok" role="status">{saved}</p> : null}
      {problem ? <p class="error" role="alert">{problem}</p> : null}
      <section class="card" aria-labelledby="id-h">
        <h3 id="id-h">Identity, barcodes and SKUs</h3>
        {editing ? <ProductForm product={p} onSaved={() => { setEditing(false); done("Changes saved."); }} onCancel={() => setEditing(false)} /> : (
          <>
            <dl class="facts">
              <dt>Barcode</dt><dd>{p.barcode_upc ?? "—"}{p.barcode_source ? <span class="muted"> ({p.barcode_source.replace("_", " ")})</span> : null}</dd>
              <dt>Internal SKU</dt><dd>{p.internal_sku ?? "—"}</dd>
              <dt>Product code</dt><dd>{p.product_code ?? "—"}</dd>
              <dt>CAS number</dt><dd>{p.cas_number ?? "—"}</dd>
              <dt>Signal word</dt><dd>{p.signal_word ?? "—"}</dd>
              <dt>Pesticide</dt><dd>{p.is_pesticide ? `Yes${p.epa_registration_number ? `, EPA Reg. No. ${p.epa_registration_number}` : " (no registration number yet)"}` : "No"}</dd>
              <dt>Last changed</dt><dd>{when(p.updated_at)}</dd>
            </dl>
            {canWrite ? (
              <div class="actions">
                <button class="button" type="button" onClick={() => { setSaved(null); setEditing(true); }}>Edit product</button>
                {p.is_active ? <button class="button danger" type="button" onClick={() => retire(false)}>Retire product</button>
                  : <button class="button" type="button" onClick={() => retire(true)}>Bring back into the catalog</button>}
              </div>
            ) : null}
          </>
        )}
      </section>
      <SdsCard product={p} canWrite={canWrite} onChanged={done} />
      {p.is_pesticide ? <LabelCard product={p} canWrite={canWrite} /> : null}
      <InventoryCard id={p.company_product_id} />
    </div>
  );
}

function SdsCard({ product: p, canWrite, onChanged }: { product: Product; canWrite: boolean; onChanged: (words: string) => void }) {
  const sds = useLoad<Sds>(p.current_sds_id ? `/chem/sds/${p.current_sds_id}/details` : null);
  const [choosing, setChoosing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const change = async (sdsId: string | null) => {
    try {
      if (sdsId) await apiSend("PUT", `/chem/products/${p.company_product_id}/sds`, { sds_id: sdsId });
      else await apiSend("DELETE", `/chem/products/${p.company_product_id}/sds`);
      setChoosing(false); setProblem(null);
      onChanged(sdsId ? "The SDS is attached: every container of this product uses it." : "The SDS is removed from this product.");
    } catch (e) { setProblem(errorText(e)); }
  };
  return (
    <section class="card" aria-labelledby="sds-h">
      <h3 id="sds-h">Current SDS</h3>
      {!p.current_sds_id ? <p class="missing">No SDS is attached: the containers of this product have no SDS.</p>
        : sds.error ? <p class="error">{sds.error}</p>
        : !sds.data ? <p class="muted">Loading…</p>
        : <p><a href={link(`/library/${sds.data.sds_id}`)}>{sds.data.product_name} — {sds.data.manufacturer}</a>{sds.data.revision_date ? `, revised ${sds.data.revision_date}` : ""}</p>}
      {problem ? <p class="error" role="alert">{problem}</p> : null}
      {canWrite ? (
        <div class="actions">
          <button class="button" type="button" aria-expanded={choosing} onClick={() => setChoosing(!choosing)}>{p.current_sds_id ? "Change the SDS" : "Attach an SDS"}</button>
          {p.current_sds_id ? <button class="button danger" type="button" onClick={() => confirm("Remove the SDS from this product? Its containers will have no SDS.") && change(null)}>Remove the SDS</button> : null}
          <a class="button" href={link(`/web-search?product=${p.company_product_id}`)}>Search the web for its SDS</a>
        </div>
      ) : null}
      {choosing ? <SdsPicker initial={p.product_name} onChoose={(id) => change(id)} /> : null}
    </section>
  );
}

/** Finds an SDS of the company's library by name to attach. */
function SdsPicker({ initial, onChoose }: { initial: string; onChoose: (sdsId: string) => void }) {
  const [text, setText] = useState(initial);
  const [found, setFound] = useState<Page<Sds> | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Only the person's latest search sets the choices: an older one answered after it would offer the wrong SDSs.
  const beginSearch = useLatest();
  const find = async (e: Event) => {
    e.preventDefault();
    const current = beginSearch();
    try {
      const page = await get<Page<Sds>>(`/chem/sds/library?page_size=10&search=${encodeURIComponent(text.trim())}`);
      if (current()) { setFound(page); setError(null); }
    } catch (err) { if (current()) setError(errorText(err)); }
  };
  return (
    <div class="picker">
      <form class="inline-form" role="search" aria-label="SDS library" onSubmit={find}>
        <label for="pick-q">Find an SDS in the library</label>
        <input id="pick-q" type="search" value={text} onInput={(e) => setText(e.currentTarget.value)} />
        <button class="button" type="submit">Find</button>
      </form>
      {error ? <p class="error" role="alert">{error}</p> : null}
      {found && found.items.length === 0 ? <p class="empty">No SDS in the library matches. Add it under SDS library, or search the web.</p> : null}
      {found && found.items.length > 0 ? (
        <ul class="choices">
          {found.items.map((s) => (
            <li key={s.sds_id}>
              <span>{s.product_name} — {s.manufacturer}{s.revision_date ? `, revised ${s.revision_date}` : ""}</span>
              <button class="button small" type="button" aria-label={`Use this SDS: ${s.product_name} (${s.manufacturer}${s.revision_date ? `, ${s.revision_date}` : ""})`} onClick={() => onChoose(s.sds_id)}>Use this SDS</button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function LabelCard({ product: p, canWrite }: { product: Product; canWrite: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    try { location.assign((await get<{ download_url: string }>(`/chem/labels/${p.label_id}/download`)).download_url); } catch (e) { setError(errorText(e)); }
  };
  return (
    <section class="card" aria-labelledby="label-h">
      <h3 id="label-h">Pesticide label</h3>
      <p class={p.label_status === "linked" ? "" : "missing"}>{LABEL_WORDS[p.label_status]}{p.label_status === "manual_upload_required" ? " — the label library has none for this registration number." : ""}</p>
      {error ? <p class="error" role="alert">{error}</p> : null}
      <div class="actions">
        {p.label_id ? <button class="button" type="button" onClick={open}>Open the label</button> : null}
        {canWrite ? <a class="button" href={link(`/labels?product=${p.company_product_id}`)}>Apply a label to this product</a> : null}
      </div>
    </section>
  );
}

function InventoryCard({ id }: { id: string }) {
  const inv = useLoad<Inventory>(`/chem/products/${id}/inventory`);
  return (
    <section class="card" aria-labelledby="inv-h">
      <h3 id="inv-h">Containers by site</h3>
      {inv.error ? <p class="error">{inv.error}</p> : !inv.data ? <p class="muted">Loading…</p>
        : inv.data.sites.length === 0 ? <p class="empty">No container of this product is in the inventory. Add one under Inventory.</p>
        : inv.data.sites.map((s) => (
          <div key={s.site_id} class="site-block">
            <h4>{s.name} <span class="muted">· {s.containers === 1 ? "1 container" : `${s.containers} containers`}</span></h4>
            <table class="rows">
              <caption class="visually-hidden">Containers at {s.name}</caption>
              <thead><tr><th scope="col">Location</th><th scope="col">Container</th><th scope="col">Quantity</th></tr></thead>
              <tbody>{s.items.map((i) => <tr key={i.chemical_id}><td>{i.location?.name ?? "No location"}</td><td>{i.container_size} {i.size_unit}</td><td>{i.quantity}</td></tr>)}</tbody>
            </table>
          </div>
        ))}
    </section>
  );
}
