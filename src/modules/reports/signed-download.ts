import { t } from "elysia";
import type { AppContext } from "../../context";
import { fileResponse } from "../../shared/byte-range";
import { errors } from "../../shared/errors";

/** Signed links live 15 minutes, like the SDS download links of decisions.md. */
export const DOWNLOAD_TTL_MS = 15 * 60_000;

export const downloadLinkResponse = t.Object({ download_url: t.String(), expires_at: t.String() }, { title: "DownloadLink" });
export const signedQuery = t.Object({ expires: t.Optional(t.String()), signature: t.Optional(t.String()) });

/** The server-side path of an /api/v1 route (what the signature covers). */
const serverPath = (ctx: AppContext, path: string) => `${ctx.config.apiRoot}/api/v1${path}`;

/**
 * A link to `path` (relative to /api/v1) that needs no Authorization header, so a browser can
 * open it. The base is PUBLIC_URL when set, otherwise the origin the request came in on.
 */
export function downloadLink(ctx: AppContext, request: Request, path: string) {
  const expiresAt = new Date(ctx.clock.now().getTime() + DOWNLOAD_TTL_MS);
  const signed = ctx.links.sign(serverPath(ctx, path), expiresAt);
  const base = ctx.config.publicUrl ?? `${new URL(request.url).origin}${ctx.config.apiRoot}`;
  return { download_url: `${base}${signed.slice(ctx.config.apiRoot.length)}`, expires_at: expiresAt.toISOString() };
}

/** Checks a signed link (403 when it is missing, wrong or expired, as for SDS files). */
export function verifyLink(ctx: AppContext, path: string, query: { expires?: string; signature?: string }): void {
  if (!ctx.links.verify(serverPath(ctx, path), query.expires, query.signature, ctx.clock.now())) {
    throw errors.forbidden("The download link is invalid or has expired");
  }
}

/** Streams a stored blob as a download (a byte Range honoured as for SDS files). */
export function blobResponse(ctx: AppContext, request: Request, sha256: string, opts: { fileName: string; contentType: string }): Response {
  if (!ctx.blobs.has(sha256)) throw errors.notFound("File");
  const safeName = opts.fileName.replace(/[^\w.\- ]+/g, "_").slice(0, 150) || "download";
  return fileResponse(ctx.blobs.file(sha256), request, {
    "Content-Type": opts.contentType,
    "Content-Disposition": `attachment; filename="${safeName}"`,
    "X-Content-Type-Options": "nosniff",
    // A file opened from the API's origin (a PDF viewer, a browser that renders it) runs no script there.
    "Content-Security-Policy": "sandbox",
    "Cache-Control": "private, no-store",
  });
}
