import { assertNoFutureDates } from "../../shared/dates";
import { importFromUrlBody } from "./connectors.schemas";
import type { AppContext } from "../../context";
import type { StagedBlob } from "../../shared/blob-store";
import { AppError, errors } from "../../shared/errors";
import { safeFetch } from "../../shared/safe-download/safe-fetch";
import { checkUrl } from "../../shared/safe-download/url-policy";
import type { Actor } from "../auth/actor";
import { findChemicalRow } from "../inventory/chemicals.repository";
import { findProduct } from "../inventory/products.repository";
import { findMapping } from "../sds/mappings.repository";
import { ingestInTransaction } from "../sds/sds-ingest.service";
import { PARSE_PRIORITY } from "../sds/sds.models";
import { sdsDocumentFor } from "../sds/sds-view";
import { outboundDeps, userUrlPolicy } from "./outbound";
import { markCacheImported, normalizeKeyPart } from "./websearch.repository";

export interface ImportFromUrlInput {
  url: string;
  product_name: string;
  manufacturer: string;
  revision_date?: string;
  attach_to_chemical_id?: string;
  attach_to_company_product_id?: string;
}

/**
 * Content types a server may declare for a PDF. Servers often say octet-stream; anything that
 * names another kind of document (HTML, JSON, images) is refused before the body is read. The
 * leading bytes decide in the end.
 */
const PDF_TYPES = new Set(["application/pdf", "application/x-pdf", "application/acrobat", "application/octet-stream", "binary/octet-stream", "application/force-download", "application/download"]);

export function acceptableContentType(header: string | null): boolean {
  if (header === null || header.trim() === "") return true;
  return PDF_TYPES.has(header.split(";")[0]!.trim().toLowerCase());
}

/** The last path segment, as a file name to keep on the SDS (never used as a path). */
export function fileNameFromUrl(url: string): string {
  try {
    const last = new URL(url).pathname.split("/").filter(Boolean).pop() ?? "";
    const name = decodeURIComponent(last).replace(/[\u0000-\u001f\\/]+/g, "_").trim();
    return (name || "download.pdf").slice(0, 200);
  } catch {
    return "download.pdf";
  }
}

/** A refused URL is logged for the security officer (who, and why; not the URL's query, which may hold tokens). */
function logRefusal(ctx: AppContext, actor: Actor, err: unknown): unknown {
  if (err instanceof AppError && err.code === "URL_NOT_ALLOWED") {
    ctx.logger.warn("import URL refused", { user_id: actor.userId, company_id: actor.companyId, request_id: actor.requestId, reason: err.message });
  }
  return err;
}

/** Streams the download into a staged temp file; every refusal leaves nothing behind. */
async function download(ctx: AppContext, url: string): Promise<{ staged: StagedBlob; finalUrl: string }> {
  const { maxBytes, timeoutMs } = ctx.config.import;
  const res = await safeFetch(outboundDeps(ctx), {
    url, policy: userUrlPolicy(ctx), timeoutMs, maxBytes, maxRedirects: 3, what: "The download",
    headers: { accept: "application/pdf, application/octet-stream;q=0.5", "user-agent": `chemsafe/${ctx.version}` },
  });
  if (res.status !== 200) {
    await res.cancel();
    throw errors.upstream(`The download failed: the server answered HTTP ${res.status}`);
  }
  const type = res.headers.get("content-type");
  if (!acceptableContentType(type)) {
    await res.cancel();
    throw errors.unsupportedMedia(`The URL does not serve a PDF (content type ${type})`);
  }
  const staged = await ctx.blobs.stage(res.body, { maxBytes, what: "The download" });
  return { staged, finalUrl: res.url };
}

/**
 * POST /chem/sds/import-from-url: downloads through the safe downloader, then hands the file to
 * the library's one ingest path (dedupe by SHA-256, SDS row, mapping, attach, parse job priority
 * 8) and marks the company's matching web search cache entry imported, in one transaction.
 */
export async function importFromUrl(ctx: AppContext, actor: Actor, input: ImportFromUrlInput) {
  assertNoFutureDates(importFromUrlBody, { ...input }, ctx.clock.now());
  try {
    checkUrl(input.url, userUrlPolicy(ctx)); // refuse a bad URL before anything else is looked at
  } catch (err) {
    throw logRefusal(ctx, actor, err);
  }
  if (input.attach_to_chemical_id && !findChemicalRow(ctx.db, actor.companyId, input.attach_to_chemical_id)) throw errors.notFound("Chemical");
  if (input.attach_to_company_product_id && !findProduct(ctx.db, actor.companyId, input.attach_to_company_product_id)) throw errors.notFound("Company product");
  const { staged, finalUrl } = await download(ctx, input.url).catch((err) => Promise.reject(logRefusal(ctx, actor, err)));
  const attach = input.attach_to_chemical_id || input.attach_to_company_product_id
    ? { chemicalId: input.attach_to_chemical_id, companyProductId: input.attach_to_company_product_id } : undefined;
  try {
    const now = ctx.clock.now();
    const result = ctx.db.transaction((tx) => {
      const ingested = ingestInTransaction(ctx, tx, {
        companyId: actor.companyId, userId: actor.userId, requestId: actor.requestId, staged, fileName: fileNameFromUrl(finalUrl),
        metadata: { product_name: input.product_name, manufacturer: input.manufacturer, revision_date: input.revision_date ?? null },
        metadataSource: "import", sourceType: "url_import", sourceUrl: finalUrl, parsePriority: PARSE_PRIORITY.urlImport, attach,
      }, now);
      markCacheImported(tx, {
        companyId: actor.companyId, productNameNormalized: normalizeKeyPart(input.product_name),
        manufacturerNormalized: normalizeKeyPart(input.manufacturer), sdsId: ingested.sds.sdsId,
      });
      return ingested;
    });
    const mapping = findMapping(ctx.db, actor.companyId, result.sds.sdsId);
    return { created: !result.isDuplicate, body: { ...sdsDocumentFor(result.sds, actor.companyId, mapping), is_duplicate: result.isDuplicate, review_status: mapping?.reviewStatus ?? "pending" } };
  } finally {
    ctx.blobs.discard(staged); // a no-op once the ingest committed it
  }
}
