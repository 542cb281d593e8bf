import { errors } from "../errors";
import { classifyAddress, formatAddress, parseIpLiteral, type AddressKind, type ParsedAddress } from "./ip-address";

/** What one outbound request may reach. */
export interface OutboundPolicy {
  /**
   * Host names (or IP literals) that may resolve to private, loopback, CGNAT or unique-local
   * addresses and use any port: an internal mirror, or an endpoint the operator configured.
   */
  allowedHosts: readonly string[];
  /** Plain http; only for endpoints the operator configured that way, never for a user's URL. */
  allowHttp?: boolean;
}

/** A URL that passed the checks that need no DNS. */
export interface CheckedUrl {
  url: URL;
  /** Lower case, without brackets or a trailing dot. */
  host: string;
  port: number;
  /** The host written as an IP address (then no DNS lookup happens). */
  literal: ParsedAddress | null;
  allowed: boolean;
}

/** Kinds an allowed host may reach; link-local (cloud metadata), multicast and the rest never. */
const ALLOWED_HOST_KINDS: ReadonlySet<AddressKind> = new Set(["public", "loopback", "private", "cgnat", "unique-local"]);

const refuse = (why: string) => errors.urlNotAllowed(`This URL is not allowed: ${why}`);

export function normalizeHost(hostname: string): string {
  let h = hostname.toLowerCase();
  if (h.startsWith("[") && h.endsWith("]")) h = h.slice(1, -1);
  if (h.endsWith(".")) h = h.slice(0, -1);
  return h;
}

function isAllowedHost(host: string, literal: ParsedAddress | null, policy: OutboundPolicy): boolean {
  return policy.allowedHosts.some((entry) => {
    const e = normalizeHost(entry.trim());
    if (e === host) return true;
    const entryLiteral = parseIpLiteral(e);
    return literal !== null && entryLiteral !== null && formatAddress(entryLiteral) === formatAddress(literal);
  });
}

/**
 * Checks everything that can be checked on the URL alone: scheme, credentials, port, and hosts
 * that are IP literals (in any spelling: 2130706433, 0x7f.1, [::ffff:127.0.0.1]) or localhost.
 * Throws URL_NOT_ALLOWED.
 */
export function checkUrl(raw: string | URL, policy: OutboundPolicy): CheckedUrl {
  let url: URL;
  try {
    url = new URL(String(raw));
  } catch {
    throw refuse("it is not a valid absolute URL");
  }
  if (url.protocol !== "https:" && !(policy.allowHttp && url.protocol === "http:")) {
    throw refuse(`only https URLs are accepted, not ${url.protocol.replace(/:$/, "")}`);
  }
  if (url.username || url.password) throw refuse("it carries credentials");
  const host = normalizeHost(url.hostname);
  if (!host) throw refuse("it has no host");
  const literal = parseIpLiteral(host);
  const allowed = isAllowedHost(host, literal, policy);
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  const defaultPort = url.protocol === "https:" ? 443 : 80;
  if (port !== defaultPort && !allowed) throw refuse(`port ${port} is not allowed (only ${defaultPort})`);
  if (!allowed && (host === "localhost" || host.endsWith(".localhost"))) throw refuse("it names the local host");
  if (literal) assertAddressAllowed(host, literal, allowed);
  return { url, host, port, literal, allowed };
}

/** Refuses an address the host may not reach. */
export function assertAddressAllowed(host: string, address: ParsedAddress, allowed: boolean): void {
  const kind = classifyAddress(address);
  if (kind === "public") return;
  if (allowed && ALLOWED_HOST_KINDS.has(kind)) return;
  throw refuse(`${host} reaches a ${kind} address${allowed ? "" : " (add the host to IMPORT_ALLOWED_HOSTS for an internal mirror)"}`);
}

/**
 * Checks every address a host name resolved to; one bad address refuses the host (a DNS answer
 * mixing public and private addresses is how rebinding attacks start). Returns the address to
 * connect to.
 */
export function pickAddress(checked: CheckedUrl, resolved: readonly string[]): ParsedAddress {
  if (resolved.length === 0) throw errors.upstream(`${checked.host} did not resolve to any address`);
  const parsed = resolved.map((text) => {
    const p = parseIpLiteral(text);
    if (!p) throw refuse(`${checked.host} resolved to something that is not an address`);
    return p;
  });
  for (const p of parsed) assertAddressAllowed(checked.host, p, checked.allowed);
  return parsed[0]!;
}
