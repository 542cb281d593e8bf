/**
 * Light text on a dark band (a section heading in a filled bar, a table's header row) turned dark on light.
 * Tesseract finds text lines from dark marks on a light page and tries a line inverted when it reads poorly,
 * but a bar little taller than its type is one big mark to it and the letters inside are lost (a 9-pt heading
 * on a 13-pt bar, test/ocr/ocr-dark-bands.test.ts). A band is found as one connected stretch of ink that
 * is wide, at least a text line tall, and mostly filled (letters cut into it, rules and frames are thin or
 * hollow, type is small or sparse); inside it every row is flipped between the band's own left and right edge,
 * so its letters (and the holes in them) come out dark on light and the rest of the page is untouched.
 */
import { find, inkComponents, type Component } from "./ink-components.ts";
import type { GrayImage } from "./tesseract-engine.ts";

/** A band fills at least this share of its outline (white letters take the rest). */
const MIN_FILL = 0.55;

/** The bands' outlines found (in pixels), for tests and logs, and the image with them flipped (a copy; the input is kept). */
export function invertDarkBands(image: GrayImage, dpi: number): { image: GrayImage; bands: { left: number; top: number; width: number; height: number }[] } {
  const { runs, components } = inkComponents(image);
  // At least a small text line tall (6 pt), at most a third of the page, an inch wide and three times as wide as tall.
  const minHeight = (6 / 72) * dpi;
  const isBand = (c: Component) => {
    const [width, height] = [c.maxX - c.minX + 1, c.maxY - c.minY + 1];
    return height >= minHeight && height <= image.height / 3 && width >= dpi && width >= 3 * height && c.pixels >= MIN_FILL * width * height;
  };
  const bands = new Map<number, { left: Int32Array; right: Int32Array; outline: Component }>();
  for (let i = 0; i < components.length; i++) {
    const c = components[i]!;
    if (c.parent !== i || !isBand(c)) continue;
    const rows = c.maxY - c.minY + 1;
    bands.set(i, { left: new Int32Array(rows).fill(image.width), right: new Int32Array(rows).fill(-1), outline: c });
  }
  if (bands.size === 0) return { image, bands: [] };
  for (const run of runs) {
    const band = bands.get(find(components, run.label));
    if (!band) continue;
    const row = run.y - band.outline.minY;
    band.left[row] = Math.min(band.left[row]!, run.start);
    band.right[row] = Math.max(band.right[row]!, run.end);
  }
  const data = new Uint8Array(image.data);
  for (const { left, right, outline } of bands.values()) {
    // The band's own grey becomes white and its white letters black, stretched between: a mid-grey bar must
    // not come out mid-grey (a page-wide threshold would then take the bar and its letters for ink alike).
    const bandGrey = outline.grey / outline.pixels;
    const span = Math.max(1, 255 - bandGrey);
    for (let row = 0; row < left.length; row++) {
      const at = (outline.minY + row) * image.width;
      for (let x = left[row]!; x <= right[row]!; x++) {
        const lightness = Math.min(1, Math.max(0, (data[at + x]! - bandGrey) / span));
        data[at + x] = Math.round(255 * (1 - lightness));
      }
    }
  }
  const outlines = [...bands.values()].map(({ outline: c }) => ({ left: c.minX, top: c.minY, width: c.maxX - c.minX + 1, height: c.maxY - c.minY + 1 }));
  return { image: { width: image.width, height: image.height, data }, bands: outlines };
}
