import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, type Config } from "../../src/config";
import { startRuntime, type Runtime, type RuntimeOptions } from "../../src/runtime";
import type { AppContext } from "../../src/context";
import { SERVER_BODY_CAP } from "../../src/app";

export interface TestApp {
  ctx: AppContext;
  runtime: Runtime;
  dataDir: string;
  /** http://127.0.0.1:<port> — requests go through a real Bun HTTP server. */
  origin: string;
  /** `${origin}${API_ROOT}/api/v1` */
  base: string;
  request(method: string, path: string, opts?: RequestOptions): Promise<ApiResponse>;
  close(): Promise<void>;
}

type RequestBody = string | Blob | FormData | ReadableStream | ArrayBuffer | Uint8Array;

export interface RequestOptions {
  token?: string | null;
  json?: unknown;
  form?: FormData;
  body?: RequestBody;
  headers?: Record<string, string>;
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/**
 * A fresh appliance over a fresh temporary data folder, served on a random loopback port.
 * `env` holds configuration variables exactly as an operator would set them.
 */
export async function createTestApp(env: Record<string, string> = {}, opts: RuntimeOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "chemsafe-test-"));
  const config: Config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent", JOBS_BACKOFF_MS: "20", ...env }, dataDir);
  const runtime = await startRuntime(config, opts);
  const server = Bun.serve({
    port: 0, hostname: "127.0.0.1", maxRequestBodySize: SERVER_BODY_CAP,
    fetch: (req) => runtime.app.fetch(req) as Promise<Response>,
  });
  (runtime.app as unknown as { server: unknown }).server = server;
  const origin = `http://127.0.0.1:${server.port}`;
  const base = `${origin}${config.apiRoot}/api/v1`;
  return {
    ctx: runtime.ctx, runtime, dataDir, origin, base,
    request: (method, path, o = {}) => send(path.startsWith("http") ? path : `${base}${path}`, method, o),
    async close() {
      await server.stop(true);
      await runtime.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function send(url: string, method: string, o: RequestOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...o.headers };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  let body: RequestBody | undefined = o.body;
  if (o.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(o.json);
  } else if (o.form) body = o.form;
  const res = await fetch(url, { method, headers, body, redirect: "manual" });
  const text = await res.text();
  let parsed: unknown = text;
  if ((res.headers.get("content-type") ?? "").includes("json")) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}
