import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { randomBytes } from "node:crypto";
import { trustEntryProblem } from "./shared/client-address";
import { toDeliverableAddress } from "./shared/email-address";
import { PASSWORD_RULES, passwordProblem } from "./modules/auth/password-policy";

/**
 * The one configuration object. Every setting comes from the environment, or from the same
 * names in `chemsafe.env` in the working directory (the environment wins). It is validated once,
 * at start; nothing else in the code base reads process.env.
 */
export interface Config {
  port: number;
  host: string;
  apiRoot: string;
  dataDir: string;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  /**
   * The JavaScriptCore options (BUN_JSC_*) this process was started with. Bun reads them from its environment only
   * when a process starts, so chemsafe.env's are not among them (src/shared/engine-restart.ts).
   */
  engineOptions: Readonly<Record<string, string>>;
  jwt: {
    secret: string | null; // null until loadJwtSecret() ran
    jwksFile: string | null;
    jwksUrl: string | null;
    issuer: string | null;
    audience: string | null;
    accessTtlSeconds: number;
    /** The longest lifetime any built-in token may have (sign-in and `chemsafe token` alike). */
    maxTtlSeconds: number;
  };
  /** Browser sessions of the web app (cookie): ended after this long in total, or this long unused. */
  session: { ttlSeconds: number; idleSeconds: number };
  websearch: {
    enabled: boolean;
    apiKey: string | null;
    apiUrl: string;
    domains: string[];
    timeoutMs: number;
    maxResults: number;
    dailyCompanyLimit: number;
    dailyUserLimit: number;
  };
  import: { allowedHosts: string[]; caFile: string | null; maxBytes: number; timeoutMs: number };
  labelLookup: { enabled: boolean; url: string; pdfUrl: string };
  bootstrap: { company: string | null; email: string | null; password: string | null };
  smtp: { url: string | null; from: string };
  limits: {
    maxSdsBytes: number; maxZipBytes: number; maxZipEntries: number; maxJsonBytes: number;
    /** An archive's PDFs may unpack to at most this many times its size, and at most maxZipUnpackedBytes. */
    maxZipExpansion: number; maxZipUnpackedBytes: number;
    /** The largest body any route accepts (a ZIP binder plus multipart overhead); derived, not set. */
    maxRequestBytes: number;
  };
  jobs: { concurrency: number; maxAttempts: number; backoffMs: number };
  /** The PDF reader processes and the caps a document must stay within (pdf-reader-pool.ts). */
  pdf: { readers: number; memoryBytes: number; maxPages: number; timeoutMs: number; maxDecodedBytes: number; maxTextChars: number };
  /**
   * OCR of scanned pages (src/shared/ocr) in reader processes of their own, so a scan never holds a reader a
   * typed PDF needs; each page has its own time budget and the reader memory ceiling of `pdf` applies.
   */
  ocr: { enabled: boolean; readers: number; pageTimeoutMs: number; maxPages: number };
  /** Free space kept on DATA_DIR's disk: below it writes are refused (507) and jobs wait, instead of the disk filling up. */
  disk: { reserveBytes: number; retryMs: number };
  publicUrl: string | null;
  /** Reverse proxies (addresses or CIDR ranges) whose X-Forwarded-For is believed for the client address. */
  trustProxy: string[];
  /** The site SDS station (no login): requests per minute a client address may make. */
  station: { rateLimitPerMinute: number };
}

export class ConfigError extends Error {
  constructor(readonly variable: string, reason: string) {
    super(`${variable}: ${reason}`);
  }
}

export const DEFAULT_SDS_DOMAINS = [
  "sigmaaldrich.com", "fishersci.com", "thermofisher.com", "vwr.com", "msdsonline.com",
  "chemicalsafety.com", "3m.com", "basf.com", "sds.exxonmobil.com", "echemportal.org",
  "pubchem.ncbi.nlm.nih.gov", "sdsmanager.com", "msds.com", "grainger.com", "fishersci.ca",
];

type Env = Record<string, string | undefined>;

/** Reads `chemsafe.env` (KEY=VALUE lines, # comments, optional quotes) if present in `cwd`. */
export function readEnvFile(path: string): Env {
  if (!existsSync(path)) return {};
  const out: Env = {};
  for (const raw of readFileSync(path, "utf8").split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const eq = line.indexOf("=");
    if (eq < 1) throw new ConfigError(path, `line "${line.slice(0, 40)}" is not KEY=VALUE`);
    let value = line.slice(eq + 1).trim();
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    out[line.slice(0, eq).trim()] = value;
  }
  return out;
}

