#!/usr/bin/env bun
import { parseArgs } from "node:util";
import { ConfigError, loadConfig, loadJwtSecret, type Config } from "./config";
import { openDatabase, closeDatabase } from "./db/client";
import { runMigrations } from "./db/migrate";
import { systemClock } from "./shared/clock";
import { AppError } from "./shared/errors";
import { TokenService } from "./modules/auth/tokens";
import { findUserByEmail } from "./modules/auth/users.repository";
import { bootstrapCompany } from "./modules/auth/users.service";
import { consoleResetLink } from "./modules/auth/password-reset.service";
import { backupDataDir, restoreDataDir } from "./backup";
import { PRIVATE_UMASK } from "./shared/file-modes";
import { DataDirInUseError } from "./shared/data-dir-lock";
import { VERSION } from "./version";
import { PDF_READER_VERB } from "./shared/pdf/pdf-reader-protocol";
import { restartWithEngineOptions, SERVER_ENGINE_OPTIONS } from "./shared/engine-restart";
import { runPdfReaderProcess } from "./shared/pdf/pdf-reader.process";

const HELP: Record<string, string> = {
  main: `chemsafe ${VERSION} — chemical safety management appliance

Usage: chemsafe [verb] [options]

Verbs:
  serve                 run the API, the job workers and the cron (default)
  migrate               apply pending database migrations and exit
  bootstrap             create the first company and its admin
  token                 print an access token for a user (for scripts)
  reset-password        print a one-hour, single-use link that sets a user's password
  backup DIR            consistent snapshot of database and blobs into DIR
  restore BACKUP DIR    a data folder made from a backup, in a new or empty DIR
  version, --version   print the version

Run 'chemsafe <verb> --help' for a verb's options. Configuration comes from the
environment or chemsafe.env in the working directory (see README).`,
  serve: "Usage: chemsafe serve\n\nListens on HOST:PORT (default 0.0.0.0:8080) with data in DATA_DIR (default ./data).",
  migrate: "Usage: chemsafe migrate\n\nApplies pending migrations to DATA_DIR's database in one transaction.",
  bootstrap: "Usage: chemsafe bootstrap --company NAME --email E --password P [--name N]\n\nCreates a company and its first admin. Fails when the e-mail exists.",
  token: "Usage: chemsafe token --email E [--ttl 1h]\n\nPrints an access token for the user (ttl: 30m, 1h, 7d; default 1h; at most TOKEN_MAX_TTL_SECONDS, default 30d).\nA password change or a deactivation of the user ends the token.",
  "reset-password": "Usage: chemsafe reset-password --email E\n\nFor an admin locked out: prints a link, valid one hour and usable once, that sets a new password\n(open it in a browser: a page with the new-password form; API clients POST {token, new_password} to /api/v1/auth/reset-password). Earlier links\nand, once used, the user's earlier tokens stop working. The link is built on PUBLIC_URL, else\nhttp://localhost:PORT. Only its hash is stored; the printed link is the only copy.",
  backup: "Usage: chemsafe backup DIR\n\nWrites a consistent copy of the database and all blobs to DIR (new or empty).\nRestore by pointing DATA_DIR at DIR.",
  restore: "Usage: chemsafe restore BACKUP DIR\n\nMakes DIR (new or empty) a working data folder from the backup in BACKUP (made by\n`chemsafe backup`); the backup is left as it was. Then point DATA_DIR at DIR.",
  version: "Usage: chemsafe version",
};

/** Exit codes: 0 ok, 1 runtime failure, 2 usage or configuration error. */
class UsageError extends Error {}

function parseTtl(value: string, maxSeconds: number): number {
  const m = value.match(/^(\d{1,9})([smhd])$/);
  if (!m) throw new UsageError(`--ttl "${value}" is not like 30m, 1h or 7d`);
  const seconds = Number(m[1]) * { s: 1, m: 60, h: 3600, d: 86400 }[m[2] as "s" | "m" | "h" | "d"];
  if (seconds > maxSeconds) throw new UsageError(`--ttl ${value} is longer than tokens may live here (TOKEN_MAX_TTL_SECONDS = ${maxSeconds}, ${Math.floor(maxSeconds / 86400)} days)`);
  if (seconds < 1) throw new UsageError(`--ttl ${value} is too short`);
  return seconds;
}

