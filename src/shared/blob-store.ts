import { mkdirSync, existsSync, rmSync, renameSync, readdirSync, statSync } from "node:fs";
import { open } from "node:fs/promises";
import { join } from "node:path";
import { errors } from "./errors";
import { DiskSpace } from "./disk-space";
import { isStorageError } from "./storage-errors";

/** The bucket name that the spec's `s3_bucket` column carries for the local blob store. */
export const LOCAL_BUCKET = "local";

/** A file written to the temp folder, hashed, fsynced, waiting to be committed or discarded. */
export interface StagedBlob {
  tmpPath: string;
  sha256: string;
  size: number;
  /** The first bytes of the content, for magic-number checks (PDF, ZIP). */
  head: Uint8Array;
}

const HEAD_BYTES = 16;
/** While a stream is written, the free space is checked again after every this many bytes. */
const SPACE_CHECK_BYTES = 1024 * 1024;
/**
 * While a large stream is written, the engine collects the chunks already written after every this many bytes: each
 * network chunk is garbage once written, and left to the collector's own pace a 450 MB upload took the server from
 * 135 to 208 MB (bench:ingest; the appliance's target is 200 MB).
 */
const COLLECT_EVERY_BYTES = 64 * 1024 * 1024;

/**
 * Content-addressed files under DATA_DIR/blobs by SHA-256. Writes go to DATA_DIR/tmp first, are
 * fsynced and then renamed into place, so a power loss never leaves a half-written blob under a
 * real name. Reading and writing stream; nothing holds a whole file in memory.
 */
export class BlobStore {
  readonly blobDir: string;
  readonly tmpDir: string;
  /** Fan-out folders known to exist, so a commit does not ask the file system every time. */
  private readonly knownDirs = new Set<string>();
  /** The free-space reserve of DATA_DIR's disk, checked before and while anything is staged. */
  readonly disk: DiskSpace;

  constructor(dataDir: string, opts: { reserveBytes?: number } = {}) {
    this.blobDir = join(dataDir, "blobs");
    this.tmpDir = join(dataDir, "tmp");
    this.disk = new DiskSpace(dataDir, opts.reserveBytes ?? 0);
    mkdirSync(this.blobDir, { recursive: true, mode: 0o700 });
    mkdirSync(this.tmpDir, { recursive: true, mode: 0o700 });
  }

