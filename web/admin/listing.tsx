import { useState } from "preact/hooks";

/** What the admin's listings share: a page of the API, a pager, dates in the viewer's words, filters kept in the address. */
export interface Page<T> { items: T[]; total: number; page: number; page_size?: number; total_pages: number }

export const when = (iso: string | null): string => (iso ? new Date(iso).toLocaleString() : "—");

export function Pager(props: { label: string; data: Page<unknown>; go: (page: number) => void }) {
  const { data } = props;
  if (data.total_pages <= 1) return null;
  return (
    <nav class="pager" aria-label={props.label}>
      <button class="button small" type="button" disabled={data.page <= 1} onClick={() => props.go(data.page - 1)}>Previous</button>
      <span>Page {data.page} of {data.total_pages} ({data.total} in all)</span>
      <button class="button small" type="button" disabled={data.page >= data.total_pages} onClick={() => props.go(data.page + 1)}>Next</button>
    </nav>
  );
}

/**
 * Filters and page kept in the address's query (a reload or a shared link shows the same list); setting a
 * key to "" removes it.
 */
export function useQueryState(keys: readonly string[]): [Record<string, string | undefined>, (change: Record<string, string>) => void] {
  const read = () => {
    const q = new URLSearchParams(location.search);
    return Object.fromEntries(keys.map((k) => [k, q.get(k) ?? undefined]));
  };
  const [state, setState] = useState(read);
  const set = (change: Record<string, string>) => {
    const q = new URLSearchParams(location.search);
    for (const [k, v] of Object.entries(change)) v ? q.set(k, v) : q.delete(k);
    const search = q.toString();
    history.replaceState(null, "", `${location.pathname}${search ? `?${search}` : ""}`);
    setState(read());
  };
  return [state, set];
}
