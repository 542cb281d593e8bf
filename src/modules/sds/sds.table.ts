import { sqliteTable, text, integer, real, index, uniqueIndex, primaryKey } from "drizzle-orm/sqlite-core";
import { bool, id, json, ref, timestamp } from "../../db/columns";
import { companies } from "../admin/admin.table";
import { users } from "../auth/users.table";
import type { Evidence, EvidenceField } from "../parsing/types";

/** Where a metadata value came from: parsing may replace a placeholder, never a person's value. */
export type FieldSource = "user" | "filename" | "placeholder" | "parsed" | "import";
export const REVIEW_STATUSES = ["pending", "reviewed", "approved", "flagged"] as const;

/** One document in the appliance-wide SDS repository, deduplicated by checksum. */
export const sdsDocuments = sqliteTable("sds_documents", {
  sdsId: id("sds_id"),
  productName: text("product_name").notNull(),
  manufacturer: text("manufacturer").notNull(),
  revisionDate: text("revision_date"),
  revisionNumber: text("revision_number"),
  documentLanguage: text("document_language").notNull().default("en"),
  /** {product_name, manufacturer, revision_date} → FieldSource */
  fieldSources: json<Record<string, FieldSource>>("field_sources").notNull().default({}),
  sdsParsed: bool("sds_parsed").notNull().default(false),
  parseStatus: text("parse_status").notNull().default("pending"),
  parseConfidence: real("parse_confidence"),
  parseError: text("parse_error"),
  needsOcr: bool("needs_ocr").notNull().default(false),
  /** How the parsed text was read: "text" (the PDF's text layer), "ocr" (some or all pages by OCR); null before a parse. */
  readBy: text("read_by").$type<"text" | "ocr">(),
  pageCount: integer("page_count"),
  fileChecksum: text("file_checksum").notNull(),
  fileSize: integer("file_size").notNull(),
  fileName: text("file_name"),
  storageBucket: text("storage_bucket").notNull().default("local"),
  storageKey: text("storage_key").notNull(),
  sourceType: text("source_type").notNull(),
  sourceUrl: text("source_url"),
  contributedByCompanyId: ref("contributed_by_company_id").references(() => companies.companyId),
  uploadedByUserId: ref("uploaded_by_user_id").references(() => users.userId),
  /**
   * What parsing read in the document itself (null until parsed, or where it found nothing). Only
   * these, never the contributor's typed values, reach other companies (see sds-view.ts).
   */
  parsedProductName: text("parsed_product_name"),
  parsedManufacturer: text("parsed_manufacturer"),
  parsedRevisionDate: text("parsed_revision_date"),
  parsedRevisionNumber: text("parsed_revision_number"),
  parsedEmergencyPhone: text("parsed_emergency_phone"),
  parsedSupplierAddress: text("parsed_supplier_address"),
  parsedSupplierPhone: text("parsed_supplier_phone"),
  parsedUfi: text("parsed_ufi"),
  parsedRecommendedUse: text("parsed_recommended_use"),
  parsedPhysicalState: text("parsed_physical_state"),
  parsedFlashPoint: text("parsed_flash_point"),
  parsedHazardsNotOtherwiseClassified: text("parsed_hazards_not_otherwise_classified"),
  /** Per field: the page, text, confidence and method parsing read it with (ParsedSds.evidence). */
  parseEvidence: json<Partial<Record<EvidenceField, Evidence>>>("parse_evidence").notNull().default({}),
  /** Why a person should check the parse; non-empty ⇒ parse_status is needs_review. */
  needsReviewReasons: json<string[]>("needs_review_reasons").notNull().default([]),
  /** The contributor's claim that this file replaces that one (new version); never changes another company's view. */
  previousVersionId: ref("previous_version_id"),
  /** Unused since migration 0008: version state is per company, on company_sds_mappings. */
  supersededById: ref("superseded_by_id"),
  /** Unused since migration 0008: version state is per company, on company_sds_mappings. */
  isCurrent: bool("is_current").notNull().default(true),
  createdAt: timestamp("created_at").notNull(),
  updatedAt: timestamp("updated_at").notNull(),
}, (t) => [
  uniqueIndex("sds_checksum_uq").on(t.fileChecksum),
  index("sds_name_idx").on(t.productName, t.manufacturer),
  index("sds_previous_idx").on(t.previousVersionId),
  // The dashboard counts documents to act on (needs_review, needs_ocr, failed) from this index.
  index("sds_parse_status_idx").on(t.parseStatus),
]);

