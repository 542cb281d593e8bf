import { t } from "elysia";
import { pageQuery } from "../../shared/paging";
import { SDS_FIELDS } from "./sds-fields";
import { REVIEW_STATUSES } from "./sds.table";

const uuid = t.String({ format: "uuid" });
const nullable = <T extends import("elysia").TSchema>(s: T) => t.Nullable(s);
const literals = <T extends readonly string[]>(values: T) => t.Union(values.map((v) => t.Literal(v)));

/** A document's parse status: needs_review when the parser asks a person to check what it read (see needs_review_reasons). */
export const PARSE_STATUSES = ["pending", "processing", "completed", "needs_review", "needs_ocr", "failed"] as const;
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
  parse_status: t.String({ description: "pending, processing, completed, needs_review (parsed, but the parser asks a person to check it: see needs_review_reasons in the details), needs_ocr or failed" }),
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
  parse_status: t.Optional(literals(PARSE_STATUSES)),
  revised_before: t.Optional(t.String({ format: "date", description: "only SDSs revised before this date (YYYY-MM-DD): the dashboard's old_sds_revised_before" })),
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
  "sds_id", "product_name", "manufacturer", "revision_date", "revision_number", "document_language", "sds_parsed", "parse_status", "parse_confidence", "read_by", "is_current",
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

const compositionRow = t.Object({
  name: nullable(t.String()), cas_number: nullable(t.String()), ec_number: nullable(t.String()), concentration_text: nullable(t.String()),
  concentration_min: nullable(t.Number()), concentration_max: nullable(t.Number()),
}, { title: "SdsCompositionRow" });

const evidence = t.Object({
  page: nullable(t.Integer({ description: "1-based; null when derived from other values (pictograms from H-codes)" })),
  text: t.String({ description: "the line or excerpt the value was read from" }),
  confidence: t.Number({ minimum: 0, maximum: 1, description: "0.9 and above: right 9 times in 10 or better; below 0.5: a guess" }),
  method: t.Union([t.Literal("text"), t.Literal("text_decoded"), t.Literal("ocr"), t.Literal("ocr_repaired"), t.Literal("derived"), t.Literal("statement-text"), t.Literal("derived_from_classification")], {
    description: "text: the PDF's text layer; text_decoded: a text layer printed with a font whose character codes are shifted, decoded; ocr: read from the page image; ocr_repaired: read from the page image with a misread digit put right (CAS check digit, statement wording), to be checked; derived: from other values; statement-text: codes read from the wording of their statements; derived_from_classification: H-codes derived from the hazard classes and categories printed (no code printed)",
  }),
}, { title: "SdsFieldEvidence" });

/** One field as the caller's company sees it: the value in effect, where it came from, and what parsing read. */
const fieldOf = <T extends import("elysia").TSchema>(value: T) => t.Object({
  value,
  source: t.Union([t.Literal("person"), t.Literal("parse"), t.Literal("file_name"), t.Literal("none")], {
    description: "person: entered or confirmed by a person of the caller's company (set_by, set_at; wins over every parse); parse: what parsing read; file_name: read from the uploaded file's name; none: nothing read yet",
  }),
  set_by_user_id: nullable(t.String({ description: "who set it (source person)" })),
  set_by: nullable(t.String({ description: "their e-mail address (source person)" })),
  set_at: nullable(t.String({ description: "when (source person)" })),
  parsed: t.Object({ value: t.Union([value, t.Null()]), evidence: nullable(evidence) }, { description: "what parsing read, and where" }),
});
const text = nullable(t.String());
const codes = t.Array(t.String());

export const sdsFieldsSchema = t.Object({
  product_name: fieldOf(t.String()), manufacturer: fieldOf(t.String()), revision_date: fieldOf(text), revision_number: fieldOf(text),
  document_language: fieldOf(t.String()), signal_word: fieldOf(text), h_codes: fieldOf(codes), p_codes: fieldOf(codes), pictograms: fieldOf(codes),
  composition: fieldOf(t.Array(compositionRow)), emergency_phone: fieldOf(text), supplier_address: fieldOf(text), supplier_phone: fieldOf(text),
  ufi: fieldOf(text), recommended_use: fieldOf(text), physical_state: fieldOf(text), flash_point: fieldOf(text),
  hazards_not_otherwise_classified: fieldOf(text),
}, { title: "SdsFields", description: "per field: the value in effect for the caller's company, its source, and what parsing read (with evidence)" });

