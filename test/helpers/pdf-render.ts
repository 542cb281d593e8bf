/**
 * Reads generated PDFs back with poppler (pdftotext, pdftoppm; `.ci/run` installs poppler-utils) and keeps a
 * PNG of every page in test-artifacts/ (git-ignored) for a person to look at.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const ARTIFACTS_DIR = resolve(import.meta.dir, "../../test-artifacts");

function run(command: string[]): Uint8Array {
  const result = Bun.spawnSync(command, { stdout: "pipe", stderr: "pipe" });
  if (result.exitCode !== 0) throw new Error(`${command[0]} failed: ${result.stderr.toString()}`);
  return result.stdout;
}

function withTempPdf<T>(pdf: Uint8Array, use: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "chemsafe-pdf-"));
  try {
    const path = join(dir, "in.pdf");
    writeFileSync(path, pdf);
    return use(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text in drawing order (pdftotext -raw: a sheet's labels do not interleave), pages separated by form feeds. */
export function pdfText(pdf: Uint8Array): string {
  return withTempPdf(pdf, (path) => new TextDecoder().decode(run(["pdftotext", "-raw", "-enc", "UTF-8", path, "-"])));
}

export function pdfPageCount(pdf: Uint8Array): number {
  const info = withTempPdf(pdf, (path) => new TextDecoder().decode(run(["pdfinfo", path])));
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}

/** Renders every page to test-artifacts/<folder>/<name>-<page>.png and returns the paths. */
export function renderPdfToPng(pdf: Uint8Array, options: { folder: string; name: string; dpi?: number }): string[] {
  const dir = join(ARTIFACTS_DIR, options.folder);
  mkdirSync(dir, { recursive: true });
  const prefix = join(dir, options.name);
  withTempPdf(pdf, (path) => run(["pdftoppm", "-png", "-r", String(options.dpi ?? 100), path, prefix]));
  const listing = new Bun.Glob(`${options.name}-*.png`);
  return [...listing.scanSync(dir)].sort().map((file) => join(dir, file));
}

export type Pixels = { width: number; height: number; rgb: Uint8Array };

/** One page as raw pixels (pdftoppm's PPM), to check colours without a PNG decoder. */
export function renderPageToPixels(pdf: Uint8Array, page = 1, dpi = 72): Pixels {
  const ppm = withTempPdf(pdf, (path) => run(["pdftoppm", "-r", String(dpi), "-f", String(page), "-l", String(page), "-singlefile", path]));
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(new TextDecoder("latin1").decode(ppm.subarray(0, 50)));
  if (!header) throw new Error("pdftoppm did not return a PPM image");
  const width = Number(header[1]);
  const height = Number(header[2]);
  return { width, height, rgb: ppm.subarray(header[0].length, header[0].length + width * height * 3) };
}

/** Share of pixels in the rectangle (in pixels) close to the colour. */
export function colourShare(pixels: Pixels, colour: [number, number, number], area?: { x: number; y: number; w: number; h: number }): number {
  const box = area ?? { x: 0, y: 0, w: pixels.width, h: pixels.height };
  let hits = 0;
  for (let y = box.y; y < box.y + box.h; y++) {
    for (let x = box.x; x < box.x + box.w; x++) {
      const i = (y * pixels.width + x) * 3;
      const close = Math.abs(pixels.rgb[i]! - colour[0]) + Math.abs(pixels.rgb[i + 1]! - colour[1]) + Math.abs(pixels.rgb[i + 2]! - colour[2]) < 90;
      if (close) hits++;
    }
  }
  return hits / (box.w * box.h);
}

export const readBytes = (path: string) => new Uint8Array(readFileSync(path));
