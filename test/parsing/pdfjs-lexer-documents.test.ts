import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { zlibSync } from "fflate";
import { loadPdfjs } from "../../src/shared/pdf/pdf-text.ts";
import { InThreadPort } from "../../src/shared/pdf/pdf-worker-port.ts";
import { LEXER_EDITS } from "../../scripts/patch-pdfjs-lexer.mjs";
import { pdfWithContent } from "../helpers/hostile-pdf.ts";
import { WORKER_TEXT } from "../helpers/pdfjs-lexer.ts";

// The lexer patch through the whole of pdf.js: the same page content read by the installed worker module and by the
// same module with the lexer edits undone gives the same operator list and text content, on content streams with
// malformed tokens, inline images and broken syntax.

type WorkerModule = { WorkerMessageHandler: { initializeFromPort(port: unknown): void } };

const dir = mkdtempSync(join(tmpdir(), "pdfjs-lexer-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The installed worker module, and the same text with the lexer edits undone (importing it sets pdf.js's global). */
async function workers(): Promise<{ installed: WorkerModule; unpatched: WorkerModule }> {
  await loadPdfjs();
  const globals = globalThis as { pdfjsWorker?: WorkerModule };
  const installed = globals.pdfjsWorker!;
  let text = WORKER_TEXT;
  for (const { anchor, replacement } of LEXER_EDITS) {
    if (text.split(replacement).length !== 2) throw new Error("the installed worker does not carry the lexer patch");
    text = text.replace(replacement, () => anchor);
  }
  const file = join(dir, "pdf.worker.unpatched.mjs");
  writeFileSync(file, text);
  const unpatched = (await import(file)) as WorkerModule;
  globals.pdfjsWorker = installed; // pdf.worker.mjs sets globalThis.pdfjsWorker when it loads
  expect(unpatched.WorkerMessageHandler).not.toBe(installed.WorkerMessageHandler);
  return { installed, unpatched };
}
const loaded = workers();

async function read(worker: WorkerModule, bytes: Uint8Array): Promise<string> {
  const pdfjs = await loadPdfjs();
  const port = new InThreadPort();
  worker.WorkerMessageHandler.initializeFromPort(port);
  const pdfWorker = new pdfjs.PDFWorker({ port, verbosity: 0 } as unknown as ConstructorParameters<typeof pdfjs.PDFWorker>[0]);
  const task = pdfjs.getDocument({ worker: pdfWorker, data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, textOnlyFonts: true, stopAtErrors: false, verbosity: 0 } as Parameters<typeof pdfjs.getDocument>[0]);
  try {
    const page = await (await task.promise).getPage(1);
    const content = await page.getTextContent();
    const operators = await page.getOperatorList();
    const reading = { items: content.items, fnArray: operators.fnArray, argsArray: operators.argsArray };
    return JSON.stringify(reading, (_key, value) => (ArrayBuffer.isView(value) ? Array.from(value as Uint8Array) : value)).replace(/_d\d+_/g, "_d_");
  } catch (error) {
    return `threw ${(error as Error).message}`;
  } finally {
    await task.destroy().catch(() => {});
    pdfWorker.destroy();
    port.terminate();
  }
}

const CONTENTS = [
  "BT /F1 12 Tf 72 700 Td (Hello, world) Tj 0 -14 Td [(Kern) -250 (ed)] TJ T* (next) ' 1 2 (q) \" ET",
  "BT /F1 12 Tf --72 1.2.3 Td (a) Tj -.5 +.5 Td (b) Tj 5-3 0 Td (c) Tj -\n7 0 Td (d) Tj 1..2 0 Td (e) Tj ET",
  "BT /F1 12 Tf 72 700 Td (esc\\)aped \\(paren\\) \\101\\102 \\\n joined (nested) end) Tj (\\n\\t) Tj ET",
  "BT /F#31 12 Tf /F1#20x 9 Tf /F1 12 Tf 72 700 Td <48656c6c6f> Tj <4x8 65> Tj ET",
  "q 1 0 0 1 10 10 cm BI /W 2 /H 2 /BPC 8 /CS /G ID \u0000\u0001\u0002\u0003 EI Q BT /F1 12 Tf 72 700 Td (after image) Tj ET",
  "BT /F1 12 Tf 72 700 Td (a) Tj ) ( unterminated",
  "BT /F1 12 Tf 72 700 Td (a) Tj xyz 1 2 3 4 5 6 7 8 foo Tfx TJTJ (b) Tj fals true null 1 2 re f* B*x % comment\n (c) Tj ET",
  `BT /F1 12 Tf 72 700 Td /${"n".repeat(130)} 1 Tf (long name) Tj ${"x".repeat(140)} (d) Tj ET`,
  "/P <</MCID 0>> BDC BT /F1 12 Tf 72 700 Td (tagged) Tj ET EMC 0 0 m 10 10 l 20 20 30 30 40 40 c h S",
];

describe("pdf.js with the lexer patch, whole documents", () => {
  test.each(CONTENTS.map((c) => [JSON.stringify(c).slice(0, 70), c]))("%s: same operators and text as pdf.js's own lexer", async (_name, content) => {
    const bytes = pdfWithContent(zlibSync(new Uint8Array(Buffer.from(content, "latin1"))));
    const { installed, unpatched } = await loaded;
    const patched = await read(installed, bytes);
    expect(patched).toBe(await read(unpatched, bytes));
    expect(patched).not.toStartWith("threw");
  });
});
