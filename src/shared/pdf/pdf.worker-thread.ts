/**
 * Entry of the Bun worker thread that reads PDFs, so a slow or hostile document never blocks the HTTP thread.
 * Started by pdf-worker-client.ts; the build passes this file to `bun build --compile` as an extra entrypoint.
 */
import { extractPdfText } from "./pdf-text.ts";
import { PdfReadError } from "./pdf-errors.ts";
import type { PdfWorkerReply, PdfWorkerRequest } from "./pdf-worker-protocol.ts";

declare const self: Worker;

self.onmessage = async (event: MessageEvent<PdfWorkerRequest>) => {
  const { id, bytes, opts } = event.data;
  let reply: PdfWorkerReply;
  try {
    const text = await extractPdfText(bytes, opts);
    reply = { id, ok: true, text };
  } catch (error) {
    const kind = error instanceof PdfReadError ? error.kind : "broken";
    const message = error instanceof Error ? error.message : String(error);
    reply = { id, ok: false, kind, message };
  }
  self.postMessage(reply);
};
