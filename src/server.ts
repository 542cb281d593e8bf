import type { Config } from "./config";
import { startRuntime, type RuntimeOptions } from "./runtime";
import { SERVER_BODY_CAP } from "./app";

/**
 * `chemsafe serve`: listens, and on SIGTERM/SIGINT stops taking requests, lets requests and jobs in
 * flight finish, and closes the database cleanly.
 */
export async function serve(config: Config, opts: RuntimeOptions = {}): Promise<void> {
  const runtime = await startRuntime(config, opts);
  const { ctx } = runtime;
  const server = Bun.serve({
    port: config.port,
    hostname: config.host,
    // Out of reach: the app bounds every body itself, so that each 413 carries the error body.
    maxRequestBodySize: SERVER_BODY_CAP,
    idleTimeout: 255,
    fetch: (request) => runtime.app.fetch(request) as Promise<Response>,
  });
  (runtime.app as unknown as { server: unknown }).server = server;
  ctx.logger.info("chemsafe listening", {
    url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${server.port}${config.apiRoot}/api/v1`,
    data_dir: config.dataDir, version: ctx.version,
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    ctx.logger.info("shutting down", { signal });
    await server.stop(false);
    await runtime.stop();
    ctx.logger.info("stopped cleanly");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
