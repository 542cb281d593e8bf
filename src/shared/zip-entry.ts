import { inflateRawSync } from "node:zlib";
import type { ZipEntryInfo } from "./zip-directory";
import { ZipBudgetError, type UnpackBudget } from "./zip-budget";

/**
 * One ZIP entry's content as a stream, inflated as it is read from disk: memory holds
 * one small compressed slice and what it inflates to. Limits are checked on the declared sizes
 * before reading and on the real bytes while inflating; the CRC-32 is checked at the end, so a
 * damaged entry is never stored as if it were whole.
 */
export interface EntryLimits {
  /** Largest inflated size of one entry. */
  maxBytes: number;
  /** Largest inflated/compressed ratio for entries above `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
  /** The whole archive's allowance of inflated bytes, shared by its entries (ZipBudgetError past it). */
  budget?: UnpackBudget;
}

/** An entry that breaks a limit or is damaged; `code` is the error code its result reports. */
export class ZipEntryError extends Error {
  constructor(readonly code: "ZIP_BOMB" | "PAYLOAD_TOO_LARGE" | "DAMAGED" | "UNSUPPORTED", message: string) {
    super(message);
  }
}

/** Compressed input is fed in slices this small, so one push can inflate to at most ~16 MB. */
const SLICE = 16 * 1024;

/** Why an entry name is unsafe to act on (we never write under it, but such names signal a crafted archive). */
export function unsafeNameReason(entry: Pick<ZipEntryInfo, "name" | "nameHasNul">): string | null {
  const name = entry.name;
  if (entry.nameHasNul || name.includes("\0")) return "the entry name contains a NUL byte";
  if (name.length > 1024) return "the entry name is longer than 1024 characters";
  if (/^[\\/]/.test(name)) return "the entry name is an absolute path";
  if (/^[A-Za-z]:/.test(name)) return "the entry name starts with a drive letter";
  if (name.split(/[\\/]+/).some((segment) => segment === "..")) return "the entry name climbs out of the archive (..)";
  if (/[\u0000-\u001f]/.test(name)) return "the entry name contains control characters";
  return null;
}

/** Refusals that the directory alone can decide, before any byte is inflated. */
export function declaredProblem(entry: ZipEntryInfo, limits: EntryLimits): ZipEntryError | null {
  if (entry.encrypted) return new ZipEntryError("UNSUPPORTED", "the entry is encrypted");
  if (entry.method !== 0 && entry.method !== 8) return new ZipEntryError("UNSUPPORTED", `the entry uses compression method ${entry.method}; only stored and deflate are supported`);
  if (entry.uncompressedSize > limits.maxBytes) {
    return new ZipEntryError("PAYLOAD_TOO_LARGE", `the entry declares ${entry.uncompressedSize} bytes; the limit is ${limits.maxBytes}`);
  }
  if (entry.uncompressedSize > limits.ratioFloorBytes && entry.uncompressedSize > limits.maxRatio * Math.max(1, entry.compressedSize)) {
    return new ZipEntryError("ZIP_BOMB", `the entry declares a compression ratio over ${limits.maxRatio}:1 (a zip bomb)`);
  }
  return null;
}

async function dataOffset(file: Blob, entry: ZipEntryInfo): Promise<number> {
  const header = new DataView(await file.slice(entry.localHeaderOffset, entry.localHeaderOffset + 30).arrayBuffer());
  if (header.byteLength < 30 || header.getUint32(0, true) !== 0x04034b50) {
    throw new ZipEntryError("DAMAGED", "the entry's local header is missing or damaged");
  }
  return entry.localHeaderOffset + 30 + header.getUint16(26, true) + header.getUint16(28, true);
}

/**
 * The entry's inflated bytes. The stream errors with a ZipEntryError when a limit is passed.
 *
 * Inflating uses the runtime's native raw-deflate DecompressionStream (zlib): fflate's pure-JS
 * inflater ran at ~55 MB/s on the target machine against ~370 MB/s native, which decides whether a
 * 500 MB binder ingests within 2× of unzip. Input goes in 16 KB slices, so one slice inflates to
 * at most ~16 MB before the limits below see it (output arrives in 64 KB chunks).
 */
