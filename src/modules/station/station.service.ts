import type { AppContext } from "../../context";
import { AppError, errors } from "../../shared/errors";
import { fileResponse } from "../../shared/byte-range";
import {
  GHS_PICTOGRAM_NAMES, groupStatementCodes, hazardStatementText, inLabelOrder, isGhsPictogramCode, type StatementLanguage, statementLanguageFromHeader,
  statementLanguageOf, statementText,
} from "../../shared/ghs";
import { pictogramsForHazardCodes } from "../parsing/pictograms";
import { downloadFileName } from "../sds/sds.models";
import {
  allStationProducts, emergencySections, findStation, findStationProduct, findStationSds, searchStationProducts,
  type StationProductRow, type StationSite,
} from "./station.repository";

/** The station a token opens; an unknown or revoked token is 404 with words a worker can act on. */
export function openStation(ctx: AppContext, token: string): StationSite {
  const station = findStation(ctx.db, token);
  if (!station) throw new AppError("NOT_FOUND", "This station link is not valid (it may have been replaced). Ask your supervisor for the current link.");
  return station;
}

const parseList = <T>(json: string | null): T[] => {
  if (!json) return [];
  try {
    const v = JSON.parse(json);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
};

/** The statements' language: the one asked for, else the device's (Accept-Language), else English. */
export function stationLanguage(lang: string | undefined, acceptLanguage: string | null): StatementLanguage {
  return statementLanguageOf(lang) ?? statementLanguageFromHeader(acceptLanguage) ?? "en";
}

/**
 * Hazard statements in the language asked for: the official CLP wording by code. A code CLP has no text for
 * (a US-only H227, a withdrawn P code) keeps its English text and says so, rather than disappearing.
 */
function statementsIn(statements: { code: string; text: string }[], lang: StatementLanguage) {
  return inLabelOrder(statements, (statement) => statement.code).map(({ code, text }) => {
    const local = lang === "en" ? null : statementText(code, lang);
    return local ? { code, text: local, lang } : { code, text, lang: "en" };
  });
}

/**
 * Precautionary statements in words: the SDS's P codes (stored split) put back into the combinations a label
 * prints as one sentence, each in the language asked for; where CLP has no text (a newer UN GHS code), English,
 * marked so. A code with no text in any language is not a GHS statement and is left out.
 */
function precautionaryIn(row: StationProductRow, lang: StatementLanguage) {
  return groupStatementCodes(parseList<string>(row.pCodes)).flatMap((code) => {
    const local = lang === "en" ? null : statementText(code, lang);
    if (local) return [{ code, text: local, lang }];
    const english = statementText(code, "en");
    return english ? [{ code, text: english, lang: "en" }] : [];
  });
}

function hazardsOf(row: StationProductRow) {
  const hCodes = parseList<string>(row.hCodes);
  let statements = parseList<{ code: string; text: string }>(row.hazardStatements);
  if (statements.length === 0) statements = hCodes.map((code) => ({ code, text: hazardStatementText(code) ?? "" })).filter((s) => s.text);
  let codes = parseList<string>(row.pictograms);
  if (codes.length === 0 && hCodes.length) codes = pictogramsForHazardCodes(hCodes);
  return {
    signal_word: (row.signalWord ?? row.productSignalWord ?? null)?.toUpperCase() ?? null,
    // English names (GHS Annex 1); the page shows its own translation by code.
    pictograms: codes.filter(isGhsPictogramCode).map((code) => ({ code, name: GHS_PICTOGRAM_NAMES[code].symbol })),
    hazard_statements: statements,
  };
}

const summaryOf = (row: StationProductRow) => {
  const h = hazardsOf(row);
  return {
    product_id: row.productId, product_name: row.productName, manufacturer: row.manufacturer, cas_number: row.casNumber, barcode: row.barcode,
    signal_word: h.signal_word, pictograms: h.pictograms, sds_id: row.sdsId, revision_date: row.revisionDate,
  };
};

const detailsOf = (row: StationProductRow, sections: { number: number; title: string; text: string }[], lang: StatementLanguage) => ({
  ...summaryOf(row), hazard_statements: statementsIn(hazardsOf(row).hazard_statements, lang),
  precautionary_statements: precautionaryIn(row, lang), language: lang,
  document_language: row.documentLanguage, sections,
});

export function stationInfo(ctx: AppContext, token: string) {
  const s = openStation(ctx, token);
  return { site_name: s.siteName };
}

export function searchStation(ctx: AppContext, token: string, q: string, page: { limit: number; offset: number }) {
  const s = openStation(ctx, token);
  const { rows, total, exact } = searchStationProducts(ctx.db, s, q, page);
  return { rows: rows.map(summaryOf), total, exact };
}

export function stationProduct(ctx: AppContext, token: string, productId: string, lang: StatementLanguage) {
  const s = openStation(ctx, token);
  const row = findStationProduct(ctx.db, s, productId);
  if (!row) throw errors.notFound("Product");
  return detailsOf(row, emergencySections(ctx.db, [row.sdsId]).get(row.sdsId) ?? [], lang);
}

/** Everything the station shows, for the page's offline copy. */
export function stationSnapshot(ctx: AppContext, token: string, lang: StatementLanguage) {
  const s = openStation(ctx, token);
  const rows = allStationProducts(ctx.db, s);
  const sections = emergencySections(ctx.db, [...new Set(rows.map((r) => r.sdsId))]);
  return {
    site_name: s.siteName, generated_at: ctx.clock.now().toISOString(), language: lang,
    products: rows.map((r) => detailsOf(r, sections.get(r.sdsId) ?? [], lang)),
  };
}

/** The PDF of a current SDS of the station's products, shown in the browser. */
export async function stationSdsFile(ctx: AppContext, token: string, sdsId: string, request: Request): Promise<Response> {
  const s = openStation(ctx, token);
  const doc = findStationSds(ctx.db, s, sdsId);
  if (!doc) throw errors.notFound("SDS");
  const file = ctx.blobs.file(doc.fileChecksum);
  if (!(await file.exists())) throw errors.notFound("SDS file");
  const name = downloadFileName({ productName: doc.productName, revisionDate: doc.revisionDate });
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return fileResponse(file, request, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    "X-Content-Type-Options": "nosniff",
    // A given SDS id's file never changes; the page's offline copy keeps it.
    "Cache-Control": "private, max-age=86400",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": "sandbox",
  });
}
