import { describe, expect, test } from "bun:test";
import { withoutTableRules } from "../../src/shared/ocr/table-rules";
import type { GrayImage } from "../../src/shared/ocr/tesseract-engine";

/** A white image of `width` × `height` with `ink` drawn (x0, y0, x1, y1 inclusive, black). */
function image(width: number, height: number, ink: [number, number, number, number][]): GrayImage {
  const data = new Uint8Array(width * height).fill(255);
  for (const [x0, y0, x1, y1] of ink) for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) data[y * width + x] = 0;
  return { width, height, data };
}
const inkAt = (img: GrayImage, x: number, y: number) => img.data[y * img.width + x]! < 160;

describe("table rules whitened before OCR", () => {
  // At 200 dpi: a rule across is 60 px or longer, one down 50 px or taller, and at most 5 px thick.
  test("a thin rule across and one down the page are whitened", () => {
    const page = withoutTableRules(image(300, 200, [[10, 50, 290, 51], [150, 10, 151, 190]]), 200);
    expect(inkAt(page, 100, 50)).toBe(false);
    expect(inkAt(page, 150, 120)).toBe(false);
  });

  test("letters between rules keep their strokes, also where a stroke touches a rule", () => {
    // A letter's stem (2 px wide, 20 px tall) standing on the rule, and a letter's bar (20 px long).
    const page = withoutTableRules(image(300, 200, [[10, 80, 290, 81], [100, 60, 101, 79], [200, 70, 219, 71]]), 200);
    expect(inkAt(page, 100, 65)).toBe(true);
    expect(inkAt(page, 210, 70)).toBe(true);
    expect(inkAt(page, 50, 80)).toBe(false);
  });

  test("a filled band (white letters on a dark heading bar) is thick and stays", () => {
    const page = withoutTableRules(image(300, 200, [[10, 40, 290, 70]]), 200);
    expect(inkAt(page, 150, 40)).toBe(true);
    expect(inkAt(page, 150, 55)).toBe(true);
  });

  test("the image read is a copy: the page drawn is not changed", () => {
    const drawn = image(300, 200, [[10, 50, 290, 51]]);
    withoutTableRules(drawn, 200);
    expect(inkAt(drawn, 100, 50)).toBe(true);
  });
});

describe("a dark band with white letters in it", () => {
  test("keeps its edge above and below the letters (thin only where a letter's white is)", () => {
    // A band 30 px high, white letters 20 px high with 3 px of band above and below them, over half its length.
    const band = image(300, 200, [[10, 40, 290, 70]]);
    for (let x = 20; x < 280; x += 20) for (let y = 44; y <= 66; y++) for (let dx = 0; dx < 10; dx++) band.data[y * 300 + x + dx] = 255;
    const page = withoutTableRules(band, 200);
    expect(inkAt(page, 25, 41)).toBe(true);
    expect(inkAt(page, 25, 69)).toBe(true);
  });
});