async function main(argv: string[]): Promise<number> {
  if (argv[0] === "--version" || argv[0] === "-V") {
    console.log(VERSION);
    return 0;
  }
  // Whatever any verb creates (databases, their -wal/-shm, the queue, blobs, backups) is the service account's alone.
  process.umask(PRIVATE_UMASK);
  const verb = argv[0] && !argv[0].startsWith("-") ? argv[0] : "serve";
  const rest = verb === argv[0] ? argv.slice(1) : argv;
  if (!(verb in HELP) || verb === "main") throw new UsageError(`unknown verb "${verb}"\n\n${HELP.main}`);
  const { values, positionals } = parseArgs({
    args: rest, allowPositionals: true, strict: true,
    options: {
      help: { type: "boolean", short: "h" }, company: { type: "string" }, email: { type: "string" },
      password: { type: "string" }, name: { type: "string" }, ttl: { type: "string" },
    },
  });
  if (values.help) {
    console.log(argv.length === 1 || verb === "serve" && argv[0] !== "serve" ? HELP.main : HELP[verb]);
    return 0;
  }
  if (verb === "version") {
    console.log(VERSION);
    return 0;
  }
  const config: Config = loadConfig();
  switch (verb) {
    case "serve": {
      restartWithEngineOptions(SERVER_ENGINE_OPTIONS, config.engineOptions);
      const { serve } = await import("./server");
      await serve(config);
      return -1; // keeps running
    }
    case "migrate": {
      const db = openDatabase(config.dataDir, { migrate: false });
      const applied = runMigrations(db.$client);
      closeDatabase(db);
      console.log(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date");
      return 0;
    }
    case "bootstrap": {
      if (!values.company || !values.email || !values.password) throw new UsageError(HELP.bootstrap);
      const db = openDatabase(config.dataDir);
      try {
        const created = await bootstrapCompany({ db, clock: systemClock }, { company: values.company, email: values.email, password: values.password, name: values.name });
        console.log(JSON.stringify({ company_id: created.companyId, user_id: created.userId, email: created.email }));
      } finally {
        closeDatabase(db);
      }
      return 0;
    }
    case "token": {
      if (!values.email) throw new UsageError(HELP.token);
      const ttl = parseTtl(values.ttl ?? "1h", config.jwt.maxTtlSeconds);
      const db = openDatabase(config.dataDir);
      try {
        const user = findUserByEmail(db, values.email);
        if (!user || !user.isActive) throw new AppError("NOT_FOUND", `no active user with e-mail ${values.email}`);
        const tokens = new TokenService(config, loadJwtSecret(config), systemClock);
        console.log((await tokens.issue(user, ttl)).access_token);
      } finally {
        closeDatabase(db);
      }
      return 0;
    }
    case "reset-password": {
      if (!values.email) throw new UsageError(HELP["reset-password"]);
      const db = openDatabase(config.dataDir);
      try {
        const user = findUserByEmail(db, values.email);
        if (!user) throw new AppError("NOT_FOUND", `no user with e-mail ${values.email}`);
        const baseUrl = config.publicUrl ?? `http://localhost:${config.port}${config.apiRoot}`;
        const link = consoleResetLink({ db, clock: systemClock }, user, baseUrl);
        console.log(`${link.reset_url}\n(valid until ${link.expires_at}, usable once: open it in a browser, or POST {"token", "new_password"} to ${baseUrl}/api/v1/auth/reset-password)`);
      } finally {
        closeDatabase(db);
      }
      return 0;
    }
    case "restore": {
      const [backup, target] = positionals;
      if (!backup || !target) throw new UsageError(HELP.restore);
      console.log(JSON.stringify(restoreDataDir(backup, target)));
      return 0;
    }
    case "backup": {
      const target = positionals[0];
      if (!target) throw new UsageError(HELP.backup);
      const result = backupDataDir(config.dataDir, target);
      console.log(JSON.stringify(result));
      return 0;
    }
  }
  return 2;
}

if (process.argv[2] === PDF_READER_VERB) {
  // This executable started as a PDF reader process by the server's reader pool (src/shared/pdf/).
  await runPdfReaderProcess(async () => (await import("./modules/sds/sds-reader-parse")).parseInReader);
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (err: unknown) => {
    if (err instanceof UsageError || (err as { code?: string }).code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
      console.error(`chemsafe: ${(err as Error).message}`);
      process.exit(2);
    }
    if (err instanceof DataDirInUseError) {
      console.error(`chemsafe: ${err.message}`);
      process.exit(2);
    }
    if (err instanceof ConfigError) {
      console.error(`chemsafe: configuration error: ${err.message}`);
      process.exit(2);
    }
    console.error(`chemsafe: ${(err as Error).message ?? String(err)}`);
    process.exit(1);
  },
);
