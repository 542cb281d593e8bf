/**
 * IP address parsing and classification, with no I/O. The outbound policy asks one question of
 * every address a host resolves to: may an outbound request reach it? Anything that is not plain
 * public unicast gets a kind that names why not.
 */

export type AddressKind =
  | "public"
  | "loopback"
  | "private"
  | "link-local"
  | "cgnat"
  | "unique-local"
  | "multicast"
  | "unspecified"
  | "reserved";

export interface ParsedAddress {
  family: 4 | 6;
  bytes: Uint8Array;
}

const MAX_IPV4 = 0xffffffff;

function parseIpv4Part(part: string): number | null {
  if (part === "") return null;
  let digits = part;
  let radix = 10;
  if (/^0[xX]/.test(part)) {
    digits = part.slice(2);
    radix = 16;
    if (digits === "") return 0; // "0x" is zero in inet_aton and WHATWG alike
    if (!/^[0-9a-fA-F]+$/.test(digits)) return null;
  } else if (part.length > 1 && part.startsWith("0")) {
    digits = part.slice(1);
    radix = 8;
    if (!/^[0-7]+$/.test(digits)) return null;
  } else if (!/^[0-9]+$/.test(part)) {
    return null;
  }
  const value = parseInt(digits, radix);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * Parses IPv4 in every form the WHATWG URL parser and inet_aton accept: dotted decimal, one to
 * four parts, hexadecimal (0x7f.1), octal (017700000001), a single 32-bit number (2130706433),
 * one trailing dot. Returns null for anything else.
 */
export function parseIpv4(text: string): Uint8Array | null {
  let parts = text.split(".");
  if (parts.length > 1 && parts[parts.length - 1] === "") parts = parts.slice(0, -1);
  if (parts.length < 1 || parts.length > 4) return null;
  const values: number[] = [];
  for (const part of parts) {
    const v = parseIpv4Part(part);
    if (v === null) return null;
    values.push(v);
  }
  const last = values.pop()!;
  if (values.some((v) => v > 255)) return null;
  if (last >= 256 ** (4 - values.length) || last > MAX_IPV4) return null;
  let n = last;
  values.forEach((v, i) => (n += v * 256 ** (3 - i)));
  return new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
}

/** Parses IPv6 (with `::`, an embedded dotted IPv4 tail, optional brackets and zone id). */
export function parseIpv6(input: string): Uint8Array | null {
  let text = input.startsWith("[") && input.endsWith("]") ? input.slice(1, -1) : input;
  const zone = text.indexOf("%");
  if (zone >= 0) text = text.slice(0, zone);
  if (!text.includes(":") || !/^[0-9a-fA-F:.]+$/.test(text)) return null;
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const toGroups = (s: string): number[] | null => {
    if (s === "") return [];
    const out: number[] = [];
    const pieces = s.split(":");
    for (let i = 0; i < pieces.length; i++) {
      const p = pieces[i]!;
      if (i === pieces.length - 1 && p.includes(".")) {
        const v4 = /^\d{1,3}(\.\d{1,3}){3}$/.test(p) ? p.split(".").map(Number) : null;
        if (!v4 || v4.some((b) => b > 255)) return null;
        out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else {
        if (!/^[0-9a-fA-F]{1,4}$/.test(p)) return null;
        out.push(parseInt(p, 16));
      }
    }
    return out;
  };
  const head = toGroups(halves[0]!);
  const tail = halves.length === 2 ? toGroups(halves[1]!) : [];
  if (!head || !tail) return null;
  let groups: number[];
  if (halves.length === 2) {
    const missing = 8 - head.length - tail.length;
    if (missing < 1) return null;
    groups = [...head, ...new Array<number>(missing).fill(0), ...tail];
  } else {
    groups = head;
  }
  if (groups.length !== 8) return null;
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    bytes[i * 2] = g >> 8;
    bytes[i * 2 + 1] = g & 255;
  });
  return bytes;
}

/** An IP literal in any accepted form, or null when the text is a host name. */
export function parseIpLiteral(text: string): ParsedAddress | null {
  const v6 = parseIpv6(text);
  if (v6) return { family: 6, bytes: v6 };
  const v4 = parseIpv4(text);
  return v4 ? { family: 4, bytes: v4 } : null;
}

