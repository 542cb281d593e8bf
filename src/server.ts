import type { Config } from "./config";
import { firstAdminHint, startRuntime, type RuntimeOptions } from "./runtime";
import { SERVER_BODY_CAP } from "./app";
import { lockDataDir } from "./shared/data-dir-lock";
import { clearTempFolder } from "./shared/blob-store";
import { isStorageError } from "./shared/storage-errors";

/**
 * `chemsafe serve`: takes the data folder's lock (one server per folder; throws DataDirInUseError),
 * clears the temp files of uploads a stopped process left, listens, and on SIGTERM/SIGINT stops
 * taking requests, lets requests and jobs in flight finish, and closes the database cleanly.
 */
export async function serve(config: Config, opts: RuntimeOptions = {}): Promise<void> {
  const lock = lockDataDir(config.dataDir);
  const sweptTemp = clearTempFolder(config.dataDir);
  const runtime = await startRuntime(config, opts);
  const { ctx } = runtime;
  const hint = firstAdminHint(ctx);
  if (hint) ctx.logger.warn(hint);
  if (sweptTemp) ctx.logger.info("temp files of interrupted uploads removed", { count: sweptTemp });
  // A write that meets a full disk in a background path is logged; it must not take the appliance down.
  process.on("unhandledRejection", (err) => {
    ctx.logger.error("unhandled rejection", { err });
    if (!isStorageError(err)) process.exit(1);
  });
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
    lock.release();
    ctx.logger.info("stopped cleanly");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