/**
 * BOOTSTRAP_*: checked here like any setting, so that a value the first admin could not have (a short
 * password, a malformed address) stops the start with the variable's name instead of a failure later.
 */
function bootstrapSettings(r: ReturnType<typeof reader>): Config["bootstrap"] {
  const company = r.str("BOOTSTRAP_COMPANY"), email = r.str("BOOTSTRAP_ADMIN_EMAIL"), password = r.str("BOOTSTRAP_ADMIN_PASSWORD");
  const set = { BOOTSTRAP_COMPANY: company, BOOTSTRAP_ADMIN_EMAIL: email, BOOTSTRAP_ADMIN_PASSWORD: password };
  const missing = Object.entries(set).filter(([, v]) => v === null).map(([k]) => k);
  if (missing.length === 3) return { company: null, email: null, password: null };
  if (missing.length) throw new ConfigError(missing[0]!, "is not set; BOOTSTRAP_COMPANY, BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD go together");
  if (company!.length > 255) throw new ConfigError("BOOTSTRAP_COMPANY", "is longer than 255 characters");
  let address: string;
  try {
    address = toDeliverableAddress(email!);
  } catch (err) {
    throw new ConfigError("BOOTSTRAP_ADMIN_EMAIL", `"${email}" is not usable: ${(err as Error).message}`);
  }
  const problem = passwordProblem(password!, address);
  if (problem) throw new ConfigError("BOOTSTRAP_ADMIN_PASSWORD", `${problem}. ${PASSWORD_RULES}`);
  return { company, email: address, password };
}

function reader(env: Env) {
  const str = (name: string): string | null => {
    const v = env[name];
    return v === undefined || v.trim() === "" ? null : v.trim();
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const v = str(name);
    if (v === null) return fallback;
    if (!/^\d+$/.test(v)) throw new ConfigError(name, `"${v}" is not a whole number`);
    const n = Number(v);
    if (n < min || n > max) throw new ConfigError(name, `${n} is outside ${min}..${max}`);
    return n;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const v = str(name);
    if (v === null) return fallback;
    if (/^(1|true|yes|on)$/i.test(v)) return true;
    if (/^(0|false|no|off)$/i.test(v)) return false;
    throw new ConfigError(name, `"${v}" is not true or false`);
  };
  const list = (name: string): string[] | null => {
    const v = str(name);
    return v === null ? null : v.split(",").map((s) => s.trim().toLowerCase()).filter(Boolean);
  };
  const url = (name: string, fallback: string | null): string | null => {
    const v = str(name) ?? fallback;
    if (v === null) return null;
    try {
      const u = new URL(v);
      if (!/^https?:$/.test(u.protocol)) throw new Error();
    } catch {
      throw new ConfigError(name, `"${v}" is not an http(s) URL`);
    }
    return v;
  };
  const file = (name: string): string | null => {
    const v = str(name);
    if (v !== null && !existsSync(v)) throw new ConfigError(name, `file "${v}" does not exist`);
    return v === null ? null : resolve(v);
  };
  return { str, int, bool, list, url, file };
}

const MB = 1024 * 1024;

