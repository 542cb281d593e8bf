import { t } from "elysia";
import { sdsDocumentResponse } from "../sds/sds.schemas";
import { revisionDateSchema } from "../../shared/dates";

const strict = { additionalProperties: false } as const;
/** A name a person typed: 1–255 characters with at least one that is not white space. */
const name = (description: string) => t.String({ minLength: 1, maxLength: 255, pattern: "\\S", description });

export const webSearchBody = t.Object({
  product_name: name("Product name as on the label"),
  manufacturer: name("Manufacturer or supplier"),
  barcode_upc: t.Optional(t.String({ minLength: 1, maxLength: 100, pattern: "^[0-9A-Za-z-]+$", description: "UPC/EAN; placed first in the query" })),
}, strict);

export const webSearchResult = t.Object({
  title: t.String(),
  url: t.String(),
  snippet: t.String(),
  source_domain: t.String({ description: "Host name of the result, without www." }),
  date: t.Optional(t.Nullable(t.String())),
  is_pdf: t.Boolean({ description: "The URL path ends with .pdf" }),
  confidence_score: t.Number({ minimum: 0, maximum: 1, description: "Relevance computed by the service (docs/connectors.md)" }),
}, { title: "WebSearchResult" });

export const webSearchResponse = t.Object({
  results: t.Array(webSearchResult),
  total: t.Integer(),
  search_query_used: t.String(),
  cached: t.Boolean({ description: "true when the answer came from the company's cache (no provider call, free)" }),
  searched_at: t.String({ description: "When the provider was asked (UTC)" }),
});

export const importFromUrlBody = t.Object({
  url: t.String({ minLength: 8, maxLength: 2048, description: "https URL of the SDS PDF" }),
  product_name: name("Product name"),
  manufacturer: name("Manufacturer"),
  revision_date: t.Optional(revisionDateSchema()),
  attach_to_chemical_id: t.Optional(t.String({ format: "uuid" })),
  attach_to_company_product_id: t.Optional(t.String({ format: "uuid" })),
}, strict);

/** The imported (or already present) SDS document, plus how the import went. */
export const importFromUrlResponse = t.Object({
  ...sdsDocumentResponse.properties,
  is_duplicate: t.Boolean({ description: "true when the same file (SHA-256) was already in the repository; that SDS is returned" }),
  review_status: t.Union([t.Literal("pending"), t.Literal("reviewed"), t.Literal("approved"), t.Literal("flagged")]),
}, { title: "SdsImport" });
