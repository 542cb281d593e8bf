import { reportUnknownSizeUnits } from "./modules/inventory/size-unit-report";
import { cron } from "@elysiajs/cron";
import { loadJwtSecret, type Config } from "./config";
import type { AppContext } from "./context";
import { closeDatabase, openDatabase } from "./db/client";
import type { AnyElysia } from "elysia";
import { createApp } from "./app";
import { BlobStore } from "./shared/blob-store";
import { systemClock, type Clock } from "./shared/clock";
import { createLogger, type Logger } from "./shared/logger";
import { LinkSigner } from "./shared/signed-links";
import { SecretBox } from "./shared/secret-box";
import { join } from "node:path";
import { systemLookup, type HostLookup } from "./shared/safe-download/safe-fetch";
import { newId } from "./shared/ids";
import { tightenTree } from "./shared/file-modes";
import { TokenService } from "./modules/auth/tokens";
import { JobSystem } from "./modules/jobs/job-system";
import { jobDefinitions } from "./modules/jobs/registry";
import { regulatorLabelLookup } from "./modules/connectors/label-lookup";
import { bootstrapCompany } from "./modules/auth/users.service";
import { VERSION } from "./version";
import { PdfReaderPool } from "./shared/pdf/pdf-reader-pool";
import { ocrReaderLimits } from "./shared/ocr/ocr-reader-limits";
import { DAILY_CLEANUP_PATTERN, dailyCleanupTick } from "./modules/jobs/schedule";
import { nightlyBinderTick } from "./modules/binders/binders.service";

export interface RuntimeOptions {
  clock?: Clock;
  logger?: Logger;
  fetch?: typeof fetch;
  /** DNS used by outbound requests (tests map test host names to 127.0.0.1). */
  lookup?: HostLookup;
  /** Start the job workers (tests of pure HTTP behaviour may leave them off). */
  startJobs?: boolean;
}

/** Opens storage and builds the context every part of the appliance shares. */
export function buildContext(config: Config, opts: RuntimeOptions = {}): AppContext {
  const clock = opts.clock ?? systemClock;
  const logger = opts.logger ?? createLogger(config.logLevel);
  tightenTree(config.dataDir); // a data folder from an older version (or copied by hand) may be world-readable
  const secret = loadJwtSecret(config);
  const db = openDatabase(config.dataDir);
  const jobs = new JobSystem();
  jobs.register(jobDefinitions);
  return {
    instanceId: newId(), version: VERSION, config, db, blobs: new BlobStore(config.dataDir, { reserveBytes: config.disk.reserveBytes }), clock, logger,
    tokens: new TokenService(config, secret, clock), jobs, links: new LinkSigner(secret), secrets: new SecretBox(join(config.dataDir, "station-link.key")), fetch: opts.fetch ?? fetch,
    lookup: opts.lookup ?? systemLookup, pdf: new PdfReaderPool(config.pdf, logger),
    // Reader processes of their own for OCR: a scan's pages never hold a reader a typed PDF is waiting for.
    ocr: new PdfReaderPool(ocrReaderLimits(config.pdf, config.ocr), logger),
    // The epa_label_search job's regulator lookup, used only when LABEL_LOOKUP_ENABLED.
    labelLookup: regulatorLabelLookup,
  };
}

export interface Runtime {
  ctx: AppContext;
  app: AnyElysia;
  stop(): Promise<void>;
}

/**
 * Builds the context and the app, creates the first admin from BOOTSTRAP_* when the database has
 * no user, starts the job workers and the daily cron. Listening is the caller's choice.
 */
export async function startRuntime(config: Config, opts: RuntimeOptions = {}): Promise<Runtime> {
  const ctx = buildContext(config, opts);
  await bootstrapFromEnv(ctx);
  reportUnknownSizeUnits(ctx.db, ctx.logger);
  if (opts.startJobs !== false) await ctx.jobs.start(ctx);
  const app = createApp(ctx).use(
    cron({ name: "daily-cleanup", pattern: DAILY_CLEANUP_PATTERN, run: () => runDailyTick(ctx) }),
  );
  let stopped = false;
  return {
    ctx,
    app,
    async stop() {
      if (stopped) return;
      stopped = true;
      for (const job of Object.values((app.store as { cron?: Record<string, { stop(): void }> }).cron ?? {})) job.stop();
      await ctx.jobs.stop();
      await ctx.pdf.stop(); // after the jobs: no parse can be waiting on it any more
      await ctx.ocr.stop();
      closeDatabase(ctx.db);
    },
  };
}

/**
 * What to do on a database with no user yet (nobody can sign in): the CLI verb that creates the
 * first admin, or the BOOTSTRAP_* variables. Null once a user exists.
 */
export function firstAdminHint(ctx: AppContext): string | null {
  if (ctx.db.$client.query("SELECT 1 FROM users LIMIT 1").get()) return null;
  return "No user exists yet, so nobody can sign in. Create the company and its first admin with "
    + "`chemsafe bootstrap --company NAME --email E --password P` (from a checkout: `npm run cli -- bootstrap --company NAME --email E --password P`), "
    + "or set BOOTSTRAP_COMPANY, BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD and start again.";
}

async function bootstrapFromEnv(ctx: AppContext): Promise<void> {
  const { company, email, password } = ctx.config.bootstrap;
  if (!company || !email || !password) return;
  const anyUser = ctx.db.$client.query("SELECT 1 FROM users LIMIT 1").get();
  if (anyUser) return;
  const created = await bootstrapCompany(ctx, { company, email, password });
  ctx.logger.info("first company and admin created from BOOTSTRAP_*", { company_id: created.companyId, email: created.email });
}

/** A tick that cannot record its job (a full disk) is logged; the next day's tick records it, and the process stays up. */
function runDailyTick(ctx: AppContext): void {
  try {
    dailyCleanupTick(ctx);
  } catch (err) {
    ctx.logger.error("the daily cleanup could not be recorded", { err });
  }
  try {
    const rebuilt = nightlyBinderTick(ctx);
    if (rebuilt > 0) ctx.logger.info("SDS binders of changed sites are rebuilt", { sites: rebuilt });
  } catch (err) {
    ctx.logger.error("the nightly binder rebuilds could not be recorded", { err });
  }
}
