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

describe("a tight heading band with white letters (review s11)", () => {
  // A navy band 32 px high at 200 dpi, white bold letters 24 px high cut out of it with 4 px (~1.4 pt) of band
  // above and below, 12 px wide with 2 px of band between them: above the letters the band's edge is thin along
  // 85 % of its length.
  function tightBand() {
    const band = image(400, 120, [[20, 40, 379, 71]]);
    for (let x = 22; x + 12 <= 378; x += 14) for (let y = 44; y <= 67; y++) for (let dx = 0; dx < 12; dx++) band.data[y * 400 + x + dx] = 255;
    return band;
  }

  test("white letters cut out of a band survive: its edge above and below them stays", () => {
    const page = withoutTableRules(tightBand(), 200);
    expect(inkAt(page, 25, 41)).toBe(true);
    expect(inkAt(page, 25, 70)).toBe(true);
    expect(inkAt(page, 200, 42)).toBe(true);
  });

  test("a rule touched by a letter still goes on both sides of the letter", () => {
    // A rule 2 px thick, a letter's bowl (30 px wide, 16 px tall) sitting on it in the middle.
    const page = withoutTableRules(image(400, 120, [[20, 80, 379, 81], [185, 64, 214, 79]]), 200);
    expect(inkAt(page, 100, 80)).toBe(false);
    expect(inkAt(page, 300, 81)).toBe(false);
    expect(inkAt(page, 200, 70)).toBe(true);
  });
});