  /** The key inside the `local` bucket: blobs/ab/cd/<sha256>. */
  keyOf(sha256: string): string {
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error(`not a sha256: ${sha256}`);
    return `blobs/${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
  }

  pathOf(sha256: string): string {
    return join(this.blobDir, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  }

  has(sha256: string): boolean {
    return existsSync(this.pathOf(sha256));
  }

  file(sha256: string) {
    return Bun.file(this.pathOf(sha256));
  }

  /** A fresh temp path in the store's temp folder (same file system, so rename is atomic). */
  tempPath(suffix = ""): string {
    return join(this.tmpDir, `${Bun.randomUUIDv7()}${suffix}`);
  }

  /**
   * Streams `source` to a temp file while hashing it. Over `maxBytes` → 413 and the temp file is
   * removed. An empty stream → 400. The disk under its free-space reserve, before or while writing
   * (or a write that finds it full) → 507 and the temp file is removed. The caller commits or discards the result.
   */
  async stage(source: ReadableStream<Uint8Array> | Blob, opts: { maxBytes: number; what?: string }): Promise<StagedBlob> {
    const stream = source instanceof Blob ? source.stream() : source;
    try {
      this.disk.ensure();
    } catch (err) {
      if (stream instanceof ReadableStream) await stream.cancel().catch(() => {});
      throw err;
    }
    const tmpPath = this.tempPath();
    const hasher = new Bun.CryptoHasher("sha256");
    const head = new Uint8Array(HEAD_BYTES);
    let headLen = 0;
    let size = 0;
    let checkedAt = 0;
    let collectedAt = 0;
    const fh = await open(tmpPath, "wx", 0o600);
    try {
      for await (const chunk of stream) {
        size += chunk.byteLength;
        if (size > opts.maxBytes) {
          throw errors.tooLarge(`${opts.what ?? "File"} is larger than the limit of ${opts.maxBytes} bytes`);
        }
        if (size - checkedAt >= SPACE_CHECK_BYTES) {
          this.disk.ensure();
          checkedAt = size;
        }
        if (size - collectedAt >= COLLECT_EVERY_BYTES) {
          Bun.gc(true);
          collectedAt = size;
        }
        if (headLen < HEAD_BYTES) {
          const take = chunk.subarray(0, HEAD_BYTES - headLen);
          head.set(take, headLen);
          headLen += take.byteLength;
        }
        hasher.update(chunk);
        let offset = 0;
        while (offset < chunk.byteLength) {
          const { bytesWritten } = await fh.write(chunk, offset, chunk.byteLength - offset);
          offset += bytesWritten;
        }
      }
      if (size === 0) throw errors.badRequest(`${opts.what ?? "File"} is empty`);
      await fh.sync();
    } catch (err) {
      await fh.close().catch(() => {});
      rmSync(tmpPath, { force: true });
      if (stream instanceof ReadableStream) await stream.cancel().catch(() => {});
      throw isStorageError(err) ? errors.insufficientStorage() : err;
    }
    await fh.close();
    return { tmpPath, sha256: hasher.digest("hex"), size, head: head.subarray(0, headLen) };
  }

  /** Moves a staged file to its content address. Idempotent: an existing blob is kept. */
  commit(staged: StagedBlob): { key: string; created: boolean } {
    const finalPath = this.pathOf(staged.sha256);
    if (existsSync(finalPath)) {
      rmSync(staged.tmpPath, { force: true });
      return { key: this.keyOf(staged.sha256), created: false };
    }
    const dir = join(this.blobDir, staged.sha256.slice(0, 2), staged.sha256.slice(2, 4));
    if (!this.knownDirs.has(dir)) {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      this.knownDirs.add(dir);
    }
    renameSync(staged.tmpPath, finalPath);
    return { key: this.keyOf(staged.sha256), created: true };
  }

  discard(staged: StagedBlob | null | undefined): void {
    if (staged) rmSync(staged.tmpPath, { force: true });
  }

  /** Stores bytes already in memory (small files: labels, reports). */
  async putBytes(bytes: Uint8Array, maxBytes = Number.MAX_SAFE_INTEGER): Promise<{ sha256: string; size: number; key: string }> {
    const staged = await this.stage(new Blob([bytes]), { maxBytes });
    const { key } = this.commit(staged);
    return { sha256: staged.sha256, size: staged.size, key };
  }

  /** Removes a blob that no row references any more (used by cleanup and by rollback paths). */
  remove(sha256: string): void {
    rmSync(this.pathOf(sha256), { force: true });
  }

  /** Temp files older than `olderThanMs` (left by a crash mid-upload); returns how many were removed. */
  sweepTemp(olderThanMs: number, now = Date.now()): number {
    let removed = 0;
    for (const name of readdirSync(this.tmpDir)) {
      const path = join(this.tmpDir, name);
      try {
        if (now - statSync(path).mtimeMs >= olderThanMs) {
          rmSync(path, { recursive: true, force: true });
          removed++;
        }
      } catch {
        // vanished in the meantime
      }
    }
    return removed;
  }

  /** Every stored blob with its modification time (a daily walk; memory holds one folder at a time). */
  *list(): Generator<{ sha256: string; mtimeMs: number }> {
    for (const a of readdirSync(this.blobDir)) {
      for (const b of readdirSync(join(this.blobDir, a))) {
        for (const name of readdirSync(join(this.blobDir, a, b))) {
          if (!/^[0-9a-f]{64}$/.test(name)) continue;
          try {
            yield { sha256: name, mtimeMs: statSync(join(this.blobDir, a, b, name)).mtimeMs };
          } catch {
            // removed in the meantime
          }
        }
      }
    }
  }

  /** Number of files in the temp folder (tests assert a refusal leaves none). */
  tempCount(): number {
    return readdirSync(this.tmpDir).length;
  }
}

/**
 * Empties DATA_DIR/tmp: what is there was left by uploads a stopped process never finished. Only
 * safe while holding the data folder's lock (no other process writes there); returns how many went.
 */
export function clearTempFolder(dataDir: string): number {
  const tmpDir = join(dataDir, "tmp");
  if (!existsSync(tmpDir)) return 0;
  const names = readdirSync(tmpDir);
  for (const name of names) rmSync(join(tmpDir, name), { recursive: true, force: true });
  return names.length;
}

export const PDF_MAGIC = "%PDF-";
export const isPdfHead = (head: Uint8Array): boolean => new TextDecoder().decode(head.subarray(0, 5)) === PDF_MAGIC;
export const isZipHead = (head: Uint8Array): boolean =>
  head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && (head[2] === 0x03 || head[2] === 0x05) && (head[3] === 0x04 || head[3] === 0x06);