export const detailsResponse = t.Composite([sdsDocumentResponse, t.Object({
  parse_error: nullable(t.String()),
  page_count: nullable(t.Integer()),
  needs_review_reasons: t.Array(t.String(), { description: "why the parser asks a person to check this SDS (parse_status needs_review); empty otherwise" }),
  emergency_phone: text, supplier_address: text, supplier_phone: text,
  ufi: nullable(t.String({ description: "EU Unique Formula Identifier" })), recommended_use: text,
  physical_state: nullable(t.String({ description: "solid, liquid, gas, aerosol or paste" })), flash_point: text, hazards_not_otherwise_classified: text,
  fields: sdsFieldsSchema,
  hazard_info: nullable(t.Object({
    signal_word: nullable(t.String()), pictograms: t.Array(t.String()), h_codes: t.Array(t.String()), p_codes: t.Array(t.String()),
    hazard_statements: t.Array(t.Object({ code: t.String(), text: t.String() })),
  })),
  composition: t.Array(compositionRow),
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
  archived_at: nullable(t.String({ description: "when the company archived it (null: in the library)" })),
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

const maybe = <T extends import("elysia").TSchema>(s: T) => t.Optional(t.Nullable(s));
/** PATCH /chem/sds/{id}: every field optional; null clears a value (the person says there is none). */
export const correctionBody = t.Object({
  product_name: t.Optional(t.String({ maxLength: 255 })),
  manufacturer: t.Optional(t.String({ maxLength: 255 })),
  revision_date: maybe(t.String({ maxLength: 10, description: "YYYY-MM-DD, not in the future" })),
  revision_number: maybe(t.String({ maxLength: 50 })),
  document_language: t.Optional(t.String({ maxLength: 35, description: "a language code: en, de, fr-CA" })),
  signal_word: maybe(t.String({ maxLength: 20, description: "DANGER or WARNING, in any case; null for none" })),
  h_codes: t.Optional(t.Array(t.String({ maxLength: 40 }), { maxItems: 100, description: "GHS hazard codes (H225, H360FD, EUH066, AUH031); combined codes (H300+H330) count as their parts" })),
  p_codes: t.Optional(t.Array(t.String({ maxLength: 40 }), { maxItems: 150, description: "GHS precautionary codes (P210, P305+P351+P338)" })),
  pictograms: t.Optional(t.Array(t.String({ maxLength: 10 }), { maxItems: 9, description: "GHS01 to GHS09" })),
  composition: t.Optional(t.Array(t.Object({
    name: maybe(t.String({ maxLength: 500 })), cas_number: maybe(t.String({ maxLength: 20 })), ec_number: maybe(t.String({ maxLength: 20 })),
    concentration_text: maybe(t.String({ maxLength: 100 })), concentration_min: maybe(t.Number()), concentration_max: maybe(t.Number()),
  }, { additionalProperties: false }), { maxItems: 200, description: "the whole list of ingredients (replaces the parsed one)" })),
  emergency_phone: maybe(t.String({ maxLength: 100 })),
  supplier_address: maybe(t.String({ maxLength: 1000 })),
  supplier_phone: maybe(t.String({ maxLength: 100 })),
  ufi: maybe(t.String({ maxLength: 19, description: "XXXX-XXXX-XXXX-XXXX" })),
  recommended_use: maybe(t.String({ maxLength: 2000 })),
  physical_state: maybe(t.String({ maxLength: 20, description: "solid, liquid, gas, aerosol or paste" })),
  flash_point: maybe(t.String({ maxLength: 100 })),
  hazards_not_otherwise_classified: maybe(t.String({ maxLength: 2000 })),
  revert: t.Optional(t.Array(literals(SDS_FIELDS), { maxItems: SDS_FIELDS.length, description: "fields given back to what parsing read (the person's value is removed)" })),
}, {
  additionalProperties: false,
  examples: [{ signal_word: "DANGER", h_codes: ["H225", "H319", "H336"], pictograms: ["GHS02", "GHS07"], emergency_phone: "+1 800 424 9300" }],
});

export const reparseResponse = t.Object({
  job_id: uuid, sds_id: uuid, job_status: t.String({ description: "pending: queued" }), priority: t.Integer(), parse_sections: t.Array(t.Integer()),
  retry_count: t.Integer(), created_at: t.String(),
}, { title: "SdsParseJob" });
