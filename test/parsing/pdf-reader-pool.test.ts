import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { getPriority, tmpdir } from "node:os";
import { join } from "node:path";
import { PdfReadError } from "../../src/shared/pdf/pdf-errors";
import { PdfReaderPool, type PdfReaderLimits } from "../../src/shared/pdf/pdf-reader-pool";
import { disguisedInflateBombPdf, inflateBombPdf, textBombPdf } from "../helpers/hostile-pdf";
import { makePdf } from "../helpers/pdf-fixtures";

const MB = 1024 * 1024;
const quiet = { warn() {}, debug() {} };
const limits = (over: Partial<PdfReaderLimits> = {}): PdfReaderLimits => ({
  readers: 1, memoryBytes: 768 * MB, maxPages: 200, timeoutMs: 30_000, maxDecodedBytes: 100 * MB, maxTextChars: 1_000_000, ...over,
});

let dir: string;
const file = (name: string, bytes: Uint8Array) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};
const pools: PdfReaderPool[] = [];
const poolWith = (over: Partial<PdfReaderLimits> = {}) => {
  const pool = new PdfReaderPool(limits(over), quiet);
  pools.push(pool);
  return pool;
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "chemsafe-pdf-pool-"));
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.stop()));
  rmSync(dir, { recursive: true, force: true });
});

describe("PDF reader processes", () => {
  test("a document is read in a separate process, and the process is kept for the next one", async () => {
    const pool = poolWith();
    const first = await pool.read({ path: file("a.pdf", makePdf(["Revision Date 29-Jan-2018"])) });
    expect(first.pages[0]!.lines[0]!.text).toBe("Revision Date 29-Jan-2018");
    const [pid] = pool.readerPids();
    expect(pid).not.toBe(process.pid);
    await pool.read({ path: file("b.pdf", makePdf(["Second"])) });
    expect(pool.readerPids()).toEqual([pid!]);
  });

  test("errors cross the process boundary with their kind, and the next document gets a fresh reader", async () => {
    const pool = poolWith();
    const error = await pool.read({ path: file("broken.pdf", new TextEncoder().encode("%PDF-1.4\nnot really a pdf")) }).catch((e) => e);
    expect(error).toBeInstanceOf(PdfReadError);
    expect(error.kind).toBe("broken");
    const text = await pool.read({ path: file("after.pdf", makePdf(["After the failure"])) });
    expect(text.pages[0]!.lines[0]!.text).toBe("After the failure");
  });

  test("a content bomb leaves the server's memory where it was (the reader refuses it)", async () => {
    const pool = poolWith({ maxDecodedBytes: 100 * MB });
    const path = file("bomb.pdf", await inflateBombPdf(512));
    Bun.gc(true);
    const before = process.memoryUsage.rss();
    const error = await pool.read({ path }).catch((e) => e);
    expect(error.message).toBe("the PDF expands to more than 100 MB of content; it was not read");
    // In-process (today's worker thread) this document costs the server more than 1 GB.
    expect(process.memoryUsage.rss() - before).toBeLessThan(64 * MB);
  });

  test("a bomb disguised past the content count is stopped by the reader's memory ceiling", async () => {
    const pool = poolWith({ memoryBytes: 256 * MB });
    const error = await pool.read({ path: file("disguised.pdf", await disguisedInflateBombPdf(1024)) }).catch((e) => e);
    expect(error).toBeInstanceOf(PdfReadError);
    expect(error.kind).toBe("out_of_memory");
    expect(error.message).toBe("reading the PDF needed more than 256 MB of memory; it was not read");
    const text = await pool.read({ path: file("next.pdf", makePdf(["Next document"])) });
    expect(text.pages[0]!.lines[0]!.text).toBe("Next document");
  });

  test("a reader past its time cap is killed and the document fails as a time-out", async () => {
    const pool = poolWith({ timeoutMs: 1_000, maxTextChars: 100_000_000, maxDecodedBytes: 1024 * MB });
    const error = await pool.read({ path: file("slow.pdf", textBombPdf(3_000_000)) }).catch((e) => e);
    expect(error.kind).toBe("timeout");
    expect(error.message).toContain("it was not read");
  });

  test("OCR readers run niced: the server and typed PDFs get the processor first", async () => {
    const pool = poolWith({ nice: 10 });
    await pool.read({ path: file("nice.pdf", makePdf(["niced"])) });
    expect(getPriority(pool.readerPids()[0]!)).toBe(10);
  });

  test("under a processor-time budget (OCR readers) a reader is stopped by the processor time it used", async () => {
    const pool = poolWith({ timeoutMs: 300, maxTextChars: 100_000_000, maxDecodedBytes: 1024 * MB, timeBudget: "cpu" });
    // Warm (starting Bun and pdf.js costs more than the budget under test).
    await pool.read({ path: file("warm-cpu.pdf", makePdf(["warm up"])), timeoutMs: 30_000 });
    const error = await pool.read({ path: file("slow-cpu.pdf", textBombPdf(3_000_000)) }).catch((e) => e);
    expect(error.kind).toBe("timeout");
    expect(error.message).toBe("reading the PDF took more than 0.3 s of processor time; it was not read");
  }, 60_000);

  test("a reader that dies mid-document fails that document as a crash, and the pool goes on", async () => {
    const pool = poolWith({ maxTextChars: 100_000_000, maxDecodedBytes: 1024 * MB });
    await pool.read({ path: file("warm.pdf", makePdf(["warm up"])) });
    const [pid] = pool.readerPids();
    const reading = pool.read({ path: file("long.pdf", textBombPdf(3_000_000)) }).catch((e) => e);
    await Bun.sleep(300);
    process.kill(pid!, "SIGKILL");
    const error = await reading;
    expect(error.kind).toBe("reader_crashed");
    expect(error.message).toBe("the PDF reader was stopped by SIGKILL while reading this file; it was not read");
    const text = await pool.read({ path: file("later.pdf", makePdf(["Later"])) });
    expect(text.pages[0]!.lines[0]!.text).toBe("Later");
  });

  test("waiting documents are taken by owner in turn: one company's queue does not starve another's", async () => {
    const pool = poolWith({ readers: 1 });
    const order: string[] = [];
    const read = (owner: string, name: string) =>
      pool.read({ path: file(`${name}.pdf`, makePdf([name])), owner }).then(() => order.push(name));
    await Promise.all([read("A", "a1"), read("A", "a2"), read("A", "a3"), read("B", "b1")]);
    // a1 is being read when the others arrive; b1's company has nothing in flight, so it goes next.
    expect(order).toEqual(["a1", "b1", "a2", "a3"]);
  });
});
