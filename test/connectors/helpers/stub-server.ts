import type { HostLookup } from "../../../src/shared/safe-download/safe-fetch";
import type { TlsFixture } from "./tls-fixture";

/** A request as the stub server received it. */
export interface Received {
  method: string;
  path: string;
  host: string | null;
  headers: Record<string, string>;
  body: string;
}

export type Behaviour = (req: Request, url: URL) => Response | Promise<Response>;

/**
 * A real HTTP(S) server on 127.0.0.1 that plays a remote service: it records what it received and
 * answers per path with a behaviour the test sets (answer, fail, redirect, stall).
 */
export class StubServer {
  readonly received: Received[] = [];
  private readonly routes = new Map<string, Behaviour>();
  private readonly server: ReturnType<typeof Bun.serve>;
  private readonly stalls: (() => void)[] = [];

  constructor(tls?: TlsFixture | { cert: string; key: string; serverName?: string }[], hostname = "127.0.0.1") {
    this.server = Bun.serve({
      port: 0, hostname, idleTimeout: 30,
      tls: Array.isArray(tls) ? tls : tls ? { cert: tls.cert, key: tls.key } : undefined,
      fetch: async (req) => {
        const url = new URL(req.url);
        this.received.push({
          method: req.method, path: url.pathname + url.search, host: req.headers.get("host"),
          headers: Object.fromEntries(req.headers.entries()), body: await req.text(),
        });
        const behaviour = this.routes.get(url.pathname);
        return behaviour ? behaviour(req, url) : new Response("not found", { status: 404 });
      },
    });
  }

  get port(): number {
    return this.server.port!;
  }

  /** An origin on this server under a test host name (mapped to 127.0.0.1 by `testLookup`). */
  origin(host: string, scheme = "https"): string {
    return `${scheme}://${host}:${this.port}`;
  }

  on(path: string, behaviour: Behaviour): this {
    this.routes.set(path, behaviour);
    return this;
  }

  reset(): void {
    this.received.length = 0;
    this.routes.clear();
  }

  /** Never answers (until the server stops). */
  stallBeforeHeaders(): Behaviour {
    return () => new Promise<Response>((resolve) => this.stalls.push(() => resolve(new Response("late"))));
  }

  /** Sends the headers and `first` bytes, then never sends the rest. */
  stallAfter(first: Uint8Array, headers: Record<string, string> = { "content-type": "application/pdf" }): Behaviour {
    return () => new Response(new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(first),
      pull: () => new Promise<void>((resolve) => this.stalls.push(resolve)),
    }), { headers });
  }

  async stop(): Promise<void> {
    for (const release of this.stalls.splice(0)) release();
    await this.server.stop(true);
  }
}

/** Test DNS: maps host names to addresses and records every question. Unknown names fail like NXDOMAIN. */
export function testLookup(map: Record<string, string[]>): HostLookup & { asked: string[] } {
  const asked: string[] = [];
  const fn = async (hostname: string) => {
    asked.push(hostname);
    const addresses = map[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return Object.assign(fn, { asked });
}

/**
 * Wraps fetch and records every URL a connection was asked for. It never lets a test reach
 * anything but loopback, even if the code under test regressed.
 */
export function recordingFetch(): typeof fetch & { urls: string[] } {
  const urls: string[] = [];
  const fn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.toString() : input.url;
    urls.push(url);
    const host = new URL(url).hostname;
    if (!/^127\.\d+\.\d+\.\d+$/.test(host) && host !== "[::1]") throw new Error(`test guard: refusing to connect to ${host}`);
    return fetch(input, init);
  }) as typeof fetch;
  return Object.assign(fn, { urls });
}

/** A small but real PDF header + body: enough for the `%PDF-` check and hashing. */
export function fakePdf(label: string, size = 2048): Uint8Array {
  const head = `%PDF-1.7\n% ${label}\n`;
  const out = new Uint8Array(Math.max(size, head.length + 8));
  out.set(new TextEncoder().encode(head));
  out.fill(0x20, head.length);
  out.set(new TextEncoder().encode("\n%%EOF\n"), out.length - 7);
  return out;
}
