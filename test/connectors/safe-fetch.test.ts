import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { AppError } from "../../src/shared/errors";
import { safeFetch, type OutboundDeps, type SafeRequest } from "../../src/shared/safe-download/safe-fetch";
import { createTlsFixture, type TlsFixture } from "./helpers/tls-fixture";
import { fakePdf, recordingFetch, StubServer, testLookup } from "./helpers/stub-server";

let tlsFx: TlsFixture;
let server: StubServer;
let deps: OutboundDeps & { fetch: ReturnType<typeof recordingFetch>; lookup: ReturnType<typeof testLookup> };

const mirrorPolicy = { allowedHosts: ["sds-mirror.test", "wrong-name.test"] };
const get = (url: string, extra: Partial<SafeRequest> = {}): Promise<ReturnType<typeof safeFetch> extends Promise<infer R> ? R : never> =>
  safeFetch(deps, { url, policy: mirrorPolicy, timeoutMs: 5_000, maxBytes: 64 * 1024, maxRedirects: 3, what: "The download", ...extra });

async function failure(p: Promise<unknown>): Promise<AppError> {
  try {
    const res = await p;
    if (res && typeof res === "object" && "bytes" in res) await (res as { bytes(): Promise<unknown> }).bytes();
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return err;
  }
  throw new Error("expected a failure");
}

beforeAll(() => {
  tlsFx = createTlsFixture();
  server = new StubServer(tlsFx);
});
afterAll(async () => {
  await server.stop();
  tlsFx.cleanup();
});
beforeEach(() => {
  server.reset();
  deps = {
    fetch: recordingFetch(),
    lookup: testLookup({ "sds-mirror.test": ["127.0.0.1"], "files.example.com": ["127.0.0.1"], "wrong-name.test": ["127.0.0.1"] }),
    caFile: tlsFx.caFile,
  };
});

describe("connecting", () => {
  test("connects to the checked address, sends the original Host, verifies the certificate for the name", async () => {
    server.on("/a.pdf", () => new Response(fakePdf("a"), { headers: { "content-type": "application/pdf" } }));
    const res = await get(`${server.origin("sds-mirror.test")}/a.pdf`);
    expect(res.status).toBe(200);
    expect((await res.bytes()).byteLength).toBe(2048);
    expect(deps.fetch.urls).toEqual([`https://127.0.0.1:${server.port}/a.pdf`]);
    expect(server.received[0]!.host).toBe(`sds-mirror.test:${server.port}`);
    expect(deps.lookup.asked).toEqual(["sds-mirror.test"]);
  });

  test("a certificate that does not name the host fails (502), even for an allowed host", async () => {
    const err = await failure(get(`${server.origin("wrong-name.test")}/a.pdf`));
    expect(err.code).toBe("UPSTREAM_ERROR");
    expect(err.message).toContain("certificate");
  });

  test("without IMPORT_CA_FILE the test CA is not trusted (502)", async () => {
    deps.caFile = null;
    const err = await failure(get(`${server.origin("sds-mirror.test")}/a.pdf`));
    expect(err.code).toBe("UPSTREAM_ERROR");
    expect(err.message).toContain("certificate");
  });

  test("a public-looking name that resolves to loopback is refused before any connection", async () => {
    const err = await failure(safeFetch(deps, { url: "https://files.example.com/a.pdf", policy: { allowedHosts: [] }, timeoutMs: 5000, maxBytes: 1000, what: "x" }));
    expect(err.code).toBe("URL_NOT_ALLOWED");
    expect(deps.fetch.urls).toEqual([]);
  });

  test("a non-allowed host on a port other than 443 is refused before DNS", async () => {
    const err = await failure(safeFetch(deps, { url: `${server.origin("files.example.com")}/a.pdf`, policy: { allowedHosts: [] }, timeoutMs: 5000, maxBytes: 1000, what: "x" }));
    expect(err.code).toBe("URL_NOT_ALLOWED");
    expect(deps.lookup.asked).toEqual([]);
    expect(server.received).toEqual([]);
  });

  test("the TLS handshake carries the host name as SNI (the server picks its certificate by it)", async () => {
    // The default certificate names only other.test; the one for sds-mirror.test is chosen only when SNI says so.
    const sni = new StubServer([{ ...tlsFx.issue(["other.test"]) }, { ...tlsFx.issue(["sds-mirror.test"]), serverName: "sds-mirror.test" }]);
    try {
      sni.on("/x", () => new Response("picked by SNI"));
      expect(await (await get(`${sni.origin("sds-mirror.test")}/x`)).text()).toBe("picked by SNI");
    } finally {
      await sni.stop();
    }
  });

  test("an allowed host that resolves to ::1 is reached over IPv6 at that address", async () => {
    const v6 = new StubServer(tlsFx, "::1");
    try {
      v6.on("/six", () => new Response("over v6"));
      deps.lookup = testLookup({ "sds-mirror.test": ["::1"] });
      const res = await get(`${v6.origin("sds-mirror.test")}/six`);
      expect(await res.text()).toBe("over v6");
      expect(deps.fetch.urls).toEqual([`https://[::1]:${v6.port}/six`]);
      expect(v6.received[0]!.host).toBe(`sds-mirror.test:${v6.port}`);
    } finally {
      await v6.stop();
    }
  });

  test("an unknown host name is an upstream failure", async () => {
    const err = await failure(get("https://nowhere.test/a.pdf", { policy: { allowedHosts: ["nowhere.test"] } }));
    expect(err.code).toBe("UPSTREAM_ERROR");
  });
});

