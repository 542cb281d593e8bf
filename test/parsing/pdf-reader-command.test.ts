import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ENGINE_OPTIONS, engineAccepts, readerCommand } from "../../src/shared/pdf/pdf-reader-command";
import { PdfReaderPool } from "../../src/shared/pdf/pdf-reader-pool";
import { makePdf } from "../helpers/pdf-fixtures";

const MB = 1024 * 1024;
const limits = { readers: 1, memoryBytes: 768 * MB, maxPages: 200, timeoutMs: 30_000, maxDecodedBytes: 100 * MB, maxTextChars: 1_000_000 };

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "chemsafe-reader-command-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The environment a running process was started with (Linux). */
function environmentOf(pid: number): string[] {
  return readFileSync(`/proc/${pid}/environ`, "latin1").split("\0");
}

describe("the engine options of PDF reader processes", () => {
  // Upgrade guard: BUN_JSC_* variables are not a stable API of Bun's. If this fails after a Bun upgrade, text readers
  // start without their options (slower, same text): find the option's new name in JavaScriptCore's OptionsList.h.
  test("this runtime takes the text readers' options, and they are in effect", () => {
    expect(engineAccepts(ENGINE_OPTIONS.text)).toBe(true);
    const run = Bun.spawnSync({ cmd: [process.execPath, "-e", "0"], env: { ...ENGINE_OPTIONS.text, BUN_JSC_dumpOptions: "1" } });
    const modified = run.stderr.toString();
    expect(modified).toContain("Modified JSC options");
    expect(modified).toContain("useFTLJIT=false");
  });

  test("an option this runtime does not know is found out before a reader is started with it", () => {
    expect(engineAccepts({ BUN_JSC_noSuchOptionAnywhere: "1" })).toBe(false);
  });

  test("text readers start without FTL; OCR readers ask for it, whatever the server was started with", () => {
    expect(readerCommand("text", 4096 * MB).cmd).toContain("BUN_JSC_useFTLJIT=0");
    const ocr = readerCommand("ocr", 4096 * MB).cmd;
    expect(ocr).toContain("BUN_JSC_useFTLJIT=1");
    expect(ocr).not.toContain("BUN_JSC_useFTLJIT=0");
    // The variable is set after the inherited environment: /usr/bin/env NAME=value overrides the server's own.
    const run = Bun.spawnSync({ cmd: ["/usr/bin/env", "BUN_JSC_useFTLJIT=1", process.execPath, "-e", "0"], env: { ...process.env, BUN_JSC_useFTLJIT: "0", BUN_JSC_dumpOptions: "1" } });
    expect(run.stderr.toString()).not.toContain("useFTLJIT=false");
  });

  test("a reader started to read text runs with the options, and reads", async () => {
    const pool = new PdfReaderPool(limits, { warn() {}, debug() {} });
    try {
      const path = join(dir, "text.pdf");
      writeFileSync(path, makePdf(["Product name: Example Cleaner"]));
      const text = await pool.read({ path });
      expect(text.pages[0]!.lines[0]!.text).toBe("Product name: Example Cleaner");
      expect(environmentOf(pool.readerPids()[0]!)).toContain("BUN_JSC_useFTLJIT=0");
    } finally {
      await pool.stop();
    }
  });

  test("options the runtime refuses are left out: the reader still reads, and the pool says why it is slower", async () => {
    const own = ENGINE_OPTIONS.text;
    ENGINE_OPTIONS.text = { BUN_JSC_noSuchOptionAnywhere: "1" };
    const warnings: string[] = [];
    const pool = new PdfReaderPool(limits, { warn: (msg) => warnings.push(msg), debug() {} });
    try {
      const path = join(dir, "refused.pdf");
      writeFileSync(path, makePdf(["Revision date: 2024-05-01"]));
      const text = await pool.read({ path });
      expect(text.pages[0]!.lines[0]!.text).toBe("Revision date: 2024-05-01");
      expect(environmentOf(pool.readerPids()[0]!).some((entry) => entry.startsWith("BUN_JSC_"))).toBe(false);
      expect(warnings.join("\n")).toContain("refuses the PDF reader's engine options");
    } finally {
      ENGINE_OPTIONS.text = own;
      await pool.stop();
    }
  });
});
