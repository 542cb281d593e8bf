import { lookup as dnsLookup } from "node:dns/promises";
import { readFileSync } from "node:fs";
import tls from "node:tls";
import { AppError, errors } from "../errors";
import { formatAddress, type ParsedAddress } from "./ip-address";
import { checkUrl, pickAddress, type CheckedUrl, type OutboundPolicy } from "./url-policy";

/** Resolves a host name to every address it has (injected so tests can map names to loopback). */
export type HostLookup = (hostname: string) => Promise<readonly { address: string; family: number }[]>;

export const systemLookup: HostLookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The side effects an outbound request needs. */
export interface OutboundDeps {
  fetch: typeof fetch;
  lookup: HostLookup;
  /** Extra CA certificates (PEM file) trusted on top of the default roots. */
  caFile: string | null;
}

export interface SafeRequest {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  policy: OutboundPolicy;
  /** One deadline for everything: DNS, connect, redirects, headers and the whole body. */
  timeoutMs: number;
  /** Body limit, counted while streaming. */
  maxBytes: number;
  /** Redirects followed, each hop checked like the first URL (0 to 3; POST never follows). */
  maxRedirects?: number;
  /** Names the remote side in messages ("The download", "The search provider"). */
  what: string;
}

export interface SafeResponse {
  status: number;
  headers: Headers;
  /** The URL that answered, after redirects. */
  url: string;
  /** Content-Length as the server declared it, or null. */
  declaredLength: number | null;
  /** The body, counted: over maxBytes → 413, past the deadline → 504, broken → 502. */
  body: ReadableStream<Uint8Array>;
  bytes(): Promise<Uint8Array>;
  text(): Promise<string>;
  cancel(): Promise<void>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
export const MAX_REDIRECTS = 3;
const caCache = new Map<string, string[]>();

/** The roots every outbound TLS connection trusts: Bun's bundled ones, the system store, and IMPORT_CA_FILE. */
function trustedCas(caFile: string | null): string[] {
  const cacheKey = caFile ?? "";
  let cas = caCache.get(cacheKey);
  if (!cas) {
    const defaults = typeof tls.getCACertificates === "function" ? tls.getCACertificates("default") : [...tls.rootCertificates];
    cas = caFile ? [...defaults, readFileSync(caFile, "utf8")] : [...defaults];
    caCache.set(cacheKey, cas);
  }
  return cas;
}

class Deadline {
  readonly controller = new AbortController();
  timedOut = false;
  private readonly timer: Timer;
  constructor(ms: number) {
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, ms);
  }
  /** Races a promise that cannot itself be aborted (DNS) against the deadline. */
  race<T>(promise: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(new DOMException("deadline", "AbortError"));
      if (this.controller.signal.aborted) return onAbort();
      this.controller.signal.addEventListener("abort", onAbort, { once: true });
      promise.then(resolve, reject).finally(() => this.controller.signal.removeEventListener("abort", onAbort));
    });
  }
  clear(): void {
    clearTimeout(this.timer);
  }
}

function mapError(err: unknown, deadline: Deadline, what: string): AppError {
  if (err instanceof AppError) return err;
  if (deadline.timedOut) return errors.upstreamTimeout(`${what} did not finish within the time limit`);
  const code = (err as { code?: string }).code ?? "";
  if (/CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY|ALTNAME/i.test(code)) {
    return errors.upstream(`${what} failed: the server's TLS certificate could not be verified (${code})`);
  }
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return errors.upstream(`${what} failed: the host name could not be resolved`);
  return errors.upstream(`${what} failed: ${code || "the connection failed"}`);
}

/** The URL to connect to: the checked address in place of the name, same path, port and query. */
function pinnedUrl(checked: CheckedUrl, address: ParsedAddress): string {
  const pinned = new URL(checked.url);
  const text = formatAddress(address);
  pinned.hostname = address.family === 6 ? `[${text}]` : text;
  return pinned.toString();
}

