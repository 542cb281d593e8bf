/** A QR code as one vector path of dark squares (qrcode computes the modules; nothing is rasterised). */
import QRCode from "qrcode";

/** SVG path data in a box of `size` units, with a quiet zone of two modules, dark modules merged per row. */
export function qrPath(data: string, size: number): string {
  const { modules } = QRCode.create(data, { errorCorrectionLevel: "M" });
  const count = modules.size;
  const unit = size / (count + 4);
  const parts: string[] = [];
  const f = (n: number) => Number(n.toFixed(3));
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && modules.get(row, col)) col++;
      const x0 = f((start + 2) * unit);
      const x1 = f((col + 2) * unit);
      const y0 = f((row + 2) * unit);
      const y1 = f((row + 3) * unit);
      parts.push(`M${x0} ${y0} L${x1} ${y0} L${x1} ${y1} L${x0} ${y1} Z`);
    }
  }
  return parts.join(" ");
}
