/**
 * A PDF reader process: reads one document (or, for OCR, one page of one) at a time, named by path in a JSON line on stdin, and answers a
 * JSON line on stdout. Started by pdf-reader-pool.ts under a kernel memory ceiling; whatever a document does
 * to this process (exhausting memory, looping, crashing pdf.js), the server only loses this process.
 *
 * After any failure it exits once the reply is written: pdf.js may still be busy with a cancelled page, and a
 * fresh process is cheaper than trusting what a hostile document left behind. It exits when stdin closes, so
 * it never outlives the server.
 */
import { extractPdfText } from "./pdf-text.ts";
import { ocrPdfPage } from "../ocr/ocr-page.ts";
import { PdfReadError } from "./pdf-errors.ts";
import type { ParseRequest, PdfReaderReply, PdfReaderRequest } from "./pdf-reader-protocol.ts";
import type { PdfText } from "./pdf-text.ts";

/** What parses a text the reader read (given by the process's entry point: the parser lives outside src/shared). */
export type ReaderParser = (text: PdfText, request: ParseRequest) => unknown;

/**
 * `loadParser`: loads the parser for requests that ask for a parse, on the first such request (a reader started for
 * OCR never loads it).
 */
export async function runPdfReaderProcess(loadParser?: () => Promise<ReaderParser>): Promise<never> {
  let parser: ReaderParser | undefined;
  const parse = async (text: PdfText, request: ParseRequest) => {
    if (!loadParser) throw new Error("this reader cannot parse");
    parser ??= await loadParser();
    return parser(text, request);
  };
  const decoder = new TextDecoder();
  let buffered = "";
  for await (const chunk of Bun.stdin.stream()) {
    buffered += decoder.decode(chunk, { stream: true });
    for (let newline = buffered.indexOf("\n"); newline >= 0; newline = buffered.indexOf("\n")) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      const reply = await answer(line, parse);
      await writeLine(JSON.stringify(reply));
      if (!reply.ok) process.exit(0);
    }
  }
  process.exit(0);
}

async function answer(line: string, parse: (text: PdfText, request: ParseRequest) => Promise<unknown>): Promise<PdfReaderReply> {
  let request: PdfReaderRequest;
  try {
    request = JSON.parse(line) as PdfReaderRequest;
  } catch {
    return { id: -1, ok: false, kind: "broken", message: "the reader received a request it cannot read" };
  }
  try {
    const bytes = new Uint8Array(await Bun.file(request.path).arrayBuffer());
    if (request.ocr) {
      const ocr = await ocrPdfPage(bytes, { ...request.ocr, maxPages: request.opts.maxPages ?? 200, maxDecodedBytes: request.opts.maxDecodedBytes });
      return { id: request.id, ok: true, ocr };
    }
    const text = await extractPdfText(bytes, request.opts);
    if (!request.parse) return { id: request.id, ok: true, text };
    const started = performance.now();
    const parsed = await parse(text, request.parse);
    return { id: request.id, ok: true, text, parsed, parseMs: performance.now() - started };
  } catch (error) {
    const kind = error instanceof PdfReadError ? error.kind : "broken";
    const message = error instanceof Error ? error.message : String(error);
    return { id: request.id, ok: false, kind, message };
  }
}

async function writeLine(line: string): Promise<void> {
  await new Promise<void>((resolve, reject) => process.stdout.write(`${line}\n`, (err) => (err ? reject(err) : resolve())));
}

