import type { LabelLookup } from "./modules/labels/label-lookup.port";
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { BlobStore } from "./shared/blob-store";
import type { Clock } from "./shared/clock";
import type { Logger } from "./shared/logger";
import type { TokenService } from "./modules/auth/tokens";
import type { JobSystem } from "./modules/jobs/job-system";
import type { LinkSigner } from "./shared/signed-links";
import type { SecretBox } from "./shared/secret-box";
import type { HostLookup } from "./shared/safe-download/safe-fetch";
import type { PdfReaderPool } from "./shared/pdf/pdf-reader-pool";

/**
 * Everything with a side effect, built once at start and handed to routes, services and job
 * handlers. Tests build the same thing over a temporary data folder.
 */
export interface AppContext {
  /** Distinguishes app instances in one process (tests run several, one after another). */
  instanceId: string;
  version: string;
  config: Config;
  db: Db;
  blobs: BlobStore;
  clock: Clock;
  logger: Logger;
  tokens: TokenService;
  jobs: JobSystem;
  links: LinkSigner;
  /** Seals secrets the appliance reads back (station links), key in DATA_DIR/station-link.key, never in the database. */
  secrets: SecretBox;
  /** Outbound HTTP; connectors receive it so tests can point them at local servers. */
  fetch: typeof fetch;
  /** DNS for outbound requests (the safe downloader checks every address); tests map names to loopback. */
  lookup: HostLookup;
  /** Reads PDFs in separate processes under a memory ceiling and caps: every path that reads a PDF uses it. */
  pdf: PdfReaderPool;
  /** The same guarded readers, separate processes, for OCR of scanned pages (ctx.ocr.ocrPage). */
  ocr: PdfReaderPool;
  /** The regulator label lookup the epa_label_search job uses (when LABEL_LOOKUP_ENABLED). */
  labelLookup: LabelLookup;
}
