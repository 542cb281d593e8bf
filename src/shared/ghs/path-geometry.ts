/**
 * Small geometry for drawing the pictograms as SVG path data that pdf-lib's `drawSvgPath` also reads:
 * absolute M/L/C/Q/Z commands only (circles as four cubic curves), so every shape can be moved and turned by
 * mapping its points.
 */
export type Point = readonly [number, number];

const round = (value: number) => Number(value.toFixed(2));

export function polygon(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${round(x)} ${round(y)}`).join(" L")} Z`;
}

/** A circle as four cubic Bézier quarters (k = 0.5523 is the usual approximation). */
export function circle(cx: number, cy: number, r: number): string {
  return ellipse(cx, cy, r, r);
}

export function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  const kx = rx * 0.5523;
  const ky = ry * 0.5523;
  const p = (x: number, y: number) => `${round(x)} ${round(y)}`;
  return (
    `M${p(cx + rx, cy)} C${p(cx + rx, cy + ky)} ${p(cx + kx, cy + ry)} ${p(cx, cy + ry)}` +
    ` C${p(cx - kx, cy + ry)} ${p(cx - rx, cy + ky)} ${p(cx - rx, cy)}` +
    ` C${p(cx - rx, cy - ky)} ${p(cx - kx, cy - ry)} ${p(cx, cy - ry)}` +
    ` C${p(cx + kx, cy - ry)} ${p(cx + rx, cy - ky)} ${p(cx + rx, cy)} Z`
  );
}

/** Maps every point of a path made of absolute M/L/C/Q/Z commands. */
export function mapPoints(d: string, map: (x: number, y: number) => Point): string {
  return d.replace(/([MLCQ])([^MLCQZ]*)/g, (_whole, command: string, args: string) => {
    const numbers = args.trim().split(/[\s,]+/).filter(Boolean).map(Number);
    const pairs: string[] = [];
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      const [x, y] = map(numbers[i], numbers[i + 1]);
      pairs.push(`${round(x)} ${round(y)}`);
    }
    return `${command}${pairs.join(" ")} `;
  }).replace(/\s+Z/g, " Z").trim();
}

export function rotate(d: string, degrees: number, cx: number, cy: number): string {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return mapPoints(d, (x, y) => [cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos]);
}

export function translate(d: string, dx: number, dy: number): string {
  return mapPoints(d, (x, y) => [x + dx, y + dy]);
}

/** Scales a path drawn in a 100 × 100 box into the box at (x, y) of width w and height h. */
export function fitInto(d: string, x: number, y: number, w: number, h: number): string {
  return mapPoints(d, (px, py) => [x + (px * w) / 100, y + (py * h) / 100]);
}

/** A star of `points` points (outer radius r1, inner r2), the first point straight up turned by `turn` degrees. */
export function star(cx: number, cy: number, r1: number, r2: number, points: number, turn = 0): string {
  const corners: Point[] = [];
  for (let i = 0; i < points * 2; i++) {
    const a = ((turn - 90 + (i * 180) / points) * Math.PI) / 180;
    const r = i % 2 === 0 ? r1 : r2;
    corners.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return polygon(corners);
}

/** A bar from one point to another, `width` wide (a thick line as a filled shape). */
export function bar(from: Point, to: Point, width: number): string {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const length = Math.hypot(x2 - x1, y2 - y1);
  const nx = (-(y2 - y1) / length) * (width / 2);
  const ny = ((x2 - x1) / length) * (width / 2);
  return polygon([[x1 + nx, y1 + ny], [x2 + nx, y2 + ny], [x2 - nx, y2 - ny], [x1 - nx, y1 - ny]]);
}
