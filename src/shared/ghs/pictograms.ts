/**
 * The nine GHS pictograms (UN GHS Annex 1), drawn for this project as filled vector paths in a 100 × 100 box:
 * a red square set on a point, a white ground, a black symbol. Shapes are painted in order (later ones cover
 * earlier ones), so the same list draws an SVG (`pictogramSvg`) and a PDF (`drawPictogram`, pdf-lib
 * `drawSvgPath`) identically, with no fill rules or strokes to tell apart.
 */
import { bar, circle, ellipse, mapPoints, polygon, rotate, star } from "./path-geometry.ts";

export type Ink = "red" | "white" | "black";
export type PictogramShape = { d: string; ink: Ink };

export const GHS_PICTOGRAM_CODES = ["GHS01", "GHS02", "GHS03", "GHS04", "GHS05", "GHS06", "GHS07", "GHS08", "GHS09"] as const;
export type GhsPictogramCode = (typeof GHS_PICTOGRAM_CODES)[number];

/** Names as GHS Annex 1 gives them, and the hazard each stands for (for titles and alternative text). */
export const GHS_PICTOGRAM_NAMES: Readonly<Record<GhsPictogramCode, { symbol: string; hazard: string }>> = {
  GHS01: { symbol: "Exploding bomb", hazard: "Explosive" },
  GHS02: { symbol: "Flame", hazard: "Flammable" },
  GHS03: { symbol: "Flame over circle", hazard: "Oxidizer" },
  GHS04: { symbol: "Gas cylinder", hazard: "Gas under pressure" },
  GHS05: { symbol: "Corrosion", hazard: "Corrosive" },
  GHS06: { symbol: "Skull and crossbones", hazard: "Acute toxicity (fatal or toxic)" },
  GHS07: { symbol: "Exclamation mark", hazard: "Harmful or irritant" },
  GHS08: { symbol: "Health hazard", hazard: "Serious health hazard" },
  GHS09: { symbol: "Environment", hazard: "Hazardous to the aquatic environment" },
};

export const INK_RGB: Readonly<Record<Ink, readonly [number, number, number]>> = {
  red: [1, 0, 0],
  white: [1, 1, 1],
  black: [0, 0, 0],
};

export function isGhsPictogramCode(code: string): code is GhsPictogramCode {
  return (GHS_PICTOGRAM_CODES as readonly string[]).includes(code);
}

const black = (d: string): PictogramShape => ({ d, ink: "black" });
const white = (d: string): PictogramShape => ({ d, ink: "white" });

/** The frame: red square on its point, white inside; the red band is about 1/14 of the side. */
const FRAME: PictogramShape[] = [
  { d: polygon([[50, 1], [99, 50], [50, 99], [1, 50]]), ink: "red" },
  white(polygon([[50, 8], [92, 50], [50, 92], [8, 50]])),
];

const FLAME =
  "M50 72 C37 72 31 63 33 53 C34 47 38 43 38 36 C43 40 45 45 44 50 C47 42 52 36 50 24" +
  " C59 31 63 40 61 48 C63 45 64 42 64 38 C69 45 70 54 67 62 C64 69 58 72 50 72 Z";
const FLAME_CORE =
  "M50 70 C43 70 40 65 41 60 C42 56 45 53 45 49 C49 53 50 56 49 60 C52 57 54 54 54 50" +
  " C58 55 59 61 57 65 C55 68 53 70 50 70 Z";

function flame(): PictogramShape[] {
  return [black(FLAME), white(FLAME_CORE), black(polygon([[29, 74], [71, 74], [71, 79], [29, 79]]))];
}

function flameOverCircle(): PictogramShape[] {
  // The flame, narrowed and lifted so that it stands on the circle.
  const scaled = (d: string) => mapPoints(d, (x, y) => [50 + (x - 50) * 0.85, 20 + (y - 24) * 0.8]);
  return [
    black(scaled(FLAME)),
    white(scaled(FLAME_CORE)),
    white(circle(50, 62, 13)),
    black(circle(50, 62, 11)),
    white(circle(50, 62, 6)),
    black(polygon([[30, 76], [70, 76], [70, 80.5], [30, 80.5]])),
  ];
}

