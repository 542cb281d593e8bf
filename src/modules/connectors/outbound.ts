import type { AppContext } from "../../context";
import type { OutboundDeps } from "../../shared/safe-download/safe-fetch";
import type { OutboundPolicy } from "../../shared/safe-download/url-policy";

/** The side effects of every outbound request: fetch, DNS and the extra CA, all from the context. */
export const outboundDeps = (ctx: AppContext): OutboundDeps => ({
  fetch: ctx.fetch, lookup: ctx.lookup, caFile: ctx.config.import.caFile,
});

/** A URL a user gave: https, port 443, public addresses; IMPORT_ALLOWED_HOSTS may be private. */
export const userUrlPolicy = (ctx: AppContext): OutboundPolicy => ({ allowedHosts: ctx.config.import.allowedHosts });

/**
 * An endpoint the operator configured (search provider, label service): its host is trusted like
 * an allowed host (it may be an internal mirror or proxy), and plain http only when the operator
 * wrote http. Redirects and any other host still follow the user rules.
 */
export function configuredEndpointPolicy(ctx: AppContext, endpoint: string): OutboundPolicy {
  const url = new URL(endpoint);
  return { allowedHosts: [...ctx.config.import.allowedHosts, url.hostname], allowHttp: url.protocol === "http:" };
}
