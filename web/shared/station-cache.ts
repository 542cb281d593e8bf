/**
 * What the station keeps on a device for use without the appliance, shared by the page and the
 * service worker: cache names and the URLs entries are stored under.
 */
export const SHELL_CACHE = "chemsafe-shell-v1";
export const STATION_CACHE = "chemsafe-station-v1";

export const stationApi = (root: string, token: string) => `${root}/api/v1/station/${token}`;
/** The offline copy (GET .../offline), stored with the time it was saved in `x-saved-at`. */
export const snapshotUrl = (root: string, token: string) => `${stationApi(root, token)}/offline`;
export const pdfUrl = (root: string, token: string, sdsId: string) => `${stationApi(root, token)}/sds/${sdsId}`;
/** Every station page is the same HTML shell; it is kept once under this key. */
export const shellKey = (root: string) => `${root}/station/__shell__`;

/** Messages between the page and the service worker. */
export type ToWorker = { type: "save-station"; token: string; lang?: string } | { type: "forget-station"; token: string };
export type FromWorker = { type: "station-saved"; token: string; savedAt: string; count: number } | { type: "station-save-failed"; token: string };

export interface SnapshotProduct {
  product_id: string; product_name: string; manufacturer: string; cas_number: string | null; barcode: string | null;
  signal_word: string | null; pictograms: { code: string; name: string }[]; sds_id: string; revision_date: string | null;
  /** In the language asked for; `lang` says which (English where CLP has no official text for the code). */
  hazard_statements: { code: string; text: string; lang?: string }[]; language?: string;
  /** Likewise; absent in a copy saved before the station showed them. */
  precautionary_statements?: { code: string; text: string; lang?: string }[];
  /** The sections' text is the SDS's own, in this language. */
  document_language?: string; sections: { number: number; title: string; text: string }[];
}
/** One language's copy: the statements in `language`, saved when the page last saved it. */
export interface Snapshot { site_name: string; generated_at: string; language?: string; products: SnapshotProduct[] }
