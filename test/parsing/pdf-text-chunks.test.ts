import { describe, expect, test } from "bun:test";
import { zlibSync } from "fflate";
import { loadPdfjs } from "../../src/shared/pdf/pdf-text.ts";
import { InThreadPort } from "../../src/shared/pdf/pdf-worker-port.ts";
import { pdfWithContent } from "../helpers/hostile-pdf.ts";

// How a page's text travels from pdf.js's worker code to the reader (session 18): the port hands a text chunk's items
// over without copying them (pdf-worker-port.ts). That rests on pdf.js never writing an item it has sent: checked here
// through the whole of pdf.js, on pages whose runs change font size, kerning gaps (pdf.js's added spaces), line ends,
// marked content and spacing operators every few runs, against a port that copies every message whole.

type WorkerModule = { WorkerMessageHandler: { initializeFromPort(port: unknown): void } };

/**
 * A port that keeps, for every chunk of text sent, a deep copy of its items taken when it was sent; with `copyWhole`,
 * every message is first copied whole (structuredClone), as pdf.js's own channel does.
 */
class RecordingPort extends InThreadPort {
  readonly sent: unknown[][] = [];
  constructor(private readonly copyWhole: boolean) {
    super();
  }
  override postMessage(message: unknown, transfer?: (ArrayBuffer | MessagePort)[] | null): void {
    const items = (message as { stream?: number; chunk?: { items?: unknown[] } }).chunk?.items;
    if ((message as { stream?: number }).stream === 4 && Array.isArray(items)) this.sent.push(structuredClone(items));
    super.postMessage(this.copyWhole && !transfer?.length ? structuredClone(message) : message, transfer);
  }
}

async function readPage(bytes: Uint8Array, copyWhole: boolean): Promise<{ items: unknown[]; sent: unknown[][] }> {
  const pdfjs = await loadPdfjs();
  const port = new RecordingPort(copyWhole);
  (globalThis as { pdfjsWorker?: WorkerModule }).pdfjsWorker!.WorkerMessageHandler.initializeFromPort(port);
  const worker = new pdfjs.PDFWorker({ port, verbosity: 0 } as unknown as ConstructorParameters<typeof pdfjs.PDFWorker>[0]);
  const task = pdfjs.getDocument({ worker, data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, textOnlyFonts: true, stopAtErrors: false, verbosity: 0 } as Parameters<typeof pdfjs.getDocument>[0]);
  try {
    const page = await (await task.promise).getPage(1);
    const reader = page.streamTextContent().getReader();
    const items: unknown[] = [];
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) items.push(...(chunk.value as { items: unknown[] }).items);
    return { items, sent: port.sent };
  } finally {
    await task.destroy().catch(() => {});
    worker.destroy();
    port.terminate();
  }
}

/** `runs` runs of text, the font size changing every third run (each change a point where pdf.js may send a chunk). */
function pageContent(runs: number, seed: number): string {
  const ops: string[] = ["BT /F1 10 Tf 40 760 Td 12 TL"];
  for (let i = 0; i < runs; i++) {
    const n = (i * 7919 + seed) % 97;
    if (i % 3 === 0) ops.push(`/F1 ${9 + (n % 4)} Tf`);
    if (n % 5 === 0) ops.push(`[(Ka) ${-200 - n * 20} (rn) 30 (ed ${i})] TJ`);
    else if (n % 7 === 0) ops.push(`T* (line ${i}) Tj`);
    else if (n % 11 === 0) ops.push(`/Span <</MCID ${i}>> BDC (tag ${i}) Tj EMC`);
    else if (n % 13 === 0) ops.push(`${n % 3} Tc ${n % 4} Tw (spaced ${i}) Tj 0 Tc 0 Tw`);
    else ops.push(`(run ${i}) Tj ${n % 2 ? "T*" : "4 0 Td"}`);
    if (i % 60 === 59) ops.push("ET BT 40 760 Td");
  }
  ops.push("ET");
  return ops.join("\n");
}

describe("text chunks from pdf.js's worker code", () => {
  test.each([
    [30, 1],
    [900, 2],
    [2_500, 3],
  ])("%i runs: items handed over are the items sent, and the same as when every message is copied", async (runs, seed) => {
    const bytes = pdfWithContent(zlibSync(new Uint8Array(Buffer.from(pageContent(runs, seed), "latin1"))));
    const handedOver = await readPage(bytes, false);
    const copied = await readPage(bytes, true);
    expect(handedOver.items.length).toBeGreaterThan(runs / 2);
    expect(handedOver.sent.length).toBeGreaterThan(runs >= 900 ? 20 : 0);
    // What the reader holds once the page is read is what pdf.js sent: no item was written after it was handed over.
    expect(handedOver.items).toEqual(handedOver.sent.flat());
    const text = (items: unknown[]) => JSON.stringify(items).replace(/_d\d+_/g, "_d_"); // the font ids name the document
    expect(text(handedOver.items)).toBe(text(copied.items));
  });
});
