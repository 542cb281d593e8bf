import { apiGet, UnreachableError } from "../shared/api";
import { appRoot } from "../shared/root";
import { snapshotUrl, STATION_CACHE, type Snapshot, type SnapshotProduct } from "../shared/station-cache";

export type ProductSummary = Omit<SnapshotProduct, "hazard_statements" | "precautionary_statements" | "sections">;
export type ProductDetails = SnapshotProduct;
export interface Page<T> { items: T[]; total: number; page: number; page_size: number; total_pages: number; total_exact: boolean }
/** Where an answer came from: the appliance, or the copy saved on this device (and when). */
export type Source = { kind: "online" } | { kind: "offline"; savedAt: string | null };

const PAGE_SIZE = 25;
const TIMEOUT_MS = 8000;

/**
 * The station's data: from the appliance when it answers, else from the offline copy the service
 * worker saved (searched here, on the device). An API error (a revoked link) is not hidden.
 */
export class StationData {
  constructor(readonly token: string) {}

  private get(path: string) {
    return apiGet<any>(`/station/${this.token}${path}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  }

  private async offline<T>(online: () => Promise<T>, local: (s: Snapshot) => T): Promise<{ value: T; source: Source }> {
    try {
      return { value: await online(), source: { kind: "online" } };
    } catch (err) {
      if (!(err instanceof UnreachableError) && !(err instanceof DOMException)) throw err;
      const saved = await savedSnapshot(this.token);
      if (!saved) throw new UnreachableError("no saved copy");
      return { value: local(saved.snapshot), source: { kind: "offline", savedAt: saved.savedAt } };
    }
  }

  site() {
    return this.offline<{ site_name: string }>(() => this.get(""), (s) => ({ site_name: s.site_name }));
  }

  search(q: string, page: number) {
    const query = new URLSearchParams({ q, page: String(page), page_size: String(PAGE_SIZE) });
    return this.offline<Page<ProductSummary>>(() => this.get(`/products?${query}`), (s) => pageOf(searchLocally(s.products, q), page));
  }

  /** A product, its statements in `lang` (offline: in the language of the saved copy). */
  product(id: string, lang: string) {
    return this.offline<ProductDetails | null>(() => this.get(`/products/${id}?lang=${encodeURIComponent(lang)}`), (s) => s.products.find((p) => p.product_id === id) ?? null);
  }
}

export async function savedSnapshot(token: string): Promise<{ snapshot: Snapshot; savedAt: string | null } | null> {
  if (!("caches" in window)) return null;
  const res = await caches.match(snapshotUrl(appRoot, token), { cacheName: STATION_CACHE }).catch(() => undefined);
  if (!res) return null;
  return { snapshot: (await res.json()) as Snapshot, savedAt: res.headers.get("x-saved-at") };
}

const fold = (s: string) => s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

/** The server's search, on the device: every word starts a word of name, manufacturer or CAS; or the exact barcode. */
export function searchLocally(products: SnapshotProduct[], q: string): SnapshotProduct[] {
  const words = fold(q).match(/[\p{L}\p{N}]+/gu) ?? [];
  const barcode = q.replace(/\s+/g, "");
  if (!q.trim()) return products;
  return products.filter((p) => {
    if (barcode && p.barcode === barcode) return true;
    const haystack = (fold(`${p.product_name} ${p.manufacturer} ${p.cas_number ?? ""}`).match(/[\p{L}\p{N}]+/gu) ?? []);
    return words.length > 0 && words.every((w) => haystack.some((h) => h.startsWith(w)));
  });
}

function pageOf<T>(all: T[], page: number): Page<T> {
  return { items: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: all.length, page, page_size: PAGE_SIZE, total_pages: Math.ceil(all.length / PAGE_SIZE), total_exact: true };
}