/** Section 2 as parsed. */
export const sdsHazardInfo = sqliteTable("sds_hazard_info", {
  sdsId: text("sds_id").primaryKey().references(() => sdsDocuments.sdsId),
  signalWord: text("signal_word"),
  pictograms: json<string[]>("pictograms").notNull().default([]),
  hCodes: json<string[]>("h_codes").notNull().default([]),
  pCodes: json<string[]>("p_codes").notNull().default([]),
  hazardStatements: json<{ code: string; text: string }[]>("hazard_statements").notNull().default([]),
});

/** Section 3 as parsed: one row per ingredient. */
export const sdsComposition = sqliteTable("sds_composition", {
  sdsId: text("sds_id").notNull().references(() => sdsDocuments.sdsId),
  position: integer("position").notNull(),
  name: text("name"),
  casNumber: text("cas_number"),
  ecNumber: text("ec_number"),
  concentrationText: text("concentration_text"),
  concentrationMin: real("concentration_min"),
  concentrationMax: real("concentration_max"),
}, (t) => [primaryKey({ columns: [t.sdsId, t.position] }), index("composition_cas_idx").on(t.casNumber)]);

/** The 16 sections as found in the text. */
export const sdsSections = sqliteTable("sds_sections", {
  sdsId: text("sds_id").notNull().references(() => sdsDocuments.sdsId),
  number: integer("number").notNull(),
  title: text("title").notNull(),
  text: text("text").notNull(),
}, (t) => [primaryKey({ columns: [t.sdsId, t.number] })]);

/** How a company reaches an SDS of the repository (the spec's "Company SDS mapping"). */
export const companySdsMappings = sqliteTable("company_sds_mappings", {
  companyId: ref("company_id").notNull().references(() => companies.companyId),
  sdsId: ref("sds_id").notNull().references(() => sdsDocuments.sdsId),
  mappedToInventoryCount: integer("mapped_to_inventory_count").notNull().default(0),
  reviewStatus: text("review_status").$type<(typeof REVIEW_STATUSES)[number]>().notNull().default("pending"),
  firstMappedAt: timestamp("first_mapped_at").notNull(),
  internalNotes: text("internal_notes"),
  reviewedBy: text("reviewed_by"),
  reviewedAt: timestamp("reviewed_at"),
  /** Denormalised from the document for indexed library sorting and filtering. */
  productName: text("product_name").notNull(),
  manufacturer: text("manufacturer").notNull(),
  revisionDate: text("revision_date"),
  /**
   * The company's own version state: true when this company replaced the document (new version) or
   * also maps a newer version of it. Another company's action never sets it.
   */
  supersededInCompany: bool("superseded_in_company").notNull().default(false),
  /** In this company's view: the SDS that replaced this one, and the one this one replaced. */
  supersededBySdsId: ref("superseded_by_sds_id"),
  previousSdsId: ref("previous_sds_id"),
  /**
   * A stable integer key, set by a trigger on insert (migration 0006): the mapping's rowid in the
   * full-text table, so a search's matches can be tested from the FTS doclist alone.
   */
  libraryKey: integer("library_key"),
  /**
   * Archived by this company (the mapping, never the shared document): out of the library listing,
   * never offered for attachment or matching, and nothing deleted (records are kept for 30 years).
   */
  archivedAt: timestamp("archived_at"),
  archivedByUserId: ref("archived_by_user_id"),
}, (t) => [
  primaryKey({ columns: [t.companyId, t.sdsId] }),
  uniqueIndex("mappings_library_key_uq").on(t.libraryKey),
  index("mappings_company_name_idx").on(t.companyId, t.productName),
  index("mappings_company_mfr_idx").on(t.companyId, t.manufacturer),
  // The library's sort orders have covering indexes made in SQL (migrations 0002 and 0006).
  index("mappings_company_review_idx").on(t.companyId, t.reviewStatus),
]);

/**
 * What a person of one company set for one field of a document (PATCH /chem/sds/{id}): it wins over
 * every parse, now and later, and only that company sees it (the document row is shared).
 * `value` is the field's value as JSON (null is a value too: "this SDS has no signal word").
 */
export const sdsFieldCorrections = sqliteTable("sds_field_corrections", {
  companyId: ref("company_id").notNull().references(() => companies.companyId),
  sdsId: ref("sds_id").notNull().references(() => sdsDocuments.sdsId),
  field: text("field").notNull(),
  value: json<unknown>("value"),
  setByUserId: ref("set_by_user_id"),
  setBy: text("set_by"),
  setAt: timestamp("set_at").notNull(),
}, (t) => [primaryKey({ columns: [t.companyId, t.sdsId, t.field] })]);

export const SUGGESTION_STATUSES = ["pending", "accepted", "dismissed"] as const;