/** Builds and validates the configuration; throws ConfigError naming the bad variable. */
export function loadConfig(processEnv: Env = process.env, cwd = process.cwd()): Config {
  const env = { ...readEnvFile(join(cwd, "chemsafe.env")), ...processEnv };
  const r = reader(env);
  const apiRoot = (r.str("API_ROOT") ?? "").replace(/\/+$/, "");
  if (apiRoot && !/^\/[A-Za-z0-9._~\-/]*$/.test(apiRoot)) {
    throw new ConfigError("API_ROOT", `"${apiRoot}" must be empty or a path starting with /`);
  }
  const logLevel = (r.str("LOG_LEVEL") ?? "info").toLowerCase();
  if (!["debug", "info", "warn", "error", "silent"].includes(logLevel)) {
    throw new ConfigError("LOG_LEVEL", `"${logLevel}" is not one of debug, info, warn, error, silent`);
  }
  const secret = r.str("JWT_SECRET");
  if (secret !== null && secret.length < 32) throw new ConfigError("JWT_SECRET", "must be at least 32 characters");
  const jwksFile = r.file("JWT_JWKS_FILE");
  if (jwksFile) {
    try {
      const parsed = JSON.parse(readFileSync(jwksFile, "utf8"));
      if (!Array.isArray(parsed.keys)) throw new Error();
    } catch {
      throw new ConfigError("JWT_JWKS_FILE", "is not a JSON Web Key Set ({\"keys\": [...]})");
    }
  }
  const websearchEnabled = r.bool("WEBSEARCH_ENABLED", false);
  const websearchKey = r.str("WEBSEARCH_API_KEY");
  if (websearchEnabled && !websearchKey) throw new ConfigError("WEBSEARCH_API_KEY", "is required when WEBSEARCH_ENABLED is true");
  const host = r.str("HOST") ?? "0.0.0.0";
  // A leaked token is good until it expires: no token of ours may outlive this (default 30 days).
  const maxTtlSeconds = r.int("TOKEN_MAX_TTL_SECONDS", 30 * 24 * 3600, 60, 366 * 24 * 3600);
  const accessTtlSeconds = r.int("JWT_TTL_SECONDS", Math.min(8 * 3600, maxTtlSeconds), 60, 366 * 24 * 3600);
  if (accessTtlSeconds > maxTtlSeconds) throw new ConfigError("JWT_TTL_SECONDS", `${accessTtlSeconds} is longer than TOKEN_MAX_TTL_SECONDS (${maxTtlSeconds})`);
  // A browser session lasts a shift at most and ends when left unused (a shared PC at the plant).
  const sessionTtlSeconds = r.int("SESSION_TTL_SECONDS", Math.min(12 * 3600, maxTtlSeconds), 300, 366 * 24 * 3600);
  if (sessionTtlSeconds > maxTtlSeconds) throw new ConfigError("SESSION_TTL_SECONDS", `${sessionTtlSeconds} is longer than TOKEN_MAX_TTL_SECONDS (${maxTtlSeconds})`);
  const sessionIdleSeconds = r.int("SESSION_IDLE_SECONDS", Math.min(2 * 3600, sessionTtlSeconds), 60, 366 * 24 * 3600);
  const trustProxy = r.list("TRUST_PROXY") ?? [];
  for (const entry of trustProxy) {
    const problem = trustEntryProblem(entry);
    if (problem) throw new ConfigError("TRUST_PROXY", problem);
  }
  const smtpUrl = r.str("SMTP_URL");
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError("SMTP_URL", "must start with smtp:// or smtps://");
  const maxZipBytes = r.int("MAX_ZIP_BYTES", 500 * MB, 1024, 4096 * MB);
  return {
    port: r.int("PORT", 8080, 0, 65535),
    host,
    apiRoot,
    dataDir: resolve(cwd, r.str("DATA_DIR") ?? "./data"),
    logLevel: logLevel as Config["logLevel"],
    engineOptions: Object.fromEntries(
      Object.entries(processEnv).filter((entry): entry is [string, string] => entry[0].startsWith("BUN_JSC_") && entry[1] !== undefined),
    ),
    jwt: {
      secret,
      jwksFile,
      jwksUrl: r.url("JWT_JWKS_URL", null),
      issuer: r.str("JWT_ISSUER"),
      audience: r.str("JWT_AUDIENCE"),
      accessTtlSeconds,
      maxTtlSeconds,
    },
    session: { ttlSeconds: sessionTtlSeconds, idleSeconds: Math.min(sessionIdleSeconds, sessionTtlSeconds) },
    websearch: {
      enabled: websearchEnabled,
      apiKey: websearchKey,
      apiUrl: r.url("WEBSEARCH_API_URL", "https://api.perplexity.ai/search")!,
      domains: r.list("WEBSEARCH_DOMAINS") ?? DEFAULT_SDS_DOMAINS,
      timeoutMs: r.int("WEBSEARCH_TIMEOUT_MS", 15_000, 100, 120_000),
      maxResults: r.int("WEBSEARCH_MAX_RESULTS", 10, 1, 20),
      dailyCompanyLimit: r.int("WEBSEARCH_DAILY_COMPANY_LIMIT", 50, 1, 100_000),
      dailyUserLimit: r.int("WEBSEARCH_DAILY_USER_LIMIT", 20, 1, 100_000),
    },
    import: {
      allowedHosts: r.list("IMPORT_ALLOWED_HOSTS") ?? [],
      caFile: r.file("IMPORT_CA_FILE"),
      maxBytes: r.int("IMPORT_MAX_BYTES", 20 * MB, 1024, 200 * MB),
      timeoutMs: r.int("IMPORT_TIMEOUT_MS", 30_000, 100, 300_000),
    },
    labelLookup: {
      enabled: r.bool("LABEL_LOOKUP_ENABLED", false),
      url: r.url("LABEL_LOOKUP_URL", "https://ordspub.epa.gov/ords/pesticides/cswu/ppls")!.replace(/\/+$/, ""),
      // Where the label PDFs the service lists (pdffiles[].pdffile) are served.
      pdfUrl: r.url("LABEL_LOOKUP_PDF_URL", "https://www3.epa.gov/pesticides/chem_search/ppls")!.replace(/\/+$/, ""),
    },
    bootstrap: bootstrapSettings(r),
    smtp: { url: smtpUrl, from: r.str("SMTP_FROM") ?? "chemsafe@localhost" },
    limits: {
      maxSdsBytes: r.int("MAX_SDS_BYTES", 50 * MB, 1024, 1024 * MB),
      maxZipBytes,
      maxZipEntries: r.int("MAX_ZIP_ENTRIES", 50_000, 1, 1_000_000),
      // Real SDS binders unpack to ~1.15× their size (the most compressible SDS seen: 3.5×).
      maxZipExpansion: r.int("MAX_ZIP_EXPANSION", 20, 1, 1000),
      maxZipUnpackedBytes: r.int("MAX_ZIP_UNPACKED_BYTES", 2048 * MB, 1 * MB, 64 * 1024 * MB),
      maxJsonBytes: r.int("MAX_JSON_BYTES", 1 * MB, 1024, 64 * MB),
      maxRequestBytes: maxZipBytes + 1 * MB,
    },
    jobs: {
      concurrency: r.int("JOBS_CONCURRENCY", 2, 1, 64),
      maxAttempts: r.int("JOBS_MAX_ATTEMPTS", 4, 1, 20),
      backoffMs: r.int("JOBS_BACKOFF_MS", 2000, 1, 3_600_000),
    },
    pdf: {
      readers: r.int("PDF_READERS", 2, 1, 16),
      memoryBytes: r.int("PDF_READER_MEMORY_MB", 768, 128, 16_384) * MB,
      maxPages: r.int("PDF_MAX_PAGES", 200, 1, 10_000),
      timeoutMs: r.int("PDF_TIMEOUT_MS", 30_000, 1_000, 600_000),
      // The largest real SDS or label seen (223 documents) has 9.7 MB of content and ~0.5 million characters.
      maxDecodedBytes: r.int("PDF_MAX_DECODED_MB", 100, 1, 4_096) * MB,
      maxTextChars: r.int("PDF_MAX_TEXT_CHARS", 1_000_000, 10_000, 100_000_000),
    },
    ocr: {
      enabled: r.bool("OCR_ENABLED", true),
      // Two pages at once use both cores of a small machine; the readers run niced, so the server comes first.
      readers: r.int("OCR_READERS", 2, 1, 16),
      // Processor time per page: a dense 300 dpi page takes 3-10 s of one core; the budget leaves room.
      pageTimeoutMs: r.int("OCR_PAGE_TIMEOUT_MS", 60_000, 1_000, 600_000),
      maxPages: r.int("OCR_MAX_PAGES", 60, 1, 10_000),
    },
    disk: {
      reserveBytes: r.int("DISK_RESERVE_BYTES", 256 * MB, 0, 1024 * 1024 * 1024 * MB),
      // How long a job that met a full disk waits before it tries again (the attempt is not counted).
      retryMs: r.int("DISK_RETRY_MS", 30_000, 10, 3_600_000),
    },
    publicUrl: r.url("PUBLIC_URL", null)?.replace(/\/+$/, "") ?? null,
    trustProxy,
    // A kiosk saving its offline copy fetches each of the site's PDFs once: generous, yet a bound.
    station: { rateLimitPerMinute: r.int("STATION_RATE_LIMIT", 600, 10, 1_000_000) },
  };
}

/**
 * The HS256 key of the built-in issuer: JWT_SECRET when set, otherwise generated on first start
 * and kept in DATA_DIR (mode 0600) so tokens survive restarts.
 */
export function loadJwtSecret(config: Config): string {
  if (config.jwt.secret) return config.jwt.secret;
  mkdirSync(config.dataDir, { recursive: true });
  const path = join(config.dataDir, "jwt-secret");
  if (!existsSync(path)) {
    writeFileSync(path, randomBytes(48).toString("base64url") + "\n", { mode: 0o600, flag: "wx" });
  }
  chmodSync(path, 0o600);
  const secret = readFileSync(path, "utf8").trim();
  if (secret.length < 32) throw new ConfigError("JWT_SECRET", `${path} holds a key shorter than 32 characters`);
  config.jwt.secret = secret;
  return secret;
}
