import { expect, test } from "bun:test";
import { zipSync } from "fflate";
import { readZipDirectory } from "../../src/shared/zip-directory";
import { openEntryStream, readSmallEntry } from "../../src/shared/zip-entry";
import { formatBytes, UnpackBudget, unpackLimit, ZipBudgetError } from "../../src/shared/zip-budget";

/** Real inflated bytes are counted against the archive's allowance, whichever way an entry is read. */
const pdfOf = (size: number, n: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode(`%PDF-1.4\n% ${n}\n`));
  return bytes;
};
const archive = new Blob([zipSync({ "a.pdf": pdfOf(600_000, 1), "b.pdf": pdfOf(600_000, 2) })]);
const limits = (budget: UnpackBudget) => ({ maxBytes: 10_000_000, maxRatio: 10_000, ratioFloorBytes: 1024 * 1024, budget });

test("entries read whole or streamed draw on one budget; the entry that passes it fails with ZipBudgetError", async () => {
  const [a, b] = await readZipDirectory(archive, { maxEntries: 10 });
  const budget = new UnpackBudget({ bytes: 1_000_000, rule: "at most 1,000,000 bytes" });
  expect((await readSmallEntry(archive, a!, limits(budget)))!.byteLength).toBe(600_000);
  await expect(readSmallEntry(archive, b!, limits(budget))).rejects.toBeInstanceOf(ZipBudgetError);

  const streamed = new UnpackBudget({ bytes: 1_000_000, rule: "at most 1,000,000 bytes" });
  expect((await new Response(await openEntryStream(archive, a!, limits(streamed))).arrayBuffer()).byteLength).toBe(600_000);
  const err = await new Response(await openEntryStream(archive, b!, limits(streamed))).arrayBuffer().catch((e) => e);
  expect(err).toBeInstanceOf(ZipBudgetError);
  expect(err.message).toContain("zip bomb");
});

test("the limit is the smaller of the expansion ratio and the absolute cap, said in words", () => {
  expect(unpackLimit({ archiveBytes: 1_000_000, maxExpansion: 20, maxUnpackedBytes: 2 ** 31 })).toMatchObject({ bytes: 20_000_000 });
  expect(unpackLimit({ archiveBytes: 1_000_000, maxExpansion: 20, maxUnpackedBytes: 2 ** 31 }).rule).toContain("20 times the archive's size (19.1 MB)");
  expect(unpackLimit({ archiveBytes: 500 * 2 ** 20, maxExpansion: 20, maxUnpackedBytes: 2 ** 31 })).toEqual({ bytes: 2 ** 31, rule: "at most 2 GB (MAX_ZIP_UNPACKED_BYTES) is allowed" });
  expect([formatBytes(900), formatBytes(1536), formatBytes(2_700_000), formatBytes(2 ** 31)]).toEqual(["900 bytes", "2 KB", "2.6 MB", "2 GB"]);
});
