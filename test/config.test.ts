import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConfigError, loadConfig, loadJwtSecret } from "../src/config";

const made: string[] = [];
/** A working folder of its own for each configuration, removed when the file's tests end. */
const dir = () => {
  const path = mkdtempSync(join(tmpdir(), "chemsafe-config-"));
  made.push(path);
  return path;
};
afterAll(() => {
  for (const path of made) rmSync(path, { recursive: true, force: true });
});

describe("configuration", () => {
  test("defaults serve one plant out of the box", () => {
    const cwd = dir();
    const c = loadConfig({}, cwd);
    expect(c).toMatchObject({ port: 8080, host: "0.0.0.0", apiRoot: "", dataDir: join(cwd, "data") });
    expect(c.websearch.enabled).toBe(false);
    expect(c.labelLookup.enabled).toBe(false);
    expect(c.limits.maxSdsBytes).toBe(50 * 1024 * 1024);
    expect(c.limits.maxZipBytes).toBe(500 * 1024 * 1024);
    expect(c.limits).toMatchObject({ maxZipExpansion: 20, maxZipUnpackedBytes: 2048 * 1024 * 1024, maxRequestBytes: 501 * 1024 * 1024 });
    expect(c.pdf).toEqual({
      readers: 2, memoryBytes: 768 * 1024 * 1024, maxPages: 200, timeoutMs: 30_000, maxDecodedBytes: 100 * 1024 * 1024, maxTextChars: 1_000_000,
    });
    expect(c.disk).toEqual({ reserveBytes: 256 * 1024 * 1024, retryMs: 30_000 });
    expect(c.session).toEqual({ ttlSeconds: 12 * 3600, idleSeconds: 2 * 3600 });
    expect(c.station).toEqual({ rateLimitPerMinute: 600 });
    expect(c.ocr).toEqual({ enabled: true, readers: 2, pageTimeoutMs: 60_000, maxPages: 60 });
  });

  test("a browser session may not outlive TOKEN_MAX_TTL_SECONDS, and its idle limit is within its lifetime", () => {
    expect(() => loadConfig({ TOKEN_MAX_TTL_SECONDS: "3600", SESSION_TTL_SECONDS: "7200" }, dir())).toThrow(ConfigError);
    expect(loadConfig({ SESSION_TTL_SECONDS: "1800", SESSION_IDLE_SECONDS: "7200" }, dir()).session).toEqual({ ttlSeconds: 1800, idleSeconds: 1800 });
    expect(loadConfig({ TOKEN_MAX_TTL_SECONDS: "3600" }, dir()).session.ttlSeconds).toBe(3600);
  });

  test.each([
    ["PORT", "eighty"], ["PORT", "70000"], ["WEBSEARCH_ENABLED", "maybe"], ["API_ROOT", "no-slash"],
    ["JWT_SECRET", "short"], ["JWT_JWKS_FILE", "/no/such/file"], ["WEBSEARCH_API_URL", "ftp://x"], ["LOG_LEVEL", "loud"],
    ["MAX_ZIP_EXPANSION", "0"], ["MAX_ZIP_UNPACKED_BYTES", "1000"],
    ["PDF_READERS", "0"], ["PDF_READER_MEMORY_MB", "64"], ["PDF_TIMEOUT_MS", "10"], ["PDF_MAX_DECODED_MB", "0"], ["PDF_MAX_TEXT_CHARS", "5"],
    ["DISK_RESERVE_BYTES", "256MB"], ["DISK_RETRY_MS", "0"], ["SESSION_TTL_SECONDS", "60"], ["SESSION_IDLE_SECONDS", "ten"],
    ["STATION_RATE_LIMIT", "5"], ["STATION_RATE_LIMIT", "many"],
    ["OCR_ENABLED", "perhaps"], ["OCR_READERS", "0"], ["OCR_PAGE_TIMEOUT_MS", "5"], ["OCR_MAX_PAGES", "0"],
  ])("%s=%s is refused with a message naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value }, dir())).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value }, dir());
    } catch (err) {
      expect((err as Error).message.startsWith(`${name}:`)).toBe(true);
    }
  });

  test("web search switched on without a key is refused", () => {
    expect(() => loadConfig({ WEBSEARCH_ENABLED: "true" }, dir())).toThrow("WEBSEARCH_API_KEY");
  });

  test("chemsafe.env in the working directory is read; the environment wins", () => {
    const cwd = dir();
    writeFileSync(join(cwd, "chemsafe.env"), "# plant settings\nPORT=9090\nAPI_ROOT=/chem\nHOST='127.0.0.1'\n");
    expect(loadConfig({}, cwd)).toMatchObject({ port: 9090, apiRoot: "/chem", host: "127.0.0.1" });
    expect(loadConfig({ PORT: "9191" }, cwd).port).toBe(9191);
  });

  test("the engine options are those the process started with: chemsafe.env's are not (Bun read its environment only)", () => {
    const cwd = dir();
    writeFileSync(join(cwd, "chemsafe.env"), "BUN_JSC_useDFGJIT=0\n");
    expect(loadConfig({ BUN_JSC_useFTLJIT: "1", PORT: "9191" }, cwd).engineOptions).toEqual({ BUN_JSC_useFTLJIT: "1" });
    expect(loadConfig({}, cwd).engineOptions).toEqual({});
  });

  test("the JWT secret is generated once, kept in DATA_DIR with mode 0600, and reused", () => {
    const cwd = dir();
    const c1 = loadConfig({}, cwd);
    const s1 = loadJwtSecret(c1);
    const path = join(c1.dataDir, "jwt-secret");
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(s1.length).toBeGreaterThanOrEqual(32);
    expect(loadJwtSecret(loadConfig({}, cwd))).toBe(s1);
    expect(readFileSync(path, "utf8").trim()).toBe(s1);
  });
});

describe("BOOTSTRAP_* (the first admin from the environment)", () => {
  const ok = { BOOTSTRAP_COMPANY: "North Plant", BOOTSTRAP_ADMIN_EMAIL: "Boss@North.test", BOOTSTRAP_ADMIN_PASSWORD: "a-strong-password" };
  test("a complete, usable set is taken (the address in its stored form)", () => {
    expect(loadConfig(ok, dir()).bootstrap).toEqual({ company: "North Plant", email: "boss@north.test", password: "a-strong-password" });
    expect(loadConfig({}, dir()).bootstrap).toEqual({ company: null, email: null, password: null });
  });
  test.each([
    ["BOOTSTRAP_ADMIN_PASSWORD", { BOOTSTRAP_ADMIN_PASSWORD: "short" }, "12 characters"],
    ["BOOTSTRAP_ADMIN_PASSWORD", { BOOTSTRAP_ADMIN_PASSWORD: "password1234" }, "commonly used"],
    ["BOOTSTRAP_ADMIN_EMAIL", { BOOTSTRAP_ADMIN_EMAIL: "not-an-address" }, "not usable"],
    ["BOOTSTRAP_ADMIN_PASSWORD", { BOOTSTRAP_ADMIN_PASSWORD: "" }, "go together"],
    ["BOOTSTRAP_COMPANY", { BOOTSTRAP_COMPANY: " " }, "go together"],
  ] as const)("%s is named when a bootstrap value cannot make the first admin (%p)", (variable, change, words) => {
    let err: unknown;
    try {
      loadConfig({ ...ok, ...change }, dir());
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).variable).toBe(variable);
    expect((err as Error).message).toContain(words);
    expect((err as Error).message).not.toContain("short\"");
  });
});
