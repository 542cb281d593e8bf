import { t } from "elysia";
import { pageQuery } from "../../shared/paging";
import { REVIEW_STATUSES } from "./sds.table";

const uuid = t.String({ format: "uuid" });
const nullable = <T extends import("elysia").TSchema>(s: T) => t.Nullable(s);
const literals = <T extends readonly string[]>(values: T) => t.Union(values.map((v) => t.Literal(v)));

export const LIBRARY_SORTS = ["product_name", "manufacturer", "revision_date", "created_at"] as const;
export const SOURCE_FILTERS = ["all", "standalone", "inventory_attached"] as const;

export const sdsIdParam = t.Object({ sds_id: uuid });
export const jobIdParam = t.Object({ job_id: uuid });
export const bulkFilesQuery = {
  outcome: t.Optional(t.Union([t.Literal("created"), t.Literal("duplicate"), t.Literal("failed"), t.Literal("skipped")])),
};

/** The SDS document as the repository holds it. */
export const sdsDocumentResponse = t.Object({
  sds_id: uuid,
  product_name: t.String(),
  manufacturer: t.String(),
  revision_date: nullable(t.String()),
  revision_number: nullable(t.String()),
  document_language: t.String(),
  sds_parsed: t.Boolean(),
  parse_status: t.String({ description: "pending, processing, completed, needs_ocr or failed" }),
  parse_confidence: nullable(t.Number()),
  needs_ocr: t.Boolean({ description: "true when the document (or some of its pages) could not be read, even by OCR; parse_error says why" }),
  read_by: nullable(t.Union([t.Literal("text"), t.Literal("ocr")], {
    description: "how the parsed text was read: from the PDF's text layer, or (for scans and unreadable pages) by OCR inside the appliance; null before a parse",
  })),
  file_name: nullable(t.String({ description: "null unless the caller's company contributed the document" })),
  file_checksum: t.String({ description: "SHA-256 hex digest" }),
  file_size: t.Integer(),
  source_type: t.String({ description: "how the caller's company brought it in: upload, bulk_upload, zip_upload, new_version or url_import; repository when another company contributed it" }),
  source_url: nullable(t.String({ description: "null unless the caller's company contributed the document" })),
  contributed_by_company_id: nullable(t.String({ description: "the caller's company when it contributed the document, otherwise null" })),
  previous_version_id: nullable(t.String({ description: "in the caller's company: the SDS this one replaced" })),
  superseded_by_id: nullable(t.String({ description: "in the caller's company: the SDS that replaced this one" })),
  is_current: t.Boolean({ description: "in the caller's company: false once the company replaced it or maps a newer version" }),
  created_at: t.String(),
}, { title: "SdsDocument" });

export const uploadResponse = t.Composite([sdsDocumentResponse, t.Object({
  is_duplicate: t.Boolean({ description: "true when the same file (by SHA-256) was already in the repository" }),
  review_status: t.String({ description: "the company's review status: pending, reviewed, approved or flagged" }),
})], { title: "SdsUpload" });

export const libraryQuery = t.Object({
  ...pageQuery,
  search: t.Optional(t.String({ maxLength: 200, description: "words matched (by prefix) in product name and manufacturer" })),
  source_filter: t.Optional(literals(SOURCE_FILTERS)),
  review_status: t.Optional(literals(REVIEW_STATUSES)),
  sort_by: t.Optional(literals(LIBRARY_SORTS)),
  sort_order: t.Optional(literals(["asc", "desc"] as const)),
  include_superseded: t.Optional(t.Boolean({ default: false, description: "also list SDSs whose newer version the company maps" })),
  include_archived: t.Optional(t.Boolean({ default: false, description: "also list SDSs the company archived" })),
});

/** GET /sds: the page and whether archived SDSs are listed too. */
export const shortLibraryQuery = t.Object({
  ...pageQuery,
  include_archived: t.Optional(t.Boolean({ default: false, description: "also list SDSs the company archived" })),
});

