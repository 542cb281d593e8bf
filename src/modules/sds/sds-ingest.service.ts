/**
 * The one way an SDS file enters the repository. Single upload, chunked bulk upload, the ZIP
 * worker, new version and import-from-URL all call it.
 *
 *   ingestSdsFile(ctx, {
 *     companyId, userId, requestId?,
 *     staged,            // a StagedBlob from ctx.blobs.stage(...); ingest ALWAYS consumes it (commit or discard)
 *     fileName,          // the name the file arrived with (kept on the SDS; never used as a path)
 *     metadata: { product_name?, manufacturer?, revision_date? (YYYY-MM-DD), revision_number? },
 *     metadataSource,    // 'user' | 'filename' | 'import': who supplied `metadata`; parsing never replaces 'user'/'import' values
 *     sourceType,        // 'upload' | 'bulk_upload' | 'new_version' | 'url_import'
 *     sourceUrl?,
 *     parsePriority,     // PARSE_PRIORITY in sds.models.ts: 8 single/new version/URL import, 5 chunked bulk, 3 ZIP
 *     attach?: { chemicalId?, companyProductId? },
 *   }) → Promise<{ sds, isDuplicate, mappingCreated }>
 *
 * Rules, in one transaction: the file must start with %PDF- (415); the SHA-256 digest decides
 * duplicates across the whole appliance — a duplicate maps the existing SDS to the company, the
 * staged file is discarded, no second row or blob is made. A new file is committed to the blob
 * store and gets the SDS row, a standalone mapping (review pending), the sds_parse_jobs record and
 * its outbox job (same id), a change log entry and an audit entry. Missing metadata comes from the
 * file name (product_manufacturer_date pattern) and is marked replaceable by parsing.
 *
 * `ingestInTransaction` is the same inside a caller's transaction (the ZIP worker batches files).
 */
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { isPdfHead, type StagedBlob } from "../../shared/blob-store";
import { errors } from "../../shared/errors";
import { newId } from "../../shared/ids";
import { recordAudit } from "../audit/audit";
import { metadataFromFilename } from "./filename-metadata";
import { ensureMapping } from "./mappings.repository";
import { attachSds } from "./sds-attach";
import { ALL_SECTIONS, type SdsRow } from "./sds.models";
import { sdsChangeLog, sdsDocuments, sdsParseJobs, type FieldSource } from "./sds.table";
import { refreshSupersededFlags } from "./sds-versions.repository";

export interface SdsMetadataInput {
  product_name?: string | null;
  manufacturer?: string | null;
  revision_date?: string | null;
  revision_number?: string | null;
}

export interface IngestInput {
  companyId: string;
  userId: string | null;
  requestId?: string | null;
  staged: StagedBlob;
  fileName: string;
  metadata: SdsMetadataInput;
  metadataSource: "user" | "filename" | "import";
  sourceType: string;
  sourceUrl?: string | null;
  parsePriority: number;
  attach?: { chemicalId?: string; companyProductId?: string };
  /** New version only: the SDS this file replaces (set by sds-version.service). */
  previousVersionId?: string;
  /** ZIP worker only: the parse job waits until the archive is done (see releaseHeldParses). */
  holdParse?: boolean;
}

export interface IngestResult {
  sds: SdsRow;
  isDuplicate: boolean;
  /** False when a duplicate was already in the company's library. */
  mappingCreated: boolean;
}

export async function ingestSdsFile(ctx: AppContext, input: IngestInput): Promise<IngestResult> {
  try {
    return ctx.db.transaction((tx) => ingestInTransaction(ctx, tx, input, ctx.clock.now()));
  } finally {
    ctx.blobs.discard(input.staged); // no-op after a commit moved it
  }
}

/** Chooses each field's value and where it came from: the caller's metadata first, then the file name. */
export function resolveMetadata(fileName: string, metadata: SdsMetadataInput, source: IngestInput["metadataSource"]) {
  const fromName = metadataFromFilename(fileName);
  const given = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
  const sources: Record<string, FieldSource> = {};
  const pick = (field: "product_name" | "manufacturer" | "revision_date") => {
    const v = given(metadata[field]);
    if (v !== null) {
      sources[field] = source;
      return v;
    }
    const fallback = fromName[field];
    if (fallback !== null) sources[field] = fromName.sources[field] ?? "placeholder";
    return fallback;
  };
  return {
    productName: pick("product_name")!.slice(0, 255),
    manufacturer: pick("manufacturer")!.slice(0, 255),
    revisionDate: pick("revision_date"),
    revisionNumber: given(metadata.revision_number),
    sources,
  };
}

