import type { ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";
import { ApiError, apiGet } from "../shared/api";
import { appRoot } from "../shared/root";
import { errorText } from "../shared/session";

/** Shared by the catalog bundle's pages (products, labels, reports, notifications, web search). */
export interface Product {
  company_product_id: string; product_name: string; manufacturer: string; product_code: string | null; cas_number: string | null;
  barcode_upc: string | null; barcode_source: string | null; internal_sku: string | null; is_pesticide: boolean;
  epa_registration_number: string | null; signal_word: string | null; sds_missing: boolean; current_sds_id: string | null;
  label_status: "none" | "linked" | "manual_upload_required"; label_id: string | null; is_active: boolean; verification_status: string;
  created_at: string; updated_at: string;
}
export interface Page<T> { items: T[]; total: number; page: number; page_size: number; total_pages: number }

export const get = <T,>(path: string) => apiGet<T>(path, { credentials: "same-origin" });
export const link = (to: string) => `${appRoot}${to}`;
export const when = (iso: string) => new Date(iso).toLocaleString();

export const LABEL_WORDS: Record<Product["label_status"], string> = {
  none: "No label yet", linked: "Label on file", manual_upload_required: "Label needed: upload it",
};

/** A refusal split into the words for the form and the words for each field the API named (422 details). */
export interface Problem { message: string; fields: Record<string, string> }
export function problemOf(e: unknown): Problem {
  const fields: Record<string, string> = {};
  if (e instanceof ApiError) for (const d of e.details) fields[d.field.replace(/^\//, "")] = d.message;
  return { message: e instanceof ApiError && e.details.length ? "Not saved: correct the fields marked in red." : errorText(e), fields };
}

/** A labelled input with its hint and, from the API, what is wrong with it (announced with the field). */
export function Field(props: { id: string; label: string; error?: string; hint?: string; children: (a: { id: string; "aria-invalid"?: "true"; "aria-describedby"?: string }) => ComponentChildren }) {
  const describedBy = [props.hint ? `${props.id}-hint` : "", props.error ? `${props.id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      {props.hint ? <span id={`${props.id}-hint`} class="muted hint">{props.hint}</span> : null}
      {props.children({ id: props.id, "aria-invalid": props.error ? "true" : undefined, "aria-describedby": describedBy })}
      {props.error ? <p id={`${props.id}-error`} class="field-error">{props.error}</p> : null}
    </div>
  );
}

/** Loads `path` (again when it changes or `reload` is called): the answer, the failure in words, and whether it is on its way. */
export function useLoad<T>(path: string | null) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (!path) return;
    let live = true;
    setError(null);
    get<T>(path).then((d) => { if (live) { setData(d); setLoaded(`${path}#${tick}`); } }, (e) => live && setError(errorText(e)));
    return () => { live = false; };
  }, [path, tick]);
  return { data, error, loading: !error && loaded !== `${path}#${tick}`, reload: () => setTick((n) => n + 1) };
}

export function Pager({ page, label, onPage }: { page: Page<unknown>; label: string; onPage: (n: number) => void }) {
  if (page.total_pages <= 1) return null;
  return (
    <nav class="pager" aria-label={label}>
      <button class="button small" type="button" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>Previous page</button>
      <span>Page {page.page} of {page.total_pages}</span>
      <button class="button small" type="button" disabled={page.page >= page.total_pages} onClick={() => onPage(page.page + 1)}>Next page</button>
    </nav>
  );
}

/** The address's query as state: a change replaces the address (a reload or a shared link shows the same list). */
export function useQuery(): [URLSearchParams, (changes: Record<string, string>) => void] {
  const [q, setQ] = useState(() => new URLSearchParams(location.search));
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(q);
    for (const [k, v] of Object.entries(changes)) v ? next.set(k, v) : next.delete(k);
    if (!("page" in changes)) next.delete("page");
    history.replaceState(null, "", `${location.pathname}${next.toString() ? `?${next}` : ""}`);
    setQ(next);
  };
  return [q, set];
}