/** The document fields a library item shares with the full SDS document. */
const documentSummary = t.Pick(sdsDocumentResponse, [
  "sds_id", "product_name", "manufacturer", "revision_date", "revision_number", "document_language", "sds_parsed", "parse_confidence", "read_by", "is_current",
]);

export const libraryItem = t.Composite([documentSummary, t.Object({
  is_standalone: t.Boolean(),
  inventory_attachment_count: t.Integer(),
  review_status: t.String(),
  first_mapped_at: t.String(),
  signal_word: nullable(t.String()),
  pictograms: nullable(t.Array(t.String())),
  archived_at: nullable(t.String({ description: "when the company archived it (null: in the library)" })),
})], { title: "SdsLibraryItem" });

export const shortItem = t.Object({
  sds_id: uuid, product_name: t.String(), manufacturer: t.String(), revision_date: nullable(t.String()),
  review_status: t.String(), sds_parsed: t.Boolean(), is_current: t.Boolean(), archived_at: nullable(t.String()),
}, { title: "SdsShort" });

export const archiveResponse = t.Object({
  sds_id: uuid, archived: t.Boolean(), archived_at: nullable(t.String()), archived_by_user_id: nullable(t.String()),
}, { title: "SdsArchiveState" });

export const fileResult = t.Object({
  filename: t.String(),
  success: t.Boolean(),
  sds_id: t.Optional(uuid),
  error_message: t.Optional(t.String()),
  error: t.Optional(t.String({ description: "error code of a failed file" })),
  is_duplicate: t.Boolean({ default: false }),
  skipped: t.Optional(t.Boolean()),
}, { title: "BulkFileResult" });

export const bulkUploadResponse = t.Object({
  total_files: t.Integer(), successful_uploads: t.Integer(), failed_uploads: t.Integer(), duplicates_found: t.Integer(),
  results: t.Array(fileResult),
}, { title: "BulkUploadSummary" });

export const bulkJobResponse = t.Object({
  job_id: uuid,
  job_status: t.String({ description: "pending, extracting, processing, completed, failed" }),
  file_name: t.String(),
  file_size: nullable(t.Integer()),
  total_files: t.Integer(),
  processed_files: t.Integer(),
  successful_uploads: t.Integer(),
  failed_uploads: t.Integer(),
  duplicates_found: t.Integer(),
  skipped_files: t.Integer(),
  errors: t.Array(t.Object({ filename: t.String(), error: t.String(), message: t.String() })),
  files: t.Object({
    items: t.Array(t.Object({
      filename: t.String({ description: "the entry's name in the archive" }),
      outcome: t.Union([t.Literal("created"), t.Literal("duplicate"), t.Literal("failed"), t.Literal("skipped")]),
      sds_id: nullable(t.String({ description: "the SDS it became (new or the existing duplicate)" })),
      duplicate: t.Boolean(),
      skipped: t.Boolean({ description: "not a PDF, or a system file: not processed" }),
      error: nullable(t.String({ description: "why it failed, as an error code" })),
      message: nullable(t.String()),
    })),
    total: t.Integer(), page: t.Integer(), page_size: t.Integer(), total_pages: t.Integer(),
  }, { description: "what became of each file, in archive order, paged by page and page_size (filter: outcome)" }),
  error_message: nullable(t.String()),
  created_at: t.String(),
  started_at: nullable(t.String()),
  completed_at: nullable(t.String()),
}, { title: "BulkUploadJob" });

export const reviewBody = t.Object({
  review_status: literals(REVIEW_STATUSES),
  internal_notes: t.Optional(t.Nullable(t.String({ maxLength: 5000 }))),
}, { additionalProperties: false });

export const reviewResponse = t.Object({
  sds_id: uuid, review_status: t.String(), internal_notes: nullable(t.String()), reviewed_by: nullable(t.String()), reviewed_at: nullable(t.String()),
}, { title: "SdsReview" });

export const downloadLinkResponse = t.Object({ download_url: t.String(), expires_at: t.String() }, { title: "SdsDownloadLink" });

