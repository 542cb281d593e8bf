import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { ParsedSds } from "../parsing/parse-sds";
import { mergeParsedIntoRecord } from "../parsing/merge-parsed";
import type { FieldSource as MergeSource, MergeableField } from "../parsing/merge-parsed";
import { refreshMappingNames } from "./mappings.repository";
import { PARSED_TEXT_COLUMNS } from "./sds-fields";
import type { SdsRow } from "./sds.models";
import { sdsChangeLog, sdsComposition, sdsDocuments, sdsHazardInfo, sdsParseJobs, sdsSections, type FieldSource } from "./sds.table";

/** For merging: values from a file name, a placeholder or an earlier parse may be replaced; a person's (or an import request's) never. */
const mergeSourceOf = (s: FieldSource | undefined): MergeSource | undefined =>
  s === "filename" ? "filename" : s === "placeholder" || s === "parsed" ? "placeholder" : s === undefined ? undefined : "user";

/** The parser's text fields, as stored on the document (parsed_* columns), trimmed to a sane length. */
function parsedTextFields(parsed: ParsedSds): Partial<SdsRow> {
  const out: Partial<Record<string, string | null>> = {};
  for (const [field, column] of Object.entries(PARSED_TEXT_COLUMNS)) {
    const value = parsed.needs_ocr ? null : parsed[field as keyof typeof PARSED_TEXT_COLUMNS];
    out[column] = value?.trim().slice(0, 2000) || null;
  }
  return out as Partial<SdsRow>;
}

/**
 * Stores a parse result in one transaction, replacing whatever an earlier run stored (so running
 * the job twice leaves the same state): hazard info, composition, sections, flags, confidence, and
 * the identity fields where the record held only a file-name value or a placeholder, the parser's
 * other fields with their evidence, and needs_review when the parser says a person should look.
 * A person's corrections (sds_field_corrections) are never touched: they win over every parse.
 */
export function storeParsed(ctx: AppContext, input: {
  sds: SdsRow; parsed: ParsedSds; pageCount: number; parseJobId: string; companyId: string | null;
  /** How the text was read; with needs_ocr, why OCR could not read it (kept as parse_error). */
  readBy: "text" | "ocr"; unreadReason?: string | null;
}): void {
  const { sds, parsed } = input;
  const now = ctx.clock.now().toISOString();
  ctx.db.transaction((tx) => {
    const current = tx.select().from(sdsDocuments).where(eq(sdsDocuments.sdsId, sds.sdsId)).get() ?? sds;
    tx.delete(sdsHazardInfo).where(eq(sdsHazardInfo.sdsId, sds.sdsId)).run();
    tx.delete(sdsComposition).where(eq(sdsComposition.sdsId, sds.sdsId)).run();
    tx.delete(sdsSections).where(eq(sdsSections.sdsId, sds.sdsId)).run();
    if (!parsed.needs_ocr) {
      tx.insert(sdsHazardInfo).values({
        sdsId: sds.sdsId, signalWord: parsed.signal_word, pictograms: parsed.pictograms, hCodes: parsed.h_codes, pCodes: parsed.p_codes,
        hazardStatements: parsed.hazard_statements,
      }).run();
      parsed.composition.forEach((c, position) => {
        tx.insert(sdsComposition).values({
          sdsId: sds.sdsId, position, name: c.name, casNumber: c.cas_number, ecNumber: c.ec_number, concentrationText: c.concentration_text,
          concentrationMin: c.concentration_min, concentrationMax: c.concentration_max,
        }).run();
      });
      const seen = new Set<number>();
      for (const s of parsed.sections) {
        if (seen.has(s.number)) continue;
        seen.add(s.number);
        tx.insert(sdsSections).values({ sdsId: sds.sdsId, number: s.number, title: s.title, text: s.text }).run();
      }
    }
    const placeholderFields: Partial<Record<MergeableField, MergeSource>> = {};
    for (const f of ["product_name", "manufacturer", "revision_date"] as const) {
      const src = mergeSourceOf(current.fieldSources[f]);
      if (src) placeholderFields[f] = src;
    }
    const { updates } = mergeParsedIntoRecord({
      record: { product_name: current.productName, manufacturer: current.manufacturer, revision_date: current.revisionDate },
      parsed, placeholderFields,
    });
    const sources = { ...current.fieldSources };
    for (const f of Object.keys(updates)) sources[f] = "parsed";
    // A revision number an earlier parse filled in follows the new parse (after a parser upgrade); a typed one stays.
    const revisionByParse = current.revisionNumber === null || current.fieldSources.revision_number === "parsed";
    const revisionNumber = revisionByParse ? parsed.revision_number?.slice(0, 50) || null : current.revisionNumber;
    if (revisionByParse && revisionNumber !== null) sources.revision_number = "parsed";
    else if (revisionByParse) delete sources.revision_number;
    const reasons = parsed.needs_ocr ? [] : parsed.needs_review_reasons.map((r) => r.slice(0, 500)).slice(0, 50);
    tx.update(sdsDocuments).set({
      productName: updates.product_name?.slice(0, 255) ?? current.productName,
      manufacturer: updates.manufacturer?.slice(0, 255) ?? current.manufacturer,
      revisionDate: updates.revision_date ?? current.revisionDate,
      revisionNumber,
      documentLanguage: parsed.document_language || current.documentLanguage,
      fieldSources: sources, sdsParsed: !parsed.needs_ocr, parseStatus: parsed.needs_ocr ? "needs_ocr" : reasons.length > 0 ? "needs_review" : "completed",
      parseConfidence: parsed.parse_confidence, parseError: parsed.needs_ocr ? (input.unreadReason?.slice(0, 2000) ?? null) : null,
      needsOcr: parsed.needs_ocr, readBy: input.readBy, pageCount: input.pageCount, updatedAt: now,
      // What the document itself says: the only identity other companies see (sds-view.ts).
      parsedProductName: parsed.product_name?.slice(0, 255) || null, parsedManufacturer: parsed.manufacturer?.slice(0, 255) || null,
      parsedRevisionDate: parsed.revision_date || null, parsedRevisionNumber: parsed.revision_number?.slice(0, 50) || null,
      ...parsedTextFields(parsed), parseEvidence: parsed.needs_ocr ? {} : parsed.evidence, needsReviewReasons: reasons,
    }).where(eq(sdsDocuments.sdsId, sds.sdsId)).run();
    refreshMappingNames(tx, sds.sdsId);
    tx.update(sdsParseJobs).set({ jobStatus: "completed", errorMessage: null, completedAt: now }).where(eq(sdsParseJobs.jobId, input.parseJobId)).run();
    // One entry per parse job (its id), so running the job again rewrites it instead of adding another.
    const details = {
      parse_confidence: parsed.parse_confidence, needs_ocr: parsed.needs_ocr, fields_updated: Object.keys(updates), warnings: parsed.warnings.slice(0, 20),
      needs_review_reasons: reasons,
    };
    tx.insert(sdsChangeLog).values({ changeId: input.parseJobId, companyId: input.companyId, sdsId: sds.sdsId, action: "parsed", createdAt: now, details })
      .onConflictDoUpdate({ target: sdsChangeLog.changeId, set: { details, createdAt: now } }).run();
  });
}
