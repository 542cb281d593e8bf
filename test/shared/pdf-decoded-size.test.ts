import { describe, expect, test } from "bun:test";
import { constants, deflateSync } from "node:zlib";
import { measureDecodedSize } from "../../src/shared/pdf/pdf-decoded-size.ts";
import { pdfWithContent } from "../helpers/hostile-pdf.ts";

const MB = 1024 * 1024;
const content = (bytes: number) => Buffer.alloc(bytes, 0x20);

// The count is what pdf.js would inflate: exact for sound streams, and what a damaged stream yields before its error.
describe("the decoded-size count of a PDF's streams", () => {
  test("a small stream counts its inflated size exactly", async () => {
    const size = await measureDecodedSize(pdfWithContent(deflateSync(content(300_000))), 100 * MB);
    expect(size).toEqual({ bytes: 300_000, over: false });
  });

  test("a stream larger than what one call inflates is counted in full", async () => {
    const size = await measureDecodedSize(pdfWithContent(deflateSync(content(9 * MB))), 100 * MB);
    expect(size).toEqual({ bytes: 9 * MB, over: false });
  });

  test("a stream that stops short counts what it yields", async () => {
    const unfinished = deflateSync(content(2 * MB), { finishFlush: constants.Z_SYNC_FLUSH });
    const size = await measureDecodedSize(pdfWithContent(unfinished), 100 * MB);
    expect(size).toEqual({ bytes: 2 * MB, over: false });
  });

  test("a bomb whose stream is damaged after the expansion is still counted past the budget", async () => {
    const damaged = Buffer.concat([deflateSync(content(32 * MB), { finishFlush: constants.Z_SYNC_FLUSH }), Buffer.alloc(16, 0xff)]);
    const size = await measureDecodedSize(pdfWithContent(damaged), 16 * MB);
    expect(size.over).toBe(true);
  });

  test("a damaged stream within the budget counts what it yields before the damage (to the inflater's last 64 KB chunk)", async () => {
    const damaged = Buffer.concat([deflateSync(content(MB), { finishFlush: constants.Z_SYNC_FLUSH }), Buffer.alloc(16, 0xff)]);
    const size = await measureDecodedSize(pdfWithContent(damaged), 100 * MB);
    expect(size.over).toBe(false);
    expect(size.bytes).toBeGreaterThanOrEqual(MB - 64 * 1024);
    expect(size.bytes).toBeLessThanOrEqual(MB);
  });
});
