import { describe, expect, test } from "bun:test";
import { MultipartReader, multipartBoundary } from "../../src/shared/multipart";

const BOUNDARY = "----chemsafeBoundary7MA4YWxkTrZu0gW";
const enc = new TextEncoder();

/** A body with a text field and two files whose bytes look like the delimiter in many ways. */
function body(files: Uint8Array[]): Uint8Array {
  const parts: Uint8Array[] = [enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`)];
  files.forEach((f, i) => {
    parts.push(enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="f${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`));
    parts.push(f, enc.encode("\r\n"));
  });
  parts.push(enc.encode(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** Streams `bytes` in chunks whose sizes come from `sizes` (cycled). */
function chunked(bytes: Uint8Array, sizes: number[]): ReadableStream<Uint8Array> {
  let at = 0;
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      const n = sizes[i++ % sizes.length]!;
      controller.enqueue(bytes.slice(at, at + n));
      at += n;
    },
  });
}

async function readAll(stream: ReadableStream<Uint8Array>) {
  const reader = new MultipartReader(stream, BOUNDARY, { maxBytes: Number.MAX_SAFE_INTEGER });
  const out: { name: string; filename: string | null; bytes: Uint8Array }[] = [];
  for (let part = await reader.next(); part; part = await reader.next()) {
    const pieces: Uint8Array[] = [];
    for (let c = await reader.readChunk(); c; c = await reader.readChunk()) pieces.push(Buffer.from(c));
    out.push({ name: part.name, filename: part.filename, bytes: Buffer.concat(pieces) });
  }
  return out;
}

function trickyFile(seed: number, size: number): Uint8Array {
  // Random bytes, sprinkled with CRs, CRLF--, and prefixes of the real delimiter that stop short of it.
  const out = new Uint8Array(size);
  let x = seed;
  for (let i = 0; i < size; i++) out[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 24;
  const delim = enc.encode(`\r\n--${BOUNDARY}`);
  for (let at = 100; at + delim.length < size; at += 997) {
    const len = 1 + (at % (delim.length - 1));
    out.set(delim.subarray(0, len), at);
  }
  out[size - 1] = 0x0d; // a file that ends in CR: the delimiter follows right after it
  return out;
}

describe("MultipartReader", () => {
  test("the boundary is read from the content type, quoted or not", () => {
    expect(multipartBoundary(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(multipartBoundary(`multipart/form-data; boundary="${BOUNDARY}"`)).toBe(BOUNDARY);
    expect(multipartBoundary("application/json")).toBeNull();
  });

  const files = [trickyFile(1, 200_000), trickyFile(2, 70_001), trickyFile(3, 5)];
  const whole = body(files);
  const splits: [string, number[]][] = [
    ["one chunk", [whole.length]],
    ["1-byte chunks", [1]],
    ["chunks that split the delimiter", [7, 13, 40, 41, 3]],
    ["16 kB chunks", [16 * 1024]],
    ["uneven large chunks", [65_537, 100_003, 1]],
  ];
  for (const [label, sizes] of splits) {
    test(`files come out byte for byte with ${label}`, async () => {
      const parts = await readAll(chunked(whole, sizes));
      expect(parts.map((p) => [p.name, p.filename])).toEqual([["note", null], ["files", "f0.pdf"], ["files", "f1.pdf"], ["files", "f2.pdf"]]);
      expect(new TextDecoder().decode(parts[0]!.bytes)).toBe("hello");
      files.forEach((f, i) => expect(Buffer.compare(parts[i + 1]!.bytes, Buffer.from(f))).toBe(0));
    }, 30_000);
  }

  test("a delimiter split by a chunk boundary at every possible point is still found", async () => {
    const delimLength = `\r\n--${BOUNDARY}`.length;
    const head = body([]).length - `--${BOUNDARY}--\r\n`.length; // bytes before the first file part's headers
    const partHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="f0.pdf"\r\nContent-Type: application/pdf\r\n\r\n`.length;
    for (let cut = 1; cut < delimLength; cut++) {
      // The file ends so that its closing delimiter starts `cut` bytes before the end of the first 32 kB chunk.
      const file = trickyFile(cut, 32 * 1024 - head - partHead - cut);
      const parts = await readAll(chunked(body([file]), [32 * 1024]));
      expect(parts).toHaveLength(2);
      expect(Buffer.compare(parts[1]!.bytes, Buffer.from(file))).toBe(0);
    }
  });

  test("a body cut short is refused, not read as a shorter file", async () => {
    const cut = whole.subarray(0, whole.length - 200);
    await expect(readAll(chunked(cut, [4096]))).rejects.toThrow(/truncated/);
  });
});
