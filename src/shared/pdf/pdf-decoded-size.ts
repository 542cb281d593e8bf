/**
 * How many bytes a PDF's compressed streams expand to, counted before pdf.js reads the document.
 *
 * pdf.js inflates a content stream whole into memory, so a 1 MB file whose page content inflates to 1 GiB
 * costs gigabytes. Here every Flate stream (also inside a chain of filters) is inflated in small slices and
 * only counted, in chunks; the count stops as soon as the budget is passed, so the check costs at most the
 * budget in time (~1 ms per MB) and a few megabytes of memory. Most streams are small: one Flate filter whose
 * content fits in SYNC_INFLATE_MAX is inflated in one call (a fifth of the streamed way's cost, which is mostly
 * setting up a zlib stream per PDF stream); anything larger or damaged is counted the streamed way. Streams that cannot be inflated (damaged, encrypted) are left to
 * pdf.js, whose process has a hard memory ceiling (pdf-reader-pool.ts) for whatever this misses.
 *
 * exceedsDecodedSize gives the same verdict with less inflating: deflate data cannot expand more than
 * MAX_DEFLATE_RATIO-fold, so streams whose bound still fits the budget are counted at that bound first, and
 * inflated only when the bound and the rest's true count together pass the budget.
 */
import { constants, createInflate, createInflateRaw, inflateRawSync } from "node:zlib";

const STREAM = Buffer.from("stream");
const END_STREAM = Buffer.from("endstream");
/** How far back from `stream` the stream's dictionary is looked for. */
const DICT_LOOKBACK = 4096;

export interface DecodedSize {
  /** Bytes counted (at most a little past the budget when `over`). */
  bytes: number;
  over: boolean;
}

export async function measureDecodedSize(pdf: Uint8Array, budget: number): Promise<DecodedSize> {
  let total = 0;
  for (const stream of flateStreams(pdf)) {
    total += await decodedSizeOf(stream, budget - total + 1);
    if (total > budget) return { bytes: total, over: true };
  }
  return { bytes: total, over: false };
}

/**
 * Deflate data expands at most 1032-fold (a 258-byte match coded in two bits), so a one-Flate stream of n
 * bytes yields at most n × 1032 however it is made or damaged.
 */
const MAX_DEFLATE_RATIO = 1032;
/** The share of the budget that bounds may take before the remaining streams are inflated. */
const BOUND_SHARE = 0.9;

/**
 * Whether the streams expand past `budget`: the same verdict as measureDecodedSize, with less inflating. A
 * one-Flate stream whose bound fits what is left of BOUND_SHARE of the budget counts at its bound; the others
 * are inflated and counted. When the count and the bounds together still pass the budget, the bounded streams
 * are inflated too and the verdict is the true count's.
 */
export async function exceedsDecodedSize(pdf: Uint8Array, budget: number): Promise<boolean> {
  const bounded: FlateStream[] = [];
  let bounds = 0;
  let total = 0;
  for (const stream of flateStreams(pdf)) {
    const bound = stream.stages === 1 ? stream.body.length * MAX_DEFLATE_RATIO : Number.POSITIVE_INFINITY;
    if (bounds + bound <= budget * BOUND_SHARE) {
      bounded.push(stream);
      bounds += bound;
      continue;
    }
    total += await decodedSizeOf(stream, budget - total + 1);
    if (total > budget) return true;
  }
  if (total + bounds <= budget) return false;
  for (const stream of bounded) {
    total += await decodedSizeOf(stream, budget - total + 1);
    if (total > budget) return true;
  }
  return false;
}

type FlateStream = { body: Uint8Array; stages: number };

/** The data of every stream under at least one Flate filter that is not an image, in file order. */
function* flateStreams(pdf: Uint8Array): Generator<FlateStream> {
  const data = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  let from = 0;
  while (from < data.length) {
    const at = data.indexOf(STREAM, from);
    if (at < 0) break;
    from = at + STREAM.length;
    if (at >= 3 && data.subarray(at - 3, at).toString("latin1") === "end") continue; // "endstream"
    const start = streamDataStart(data, from);
    if (start < 0) continue;
    const dictionary = dictionaryBefore(data, at);
    const stages = isImage(dictionary) ? 0 : flateStagesOf(dictionary);
    if (stages === 0) continue;
    const end = data.indexOf(END_STREAM, start);
    const stop = end < 0 ? data.length : end;
    yield { body: data.subarray(start, stop), stages };
    from = stop;
  }
}

