import { describe, expect, test } from "bun:test";
import { zlibSync } from "fflate";
import { loadPdfjs } from "../../src/shared/pdf/pdf-text.ts";
import { InThreadPort } from "../../src/shared/pdf/pdf-worker-port.ts";
import { pdfWithContent } from "../helpers/hostile-pdf.ts";

// How a page's text travels from pdf.js's worker code to the reader (session 18): in chunks of up to 1,000 items for a
// document opened for text (the pdf.js patch, version 3), whose items the port hands over without copying them
// (pdf-worker-port.ts). Both rest on pdf.js never writing an item it has sent, and on the items not depending on
// where a chunk ends: checked here on pages whose runs change font size, kerning gaps (pdf.js's added spaces), line
// ends, marked content and spacing operators every few runs.

type WorkerModule = { WorkerMessageHandler: { initializeFromPort(port: unknown): void } };

/** A port that keeps, for every chunk of text sent, a deep copy of its items taken when it was sent. */
class RecordingPort extends InThreadPort {
  readonly sent: unknown[][] = [];
  override postMessage(message: unknown, transfer?: (ArrayBuffer | MessagePort)[] | null): void {
    const items = (message as { stream?: number; chunk?: { items?: unknown[] } }).chunk?.items;
    if ((message as { stream?: number }).stream === 4 && Array.isArray(items)) this.sent.push(structuredClone(items));
    super.postMessage(message, transfer);
  }
}

async function readPage(bytes: Uint8Array, textOnlyFonts: boolean): Promise<{ items: unknown[]; sent: unknown[][] }> {
  const pdfjs = await loadPdfjs();
  const port = new RecordingPort();
  (globalThis as { pdfjsWorker?: WorkerModule }).pdfjsWorker!.WorkerMessageHandler.initializeFromPort(port);
  const worker = new pdfjs.PDFWorker({ port, verbosity: 0 } as unknown as ConstructorParameters<typeof pdfjs.PDFWorker>[0]);
  const task = pdfjs.getDocument({ worker, data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, textOnlyFonts, stopAtErrors: false, verbosity: 0 } as Parameters<typeof pdfjs.getDocument>[0]);
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
  ])("%i runs: the same items in far fewer chunks for text, and no item written after it was sent", async (runs, seed) => {
    const bytes = pdfWithContent(zlibSync(new Uint8Array(Buffer.from(pageContent(runs, seed), "latin1"))));
    const forText = await readPage(bytes, true);
    const asPdfjs = await readPage(bytes, false);
    expect(forText.items.length).toBeGreaterThan(runs / 2);
    const text = (items: unknown[]) => JSON.stringify(items).replace(/_d\d+_/g, "_d_"); // the font ids name the document
    expect(text(forText.items)).toBe(text(asPdfjs.items));
    // What the reader holds once the page is read is what pdf.js sent: the items handed over were not written later.
    expect(forText.items).toEqual(forText.sent.flat());
    expect(asPdfjs.items).toEqual(asPdfjs.sent.flat());
    if (runs >= 900) expect(forText.sent.length * 10).toBeLessThan(asPdfjs.sent.length);
  });
});
