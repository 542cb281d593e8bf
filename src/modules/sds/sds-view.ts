/**
 * What one company may see of a document of the shared repository: the one place where the
 * contributor's values are told apart from the document's own (pure functions, no I/O).
 *
 * The contributing company sees what it typed (and what parsing filled in where it typed nothing),
 * its file name and source URL. Every other company sees only what the document itself says (the
 * parsed identity; until parsed a neutral placeholder derived from the checksum), and never who
 * contributed it, its file name or its source URL. Version state (current, superseded by, previous
 * version) is the viewer's own, read from its mapping.
 */
import type { CorrectedValues } from "./sds-fields";
import type { SdsRow } from "./sds.models";
import type { companySdsMappings } from "./sds.table";

type MappingRow = typeof companySdsMappings.$inferSelect;

export interface DocumentIdentity {
  productName: string;
  manufacturer: string;
  revisionDate: string | null;
  revisionNumber: string | null;
}

type IdentitySource = Pick<SdsRow, "parsedProductName" | "parsedManufacturer" | "parsedRevisionDate" | "parsedRevisionNumber" | "sdsParsed" | "fileChecksum">;

/** The document's own identity, as parsing read it (migration 0008 writes the same placeholders in SQL). */
export function documentIdentity(d: IdentitySource): DocumentIdentity {
  const tag = d.fileChecksum.slice(0, 8);
  return {
    productName: d.parsedProductName ?? `${d.sdsParsed ? "Unnamed SDS" : "Unread SDS"} ${tag}`,
    manufacturer: d.parsedManufacturer ?? "Unknown manufacturer",
    revisionDate: d.parsedRevisionDate,
    revisionNumber: d.parsedRevisionNumber,
  };
}

export const isContributor = (d: Pick<SdsRow, "contributedByCompanyId">, companyId: string) => d.contributedByCompanyId === companyId;

/**
 * The identity `companyId` sees: what its people corrected (`corrections`, its own only), then its own
 * values when it contributed the document, the document's otherwise.
 */
export function identityFor(d: SdsRow, companyId: string, corrections: CorrectedValues = {}): DocumentIdentity {
  const base = isContributor(d, companyId)
    ? { productName: d.productName, manufacturer: d.manufacturer, revisionDate: d.revisionDate, revisionNumber: d.revisionNumber }
    : documentIdentity(d);
  const pick = <T>(field: keyof CorrectedValues, fallback: T): T => (field in corrections ? (corrections[field] as T) : fallback);
  return {
    productName: pick("product_name", base.productName),
    manufacturer: pick("manufacturer", base.manufacturer),
    revisionDate: pick("revision_date", base.revisionDate),
    revisionNumber: pick("revision_number", base.revisionNumber),
  };
}

/** The viewer's version state: from its mapping; a document it does not map is current for it. */
export function versionStateFor(mapping: Pick<MappingRow, "supersededInCompany" | "supersededBySdsId" | "previousSdsId"> | null | undefined) {
  return {
    is_current: mapping ? !mapping.supersededInCompany : true,
    superseded_by_id: mapping?.supersededBySdsId ?? null,
    previous_version_id: mapping?.previousSdsId ?? null,
  };
}

/** The SDS document response of the API, as `companyId` may see it (with its people's corrections). */
export function sdsDocumentFor(d: SdsRow, companyId: string, mapping: MappingRow | null | undefined, corrections: CorrectedValues = {}) {
  const own = isContributor(d, companyId);
  const id = identityFor(d, companyId, corrections);
  return {
    sds_id: d.sdsId,
    product_name: id.productName,
    manufacturer: id.manufacturer,
    revision_date: id.revisionDate,
    revision_number: id.revisionNumber,
    document_language: "document_language" in corrections ? (corrections.document_language as string) : d.documentLanguage,
    sds_parsed: d.sdsParsed,
    parse_status: d.parseStatus,
    parse_confidence: d.parseConfidence,
    needs_ocr: d.needsOcr,
    read_by: d.readBy ?? null,
    file_name: own ? d.fileName : null,
    file_checksum: d.fileChecksum,
    file_size: d.fileSize,
    source_type: own ? d.sourceType : "repository",
    source_url: own ? d.sourceUrl : null,
    contributed_by_company_id: own ? d.contributedByCompanyId : null,
    ...versionStateFor(mapping),
    created_at: d.createdAt,
  };
}