function explodingBomb(): PictogramShape[] {
  const fragments: PictogramShape[] = [];
  // Shards flying out of the burst, upward and to the sides.
  const shards: Array<[number, number, number]> = [
    [-170, 25, 4], [-145, 27, 5], [-120, 26, 4], [-95, 28, 5], [-70, 26, 4], [-45, 27, 5], [-20, 25, 4], [-10, 20, 3],
  ];
  for (const [angle, distance, size] of shards) {
    const a = (angle * Math.PI) / 180;
    const x = 50 + distance * Math.cos(a);
    const y = 56 + distance * Math.sin(a);
    fragments.push(black(rotate(polygon([[x - size, y], [x, y - size * 0.6], [x + size, y + size * 0.3], [x - size * 0.2, y + size * 0.7]]), angle, x, y)));
  }
  return [
    black(star(50, 54, 21, 10, 11, 0)),
    ...fragments,
    white(circle(50, 64, 11.5)),
    black(circle(50, 64, 10)),
    white(ellipse(46.5, 60.5, 2.5, 1.6)),
  ];
}

function gasCylinder(): PictogramShape[] {
  const body =
    "M30 46 L66 46 C70 46 72 48 73 50 L76 50 L76 58 L73 58 C72 60 70 62 66 62 L30 62" +
    " C25 62 23 58 23 54 C23 50 25 46 30 46 Z";
  const valve = polygon([[76, 48], [80, 48], [80, 60], [76, 60]]);
  const handle = polygon([[77, 44], [79, 44], [79, 48], [77, 48]]);
  const shine = polygon([[29, 49], [64, 49], [64, 51.5], [29, 51.5]]);
  const turn = (d: string) => rotate(d, -15, 50, 55);
  return [black(turn(body)), black(turn(valve)), black(turn(handle)), white(turn(shine))];
}

function corrosion(): PictogramShape[] {
  const tube = (x: number, angle: number) => rotate(polygon([[x - 8, 33], [x + 7, 33], [x + 7, 38.5], [x - 8, 38.5]]), angle, x, 36);
  const tubeInside = (x: number, angle: number) => rotate(polygon([[x - 6.5, 34.3], [x + 7, 34.3], [x + 7, 37.2], [x - 6.5, 37.2]]), angle, x, 36);
  const drop = (x: number, y: number) =>
    `M${x} ${y - 3} C${x + 1.5} ${y} ${x + 2} ${y + 1} ${x + 2} ${y + 2} C${x + 2} ${y + 3.5} ${x - 2} ${y + 3.5} ${x - 2} ${y + 2} C${x - 2} ${y + 1} ${x - 1.5} ${y} ${x} ${y - 3} Z`;
  // A hand seen from the side, fingers to the right, with a drop eating into it.
  const hand = [
    "M28 57 L41 56.5 C43 56.5 44 57.5 44 58.5 L44 66 L28 66 Z",
    bar([42, 57.6], [49.5, 57.6], 2.2),
    bar([42, 60.4], [50.5, 60.4], 2.2),
    bar([42, 63.2], [50, 63.2], 2.2),
    bar([41, 56], [45.5, 53], 2.2),
  ];
  return [
    black(tube(40, 30)),
    white(tubeInside(40, 30)),
    black(tube(60, 150)),
    white(tubeInside(60, 150)),
    black(drop(45, 44)),
    black(drop(44, 50.5)),
    black(drop(55, 44)),
    black(drop(56, 50.5)),
    ...hand.map(black),
    white(circle(44.5, 56.5, 2.2)),
    white(circle(36, 66, 2)),
    black(polygon([[53, 57], [72, 57], [72, 65.5], [53, 65.5]])),
    white(circle(57, 57, 2.5)),
    white(circle(62, 65.5, 2.2)),
    black(polygon([[31, 68], [69, 68], [69, 72.5], [31, 72.5]])),
  ];
}