export const searchQuery = t.Object({
  q: t.Optional(t.String({ maxLength: 200 })),
  product_name: t.Optional(t.String({ maxLength: 200 })),
  manufacturer: t.Optional(t.String({ maxLength: 200 })),
  limit: t.Optional(t.Integer({ minimum: 1, maximum: 100, default: 25, description: "results per list" })),
});

const searchHit = t.Object({
  sds_id: uuid, product_name: t.String(), manufacturer: t.String(), revision_date: nullable(t.String()),
  revision_number: nullable(t.String()), document_language: t.String(), sds_parsed: t.Boolean(), is_current: t.Boolean(),
  in_library: t.Boolean(),
}, { title: "SdsSearchHit" });

export const searchResponse = t.Object({ company_results: t.Array(searchHit), global_results: t.Array(searchHit), total: t.Integer() }, { title: "SdsSearch" });

export const detailsResponse = t.Composite([sdsDocumentResponse, t.Object({
  parse_error: nullable(t.String()),
  page_count: nullable(t.Integer()),
  hazard_info: nullable(t.Object({
    signal_word: nullable(t.String()), pictograms: t.Array(t.String()), h_codes: t.Array(t.String()), p_codes: t.Array(t.String()),
    hazard_statements: t.Array(t.Object({ code: t.String(), text: t.String() })),
  })),
  composition: t.Array(t.Object({
    name: nullable(t.String()), cas_number: nullable(t.String()), ec_number: nullable(t.String()), concentration_text: nullable(t.String()),
    concentration_min: nullable(t.Number()), concentration_max: nullable(t.Number()),
  })),
  sections: t.Array(t.Object({ number: t.Integer(), title: t.String(), text: t.String() })),
  is_standalone: t.Boolean(),
  inventory_attachment_count: t.Integer({ description: "how many of the company's inventory items use this SDS (an item's SDS is its product's)" }),
  inventory_items: t.Array(t.Object({
    chemical_id: uuid, company_product_id: uuid, product_name: t.String(), site_id: uuid, location_id: nullable(t.String()),
    container_size: t.Number(), size_unit: t.String(), quantity: t.Integer(),
  }), { description: "the first 100 of those items, oldest first; inventory_attachment_count gives them all" }),
  version_history: t.Array(t.Object({
    sds_id: uuid, revision_date: nullable(t.String()), revision_number: nullable(t.String()), is_current: t.Boolean(), created_at: t.String(),
  })),
  change_log: t.Array(t.Object({
    change_id: uuid, action: t.String(), sds_id: uuid, previous_sds_id: nullable(t.String()), user_id: nullable(t.String()),
    details: t.Unknown(), created_at: t.String(),
  })),
  review_status: t.String(),
  internal_notes: nullable(t.String()),
  reviewed_by: nullable(t.String()),
  reviewed_at: nullable(t.String()),
  first_mapped_at: t.String(),
})], { title: "SdsDetails" });

/** OpenAPI request bodies of the multipart routes (they stream the body, so Elysia does not validate it). */
const binary = { type: "string", format: "binary" };
export const multipartBody = (properties: Record<string, unknown>, required: string[]) => ({
  requestBody: { required: true, content: { "multipart/form-data": { schema: { type: "object", properties, required } } } },
});
export const uploadForm = multipartBody({
  file: { ...binary, description: "the SDS, a PDF (at most MAX_SDS_BYTES, 50 MB by default)" },
  product_name: { type: "string", maxLength: 255 }, manufacturer: { type: "string", maxLength: 255 },
  revision_date: { type: "string", format: "date" }, revision_number: { type: "string", maxLength: 50 },
  attach_to_chemical_id: { type: "string", format: "uuid" }, attach_to_company_product_id: { type: "string", format: "uuid" },
}, ["file"]);
export const bulkForm = multipartBody({ files: { type: "array", maxItems: 25, items: binary } }, ["files"]);
export const zipForm = multipartBody({ file: { ...binary, description: "a ZIP of PDFs, at most MAX_ZIP_BYTES (500 MB by default)" } }, ["file"]);
export const versionForm = multipartBody({
  file: binary, revision_date: { type: "string", format: "date" }, revision_number: { type: "string", maxLength: 50 },
}, ["file", "revision_date"]);
