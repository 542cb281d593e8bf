import { useEffect, useRef, useState } from "preact/hooks";
import { ApiError, apiGet } from "../shared/api";
import { Pictogram } from "../shared/pictogram";
import { GHS_PICTOGRAM_NAMES } from "../../src/shared/ghs/pictograms.ts";
import { currentSession } from "../shared/session";
import { go, href, onLink, type Place } from "./router";

interface Item {
  sds_id: string; product_name: string; manufacturer: string; revision_date: string | null; review_status: string;
  sds_parsed: boolean; signal_word: string | null; pictograms: string[] | null; inventory_attachment_count: number;
}
interface Page { items: Item[]; total: number; page: number; page_size: number; total_pages: number }

/** The query keys the library page keeps in its address (so a dashboard link, a reload and Back all work). */
const KEYS = ["search", "review_status", "parse_status", "revised_before", "source_filter", "sort_by", "sort_order", "page"] as const;
const PARSE = { "": "Any", needs_review: "Values need a check", needs_ocr: "Waiting for text recognition", failed: "Could not be read", completed: "Read", pending: "Waiting to be read" };
const REVIEW = { "": "Any", pending: "Not reviewed", reviewed: "Reviewed", approved: "Approved", flagged: "Flagged" };
const SORTS = { "created_at:desc": "Newest first", "product_name:asc": "Product name A–Z", "manufacturer:asc": "Manufacturer A–Z", "revision_date:asc": "Oldest revision first", "revision_date:desc": "Newest revision first" };

function Select({ id, label, value, options, onChange }: { id: string; label: string; value: string; options: Record<string, string>; onChange: (v: string) => void }) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange((e.target as HTMLSelectElement).value)}>
        {Object.entries(options).map(([v, text]) => <option key={v} value={v}>{text}</option>)}
      </select>
    </div>
  );
}

/** The SDS library: search, filters, sorts and paging done by the API, kept in the address. */
export function Library({ place }: { place: Place }) {
  const q = place.query;
  const [page, setPage] = useState<Page | null>(null);
  /** The query the shown rows answer (the old rows stay, dimmed, while the next page loads). */
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [search, setSearch] = useState(q.get("search") ?? "");
  const heading = useRef<HTMLHeadingElement>(null);
  const apiQuery = new URLSearchParams();
  for (const k of KEYS) if (q.get(k)) apiQuery.set(k, q.get(k)!);
  apiQuery.set("page_size", "25");
  const key = apiQuery.toString();

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    let live = true;
    setError(null);
    apiGet<Page>(`/chem/sds/library?${key}`).then((p) => {
      if (live) { setPage(p); setShown(key); }
    }, (e: Error) => live && setError(e instanceof ApiError ? e.message : "The library could not be loaded."));
    return () => { live = false; };
  }, [key]);

  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(q);
    for (const [k, v] of Object.entries(changes)) v ? next.set(k, v) : next.delete(k);
    if (!("page" in changes)) next.delete("page");
    go(`/library${next.toString() ? `?${next}` : ""}`);
  };
  const sort = `${q.get("sort_by") ?? "created_at"}:${q.get("sort_order") ?? "desc"}`;
  const loading = !error && shown !== key;
  return (
    <main id="main" class="library" data-status={error ? "error" : loading ? "loading" : "ready"} data-query={key}>
      <h1 tabIndex={-1} ref={heading}>SDS library</h1>
      {currentSession()?.user.role !== "viewer" ? <p class="library-actions"><a class="button primary" href={href("/library/upload")} onClick={onLink("/library/upload")}>Add SDSs</a></p> : null}
      <form class="filters" role="search" onSubmit={(e) => { e.preventDefault(); set({ search: search.trim() }); }}>
        <div class="field grow">
          <label for="library-search">Search</label>
          <input id="library-search" type="search" value={search} placeholder="Product or manufacturer"
            onInput={(e) => setSearch((e.target as HTMLInputElement).value)} />
        </div>
        <Select id="parse-status" label="Reading" value={q.get("parse_status") ?? ""} options={PARSE} onChange={(v) => set({ parse_status: v })} />
        <Select id="review-status" label="Review" value={q.get("review_status") ?? ""} options={REVIEW} onChange={(v) => set({ review_status: v })} />
        <Select id="sort" label="Order" value={sort} options={SORTS} onChange={(v) => { const [by, order] = v.split(":"); set({ sort_by: by!, sort_order: order! }); }} />
        <button class="button" type="submit">Search</button>
      </form>
      {q.get("revised_before") ? (
        <p class="chip">Revised before {q.get("revised_before")} <button class="link" type="button" onClick={() => set({ revised_before: "" })}>Show all dates</button></p>
      ) : null}
      {error ? <p class="error" role="alert">{error}</p> : null}
      {page ? <p class="count" aria-live="polite">{page.total === 1 ? "1 SDS" : `${page.total} SDSs`}</p> : <p class="muted">Loading…</p>}
      {page && page.total === 0 ? <p class="empty">No SDS matches. Change the search or the filters.</p> : null}
      {page && page.items.length > 0 ? (
        <table class="rows" aria-busy={loading ? "true" : "false"}>
          <caption class="visually-hidden">SDSs, page {page.page} of {page.total_pages}</caption>
          <thead><tr><th scope="col">Product</th><th scope="col">Manufacturer</th><th scope="col">Revised</th><th scope="col">Hazards</th><th scope="col">Review</th></tr></thead>
          <tbody>
            {page.items.map((i) => (
              <tr key={i.sds_id} class="row">
                <td><a href={href(`/library/${i.sds_id}`)} onClick={onLink(`/library/${i.sds_id}`)}>{i.product_name}</a></td>
                <td>{i.manufacturer}</td>
                <td>{i.revision_date ?? "—"}</td>
                <td><div class="hazards">
                  {i.signal_word ? <span class={`signal ${i.signal_word.toLowerCase()}`}>{i.signal_word}</span> : null}
                  {(i.pictograms ?? []).map((p) => <Pictogram key={p} code={p} name={(GHS_PICTOGRAM_NAMES as Record<string, { hazard: string }>)[p]?.hazard ?? p} />)}
                  {!i.sds_parsed ? <span class="muted">not read yet</span> : null}</div>
                </td>
                <td>{REVIEW[i.review_status as keyof typeof REVIEW] ?? i.review_status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {page && page.total_pages > 1 ? (
        <nav class="pager" aria-label="Pages">
          <button class="button" type="button" disabled={page.page <= 1} onClick={() => set({ page: String(page.page - 1) })}>Previous page</button>
          <span>Page {page.page} of {page.total_pages}</span>
          <button class="button" type="button" disabled={page.page >= page.total_pages} onClick={() => set({ page: String(page.page + 1) })}>Next page</button>
        </nav>
      ) : null}
    </main>
  );
}