async function connectOnce(deps: OutboundDeps, checked: CheckedUrl, method: string, body: string | undefined, headers: Record<string, string>, deadline: Deadline) {
  const address = checked.literal ?? pickAddress(checked, (await deadline.race(deps.lookup(checked.host))).map((a) => a.address));
  const init = {
    method, body, redirect: "manual", signal: deadline.controller.signal, keepalive: false, proxy: false,
    headers: { ...headers, host: checked.url.host, "accept-encoding": "identity" },
    // SNI and the certificate check use the name that was checked, while the socket goes to the address.
    tls: { ca: trustedCas(deps.caFile), serverName: checked.literal ? undefined : checked.host },
  } as RequestInit;
  return deps.fetch(pinnedUrl(checked, address), init);
}

/**
 * The one way this appliance talks to another machine. Every hop is checked before any
 * connection: https only (unless the policy allows http), no credentials, port 443 unless the host
 * is allowed, and every address the host resolves to must be public (or, for an allowed host,
 * private/loopback, but never link-local or multicast). The socket then goes to the address that
 * was checked, so a second DNS answer cannot redirect it.
 */
export async function safeFetch(deps: OutboundDeps, req: SafeRequest): Promise<SafeResponse> {
  const deadline = new Deadline(req.timeoutMs);
  const maxRedirects = Math.min(req.maxRedirects ?? 0, MAX_REDIRECTS);
  const method = req.method ?? "GET";
  const body = req.body;
  let headers = { ...req.headers };
  let current: URL | string = req.url;
  try {
    for (let hop = 0; hop <= maxRedirects; hop++) {
      const checked = checkUrl(current, req.policy);
      const res = await connectOnce(deps, checked, method, body, headers, deadline);
      const location = res.headers.get("location");
      if (!REDIRECTS.has(res.status) || !location) {
        const declared = declaredLengthOf(res.headers);
        if (declared !== null && declared > req.maxBytes) {
          await res.body?.cancel().catch(() => {});
          throw errors.tooLarge(`${req.what} declares ${declared} bytes, more than the limit of ${req.maxBytes}`);
        }
        return wrap(res, checked.url.toString(), req, deadline);
      }
      await res.body?.cancel().catch(() => {});
      if (method !== "GET") throw errors.upstream(`${req.what} failed: the server answered with a redirect`);
      const next = new URL(location, checked.url);
      if (next.origin !== checked.url.origin) headers = withoutCredentials(headers);
      current = next;
    }
    throw errors.upstream(`${req.what} failed: more than ${maxRedirects} redirects`);
  } catch (err) {
    deadline.clear();
    throw mapError(err, deadline, req.what);
  }
}

function withoutCredentials(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !/^(authorization|cookie|proxy-authorization)$/i.test(k)));
}

function declaredLengthOf(headers: Headers): number | null {
  const declared = headers.get("content-length");
  return declared !== null && /^\d+$/.test(declared.trim()) ? Number(declared.trim()) : null;
}

function wrap(res: Response, url: string, req: SafeRequest, deadline: Deadline): SafeResponse {
  const declaredLength = declaredLengthOf(res.headers);
  const reader = res.body?.getReader() ?? null;
  let count = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
        if (chunk.done) {
          deadline.clear();
          controller.close();
          return;
        }
        count += chunk.value.byteLength;
        if (count > req.maxBytes) throw errors.tooLarge(`${req.what} is larger than the limit of ${req.maxBytes} bytes`);
        controller.enqueue(chunk.value);
      } catch (err) {
        const mapped = mapError(err, deadline, req.what);
        deadline.clear();
        await reader?.cancel().catch(() => {});
        controller.error(mapped);
      }
    },
    async cancel() {
      deadline.clear();
      await reader?.cancel().catch(() => {});
    },
  });
  const bytes = async () => new Uint8Array(await new Response(body).arrayBuffer());
  return {
    status: res.status, headers: res.headers, url, declaredLength, body, bytes,
    text: async () => new TextDecoder().decode(await bytes()),
    cancel: () => body.cancel().catch(() => {}),
  };
}
