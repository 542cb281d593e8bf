/**
 * Per field of an SDS, as one company sees it: the value in effect, where it came from, and what
 * parsing read (with its evidence). Pure functions: the rows are read by the caller.
 *
 * A person's value (a correction, PATCH /chem/sds/{id}) always wins, and only its company sees it.
 * Otherwise the contributor sees what it typed at upload (or what the file name or parsing filled
 * in), and every other company what the document itself says (sds-view.ts).
 */
import { hazardStatementText } from "../../shared/ghs";
import type { CompositionRow, Evidence, EvidenceField, HazardStatement } from "../parsing/types";
import type { SdsRow } from "./sds.models";
import { documentIdentity, isContributor } from "./sds-view";
import type { sdsComposition, sdsFieldCorrections, sdsHazardInfo } from "./sds.table";

/** Every field a person can correct; the same fields parsing reports evidence for. */
export const SDS_FIELDS = [
  "product_name", "manufacturer", "revision_date", "revision_number", "document_language", "signal_word", "h_codes", "p_codes",
  "pictograms", "composition", "emergency_phone", "supplier_address", "supplier_phone", "ufi", "recommended_use", "physical_state",
  "flash_point", "hazards_not_otherwise_classified",
] as const satisfies readonly EvidenceField[];
export type SdsField = (typeof SDS_FIELDS)[number];

/** The fields stored as text on the document (parsed_* columns), by API name. */
export const PARSED_TEXT_COLUMNS = {
  emergency_phone: "parsedEmergencyPhone",
  supplier_address: "parsedSupplierAddress",
  supplier_phone: "parsedSupplierPhone",
  ufi: "parsedUfi",
  recommended_use: "parsedRecommendedUse",
  physical_state: "parsedPhysicalState",
  flash_point: "parsedFlashPoint",
  hazards_not_otherwise_classified: "parsedHazardsNotOtherwiseClassified",
} as const satisfies Partial<Record<SdsField, keyof SdsRow>>;
type TextField = keyof typeof PARSED_TEXT_COLUMNS;

export type CorrectionRow = typeof sdsFieldCorrections.$inferSelect;
type HazardRow = typeof sdsHazardInfo.$inferSelect;
type CompositionDbRow = typeof sdsComposition.$inferSelect;

export type FieldSourceName = "person" | "parse" | "file_name" | "none";
export interface FieldView {
  value: unknown;
  source: FieldSourceName;
  set_by_user_id: string | null;
  set_by: string | null;
  set_at: string | null;
  parsed: { value: unknown; evidence: Evidence | null };
}

/** The values a company's corrections put in effect, by field. */
export type CorrectedValues = Partial<Record<SdsField, unknown>>;
export const correctedValues = (rows: readonly CorrectionRow[]): CorrectedValues =>
  Object.fromEntries(rows.map((r) => [r.field, r.value ?? null]));

export interface FieldInputs {
  doc: SdsRow;
  companyId: string;
  hazard: HazardRow | undefined;
  composition: CompositionDbRow[];
  corrections: CorrectionRow[];
  /** The person who uploaded the document (only asked for when the viewer contributed it). */
  uploader: { userId: string | null; email: string | null };
}

export const toCompositionRow = (c: CompositionDbRow): CompositionRow => ({
  name: c.name, cas_number: c.casNumber, ec_number: c.ecNumber, concentration_text: c.concentrationText,
  concentration_min: c.concentrationMin, concentration_max: c.concentrationMax,
});

const IDENTITY_COLUMNS = {
  product_name: ["productName", "parsedProductName"],
  manufacturer: ["manufacturer", "parsedManufacturer"],
  revision_date: ["revisionDate", "parsedRevisionDate"],
  revision_number: ["revisionNumber", "parsedRevisionNumber"],
} as const;

/** What parsing read for a field (null/[] where it read nothing; null everywhere before a parse). */
function parsedValue(i: FieldInputs, f: SdsField): unknown {
  const { doc, hazard } = i;
  if (f in IDENTITY_COLUMNS) return doc[IDENTITY_COLUMNS[f as keyof typeof IDENTITY_COLUMNS][1]];
  if (f in PARSED_TEXT_COLUMNS) return doc[PARSED_TEXT_COLUMNS[f as TextField]];
  if (!doc.sdsParsed) return f === "composition" || f === "h_codes" || f === "p_codes" || f === "pictograms" ? [] : null;
  switch (f) {
    case "document_language": return doc.documentLanguage;
    case "signal_word": return hazard?.signalWord ?? null;
    case "h_codes": return hazard?.hCodes ?? [];
    case "p_codes": return hazard?.pCodes ?? [];
    case "pictograms": return hazard?.pictograms ?? [];
    case "composition": return i.composition.map(toCompositionRow);
    default: return null;
  }
}

/** The value before any correction of the viewer's company, and where it came from. */
function baseOf(i: FieldInputs, f: SdsField, parsed: unknown): Pick<FieldView, "value" | "source" | "set_by_user_id" | "set_by" | "set_at"> {
  const fromParse = { value: parsed, source: (i.doc.sdsParsed || (parsed !== null && parsed !== undefined) ? "parse" : "none") as FieldSourceName, set_by_user_id: null, set_by: null, set_at: null };
  if (f === "document_language") return { ...fromParse, value: i.doc.documentLanguage };
  if (!(f in IDENTITY_COLUMNS)) return fromParse;
  const [own] = IDENTITY_COLUMNS[f as keyof typeof IDENTITY_COLUMNS];
  if (!isContributor(i.doc, i.companyId)) {
    const seen = documentIdentity(i.doc);
    const value = { product_name: seen.productName, manufacturer: seen.manufacturer, revision_date: seen.revisionDate, revision_number: seen.revisionNumber }[f as keyof typeof IDENTITY_COLUMNS];
    return { ...fromParse, value, source: parsed !== null ? "parse" : "none" };
  }
  const value = i.doc[own];
  const recorded = i.doc.fieldSources[f];
  const source: FieldSourceName =
    recorded === "user" || recorded === "import" ? "person"
    : recorded === "filename" ? "file_name"
    : recorded === "parsed" ? "parse"
    : recorded === "placeholder" || value === null ? "none"
    // Before sources were kept for it, a revision number equal to the parsed one came from the parse.
    : value === parsed ? "parse" : "person";
  return source === "person"
    ? { value, source, set_by_user_id: i.uploader.userId, set_by: i.uploader.email, set_at: i.doc.createdAt }
    : { value, source, set_by_user_id: null, set_by: null, set_at: null };
}

/** Every field as the viewer's company sees it. */
export function fieldViews(i: FieldInputs): Record<SdsField, FieldView> {
  const byField = new Map(i.corrections.map((c) => [c.field, c]));
  const out = {} as Record<SdsField, FieldView>;
  for (const f of SDS_FIELDS) {
    const parsed = parsedValue(i, f);
    const c = byField.get(f);
    const base = c
      ? { value: c.value ?? null, source: "person" as const, set_by_user_id: c.setByUserId, set_by: c.setBy, set_at: c.setAt }
      : baseOf(i, f, parsed);
    out[f] = { ...base, parsed: { value: parsed, evidence: i.doc.parseEvidence[f] ?? null } };
  }
  return out;
}

/** Hazard statements for the codes in effect: the document's own wording where it printed one, the GHS text otherwise. */
export function statementsFor(codes: readonly string[], printed: readonly HazardStatement[]): HazardStatement[] {
  return codes.map((code) => printed.find((s) => s.code === code) ?? { code, text: hazardStatementText(code) ?? "" });
}
