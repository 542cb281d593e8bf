import { useEffect, useRef, useState } from "preact/hooks";
import { link, LABEL_WORDS, Pager, useLoad, useQuery, type Page, type Product } from "./common";
import { ProductForm } from "./product-form";

const KEYS = ["search", "is_pesticide", "sds_missing", "include_inactive", "sort_by", "sort_order", "page"] as const;
const SORTS: Record<string, string> = { "product_name:asc": "Product name A–Z", "manufacturer:asc": "Manufacturer A–Z", "created_at:desc": "Newest first" };

/** {API_ROOT}/products: the company's product catalog, its filters in the address (the dashboard links here filtered). */
export function ProductsPage({ canWrite }: { canWrite: boolean }) {
  const [q, set] = useQuery();
  const [search, setSearch] = useState(q.get("search") ?? "");
  const [adding, setAdding] = useState(false);
  const api = new URLSearchParams({ page_size: "25", sort_by: "product_name", sort_order: "asc" });
  for (const k of KEYS) if (q.get(k)) api.set(k, q.get(k)!);
  const { data, error, loading } = useLoad<Page<Product>>(`/chem/products?${api}`);
  const addHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => { if (adding) addHeading.current?.focus(); }, [adding]);
  const sort = `${q.get("sort_by") ?? "product_name"}:${q.get("sort_order") ?? "asc"}`;
  const filtered = q.get("sds_missing") === "true" ? "Products without an SDS" : q.get("is_pesticide") === "true" ? "Pesticides" : null;
  return (
    <div class="products" data-status={error ? "error" : loading ? "loading" : "ready"}>
      {canWrite ? (
        adding ? (
          <section class="card" aria-labelledby="add-h">
            <h2 id="add-h" tabIndex={-1} ref={addHeading}>Add a product</h2>
            <p class="muted">A product in the catalog without a container yet (a container is added under Inventory). Its SDS is searched for at once.</p>
            <ProductForm onSaved={(p) => location.assign(link(`/products/${p.company_product_id}`))} onCancel={() => setAdding(false)} />
          </section>
        ) : <p><button class="button primary" type="button" onClick={() => setAdding(true)}>Add a product</button></p>
      ) : null}
      <form class="card filters" role="search" aria-label="Products" onSubmit={(e) => { e.preventDefault(); set({ search: search.trim() }); }}>
        <div class="field grow"><label for="p-search">Search (name, manufacturer, CAS, SKU, barcode)</label>
          <input id="p-search" type="search" value={search} onInput={(e) => setSearch(e.currentTarget.value)} /></div>
        <div class="field"><label for="p-sds">SDS</label>
          <select id="p-sds" value={q.get("sds_missing") ?? ""} onChange={(e) => set({ sds_missing: e.currentTarget.value })}>
            <option value="">Any</option><option value="true">Without an SDS</option><option value="false">With an SDS</option>
          </select></div>
        <div class="field"><label for="p-pest">Pesticide</label>
          <select id="p-pest" value={q.get("is_pesticide") ?? ""} onChange={(e) => set({ is_pesticide: e.currentTarget.value })}>
            <option value="">Any</option><option value="true">Pesticides</option><option value="false">Not pesticides</option>
          </select></div>
        <div class="field"><label for="p-sort">Order</label>
          <select id="p-sort" value={sort} onChange={(e) => { const [by, order] = e.currentTarget.value.split(":"); set({ sort_by: by!, sort_order: order! }); }}>
            {Object.entries(SORTS).map(([v, t]) => <option key={v} value={v}>{t}</option>)}
          </select></div>
        <div class="field check"><input id="p-retired" type="checkbox" checked={q.get("include_inactive") === "true"} onChange={(e) => set({ include_inactive: e.currentTarget.checked ? "true" : "" })} />
          <label for="p-retired">Show retired products</label></div>
        <button class="button" type="submit">Search</button>
      </form>
      {filtered ? <p class="chip">Showing: {filtered} <a href={link("/products")}>Show every product</a></p> : null}
      {error ? <p class="error" role="alert">{error}</p> : null}
      {data ? <p class="count" aria-live="polite">{data.total === 1 ? "1 product" : `${data.total} products`}</p> : !error ? <p class="muted">Loading…</p> : null}
      {data && data.total === 0 ? <p class="empty">No product matches. Change the search or the filters{canWrite ? ", or add a product" : ""}.</p> : null}
      {data && data.items.length > 0 ? (
        <table class="rows" aria-busy={loading ? "true" : "false"}>
          <caption class="visually-hidden">Products, page {data.page} of {data.total_pages}</caption>
          <thead><tr><th scope="col">Product</th><th scope="col">Manufacturer</th><th scope="col">Barcode</th><th scope="col">SKU</th><th scope="col">SDS</th><th scope="col">Pesticide label</th></tr></thead>
          <tbody>
            {data.items.map((p) => (
              <tr key={p.company_product_id} data-product={p.product_name}>
                <td><a href={link(`/products/${p.company_product_id}`)}>{p.product_name}</a>{p.is_active ? null : <> <span class="tag">retired</span></>}</td>
                <td>{p.manufacturer}</td>
                <td>{p.barcode_upc ?? "—"}</td>
                <td>{p.internal_sku ?? "—"}</td>
                <td>{p.sds_missing ? <span class="missing">missing</span> : "on file"}</td>
                <td>{p.is_pesticide ? LABEL_WORDS[p.label_status] : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {data ? <Pager page={data} label="Product pages" onPage={(n) => set({ page: String(n) })} /> : null}
    </div>
  );
}
