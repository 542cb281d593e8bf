/** A QR code as vector squares (qrcode computes the modules; nothing is rasterised). */
import { fill, type PDFOperator, popGraphicsState, pushGraphicsState, rectangle, rgb, setFillingColor } from "pdf-lib";
import QRCode from "qrcode";

export type Run = { col: number; row: number; length: number };

/** The dark modules, merged into runs per row, and the number of modules per side. */
export function qrRuns(data: string): { count: number; runs: Run[] } {
  const { modules } = QRCode.create(data, { errorCorrectionLevel: "M" });
  const count = modules.size;
  const runs: Run[] = [];
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && modules.get(row, col)) col++;
      runs.push({ col: start, row, length: col - start });
    }
  }
  return { count, runs };
}

/**
 * PDF operators that fill the code in a square of `size` points whose top-left corner is (x, top), with a quiet
 * zone of two modules inside the square.
 */
export function qrOperators(data: string, box: { x: number; top: number; size: number }): PDFOperator[] {
  const { count, runs } = qrRuns(data);
  const unit = box.size / (count + 4);
  return [
    pushGraphicsState(),
    setFillingColor(rgb(0, 0, 0)),
    ...runs.map((r) => rectangle(box.x + (r.col + 2) * unit, box.top - (r.row + 3) * unit, r.length * unit, unit)),
    fill(),
    popGraphicsState(),
  ];
}
