/** The GHS pictograms as standalone, accessible SVG (for the web app, the station and documents). */
import { GHS_PICTOGRAM_NAMES, type Ink, isGhsPictogramCode, pictogramShapes } from "./pictograms.ts";

const INK_CSS: Readonly<Record<Ink, string>> = { red: "#ff0000", white: "#ffffff", black: "#000000" };

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export type PictogramSvgOptions = {
  /** Accessible name; defaults to the symbol and its hazard ("Flame: Flammable"). */
  title?: string;
  /** Width and height attributes (any CSS length); without them the SVG fills its container. */
  size?: string;
  /** Makes ids unique when one page shows the same pictogram more than once. */
  idSuffix?: string;
};

/** `<svg role="img">` with a `<title>` naming it; throws for a code that is not GHS01–GHS09. */
export function pictogramSvg(code: string, options: PictogramSvgOptions = {}): string {
  if (!isGhsPictogramCode(code)) throw new Error(`Not a GHS pictogram: ${code}`);
  const names = GHS_PICTOGRAM_NAMES[code];
  const title = options.title ?? `${names.symbol}: ${names.hazard}`;
  const titleId = `${code.toLowerCase()}-title${options.idSuffix ? `-${options.idSuffix}` : ""}`;
  const size = options.size ? ` width="${escapeXml(options.size)}" height="${escapeXml(options.size)}"` : "";
  const paths = pictogramShapes(code)
    .map((shape) => `<path fill="${INK_CSS[shape.ink]}" d="${shape.d}"/>`)
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"${size} role="img" aria-labelledby="${titleId}"` +
    ` data-ghs="${code}"><title id="${titleId}">${escapeXml(title)}</title>${paths}</svg>`
  );
}