const inV4 = (b: Uint8Array, net: [number, number, number, number], bits: number): boolean => {
  const n = ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
  const m = ((net[0] << 24) | (net[1] << 16) | (net[2] << 8) | net[3]) >>> 0;
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return (n & mask) === (m & mask);
};

const V4_RANGES: [[number, number, number, number], number, AddressKind][] = [
  [[0, 0, 0, 0], 8, "unspecified"], // "this network"; 0.0.0.0 reaches the local host on Linux
  [[10, 0, 0, 0], 8, "private"],
  [[100, 64, 0, 0], 10, "cgnat"],
  [[127, 0, 0, 0], 8, "loopback"],
  [[169, 254, 0, 0], 16, "link-local"], // includes the cloud metadata address 169.254.169.254
  [[172, 16, 0, 0], 12, "private"],
  [[192, 0, 0, 0], 24, "reserved"], // IETF protocol assignments
  [[192, 0, 2, 0], 24, "reserved"], // documentation
  [[192, 88, 99, 0], 24, "reserved"], // 6to4 relay anycast
  [[192, 168, 0, 0], 16, "private"],
  [[198, 18, 0, 0], 15, "reserved"], // benchmarking
  [[198, 51, 100, 0], 24, "reserved"],
  [[203, 0, 113, 0], 24, "reserved"],
  [[224, 0, 0, 0], 4, "multicast"],
  [[240, 0, 0, 0], 4, "reserved"], // includes 255.255.255.255
];

export function classifyIpv4(b: Uint8Array): AddressKind {
  for (const [net, bits, kind] of V4_RANGES) if (inV4(b, net, bits)) return kind;
  return "public";
}

const prefixIs = (b: Uint8Array, prefix: number[]): boolean => prefix.every((v, i) => b[i] === v);
const allZero = (b: Uint8Array, from: number, to: number): boolean => b.subarray(from, to).every((v) => v === 0);

/**
 * IPv6 classification. Forms that carry an IPv4 address (mapped ::ffff:0:0/96, compatible ::/96,
 * NAT64 64:ff9b::/96, 6to4 2002::/16) are judged by the IPv4 address inside them. Only global
 * unicast (2000::/3) can be public.
 */
export function classifyIpv6(b: Uint8Array): AddressKind {
  if (allZero(b, 0, 16)) return "unspecified";
  if (allZero(b, 0, 15) && b[15] === 1) return "loopback";
  if (allZero(b, 0, 10) && b[10] === 0xff && b[11] === 0xff) return classifyIpv4(b.subarray(12));
  if (allZero(b, 0, 12)) return classifyIpv4(b.subarray(12)); // deprecated IPv4-compatible form
  if (prefixIs(b, [0x00, 0x64, 0xff, 0x9b]) && allZero(b, 4, 12)) return classifyIpv4(b.subarray(12));
  if (prefixIs(b, [0x00, 0x64, 0xff, 0x9b, 0x00, 0x01])) return "private"; // local-use NAT64 64:ff9b:1::/48
  if (b[0] === 0xff) return "multicast";
  if ((b[0]! & 0xfe) === 0xfc) return "unique-local";
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0x80) return "link-local";
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0xc0) return "private"; // deprecated site-local
  if ((b[0]! & 0xe0) !== 0x20) return "reserved"; // outside global unicast 2000::/3
  if (b[0] === 0x20 && b[1] === 0x02) return classifyIpv4(b.subarray(2, 6)); // 6to4
  if (b[0] === 0x20 && b[1] === 0x01 && b[2]! <= 0x01) return "reserved"; // 2001::/23: Teredo, ORCHID, ...
  if (prefixIs(b, [0x20, 0x01, 0x0d, 0xb8])) return "reserved"; // documentation
  return "public";
}

export function classifyAddress(address: ParsedAddress): AddressKind {
  return address.family === 4 ? classifyIpv4(address.bytes) : classifyIpv6(address.bytes);
}

/** Canonical text of an address (dotted IPv4, compressed lower-case IPv6), for URLs and logs. */
export function formatAddress(address: ParsedAddress): string {
  const b = address.bytes;
  if (address.family === 4) return Array.from(b).join(".");
  const groups = Array.from({ length: 8 }, (_, i) => (b[i * 2]! << 8) | b[i * 2 + 1]!);
  let bestStart = -1;
  let bestLen = 0;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLen && j - i > 1) [bestStart, bestLen] = [i, j - i];
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(":");
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLen).join(":")}`;
}
