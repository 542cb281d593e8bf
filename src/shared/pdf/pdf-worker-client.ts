/**
 * Reads PDFs on one lazily started worker thread, one document at a time, with a hard time cap.
 *
 * pdf.js runs its parser on the thread that calls it (there is no separate pdf.js worker here), so a
 * document that loops would hold that thread forever: the only reliable cap is to terminate the thread.
 * On a time-out the worker is terminated and the next request starts a fresh one.
 */
import path from "node:path";
import { PdfReadError } from "./pdf-errors.ts";
import { DEFAULT_MAX_PAGES, DEFAULT_TIMEOUT_MS, type ExtractPdfTextOptions, type PdfText } from "./pdf-text.ts";
import type { PdfWorkerReply, PdfWorkerRequest } from "./pdf-worker-protocol.ts";

let worker: Worker | null = null;
let nextRequestId = 1;
/** Requests run one after another; this is the tail of that chain. */
let queueTail: Promise<unknown> = Promise.resolve();

/** Where the worker entry sits, relative to the folder of the main entry (src/cli.ts → src/). */
const WORKER_ENTRY_FROM_MAIN = "shared/pdf/pdf.worker-thread.ts";
let workerEntryOverride: string | null = null;

/** For builds whose main entry is not in src/: the worker entry's path inside the executable. */
export function setPdfWorkerEntry(pathOrUrl: string | null): void {
  workerEntryOverride = pathOrUrl;
}

/**
 * From source, the entry is the file beside this one. Inside a `bun build --compile` executable every bundled
 * module reports the main entry's URL (file:///$bunfs/root/<main>), and extra entrypoints are embedded at their
 * path relative to the common folder of all entrypoints, so `new URL("./pdf.worker-thread.ts", import.meta.url)`
 * points at a file that does not exist there; the path is taken from the main entry's folder instead.
 */
export function pdfWorkerEntry(): string {
  if (workerEntryOverride) return workerEntryOverride;
  const besideThisFile = new URL("./pdf.worker-thread.ts", import.meta.url).href;
  if (!import.meta.url.includes("/$bunfs/") && !import.meta.url.includes("/~BUN/")) return besideThisFile;
  return path.join(path.dirname(Bun.main), WORKER_ENTRY_FROM_MAIN);
}

function startWorker(): Worker {
  const started = new Worker(pdfWorkerEntry());
  started.unref();
  return started;
}

function stopWorker(): void {
  worker?.terminate();
  worker = null;
}

export function readPdfInWorker(bytes: Uint8Array, opts: ExtractPdfTextOptions = {}): Promise<PdfText> {
  const run = queueTail.then(() => readOne(bytes, opts));
  queueTail = run.catch(() => {});
  return run;
}

/** Terminates the worker thread (at shutdown, or in tests). A later read starts a new one. */
export function shutdownPdfWorker(): void {
  stopWorker();
}

function readOne(bytes: Uint8Array, opts: ExtractPdfTextOptions): Promise<PdfText> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxPages = opts.maxPages ?? DEFAULT_MAX_PAGES;
  worker ??= startWorker();
  const current = worker;
  const id = nextRequestId++;

  return new Promise<PdfText>((resolve, reject) => {
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      current.removeEventListener("message", onMessage);
      current.removeEventListener("error", onError);
      current.unref();
      outcome();
    };
    const onMessage = (event: MessageEvent<PdfWorkerReply>) => {
      const reply = event.data;
      if (reply.id !== id) return;
      finish(() => (reply.ok ? resolve(reply.text) : reject(new PdfReadError(reply.kind, reply.message))));
    };
    const onError = (event: ErrorEvent) => {
      stopWorker();
      finish(() => reject(new PdfReadError("broken", `the PDF reader thread failed: ${event.message}`)));
    };
    const timer = setTimeout(() => {
      stopWorker();
      finish(() => reject(new PdfReadError("timeout", `reading the PDF took longer than ${timeoutMs} ms`)));
    }, timeoutMs);

    current.addEventListener("message", onMessage);
    current.addEventListener("error", onError);
    // Keep the process alive only while a document is being read.
    current.ref();
    // A copy is transferred so the caller's bytes stay usable.
    const copy = bytes.slice();
    const request: PdfWorkerRequest = { id, bytes: copy, opts: { maxPages, timeoutMs } };
    current.postMessage(request, [copy.buffer]);
  });
}
