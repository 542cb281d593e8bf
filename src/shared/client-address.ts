import { BlockList, isIP } from "node:net";

/** "::ffff:10.0.0.1" (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
const unmap = (ip: string): string => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip) ? ip.slice(7) : ip);

/** One X-Forwarded-For hop as an address: brackets and ports that some proxies add are dropped. */
function hopAddress(hop: string): string | null {
  let h = hop.trim();
  const bracketed = h.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed) h = bracketed[1]!;
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(h)) h = h.slice(0, h.lastIndexOf(":"));
  h = unmap(h);
  return isIP(h) ? h : null;
}

/** Checks one TRUST_PROXY entry (an address or a CIDR range); returns why it is wrong, or null. */
export function trustEntryProblem(entry: string): string | null {
  const [ip, prefix, ...rest] = entry.split("/");
  const family = isIP(ip ?? "");
  if (!family || rest.length) return `"${entry}" is not an IP address or CIDR range`;
  if (prefix !== undefined && (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128))) return `"${entry}" has a bad prefix length`;
  return null;
}

/**
 * The client address of a request. The peer is the client unless it is a trusted proxy; then
 * X-Forwarded-For is read from the right (the hops trusted proxies appended) and the first hop
 * that is not itself a trusted proxy is the client. Hops further left were written by the client
 * and are never believed. With no trusted proxies the header is ignored.
 */
export class ClientAddressResolver {
  private readonly trusted = new BlockList();
  private readonly any: boolean;

  constructor(entries: string[]) {
    for (const entry of entries) {
      const [ip, prefix] = entry.split("/") as [string, string | undefined];
      const type = isIP(ip) === 6 ? "ipv6" : "ipv4";
      if (prefix === undefined) this.trusted.addAddress(ip, type);
      else this.trusted.addSubnet(ip, Number(prefix), type);
    }
    this.any = entries.length > 0;
  }

  private isTrusted(ip: string): boolean {
    return this.trusted.check(ip, isIP(ip) === 6 ? "ipv6" : "ipv4");
  }

  resolve(peer: string | null | undefined, forwardedFor: string | null): string {
    const client = peer ? unmap(peer) : "local";
    if (!this.any || !forwardedFor || !isIP(client) || !this.isTrusted(client)) return client;
    let nearest = client;
    const hops = forwardedFor.split(",");
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hopAddress(hops[i]!);
      // A hop that is not an address cannot be told apart from the client's own writing: stop at the last proxy.
      if (!hop) return nearest;
      if (!this.isTrusted(hop)) return hop;
      nearest = hop;
    }
    return nearest;
  }
}