describe("redirects", () => {
  test("up to three hops are followed, each checked again", async () => {
    const o = server.origin("sds-mirror.test");
    server.on("/r1", () => Response.redirect(`${o}/r2`, 302)).on("/r2", () => Response.redirect("/r3", 307)).on("/r3", () => Response.redirect(`${o}/final`, 301));
    server.on("/final", () => new Response("ok"));
    const res = await get(`${o}/r1`);
    expect(await res.text()).toBe("ok");
    expect(res.url).toBe(`${o}/final`);
    expect(deps.lookup.asked.length).toBe(4);
  });

  test("a fourth hop is refused", async () => {
    const o = server.origin("sds-mirror.test");
    for (const [from, to] of [["/h1", "/h2"], ["/h2", "/h3"], ["/h3", "/h4"], ["/h4", "/h5"]]) server.on(from!, () => Response.redirect(`${o}${to}`, 302));
    server.on("/h5", () => new Response("never"));
    const err = await failure(get(`${o}/h1`));
    expect(err.code).toBe("UPSTREAM_ERROR");
    expect(server.received.map((r) => r.path)).toEqual(["/h1", "/h2", "/h3", "/h4"]);
  });

  test.each(["https://10.0.0.1/x.pdf", "https://169.254.169.254/latest/meta-data", "http://sds-mirror.test/x.pdf", "https://localhost/x.pdf", "file:///etc/passwd"])(
    "a redirect to %s is refused without following it",
    async (target) => {
      server.on("/jump", () => new Response(null, { status: 302, headers: { location: target } }));
      const err = await failure(get(`${server.origin("sds-mirror.test")}/jump`));
      expect(err.code).toBe("URL_NOT_ALLOWED");
      expect(deps.fetch.urls.length).toBe(1);
    },
  );

  test("a POST is never redirected, and credentials do not follow a redirect to another origin", async () => {
    server.on("/api", () => Response.redirect(`${server.origin("sds-mirror.test")}/elsewhere`, 307));
    const err = await failure(get(`${server.origin("sds-mirror.test")}/api`, { method: "POST", body: "{}" }));
    expect(err.code).toBe("UPSTREAM_ERROR");
    server.on("/go", () => Response.redirect(`https://localhost:${server.port}/landed`, 302)).on("/landed", () => new Response("ok"));
    deps.lookup = testLookup({ "sds-mirror.test": ["127.0.0.1"], localhost: ["127.0.0.1"] });
    const res = await get(`${server.origin("sds-mirror.test")}/go`, { headers: { authorization: "Bearer secret" }, policy: { allowedHosts: ["sds-mirror.test", "localhost"] } });
    expect(await res.text()).toBe("ok");
    const [first, second] = server.received.slice(-2);
    expect(first!.headers.authorization).toBe("Bearer secret");
    expect(second!.headers.authorization).toBeUndefined();
  });
});

describe("limits", () => {
  test("a declared size over the limit is refused before the body is read (413)", async () => {
    server.on("/big", () => new Response(fakePdf("big", 100_000), { headers: { "content-type": "application/pdf" } }));
    const err = await failure(get(`${server.origin("sds-mirror.test")}/big`));
    expect(err.code).toBe("PAYLOAD_TOO_LARGE");
    expect(err.message).toContain("declares");
  });

  test("an undeclared size is counted while streaming (413)", async () => {
    const chunk = new Uint8Array(16 * 1024).fill(65);
    server.on("/stream", () => new Response(new ReadableStream({
      start(c) {
        for (let i = 0; i < 8; i++) c.enqueue(chunk);
        c.close();
      },
    })));
    const err = await failure(get(`${server.origin("sds-mirror.test")}/stream`));
    expect(err.code).toBe("PAYLOAD_TOO_LARGE");
    expect(err.message).not.toContain("declares");
  });

  test("a server that never answers runs into the deadline (504)", async () => {
    server.on("/slow", server.stallBeforeHeaders());
    const err = await failure(get(`${server.origin("sds-mirror.test")}/slow`, { timeoutMs: 200 }));
    expect(err.code).toBe("UPSTREAM_TIMEOUT");
  });

  test("a body that stops half-way runs into the same deadline (504)", async () => {
    server.on("/half", server.stallAfter(fakePdf("half", 1024)));
    const err = await failure(get(`${server.origin("sds-mirror.test")}/half`, { timeoutMs: 300 }));
    expect(err.code).toBe("UPSTREAM_TIMEOUT");
  });
});
