import type { ZipEntryInfo } from "../../shared/zip-directory";
import { unsafeNameReason } from "../../shared/zip-entry";

/**
 * What the ZIP worker does with an entry, by its name alone (content is checked later: a ".pdf"
 * that is not a PDF fails with 415 like any upload).
 * - directory: ignored;  unsafe: reported failed (absolute, "..", drive letter, NUL);
 * - skip: not a PDF, or operating-system clutter (__MACOSX, ._*, .DS_Store, Thumbs.db), reported skipped;
 * - nested: an archive inside the archive, reported failed and never opened;  pdf: ingested.
 */
export type EntryKind = "directory" | "unsafe" | "skip" | "nested" | "pdf";

const NESTED = /\.(zip|7z|rar|tar|gz|tgz|bz2|xz|jar|cab|zipx)$/i;

export function classifyEntry(entry: ZipEntryInfo): EntryKind {
  if (entry.isDirectory) return "directory";
  if (unsafeNameReason(entry)) return "unsafe";
  const segments = entry.name.split(/[\\/]+/);
  const base = segments[segments.length - 1] ?? "";
  if (segments[0] === "__MACOSX" || base.startsWith("._") || /^(\.DS_Store|Thumbs\.db|desktop\.ini)$/i.test(base)) return "skip";
  if (NESTED.test(base)) return "nested";
  return /\.pdf$/i.test(base) ? "pdf" : "skip";
}
