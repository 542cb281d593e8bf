import type { AppContext } from "../../context";
import { isPdfHead } from "../../shared/blob-store";
import { errors } from "../../shared/errors";
import { safeFetch } from "../../shared/safe-download/safe-fetch";
import type { LabelLookupResult } from "../labels/label-lookup.port";
import { configuredEndpointPolicy, outboundDeps } from "./outbound";
import { looksLikeHtml, lookupRegNumber, parsePplsAnswer } from "./ppls";

const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
const NOT_FOUND: LabelLookupResult = { found: false };

/** Asks the label service about one registration number; null when it does not know the product. */
async function queryService(ctx: AppContext, regNumber: string) {
  const { url } = ctx.config.labelLookup;
  const res = await safeFetch(outboundDeps(ctx), {
    url: `${url}/${encodeURIComponent(regNumber)}`, policy: configuredEndpointPolicy(ctx, url), what: "The label service",
    timeoutMs: ctx.config.import.timeoutMs, maxBytes: MAX_ANSWER_BYTES, maxRedirects: 3, headers: { accept: "application/json" },
  });
  if (res.status === 404) {
    await res.cancel();
    return null;
  }
  if (res.status !== 200) {
    await res.cancel();
    throw errors.upstream(`The label service answered HTTP ${res.status}`);
  }
  const text = await res.text();
  if (looksLikeHtml(text)) {
    ctx.logger.warn("label service answered a web page instead of data (block page); treated as not found", { reg_number: regNumber });
    return null;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw errors.upstream("The label service's answer is not JSON");
  }
  try {
    return parsePplsAnswer(body, regNumber);
  } catch (err) {
    throw errors.upstream(`The label service's answer is not understood: ${(err as Error).message}`);
  }
}

/** Downloads one label PDF into the blob store; null when the server has no PDF there (404, block page). */
async function downloadLabel(ctx: AppContext, fileName: string) {
  const base = ctx.config.labelLookup.pdfUrl;
  const url = `${base}/${fileName}`;
  const res = await safeFetch(outboundDeps(ctx), {
    url, policy: configuredEndpointPolicy(ctx, base), what: "The label download",
    timeoutMs: ctx.config.import.timeoutMs, maxBytes: ctx.config.import.maxBytes, maxRedirects: 3, headers: { accept: "application/pdf" },
  });
  if (res.status === 404 || res.status === 410) {
    await res.cancel();
    return null;
  }
  if (res.status !== 200) {
    await res.cancel();
    throw errors.upstream(`The label download answered HTTP ${res.status}`);
  }
  const staged = await ctx.blobs.stage(res.body, { maxBytes: ctx.config.import.maxBytes, what: "The label download" });
  if (!isPdfHead(staged.head)) {
    ctx.blobs.discard(staged);
    ctx.logger.warn("label download is not a PDF (block page); treated as not found", { file: fileName, html: looksLikeHtml(staged.head) });
    return null;
  }
  const { key } = ctx.blobs.commit(staged);
  return { pdf: { sha256: staged.sha256, size: staged.size, key }, sourceUrl: res.url };
}

/**
 * The epa_label_search handler's second step: the regulator's public product label service
 * (US EPA PPLS) by registration number, then its newest label PDF through the safe downloader,
 * stored in the blob store for the handler to put in the company's label library. A product the
 * service does not list, one without label files, and a block page (HTML answered with status
 * 200, recognized by its leading bytes) are all "not found". Network failures throw (the job retries).
 */
export async function regulatorLabelLookup(ctx: AppContext, regNumber: string, _companyId: string): Promise<LabelLookupResult> {
  if (!ctx.config.labelLookup.enabled) throw errors.featureDisabled("Label lookup is switched off on this appliance (LABEL_LOOKUP_ENABLED)");
  const asked = lookupRegNumber(regNumber);
  if (!asked) return NOT_FOUND;
  const product = await queryService(ctx, asked);
  if (!product) return NOT_FOUND;
  const newest = product.labels[0];
  if (!newest) {
    ctx.logger.info("label service lists no label file for this product", { reg_number: asked, status: product.status });
    return NOT_FOUND;
  }
  const stored = await downloadLabel(ctx, newest.fileName);
  if (!stored) return NOT_FOUND;
  ctx.logger.info("label found at the regulator", { reg_number: asked, file: newest.fileName, product_status: product.status });
  return {
    found: true, pdf: stored.pdf, productName: product.productName ?? undefined, sourceUrl: stored.sourceUrl, labelDate: newest.date ?? undefined,
  };
}

