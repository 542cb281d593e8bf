/** The parts of GET /chem/sds/{id}/details the details page shows (the API's SdsDetails). */
export interface Evidence {
  page: number | null; text: string; confidence: number;
  method: "text" | "text_decoded" | "ocr" | "ocr_repaired" | "derived" | "statement-text" | "derived_from_classification";
}
export interface FieldView {
  value: unknown; source: "person" | "parse" | "file_name" | "none";
  set_by: string | null; set_at: string | null;
  parsed: { value: unknown; evidence: Evidence | null };
}
export interface CompositionRow {
  name: string | null; cas_number: string | null; ec_number: string | null; concentration_text: string | null;
  concentration_min: number | null; concentration_max: number | null;
}
export interface Details {
  sds_id: string; product_name: string; manufacturer: string; revision_date: string | null; revision_number: string | null;
  document_language: string; sds_parsed: boolean; parse_status: string; parse_confidence: number | null; parse_error: string | null;
  needs_ocr: boolean; read_by: "text" | "ocr" | null; needs_review_reasons: string[]; page_count: number | null;
  file_name: string | null; file_size: number; is_current: boolean; previous_version_id: string | null; superseded_by_id: string | null;
  fields: Record<string, FieldView>;
  hazard_info: { signal_word: string | null; pictograms: string[]; h_codes: string[]; p_codes: string[]; hazard_statements: { code: string; text: string }[] } | null;
  composition: CompositionRow[];
  sections: { number: number; title: string; text: string }[];
  inventory_attachment_count: number;
  version_history: { sds_id: string; revision_date: string | null; revision_number: string | null; is_current: boolean; created_at: string }[];
  review_status: string; internal_notes: string | null; reviewed_by: string | null; reviewed_at: string | null;
  first_mapped_at: string; archived_at: string | null;
  /** Newest first; a parse's entry ("parsed") holds what the reading noted (warnings). */
  change_log: { action: string; created_at: string; details: { warnings?: string[] } | null }[];
}

/** What the newest reading of the document noted (its parse warnings), less what the review reasons already say. */
export const readingNotes = (d: Details): string[] =>
  (d.change_log.find((entry) => entry.action === "parsed")?.details?.warnings ?? []).filter((note) => !d.needs_review_reasons.includes(note));

export const PARSE_WORDS: Record<string, string> = {
  pending: "Waiting to be read", processing: "Being read now", completed: "Read", needs_review: "Read — some values need a check",
  needs_ocr: "Could not be read, even by text recognition", failed: "Could not be read",
};
export const REVIEW_WORDS: Record<string, string> = { pending: "Not reviewed", reviewed: "Reviewed", approved: "Approved", flagged: "Flagged (rejected)" };

/** The 16 sections every SDS has (GHS Annex 4), by number. */
export const SECTION_TITLES = [
  "Identification", "Hazard identification", "Composition / information on ingredients", "First-aid measures", "Fire-fighting measures",
  "Accidental release measures", "Handling and storage", "Exposure controls / personal protection", "Physical and chemical properties",
  "Stability and reactivity", "Toxicological information", "Ecological information", "Disposal considerations", "Transport information",
  "Regulatory information", "Other information",
];

/** A time in the browser's own zone and words. */
export const dateTime = (iso: string | null) => (iso ? new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso)) : "");
