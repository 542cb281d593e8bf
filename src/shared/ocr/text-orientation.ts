/**
 * Which way a page image's text lines run, without reading it: lines of text make the ink profile across
 * them (the ink of each band of rows) jump between line and gap, while the profile along them stays smooth
 * (each band of columns crosses every line). The sharper profile names the direction of the lines. Only
 * horizontal against vertical: upside down, or 90° against 270°, needs the text read.
 */
import type { GrayImage } from "./tesseract-engine.ts";

/** Darker than this (0–255) is ink. */
const INK_BELOW = 128;

export type LineDirection = { direction: "horizontal" | "vertical" | "unsure"; ratio: number };

/**
 * `ratio`: how much sharper the row profile is than the column profile (above 1: lines run across the
 * image; below 1: up and down). Bands of `dpi / 50` pixels (about a point and a half), so a text line of
 * 9–14 points spans several bands and a gap between lines at least one.
 */
export function lineDirection(image: GrayImage, dpi: number, clearly = 2): LineDirection {
  const band = Math.max(1, Math.round(dpi / 50));
  const rows = new Float64Array(Math.ceil(image.height / band));
  const cols = new Float64Array(Math.ceil(image.width / band));
  const { width, height, data } = image;
  for (let y = 0; y < height; y++) {
    const rowBand = (y / band) | 0;
    const at = y * width;
    let ink = 0;
    for (let x = 0; x < width; x++) {
      if (data[at + x]! < INK_BELOW) {
        ink++;
        cols[(x / band) | 0]!++;
      }
    }
    rows[rowBand]! += ink;
  }
  const [across, along] = [sharpness(rows), sharpness(cols)];
  if (across === 0 || along === 0) return { direction: "unsure", ratio: 1 };
  const ratio = across / along;
  const direction = ratio >= clearly ? "horizontal" : ratio <= 1 / clearly ? "vertical" : "unsure";
  return { direction, ratio };
}

/** Sum of squared steps between neighbouring bands over the profile's energy: 0 for a flat profile. */
function sharpness(profile: Float64Array): number {
  let steps = 0;
  let energy = 0;
  for (let i = 0; i < profile.length; i++) {
    energy += profile[i]! ** 2;
    if (i > 0) steps += (profile[i]! - profile[i - 1]!) ** 2;
  }
  return energy === 0 ? 0 : steps / energy;
}
