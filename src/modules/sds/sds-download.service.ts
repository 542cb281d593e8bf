import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { fileResponse } from "../../shared/byte-range";
import { errors } from "../../shared/errors";
import type { Actor } from "../auth/actor";
import { getMappedDocument } from "./sds-library.service";
import { downloadFileName } from "./sds.models";
import { correctedValuesOf } from "./sds-corrections.repository";
import { documentIdentity, identityFor } from "./sds-view";
import { sdsDocuments } from "./sds.table";

export const DOWNLOAD_LINK_TTL_MS = 15 * 60 * 1000;
/** The signed path names the company the link was made for: the file is named as that company sees it (sds-view.ts). */
const filePath = (sdsId: string, companyId?: string) => `/chem/sds/${sdsId}/file${companyId ? `?company=${companyId}` : ""}`;

/**
 * GET /chem/sds/{id}/download → a link valid 15 minutes that needs no Authorization header (a
 * browser opens it directly). Only an SDS in the caller's library gets one.
 */
export function createDownloadLink(ctx: AppContext, actor: Actor, sdsId: string, requestUrl: string) {
  getMappedDocument(ctx, actor.companyId, sdsId);
  const expiresAt = new Date(ctx.clock.now().getTime() + DOWNLOAD_LINK_TTL_MS);
  const origin = ctx.config.publicUrl ?? new URL(requestUrl).origin;
  const signed = ctx.links.sign(filePath(sdsId, actor.companyId), expiresAt);
  return { download_url: `${origin}${ctx.config.apiRoot}/api/v1${signed}`, expires_at: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000).toISOString() };
}

/**
 * GET /chem/sds/{id}/file?expires=&signature=: streams the PDF (inline, with its product name as file
 * name), honouring a byte Range (byte-range.ts). A bad or expired signature is 403.
 */
export async function serveSignedFile(ctx: AppContext, sdsId: string, query: { company?: string; expires?: string; signature?: string }, request: Request): Promise<Response> {
  if (!ctx.links.verify(filePath(sdsId, query.company), query.expires, query.signature, ctx.clock.now())) {
    throw errors.forbidden("The download link is invalid or has expired; ask for a new one");
  }
  const doc = ctx.db.select().from(sdsDocuments).where(eq(sdsDocuments.sdsId, sdsId)).get();
  if (!doc) throw errors.notFound("SDS");
  const file = ctx.blobs.file(doc.fileChecksum);
  if (!(await file.exists())) throw errors.notFound("SDS file");
  const name = downloadFileName(query.company ? identityFor(doc, query.company, correctedValuesOf(ctx.db, query.company, doc.sdsId)) : documentIdentity(doc));
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const headers: Record<string, string> = {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, max-age=0, no-store",
    "Content-Security-Policy": "sandbox",
  };
  return fileResponse(file, request, headers);
}
