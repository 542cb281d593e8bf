import { errors } from "./errors";

/**
 * A streaming reader of `multipart/form-data` bodies (RFC 7578). Elysia parses multipart into
 * memory; a 500 MB ZIP or 25 PDFs must not be held whole, so upload routes read `request.body`
 * themselves: `next()` yields each part's headers, and the part's bytes are then read as a stream
 * (`partStream()`), as text (`partText()`), or skipped (`next()` drains what was not read).
 * Memory stays at one network chunk plus the boundary.
 */
export interface PartInfo {
  name: string;
  /** Present for file parts. */
  filename: string | null;
  contentType: string | null;
}

const CRLF = Buffer.from("\r\n");
const MAX_HEADER_BYTES = 16 * 1024;

/** The boundary of a multipart/form-data content type, or null when the type is something else. */
export function multipartBoundary(contentType: string | null): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType.trim())) return null;
  const m = contentType.match(/;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i);
  const boundary = m?.[1] ?? m?.[2] ?? null;
  return boundary && boundary.length <= 200 ? boundary : null;
}

export class MultipartReader {
  private readonly source: { read(): Promise<{ done: boolean; value?: Uint8Array }>; cancel(): Promise<void> };
  /** "\r\n--boundary": the body is read as if it started with CRLF, so every delimiter looks alike. */
  private readonly delimiter: Buffer;
  private buf: Buffer = CRLF;
  private ended = false;
  private finished = false;
  /** True while the current part's bytes have not all been read. */
  private inPart = false;

  /** Bytes of the body read so far; past `maxBytes` the body is refused (413), whatever part it is in. */
  private total = 0;

  constructor(body: ReadableStream<Uint8Array>, boundary: string, private readonly opts: { maxBytes: number }) {
    this.source = body.getReader();
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  private async fill(): Promise<boolean> {
    if (this.ended) return false;
    const { value, done } = await this.source.read();
    if (done || !value) {
      this.ended = true;
      return false;
    }
    this.total += value.byteLength;
    if (this.total > this.opts.maxBytes) throw errors.tooLarge(`Request bodies are limited to ${this.opts.maxBytes} bytes`);
    this.buf = this.buf.length === 0 ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : Buffer.concat([this.buf, value]);
    return true;
  }

  /** The next part's headers, or null after the closing delimiter. */
  async next(): Promise<PartInfo | null> {
    if (this.inPart) await this.drainPart();
    if (this.finished) return null;
    // Find the delimiter that opens the next part (the preamble before the first one is ignored).
    let at: number;
    while ((at = this.buf.indexOf(this.delimiter)) < 0) {
      if (this.buf.length > this.delimiter.length) this.buf = this.buf.subarray(this.buf.length - this.delimiter.length);
      if (!(await this.fill())) throw errors.badRequest("The multipart body ended before its first part");
    }
    this.buf = this.buf.subarray(at + this.delimiter.length);
    while (this.buf.length < 2) if (!(await this.fill())) throw errors.badRequest("The multipart body is truncated");
    if (this.buf[0] === 0x2d && this.buf[1] === 0x2d) {
      this.finished = true;
      return null;
    }
    let end: number;
    while ((end = this.buf.indexOf("\r\n\r\n")) < 0) {
      if (this.buf.length > MAX_HEADER_BYTES) throw errors.badRequest("A multipart part has oversized headers");
      if (!(await this.fill())) throw errors.badRequest("The multipart body is truncated");
    }
    const headerText = this.buf.subarray(0, end).toString("utf8");
    this.buf = this.buf.subarray(end + 4);
    this.inPart = true;
    return parsePartHeaders(headerText);
  }

  /** The next slice of the current part, or null at its end. */
  async readChunk(): Promise<Uint8Array | null> {
    if (!this.inPart) return null;
    for (;;) {
      const at = this.buf.indexOf(this.delimiter);
      if (at >= 0) {
        const chunk = this.buf.subarray(0, at);
        // Keep the delimiter: next() consumes it.
        this.buf = this.buf.subarray(at);
        this.inPart = false;
        return chunk.length > 0 ? chunk : null;
      }
      // Everything except a possible partial delimiter at the end is part data. Keeping back only a
      // real delimiter prefix (not a fixed tail) leaves nothing over in almost every chunk, so the
      // next chunk is taken as it comes instead of being copied onto the rest of this one.
      const safe = this.buf.length - this.partialDelimiterAtEnd();
      if (safe >= 16 * 1024 || (safe > 0 && this.ended)) {
        const chunk = this.buf.subarray(0, safe);
        this.buf = this.buf.subarray(safe);
        return chunk;
      }
      if (!(await this.fill())) {
        if (safe > 0) continue;
        throw errors.badRequest("The multipart body is truncated");
      }
    }
  }

  /** Length of the longest suffix of the buffer that is a proper prefix of the delimiter (0 when none). */
  private partialDelimiterAtEnd(): number {
    const buf = this.buf;
    const max = Math.min(this.delimiter.length - 1, buf.length);
    for (let len = max; len > 0; len--) {
      const start = buf.length - len;
      if (buf[start] !== 0x0d) continue; // every delimiter starts with CR
      if (buf.compare(this.delimiter, 0, len, start, buf.length) === 0) return len;
    }
    return 0;
  }

  /** The current part as a stream (for BlobStore.stage). Cancelling it leaves the reader usable. */
  partStream(): ReadableStream<Uint8Array> {
    return new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        const chunk = await this.readChunk();
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    }, { highWaterMark: 0 });
  }

  /** The current part as text; over `maxBytes` → 413. */
  async partText(maxBytes: number): Promise<string> {
    const parts: Uint8Array[] = [];
    let size = 0;
    for (let c = await this.readChunk(); c; c = await this.readChunk()) {
      size += c.byteLength;
      if (size > maxBytes) throw errors.tooLarge(`A form field is longer than ${maxBytes} bytes`);
      parts.push(Buffer.from(c));
    }
    return Buffer.concat(parts).toString("utf8");
  }

  /** Skips the rest of the current part. */
  async drainPart(): Promise<void> {
    while (await this.readChunk());
  }

  /** Stops reading the body (after a refusal). */
  async cancel(): Promise<void> {
    await this.source.cancel().catch(() => {});
  }
}

function parsePartHeaders(text: string): PartInfo {
  let disposition = "";
  let contentType: string | null = null;
  for (const line of text.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === "content-disposition") disposition = value;
    else if (key === "content-type") contentType = value;
  }
  if (!/^form-data\b/i.test(disposition)) throw errors.badRequest("A multipart part has no form-data Content-Disposition");
  const name = dispositionParam(disposition, "name");
  if (name === null) throw errors.badRequest("A multipart part has no field name");
  const starred = disposition.match(/;\s*filename\*=(?:UTF-8|utf-8)''([^;]+)/);
  let filename = dispositionParam(disposition, "filename");
  if (starred) {
    try {
      filename = decodeURIComponent(starred[1]!.trim());
    } catch {
      // keep the plain filename
    }
  }
  return { name, filename, contentType };
}

function dispositionParam(header: string, key: string): string | null {
  const re = new RegExp(`;\\s*${key}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;]*))`, "i");
  const m = header.match(re);
  if (!m) return null;
  const raw = m[1] !== undefined ? m[1].replace(/\\(.)/g, "$1") : m[2]!.trim();
  // Browsers percent-encode the quote and line breaks inside quoted names.
  return raw.replace(/%22/g, '"').replace(/%0D/gi, "\r").replace(/%0A/gi, "\n");
}
