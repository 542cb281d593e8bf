import { gzipSync } from "node:zlib";
import { brotliCompressSync } from "node:zlib";
import type { WebAssets } from "./web-assets";

/**
 * The headers of every page of the web app. The CSP lets nothing in from outside the appliance and
 * runs no inline script or style: pages are one module script and style sheets from /assets.
 */
export const PAGE_SECURITY_HEADERS = {
  "content-security-policy": [
    "default-src 'none'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "connect-src 'self'",
    "worker-src 'self'", "manifest-src 'self'", "font-src 'self'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'",
  ].join("; "),
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The HTML of a page: its built script and styles; the app root is handed over in a meta tag (no inline script). */
export function pageHtml(assets: WebAssets, opts: { root: string; page: string; title: string }): string {
  const page = assets.pages[opts.page];
  if (!page) throw new Error(`no web page named ${opts.page}`);
  const at = (name: string) => `${escapeHtml(opts.root)}/assets/${name}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<meta name="chemsafe-root" content="${escapeHtml(opts.root)}"><title>${escapeHtml(opts.title)}</title>
<link rel="icon" href="data:,">${page.css.map((c) => `<link rel="stylesheet" href="${at(c)}">`).join("")}
<script type="module" src="${at(page.js)}"></script></head>
<body><div id="app"></div><noscript>This page needs JavaScript.</noscript></body></html>`;
}

/** A page's HTML in its three encodings, made once per page and root. */
export function pageBytes(html: string) {
  const identity = new TextEncoder().encode(html);
  return { identity, gzip: new Uint8Array(gzipSync(identity, { level: 9 })), br: new Uint8Array(brotliCompressSync(identity)) };
}