/** What a stream inflates to, counted up to `limit` bytes. */
async function decodedSizeOf(stream: FlateStream, limit: number): Promise<number> {
  return (stream.stages === 1 ? inflatedSizeAtOnce(stream.body, limit) : null) ?? (await inflatedSize(stream.body, stream.stages, limit));
}

/** The keyword `stream` is followed by CRLF or LF (a lone CR is tolerated, as readers do). */
function streamDataStart(data: Buffer, afterKeyword: number): number {
  if (data[afterKeyword] === 0x0d) return data[afterKeyword + 1] === 0x0a ? afterKeyword + 2 : afterKeyword + 1;
  if (data[afterKeyword] === 0x0a) return afterKeyword + 1;
  return -1;
}

function dictionaryBefore(data: Buffer, streamAt: number): string {
  const text = data.subarray(Math.max(0, streamAt - DICT_LOOKBACK), streamAt).toString("latin1");
  const open = text.lastIndexOf(" obj");
  return open >= 0 ? text.slice(open) : text;
}

/**
 * Images are not decoded to read text, so they do not count (a scan's pages would otherwise pass the budget).
 * A content stream that claims to be an image to slip past this count is still decoded by pdf.js, under the
 * reader's memory ceiling and time cap.
 */
function isImage(dictionary: string): boolean {
  return /\/Subtype\s*\/Image\b/.test(dictionary);
}

/** How many Flate filters the dictionary applies (`/Filter /FlateDecode` or an array with several). */
export function flateStagesOf(dictionary: string): number {
  const filter = dictionary.match(/\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/);
  if (!filter) return 0;
  return (filter[1]!.match(/\/(FlateDecode|Fl)\b/g) ?? []).length;
}

/** What one call may inflate into memory before the stream is counted the streamed way instead. */
const SYNC_INFLATE_MAX = 4 * 1024 * 1024;
const SYNC_OPTIONS = { finishFlush: constants.Z_SYNC_FLUSH };

/**
 * The inflated size of a one-Flate stream in one call (same reading as inflatedSize: raw past the zlib header,
 * a stream that stops short yields what it has), or null when it is larger than SYNC_INFLATE_MAX or the `limit`
 * or not valid deflate data: inflatedSize then counts it in chunks, and what a damaged stream yields before
 * its error.
 */
function inflatedSizeAtOnce(input: Uint8Array, limit: number): number | null {
  try {
    return inflateRawSync(zlibBody(input), { ...SYNC_OPTIONS, maxOutputLength: Math.min(limit, SYNC_INFLATE_MAX) }).length;
  } catch {
    return null;
  }
}

/**
 * Inflates `input` through `stages` zlib decoders in sequence (native zlib, streamed in 64 KB chunks) and
 * counts what the last one yields, stopping at `limit` bytes. Data that is not valid zlib counts what it
 * yielded before the error: pdf.js gets no more out of it either.
 */
function inflatedSize(input: Uint8Array, stages: number, limit: number): Promise<number> {
  return new Promise((resolve) => {
    // The stream itself is inflated raw past its two-byte zlib header, flushing what it has at the end: PDF
    // writers get the checksum wrong often enough (pdf.js ignores it), and a stream that stops short still
    // yields its bytes. Inner stages of a chain are zlib data made by the same writer: zlib reads their header.
    const options = { chunkSize: 64 * 1024, finishFlush: constants.Z_SYNC_FLUSH };
    const chain = Array.from({ length: stages }, (_, i) => (i === 0 ? createInflateRaw(options) : createInflate(options)));
    let counted = 0;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      for (const stage of chain) stage.destroy();
      resolve(counted);
    };
    for (let i = 0; i < chain.length; i++) {
      chain[i]!.on("error", finish);
      if (i + 1 < chain.length) chain[i]!.pipe(chain[i + 1]!);
    }
    const last = chain[chain.length - 1]!;
    last.on("data", (chunk: Buffer) => {
      counted += chunk.length;
      if (counted >= limit) finish();
    });
    last.on("end", finish);
    chain[0]!.end(zlibBody(input));
  });
}

/** The deflate data of a zlib stream: after the header (and a preset dictionary's id, which PDFs never use). */
function zlibBody(input: Uint8Array): Uint8Array {
  if (input.length < 2 || ((input[0]! << 8) | input[1]!) % 31 !== 0) return input; // not zlib: inflate will say
  return input.subarray(input[1]! & 0x20 ? 6 : 2);
}
