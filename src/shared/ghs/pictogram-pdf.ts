/**
 * Draws a GHS pictogram into a pdf-lib page as vector paths (the same shapes as the SVG). The paths are turned
 * into PDF path operators once per pictogram and reused (pdf-lib's drawSvgPath parses the path text on every
 * call, which made a sheet of hundreds of labels slow).
 */
import {
  appendBezierCurve, closePath, fill, lineTo, moveTo, type PDFOperator, type PDFPage, popGraphicsState,
  pushGraphicsState, rgb, scale, setFillingColor, translate,
} from "pdf-lib";
import { type GhsPictogramCode, INK_RGB, pictogramShapes } from "./pictograms.ts";

/** Path operators for absolute M/L/C/Q/Z path data (the only commands path-geometry.ts writes). */
export function pathOperators(d: string): PDFOperator[] {
  const ops: PDFOperator[] = [];
  let current: [number, number] = [0, 0];
  for (const [, command, args] of d.matchAll(/([MLCQZ])([^MLCQZ]*)/g)) {
    const n = args!.trim().split(/[\s,]+/).filter(Boolean).map(Number);
    switch (command) {
      case "M":
        ops.push(moveTo(n[0]!, n[1]!));
        current = [n[0]!, n[1]!];
        for (let i = 2; i + 1 < n.length; i += 2) ops.push(lineTo(n[i]!, n[i + 1]!)), (current = [n[i]!, n[i + 1]!]);
        break;
      case "L":
        for (let i = 0; i + 1 < n.length; i += 2) ops.push(lineTo(n[i]!, n[i + 1]!)), (current = [n[i]!, n[i + 1]!]);
        break;
      case "C":
        for (let i = 0; i + 5 < n.length; i += 6) {
          ops.push(appendBezierCurve(n[i]!, n[i + 1]!, n[i + 2]!, n[i + 3]!, n[i + 4]!, n[i + 5]!));
          current = [n[i + 4]!, n[i + 5]!];
        }
        break;
      case "Q":
        // A quadratic curve as the cubic with the same shape.
        for (let i = 0; i + 3 < n.length; i += 4) {
          const [x0, y0] = current;
          const [qx, qy, x, y] = [n[i]!, n[i + 1]!, n[i + 2]!, n[i + 3]!];
          ops.push(appendBezierCurve(x0 + (2 / 3) * (qx - x0), y0 + (2 / 3) * (qy - y0), x + (2 / 3) * (qx - x), y + (2 / 3) * (qy - y), x, y));
          current = [x, y];
        }
        break;
      case "Z":
        ops.push(closePath());
        break;
    }
  }
  return ops;
}

const cache = new Map<GhsPictogramCode, PDFOperator[]>();

function pictogramOperators(code: GhsPictogramCode): PDFOperator[] {
  let ops = cache.get(code);
  if (!ops) {
    ops = pictogramShapes(code).flatMap((shape) => {
      const [r, g, b] = INK_RGB[shape.ink];
      return [setFillingColor(rgb(r, g, b)), ...pathOperators(shape.d), fill()];
    });
    cache.set(code, ops);
  }
  return ops;
}

/** `x`, `y`: the lower-left corner of the pictogram's square box, in PDF points; `size`: its side. */
export function drawPictogram(page: PDFPage, code: GhsPictogramCode, box: { x: number; y: number; size: number }): void {
  // The shapes are drawn in a 100 × 100 box with y downward: move to the top-left corner and flip.
  page.pushOperators(pushGraphicsState(), translate(box.x, box.y + box.size), scale(box.size / 100, -box.size / 100), ...pictogramOperators(code), popGraphicsState());
}
