import { errors } from "./errors";

/**
 * HTTP Range requests on stored files (RFC 9110 §14). One range at most is ever served: a
 * multi-range request gets its first range that can be served (a server may serve fewer ranges
 * than asked, and multipart/byteranges buys a PDF viewer nothing). An invalid header (unknown
 * unit, bad syntax, last < first, an If-Range we cannot match) is ignored: the whole file, 200.
 * 416 only when the header is valid and none of its ranges overlaps the file.
 */
export type RangeChoice =
  | { kind: "whole" }
  | { kind: "part"; start: number; end: number }
  | { kind: "unsatisfiable" };

const SPEC = /^(\d*)-(\d*)$/;

export function chooseRange(header: string | null, size: number, opts: { ifRange?: string | null } = {}): RangeChoice {
  // We send no ETag or Last-Modified, so no If-Range validator can match: the Range is ignored.
  if (header === null || opts.ifRange) return { kind: "whole" };
  const eq = header.indexOf("=");
  if (eq < 0 || header.slice(0, eq).trim().toLowerCase() !== "bytes") return { kind: "whole" };
  const specs = header.slice(eq + 1).split(",").map((s) => s.trim()).filter((s) => s !== "");
  if (specs.length === 0) return { kind: "whole" };
  let first: { start: number; end: number } | null = null;
  for (const spec of specs) {
    const m = SPEC.exec(spec);
    if (!m || (m[1] === "" && m[2] === "")) return { kind: "whole" };
    // Digits past 2^53 lose precision, but only ever mean "past the end", which is all that matters.
    const a = m[1] === "" ? null : Number(m[1]);
    const b = m[2] === "" ? null : Number(m[2]);
    if (a !== null && b !== null && b < a) return { kind: "whole" };
    if (first) continue;
    if (a === null) {
      if (b! > 0 && size > 0) first = { start: Math.max(0, size - b!), end: size - 1 };
    } else if (a < size) {
      first = { start: a, end: Math.min(b ?? size - 1, size - 1) };
    }
  }
  return first ? { kind: "part", ...first } : { kind: "unsatisfiable" };
}

/**
 * A stored file as the answer to `request`, honouring its Range header as chooseRange decides.
 * `headers` are the download's own (type, disposition, ...). Throws a 416 AppError when unsatisfiable.
 */
export function fileResponse(file: Blob, request: Request, headers: Record<string, string>): Response {
  const size = file.size;
  const range = request.headers.get("range");
  const choice = chooseRange(range, size, { ifRange: request.headers.get("if-range") });
  const base = { ...headers, "Accept-Ranges": "bytes" };
  if (choice.kind === "unsatisfiable") throw errors.rangeNotSatisfiable(size);
  if (choice.kind === "part") {
    const { start, end } = choice;
    return new Response(file.slice(start, end + 1), {
      status: 206, headers: { ...base, "Content-Range": `bytes ${start}-${end}/${size}`, "Content-Length": String(end - start + 1) },
    });
  }
  // Bun.serve applies a request's Range to a file body on its own (and answers a bare 416); a Range
  // we chose to ignore must not be applied behind our back, so the file goes out as a plain stream.
  const body = range === null ? file : opaqueStream(file);
  return new Response(body, { status: 200, headers: { ...base, "Content-Length": String(size) } });
}

function opaqueStream(file: Blob): ReadableStream<Uint8Array> {
  const reader = file.stream().getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
