/** Draws a GHS pictogram into a pdf-lib page as vector paths (the same shapes as the SVG). */
import { type PDFPage, rgb } from "pdf-lib";
import { type GhsPictogramCode, INK_RGB, pictogramShapes } from "./pictograms.ts";

/** `x`, `y`: the lower-left corner of the pictogram's square box, in PDF points; `size`: its side. */
export function drawPictogram(page: PDFPage, code: GhsPictogramCode, box: { x: number; y: number; size: number }): void {
  const scale = box.size / 100;
  for (const shape of pictogramShapes(code)) {
    const [r, g, b] = INK_RGB[shape.ink];
    // drawSvgPath puts the path's origin (its top-left) at (x, y) and turns y downward.
    page.drawSvgPath(shape.d, { x: box.x, y: box.y + box.size, scale, color: rgb(r, g, b) });
  }
}
