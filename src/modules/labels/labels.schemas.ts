import { casNumberSchema } from "../../shared/cas";
import { t } from "elysia";
import { pageQuery } from "../../shared/paging";
import { EPA_REG_PATTERN, epaRegNumber, literals } from "../inventory/inventory.schemas";
import { SIGNAL_WORDS } from "../inventory/inventory.table";

export const labelResponse = t.Object({
  label_id: t.String({ format: "uuid" }),
  epa_registration_number: t.String(),
  product_name: t.Nullable(t.String()),
  file_name: t.Nullable(t.String()),
  file_checksum: t.String(),
  file_size: t.Integer(),
  source: t.String({ description: "upload | regulator_lookup" }),
  source_url: t.Nullable(t.String()),
  label_date: t.Nullable(t.String()),
  uploaded_by_user_id: t.Nullable(t.String()),
  created_at: t.String(),
}, { title: "Label" });

export const labelUploadResponse = t.Composite([labelResponse, t.Object({
  linked_products: t.Integer({ description: "products of the company with this registration number now linked to the label" }),
})]);

/** The text fields of POST /chem/labels (multipart, streamed: the file part goes to the blob store's temp folder). */
export const labelUploadFields = t.Object({
  epa_registration_number: epaRegNumber,
  product_name: t.Optional(t.String({ maxLength: 255 })),
}, { additionalProperties: false });

const binary = { type: "string", format: "binary" };
const multipartOrJson = (multipart: Record<string, unknown>, required: string[], json?: unknown) => ({
  requestBody: {
    required: true,
    content: {
      "multipart/form-data": { schema: { type: "object", properties: multipart, required } },
      ...(json ? { "application/json": { schema: json } } : {}),
    },
  },
});
export const labelUploadForm = multipartOrJson({
  file: { ...binary, description: "the label PDF (at most MAX_SDS_BYTES)" },
  epa_registration_number: { type: "string", pattern: EPA_REG_PATTERN },
  product_name: { type: "string", maxLength: 255 },
}, ["file", "epa_registration_number"]);

export const labelListQuery = t.Object({ ...pageQuery, epa_registration_number: t.Optional(t.String({ maxLength: 50 })) });

const nullableText = (max: number) => t.Optional(t.Nullable(t.String({ maxLength: max })));

/** The spec's "Label extraction result" (plus what the extractor found on the way). */
export const extractionResult = t.Object({
  product_name: t.Nullable(t.String()),
  manufacturer: t.Nullable(t.String()),
  net_contents: t.Nullable(t.String()),
  product_code: t.Nullable(t.String()),
  barcode: t.Nullable(t.String()),
  cas_number: t.Nullable(t.String()),
  is_pesticide: t.Boolean(),
  epa_registration_number: t.Nullable(t.String({ description: "XXXXX-XX or XXXXX-XX-XXXXX" })),
  signal_word: t.Nullable(literals(SIGNAL_WORDS)),
  confidence: t.Number({ minimum: 0, maximum: 1 }),
  keep_out_of_reach_of_children: t.Nullable(t.String()),
  product_types: t.Array(t.String()),
  needs_ocr: t.Boolean({ description: "true when nothing could be read: no text layer and OCR found no text on the first pages (or OCR is switched off)" }),
  read_by: t.Union([t.Literal("text"), t.Literal("ocr")], { description: "text: the PDF's text layer (or pasted text); ocr: some or all pages read from their images (a scanned label; the first 4 pages)" }),
}, { title: "LabelExtractionResult" });

/** POST /chem/labels/extract reads its own body: JSON {text}, or multipart with the PDF in `file` and no other field. */
export const extractTextBody = t.Object({ text: t.String({ minLength: 1, maxLength: 500_000 }) }, { additionalProperties: false });
export const extractFileFields = t.Object({}, { additionalProperties: false });
export const extractForm = multipartOrJson({ file: { ...binary, description: "a label PDF" } }, ["file"], {
  type: "object", properties: { text: { type: "string", minLength: 1, maxLength: 500_000 } }, required: ["text"], additionalProperties: false,
});

/** What POST /chem/products/{id}/apply-extraction accepts: an extraction result, every field optional. */
export const applyExtractionBody = t.Object({
  product_name: nullableText(255),
  manufacturer: nullableText(255),
  net_contents: nullableText(255),
  product_code: nullableText(100),
  barcode: nullableText(100),
  cas_number: t.Optional(t.Nullable(t.Union([casNumberSchema(), t.Literal("")]))),
  is_pesticide: t.Optional(t.Nullable(t.Boolean())),
  epa_registration_number: t.Optional(t.Nullable(t.Union([epaRegNumber, t.Literal("")]))),
  signal_word: t.Optional(t.Nullable(t.Union([literals(SIGNAL_WORDS), t.Literal("")]))),
  confidence: t.Optional(t.Nullable(t.Number({ minimum: 0, maximum: 1 }))),
  keep_out_of_reach_of_children: nullableText(500),
  product_types: t.Optional(t.Array(t.String({ maxLength: 50 }), { maxItems: 20 })),
  needs_ocr: t.Optional(t.Boolean()),
  read_by: t.Optional(t.Union([t.Literal("text"), t.Literal("ocr")])),
}, { additionalProperties: false });
