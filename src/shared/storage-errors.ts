import { AppError } from "./errors";

const STORAGE_CODES = new Set(["SQLITE_FULL", "SQLITE_IOERR", "ENOSPC", "EDQUOT"]);
const STORAGE_MESSAGES = /database or disk is full|disk I\/O error|no space left on device|quota exceeded/i;

/**
 * True when an error means the disk under DATA_DIR is full (or failing to write): our own refusal
 * (INSUFFICIENT_STORAGE), SQLite's SQLITE_FULL / "disk I/O error", or the file system's ENOSPC.
 * Such a failure is the machine's, not the request's or the job's: it is answered 507 and retried.
 */
export function isStorageError(err: unknown): boolean {
  if (err instanceof AppError) return err.code === "INSUFFICIENT_STORAGE";
  if (typeof err !== "object" || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (STORAGE_CODES.has(code) || code.startsWith("SQLITE_IOERR"))) return true;
  return typeof message === "string" && STORAGE_MESSAGES.test(message);
}