/**
 * An SDS from outside the company's library that the sds_search job found for a product: it is
 * never attached until a manager accepts it (the product stays sds_missing meanwhile).
 */
export const sdsSuggestions = sqliteTable("sds_suggestions", {
  suggestionId: id("suggestion_id"),
  companyId: ref("company_id").notNull().references(() => companies.companyId),
  companyProductId: ref("company_product_id").notNull(),
  sdsId: ref("sds_id").notNull().references(() => sdsDocuments.sdsId),
  /** repository (the document's parsed identity matched) or global_barcode (a validated barcode). */
  source: text("source").notNull(),
  confidence: real("confidence").notNull(),
  status: text("status").$type<(typeof SUGGESTION_STATUSES)[number]>().notNull().default("pending"),
  createdAt: timestamp("created_at").notNull(),
  decidedAt: timestamp("decided_at"),
  decidedByUserId: ref("decided_by_user_id"),
}, (t) => [
  uniqueIndex("suggestions_product_sds_uq").on(t.companyId, t.companyProductId, t.sdsId),
  index("suggestions_product_idx").on(t.companyId, t.companyProductId, t.status),
]);

export const sdsChangeLog = sqliteTable("sds_change_log", {
  changeId: id("change_id"),
  companyId: ref("company_id").references(() => companies.companyId),
  sdsId: ref("sds_id").notNull(),
  previousSdsId: ref("previous_sds_id"),
  action: text("action").notNull(),
  details: json<Record<string, unknown>>("details"),
  userId: ref("user_id"),
  createdAt: timestamp("created_at").notNull(),
}, (t) => [index("change_log_sds_idx").on(t.sdsId, t.createdAt)]);

/** The spec's "SDS parse job" record; its job_id is the id of the outbox job that runs it. */
export const sdsParseJobs = sqliteTable("sds_parse_jobs", {
  jobId: id("job_id"),
  sdsId: ref("sds_id").notNull().references(() => sdsDocuments.sdsId),
  jobStatus: text("job_status").notNull().default("pending"),
  priority: integer("priority").notNull(),
  parseSections: json<number[]>("parse_sections").notNull(),
  retryCount: integer("retry_count").notNull().default(0),
  errorMessage: text("error_message"),
  createdAt: timestamp("created_at").notNull(),
  startedAt: timestamp("started_at"),
  completedAt: timestamp("completed_at"),
}, (t) => [index("parse_jobs_sds_idx").on(t.sdsId), index("parse_jobs_status_idx").on(t.jobStatus)]);

export const bulkUploadJobs = sqliteTable("bulk_upload_jobs", {
  jobId: id("job_id"),
  companyId: ref("company_id").notNull().references(() => companies.companyId),
  uploadedByUserId: ref("uploaded_by_user_id").references(() => users.userId),
  s3Bucket: text("s3_bucket", { length: 100 }).notNull(),
  s3Key: text("s3_key").notNull(),
  fileName: text("file_name", { length: 255 }).notNull(),
  fileSize: integer("file_size"),
  jobStatus: text("job_status").notNull().default("pending"),
  totalFiles: integer("total_files").notNull().default(0),
  processedFiles: integer("processed_files").notNull().default(0),
  successfulUploads: integer("successful_uploads").notNull().default(0),
  failedUploads: integer("failed_uploads").notNull().default(0),
  duplicatesFound: integer("duplicates_found").notNull().default(0),
  results: json<unknown[]>("results").notNull().default([]),
  errorMessage: text("error_message"),
  createdAt: timestamp("created_at").notNull(),
  startedAt: timestamp("started_at"),
  completedAt: timestamp("completed_at"),
}, (t) => [index("bulk_jobs_company_idx").on(t.companyId, t.createdAt), index("bulk_jobs_status_idx").on(t.jobStatus)]);

/**
 * One row per ZIP entry a bulk job has handled, written in the same transaction as the SDS rows it
 * created: a restarted job resumes after the last recorded entry and never handles one twice.
 */
export const bulkUploadFiles = sqliteTable("bulk_upload_files", {
  jobId: ref("job_id").notNull().references(() => bulkUploadJobs.jobId),
  entryIndex: integer("entry_index").notNull(),
  fileName: text("file_name").notNull(),
  /** created | duplicate | failed | skipped */
  outcome: text("outcome").$type<"created" | "duplicate" | "failed" | "skipped">().notNull(),
  sdsId: ref("sds_id"),
  errorCode: text("error_code"),
  errorMessage: text("error_message"),
}, (t) => [primaryKey({ columns: [t.jobId, t.entryIndex] }), index("bulk_files_outcome_idx").on(t.jobId, t.outcome)]);