function skullAndCrossbones(): PictogramShape[] {
  const bone = (from: readonly [number, number], to: readonly [number, number]): PictogramShape[] => {
    const dx = to[0] - from[0];
    const dy = to[1] - from[1];
    const length = Math.hypot(dx, dy);
    const nx = (-dy / length) * 2.6;
    const ny = (dx / length) * 2.6;
    const knobs = [from, to].flatMap(([x, y]) => [black(circle(x + nx, y + ny, 3)), black(circle(x - nx, y - ny, 3))]);
    return [black(bar(from, to, 4.5)), ...knobs];
  };
  return [
    ...bone([34, 57], [66, 75]),
    ...bone([66, 57], [34, 75]),
    white(circle(50, 38, 15.5)),
    black(circle(50, 37, 14)),
    black("M41 42 L59 42 L58 55 C58 57 56 58 54 58 L46 58 C44 58 42 57 42 55 Z"),
    white(ellipse(44, 39, 3.6, 4)),
    white(ellipse(56, 39, 3.6, 4)),
    white(polygon([[50, 44], [47.8, 48.5], [52.2, 48.5]])),
    white(polygon([[45.5, 53], [46.5, 53], [46.5, 58], [45.5, 58]])),
    white(polygon([[49.5, 53], [50.5, 53], [50.5, 58], [49.5, 58]])),
    white(polygon([[53.5, 53], [54.5, 53], [54.5, 58], [53.5, 58]])),
  ];
}

function exclamationMark(): PictogramShape[] {
  return [black("M44 27 C44 20 56 20 56 27 L53 61 L47 61 Z"), black(circle(50, 70, 5.5))];
}

function healthHazard(): PictogramShape[] {
  const torso = "M43 38 L57 38 C63 39 68 43 68 50 L68 74 L32 74 L32 50 C32 43 37 39 43 38 Z";
  return [black(circle(50, 28, 8)), black(torso), white(star(50, 56, 13, 5, 8, 0))];
}

function environment(): PictogramShape[] {
  const trunk = "M34 70.5 L40 70.5 C38.5 62 38.5 52 39 44 L37.5 30 L36 44 C35.5 52 35.5 62 34 70.5 Z";
  const branches = [
    bar([38.5, 52], [29, 43], 2.2), bar([30.5, 44.5], [29, 38], 1.8), bar([38.5, 47], [46, 37], 2.2),
    bar([44, 39.5], [49, 39], 1.8), bar([38.5, 58], [46, 52], 2), bar([38.5, 40], [33, 33], 1.8),
  ];
  const fish = "M45 62 C49 56 59 55 65 59 L71 55 L70 62 L71 68 L65 65 C59 69 49 68 45 62 Z";
  return [
    black(trunk),
    ...branches.map(black),
    black(fish),
    white(circle(50.5, 61, 2.2)),
    black(circle(50.5, 61, 0.9)),
    black(polygon([[29, 70.5], [71, 70.5], [71, 73.5], [29, 73.5]])),
  ];
}

const SYMBOLS: Readonly<Record<GhsPictogramCode, () => PictogramShape[]>> = {
  GHS01: explodingBomb,
  GHS02: flame,
  GHS03: flameOverCircle,
  GHS04: gasCylinder,
  GHS05: corrosion,
  GHS06: skullAndCrossbones,
  GHS07: exclamationMark,
  GHS08: healthHazard,
  GHS09: environment,
};

const cache = new Map<GhsPictogramCode, readonly PictogramShape[]>();

/** The shapes of one pictogram, frame first, in painting order, in a 100 × 100 box (y pointing down). */
export function pictogramShapes(code: GhsPictogramCode): readonly PictogramShape[] {
  let shapes = cache.get(code);
  if (!shapes) {
    shapes = [...FRAME, ...SYMBOLS[code]()];
    cache.set(code, shapes);
  }
  return shapes;
}
