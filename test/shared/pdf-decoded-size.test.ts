import { describe, expect, test } from "bun:test";
import { constants, deflateSync } from "node:zlib";
import { exceedsDecodedSize, measureDecodedSize } from "../../src/shared/pdf/pdf-decoded-size.ts";
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

// exceedsDecodedSize counts small streams at the most deflate can expand them (1032×) and inflates them only
// when that bound matters: its verdict must be the true count's.
describe("whether a PDF's streams expand past the budget", () => {
  test("a bomb small enough to be bounded is inflated and refused: its bound does not fit the budget", async () => {
    const bomb = pdfWithContent(deflateSync(content(32 * MB)));
    expect(await exceedsDecodedSize(bomb, 16 * MB)).toBe(true);
    expect(await exceedsDecodedSize(bomb, 33 * MB)).toBe(false);
  });

  test("streams counted at their bound are inflated when the bound and the rest pass the budget", async () => {
    // ~300 bytes of deflate (bound ~300 KB) beside a stream that truly expands to just under the budget.
    const small = deflateSync(content(300_000));
    const pdf = Buffer.concat([pdfWithContent(small), pdfWithContent(deflateSync(content(2 * MB)))]);
    expect(await exceedsDecodedSize(pdf, 2 * MB + 300_000)).toBe(false);
    expect(await exceedsDecodedSize(pdf, 2 * MB + 299_999)).toBe(true);
  });

  test("a damaged bomb is refused, a damaged stream within the budget is not", async () => {
    const damaged = (bytes: number) => Buffer.concat([deflateSync(content(bytes), { finishFlush: constants.Z_SYNC_FLUSH }), Buffer.alloc(16, 0xff)]);
    expect(await exceedsDecodedSize(pdfWithContent(damaged(32 * MB)), 16 * MB)).toBe(true);
    expect(await exceedsDecodedSize(pdfWithContent(damaged(MB)), 100 * MB)).toBe(false);
  });

  test("the verdict is the true count's on either side of it", async () => {
    const pdf = Buffer.concat([pdfWithContent(deflateSync(content(700_000))), pdfWithContent(deflateSync(content(5_000)))]);
    const { bytes } = await measureDecodedSize(pdf, 100 * MB);
    expect(await exceedsDecodedSize(pdf, bytes)).toBe(false);
    expect(await exceedsDecodedSize(pdf, bytes - 1)).toBe(true);
  });
});