export async function openEntryStream(file: Blob, entry: ZipEntryInfo, limits: EntryLimits): Promise<ReadableStream<Uint8Array>> {
  const declared = declaredProblem(entry, limits);
  if (declared) throw declared;
  const start = await dataOffset(file, entry);
  if (start + entry.compressedSize > file.size) throw new ZipEntryError("DAMAGED", "the entry's data runs past the end of the archive");
  const compressed = file.slice(start, start + entry.compressedSize).stream().pipeThrough(sliceInto(SLICE));
  const inflated = entry.method === 8 ? compressed.pipeThrough(new DecompressionStream("deflate-raw") as unknown as TransformStream<Uint8Array, Uint8Array>) : compressed;
  const source = inflated.getReader();
  let produced = 0;
  let crc = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await source.read();
        if (done) {
          if (produced !== entry.uncompressedSize) throw new ZipEntryError("DAMAGED", `the entry holds ${produced} bytes, not the ${entry.uncompressedSize} its directory declares`);
          if (crc >>> 0 !== entry.crc32 >>> 0) throw new ZipEntryError("DAMAGED", "the entry fails its CRC-32 check (damaged archive)");
          controller.close();
          return;
        }
        produced += value.byteLength;
        if (produced > entry.uncompressedSize) throw new ZipEntryError("ZIP_BOMB", "the entry inflates to more than its directory declares (a zip bomb)");
        limits.budget?.take(value.byteLength);
        if (produced > limits.maxBytes) throw new ZipEntryError("PAYLOAD_TOO_LARGE", `the entry inflates past the limit of ${limits.maxBytes} bytes`);
        if (produced > limits.ratioFloorBytes && produced > limits.maxRatio * Math.max(1, entry.compressedSize)) {
          throw new ZipEntryError("ZIP_BOMB", `the entry inflates past a ${limits.maxRatio}:1 ratio (a zip bomb)`);
        }
        crc = Bun.hash.crc32(value, crc);
        controller.enqueue(value);
      } catch (err) {
        await source.cancel().catch(() => {});
        controller.error(err instanceof ZipEntryError || err instanceof ZipBudgetError ? err : new ZipEntryError("DAMAGED", `the entry cannot be inflated (${err instanceof Error ? err.message : String(err)})`));
      }
    },
    async cancel() {
      await source.cancel().catch(() => {});
    },
  }, { highWaterMark: 0 });
}

/** Entries up to this size (declared, both compressed and inflated) are read whole: see readSmallEntry. */
export const SMALL_ENTRY_BYTES = 8 * 1024 * 1024;

/**
 * A small entry's bytes, read and inflated in one step. Most SDSs are a few hundred kB; for them
 * one read and one native inflate cost far less than a stream pipeline (memory stays under 16 MB).
 * The inflater may not produce more than the directory declared (a lying directory fails here),
 * and the CRC-32 is checked as in openEntryStream. Null when the entry is not small.
 */
export async function readSmallEntry(file: Blob, entry: ZipEntryInfo, limits: EntryLimits): Promise<Uint8Array | null> {
  if (entry.uncompressedSize > SMALL_ENTRY_BYTES || entry.compressedSize > SMALL_ENTRY_BYTES) return null;
  const declared = declaredProblem(entry, limits);
  if (declared) throw declared;
  const start = await dataOffset(file, entry);
  if (start + entry.compressedSize > file.size) throw new ZipEntryError("DAMAGED", "the entry's data runs past the end of the archive");
  const compressed = new Uint8Array(await file.slice(start, start + entry.compressedSize).arrayBuffer());
  let bytes: Uint8Array;
  if (entry.method === 0) bytes = compressed;
  else {
    try {
      // One byte more than declared is enough to tell that the directory lies.
      // One output chunk of the declared size: zlib's default 16 kB chunks cost a copy to join.
      bytes = inflateRawSync(compressed, { maxOutputLength: entry.uncompressedSize + 1, chunkSize: Math.max(64, entry.uncompressedSize + 1) });
    } catch (err) {
      const tooBig = err instanceof RangeError || /maxOutputLength|buffer/i.test(String(err));
      throw new ZipEntryError(tooBig ? "ZIP_BOMB" : "DAMAGED", tooBig
        ? "the entry inflates to more than its directory declares (a zip bomb)"
        : `the entry cannot be inflated (${err instanceof Error ? err.message : String(err)})`);
    }
  }
  if (bytes.byteLength !== entry.uncompressedSize) {
    throw new ZipEntryError(bytes.byteLength > entry.uncompressedSize ? "ZIP_BOMB" : "DAMAGED", `the entry holds ${bytes.byteLength} bytes, not the ${entry.uncompressedSize} its directory declares`);
  }
  limits.budget?.take(bytes.byteLength);
  if (Bun.hash.crc32(bytes) >>> 0 !== entry.crc32 >>> 0) throw new ZipEntryError("DAMAGED", "the entry fails its CRC-32 check (damaged archive)");
  return bytes;
}

/** Re-chunks a byte stream into slices of at most `size` bytes. */
function sliceInto(size: number): TransformStream<Uint8Array, Uint8Array> {
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      for (let i = 0; i < chunk.byteLength; i += size) controller.enqueue(chunk.subarray(i, i + size));
    },
  });
}