export function ingestInTransaction(ctx: AppContext, tx: DbOrTx, input: IngestInput, nowDate: Date): IngestResult {
  const now = nowDate.toISOString();
  const { staged, companyId } = input;
  if (!isPdfHead(staged.head)) {
    ctx.blobs.discard(staged);
    throw errors.unsupportedMedia(`${input.fileName || "The file"} is not a PDF (it does not start with %PDF-)`);
  }
  const existing = tx.select().from(sdsDocuments).where(eq(sdsDocuments.fileChecksum, staged.sha256)).get();
  if (existing) {
    ctx.blobs.discard(staged);
    const { created } = ensureMapping(tx, { companyId, sdsId: existing.sdsId, now });
    if (created) {
      refreshSupersededFlags(tx, companyId, existing.sdsId);
      tx.insert(sdsChangeLog).values({
        changeId: newId(), companyId, sdsId: existing.sdsId, action: "mapped_duplicate", userId: input.userId, createdAt: now,
        details: { file_name: input.fileName, source_type: input.sourceType },
      }).run();
      recordAudit(tx, { companyId, userId: input.userId, action: "sds.map", entityType: "sds", entityId: existing.sdsId, after: { duplicate_of_file: input.fileName }, requestId: input.requestId }, now);
    }
    if (input.attach) attachSds(tx, { companyId, sdsId: existing.sdsId, attach: input.attach, now });
    return { sds: existing, isDuplicate: true, mappingCreated: created };
  }
  const meta = resolveMetadata(input.fileName, input.metadata, input.metadataSource);
  const blob = ctx.blobs.commit(staged);
  try {
    const sds = tx.insert(sdsDocuments).values({
      sdsId: newId(), productName: meta.productName, manufacturer: meta.manufacturer, revisionDate: meta.revisionDate,
      revisionNumber: meta.revisionNumber, fieldSources: meta.sources, fileChecksum: staged.sha256, fileSize: staged.size,
      fileName: input.fileName.slice(0, 255), storageKey: blob.key, sourceType: input.sourceType, sourceUrl: input.sourceUrl ?? null,
      contributedByCompanyId: companyId, uploadedByUserId: input.userId, previousVersionId: input.previousVersionId ?? null,
      createdAt: now, updatedAt: now,
    }).returning().get();
    ensureMapping(tx, { companyId, sdsId: sds.sdsId, now });
    const parseJobId = newId();
    tx.insert(sdsParseJobs).values({
      jobId: parseJobId, sdsId: sds.sdsId, jobStatus: "pending", priority: input.parsePriority, parseSections: ALL_SECTIONS, retryCount: 0, createdAt: now,
    }).run();
    ctx.jobs.enqueue(tx, {
      kind: "sds_parse", jobId: parseJobId, payload: { sds_id: sds.sdsId }, companyId, priority: input.parsePriority,
      held: input.holdParse,
    }, nowDate);
    tx.insert(sdsChangeLog).values({
      changeId: newId(), companyId, sdsId: sds.sdsId, previousSdsId: input.previousVersionId ?? null,
      action: input.previousVersionId ? "new_version" : "uploaded", userId: input.userId, createdAt: now,
      details: { file_name: input.fileName, source_type: input.sourceType, file_size: staged.size },
    }).run();
    recordAudit(tx, {
      companyId, userId: input.userId, action: "sds.upload", entityType: "sds", entityId: sds.sdsId,
      after: { sds_id: sds.sdsId, file_checksum: sds.fileChecksum, source_type: sds.sourceType, parse_job_id: parseJobId }, requestId: input.requestId,
    }, now);
    if (input.attach) attachSds(tx, { companyId, sdsId: sds.sdsId, attach: input.attach, now });
    return { sds, isDuplicate: false, mappingCreated: true };
  } catch (err) {
    // Only this transaction could reference a blob it created: removing it leaves nothing behind.
    if (blob.created) ctx.blobs.remove(staged.sha256);
    throw err;
  }
}
